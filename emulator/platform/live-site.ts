/**
 * The live docs site the platform publishes: its own HTTP server on 127.0.0.1 (another origin than
 * the API, as a real site is). Each page is served as Markdown at `<page>.md` and at the page URL
 * with `Accept: text/markdown`, and as HTML otherwise. A publish (a successful update, or the
 * GitHub App's deploy a test stands for) reaches each page after its own cache lag; some pages
 * stay stale; removed pages answer 404, or redirect where the site's redirects say. The whole site
 * can sit behind sign-in, be rate limited, answer a bot challenge or 5xx, or redirect to another
 * origin. Everything is computed from the clock when asked, so no timer runs.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { parse } from 'yaml';

/** How the whole site answers. */
export type LiveSiteBehaviour =
  | 'ok'
  | 'sign-in'
  | 'rate-limited'
  | 'challenge'
  | 'server-error'
  | 'elsewhere'
  | 'md-not-served'
  | 'huge';

/** Options of the live site. */
export interface LiveSiteOptions {
  /** Pages served from the start: page path (`/guides/intro`) → MDX source. */
  pages?: Record<string, string>;
  /** Base path the site is served under (`/docs`), or none. */
  basePath?: string;
  /** Redirects: source page path → destination page path (or another site's URL). */
  redirects?: Record<string, string>;
  /** How the whole site answers (default `ok`). */
  behaviour?: LiveSiteBehaviour;
  /** The clock (default `Date.now`): tests may drive it. */
  now?: () => number;
  /** Each answer waits this long (real time), so requests in flight can be counted. */
  delayMs?: number;
}

/** A publish's options. */
export interface PublishOptions {
  /** When the publish happens (default now). */
  at?: number;
  /** Cache lag per page, or one for all (default 0). */
  lagMs?: number | Record<string, number>;
  /** Pages that keep serving their old version. */
  stale?: readonly string[];
}

/** A request the site answered. */
export interface LiveSiteRequest {
  path: string;
  accept: string;
  status: number;
  at: number;
  /** Headers a client must never send the site. */
  authorization?: string;
  cookie?: string;
}

/** A running live site. */
export interface LiveSite {
  /** `http://127.0.0.1:PORT` plus the base path: what `site-url` is set to. */
  url: string;
  requests: LiveSiteRequest[];
  /** Publishes pages (MDX source; `null` removes the page). */
  publish(pages: Record<string, string | null>, options?: PublishOptions): void;
  /** Sets redirects (source → destination page path). */
  setRedirects(redirects: Record<string, string>): void;
  setBehaviour(behaviour: LiveSiteBehaviour): void;
  /** Most requests that were being answered at once. */
  peakInFlight(): number;
  close(): Promise<void>;
}

interface Version {
  readonly from: number;
  readonly source: string | null;
}

