/**
 * Runs the link check (publish/link-check.ts) on the download's helper thread
 * (publish/helper-thread.ts, which the hash shares), so that tokenizing the site's HTML does not
 * share a thread with gunzip and the tar walk. Measured in the Pages bench
 * (BENCHMARKS.md): on one thread the check made the 100,000-file pass 2.6–2.8× slower and added
 * ~58 MiB of peak RSS, although it holds only ~8 MiB after a GC: the rest was the main heap growing
 * under the tokenizer's allocation rate. On the helper thread, with its small young generation,
 * that garbage is collected where it is made.
 *
 * The worker does it all (paths, tokenizing, resolution) and returns the broken list at the end:
 * the main thread only encodes the events (a file, a page starts, its bytes, it ends), paths and
 * page bytes alike, into a batch buffer that is transferred, not cloned, to the worker, which
 * sends it back to be reused once read. No path string waits on the walk's heap for its batch to
 * go (as an array of events did: +16 MiB of the walk's heap at 100,000 files). Keeping the path set on the main thread would have
 * meant a message per reference in the other direction, for nothing: the result does not depend
 * on when a path arrives (a target is broken when no file of the whole bundle answers it).
 *
 * Backpressure: at most {@link MAX_BATCHES} batches are in flight; past that {@link full} is set
 * and the walk pauses inflating until the worker hands a batch back ({@link drained}), so memory
 * stays bounded when the worker falls behind. A worker error (thrown, out of memory, exited) is
 * reported once through `onFail` as an {@link ActionError} that names it; the channel is
 * closed on the walk's end, failure or abort ({@link destroy}). It opens at the first page (or
 * once a batch of paths is full), so a bundle without HTML costs the thread nothing, and
 * `check-links: off` never gets here. Run from the TypeScript sources (vitest's unit tests) there
 * is no helper thread, so the same check runs in-process there ({@link openLinkCheck}).
 */
import { ActionError } from '../errors.js';
import { errorText } from '../util/abort.js';
import { HelperThread, openHelperThread, type HelperChannel } from './helper-thread.js';
import { LinkCheck, type LinkCheckResult } from './link-check.js';

/** What the bundle walk feeds the link check, on this thread or another. */
export interface LinkFeed {
  /** Records a file of the bundle (path as the archive spells it). */
  addFile(path: string): void;
  /** Starts a page (which {@link addFile} has recorded). */
  startPage(path: string): void;
  /** A piece of the current page; the chunk is not kept. */
  write(chunk: Buffer): void;
  /** Ends the current page. */
  endPage(): void;
  /** True while the check asks the walk to stop inflating (the worker is behind). */
  readonly full: boolean;
  /** Resolves when the check takes more input (or has failed). */
  drained(): Promise<void>;
  /** The broken targets, once every file has been fed. */
  result(): Promise<LinkCheckResult>;
  /** Stops the check (terminates its thread); safe to call twice. */
  destroy(): Promise<void>;
}

/**
 * Opcodes of a batch, each one byte: a file and a page start (then the path's UTF-8 length, u32
 * little-endian, and its bytes), page bytes (then their length and the bytes), a page's end.
 */
export const OP_FILE = 0;
export const OP_PAGE = 1;
export const OP_WRITE = 2;
export const OP_END = 3;

/** Main thread → worker. */
export type ToWorker =
  | { kind: 'start'; domain: string }
  | { kind: 'batch'; buffer: ArrayBuffer; length: number }
  | { kind: 'finish' };

/** Worker → main thread (`error`: the check threw there, and stopped). */
export type FromWorker =
  | { kind: 'ack'; buffer: ArrayBuffer }
  | { kind: 'result'; result: LinkCheckResult }
  | { kind: 'error'; message: string };

/** Bytes of a batch: its events and the pages' bytes, encoded one after the other. */
const BATCH_BYTES = 1024 * 1024;
/** An event's opcode and length. */
export const OP_HEADER = 5;
/** Batches in flight before the walk is asked to wait. */
const MAX_BATCHES = 4;
/**
 * The link check for `domain`: on `worker` when it is a helper thread (the download's), on a
 * helper thread of its own for a bundled entry's path (or, undefined, the one beside the running
 * bundle), on the caller's thread for `false` or when running from the TypeScript sources (the
 * bench compares both). `onFail` receives the first error of the thread.
 */
export function openLinkCheck(
  domain: string,
  onFail: (err: Error) => void,
  worker?: string | false | HelperThread,
): LinkFeed {
  const thread = worker instanceof HelperThread ? worker : openHelperThread(worker);
  return thread ? new LinkThread(domain, thread, onFail) : new InProcessLinkCheck(domain);
}

/** The link check on the walk's own thread (sources run without a bundle). */
class InProcessLinkCheck implements LinkFeed {
  private readonly check: LinkCheck;
  readonly full = false;

  constructor(domain: string) {
    this.check = new LinkCheck(domain);
  }

  addFile(path: string): void {
    this.check.addFile(path);
  }

  startPage(path: string): void {
    this.check.startPage(path);
  }

  write(chunk: Buffer): void {
    this.check.write(chunk);
  }

  endPage(): void {
    this.check.endPage();
  }

  async drained(): Promise<void> {
    // Never full.
  }

  async result(): Promise<LinkCheckResult> {
    return this.check.result();
  }

  async destroy(): Promise<void> {
    // Nothing to stop.
  }
}

