/**
 * Writes the uncompressed `artifact.tar` that GitHub Pages deploys, entry by entry, as the bundle
 * streams in (publish/bundle-walk.ts decides what goes in). The format is what
 * actions/upload-pages-artifact's `tar -cf artifact.tar --exclude=.git --exclude=.github .`
 * writes: ustar headers (pax for long or non-ASCII paths), `./`-prefixed names, folders with a
 * trailing `/`, regular files and folders only, two zero blocks at the end.
 *
 * Why the ustar header is filled in by hand for the common case (the only hand-written tar code):
 * node-tar's `Header.encode()` plus `Pax` measured the single largest cost when used for every
 * entry of a 50,000-file site (about 40 % of the packing time, ~9 µs per header against ~1 µs for
 * copying a prepared 512-byte template and patching name, size and checksum). Paths that do not
 * fit ustar (longer than 100 bytes, non-ASCII) and sizes above 8 GiB still go through node-tar's
 * `Header` and `Pax`, so the archive format stays node-tar's. Entries are assembled in 1 MiB
 * batches handed to an asynchronous write stream: one write per MiB instead of two or three per
 * file (GNU tar does the same with 10 KiB records).
 */
import type { WriteStream } from 'node:fs';
import { Header, Pax } from 'tar';

/** Size of the buffers the tar is assembled in. */
const BATCH_BYTES = 1024 * 1024;
/** One tar block. */
export const BLOCK = 512;
/** Largest size a ustar header holds in its 11 octal digits. */
const MAX_USTAR_SIZE = 0o77777777777;

/**
 * Assembles tar entries in 1 MiB batches and hands full batches to the write stream. Headers of
 * ASCII paths up to 100 bytes are filled into a prepared ustar template; anything else is
 * encoded by node-tar (`Header`, plus a `Pax` header for long or non-ASCII paths).
 */
export class TarAssembler {
  /** The batch being filled. */
  batch: Buffer = Buffer.allocUnsafe(BATCH_BYTES);
  /** Whether the write stream asked to wait (reset by the caller once it has waited). */
  full = false;
  /** Bytes handed to the stream so far. */
  bytes = 0;
  private used = 0;
  /** Batches the stream has written and given back, for reuse. */
  private readonly spare: Buffer[] = [];
  private readonly templates: Record<'File' | 'Directory', Buffer>;
  private readonly templateSums: Record<'File' | 'Directory', number>;
  private readonly fallback = new Header();

  constructor(
    private readonly out: WriteStream,
    private readonly mtime: Date,
  ) {
    const make = (type: 'File' | 'Directory'): Buffer => {
      const block = Buffer.alloc(BLOCK);
      block.write(`${octal(type === 'File' ? 0o644 : 0o755, 7)}\0`, 100, 'ascii'); // mode
      block.write(`${octal(0, 7)}\0`, 108, 'ascii'); // uid
      block.write(`${octal(0, 7)}\0`, 116, 'ascii'); // gid
      block.write(`${octal(Math.floor(mtime.getTime() / 1000), 11)}\0`, 136, 'ascii'); // mtime
      block.write(type === 'File' ? '0' : '5', 156, 'ascii'); // type flag
      block.write('ustar\u000000', 257, 'ascii'); // magic "ustar\0", version "00"
      return block;
    };
    this.templates = { File: make('File'), Directory: make('Directory') };
    // Sum of the fixed bytes, with the checksum field counted as eight spaces.
    const sum = (b: Buffer): number => b.reduce((a, x) => a + x, 0) + 8 * 0x20;
    this.templateSums = {
      File: sum(this.templates.File),
      Directory: sum(this.templates.Directory),
    };
    this.fallback.uid = 0;
    this.fallback.gid = 0;
    this.fallback.uname = '';
    this.fallback.gname = '';
    this.fallback.mtime = mtime;
  }

  /**
   * Writes the header of `path` (with a pax header before it when needed) and reserves `body`
   * more bytes after it; returns where the body goes in {@link batch}.
   */
  header(path: string, type: 'File' | 'Directory', size: number, body: number): number {
    if (path.length <= 100 && size <= MAX_USTAR_SIZE && isPlainAscii(path)) {
      const at = this.reserve(BLOCK + body);
      const block = this.batch;
      this.templates[type].copy(block, at);
      block.write(path, at, 'ascii');
      let sum = this.templateSums[type];
      for (let i = 0; i < path.length; i++) sum += path.charCodeAt(i);
      const sizeField = `${octal(size, 11)}\0`;
      block.write(sizeField, at + 124, 'ascii');
      for (let i = 0; i < 11; i++) sum += sizeField.charCodeAt(i);
      block.write(`${octal(sum, 6)}\0 `, at + 148, 'ascii');
      return at + BLOCK;
    }
    const h = this.fallback;
    h.path = path;
    h.mode = type === 'File' ? 0o644 : 0o755;
    h.size = size;
    h.type = type;
    const block = Buffer.alloc(BLOCK);
    // encode() reports whether the path (or the size) does not fit ustar; pax carries it then.
    if (h.encode(block, 0)) this.write(new Pax({ path, size, mtime: this.mtime }).encode());
    const at = this.reserve(BLOCK + body);
    block.copy(this.batch, at);
    return at + BLOCK;
  }

  /** Reserves `n` bytes in the batch (zeroed when asked), flushing first when they do not fit. */
  reserve(n: number, zero = false): number {
    if (this.used + n > this.batch.length) this.flush();
    if (n > this.batch.length) this.batch = Buffer.allocUnsafe(n);
    const at = this.used;
    this.used += n;
    if (zero) this.batch.fill(0, at, at + n);
    return at;
  }

  /** Copies `chunk` into the batch (streamed file content), flushing full batches. */
  append(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.used === this.batch.length) this.flush();
      const n = Math.min(chunk.length - offset, this.batch.length - this.used);
      chunk.copy(this.batch, this.used, offset, offset + n);
      this.used += n;
      offset += n;
    }
  }

  /** Bytes written or waiting in the batch: the tar's size so far. */
  get size(): number {
    return this.bytes + this.used;
  }

  /** Appends a buffer as it is (after what the batch holds). */
  write(chunk: Buffer): void {
    this.flush();
    this.send(chunk);
  }

  /**
   * Hands the filled part of the batch to the stream and goes on in another: the stream keeps the
   * old one until it is written, and gives it back then. Reused, not allocated per MiB: batches
   * that wait for the disk long enough to outlive two scavenges are freed only by a full GC, and
   * at 100,000 files they piled up to tens of MiB of the pass's peak (BENCHMARKS.md, Pages).
   */
  flush(): void {
    if (this.used === 0) return;
    const sent = this.batch;
    this.send(sent.subarray(0, this.used), () => {
      if (sent.length === BATCH_BYTES) this.spare.push(sent);
    });
    this.batch = this.spare.pop() ?? Buffer.allocUnsafe(BATCH_BYTES);
    this.used = 0;
  }

  private send(chunk: Buffer, written?: () => void): void {
    this.bytes += chunk.length;
    if (!this.out.write(chunk, written)) this.full = true;
  }
}

/** Printable ASCII only (what the ustar name field holds as is). */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** `n` in octal, zero-padded to `digits`. */
function octal(n: number, digits: number): string {
  return n.toString(8).padStart(digits, '0');
}
