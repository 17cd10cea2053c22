/**
 * The platform client's pure parts: Retry-After parsing, backoff, error classification, secret
 * scrubbing, the request budget, response parsing and option checks. No network.
 */
import { describe, expect, it } from 'vitest';
import { PlatformClient, RequestBudget, redactUrl } from '../src/platform/index.js';
import { scrubSecrets } from '../src/secrets.js';
import {
  ShapeError,
  parseBundle,
  parseErrorBody,
  parseExportJob,
  parseFeedbackPage,
  parseUpdateStatus,
} from '../src/platform/parse.js';
import { backoffDelay, classifyNetworkError, resolveRetry } from '../src/platform/retry.js';
import { parseRetryAfter, sleep } from '../src/util/timing.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter(['2', '9'], now)).toBe(2_000);
  });

  it('reads an HTTP date, and a past date as 0', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent and unreadable values', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('backoff', () => {
  const settings = resolveRetry({ baseDelayMs: 100, maxDelayMs: 1_000 });

  it('draws from [0, base · 2^(n-1)) capped at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, settings, () => 0.999))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(backoffDelay(3, settings, () => 0)).toBe(0);
  });

  it('clamps a random source that misbehaves', () => {
    expect(backoffDelay(1, settings, () => 7)).toBe(100);
    expect(backoffDelay(1, settings, () => -1)).toBe(0);
  });

  it('applies defaults and sane bounds to the options', () => {
    expect(resolveRetry()).toEqual({ maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 20_000 });
    expect(resolveRetry({ maxAttempts: 0 }).maxAttempts).toBe(1);
    expect(resolveRetry({ maxAttempts: 1e9 }).maxAttempts).toBe(20);
    expect(resolveRetry({ baseDelayMs: Number.NaN }).baseDelayMs).toBe(500);
  });
});

describe('classifyNetworkError', () => {
  it('tells connect failures (never sent) from failures after sending', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(classifyNetworkError(refused)).toMatchObject({ beforeSend: true, transient: true });
    const socket = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(classifyNetworkError(socket)).toMatchObject({ beforeSend: false, transient: true });
  });

  it('finds the code inside an AggregateError or a cause', () => {
    const inner = Object.assign(new Error('x'), { code: 'ENOTFOUND' });
    expect(classifyNetworkError(new AggregateError([inner])).code).toBe('ENOTFOUND');
    expect(classifyNetworkError(new Error('wrapped', { cause: inner })).code).toBe('ENOTFOUND');
  });

  it('does not retry a closed client', () => {
    const closed = Object.assign(new Error('closed'), { code: 'UND_ERR_DESTROYED' });
    expect(classifyNetworkError(closed).transient).toBe(false);
  });
});

