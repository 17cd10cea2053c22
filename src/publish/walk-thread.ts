/**
 * The bundle walk on the download's helper thread, seen from the download: the walk itself
 * (publish/bundle-walk.ts) runs there, fed by the gunzip the ring feeds (publish/hash-worker.ts,
 * publish/walk-worker.ts), and only its warnings, its failure and its result come back here.
 *
 * Why there: the walk reads every inflated byte. On the main thread, those bytes came over as
 * 1 MiB buffers moved from the thread, 512 of them for a 512 MiB download: a gigabyte of
 * short-lived buffers with the socket's own, which started 30–40 full garbage collections of the
 * main isolate per download (~0.5 s of its time), and left 16–34 MiB of dead buffers on a main
 * thread that then sat idle through the Pages upload, where nothing collected them
 * (BENCHMARKS.md, Download and Pages whole run). On the thread they die young, in its 2 MiB young
 * generation, and the thread's end frees whatever is left. The link check tokenizes the pages on
 * the same thread, in the walk. A thread of its own, which the helper thread would start and
 * feed (publish/link-thread.ts), made the Pages pass at 100,000 files 1.5 times faster, but cost
 * 17–21 MiB more at its peak, past the link check's budget of 16 MiB; at 10,000 files it was no
 * faster (BENCHMARKS.md, Pages). It is still there for a caller that names its entry.
 *
 * The walk's failure comes back as recorded, and is explained here ({@link explainFailure}), where
 * the bytes received are known, exactly as the walk on the main thread explains it.
 */
import { rm } from 'node:fs/promises';
import type { Outcome } from '../constants.js';
import { ActionError } from '../errors.js';
import { untilAborted } from '../util/abort.js';
import {
  BundleRefusedError,
  explainFailure,
  type WalkHandle,
  type WalkOptions,
  type WalkResult,
} from './bundle-walk.js';
import { chainOf, errorFrom, type ErrorLink } from './thread-errors.js';

/** What the thread is told of the walk: its options, less what cannot cross (the callback). */
export type WalkRequest = Omit<WalkOptions, 'onWarning' | 'links'> & {
  /** `worker`: the bundled entry of the link check's own thread; `false`, the walk's thread. */
  links?: { domain: string; worker: string | false };
  /** Whether warnings are wanted (sent back as `walk-warning`). */
  warnings: boolean;
};

/** An error of the walk, in a form that crosses the thread whole. */
export interface WalkError {
  chain: ErrorLink[];
  /** Set for an {@link ActionError}: its outcome. */
  outcome?: Outcome;
  /** Set for a {@link BundleRefusedError}: what rebuilds it. */
  refused?: { entry: string; reason: string; hint: string; written: number };
}

/** The walk's messages from the thread, on the ring's channel. */
export type FromWalk =
  | { kind: 'walk-warning'; message: string }
  /** `recorded`: the walk's own failure, which {@link explainFailure} explains here. */
  | { kind: 'walk-failed'; error: WalkError; recorded: boolean }
  | { kind: 'walk-done'; result: WalkResult }
  /** The walk stopped, and its Pages tar is deleted (the answer to a `stop`). */
  | { kind: 'walk-stopped' };

/**
 * The walk's options as the thread is told them. The link check runs on the walk's thread unless
 * the options name a bundled entry for a thread of its own (see the module's comment).
 */
export function walkRequest(options: WalkOptions): WalkRequest {
  const { onWarning, links, ...rest } = options;
  const worker = links?.worker;
  return {
    ...rest,
    ...(links
      ? { links: { domain: links.domain, worker: typeof worker === 'string' ? worker : false } }
      : {}),
    warnings: onWarning !== undefined,
  };
}

