/** HTTP/1.1's chunked transfer coding, decoded in pieces (src/publish/chunked.ts). */
import { describe, expect, it } from 'vitest';
import { ChunkedDecoder } from '../src/publish/chunked.js';

/** Decodes `wire` fed in pieces of `cut` bytes; returns the data and whether it was done. */
function decode(wire: string, cut: number): { data: string; done: boolean } {
  const decoder = new ChunkedDecoder();
  const out: Buffer[] = [];
  const bytes = Buffer.from(wire, 'latin1');
  for (let i = 0; i < bytes.length; i += cut) {
    decoder.write(bytes.subarray(i, i + cut), (piece) => out.push(Buffer.from(piece)));
  }
  return { data: Buffer.concat(out).toString('latin1'), done: decoder.done };
}

describe('ChunkedDecoder', () => {
  const wire =
    '5\r\nhello\r\n1;ext="a;b"\r\n \r\nA\r\n0123456789\r\n0\r\nX-T: 1\r\nY: 2\r\n\r\nnext';

  it('gives the same data whatever the pieces, and ignores what follows the end', () => {
    for (const cut of [1, 2, 3, 7, 1000]) {
      expect(decode(wire, cut)).toEqual({ data: 'hello 0123456789', done: true });
    }
  });

  it('is not done before the last chunk and the end of the trailer', () => {
    expect(decode('5\r\nhello\r\n', 4).done).toBe(false);
    expect(decode('5\r\nhello\r\n0\r\nX: 1\r\n', 4).done).toBe(false);
    expect(decode('0\r\n\r\n', 1)).toEqual({ data: '', done: true });
  });

  it.each([
    ['a size that is not hex', 'zz\r\n'],
    ['a negative size', '-5\r\nhello\r\n'],
    ['data longer than its size', '3\r\nhello\r\n'],
    ['a size line over 4 KiB', `5;${'x'.repeat(5000)}\r\n`],
  ])('refuses %s', (_what, bad) => {
    expect(() => decode(bad, 2)).toThrow(expect.objectContaining({ code: 'HPE_INVALID' }));
  });
});