describe('sleep', () => {
  it('rejects at once with the reason when aborted', async () => {
    const reason = new Error('stop');
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(sleep(10, AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});

describe('secret hygiene', () => {
  it('redactUrl keeps origin and path only', () => {
    expect(
      redactUrl('https://user:pw@b.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Signature=abc#frag'),
    ).toBe('https://b.s3.amazonaws.com/se_1/bundle.tar.gz?***');
    expect(redactUrl('https://api.mintlify.com/v1/x')).toBe('https://api.mintlify.com/v1/x');
    expect(redactUrl('not a url?sig=1')).toBe('not a url?***');
  });

  it('scrubSecrets removes known secrets, keys, bearer tokens and signed queries', () => {
    const text =
      'key mint_abcdef123456 and Bearer tok.en, see https://h/x?a=1&X-Amz-Signature=s ' +
      'or /rel?sig=zz or bare X-Amz-Credential=AKIA and Signature=qq and my-secret-value';
    expect(scrubSecrets(text, ['my-secret-value'])).toBe(
      'key mint_*** and Bearer ***, see https://h/x?*** or /rel?*** or bare ' +
        'X-Amz-Credential=*** and Signature=*** and ***',
    );
  });
});

describe('RequestBudget', () => {
  it('counts within a rolling window', () => {
    let now = 0;
    const budget = new RequestBudget(2, 1_000, () => now);
    expect(budget.tryTake()).toBe(true);
    now = 500;
    expect(budget.tryTake()).toBe(true);
    expect(budget.tryTake()).toBe(false);
    expect(budget.remaining).toBe(0);
    now = 1_000;
    expect(budget.used).toBe(1);
    expect(budget.tryTake()).toBe(true);
    expect(budget.limit).toBe(2);
  });

  it('defaults to 100 per hour and rejects nonsense', () => {
    const budget = new RequestBudget();
    expect(budget.limit).toBe(100);
    expect(budget.windowMs).toBe(3_600_000);
    expect(() => new RequestBudget(-1)).toThrow(RangeError);
    expect(() => new RequestBudget(1, 0)).toThrow(RangeError);
  });
});

describe('response parsing', () => {
  it('keeps known update fields of the right type and drops the rest', () => {
    const status = parseUpdateStatus({
      _id: 's1',
      status: 'in_progress',
      logs: ['a', 3, 'b'],
      author: null,
      commit: { sha: 'abc', filesChanged: { added: ['x'], modified: 'nope' } },
      screenshot: 42,
    });
    expect(status).toEqual({
      _id: 's1',
      status: 'in_progress',
      logs: ['a', 'b'],
      author: null,
      commit: { sha: 'abc', filesChanged: { added: ['x'], modified: [], removed: [] } },
    });
    expect(() => parseUpdateStatus({ _id: 's1' })).toThrow('field "status" is missing');
  });

  it('requires the export job fields the contract requires', () => {
    const job = {
      jobId: 'se_1',
      status: 'weird_new_state',
      progress: 10,
      pageCount: 1,
      createdAt: 't',
      updatedAt: 't',
      error: null,
    };
    expect(parseExportJob(job)).toEqual(job);
    expect(() => parseExportJob({ ...job, progress: '10' })).toThrow(ShapeError);
    expect(() => parseExportJob({ ...job, pageCount: undefined })).toThrow(
      'field "pageCount" is missing',
    );
  });

  it('hands the bundle link to onSecret before checking anything else', () => {
    const seen: string[] = [];
    expect(() =>
      parseBundle({ bundleUrl: 'ftp://x/y?sig=1', jobId: 'j' }, (s) => seen.push(s)),
    ).toThrow('not an http(s) URL');
    expect(seen).toEqual(['ftp://x/y?sig=1']);
  });

  it('refuses a link with a line break, a blank or ##[ before masking any of it', () => {
    for (const url of [
      'https://x/y?sig=1\n::stop-commands::tok',
      'https://x/y?sig=1\r##[add-mask]word',
      'https://x/y ?sig=1',
      'https://x/y?sig=1##[x]',
    ]) {
      const seen: string[] = [];
      expect(() =>
        parseBundle({ bundleUrl: url, jobId: 'j', sizeBytes: 1, expiresAt: 'x' }, (s) =>
          seen.push(s),
        ),
      ).toThrow('field "bundleUrl" is not a one-line URL');
      expect(seen).toEqual([]);
    }
  });

  it('reports a page that claims more without a cursor as the last one', () => {
    const page = parseFeedbackPage({ feedback: [{ id: 7 }], nextCursor: null, hasMore: true });
    expect(page.hasMore).toBe(false);
    expect(page.entries[0]).toMatchObject({ id: '7', kind: 'base', source: null });
  });

  it('reads error bodies of any shape', () => {
    expect(parseErrorBody('{"error":"bad","details":[{"message":"a"},{"x":1},"b"]}')).toEqual({
      error: 'bad',
      details: ['a', 'b'],
    });
    expect(parseErrorBody('Service Unavailable')).toEqual({
      error: 'Service Unavailable',
      details: [],
    });
    expect(parseErrorBody('<html><body>502</body></html>')).toEqual({ details: [] });
    expect(parseErrorBody('[1]')).toEqual({ details: [] });
  });
});

describe('client options', () => {
  const base = { baseUrl: 'https://api.mintlify.com', adminKey: 'mint_k', userAgent: 'ua/1' };

  it('refuses a key with line breaks without echoing it', () => {
    const key = 'mint_secret_value\nX-Injected: 1';
    let message = '';
    try {
      new PlatformClient({ ...base, adminKey: key });
    } catch (err) {
      message = String(err);
    }
    expect(message).toContain('adminKey');
    expect(message).not.toContain('mint_secret_value');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new PlatformClient({ ...base, baseUrl: 'api.mintlify.com' })).toThrow(TypeError);
    expect(() => new PlatformClient({ ...base, baseUrl: 'ftp://api.mintlify.com' })).toThrow(
      'http or https',
    );
  });

  it('refuses an empty id before sending anything', async () => {
    const client = new PlatformClient(base);
    try {
      await expect(client.getExport('')).rejects.toThrow('jobId must be a non-empty string');
    } finally {
      await client.close();
      await client.close();
    }
  });
});