/** Starts the live site. */
export async function startLiveSite(options: LiveSiteOptions = {}): Promise<LiveSite> {
  const now = options.now ?? Date.now;
  const base = (options.basePath ?? '').replace(/(?<!\/)\/+$/, '');
  const versions = new Map<string, Version[]>();
  let redirects: Record<string, string> = { ...options.redirects };
  let behaviour: LiveSiteBehaviour = options.behaviour ?? 'ok';
  const requests: LiveSiteRequest[] = [];
  for (const [page, source] of Object.entries(options.pages ?? {})) {
    versions.set(page, [{ from: 0, source }]);
  }

  const current = (page: string): { source: string | null; from: number } | undefined => {
    const list = versions.get(page);
    if (!list) return undefined;
    const t = now();
    return [...list].reverse().find((v) => v.from <= t) ?? undefined;
  };

  let inFlight = 0;
  let peak = 0;
  const counted = (req: IncomingMessage, res: ServerResponse): void => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.on('close', () => (inFlight -= 1));
    if (options.delayMs) setTimeout(() => handle(req, res), options.delayMs);
    else handle(req, res);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const accept = req.headers.accept ?? '';
    const entry: LiveSiteRequest = { path: url.pathname, accept, status: 0, at: now() };
    if (req.headers.authorization) entry.authorization = req.headers.authorization;
    if (req.headers.cookie) entry.cookie = req.headers.cookie;
    requests.push(entry);
    const send = (status: number, body: string, headers: Record<string, string> = {}): void => {
      entry.status = status;
      res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
      res.end(body);
    };
    const special = siteWide(behaviour, url.pathname);
    if (special) return send(special.status, special.body, special.headers);
    if (base && !url.pathname.startsWith(`${base}/`)) return send(404, 'Not found');
    let path = url.pathname.slice(base.length);
    const md = path.endsWith('.md');
    if (md) path = path.slice(0, -3);
    if (path === '/index') path = '/';
    if (md && behaviour === 'md-not-served') return send(404, 'Not found');
    const version = current(path);
    if (!version || version.source === null) {
      const to = redirects[path];
      if (to) return send(308, '', { location: /^https?:/.test(to) ? to : `${base}${to}` });
      return send(404, md ? 'Not found' : '<h1>404</h1>', { 'content-type': 'text/plain' });
    }
    const headers = {
      age: String(Math.max(0, Math.floor((now() - version.from) / 1000))),
      'cache-control': 'public, max-age=0, s-maxage=86400',
      'x-cache': 'HIT',
    };
    const markdown = md || /text\/markdown/.test(accept);
    const body =
      behaviour === 'huge' ? 'x'.repeat(3 * 1024 * 1024) : render(version.source, markdown);
    send(200, body, {
      ...headers,
      'content-type': markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
    });
  };

  const server = createServer(counted);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}${base}`,
    requests,
    publish(pages, publishOptions = {}) {
      const at = publishOptions.at ?? now();
      const stale = new Set(publishOptions.stale ?? []);
      for (const [page, source] of Object.entries(pages)) {
        if (stale.has(page)) continue;
        const lag = publishOptions.lagMs;
        const delay = typeof lag === 'number' ? lag : (lag?.[page] ?? 0);
        const list = versions.get(page) ?? [];
        list.push({ from: at + delay, source });
        list.sort((a, b) => a.from - b.from);
        versions.set(page, list);
      }
    },
    setRedirects(next) {
      redirects = { ...next };
    },
    setBehaviour(next) {
      behaviour = next;
    },
    peakInFlight: () => peak,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/** What a site-wide behaviour answers instead of the page, if anything. */
function siteWide(
  behaviour: LiveSiteBehaviour,
  path: string,
): { status: number; body: string; headers?: Record<string, string> } | undefined {
  switch (behaviour) {
    case 'sign-in':
      return path.startsWith('/login')
        ? { status: 200, body: '<form>Sign in</form>' }
        : {
            status: 302,
            body: '',
            headers: { location: `/login?redirect=${encodeURIComponent(path)}` },
          };
    case 'rate-limited':
      return { status: 429, body: 'Too Many Requests', headers: { 'retry-after': '30' } };
    case 'challenge':
      return {
        status: 403,
        body: '<html><script src="/cdn-cgi/challenge-platform/x.js"></script>Verify you are human</html>',
        headers: { 'cf-mitigated': 'challenge', 'content-type': 'text/html' },
      };
    case 'server-error':
      return { status: 503, body: 'Service Unavailable' };
    case 'elsewhere':
      return { status: 301, body: '', headers: { location: `https://docs.example.com${path}` } };
    default:
      return undefined;
  }
}

/** A page as the site serves it: frontmatter replaced by `# title`, as Markdown or as HTML. */
export function render(source: string, markdown: boolean): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let title = '';
  let body = lines;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    // As the site's build reads it: YAML (a folded or quoted title too); not YAML, no title.
    try {
      const front: unknown = parse(lines.slice(1, end).join('\n'));
      const value = (front as { title?: unknown } | null)?.title;
      if (typeof value === 'string') title = value.trim();
    } catch {
      title = '';
    }
    body = lines.slice(end + 1);
  }
  const text = body
    .filter((l) => !/^(import|export)\s/.test(l))
    .join('\n')
    .trim();
  if (markdown) return `${title ? `# ${title}\n\n` : ''}${text}\n`;
  const esc = (t: string): string =>
    t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${esc(p)}</p>`)
    .join('\n');
  return `<!doctype html><html><head><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1>\n${paragraphs}</body></html>`;
}
