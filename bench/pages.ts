/**
 * Figure 3, pages packaging: the action's unpack of the export bundle and repack into the GitHub
 * Pages artifact tar (src/publish/unpack.ts + src/publish/pages-artifact.ts, in a child process)
 * against GNU `tar xzf` + `tar cf` of the same bundle. A 50,000-file site, and a 10,000-file one to
 * show the memory does not grow with the number of files.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

import { Header } from 'tar';

import type { PagesChildResult } from './child/pages.js';
import {
  childResult,
  fmtMiB,
  fmtMs,
  fmtRatio,
  median,
  removeTemp,
  runChild,
  settleDisk,
  tempDir,
  timed,
  type BenchOptions,
  type FigureResult,
  type Row,
} from './util.js';

/** Target of the issue. */
const MAX_RATIO = 1.3;

/** Medians of one site size. */
interface SizeResult {
  files: number;
  bundleBytes: number;
  actionMs: number;
  gnuMs: number;
  gnuUnpackMs: number;
  gnuRepackMs: number;
  actionRss: number | undefined;
  gnuRss: number | undefined;
  /** The action child's peak RSS before the pass (worst round). */
  startRss: number;
  /** action / GNU of each round, in order. */
  roundRatios: number[];
}

/** Runs the figure. */
export async function pages(options: BenchOptions): Promise<FigureResult> {
  const sizes = options.quick ? [1_000, 5_000] : [10_000, 100_000];
  const runs = options.quick ? 1 : 3;
  const results: SizeResult[] = [];
  for (const files of sizes) results.push(await measureSize(options, files, runs));

  const rows: Row[] = [];
  const largest = Math.max(...sizes);
  for (const r of results) {
    const label = `${r.files.toLocaleString('en-US')} files`;
    const ratio = r.actionMs / r.gnuMs;
    // The issue sets the target on the largest site; the smaller one is there for memory.
    const targeted = r.files === largest;
    rows.push({
      figure: `Pages packaging ${label}: unpack + repack`,
      action: fmtMs(r.actionMs),
      alternative: `${fmtMs(r.gnuMs)} (tar xzf + tar cf)`,
      ratio: fmtRatio(ratio),
      target: targeted ? `≤ ${MAX_RATIO}×` : `(≤ ${MAX_RATIO}×)`,
      met: targeted ? ratio <= MAX_RATIO : undefined,
    });
    rows.push({
      figure: `Pages packaging ${label}: peak RSS`,
      action: fmtMiB(r.actionRss),
      alternative: `${fmtMiB(r.gnuRss)} (GNU tar)`,
      ratio: '—',
      target: 'context',
      met: undefined,
    });
  }
  const split = results
    .map(
      (r) =>
        `${r.files.toLocaleString('en-US')} files (${fmtMiB(r.bundleBytes)} .tar.gz): action ` +
        `one pass ${fmtMs(r.actionMs)}, GNU tar xzf ` +
        `${fmtMs(r.gnuUnpackMs)} + tar cf ${fmtMs(r.gnuRepackMs)}`,
    )
    .join('; ');
  return {
    title: 'Pages packaging',
    rows,
    method:
      `A generated static site (HTML pages of 0.6–3.6 KiB of seeded text in folders of 100, ` +
      `and one JavaScript or CSS asset of 1–5 KiB per ten files) is streamed once per size into a ` +
      `.tar.gz (node-tar headers, folders before their files), as the export bundle comes; ` +
      `gzip level 1 keeps the generation within the time budget, and inflating costs about ` +
      `the same at any level. Then ${runs} alternating round${runs === 1 ? '' : 's'}: the action side is ` +
      `the ncc-built bench child calling the project's unpack (src/publish/unpack.ts) into a ` +
      `fresh folder and its Pages artifact tar creation (src/publish/pages-artifact.ts), timed ` +
      `inside the child with performance.now() (process start-up and module loading excluded); ` +
      `the alternative is \`tar xzf\` into a fresh folder then \`tar cf\` of it, timed from spawn ` +
      `to exit. Medians of the rounds; peak RSS is GNU time's maximum resident set size (the ` +
      `worst round). Each round writes to fresh folders, \`sync\` runs before each side, and ` +
      `everything is deleted after the last round (on a disk mounted with \`discard\`, ` +
      `deleting 50,000 files slows the disk for a while). Split: ${split}. Ratio of each ` +
      `round, in order: ${results
        .map(
          (r) =>
            `${r.files.toLocaleString('en-US')} files ${r.roundRatios.map(fmtRatio).join(', ')}`,
        )
        .join('; ')}.`,
    notes: results
      .map(
        (r) =>
          `${r.files.toLocaleString('en-US')} files: the action child's peak RSS was ` +
          `${fmtMiB(r.startRss)} before the pass (node and the modules), ${fmtMiB(
            r.actionRss,
          )} at the end.`,
      )
      .join(' '),
  };
}

