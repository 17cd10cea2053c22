/**
 * The single pass over an export bundle (publish/bundle-walk.ts): verification for every target,
 * and for `target: pages` the `artifact.tar` written while walking. Bundles are built here: good
 * ones with node-tar's `c`, hostile ones from hand-written headers (node-tar's `c` would strip
 * `..` and absolute paths before writing). Every refused bundle must name the entry and leave no
 * partial tar behind; nothing beyond a cap may be written.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { c as createTar, Header, Pax, t as listTar } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionError } from '../src/errors.js';
import {
  BundleRefusedError,
  entryProblem,
  walkBundleFile,
  type BundleLimits,
  type WalkOptions,
} from '../src/publish/bundle-walk.js';

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
let out: string;
let bundle: string;
let tarPath: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'walk-test-'));
  out = join(root, 'pages-artifact');
  mkdirSync(out);
  bundle = join(root, 'bundle.tar.gz');
  tarPath = join(out, 'artifact.tar');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writeBundle(entries: RawEntry[]): void {
  writeFileSync(bundle, gzipSync(rawTar(entries)));
}

interface PagesRun {
  limits?: Partial<BundleLimits>;
  freeBytes?: number;
  onWarning?: (m: string) => void;
  signal?: AbortSignal;
}

/** The pages walk of `bundle` into `tarPath`. */
function pages(extra: PagesRun = {}) {
  const options: WalkOptions = {
    pagesTar: {
      path: tarPath,
      ...(extra.limits ? { limits: extra.limits } : {}),
      ...(extra.freeBytes !== undefined ? { freeBytes: extra.freeBytes } : {}),
    },
    ...(extra.onWarning ? { onWarning: extra.onWarning } : {}),
  };
  return walkBundleFile(bundle, options, extra.signal ?? new AbortController().signal);
}

/** Entries of the written tar, by path. */
async function entriesOf(
  path: string,
): Promise<Map<string, { type: string; body: string; mode: number }>> {
  const found = new Map<string, { type: string; body: string; mode: number }>();
  await listTar({
    file: path,
    strict: true,
    noResume: true,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (c: Buffer) => chunks.push(c));
      entry.on('end', () =>
        found.set(entry.path, {
          type: entry.type,
          body: Buffer.concat(chunks).toString('latin1'),
          mode: entry.mode ?? 0,
        }),
      );
    },
  });
  return found;
}

/** The walk fails with a refusal naming `entry`, and leaves no tar behind. */
async function expectRefused(
  entry: string,
  reason: RegExp,
  extra: PagesRun = {},
): Promise<BundleRefusedError> {
  const err = await pages(extra).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BundleRefusedError);
  const refused = err as BundleRefusedError;
  expect(refused.entry).toBe(entry);
  expect(refused.reason).toMatch(reason);
  expect(refused.message).toContain(JSON.stringify(entry));
  expect(refused.outcome).toBe('failure');
  expect(readdirSync(out)).toEqual([]);
  expect(readdirSync(root).sort()).toEqual(['bundle.tar.gz', 'pages-artifact']);
  return refused;
}

