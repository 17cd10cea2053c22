import { describe, expect, it, vi } from 'vitest';
import { addSecret, redact, scrubSecrets, secretPatternsBuilt } from '../src/secrets.js';

/** An OIDC-token-sized secret (~1,000 characters), as a deployment registers one. */
const LONG = `eyJ${'aB3_-'.repeat(200)}.sig`;
/** A secret with every character rendering may escape, a backslash and a `*` in it. */
const ODD = `p&ss<w>rd"x'y\\z*1`;

describe('secrets: redact finds every rendered form, and builds a pattern only when needed', () => {
  // Registering masks in the log (stdout): keep the test's output quiet.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  addSecret(LONG);
  addSecret(ODD);
  vi.restoreAllMocks();

  it('builds no pattern for text that cannot hold a secret', () => {
    const before = secretPatternsBuilt();
    const text = `# Summary\n\nDeployed ${'a page, '.repeat(500)} in 2 s.`;
    expect(redact(text)).toBe(text);
    expect(secretPatternsBuilt()).toBe(before);
  });

  it('replaces a long secret as written, escaped for markdown, or split by zero-width spaces', () => {
    const escaped = LONG.replace(/_/g, '\\_').replace(/-/g, '\\-');
    const spaced = `${LONG.slice(0, 300)}\u200b${LONG.slice(300, 700)}\u200b${LONG.slice(700)}`;
    for (const form of [LONG, escaped, spaced]) {
      expect(redact(`token: ${form} (end)`)).toBe('token: *** (end)');
    }
  });

  it('replaces a secret whose characters stand as HTML entities or behind backslashes', () => {
    const entities = 'p&amp;ss&lt;w&gt;rd&quot;x&#39;y\\\\z\\*1';
    expect(redact(`a ${entities} b`)).toBe('a *** b');
    expect(redact(`a ${ODD} b`)).toBe('a *** b');
  });

  it('finds a secret in what is left after another one was replaced', () => {
    // The `***` put in for the first completes the second.
    expect(scrubSecrets('longsecrety', ['longsecret', '***y'])).toBe('***');
  });
});