/** One size: generate the bundle, then alternating rounds. */
async function measureSize(
  options: BenchOptions,
  files: number,
  runs: number,
): Promise<SizeResult> {
  const dir = await tempDir('pages');
  try {
    options.log(`pages: generating a ${files.toLocaleString('en-US')}-file site`);
    const bundle = path.join(dir, 'bundle.tar.gz');
    const bundleBytes = await generateBundle(bundle, files);

    const action: PagesChildResult[] = [];
    const actionRss: number[] = [];
    const gnu: { unpack: number; repack: number; rss: number | undefined }[] = [];
    for (let i = 0; i < runs; i++) {
      // Every round writes to folders of its own, all deleted after the last round: the disk
      // may be mounted with `discard`, and deleting tens of thousands of files mid-figure would
      // slow whichever side comes next.
      const work = path.join(dir, `work-${i}`);
      await settleDisk();
      const run = await runChild(options, 'pages', {
        bundle,
        workDir: work,
        output: path.join(work, 'artifact.tar'),
      });
      const r = childResult<PagesChildResult & { selfMaxRssBytes: number }>(run, 'pages packaging');
      // The generated site has no .nojekyll: the pass adds it, and counts the site's own files.
      if (r.files !== files) throw new Error(`the action packed ${r.files} of ${files} files`);
      action.push(r);
      actionRss.push(run.maxRssBytes ?? r.selfMaxRssBytes);

      const site = path.join(dir, `gnu-site-${i}`);
      await mkdir(site);
      await settleDisk();
      const x = await timed('tar', ['xzf', bundle, '-C', site]);
      if (x.code !== 0) throw new Error(`tar xzf failed: ${x.stderr.trim()}`);
      // upload-pages-artifact's own command.
      const c = await timed('tar', [
        '--dereference',
        '--hard-dereference',
        '--directory',
        site,
        '-cf',
        path.join(dir, `gnu-${i}.tar`),
        '--exclude=.git',
        '--exclude=.github',
        '.',
      ]);
      if (c.code !== 0) throw new Error(`tar cf failed: ${c.stderr.trim()}`);
      gnu.push({
        unpack: x.wallMs,
        repack: c.wallMs,
        rss:
          x.maxRssBytes !== undefined && c.maxRssBytes !== undefined
            ? Math.max(x.maxRssBytes, c.maxRssBytes)
            : undefined,
      });
      options.log(
        `pages ${files.toLocaleString('en-US')} round ${i + 1}/${runs}: action ${fmtMs(
          r.passMs,
        )}, GNU tar ${fmtMs(x.wallMs + c.wallMs)}`,
      );
    }
    const gnuRss = gnu.map((g) => g.rss).filter((v): v is number => v !== undefined);
    const roundRatios = action.map(
      (a, i) => a.passMs / ((gnu[i]?.unpack ?? 0) + (gnu[i]?.repack ?? 0)),
    );
    return {
      roundRatios,
      files,
      bundleBytes,
      actionMs: median(action.map((a) => a.passMs)),
      gnuMs: median(gnu.map((g) => g.unpack + g.repack)),
      gnuUnpackMs: median(gnu.map((g) => g.unpack)),
      gnuRepackMs: median(gnu.map((g) => g.repack)),
      actionRss: actionRss.length > 0 ? Math.max(...actionRss) : undefined,
      gnuRss: gnuRss.length > 0 ? Math.max(...gnuRss) : undefined,
      startRss: Math.max(...action.map((a) => a.startRssBytes)),
    };
  } finally {
    await removeTemp(dir);
  }
}