/** `err` in a form that crosses the thread whole. */
export function walkError(err: unknown): WalkError {
  const error: WalkError = { chain: chainOf(err) };
  if (err instanceof ActionError) error.outcome = err.outcome;
  if (err instanceof BundleRefusedError) {
    const { entry, reason, hint, written } = err;
    error.refused = { entry, reason, hint, written };
  }
  return error;
}

/** The error {@link walkError} describes, of its class, with its texts and causes. */
export function errorOfWalk(error: WalkError): Error {
  const { chain, outcome, refused } = error;
  if (refused) {
    const err = new BundleRefusedError(refused.entry, refused.reason, refused.hint);
    err.written = refused.written;
    return err;
  }
  const [first, ...causes] = chain;
  if (!first || outcome === undefined) return errorFrom(chain, 'the walk failed');
  const cause = causes.length > 0 ? { cause: errorFrom(causes) } : undefined;
  return new ActionError(first.message, outcome, cause);
}

/**
 * The download's handle on the walk on the helper thread. The ring feeds that walk directly, so
 * {@link write} takes nothing; `post` sends on the ring's channel.
 */
export class RemoteWalk implements WalkHandle {
  readonly inflatesHere = false;
  private failure: { err: Error; recorded: boolean } | undefined;
  private result: WalkResult | undefined;
  private readonly listeners: (() => void)[] = [];
  private readonly settled: Promise<void>;
  private settle: () => void = () => undefined;
  private stopping: Promise<void> | undefined;
  private stopped: () => void = () => undefined;
  private threadGone = false;

  constructor(
    private readonly options: WalkOptions,
    private readonly post: (message: { kind: 'end' } | { kind: 'stop' }) => void,
  ) {
    this.settled = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  write(): boolean {
    throw new Error('the helper thread inflates this walk: it takes no writes');
  }

  onFailure(listener: () => void): void {
    if (this.failure) queueMicrotask(listener);
    else this.listeners.push(listener);
  }

  throwIfFailed(received: number): void {
    if (this.failure) throw this.explained(received, false);
  }

  async finish(received: number, signal: AbortSignal): Promise<WalkResult> {
    if (!this.failure) this.post({ kind: 'end' });
    await untilAborted(this.settled, signal);
    if (this.failure) throw this.explained(received, true);
    return this.result as WalkResult;
  }

  /** Stops the walk there and waits until its Pages tar is deleted (here too, should it die). */
  async destroy(): Promise<void> {
    this.stopping ??= this.stop();
    await this.stopping;
  }

  /** A message of the walk's from the thread. */
  onMessage(message: FromWalk): void {
    switch (message.kind) {
      case 'walk-warning':
        this.options.onWarning?.(message.message);
        return;
      case 'walk-failed':
        this.fail(errorOfWalk(message.error), message.recorded);
        return;
      case 'walk-done':
        this.result ??= message.result;
        this.settle();
        return;
      case 'walk-stopped':
        this.stopped();
    }
  }

  /** The ring's channel closed: nothing more will come from the thread, nor reach it. */
  detach(): void {
    this.threadGone = true;
    this.stopped();
  }

  /** The thread failed (its error says so): nothing more will come from it. */
  threadFailed(err: Error): void {
    this.threadGone = true;
    this.fail(err, false);
    this.stopped();
  }

  private async stop(): Promise<void> {
    if (!this.threadGone) {
      const answered = new Promise<void>((resolve) => {
        this.stopped = resolve;
      });
      this.post({ kind: 'stop' });
      await answered;
    }
    const tar = this.options.pagesTar?.path;
    if (tar) await rm(tar, { force: true }).catch(() => undefined);
  }

  private fail(err: Error, recorded: boolean): void {
    if (this.failure) return;
    this.failure = { err, recorded };
    this.settle();
    for (const listener of this.listeners.splice(0)) listener();
  }

  private explained(received: number, complete: boolean): Error {
    const { err, recorded } = this.failure as NonNullable<RemoteWalk['failure']>;
    return recorded ? explainFailure(err, received, complete) : err;
  }
}