describe('pages walk: good bundles', () => {
  it('re-emits a node-tar site as ./-prefixed entries, adds .nojekyll, notices index and 404', async () => {
    const src = join(root, 'src');
    mkdirSync(join(src, 'guides', 'advanced'), { recursive: true });
    writeFileSync(join(src, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(src, '404.html'), 'missing');
    writeFileSync(join(src, 'guides', 'intro.html'), 'intro');
    writeFileSync(join(src, 'guides', 'advanced', 'webhooks.html'), 'x'.repeat(3_000_000));
    writeFileSync(join(src, 'empty.txt'), '');
    await createTar({ gzip: true, file: bundle, cwd: src, portable: true }, ['.']);

    const result = await pages();
    const tar = result.pages;
    expect(tar?.files).toBe(5);
    expect(tar?.bytes).toBe(13 + 7 + 5 + 3_000_000);
    expect(tar).toMatchObject({ hasIndex: true, has404: true, addedNoJekyll: true, excluded: 0 });
    expect(result.htmlFiles).toBe(4);
    const entries = await entriesOf(tarPath);
    expect(tar?.tarBytes).toBe(readFileSync(tarPath).length);
    expect([...entries.keys()].sort()).toEqual(
      [
        './',
        './.nojekyll',
        './404.html',
        './empty.txt',
        './guides/',
        './guides/advanced/',
        './guides/advanced/webhooks.html',
        './guides/intro.html',
        './index.html',
      ].sort(),
    );
    expect(entries.get('./index.html')?.body).toBe('<h1>Home</h1>');
    expect(entries.get('./guides/advanced/webhooks.html')?.body).toBe('x'.repeat(3_000_000));
    expect(entries.get('./.nojekyll')).toMatchObject({ type: 'File', body: '' });
    // Regular files and folders only, as upload-pages-artifact packs them.
    expect(new Set([...entries.values()].map((e) => e.type))).toEqual(
      new Set(['File', 'Directory']),
    );
  });

  it('adds the parent folders the bundle does not list, each once', async () => {
    writeBundle([
      { path: 'a/b/c/page.html', body: 'deep' },
      { path: './top.html', body: 'top' },
      { path: 'a/b/other.html', body: 'o' },
      { path: 'a/', type: 'Directory' },
    ]);
    const result = await pages();
    const entries = await entriesOf(tarPath);
    expect(entries.get('./a/b/c/page.html')?.body).toBe('deep');
    expect(entries.get('./top.html')?.body).toBe('top');
    expect(entries.get('./a/b/c/')?.type).toBe('Directory');
    expect(result.pages?.directories).toBe(4); // ./, a/, a/b/, a/b/c/
  });

  it('takes long and non-ASCII names from pax headers and writes them back', async () => {
    const long = `${'section/'.repeat(20)}página-ñ.html`;
    writeBundle([{ path: long, body: 'long' }]);
    await pages();
    const entries = await entriesOf(tarPath);
    expect(entries.get(`./${long}`)?.body).toBe('long');
  });

  it('keeps a later entry of the same path after the first, so it wins on extraction', async () => {
    writeBundle([
      { path: 'index.html', body: 'first' },
      { path: 'other.html', body: 'other' },
      { path: 'index.html', body: 'second' },
    ]);
    await pages();
    expect((await entriesOf(tarPath)).get('./index.html')?.body).toBe('second');
  });

  it('writes normalized modes, not the ones the archive asks for', async () => {
    const raw = rawTar([{ path: 'x.html', body: 'x' }]);
    // Mode field: 0o4777 (setuid, world-writable); the checksum is recomputed below.
    raw.write('0004777\0', 100, 8, 'ascii');
    raw.fill(' ', 148, 156);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += raw[i] as number;
    raw.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    writeFileSync(bundle, gzipSync(raw));
    await pages();
    expect((await entriesOf(tarPath)).get('./x.html')?.mode).toBe(0o644);
  });

  it('writes a thousand tiny files', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 1000; i++)
      entries.push({ path: `t/${i % 7}/${i}.html`, body: i % 3 ? '' : `${i}` });
    writeBundle(entries);
    const result = await pages();
    expect(result.pages?.files).toBe(1000);
    const written = await entriesOf(tarPath);
    expect(written.get('./t/5/999.html')?.body).toBe('999');
    expect(written.get('./t/1/1.html')?.body).toBe('');
  });

  it('leaves out .git and .github at any depth, keeps an existing .nojekyll', async () => {
    writeBundle([
      { path: 'index.html', body: 'home' },
      { path: '.git/HEAD', body: 'ref' },
      { path: 'nested/.github/x.yml', body: 'y' },
      { path: 'nested/ok.html', body: 'ok' },
      { path: '.nojekyll', body: 'kept' },
    ]);
    const warnings: string[] = [];
    const result = await pages({ onWarning: (m) => warnings.push(m) });
    expect(result.pages).toMatchObject({
      excluded: 2,
      addedNoJekyll: false,
      hasIndex: true,
      has404: false,
    });
    const entries = await entriesOf(tarPath);
    expect([...entries.keys()].some((p) => p.includes('.git'))).toBe(false);
    expect(entries.get('./.nojekyll')?.body).toBe('kept');
    expect(entries.get('./nested/ok.html')?.body).toBe('ok');
  });

  it('warns once past the warning size', async () => {
    writeBundle([
      { path: 'a.html', body: 'a'.repeat(600) },
      { path: 'b.html', body: 'b'.repeat(600) },
      { path: 'c.html', body: 'c'.repeat(600) },
    ]);
    const warnings: string[] = [];
    await pages({ limits: { warnBytes: 1000 }, onWarning: (m) => warnings.push(m) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/larger than 1000 B/);
  });

  it('verifies without writing anything for the other targets, and lets links through there', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: 'copy.html', type: 'Link', linkpath: 'index.html' },
    ]);
    const result = await walkBundleFile(bundle, {}, new AbortController().signal);
    expect(result).toMatchObject({ entries: 2, htmlFiles: 1 });
    expect(result.pages).toBeUndefined();
    expect(readdirSync(out)).toEqual([]);
  });
});