/** Seeded pseudo-random numbers (mulberry32), so every run packs the same site. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = (
  'the docs page deploy export static bundle host cache header route build preview branch ' +
  'commit review reader feedback search index api key scope token request response error retry ' +
  'guide reference webhook limit quota project team member setting domain version path'
).split(' ');

/** Fixed mtime of every entry, so the bundle is the same on every run. */
const MTIME = new Date('2026-01-01T00:00:00Z');

/**
 * Streams a .tar.gz of a `files`-file site straight to `bundle` (no files on disk first): folder
 * entries before their files, in sorted order, headers encoded by node-tar, gzip level 1 (level
 * 6 took 17 s for 50,000 files on two busy cores). Returns the bundle's size.
 */
async function generateBundle(bundle: string, files: number): Promise<number> {
  const random = rng(files);
  // One 1 MiB corpus of seeded words; each file takes a slice at a random offset (as fast as it
  // gets, and still text that compresses like prose: matches rarely reach across slices).
  let corpus = '';
  while (corpus.length < 2 ** 20) corpus += `${WORDS[Math.floor(random() * WORDS.length)]} `;
  const text = (bytes: number): string => {
    const at = Math.floor(random() * (corpus.length - bytes));
    return corpus.slice(at, at + bytes);
  };
  const header = (p: string, type: 'File' | 'Directory', size: number): Buffer => {
    const block = Buffer.alloc(512);
    new Header({
      path: p,
      type,
      size,
      mode: type === 'File' ? 0o644 : 0o755,
      uid: 0,
      gid: 0,
      mtime: MTIME,
    }).encode(block, 0);
    return block;
  };
  function* entries(): Generator<Buffer> {
    const pages = files - Math.floor(files / 10);
    const assets = files - pages;
    yield header('_next/', 'Directory', 0);
    yield header('_next/static/', 'Directory', 0);
    for (let i = 0; i < assets; i++) {
      const body = Buffer.from(`/* chunk ${i} */\n${text(1_024 + Math.floor(random() * 4_096))}\n`);
      yield* file(`_next/static/chunk-${String(i).padStart(6, '0')}.${i % 2 ? 'css' : 'js'}`, body);
    }
    yield header('docs/', 'Directory', 0);
    for (let i = 0; i < pages; i++) {
      const folder = `docs/section-${String(Math.floor(i / 100)).padStart(4, '0')}/`;
      if (i % 100 === 0) yield header(folder, 'Directory', 0);
      const body = Buffer.from(
        `<!doctype html><html><head><title>Page ${i}</title></head><body><main><p>${text(
          512 + Math.floor(random() * 3_072),
        )}</p></main></body></html>\n`,
      );
      yield* file(`${folder}page-${String(i).padStart(6, '0')}.html`, body);
    }
    yield Buffer.alloc(1024);
  }
  function* file(name: string, body: Buffer): Generator<Buffer> {
    yield header(name, 'File', body.length);
    yield body;
    const pad = (512 - (body.length % 512)) % 512;
    if (pad > 0) yield Buffer.alloc(pad);
  }
  // Batched into 1 MiB writes: one zlib round trip per small buffer would dominate.
  function* batches(): Generator<Buffer> {
    let parts: Buffer[] = [];
    let size = 0;
    for (const part of entries()) {
      parts.push(part);
      size += part.length;
      if (size >= 2 ** 20) {
        yield Buffer.concat(parts);
        parts = [];
        size = 0;
      }
    }
    if (size > 0) yield Buffer.concat(parts);
  }
  await pipeline(Readable.from(batches()), createGzip({ level: 1 }), createWriteStream(bundle));
  return (await stat(bundle)).size;
}
