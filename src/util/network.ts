/**
 * The one place that makes connections: every request the action sends itself (the platform API,
 * the bundle download, the live site, GitHub calls through Octokit's `request.fetch`) goes through
 * a dispatcher made here.
 *
 * The runner's proxy is decided per URL exactly as every official action decides it, with
 * @actions/http-client's own functions (`getProxyUrl`, `checkBypass`: `https_proxy`/`HTTPS_PROXY`,
 * `http_proxy`/`HTTP_PROXY`, `no_proxy`/`NO_PROXY` with its host, suffix, port and `*` forms,
 * loopback always direct), then undici's `ProxyAgent` with the proxy URL's credentials sent as
 * http-client sends them (`Proxy-Authorization: Basic …`), or a plain `Agent`. Not undici's
 * `EnvHttpProxyAgent`: it is experimental and reads `NO_PROXY` differently.
 *
 * Deadlines. undici 6.29's `ProxyAgent` sends each CONNECT through the one client its
 * `clientFactory` makes, with no signal, and a request's abort is ignored until its connection is
 * made: a proxy that accepts and never answers held a request for undici's 300 s headers timeout.
 * So the factory here gives a {@link TunnelClient}, whose `connect()` bounds the CONNECT by
 * {@link CONNECT_ANSWER_MS} and the run's deadline ({@link setNetworkDeadline}) and reads its
 * status itself (a refusal becomes a {@link ProxyError} that says what to do); and each request
 * is raced against its own signal (network-race.ts), so the caller is answered at once.
 *
 * A private CA in `NODE_EXTRA_CA_CERTS` works through Node's default trust store, which both
 * dispatchers use: no `ca` is ever passed here.
 *
 * Bottom layer: imports only `secrets.ts` (the proxy's password is masked the moment it is read)
 * and its sibling modules.
 */
import { checkBypass, getProxyUrl } from '@actions/http-client/lib/proxy';
import { Agent, DecoratorHandler, Pool, ProxyAgent, type Dispatcher } from 'undici';
import { addSecret } from '../secrets.js';
import { ProxyError, proxyError } from './proxy-error.js';
import { racing } from './network-race.js';
import { CONNECT_ANSWER_MS, TunnelClient } from './tunnel.js';

export {
  ProxyError,
  onProxyRefusal,
  proxyError,
  proxyStatusIn,
  type ProxyAnswer,
} from './proxy-error.js';
export { proxyRoutes, type ProxyRoute } from './tunnel.js';

/** How a caller's connections behave. */
export interface ConnectionOptions {
  /** Connections per origin at the most. */
  connections?: number;
  /** Epoch ms: no connection, CONNECT or request waits past it (the run's deadline bounds all). */
  deadline?: number;
}

/** How long connecting (to the host or to the proxy) may take, ms. */
const CONNECT_TIMEOUT_MS = 10_000;
/** How long an idle connection is kept, ms. */
const KEEP_ALIVE_MS = 10_000;

/** The run's deadline (epoch ms), past which no connection is waited for. */
let runDeadline = Number.POSITIVE_INFINITY;

/**
 * Bounds every dispatcher's connecting and CONNECT exchange, made before or after, by `epochMs`
 * (main.ts sets the step's `timeout` plus its grace).
 */
export function setNetworkDeadline(epochMs: number): void {
  runDeadline = epochMs;
}

/** The earlier of the run's deadline and `own`. */
function deadlineOf(own: number | undefined): () => number {
  return () => Math.min(runDeadline, own ?? Number.POSITIVE_INFINITY);
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
 * so, else direct. The caller closes it. Errors of a proxied request name the proxy's host; a
 * request whose signal aborts is answered at once, whatever its connection is doing.
 */
export function dispatcherFor(url: URL, options: ConnectionOptions = {}): Dispatcher {
  const agentOptions = {
    connections: options.connections ?? 8,
    keepAliveTimeout: KEEP_ALIVE_MS,
    connect: { timeout: CONNECT_TIMEOUT_MS },
  };
  const proxy = proxyFor(url);
  if (!proxy) {
    return new Agent(agentOptions).compose(
      (dispatch) => (opts, handler) => dispatch(opts, racing(opts, handler)),
    );
  }
  const tunnel = new TunnelClient(proxy, {
    deadline: deadlineOf(options.deadline),
    // The CONNECT's own headers timeout; the tunnel's signal also bounds it by the deadline.
    connections: new Pool(`${proxy.protocol}//${proxy.host}`, {
      connect: { timeout: CONNECT_TIMEOUT_MS },
      headersTimeout: CONNECT_ANSWER_MS,
    }),
    credentials: Boolean(proxy.username || proxy.password),
    variable: url.protocol === 'http:' ? 'HTTP_PROXY' : 'HTTPS_PROXY',
  });
  // `connect` of these options reaches only direct connections, which a tunnel never makes: the
  // proxy's connections are the tunnel client's, which has its own.
  const agent = new ProxyAgent({
    ...agentOptions,
    uri: `${proxy.protocol}//${proxy.host}`,
    ...(proxy.username || proxy.password ? { token: basicToken(proxy) } : {}),
    clientFactory: () => tunnel as unknown as Dispatcher,
  });
  return agent.compose((dispatch) => (opts, handler) => {
    const target = new URL(String(opts.origin));
    const named = proxyNaming(handler, tunnel.host, target);
    return dispatch(
      opts,
      racing(opts, named, () => tunnel.pendingError(target)),
    );
  });
}

/** How long {@link proxyRefusalFor} waits for the proxy, ms. */
const PROBE_MS = 10_000;

/**
 * What the runner's proxy answers a tunnel to `url`'s host: its refusal (407, 403) or silence as
 * a {@link ProxyError}, else undefined (it opened one, or no proxy is used for `url`). For the
 * errors of a library that reaches the network by itself and loses the proxy's answer (the
 * artifact client's Twirp calls report a 407 as `ECONNRESET`).
 */
export async function proxyRefusalFor(url: URL): Promise<ProxyError | undefined> {
  if (!proxyFor(url)) return undefined;
  const dispatcher = dispatcherFor(url, { connections: 1, deadline: Date.now() + PROBE_MS });
  try {
    const signal = AbortSignal.timeout(PROBE_MS);
    const res = await dispatcher.request({ origin: url.origin, path: '/', method: 'HEAD', signal });
    await res.body.dump();
    return undefined;
  } catch (err) {
    return err instanceof ProxyError && (err.refused || err.answer === 'no-answer')
      ? err
      : undefined;
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
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
