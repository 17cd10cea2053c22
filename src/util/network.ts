/**
 * The one place that makes connections: every request the action sends itself (the platform API,
 * the bundle download, the live site) goes through a dispatcher made here. GitHub calls keep
 * @actions/github's own handling, which decides the same way.
 *
 * The runner's proxy is decided per URL exactly as every official action decides it, with
 * @actions/http-client's own functions (`getProxyUrl`, `checkBypass`: `https_proxy`/`HTTPS_PROXY`,
 * `http_proxy`/`HTTP_PROXY`, `no_proxy`/`NO_PROXY` with its host, suffix, port and `*` forms,
 * loopback always direct), then undici's `ProxyAgent` with the proxy URL's credentials sent as
 * http-client sends them (`Proxy-Authorization: Basic …`), or a plain `Agent`. Not undici's
 * `EnvHttpProxyAgent`: it is experimental and reads `NO_PROXY` differently.
 *
 * A private CA in `NODE_EXTRA_CA_CERTS` works through Node's default trust store, which both
 * dispatchers use: no `ca` is ever passed here.
 *
 * Bottom layer: imports only `secrets.ts` (the proxy's password is masked the moment it is read).
 */
import { checkBypass, getProxyUrl } from '@actions/http-client/lib/proxy';
import { Agent, DecoratorHandler, ProxyAgent, type Dispatcher } from 'undici';
import { addSecret } from '../secrets.js';

/** How a caller's connections behave (the pool's size and timers). */
export interface ConnectionOptions {
  /** Connections per origin at the most. */
  connections?: number;
  /** How long an idle connection is kept, ms. */
  keepAliveTimeoutMs?: number;
  /** How long connecting (to the host or the proxy) may take, ms. */
  connectTimeoutMs?: number;
}

/** The proxy hosts (`host:port`) requests went through in this run, for the summary. */
const proxiesUsed = new Set<string>();

/** The proxies this run's requests went through (`host:port`), in the order first used. */
export function proxiesInUse(): readonly string[] {
  return [...proxiesUsed];
}

/** A request that failed at or through the runner's proxy: its message names the proxy. */
export class ProxyError extends Error {
  constructor(
    message: string,
    /** The cause's code, kept so that callers retry what they would retry without a proxy. */
    readonly code: string,
    /** The proxy's `host:port`. */
    readonly proxy: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProxyError';
  }
}

/**
 * The proxy the runner's settings name for `url` (undefined: direct), with its credentials.
 * The password, and the header made of it, are masked before this returns.
 */
export function proxyFor(url: URL): URL | undefined {
  const proxy = getProxyUrl(url);
  if (!proxy) return undefined;
  if (proxy.password) {
    addSecret(proxy.password);
    addSecret(encodeURIComponent(proxy.password));
    addSecret(basicToken(proxy));
  }
  return proxy;
}

/** Whether the runner's settings send `url` around the proxy (`NO_PROXY`, loopback). */
export function bypassesProxy(url: URL): boolean {
  return checkBypass(url);
}

/**
 * A dispatcher for requests to `url`'s origin: through the runner's proxy when its settings say
 * so, else direct. The caller closes it. Errors of a proxied request name the proxy's host.
 */
export function dispatcherFor(url: URL, options: ConnectionOptions = {}): Dispatcher {
  const agentOptions = {
    connections: options.connections ?? 8,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    connect: { timeout: options.connectTimeoutMs ?? 10_000 },
  };
  const proxy = proxyFor(url);
  if (!proxy) return new Agent(agentOptions);
  const host = proxy.host;
  proxiesUsed.add(host);
  const agent = new ProxyAgent({
    ...agentOptions,
    uri: `${proxy.protocol}//${proxy.host}`,
    ...(proxy.username || proxy.password ? { token: basicToken(proxy) } : {}),
  });
  return agent.compose(
    (dispatch) => (opts, handler) => dispatch(opts, proxyNaming(handler, host, url)),
  );
}

/** `Basic base64(user:password)`, as @actions/http-client sends it. */
function basicToken(proxy: URL): string {
  return `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`;
}

/** Passes everything through to `handler`, but gives an error the proxy's host in plain words. */
function proxyNaming(
  handler: Dispatcher.DispatchHandlers,
  proxy: string,
  target: URL,
): Dispatcher.DispatchHandlers {
  return Object.assign(new DecoratorHandler(handler), {
    onError: (err: Error) => handler.onError?.(proxyError(err, proxy, target)),
  });
}

/** undici's words for a proxy that answered CONNECT with another status than 200. */
const TUNNEL_STATUS = /^Proxy response \((\d{3})\) !== 200 when HTTP Tunneling$/;

/** The error of a proxied request, in words that name the proxy. Aborts pass unchanged. */
export function proxyError(err: Error, proxy: string, target: URL): Error {
  if (err instanceof ProxyError) return err;
  // undici names a refused tunnel an AbortError too: look for it before passing aborts on.
  const status = TUNNEL_STATUS.exec(err.message)?.[1] ?? (/\(407\)/.test(err.message) ? '407' : '');
  if (!status && err.name === 'AbortError') return err;
  const code = (err as { code?: unknown }).code;
  const via = `the runner's proxy ${proxy}`;
  if (status) {
    const why =
      status === '407'
        ? 'asks for credentials: put them in the proxy URL (http://user:password@host:port)'
        : status === '403'
          ? 'refused to connect to it'
          : `answered HTTP ${status} when asked to connect to it`;
    // 407 and 403 are the proxy's policy (no retry); others count as a connection refused.
    const retry = status === '407' || status === '403' ? 'EPROXY' : 'ECONNREFUSED';
    return new ProxyError(`${via} ${why} (${target.host})`, retry, proxy, { cause: err });
  }
  const name = typeof code === 'string' ? code : 'UNKNOWN';
  return new ProxyError(`${err.message}, through ${via}`, name, proxy, { cause: err });
}