describe('pages walk: refused bundles', () => {
  it('refuses ../evil', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: '../evil', body: 'pwned' },
    ]);
    await expectRefused('../evil', /climbs out/);
  });

  it('refuses .. in the middle of a path, and with backslashes', async () => {
    writeBundle([{ path: 'guides/../../evil.html', body: 'x' }]);
    await expectRefused('guides/../../evil.html', /climbs out/);
    writeBundle([{ path: '..\\evil.html', body: 'x' }]);
    await expectRefused('..\\evil.html', /climbs out/);
  });

  it('refuses an absolute path', async () => {
    const target = join(root, 'abs-evil.html');
    writeBundle([{ path: target, body: 'pwned' }]);
    await expectRefused(target, /absolute path/);
    writeBundle([{ path: 'C:\\Windows\\evil.html', body: 'x' }]);
    await expectRefused('C:\\Windows\\evil.html', /absolute path/);
  });

  it('refuses a symbolic link, pointing out or inside', async () => {
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: 'escape', type: 'SymbolicLink', linkpath: '../../' },
      { path: 'escape/evil.html', body: 'pwned' },
    ]);
    const refused = await expectRefused('escape', /symbolic link to "\.\.\/\.\.\/"/);
    expect(refused.message).toMatch(/only plain files and folders/);
    writeBundle([
      { path: 'index.html', body: 'ok' },
      { path: 'home.html', type: 'SymbolicLink', linkpath: 'index.html' },
    ]);
    await expectRefused('home.html', /symbolic link/);
  });

  it('refuses a hard link, naming it and its target', async () => {
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

  it('refuses a site past the size cap with nothing beyond the cap written', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 200; i++) entries.push({ path: `p/${i}.html`, body: 'x'.repeat(100) });
    entries.push({ path: 'big.bin', body: 'y'.repeat(5000) });
    writeBundle(entries);
    const refused = await expectRefused(
      'big.bin',
      /past 19\.5 KiB, the most GitHub Pages deploys/,
      {
        limits: { maxBytes: 20_000 },
      },
    );
    // 200 pages of 100 bytes: header + one padded block each, plus ./ and p/.
    expect(refused.written).toBe((200 * 2 + 2) * 512);
  });

  it('refuses a gzip bomb at its header: a few KiB declaring 1 GiB, nothing of it written', async () => {
    // 64 MiB of zeros compresses to ~64 KiB; the header declares them as one file over the cap.
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    writeBundle([
      { path: 'index.html', body: 'home' },
      { path: 'bomb.bin', body: zeros },
    ]);
    expect(readFileSync(bundle).length).toBeLessThan(200 * 1024);
    const refused = await expectRefused('bomb.bin', /past 1 MiB/, {
      limits: { maxBytes: 1024 * 1024 },
    });
    expect(refused.written).toBeLessThanOrEqual(1024 * 1024);
    expect(refused.written).toBe(3 * 512);
  });

  it('refuses a bomb of trailing zeros for every target after a few MiB of inflating', async () => {
    const tar = rawTar([{ path: 'index.html', body: 'home' }]);
    writeFileSync(bundle, gzipSync(Buffer.concat([tar, Buffer.alloc(256 * 1024 * 1024)])));
    expect(readFileSync(bundle).length).toBeLessThan(512 * 1024);
    const err = await walkBundleFile(bundle, {}, new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BundleRefusedError);
    expect((err as Error).message).toMatch(/inflates to more than/);
    await expect(pages()).rejects.toThrow(/inflates to more than/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses many honest zero-filled entries by the bomb ratio, far below 1 GiB written', async () => {
    // 24 entries of 64 MiB of zeros, each declared and under every cap: 1.5 GiB inflated from
    // ~1.5 MiB. gzip members concatenate, so one compressed run of zeros is reused.
    const entry = 64 * 1024 * 1024;
    const zeros = gzipSync(Buffer.alloc(entry), { level: 9 });
    const members: Buffer[] = [
      gzipSync(rawTar([{ path: 'index.html', body: 'home' }]).subarray(0, 1024)),
    ];
    for (let i = 0; i < 24; i++) {
      const header = rawTar([{ path: `zeros/${i}.bin`, body: '', size: entry }]).subarray(0, 512);
      members.push(gzipSync(header), zeros);
    }
    members.push(gzipSync(Buffer.alloc(1024)));
    writeFileSync(bundle, Buffer.concat(members));
    expect(readFileSync(bundle).length).toBeLessThan(4 * 1024 * 1024);

    const refused = await expectRefused('zeros/0.bin', /more than 100 times/);
    // Refused just past the 64 MiB allowance: the first entry, before the second one's header.
    expect(refused.written).toBeGreaterThan(60 * 1024 * 1024);
    expect(refused.written).toBeLessThanOrEqual(70 * 1024 * 1024);
    expect(refused.message).toMatch(/of artifact\.tar had been written, and was deleted/);

    // Every target, not only Pages: nothing inflated is written, and the error says so.
    const plain = await walkBundleFile(bundle, {}, new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect(plain).toBeInstanceOf(BundleRefusedError);
    expect((plain as Error).message).toMatch(
      /brings the bundle to 6\d(\.\d)? MiB inflated from .* of gzip, more than 100 times.*none of it was written to disk/,
    );
  });

  it('does not refuse a large, honestly compressible file (the ratio of real sites)', async () => {
    // Seeded words (a search index's kind of text, ~20x): 1 MiB of it repeated past the 64 MiB
    // allowance (gzip's 32 KiB window cannot see the repetition, so the ratio stays the same).
    const words = 'static export bundle pages deploy docs link check ratio'.split(' ');
    let x = 7;
    const parts: string[] = [];
    for (let size = 0; size < 1024 * 1024;) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      const word = `${words[x % words.length] ?? ''}${x % 997} `;
      parts.push(word);
      size += word.length;
    }
    const chunk = Buffer.from(parts.join(''));
    const body = Buffer.concat(Array.from({ length: 72 }, () => chunk));
    writeBundle([{ path: 'search.json', body }]);
    const ratio = body.length / readFileSync(bundle).length;
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(100);
    const result = await walkBundleFile(bundle, {}, new AbortController().signal);
    expect(result.entries).toBe(1);
  });

  it('judges size by the header, before the bytes arrive', async () => {
    writeBundle([{ path: 'huge.bin', body: 'tiny', size: 1024 ** 4 }]);
    const refused = await expectRefused('huge.bin', /past 10 GiB/);
    expect(refused.written).toBe(512);
  });

  it('refuses more entries than the cap', async () => {
    writeBundle([
      { path: 'a', type: 'Directory' },
      { path: 'a/1.html', body: '1' },
      { path: 'a/2.html', body: '2' },
      { path: 'a/3.html', body: '3' },
    ]);
    const refused = await expectRefused('a/3.html', /one entry more than the 3/, {
      limits: { maxEntries: 3 },
    });
    // ./, a/ and two files of one block each: the fourth entry was never written.
    expect(refused.written).toBe(6 * 512);
  });

  it('refuses an entry the disk has no room for, before writing it', async () => {
    writeBundle([
      { path: 'index.html', body: 'home' },
      { path: 'big.bin', body: 'b'.repeat(100_000) },
    ]);
    const err = await pages({ freeBytes: 50_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toMatch(/RUNNER_TEMP is out of space.*"big\.bin"/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('removes a partly written tar when a bad entry comes late', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 500; i++) entries.push({ path: `docs/${i}.html`, body: `page ${i}` });
    entries.push({ path: '../late-evil', body: 'pwned' });
    writeBundle(entries);
    await expectRefused('../late-evil', /climbs out/);
  });

  it('refuses a file where a folder already is', async () => {
    writeBundle([
      { path: 'guides/intro.html', body: 'a page' },
      { path: 'guides', body: 'a file' },
    ]);
    await expectRefused('guides', /a file where a folder is/);
  });

  it('fails on a damaged archive and removes the tar', async () => {
    const raw = rawTar([
      { path: 'a.html', body: 'a' },
      { path: 'b.html', body: 'b' },
    ]);
    raw[512 * 2 + 10] = 0x41; // inside the second header: its checksum no longer matches
    writeFileSync(bundle, gzipSync(raw));
    const err = await pages().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toMatch(/not a readable gzip tar/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('fails on a truncated archive, a cut gzip stream, a broken gzip CRC and a wrong length', async () => {
    const raw = rawTar([{ path: 'a.html', body: 'a'.repeat(5000) }]);
    writeFileSync(bundle, gzipSync(raw.subarray(0, 2048)));
    await expect(pages()).rejects.toThrow(/not a readable gzip tar/);
    const good = gzipSync(rawTar([{ path: 'a.html', body: 'a' }]));
    const damaged = (at: number): Buffer => {
      const gz = Buffer.from(good);
      gz[at] = (gz[at] as number) ^ 0xff;
      return gz;
    };
    const cases: [Buffer, RegExp][] = [
      [good.subarray(0, good.length - 6), /gzip stream is damaged \(unexpected end of file\)/],
      [damaged(good.length - 8), /gzip stream is damaged \(incorrect data check\)/], // CRC-32
      [damaged(good.length - 4), /gzip stream is damaged \(incorrect length check\)/], // ISIZE
    ];
    for (const [bytes, message] of cases) {
      writeFileSync(bundle, bytes);
      await expect(walkBundleFile(bundle, {}, new AbortController().signal)).rejects.toThrow(
        message,
      );
    }
    expect(readdirSync(out)).toEqual([]);
  });

  it('stops on abort with the reason and removes the tar', async () => {
    const entries: RawEntry[] = [];
    for (let i = 0; i < 2000; i++) entries.push({ path: `p/${i}.html`, body: 'x'.repeat(2000) });
    writeBundle(entries);
    const controller = new AbortController();
    const reason = new Error('cancelled by the test');
    const pending = pages({ signal: controller.signal });
    setImmediate(() => controller.abort(reason));
    await expect(pending).rejects.toBe(reason);
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses an empty bundle', async () => {
    writeBundle([{ path: 'empty', type: 'Directory' }]);
    await expect(pages()).rejects.toThrow(/holds no files/);
    expect(readdirSync(out)).toEqual([]);
    expect(existsSync(tarPath)).toBe(false);
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
