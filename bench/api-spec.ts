/**
 * Figure: the API reference comparison (issue 46). Two versions of a 5 MiB OpenAPI file (~9,900
 * operations; 1% of them changed: a type, a response field, a removed operation) compared as the
 * feedback run compares them, in a child process of its own (bench/api-spec-child.ts) so its CPU
 * and the RSS it adds are its own.
 */
import { execFileSync } from 'node:child_process';
import { ROOT, fmtMs, median, type BenchOptions, type FigureResult, type Row } from './util.js';

const MAX_CPU_MS = 2_000;
const MAX_ADDED_RSS_MIB = 100;

interface ChildResult {
  bytes: number;
  operations: number;
  changed: number;
  breaking: number;
  cpuMs: number;
  wallMs: number;
  addedRssMiB: number;
}

function child(): ChildResult {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/api-spec-child.ts', '3300', 'thread'],
    { cwd: ROOT, encoding: 'utf8', timeout: 300_000 },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as ChildResult;
}

/** The figure. */
export async function apiSpec(options: BenchOptions): Promise<FigureResult> {
  const runs = Array.from({ length: options.quick ? 1 : 3 }, () => child());
  const first = runs[0] as ChildResult;
  const cpu = median(runs.map((r) => r.cpuMs));
  const rss = Math.max(...runs.map((r) => r.addedRssMiB));
  options.log(
    `api-spec: ${first.operations} operations, ${fmtMs(cpu)} CPU, +${rss.toFixed(1)} MiB`,
  );
  const rows: Row[] = [
    {
      figure: `CPU to compare two versions of a ${(first.bytes / 1048576).toFixed(1)} MiB spec (${first.operations.toLocaleString('en-US')} operations, ${first.changed} changed, ${first.breaking} breaking), parse included, median`,
      action: fmtMs(cpu),
      alternative: '—',
      ratio: '—',
      target: `≤ ${MAX_CPU_MS} ms`,
      met: cpu <= MAX_CPU_MS,
    },
    {
      figure: 'RSS it adds at its peak (the largest of the runs)',
      action: `${rss.toFixed(1)} MiB`,
      alternative: '—',
      ratio: '—',
      target: `≤ ${MAX_ADDED_RSS_MIB} MiB`,
      met: rss <= MAX_ADDED_RSS_MIB,
    },
  ];
  return {
    title: 'API reference: comparing two versions of a 5 MiB OpenAPI file (issue 46)',
    rows,
    method: `${runs.length} runs of bench/api-spec-child.ts, each a process of its own: both versions made in memory, a collection, then one comparison (src/api-spec/compare.ts on the process's thread: parse, inspection, operation-by-operation sameness, api-smart-diff on the operations that differ in batches of 200). CPU from process.cpuUsage, RSS sampled every 20 ms against the RSS after the collection. In the action the comparison runs on a worker thread, which adds its isolate's bootstrap (~10 MiB) and its start (~50 ms).`,
  };
}
