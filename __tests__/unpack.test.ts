/**
 * Safe unpacking of export bundles (publish/unpack.ts) and packing of the Pages artifact
 * (publish/pages-artifact.ts), on bundles built here: good ones with node-tar's `c`, hostile ones
 * from hand-written headers (node-tar's `c` would strip `..` and absolute paths before writing).
 * Every refused bundle must name the entry, write nothing outside the folder, and leave no
 * partial site behind.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { existsSync, lstatSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { c as createTar, Header, Pax, t as listTar } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionError } from '../src/errors.js';
import { checkSite, packSite } from '../src/publish/pages-artifact.js';
import {
  BundleRefusedError,
  entryProblem,
  unpackBundle,
  type UnpackOptions,
} from '../src/publish/unpack.js';

/** One entry of a hand-made tar. */
interface RawEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'FIFO' | 'CharacterDevice';
  body?: string | Buffer;
  linkpath?: string;
  /** Declared size, when it should differ from the body (a lie about the size). */
  size?: number;
}

/** A tar built header by header: whatever path and type the test wants, no sanitizing. */
function rawTar(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const body = Buffer.isBuffer(e.body) ? e.body : Buffer.from(e.body ?? '');
    const type = e.type ?? 'File';
    const size = e.size ?? (type === 'File' ? body.length : 0);
    const data = {
      path: e.path,
      type,
      size,
      mode: type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date('2026-01-01T00:00:00Z'),
      uid: 0,
      gid: 0,
      ...(e.linkpath ? { linkpath: e.linkpath } : {}),
    };
    const header = new Header(data);
    if (header.encode()) blocks.push(new Pax(data).encode());
    blocks.push(header.block as Buffer);
    if (type === 'File' && body.length > 0) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

let root: string;
let parent: string;
let bundle: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'unpack-test-'));
  parent = join(root, 'runner-temp');
  mkdirSync(parent);
  bundle = join(root, 'bundle.tar.gz');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writeBundle(entries: RawEntry[], gzip = true): void {
  const tar = rawTar(entries);
  writeFileSync(bundle, gzip ? gzipSync(tar) : tar);
}

function unpack(extra: Partial<UnpackOptions> = {}) {
  return unpackBundle({
    bundlePath: bundle,
    parentDir: parent,
    signal: new AbortController().signal,
    ...extra,
  });
}

/** Unpacking fails with a refusal naming `entry`, and leaves nothing anywhere. */
async function expectRefused(entry: string, reason: RegExp): Promise<BundleRefusedError> {
  const err = await unpack().catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BundleRefusedError);
  const refused = err as BundleRefusedError;
  expect(refused.entry).toBe(entry);
  expect(refused.reason).toMatch(reason);
  expect(refused.message).toContain(JSON.stringify(entry));
  expect(refused.outcome).toBe('failure');
  // No partial site: the fresh folder is gone, and nothing else appeared next to it.
  expect(readdirSync(parent)).toEqual([]);
  expect(readdirSync(root).sort()).toEqual(['bundle.tar.gz', 'runner-temp']);
  return refused;
}