/** The link check on the helper thread, fed in transferred batches. */
export class LinkThread implements LinkFeed {
  private static running = 0;
  private static starts = 0;
  private channel: HelperChannel<ToWorker> | undefined;
  /** The batch being filled (a view of a transferable buffer), and its bytes used. */
  private batch: Buffer | undefined;
  private length = 0;
  /** Buffers the worker handed back, for the next batches. */
  private readonly spare: ArrayBuffer[] = [];
  private inFlight = 0;
  /** A page has been started (the thread is needed). */
  private pages = false;
  private failure: Error | undefined;
  /** Settles what {@link result} awaits. */
  private finished:
    { resolve: (result: LinkCheckResult) => void; reject: (err: Error) => void } | undefined;
  private waiters: (() => void)[] = [];
  /** The result has arrived. */
  private done = false;
  /** {@link destroy} was called: nothing more is sent or expected. */
  private stopped = false;
  /** The channel's closing, once asked for. */
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly domain: string,
    private readonly thread: HelperThread,
    private readonly onFail: (err: Error) => void,
  ) {}

  /**
   * Opens the check's channel on the thread, at the first page (or once a batch of paths is
   * full): a bundle without HTML, as large single-file downloads are, costs the thread nothing.
   */
  private start(): HelperChannel<ToWorker> {
    if (this.channel) return this.channel;
    const channel = this.thread.open<ToWorker>(
      'links',
      (message: FromWorker) => this.onMessage(message),
      (err) => this.fail(err),
    );
    this.channel = channel;
    LinkThread.running++;
    LinkThread.starts++;
    channel.post({ kind: 'start', domain: this.domain });
    return channel;
  }

  /** Link checks started on a helper thread in this process. */
  static get started(): number {
    return LinkThread.starts;
  }

  /** Link checks on a helper thread not yet closed, in this process. */
  static get alive(): number {
    return LinkThread.running;
  }

  get full(): boolean {
    return this.inFlight >= MAX_BATCHES && !this.failure;
  }

  addFile(path: string): void {
    this.putPath(OP_FILE, path);
  }

  startPage(path: string): void {
    this.pages = true;
    this.putPath(OP_PAGE, path);
  }

  write(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      const batch = this.room(OP_HEADER + 1);
      const n = Math.min(chunk.length - offset, BATCH_BYTES - this.length - OP_HEADER);
      batch[this.length] = OP_WRITE;
      batch.writeUInt32LE(n, this.length + 1);
      chunk.copy(batch, this.length + OP_HEADER, offset, offset + n);
      this.length += OP_HEADER + n;
      offset += n;
    }
  }

  endPage(): void {
    const batch = this.room(1);
    batch[this.length++] = OP_END;
  }

  /**
   * Encodes a path event into the batch: no string is held on this thread until the batch goes,
   * so the walk's heap does not fill with the paths of the batches in flight.
   */
  private putPath(op: number, path: string): void {
    const size = Buffer.byteLength(path);
    // Tar paths are far shorter; one that is not cannot be checked, so the check says so.
    if (OP_HEADER + size > BATCH_BYTES) {
      this.fail(new Error(`a path of ${size} bytes in the bundle`));
      return;
    }
    const batch = this.room(OP_HEADER + size);
    batch[this.length] = op;
    batch.writeUInt32LE(size, this.length + 1);
    batch.write(path, this.length + OP_HEADER, 'utf8');
    this.length += OP_HEADER + size;
  }

  /** The batch to write `need` bytes into: sends the current one first when they do not fit. */
  private room(need: number): Buffer {
    if (this.batch && this.length + need > BATCH_BYTES) this.flush();
    return (this.batch ??= Buffer.from(this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES)));
  }

  async drained(): Promise<void> {
    if (!this.full) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  async result(): Promise<LinkCheckResult> {
    // No page, so no reference: nothing can be broken, and no thread was needed.
    if (!this.pages && !this.channel) return { pages: 0, htmlBytes: 0, references: 0, broken: [] };
    this.flush();
    if (this.failure) throw this.failure;
    const result = new Promise<LinkCheckResult>((resolve, reject) => {
      this.finished = { resolve, reject };
    });
    this.post({ kind: 'finish' });
    try {
      return await result;
    } finally {
      await this.destroy();
    }
  }

  async destroy(): Promise<void> {
    if (!this.stopping) {
      this.stopped = true;
      this.release();
      const channel = this.channel;
      this.stopping = channel
        ? channel.close().finally(() => LinkThread.running--)
        : Promise.resolve();
    }
    await this.stopping;
  }

  /** Sends what has been gathered, if anything. */
  private flush(): void {
    if (!this.batch || this.length === 0 || this.failure || this.stopped) return;
    try {
      this.start();
    } catch (err) {
      this.fail(err as Error);
      return;
    }
    const buffer = this.batch.buffer as ArrayBuffer;
    this.post({ kind: 'batch', buffer, length: this.length }, [buffer]);
    this.inFlight++;
    this.batch = undefined;
    this.length = 0;
  }

  private post(message: ToWorker, transfer: ArrayBuffer[] = []): void {
    this.channel?.post(message, transfer);
  }

  private onMessage(message: FromWorker): void {
    if (message.kind === 'error') {
      this.fail(new Error(message.message));
      return;
    }
    if (message.kind === 'ack') {
      this.inFlight--;
      if (message.buffer.byteLength === BATCH_BYTES) this.spare.push(message.buffer);
      if (!this.full) this.release();
      return;
    }
    this.done = true;
    this.finished?.resolve(message.result);
  }

  /** Wakes whoever waits for room or for the result. */
  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private fail(err: Error): void {
    if (this.failure || this.done || this.stopped) return;
    this.failure = new ActionError(
      `The link check failed: ${errorText(err)}. Nothing was published. Set \`check-links: off\` ` +
        'to publish without checking links, and report this with the job log.',
      'failure',
      { cause: err },
    );
    this.release();
    this.finished?.reject(this.failure);
    void this.destroy();
    this.onFail(this.failure);
  }
}
