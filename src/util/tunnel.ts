/**
 * The client undici's `ProxyAgent` sends its CONNECTs through (its `clientFactory`'s product):
 * each CONNECT bounded by {@link CONNECT_ANSWER_MS} and the deadline, its status read here, so a
 * refusal says what to do and a silent proxy is named; and the hosts each proxy opened a tunnel
 * to, for the summary. undici 6.29 calls only `connect`, `close` and `destroy` of it.
 */
import type { Dispatcher } from 'undici';
import { noAnswerError, refusalError, reportRefusal, type ProxyNames } from './proxy-error.js';

/** How long a proxy may take to answer a CONNECT (it resolves and connects to the host meanwhile). */
export const CONNECT_ANSWER_MS = 30_000;

/** The part of undici's `Pool` the tunnel uses: the proxy's own connections. */
export interface ProxyConnections {
  connect(options: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData>;
  close(): Promise<void>;
  destroy(err?: Error | null): Promise<void>;
}

/** Options of {@link TunnelClient}. */
export interface TunnelOptions extends Omit<ProxyNames, 'proxy'> {
  /** The run's deadline for this dispatcher, epoch ms (read at each CONNECT). */
  deadline: () => number;
  /** The connections to the proxy (a `Pool` with its connect timeout). */
  connections: ProxyConnections;
}

/** One proxy's route: the hosts (`host` or `host:port`) this run reached through it. */
export interface ProxyRoute {
  /** The proxy's `host:port`. */
  readonly proxy: string;
  readonly hosts: readonly string[];
}

/** proxy `host:port` → the hosts a tunnel was opened to through it, in order. */
const routes = new Map<string, Set<string>>();

/** Which hosts this run reached through which proxy (tunnels the proxy opened, not attempts). */
export function proxyRoutes(): readonly ProxyRoute[] {
  return [...routes].map(([proxy, hosts]) => ({ proxy, hosts: [...hosts] }));
}

/** The client of one proxy, for one dispatcher. */
export class TunnelClient {
  /** `host:port` of the proxy. */
  readonly host: string;
  /** CONNECT targets (`host:port`) asked and not yet answered → when asked (epoch ms). */
  private readonly pending = new Map<string, number>();

  constructor(
    proxy: URL,
    private readonly options: TunnelOptions,
  ) {
    this.host = proxy.host;
  }

  /** undici's call: one CONNECT, bounded, its status read. */
  async connect(opts: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData> {
    const target = opts.path;
    const started = Date.now();
    const limit = Math.max(1, Math.min(CONNECT_ANSWER_MS, this.options.deadline() - started));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limit);
    this.pending.set(target, started);
    let data: Dispatcher.ConnectData;
    try {
      data = await this.options.connections.connect({ ...opts, signal: controller.signal });
    } catch (err) {
      const silent = controller.signal.aborted || isHeadersTimeout(err);
      throw silent ? noAnswerError(this.host, target, Date.now() - started) : err;
    } finally {
      clearTimeout(timer);
      this.pending.delete(target);
    }
    if (data.statusCode !== 200) {
      data.socket.on('error', () => undefined).destroy();
      const refusal = refusalError(this.names(), data.statusCode, target);
      reportRefusal(refusal);
      throw refusal;
    }
    record(this.host, target);
    return data;
  }

  /**
   * The error of a request to `origin` cut short while its CONNECT is unanswered (the proxy is
   * silent), else undefined.
   */
  pendingError(origin: URL): Error | undefined {
    const target = `${origin.hostname}:${origin.port || (origin.protocol === 'https:' ? 443 : 80)}`;
    const since = this.pending.get(target);
    return since === undefined ? undefined : noAnswerError(this.host, target, Date.now() - since);
  }

  close(): Promise<void> {
    return this.options.connections.close();
  }

  destroy(err?: Error | null): Promise<void> {
    return this.options.connections.destroy(err);
  }

  private names(): ProxyNames {
    return { ...this.options, proxy: this.host };
  }
}

/** undici's headers timeout: the proxy took the CONNECT and never answered it. */
function isHeadersTimeout(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'UND_ERR_HEADERS_TIMEOUT';
}

/** Notes that `proxy` opened a tunnel to `target` (`:443` left out, as a URL leaves it out). */
function record(proxy: string, target: string): void {
  let hosts = routes.get(proxy);
  if (!hosts) routes.set(proxy, (hosts = new Set()));
  hosts.add(target.replace(/:443$/, ''));
}
