/**
 * The reader-text credential scrubber (src/util/reader-text.ts): each kind of credential a reader
 * may paste is replaced by a placeholder naming it, and ordinary text is kept as it is.
 *
 * The credentials are fakes of the right shape (helpers/reader-credentials.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  addRemoved,
  countRemoved,
  describeRemoved,
  placeholder,
  scrubReaderText,
  scrubReaderTexts,
} from '../src/util/reader-text.js';
import { passesLuhn } from '../src/util/card-number.js';
import { looksLikeCredential } from '../src/util/credential-rules.js';
import { FAKE, PASTED, PRIVATE_KEY, UNTOUCHED } from './helpers/reader-credentials.js';

const {
  github: GITHUB,
  stripe: STRIPE,
  jwt: JWT,
  mintAdmin: MINT_ADMIN,
  mintAssistant: MINT_ASSISTANT,
  pemBody: PEM_BODY,
  card: CARD,
  awsId: AWS_ID,
  slack: SLACK,
  npm: NPM,
  anthropic: ANTHROPIC,
  sendgrid: SENDGRID,
  google: GOOGLE,
} = FAKE;
const AWS_SECRET = 'wJalrXUtnFEMI/K7MDENG/' + 'bPxRfiCYzq9XkLmN0p';

/** Texts a reader could type, with the credentials in them and the placeholders they become. */
const CASES: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  [`my key is ${GITHUB}, why 401?`, [GITHUB], ['GitHub token']],
  [`I tried ${STRIPE} and it still fails`, [STRIPE], ['Stripe key']],
  [`the token ${JWT} expired?`, [JWT], ['JWT']],
  [
    `admin key ${MINT_ADMIN}, assistant key ${MINT_ASSISTANT}`,
    [MINT_ADMIN, MINT_ASSISTANT],
    ['Mintlify key', 'Mintlify key'],
  ],
  [`my key:\n${PRIVATE_KEY}\nthanks`, [PEM_BODY, 'PRIVATE KEY'], ['private key']],
  [`card ${CARD} exp 12/26 cvc 123`, ['4242'], ['card number']],
  [
    `Amex 3782-822463-10005 or 5555555555554444`,
    ['822463', '5555555555554444'],
    ['card number', 'card number'],
  ],
  [
    `id ${AWS_ID} and aws_secret_access_key=${AWS_SECRET}`,
    ['Z3MSJV4', 'bPxRfiCY'],
    ['AWS access key ID', 'AWS secret key'],
  ],
  [`slack says ${SLACK}`, [SLACK], ['Slack token']],
  [`.npmrc has ${NPM}`, [NPM], ['npm token']],
  [`claude ${ANTHROPIC}`, ['x'.repeat(93)], ['Anthropic key']],
  [`sendgrid ${SENDGRID}`, [SENDGRID], ['SendGrid key']],
  [`maps ${GOOGLE}`, [GOOGLE], ['Google API key']],
  [
    `DATABASE_URL=postgres://admin:hunter2x@db.acme.io:5432/prod`,
    ['hunter2x'],
    ['database connection string'],
  ],
  [`clone https://jane:Tr0ub4dor@git.acme.io/repo.git`, ['Tr0ub4dor'], ['URL password']],
  [
    `callback https://acme.io/cb?lang=en&access_token=abcdef123456&x=1`,
    ['abcdef123456'],
    ['URL token'],
  ],
  [
    `signed https://b.acme.io/f.tgz?X-Amz-Signature=9f86d081884c7d65&sig=Zm9vYmFy0`,
    ['9f86d081884c7d65', 'Zm9vYmFy0'],
    ['URL token', 'URL token'],
  ],
  [`config api_key=abc123def456ghi789 then`, ['abc123def456ghi789'], ['secret']],
  [`"clientSecret": "Q2xpZW50U2VjcmV0MTIz"`, ['Q2xpZW50U2VjcmV0MTIz'], ['secret']],
  [`password: hunter2. Then I got 401`, ['hunter2'], ['password']],
  [
    `Authorization: Basic dXNlcjpwYXNz and curl -H "Authorization: token 0123456789abcdef"`,
    ['dXNlcjpwYXNz', '0123456789abcdef'],
    ['Authorization credential', 'Authorization credential'],
  ],
];

