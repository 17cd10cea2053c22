/**
 * Errors across a thread's boundary (publish/thread-errors.ts): the chain a thread sends rebuilds
 * into an error the readers on this side read the same, its proxy status, zlib's and node-tar's
 * codes and its causes included; a structured clone alone keeps none of them.
 */
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { chainOf, errorFrom } from '../src/publish/thread-errors.js';
import { proxyStatusIn } from '../src/util/proxy-error.js';

/** `value` as the other side of a port receives it. */
function acrossPort<T>(value: T): T {
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(value);
  const received = receiveMessageOnPort(port2)?.message as T;
  port1.close();
  return received;
}

it('rebuilds an error with the texts, statuses and causes the proxy check reads', () => {
  const tunnel = new Error('tunneling socket could not be established, statusCode=403');
  const outer = Object.assign(new Error('upload failed', { cause: tunnel }), { name: 'RestError' });
  const rebuilt = errorFrom(acrossPort(chainOf(outer)));
  expect(rebuilt.message).toBe('upload failed');
  expect(rebuilt.name).toBe('RestError');
  expect((rebuilt.cause as Error).message).toBe(tunnel.message);
  expect(proxyStatusIn(rebuilt)).toBe(403);
  const refused = Object.assign(new Error('Proxy Authentication Required'), { statusCode: 407 });
  expect(proxyStatusIn(errorFrom(chainOf(new Error('x', { cause: refused }))))).toBe(407);
});

it("keeps zlib's and the file system's codes, which a structured clone drops", () => {
  const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' });
  const disk = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
  const outer = new Error('writing failed', { cause: disk });
  expect((acrossPort(zlib) as { code?: string }).code).toBeUndefined();
  expect((errorFrom(acrossPort(chainOf(zlib))) as { code?: string }).code).toBe('Z_DATA_ERROR');
  const rebuilt = errorFrom(acrossPort(chainOf(outer)));
  expect((rebuilt.cause as { code?: string }).code).toBe('ENOSPC');
});

it('keeps at most six links of a chain, and says what failed when given none', () => {
  let err = new Error('link 0');
  for (let i = 1; i < 10; i++) err = new Error(`link ${i}`, { cause: err });
  expect(chainOf(err).map((l) => l.message)).toEqual([9, 8, 7, 6, 5, 4].map((i) => `link ${i}`));
  expect(errorFrom([], 'the walk failed').message).toBe('the walk failed');
  expect(chainOf('a string').at(0)).toEqual({ name: 'Error', message: 'a string' });
});