describe('unpackBundle: good bundles', () => {
  it('extracts a site made by node-tar, folders and nested pages included', async () => {
    const src = join(root, 'src');
    mkdirSync(join(src, 'guides', 'advanced'), { recursive: true });
    writeFileSync(join(src, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(src, '404.html'), 'missing');
    writeFileSync(join(src, 'guides', 'intro.html'), 'intro');
    writeFileSync(join(src, 'guides', 'advanced', 'webhooks.html'), 'x'.repeat(300_000));
    writeFileSync(join(src, 'empty.txt'), '');
    await createTar({ gzip: true, file: bundle, cwd: src, portable: true }, ['.']);

    const site = await unpack();
    expect(site.dir.startsWith(join(parent, 'pages-site-'))).toBe(true);
    expect(site.files).toBe(5);
    expect(site.bytes).toBe(13 + 7 + 5 + 300_000);
    expect(readFileSync(join(site.dir, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
    expect(readFileSync(join(site.dir, 'guides/advanced/webhooks.html'), 'utf8')).toBe(
      'x'.repeat(300_000),
    );
    expect(readFileSync(join(site.dir, 'empty.txt'), 'utf8')).toBe('');
  });

  it('creates parent folders the bundle does not list, and reads a plain (ungzipped) tar', async () => {
    writeBundle(
      [
        { path: 'a/b/c/page.html', body: 'deep' },
        { path: './top.html', body: 'top' },
      ],
      false,
    );
    const site = await unpack();
    expect(readFileSync(join(site.dir, 'a/b/c/page.html'), 'utf8')).toBe('deep');
    expect(readFileSync(join(site.dir, 'top.html'), 'utf8')).toBe('top');
    expect(site.directories).toBe(0);
  });

  it('takes long and non-ASCII names from pax headers', async () => {
    const long = `${'section/'.repeat(20)}página-ñ.html`;
    writeBundle([{ path: long, body: 'long' }]);
    const site = await unpack();
    expect(readFileSync(join(site.dir, long), 'utf8')).toBe('long');
  });

  it('lets a later entry of the same path win, as tar does', async () => {
    writeBundle([
      { path: 'index.html', body: 'first' },
      { path: 'other.html', body: 'other' },
      { path: 'index.html', body: 'second' },
    ]);
    const site = await unpack();
    expect(readFileSync(join(site.dir, 'index.html'), 'utf8')).toBe('second');
  });

  it('writes files without the modes the archive asks for', async () => {
    const tar = rawTar([{ path: 'x.html', body: 'x' }]);
    // Mode field: 0o4777 (setuid, world-writable); the checksum is recomputed below.
    tar.write('0004777\0', 100, 8, 'ascii');
    tar.fill(' ', 148, 156);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += tar[i] as number;
    tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    writeFileSync(bundle, gzipSync(tar));
    const site = await unpack();
    expect(lstatSync(join(site.dir, 'x.html')).mode & 0o7777).toBe(0o644 & ~process.umask());
  });

  it('writes a thousand tiny files (hundreds per piece of the archive)', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 1000; i++)
      entries.push({ path: `t/${i % 7}/${i}.html`, body: i % 3 ? '' : `${i}` });
    writeBundle(entries);
    const site = await unpack();
    expect(site.files).toBe(1000);
    expect(readFileSync(join(site.dir, 't/5/999.html'), 'utf8')).toBe('999');
    expect(readFileSync(join(site.dir, 't/1/1.html'), 'utf8')).toBe('');
  });

  it('warns once past the warning size', async () => {
    writeBundle([
      { path: 'a.html', body: 'a'.repeat(600) },
      { path: 'b.html', body: 'b'.repeat(600) },
      { path: 'c.html', body: 'c'.repeat(600) },
    ]);
    const warnings: string[] = [];
    await unpack({ limits: { warnBytes: 1000 }, onWarning: (m) => warnings.push(m) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/more than 1000 B/);
  });
});

describe('unpackBundle: refused bundles', () => {
  it('refuses ../evil, and writes nothing next to the folder', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: '../evil', body: 'pwned' },
    ]);
    await expectRefused('../evil', /climbs out/);
    expect(existsSync(join(root, 'evil'))).toBe(false);
  });

  it('refuses .. in the middle of a path, and with backslashes', async () => {
    writeBundle([{ path: 'guides/../../evil.html', body: 'x' }]);
    await expectRefused('guides/../../evil.html', /climbs out/);
    writeBundle([{ path: '..\\evil.html', body: 'x' }]);
    await expectRefused('..\\evil.html', /climbs out/);
  });

  it('refuses an absolute path, and nothing is written there', async () => {
    const target = join(root, 'abs-evil.html');
    writeBundle([{ path: target, body: 'pwned' }]);
    await expectRefused(target, /absolute path/);
    expect(existsSync(target)).toBe(false);
    writeBundle([{ path: 'C:\\Windows\\evil.html', body: 'x' }]);
    await expectRefused('C:\\Windows\\evil.html', /absolute path/);
  });

  it('refuses a symbolic link out, and a file written through it', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: 'escape', type: 'SymbolicLink', linkpath: '../../' },
      { path: 'escape/evil.html', body: 'pwned' },
    ]);
    const refused = await expectRefused('escape', /symbolic link to "\.\.\/\.\.\/"/);
    expect(refused.message).toMatch(/only plain files and folders/);
    expect(existsSync(join(root, 'evil.html'))).toBe(false);
  });

  it('refuses a symbolic link even when it points inside', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: 'home.html', type: 'SymbolicLink', linkpath: 'index.html' },
    ]);
    await expectRefused('home.html', /symbolic link/);
  });

  it('refuses a hard link', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: 'copy.html', type: 'Link', linkpath: 'index.html' },
    ]);
    await expectRefused('copy.html', /hard link to "index\.html"/);
  });

  it('refuses a FIFO and a device', async () => {
    writeBundle([{ path: 'pipe', type: 'FIFO' }]);
    await expectRefused('pipe', /FIFO/);
    writeBundle([{ path: 'dev/null', type: 'CharacterDevice' }]);
    await expectRefused('dev/null', /character device/);
  });

  it('refuses a site past the size cap, leaving no partial site', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 200; i++) entries.push({ path: `p/${i}.html`, body: 'x'.repeat(100) });
    entries.push({ path: 'big.bin', body: 'y'.repeat(5000) });
    writeBundle(entries);
    const err = await unpack({ limits: { maxBytes: 20_000 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BundleRefusedError);
    expect((err as BundleRefusedError).entry).toBe('big.bin');
    expect((err as Error).message).toMatch(/past 19\.5 KiB, the most GitHub Pages deploys/);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('judges size by the header, before the bytes arrive', async () => {
    // Declares 1 TiB: refused at the header, long before the archive would run short.
    writeBundle([{ path: 'huge.bin', body: 'tiny', size: 1024 ** 4 }]);
    const err = await unpack().catch((e: unknown) => e);
    expect((err as BundleRefusedError).entry).toBe('huge.bin');
    expect(readdirSync(parent)).toEqual([]);
  });

  it('refuses more entries than the cap', async () => {
    writeBundle([
      { path: 'a', type: 'Directory' },
      { path: 'a/1.html', body: '1' },
      { path: 'a/2.html', body: '2' },
      { path: 'a/3.html', body: '3' },
    ]);
    const err = await unpack({ limits: { maxEntries: 3 } }).catch((e: unknown) => e);
    expect((err as BundleRefusedError).entry).toBe('a/3.html');
    expect((err as Error).message).toMatch(/one entry more than the 3/);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('removes a partly written site when a bad entry comes late', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 500; i++) entries.push({ path: `docs/${i}.html`, body: `page ${i}` });
    entries.push({ path: '../late-evil', body: 'pwned' });
    writeBundle(entries);
    await expectRefused('../late-evil', /climbs out/);
  });

  it('fails on a file and a folder of the same name, and removes the folder', async () => {
    writeBundle([
      { path: 'guides', body: 'a file' },
      { path: 'guides/intro.html', body: 'a page' },
    ]);
    const err = await unpack().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toMatch(
      /Writing "guides\/intro\.html".*a file and a folder of the same name/,
    );
    expect(readdirSync(parent)).toEqual([]);
  });

  it('fails on a damaged archive and removes the folder', async () => {
    const tar = rawTar([
      { path: 'a.html', body: 'a' },
      { path: 'b.html', body: 'b' },
    ]);
    tar[512 * 2 + 10] = 0x41; // inside the second header: its checksum no longer matches
    writeFileSync(bundle, gzipSync(tar));
    const err = await unpack().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toMatch(/not a readable tar archive/);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('fails on a truncated archive', async () => {
    const tar = rawTar([{ path: 'a.html', body: 'a'.repeat(5000) }]);
    writeFileSync(bundle, gzipSync(tar.subarray(0, 2048)));
    const err = await unpack().catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/not a readable tar archive/);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('stops on abort with the reason and removes the folder', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 2000; i++) entries.push({ path: `p/${i}.html`, body: 'x'.repeat(2000) });
    writeBundle(entries);
    const controller = new AbortController();
    const reason = new Error('cancelled by the test');
    const pending = unpack({ signal: controller.signal });
    setImmediate(() => controller.abort(reason));
    await expect(pending).rejects.toBe(reason);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('refuses an empty bundle', async () => {
    writeBundle([{ path: 'empty', type: 'Directory' }]);
    await expect(unpack()).rejects.toThrow(/holds no files/);
    expect(readdirSync(parent)).toEqual([]);
  });
});

describe('entryProblem', () => {
  it('passes plain files and folders with relative paths', () => {
    expect(entryProblem({ path: 'index.html', type: 'File' })).toBeUndefined();
    expect(entryProblem({ path: './guides/x.html', type: 'OldFile' })).toBeUndefined();
    expect(entryProblem({ path: 'guides/', type: 'Directory' })).toBeUndefined();
    expect(entryProblem({ path: './', type: 'Directory' })).toBeUndefined();
    expect(entryProblem({ path: 'a..b/c...html', type: 'File' })).toBeUndefined();
  });

  it('names each problem', () => {
    expect(entryProblem({ path: '/etc/passwd', type: 'File' })).toMatch(/absolute/);
    expect(entryProblem({ path: '\\\\host\\share', type: 'File' })).toMatch(/absolute/);
    expect(entryProblem({ path: 'a/../../b', type: 'Directory' })).toMatch(/climbs/);
    expect(entryProblem({ path: 'x', type: 'BlockDevice' })).toMatch(/block device/);
    expect(entryProblem({ path: 'x', type: 'SparseFile' })).toMatch(/tar type "SparseFile"/);
    expect(entryProblem({ path: './', type: 'File' })).toMatch(/without a name/);
  });
});

describe('packSite and checkSite', () => {
  function makeSite(): string {
    const site = join(root, 'site');
    mkdirSync(join(site, 'guides'), { recursive: true });
    mkdirSync(join(site, '.git', 'objects'), { recursive: true });
    mkdirSync(join(site, 'nested', '.github'), { recursive: true });
    writeFileSync(join(site, 'index.html'), 'home');
    writeFileSync(join(site, 'guides', 'intro.html'), 'i'.repeat(700));
    writeFileSync(join(site, 'big.bin'), Buffer.alloc(3 * 1024 * 1024 + 5, 7));
    writeFileSync(join(site, '.git', 'HEAD'), 'ref');
    writeFileSync(join(site, 'nested', '.github', 'x.yml'), 'y');
    writeFileSync(join(site, 'nested', 'ok.html'), 'ok');
    writeFileSync(join(site, `${'long-name-'.repeat(12)}.html`), 'long');
    writeFileSync(join(site, 'guides', 'página-ñ.html'), 'ñ');
    symlinkSync(join(site, 'index.html'), join(site, 'alias.html'));
    return site;
  }

  async function entriesOf(tarPath: string): Promise<Map<string, { type: string; body: string }>> {
    const found = new Map<string, { type: string; body: string }>();
    await listTar({
      file: tarPath,
      strict: true,
      noResume: true,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () =>
          found.set(entry.path, {
            type: entry.type,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    });
    return found;
  }

  it('packs ./-prefixed entries without .git and .github, links as files', async () => {
    const site = makeSite();
    const tarPath = join(root, 'artifact.tar');
    const packed = await packSite({
      siteRoot: site,
      tarPath,
      signal: new AbortController().signal,
    });
    const entries = await entriesOf(tarPath);
    expect([...entries.keys()].sort()).toEqual(
      [
        './',
        './alias.html',
        './big.bin',
        './guides/',
        './guides/intro.html',
        './guides/página-ñ.html',
        './index.html',
        `./${'long-name-'.repeat(12)}.html`,
        './nested/',
        './nested/ok.html',
      ].sort(),
    );
    expect(entries.get('./alias.html')).toEqual({ type: 'File', body: 'home' });
    expect(entries.get('./guides/intro.html')?.body).toBe('i'.repeat(700));
    expect(entries.get('./big.bin')?.body.length).toBe(3 * 1024 * 1024 + 5);
    expect(entries.get('./guides/página-ñ.html')?.body).toBe(Buffer.from('ñ').toString('latin1'));
    expect(packed.files).toBe(7);
    expect(packed.directories).toBe(3);
    expect(packed.tarBytes).toBe(readFileSync(tarPath).length);
  });

  it('refuses a FIFO-like entry it cannot serve (a link to a folder)', async () => {
    const site = makeSite();
    symlinkSync(join(site, 'guides'), join(site, 'loop'));
    const tarPath = join(root, 'artifact.tar');
    await expect(
      packSite({ siteRoot: site, tarPath, signal: new AbortController().signal }),
    ).rejects.toThrow(/"\.\/loop", which is neither a folder nor a file/);
    expect(existsSync(tarPath)).toBe(false);
  });

  it('round-trips an unpacked bundle', async () => {
    writeBundle([
      { path: 'index.html', body: 'home' },
      { path: '404.html', body: 'nope' },
      { path: 'guides/a.html', body: 'a' },
    ]);
    const site = await unpack();
    const warnings: string[] = [];
    const check = await checkSite(site.dir, (m) => warnings.push(m));
    expect(check).toEqual({ hasIndex: true, has404: true, addedNoJekyll: true });
    expect(warnings).toEqual([]);
    const tarPath = join(root, 'artifact.tar');
    await packSite({ siteRoot: site.dir, tarPath, signal: new AbortController().signal });
    const entries = await entriesOf(tarPath);
    expect(entries.get('./.nojekyll')).toEqual({ type: 'File', body: '' });
    expect(entries.get('./guides/a.html')?.body).toBe('a');
  });

  it('warns about a missing index.html and 404.html, and keeps an existing .nojekyll', async () => {
    const site = join(root, 'bare');
    mkdirSync(site);
    writeFileSync(join(site, '.nojekyll'), 'kept');
    const warnings: string[] = [];
    const check = await checkSite(site, (m) => warnings.push(m));
    expect(check).toEqual({ hasIndex: false, has404: false, addedNoJekyll: false });
    expect(warnings.join('\n')).toMatch(/no index\.html/);
    expect(warnings.join('\n')).toMatch(/no 404\.html/);
    expect(readFileSync(join(site, '.nojekyll'), 'utf8')).toBe('kept');
  });
});
