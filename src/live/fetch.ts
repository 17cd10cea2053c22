/**
 * The one door to the live site: GET requests over a keep-alive dispatcher of its own (through
 * the runner's proxy when its settings say so: util/network.ts), holding no credential (no admin
 * key, no GitHub token, no cookie ever sent). A proxy's refusal or silence is the site being
 * unreachable, in the proxy's words. Redirects are followed by
 * hand and only within the site's origin; one elsewhere is reported, not followed. At most
 * {@link MAX_BODY_BYTES} of a body is read; every request has its own timeout under the deadline.
 * What the site answers is classified here, so the check loop never sees raw HTTP.
 */
import { request, type Dispatcher } from 'undici';
import { withDeadline } from '../util/abort.js';
import { dispatcherFor, ProxyError } from '../util/network.js';
import { htmlText } from './html-text.js';
import type { SiteRoot } from './site-url.js';

/** Most of a body read; a larger page is reported, not compared. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Longest one request may take (less when the deadline is nearer). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Redirects followed at most per request. */
const MAX_REDIRECTS = 5;
/** A path a sign-in wall redirects to. */
const SIGN_IN_PATH = /\/(login|log-in|signin|sign-in|sso|auth|authenticate|oauth)(\/|$|\?)/i;

/** How the site answered one page. */
export type AnswerKind =
  /** 200 with a body (Markdown, or HTML turned into text). */
  | 'page'
  /** 404 or 410. */
  | 'gone'
  /** The site asks for sign-in (401, or a redirect to a sign-in page). */
  | 'sign-in'
  /** 429 or a bot challenge. */
  | 'blocked'
  /** 5xx, or a connection reset mid-way. */
  | 'server-error'
  /** No DNS answer, connection refused, TLS failure: nothing answers at that host. */
  | 'unreachable'
  /** A redirect to another origin (not followed). */
  | 'elsewhere'
  /** A body over {@link MAX_BODY_BYTES}. */
  | 'too-large'
  /** The request ran out of time. */
  | 'timeout'
  /** Any other status. */
  | 'other';

/** One answer, with what the summary shows of it. */
export interface SiteAnswer {
  readonly kind: AnswerKind;
  /** The HTTP status, when one came. */
  readonly status?: number;
  /** The body as text (`page` only). */
  readonly body?: string;
  /**
   * Where a redirect led: the last URL of the site asked (same origin), or the other origin's URL
   * it pointed to, not followed (`elsewhere`; without its query).
   */
  readonly redirectedTo?: string;
  /** Set when the redirects came back to a URL already asked (`redirectedTo` is that URL). */
  readonly loop?: true;
  /** `age` and `cache-control` / CDN cache headers, where present. */
  readonly cache?: string;
  /** A network error's code or words. */
  readonly error?: string;
}

/** Options of one fetch. */
export interface FetchOptions {
  /** Cancels the request (the step's signal). */
  readonly signal: AbortSignal;
  /** Epoch ms: the request's timeout never runs past it. */
  readonly deadline: number;
  /** Ask with `Accept: text/markdown` (the page URL itself) rather than for `<page>.md`. */
  readonly acceptMarkdown?: boolean;
}

/** The client of one live site: its own dispatcher, a request count, and the site's root. */
export class SiteClient {
  /** Requests sent (redirect hops included). */
  requests = 0;
  private readonly dispatcher: Dispatcher;

  constructor(
    readonly root: SiteRoot,
    private readonly userAgent: string,
  ) {
    this.dispatcher = dispatcherFor(new URL(root.origin), { connections: 8 });
  }

  /** GETs `url`, following same-origin redirects, and classifies the answer. */
  async get(url: string, options: FetchOptions): Promise<SiteAnswer> {
    let current = new URL(url);
    let redirected: string | undefined;
    const asked = new Set([current.href]);
    for (let hop = 0; ; hop++) {
      const answer = await this.once(current, options);
      if (answer.location === undefined) {
        return redirected ? { ...answer.answer, redirectedTo: redirected } : answer.answer;
      }
      let next: URL;
      try {
        next = new URL(answer.location, current);
      } catch {
        return { kind: 'other', status: answer.answer.status ?? 0, error: 'unreadable Location' };
      }
      if (SIGN_IN_PATH.test(next.pathname)) return { ...answer.answer, kind: 'sign-in' };
      if (next.origin !== this.root.origin) {
        return { ...answer.answer, kind: 'elsewhere', redirectedTo: next.origin + next.pathname };
      }
      if (asked.has(next.href)) return { ...answer.answer, redirectedTo: next.href, loop: true };
      asked.add(next.href);
      if (hop >= MAX_REDIRECTS)
        return { ...answer.answer, kind: 'other', error: 'too many redirects' };
      redirected = next.href;
      current = next;
    }
  }

