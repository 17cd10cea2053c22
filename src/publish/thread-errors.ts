/**
 * Errors across a worker thread's boundary. A thrown error reaches the other side only as what
 * structured clone keeps of it (no subclass, no `code` or `statusCode`, no cause chain on Node
 * 20), while the messages and hints on this side read exactly those: the proxy's status
 * (publish/artifact.ts), zlib's and node-tar's codes (publish/bundle-walk.ts). So a thread sends
 * the chain as plain links ({@link chainOf}) and this side rebuilds it ({@link errorFrom}).
 */

/** One link of an error's cause chain: what the readers on this side look at. */
export interface ErrorLink {
  name: string;
  message: string;
  /** Node's and the libraries' error code (`Z_DATA_ERROR`, `TAR_BAD_ARCHIVE`, `ENOSPC`). */
  code?: string;
  statusCode?: number;
  status?: number;
}

/** Links kept of a chain: the readers look at the first few. */
const MAX_LINKS = 6;

/** The cause chain of `err`, each link's name, text, code and status. */
export function chainOf(err: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  for (let current = err; current && chain.length < MAX_LINKS;) {
    const { name, message, code, statusCode, status, cause } = current as Record<string, unknown>;
    chain.push({
      name: typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : String(current),
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof statusCode === 'number' ? { statusCode } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    });
    current = cause;
  }
  return chain;
}

/** The error a chain describes, rebuilt with the same names, texts, codes, statuses and causes. */
export function errorFrom(chain: readonly ErrorLink[], fallback = 'the thread failed'): Error {
  let built: Error | undefined;
  for (const link of [...chain].reverse()) {
    const err = new Error(link.message, built ? { cause: built } : undefined);
    err.name = link.name;
    const { code, statusCode, status } = link;
    if (code !== undefined) Object.assign(err, { code });
    if (statusCode !== undefined) Object.assign(err, { statusCode });
    if (status !== undefined) Object.assign(err, { status });
    built = err;
  }
  return built ?? new Error(fallback);
}
