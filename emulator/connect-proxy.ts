/**
 * A forward proxy as corporate runners have one: it answers `CONNECT host:port` only, resolves the
 * host names its table names (so a host can resolve only through it, as behind a corporate
 * proxy), can ask for credentials (`Proxy-Authorization: Basic …`), refuse hosts by policy (403)
 * or take a CONNECT and never answer it (as a wedged proxy does), and records every tunnel it
 * opened, so a test proves which hosts were reached through it. Loopback only.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';

/** Options of {@link startConnectProxy}. */
export interface ConnectProxyOptions {
  /** Host names the proxy resolves, each to a loopback address. Others are answered 502. */
  hosts?: Readonly<Record<string, string>>;
  /** `user:password` the proxy asks for (407 without it). */
  credentials?: string;
  /** Asks for {@link credentials} only of tunnels to these host names (default: of every one). */
  credentialHosts?: readonly string[];
  /** Bytes per second each tunnel forwards at the most, each way (unset: unlimited). */
  bytesPerSecond?: number;
  /**
   * The loopback port a `host:port` tunnel lands on instead of `port` (e.g. `docs.acme.test:443`
   * to a TLS front on a free port), so a URL can carry no port, as a public site's does.
   */
  ports?: Readonly<Record<string, number>>;
  /** Host names the proxy's policy refuses: `403 Forbidden` to their CONNECT (after credentials). */
  forbid?: readonly string[];
  /** Takes every CONNECT and never answers it (the connection stays open, silent). */
  silent?: boolean;
}

/** A running proxy. */
export interface ConnectProxy {
  /** `http://127.0.0.1:PORT`, for `HTTPS_PROXY`. */
  readonly url: string;
  /** Every `CONNECT` target asked (`host:port`), in order, refused ones too. */
  readonly connects: string[];
  /** Stops listening and cuts every tunnel. */
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port. */
export async function startConnectProxy(options: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const connects: string[] = [];
  const open = new Set<Socket>();
  const server: Server = createServer((_req, res) => {
    res.writeHead(405, { connection: 'close' }).end('CONNECT only\n');
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    const target = req.url ?? '';
    connects.push(target);
    if (options.silent) return;
    const refusal = refuse(req, options);
    if (refusal) {
      client.end(`HTTP/1.1 ${refusal}\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const [name, port] = splitTarget(target);
    const address = resolve(name, options.hosts);
    if (!address || !port) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = connect({ host: address, port: options.ports?.[`${name}:${port}`] ?? port });
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      forward(client, upstream, options.bytesPerSecond);
      forward(upstream, client, options.bytesPerSecond);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connects,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** A running relay (see {@link startRelay}). */
export interface Relay {
  /** `127.0.0.1:PORT`, to put in a URL in place of the target's host and port. */
  readonly host: string;
  /** Stops listening and cuts every connection. */
  close(): Promise<void>;
}

/**
 * A plain TCP relay to `127.0.0.1:targetPort`, limited to `bytesPerSecond` each way as a proxy's
 * tunnel is: the bench's direct path to a rate-limited storage host, so both paths have the same
 * limiter.
 */
export async function startRelay(targetPort: number, bytesPerSecond?: number): Promise<Relay> {
  const open = new Set<Socket>();
  const track = (socket: Socket): void => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createNetServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    forward(client, upstream, bytesPerSecond);
    forward(upstream, client, bytesPerSecond);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** The status line of a refusal (credentials missing or wrong, a host its policy refuses), or undefined. */
function refuse(req: IncomingMessage, options: ConnectProxyOptions): string | undefined {
  const [name] = splitTarget(req.url ?? '');
  const asks = options.credentialHosts?.includes(name) ?? true;
  if (options.credentials !== undefined && asks) {
    const expected = `Basic ${Buffer.from(options.credentials).toString('base64')}`;
    if (req.headers['proxy-authorization'] !== expected) return '407 Proxy Authentication Required';
  }
  return options.forbid?.includes(name) ? '403 Forbidden' : undefined;
}

/** `host:port` (or `[v6]:port`) into its parts. */
function splitTarget(target: string): [string, number] {
  const colon = target.lastIndexOf(':');
  const name = target.slice(0, colon).replace(/^\[|\]$/g, '');
  return [name.toLowerCase(), Number(target.slice(colon + 1))];
}

/** Where a name leads: the table's address, or a loopback address as it is. */
function resolve(name: string, hosts: ConnectProxyOptions['hosts']): string | undefined {
  const mapped = hosts?.[name];
  if (mapped) return mapped;
  return name === 'localhost' || name.startsWith('127.') || name === '::1' ? name : undefined;
}

/** Pipes `from` into `to`, at most `rate` bytes a second when set. */
function forward(from: Socket, to: Socket, rate: number | undefined): void {
  if (!rate) {
    from.pipe(to);
    return;
  }
  let allowance = 0;
  let last = Date.now();
  from.on('data', (chunk: Buffer) => {
    to.write(chunk);
    const now = Date.now();
    allowance = Math.max(0, allowance - ((now - last) / 1000) * rate) + chunk.length;
    last = now;
    const waitMs = (allowance / rate) * 1000;
    if (waitMs > 5) {
      from.pause();
      setTimeout(() => from.resume(), waitMs).unref();
    }
  });
  from.on('end', () => to.end());
}
