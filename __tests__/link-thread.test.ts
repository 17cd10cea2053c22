/**
 * The link check on the helper thread (publish/link-thread.ts + link-worker.ts), run from the
 * bundle the test setup builds (build/test-dist/helper-worker/index.js, as dist/ has it):
 * the same result as the check on the walk's own thread (the emulator's link-check site, and a
 * site large enough to span many batches, with pages split across them), backpressure, a failing
 * or missing worker reported as the link check's error, and the thread gone after success,
 * failure and abort.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBundle } from '../emulator/platform/bundles.js';
import { walkBundleFile, type WalkOptions } from '../src/publish/bundle-walk.js';
import { LinkCheck } from '../src/publish/link-check.js';
import { HelperThread } from '../src/publish/helper-thread.js';
import { LinkThread } from '../src/publish/link-thread.js';
import { TEST_DIST } from './helpers/run-action.js';

const WORKER = join(TEST_DIST, 'helper-worker', 'index.js');
const DOMAIN = 'docs.example.com';
const IN_PROCESS: WalkOptions = { links: { domain: DOMAIN } };
const THREAD: WalkOptions = { links: { domain: DOMAIN, worker: WORKER } };

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'link-thread-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const signal = (): AbortSignal => new AbortController().signal;

/** A .tar.gz of `files`, in this order. */
function tarGz(files: [string, Buffer][]): string {
  const blocks: Buffer[] = [];
  for (const [path, body] of files) {
    const header = new Header({ path, type: 'File', size: body.length, mode: 0o644 });
    header.encode();
    blocks.push(header.block as Buffer, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  const path = join(root, `site-${Math.random().toString(36).slice(2)}.tar.gz`);
  writeFileSync(path, gzipSync(Buffer.concat(blocks), { level: 1 }));
  return path;
}

/**
 * 12,000 files (more paths than one batch holds), a path in UTF-8 of every width, pages linking forward, backward and to missing
 * targets, and one 3 MiB page (split across batches) whose links sit at both ends.
 */
function largeSite(): string {
  const files: [string, Buffer][] = [];
  for (let i = 0; i < 12_000; i++) {
    const folder = `s${Math.floor(i / 100)}`;
    if (i % 3 === 0) {
      files.push([`${folder}/asset-${i}.css`, Buffer.from('body{}')]);
      continue;
    }
    const links = [
      `<a href="/s${Math.floor((i + 150) / 100)}/p-${i + 150}">next</a>`,
      `<a href="../s0/p-1.html">first</a>`,
      `<link href="asset-${i - (i % 3)}.css">`,
      i % 50 === 1 ? `<a href="/missing-${i % 7}">gone</a>` : '',
    ];
    files.push([`${folder}/p-${i}.html`, Buffer.from(`<html><body>${links.join('')}</body>`)]);
  }
  // Paths in UTF-8 of every width (the batches carry paths as bytes).
  files.push([
    'docs/ünïcode-页-😀.html',
    Buffer.from('<a href="/docs/ünïcode-页-😀">self</a><a href="/docs/missing-页">gone</a>'),
  ]);
  const filler = 'é<p>text</p>'.repeat(256 * 1024);
  files.push([
    'big.html',
    Buffer.from(`<a href="/big-start"></a>${filler}<img srcset="/s0/p-1 1x, /big-end 2x">`),
  ]);
  return tarGz(files);
}

describe('the link check on its worker thread', () => {
  it('finds what the check on the walk thread finds, for the plain and the Pages walk', async () => {
    const linkSite = await buildBundle({ kind: 'site', links: true }, root, 1, 'p', signal());
    for (const path of [linkSite.path, largeSite()]) {
      const here = await walkBundleFile(path, IN_PROCESS, signal());
      const thread = await walkBundleFile(path, THREAD, signal());
      expect(here.links?.broken.length).toBeGreaterThan(0);
      expect(thread.links).toEqual(here.links);
      const pages = await walkBundleFile(
        path,
        { ...THREAD, pagesTar: { path: join(root, 'artifact.tar') } },
        signal(),
      );
      expect(pages.links).toEqual(here.links);
    }
    expect(LinkThread.alive).toBe(0);
  });

  it('starts no thread for a bundle without HTML, nor with the check off', async () => {
    const path = tarGz([
      ['a.css', Buffer.from('body{}')],
      ['b/c.js', Buffer.from('1')],
    ]);
    const before = LinkThread.started;
    const result = await walkBundleFile(path, THREAD, signal());
    expect(result.links).toEqual({ pages: 0, htmlBytes: 0, references: 0, broken: [] });
    await walkBundleFile(largeSite(), { links: undefined }, signal());
    expect(LinkThread.started).toBe(before);
    // The counter does move when there is HTML to check (so the zero above means something).
    await walkBundleFile(largeSite(), THREAD, signal());
    expect(LinkThread.started).toBe(before + 1);
  });

  it('asks the walk to wait while batches are in flight, and catches up', async () => {
    const thread = new LinkThread(DOMAIN, new HelperThread(WORKER), (err) => {
      throw err;
    });
    const check = new LinkCheck(DOMAIN);
    const page = Buffer.from('<a href="/nowhere"></a>'.repeat(40_000));
    let full = false;
    for (const feed of [thread, check]) {
      feed.addFile('index.html');
      feed.startPage('index.html');
      // 8 MiB handed over synchronously: more batches than may be in flight.
      for (let i = 0; i < 9; i++) feed.write(page);
      feed.endPage();
      if (feed === thread) full = thread.full;
    }
    expect(full).toBe(true);
    await thread.drained();
    expect(thread.full).toBe(false);
    expect(await thread.result()).toEqual(check.result());
    expect(LinkThread.alive).toBe(0);
  });

  it('a worker that fails stops the walk with the link check named, and is gone', async () => {
    const path = largeSite();
    const crashing = join(root, 'crash.mjs');
    writeFileSync(
      crashing,
      "import { parentPort } from 'node:worker_threads';\n" +
        "parentPort.on('message', (m) => { if (m.message.kind === 'batch') throw new Error('boom'); });\n",
    );
    for (const [worker, cause] of [
      [crashing, /boom/],
      [join(root, 'absent', 'index.js'), /Cannot find module/],
    ] as const) {
      const err = await walkBundleFile(path, { links: { domain: DOMAIN, worker } }, signal()).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(/^The link check failed: /);
      expect(err?.message).toMatch(cause);
      expect(err?.message).toContain('check-links: off');
      expect(LinkThread.alive).toBe(0);
    }
  });

  it('an abort during the walk terminates the thread', async () => {
    const path = largeSite();
    const controller = new AbortController();
    const walk = walkBundleFile(path, THREAD, controller.signal);
    setImmediate(() => controller.abort(new Error('stopped by the test')));
    await expect(walk).rejects.toThrow('stopped by the test');
    expect(LinkThread.alive).toBe(0);
  });
});
