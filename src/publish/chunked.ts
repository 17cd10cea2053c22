/**
 * A decoder of HTTP/1.1's chunked transfer coding (RFC 9112 §7.1), fed the bytes as they come in
 * pieces of any size: chunk sizes in hex (extensions ignored), each chunk's data handed out as
 * views of the input, the trailer section skipped. publish/storage-get.ts uses it for an answer
 * that has no `Content-Length` (storage hosts send one for an object, but an error page or a
 * proxy may not).
 */

/** The longest chunk-size line or trailer line accepted (extensions included). */
const MAX_LINE_BYTES = 4096;

type State = 'size' | 'data' | 'data-end' | 'trailer' | 'done';

/** Decodes one chunked body; {@link done} once its last chunk and trailer are read. */
export class ChunkedDecoder {
  private state: State = 'size';
  private line = '';
  private remaining = 0;

  /** Whether the body is complete (bytes after it are ignored). */
  get done(): boolean {
    return this.state === 'done';
  }

  /** Decodes `input`, handing each piece of chunk data to `data`; throws on a malformed body. */
  write(input: Buffer, data: (piece: Buffer) => void): void {
    let i = 0;
    while (i < input.length && this.state !== 'done') {
      if (this.state === 'data') {
        const n = Math.min(this.remaining, input.length - i);
        data(input.subarray(i, i + n));
        this.remaining -= n;
        i += n;
        if (this.remaining === 0) this.state = 'data-end';
        continue;
      }
      const lf = input.indexOf(0x0a, i);
      const end = lf < 0 ? input.length : lf;
      this.line += input.toString('latin1', i, end);
      if (this.line.length > MAX_LINE_BYTES) throw malformed('a line over 4 KiB');
      i = lf < 0 ? input.length : lf + 1;
      if (lf >= 0) this.onLine(this.line.replace(/\r$/, ''));
    }
  }

  /** A whole line: a chunk's size, the end of a chunk's data, or a trailer line. */
  private onLine(line: string): void {
    this.line = '';
    if (this.state === 'data-end') {
      if (line !== '') throw malformed('chunk data longer than its size');
      this.state = 'size';
      return;
    }
    if (this.state === 'trailer') {
      if (line === '') this.state = 'done';
      return;
    }
    const m = /^([0-9a-fA-F]{1,12})[ \t]*(?:;.*)?$/.exec(line);
    if (!m) throw malformed('a chunk size that is not hex');
    this.remaining = parseInt(m[1] as string, 16);
    this.state = this.remaining === 0 ? 'trailer' : 'data';
  }
}

function malformed(what: string): Error {
  return Object.assign(new Error(`the storage host's chunked answer is not valid: ${what}`), {
    code: 'HPE_INVALID',
  });
}
