/**
 * `--cpu-prof` summaries: where each thread of a bench child spent its time, from the
 * `.cpuprofile` files node writes at exit (one per thread: the main thread and each worker).
 * Wall time under load is noisy; a profile says what the thread did (computed, collected garbage,
 * or sat idle waiting for the next event), which is what tells waiting apart from a floor.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** One node of a V8 CPU profile. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** A V8 CPU profile as node writes it. */
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Where one thread's time went, ms per category, over the whole profile. */
export interface ThreadSummary {
  /** `main` or `worker` (node names worker profiles after their thread id). */
  thread: string;
  /** Profile length, ms. */
  totalMs: number;
  /** ms per category, largest first. */
  categories: [string, number][];
}

/**
 * The category of a sample's leaf frame: idle, GC and the runtime by name; node's internals by
 * module (hash, zlib dispatch, file writes, sockets, streams, module loading); the rest is the
 * bundled JavaScript (the action's loop, the walk, node-tar's parser).
 */
export function category(frame: ProfileNode['callFrame']): string {
  const { functionName: name, url } = frame;
  if (name === '(idle)') return 'idle (waiting for I/O)';
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(program)' || name === '(root)') return 'runtime (native, not JS)';
  if (url.includes('internal/crypto/hash') || (/^(update|digest)$/.test(name) && url === '')) {
    return 'SHA-256';
  }
  if (url.includes('zlib')) return 'zlib (the inflate, in place)';
  if (url.includes('internal/fs') || url === 'node:fs') return 'file writes';
  if (url.includes('_http') || url.includes('node:net') || url.includes('stream_base')) {
    return 'socket and HTTP';
  }
  if (url.includes('internal/streams') || url.includes('node:events')) return 'streams and events';
  if (url.includes('internal/worker') || url.includes('internal/per_context/messageport')) {
    return 'worker messages';
  }
  if (url.includes('internal/modules') || name === 'compileFunction') return 'module loading';
  if (url.startsWith('node:') || url === '') return 'other node internals';
  return 'bundled JavaScript (loop, walk, tar parser)';
}

/** A span of the monotonic clock (`process.hrtime`, which V8's profiles use), µs. */
export interface Window {
  fromUs: number;
  toUs: number;
}

/** Summarizes one `.cpuprofile`, counting only the samples inside `window` when given. */
export function summarize(profile: CpuProfile, thread: string, window?: Window): ThreadSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  let totalUs = 0;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    // timeDeltas[i] is the time since the previous sample: the time this sample stands for is
    // the next delta (the last sample gets none).
    const us = deltas[i + 1] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    const node = byId.get(samples[i] ?? -1);
    if (!node) continue;
    const key = category(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + us / 1000);
    totalUs += us;
  }
  return {
    thread,
    totalMs: totalUs / 1000,
    categories: [...totals].sort((a, b) => b[1] - a[1]),
  };
}

/** Every profile in `dir` (one per thread of one process), main thread first. */
export async function summarizeDir(dir: string, window?: Window): Promise<ThreadSummary[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile')).sort();
  const out: ThreadSummary[] = [];
  for (const file of files) {
    // CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile; thread 0 is the main thread.
    const tid = file.split('.')[4];
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile;
    out.push(summarize(profile, tid === '0' ? 'main' : `worker ${tid ?? '?'}`, window));
  }
  return out.sort((a, b) => (a.thread === 'main' ? -1 : b.thread === 'main' ? 1 : 0));
}

/** `main 2.31 s: idle 0.61 s, SHA-256 0.46 s, …` (categories under `minMs` left out). */
export function formatSummary(summary: ThreadSummary, minMs = 20): string {
  const parts = summary.categories
    .filter(([, ms]) => ms >= minMs)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`);
  return `${summary.thread} thread ${(summary.totalMs / 1000).toFixed(2)} s: ${parts.join(', ')}`;
}
