/**
 * Calibration of mode `check` on the real sites (bench/check-sites.ts), not run in CI:
 * `npx tsx bench/check-calibrate.ts [site…]` takes each site out of its snapshot and compiles every
 * page with `@mintlify/mdx`'s `serialize` in one Node process, one page after another, twice, each
 * pass in its own child process: as it comes (syntax highlighting on) and with code blocks emptied
 * (their lines kept). It prints, per site, the pages, the failures of each pass, whether both
 * passes give every page the same verdict and message, and the time of each pass.
 *
 * `@mintlify/mdx` is loaded by name at run time (installed by mode `check`'s package.json).
 */
import { spawnSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ignore from 'ignore';

import { REAL_SITES, extractSite, snapshotOf, type RealSite } from './check-sites.js';
import { removeTemp, tempDir } from './util.js';

/** The vendor's default ignored folders (mintlify.com/docs/organize/mintignore), at any depth. */
const DEFAULT_FOLDERS = new Set([
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  'node_modules',
  'build',
  'dist',
  'coverage',
  '.cache',
  'tmp',
  'temp',
]);
/** The vendor's default ignored files, at the docs folder's top. */
const DEFAULT_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);

/** One page's verdict: undefined when it compiles, else the parser's message. */
export type Verdict = string | undefined;

/** The `.md`/`.mdx` files the cloud compiles under `docsDir`, relative to it, sorted. */
export async function pagesOf(docsDir: string): Promise<string[]> {
  let mintignore = '';
  try {
    mintignore = await readFile(path.join(docsDir, '.mintignore'), 'utf8');
  } catch {
    // No .mintignore: the defaults only.
  }
  const rules = ignore().add(mintignore);
  const all = await readdir(docsDir, { recursive: true, withFileTypes: true });
  const pages: string[] = [];
  for (const entry of all) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const rel = path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (rel.slice(0, -1).some((part) => DEFAULT_FOLDERS.has(part))) continue;
    if (rel.length === 1 && DEFAULT_FILES.has(rel[0] ?? '')) continue;
    if (rules.ignores(rel.join('/'))) continue;
    pages.push(rel.join('/'));
  }
  return pages.sort();
}

/** Child mode: compiles `pages` of `docsDir` one after another and prints their verdicts as JSON. */
async function childPass(docsDir: string, plain: boolean, list: string): Promise<void> {
  const specifier = '@mintlify/mdx/server';
  const { serialize } = (await import(specifier)) as {
    serialize: (a: { source: string }) => Promise<{ error?: { message?: string } }>;
  };
  const emptyCodeBlocks = await (await import('./check-empty-code.js')).loadEmptier();
  const pages = JSON.parse(await readFile(list, 'utf8')) as string[];
  const verdicts: Record<string, Verdict> = {};
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const log = console.error;
  console.error = () => undefined; // serialize logs every failure; the verdicts carry them.
  for (const page of pages) {
    let source = await readFile(path.join(docsDir, page), 'utf8');
    if (plain) source = emptyCodeBlocks(source);
    try {
      const out = await serialize({ source });
      verdicts[page] = out.error === undefined ? undefined : String(out.error.message);
    } catch (error) {
      verdicts[page] = `threw: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  console.error = log;
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu0);
  const cpuMs = (used.user + used.system) / 1000;
  process.stdout.write(
    JSON.stringify({ ms, cpuMs, verdicts, rss: process.resourceUsage().maxRSS }),
  );
}

/** Result of one pass in a child process. */
export interface Pass {
  readonly ms: number;
  /** CPU time of the compile loop (user + system): the machine is shared, so wall time is noisy. */
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly rssKiB: number;
  readonly verdicts: Record<string, Verdict>;
}

/** Runs one pass over `pages` in a fresh Node process. */
export function runPass(docsDir: string, plain: boolean, listFile: string): Pass {
  const self = fileURLToPath(import.meta.url);
  const started = performance.now();
  const out = spawnSync(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      self,
      '--child',
      docsDir,
      plain ? 'plain' : 'highlight',
      listFile,
    ],
    // In the list's temp folder: the renderer writes a `.next/cache` folder into its working one.
    { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8', cwd: path.dirname(listFile) },
  );
  if (out.status !== 0) throw new Error(`pass failed: ${out.stderr}`);
  const parsed = JSON.parse(out.stdout) as {
    ms: number;
    cpuMs: number;
    verdicts: Record<string, Verdict>;
    rss: number;
  };
  return {
    ms: parsed.ms,
    cpuMs: parsed.cpuMs,
    wallMs: performance.now() - started,
    rssKiB: parsed.rss,
    verdicts: parsed.verdicts,
  };
}

/** The pages whose verdicts differ between two passes. */
export function differing(a: Pass, b: Pass): string[] {
  return Object.keys(a.verdicts).filter((p) => a.verdicts[p] !== b.verdicts[p]);
}

async function calibrate(site: RealSite): Promise<void> {
  const gitDir = snapshotOf(site);
  if (gitDir === undefined) {
    console.log(`${site.name}: no snapshot at ${site.commit}, skipped`);
    return;
  }
  const dir = await tempDir(`check-cal-${site.name}-`);
  try {
    await extractSite(site, gitDir, dir);
    const docsDir = path.join(dir, site.docsRoot);
    const pages = await pagesOf(docsDir);
    const list = path.join(dir, '.pages.json');
    await import('node:fs/promises').then((fs) => fs.writeFile(list, JSON.stringify(pages)));
    const hl = runPass(docsDir, false, list);
    const plain = runPass(docsDir, true, list);
    const fails = (p: Pass): string[] =>
      Object.keys(p.verdicts).filter((k) => p.verdicts[k] !== undefined);
    const diff = differing(hl, plain);
    console.log(
      JSON.stringify({
        site: site.name,
        commit: site.commit,
        pages: pages.length,
        failsHighlight: fails(hl),
        failsPlain: fails(plain),
        messages: Object.fromEntries(fails(hl).map((k) => [k, hl.verdicts[k]])),
        sameVerdicts: diff.length === 0,
        differing: diff,
        highlightS: +(hl.ms / 1000).toFixed(1),
        plainS: +(plain.ms / 1000).toFixed(1),
        highlightCpuS: +(hl.cpuMs / 1000).toFixed(1),
        plainCpuS: +(plain.cpuMs / 1000).toFixed(1),
        highlightWallS: +(hl.wallMs / 1000).toFixed(1),
        plainWallS: +(plain.wallMs / 1000).toFixed(1),
        rssMiB: [Math.round(hl.rssKiB / 1024), Math.round(plain.rssKiB / 1024)],
      }),
    );
  } finally {
    await removeTemp(dir);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') {
    await childPass(args[1] ?? '', args[2] === 'plain', args[3] ?? '');
    return;
  }
  const names = new Set(args);
  for (const site of REAL_SITES) {
    if (names.size === 0 || names.has(site.name)) await calibrate(site);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
