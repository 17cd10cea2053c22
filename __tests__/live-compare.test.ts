/**
 * The live check's comparison (src/live/normalize.ts, prose.ts, compare.ts): pure, data in,
 * verdict out.
 */
import { describe, expect, it } from 'vitest';
import { comparePage, expectationOf } from '../src/live/compare.js';
import { normalizeProse } from '../src/live/normalize.js';
import { patchLines, readProse } from '../src/live/prose.js';

const PAGE = [
  '---',
  "title: 'Rate limits'",
  'description: How many requests',
  '---',
  "import { Tip } from '/snippets/tip.mdx';",
  '',
  'Every key may send **100 requests** per minute.',
  '',
  '```bash',
  'curl https://api.example.com',
  '```',
  '',
  '<Note>',
  'Limits apply per organization.',
  '</Note>',
  '',
  '- Bursts up to 20 are allowed.',
].join('\n');

describe('normalizeProse', () => {
  it('meets two renderings of one sentence', () => {
    expect(normalizeProse('It’s “fine” &amp; done\\*')).toBe(normalizeProse(`It's "fine" & done*`));
    expect(normalizeProse('  - **Bold**   [link](/a/b)  ')).toBe('Bold link');
    expect(normalizeProse('## Heading &#x2019;s')).toBe("Heading 's");
  });
  it('keeps a changed sentence apart', () => {
    expect(normalizeProse('100 requests per minute')).not.toBe(
      normalizeProse('60 requests per minute'),
    );
  });
});

describe('readProse', () => {
  it('reads the title and the prose lines only', () => {
    const prose = readProse(PAGE);
    expect(prose.title).toBe('Rate limits');
    expect(prose.lines).toEqual([
      'Every key may send **100 requests** per minute.',
      'Limits apply per organization.',
      '- Bursts up to 20 are allowed.',
    ]);
  });
  it('takes the first # heading as the title of served Markdown', () => {
    expect(readProse('# Rate limits\n\nText').title).toBe('Rate limits');
  });
  it.each([
    ['plain', 'title: Rate limits # the page'],
    ['single-quoted', "title: 'Rate limits'"],
    ['double-quoted', 'title: "Rate \\u006cimits"'],
    ['folded', 'title: >-\n  Rate\n  limits'],
    ['folded, kept break', 'title: >\n  Rate\n  limits'],
    ['literal', 'title: |\n  Rate limits'],
  ])('reads a %s title as YAML does', (_, line) => {
    const prose = readProse(`---\n${line}\ndescription: x\n---\n\nText.`);
    expect(prose).toMatchObject({ title: 'Rate limits', lines: ['Text.'] });
    expect(prose.problem).toBeUndefined();
  });
  it('a frontmatter that is not YAML is not compared, with a warning, and never throws', () => {
    const broken = '---\ntitle: "Rate limits\ndescription: [x\n---\n\nText.';
    expect(readProse(broken).problem).toMatch(/^the frontmatter is not valid YAML \(/);
    const e = expectationOf(broken, undefined);
    expect(e).toMatchObject({
      basis: 'nothing',
      problem: expect.stringMatching(/^committed file: /),
    });
    expect(comparePage(e, '# Rate limits\n\nText.')).toMatchObject({
      verdict: 'not-compared',
      warn: true,
    });
    // The same of the live page's frontmatter.
    const ok = expectationOf('---\ntitle: Rate limits\n---\n\nText.', undefined);
    expect(comparePage(ok, broken)).toMatchObject({
      verdict: 'not-compared',
      detail: expect.stringMatching(/^live page: the frontmatter is not valid YAML/),
      warn: true,
    });
  });
  it('reads a patch', () => {
    expect(patchLines('@@ -1,2 +1,2 @@\n-old line\n+new line\n same')).toEqual({
      added: ['new line'],
      removed: ['old line'],
    });
  });
});

describe('expectationOf and comparePage', () => {
  const served =
    '# Rate limits\n\nEvery key may send **100 requests** per minute.\n\nLimits apply per organization.\n\n* Bursts up to 20 are allowed.\n';

  it('compares the title and the lines the commit added', () => {
    const e = expectationOf(
      PAGE,
      '@@ -5 +5 @@\n-Every key may send 60 requests per minute.\n+Every key may send **100 requests** per minute.',
    );
    expect(e.basis).toBe('added lines');
    expect(e.present).toEqual(['Every key may send 100 requests per minute.']);
    expect(comparePage(e, served)).toEqual({ verdict: 'fresh', detail: 'title and 1 added line' });
    const old = served.replace('100', '60');
    expect(comparePage(e, old).verdict).toBe('stale');
  });

  it('without added prose, the removed lines must be gone', () => {
    const e = expectationOf(PAGE, '@@ -5 +5 @@\n-This sentence is about to disappear.');
    expect(e.basis).toBe('removed lines');
    expect(comparePage(e, served).verdict).toBe('fresh');
    expect(comparePage(e, `${served}\nThis sentence is about to disappear.\n`)).toMatchObject({
      verdict: 'stale',
      detail: '1 removed line is still there',
    });
  });

  it('a commit that only edits code has nothing to compare', () => {
    const e = expectationOf(PAGE, '@@ -10 +10 @@\n-curl http://x\n+curl https://api.example.com');
    expect(e.basis).toBe('nothing');
    expect(comparePage(e, served).verdict).toBe('not-compared');
  });

  it('a changed title is compared even without prose', () => {
    const e = expectationOf(PAGE, "@@ -2 +2 @@\n-title: Limits\n+title: 'Rate limits'");
    expect(e.basis).toBe('title only');
    expect(comparePage(e, served).verdict).toBe('fresh');
    expect(comparePage(e, served.replace('# Rate limits', '# Limits'))).toMatchObject({
      verdict: 'stale',
      detail: 'the title differs',
    });
  });

  it('without a diff, samples the page', () => {
    const e = expectationOf(PAGE, undefined);
    expect(e.basis).toBe('sample');
    expect(e.present).toHaveLength(3);
    expect(comparePage(e, served).verdict).toBe('fresh');
  });
});