  /** One request; a 3xx comes back with its Location for {@link get} to follow or not. */
  private async once(
    url: URL,
    options: FetchOptions,
  ): Promise<{ answer: SiteAnswer; location?: string }> {
    const signal = withDeadline(
      options.signal,
      Math.min(Date.now() + REQUEST_TIMEOUT_MS, options.deadline),
    );
    this.requests += 1;
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, {
        method: 'GET',
        dispatcher: this.dispatcher,
        signal,
        headers: {
          'user-agent': this.userAgent,
          accept: options.acceptMarkdown
            ? 'text/markdown, text/plain;q=0.9'
            : 'text/markdown, text/plain;q=0.9, text/html;q=0.5, */*;q=0.1',
        },
      });
    } catch (err) {
      options.signal.throwIfAborted();
      return { answer: networkAnswer(err, signal) };
    }
    const cache = cacheOf(res.headers);
    const base = { status: res.statusCode, ...(cache ? { cache } : {}) };
    const location = header(res.headers, 'location');
    if (res.statusCode >= 300 && res.statusCode < 400 && location) {
      await res.body.dump().catch(() => undefined);
      return { answer: { kind: 'other', ...base }, location };
    }
    if (res.statusCode !== 200) {
      const text = await readCapped(res.body, 64 * 1024, signal).catch(() => undefined);
      return { answer: { kind: classify(res.statusCode, res.headers, text ?? ''), ...base } };
    }
    const text = await readCapped(res.body, MAX_BODY_BYTES, signal).catch((err: unknown) => {
      options.signal.throwIfAborted();
      return err instanceof TooLarge ? err : new Error(String(err));
    });
    if (text instanceof TooLarge) return { answer: { kind: 'too-large', ...base } };
    if (text instanceof Error) return { answer: { kind: 'timeout', ...base, error: text.message } };
    if (isChallenge(res.headers, text)) return { answer: { kind: 'blocked', ...base } };
    const type = header(res.headers, 'content-type') ?? '';
    return { answer: { kind: 'page', ...base, body: /html/i.test(type) ? htmlText(text) : text } };
  }

  /** Closes the dispatcher's sockets. */
  async close(): Promise<void> {
    await this.dispatcher.close().catch(() => undefined);
  }
}

class TooLarge extends Error {}

/**
 * Reads at most `max` bytes of a body as UTF-8; over that, stops reading and throws TooLarge. The
 * signal stops the read too: undici's own stops waiting for headers, not a body that trickles.
 */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  max: number,
  signal: AbortSignal,
): Promise<string> {
  const stop = (): void => void body.destroy(new Error('timed out'));
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > max) {
        body.destroy();
        throw new TooLarge(`more than ${max} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function header(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `age`, `cache-control` and a CDN's cache verdict, as one short text. */
function cacheOf(headers: Dispatcher.ResponseData['headers']): string {
  const parts: string[] = [];
  const age = header(headers, 'age');
  if (age && /^\d{1,10}$/.test(age)) parts.push(`age ${age} s`);
  for (const name of ['x-cache', 'cf-cache-status', 'x-vercel-cache', 'cache-control']) {
    const value = header(headers, name);
    if (value) parts.push(`${name}: ${value.slice(0, 80)}`);
  }
  return parts.join('; ');
}

function classify(
  status: number,
  headers: Dispatcher.ResponseData['headers'],
  body: string,
): AnswerKind {
  if (status === 404 || status === 410) return 'gone';
  if (status === 401 || status === 407) return 'sign-in';
  if (status === 429 || isChallenge(headers, body)) return 'blocked';
  if (status >= 500) return 'server-error';
  return 'other';
}

/** A bot challenge: a CDN's mitigation header, or a challenge page. */
function isChallenge(headers: Dispatcher.ResponseData['headers'], body: string): boolean {
  if (header(headers, 'cf-mitigated') || header(headers, 'x-vercel-mitigated')) return true;
  return /challenge-platform|cf-chl-|captcha|verify you are human/i.test(body.slice(0, 20_000));
}

/** What a failed request becomes: the codes of a host that does not answer at all, or a timeout. */
function networkAnswer(err: unknown, signal: AbortSignal): SiteAnswer {
  const e = err as { code?: unknown; cause?: { code?: unknown }; message?: unknown };
  const code = String(e.code ?? e.cause?.code ?? '');
  // The proxy's refusal or silence: the site cannot be reached through it, in the proxy's words.
  if (err instanceof ProxyError && err.answer !== 'failed') {
    return { kind: 'unreachable', error: err.message };
  }
  if (signal.aborted) return { kind: 'timeout', error: 'timed out' };
  if (
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|CERT_|ERR_TLS|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO)/.test(
      code,
    )
  ) {
    return { kind: 'unreachable', error: code };
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return { kind: 'unreachable', error: code };
  return { kind: 'server-error', error: code || String(e.message ?? 'request failed') };
}