describe('scrubReaderText', () => {
  it.each(CASES)('removes what %j holds', (text, secrets, labels) => {
    const { text: out, removed } = scrubReaderText(text);
    for (const secret of secrets) expect(out).not.toContain(secret);
    for (const label of labels) expect(out).toContain(placeholder(label));
    const expected: Record<string, number> = {};
    for (const label of labels) expected[label] = (expected[label] ?? 0) + 1;
    expect(removed).toEqual(expected);
    // Scrubbed text holds nothing more to remove.
    expect(scrubReaderText(out)).toEqual({ text: out, removed: {} });
  });

  it.each(PASTED)('finds the $label the run tests plant', ({ text, secrets, label }) => {
    const { text: out, removed } = scrubReaderText(text);
    for (const secret of secrets) expect(out).not.toContain(secret);
    expect(removed).toEqual({ [label]: 1 });
  });

  it('keeps the words around a credential as they were', () => {
    expect(scrubReaderText(`my key is ${GITHUB}, why 401?`).text).toBe(
      'my key is [GitHub token removed], why 401?',
    );
    expect(scrubReaderText(`card ${CARD} exp 12/26 cvc 123`).text).toBe(
      'card [card number removed] exp 12/26 cvc 123',
    );
    expect(scrubReaderText(`my key:\n${PRIVATE_KEY}\nthanks`).text).toBe(
      'my key:\n[private key removed]\nthanks',
    );
  });

  it('names a credential found twice by what it is, once', () => {
    // A JWT sent as a bearer token, a GitHub token as a URL parameter and after `token=`.
    expect(scrubReaderText(`Authorization: Bearer ${JWT}`)).toEqual({
      text: 'Authorization: [JWT removed]',
      removed: { JWT: 1 },
    });
    expect(scrubReaderText(`https://api.acme.io/x?token=${GITHUB}&page=2`).text).toBe(
      'https://api.acme.io/x?[GitHub token removed]&page=2',
    );
    expect(scrubReaderText(`GITHUB_TOKEN=${GITHUB}`).removed).toEqual({ 'GitHub token': 1 });
  });

  it('removes a private key cut short, a header alone, and one pasted with escaped line breaks', () => {
    const cut = `-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ why does ssh fail?`;
    expect(scrubReaderText(cut).text).toBe('[private key removed] why does ssh fail?');
    expect(scrubReaderText('it starts with -----BEGIN PRIVATE KEY----- and then').text).toBe(
      'it starts with [private key removed] and then',
    );
    const escaped = `"key": "-----BEGIN EC PRIVATE KEY-----\\n${PEM_BODY}\\n-----END EC PRIVATE KEY-----\\n"`;
    expect(scrubReaderText(escaped).text).toBe('"key": "[private key removed]\\n"');
  });

  it('finds cards between other numbers, written whole, in groups, or two in a row', () => {
    expect(scrubReaderText('order 12 4111 1111 1111 1111 26').text).toBe(
      'order 12 [card number removed] 26',
    );
    expect(scrubReaderText('4111111111111111 4242424242424242').removed).toEqual({
      'card number': 2,
    });
  });

  it('is not switched off by a secretlint-disable comment in the text', () => {
    const text = `// secretlint-disable\n${GITHUB}\n// secretlint-enable`;
    expect(scrubReaderText(text).text).not.toContain(GITHUB);
  });

  it('keeps ordinary text as it is', () => {
    for (const text of [
      ...UNTOUCHED,
      'The quickstart is great, but the second step confused me. Thanks!',
      'supercalifragilisticexpialidocious Donaudampfschifffahrtsgesellschaftskapitän',
      'fixed in commit 3f2a9c1d7e8b4a6f5c0d9e8b7a6f5c4d3e2b1a09 (short 3f2a9c1)',
      'upgrade from v1.2.3 to 10.15.7, node 20.19.4',
      'since 2024-01-31, 31/01/2024 and 2024-01-31T10:00:00Z',
      'order 4111 1111 1111 1112, ticket 5500-0000-0000-0005, invoice 1234567890123456',
      'request 123e4567-e89b-12d3-a456-426614174000 failed',
      'npm i -g mint && mint dev --port 3333',
      'a password reset link; my key is not working; the token expired after 3600 seconds',
      'use Bearer authentication; secret sauce; api_key: YOUR_API_KEY; Client(api_key="...")',
      'keys: 12345678; token: ${{ secrets.MINT_TOKEN }}; see https://docs.acme.io/a?b=c#key',
      'new Client({ apiKey: process.env.KEY }); token = config.authToken; key=$API_KEY; secret: ${SECRET}',
      'call +1 (415) 555-0132 or mail jane@example.com',
    ]) {
      expect(scrubReaderText(text)).toEqual({ text, removed: {} });
    }
  });
});

describe('scrubReaderTexts', () => {
  it('gives each text what it gives it alone, a credential at either end of a text included', () => {
    const texts = [
      ...CASES.map(([text]) => text),
      ...UNTOUCHED,
      `ends with ${GITHUB}`,
      `${STRIPE} starts it`,
      'db postgres://admin:Hunter2pw@db.acme.io:5432/prod',
      '_authToken=',
      'npm_ is next',
      '',
    ];
    expect(scrubReaderTexts(texts)).toEqual(texts.map((t) => scrubReaderText(t)));
    expect(scrubReaderTexts([])).toEqual([]);
  });
});

describe('the rules below it', () => {
  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('takes a value after a credential word for a credential only when it looks like one', () => {
    expect(looksLikeCredential('abc123def456', false)).toBe(true);
    expect(looksLikeCredential('Ab1-xyz9', false)).toBe(true);
    expect(looksLikeCredential('expired', false)).toBe(false);
    expect(looksLikeCredential('YOUR_API_KEY', false)).toBe(false);
    expect(looksLikeCredential('12345678901234', false)).toBe(false);
    expect(looksLikeCredential('hunter2', true)).toBe(true);
    expect(looksLikeCredential('incorrect', true)).toBe(false);
  });

  it('finds a credential named inside a long word and after a long run of word boundaries', () => {
    // The name's prefix is bounded (64 characters) so a long run is scanned once, not once per
    // boundary; the names people write still match, and a longer one from its last dash.
    for (const name of [
      'x-api-key',
      'NEXT_PUBLIC_SUPABASE_ANON_KEY',
      `${'1-'.repeat(5_000)}token`,
    ]) {
      const scrubbed = scrubReaderText(`${name}: sk9Xq2Lm7Pw4Zt1Vb8`).text;
      expect(scrubbed, name.slice(0, 40)).not.toContain('sk9Xq2Lm7Pw4Zt1Vb8');
    }
  });
});

describe('the tally', () => {
  it('adds, counts and says what was removed', () => {
    const tally: Record<string, number> = {};
    addRemoved(tally, { 'GitHub token': 1 });
    addRemoved(tally, { 'GitHub token': 1, 'card number': 1 });
    addRemoved(tally, {});
    expect(countRemoved(tally)).toBe(3);
    expect(describeRemoved(tally)).toBe(
      '3 credentials removed from reader text: 2 GitHub tokens and 1 card number.',
    );
    expect(describeRemoved({ JWT: 1 })).toBe('1 credential removed from reader text: 1 JWT.');
    expect(describeRemoved({})).toBe('');
  });
});
