import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_SHAPES, Output } from '../src/constants.js';
import { InputError } from '../src/errors.js';
import { shapeProblem } from '../src/guard.js';
import { normalizeDomain, parseDuration, parseIsoDate } from '../src/inputs/parse.js';
import { readInputs } from '../src/modes/index.js';
import { type InputHooks } from '../src/inputs/common.js';
import { actionDefaults } from './helpers/run-action.js';

const KEY = 'mint_test_0123456789abcdef';

/** Builds an env like the runner's: action.yml defaults, then the given inputs. */
function envOf(
  inputs: Record<string, string>,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'acme/docs', ...extra };
  for (const [k, v] of Object.entries({ ...actionDefaults(), 'admin-key': KEY, ...inputs })) {
    env[`INPUT_${k.toUpperCase()}`] = v.includes('${{') ? '' : v;
  }
  return env;
}

function hooks(): InputHooks & { secrets: string[]; warnings: string[] } {
  const secrets: string[] = [];
  const warnings: string[] = [];
  return {
    secrets,
    warnings,
    setSecret: (s) => secrets.push(s),
    warning: (m) => warnings.push(m),
  };
}

function problemsOf(fn: () => unknown): readonly string[] {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).problems;
  }
  throw new Error('expected an InputError');
}

describe('readInputs', () => {
  it('masks the admin key and the token before anything else', () => {
    const h = hooks();
    readInputs(envOf({ mode: 'status', 'status-id': 'abc123', 'github-token': 'ghs_x' }), h);
    expect(h.secrets).toEqual([KEY, 'ghs_x']);
  });

  it('masks the key even when other inputs are bad', () => {
    const h = hooks();
    problemsOf(() => readInputs(envOf({ mode: 'nope' }), h));
    expect(h.secrets).toContain(KEY);
  });

  it('warns, without failing, on a key without the mint_ prefix', () => {
    const h = hooks();
    const inputs = readInputs(
      envOf({ mode: 'status', 'status-id': 'abc', 'admin-key': 'sk_other' }),
      h,
    );
    expect(inputs.adminKey).toBe('sk_other');
    expect(h.warnings.join('\n')).toMatch(/mint_/);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf(() =>
      readInputs(
        envOf({
          'admin-key': '',
          mode: 'feedback',
          timeout: '10 minutes',
          'page-size': '500',
          'date-from': '2024-02-30',
          source: 'email',
          'feedback-status': 'pending,bogus',
          comment: 'yes',
        }),
        hooks(),
      ),
    );
    const text = problems.join('\n');
    expect(problems.length).toBeGreaterThanOrEqual(7);
    for (const name of [
      'admin-key',
      'timeout',
      'page-size',
      'date-from',
      'source',
      'feedback-status',
      'comment',
      'project-id',
    ]) {
      expect(text).toContain(`\`${name}\``);
    }
  });

  it('gives each mode its default timeout and honours units', () => {
    expect(readInputs(envOf({ mode: 'status', 'status-id': 'a' }), hooks()).timeoutMs).toBe(
      20 * 60_000,
    );
    expect(readInputs(envOf({ mode: 'export', domain: 'docs.acme.com' }), hooks()).timeoutMs).toBe(
      30 * 60_000,
    );
    expect(readInputs(envOf({ mode: 'feedback', 'project-id': 'p1' }), hooks()).timeoutMs).toBe(
      10 * 60_000,
    );
    expect(
      readInputs(envOf({ mode: 'status', 'status-id': 'a', timeout: '90' }), hooks()).timeoutMs,
    ).toBe(90_000);
  });

  it('requires a status id or trigger with a project id in status mode', () => {
    expect(problemsOf(() => readInputs(envOf({ mode: 'status' }), hooks())).join()).toMatch(
      /status-id/,
    );
    expect(
      problemsOf(() => readInputs(envOf({ mode: 'status', trigger: 'true' }), hooks())).join(),
    ).toMatch(/project-id/);
    expect(
      problemsOf(() =>
        readInputs(
          envOf({ mode: 'status', trigger: 'true', 'status-id': 'x', 'project-id': 'p' }),
          hooks(),
        ),
      ).join(),
    ).toMatch(/not both/);
    expect(
      problemsOf(() =>
        readInputs(envOf({ mode: 'status', 'status-id': '../../etc' }), hooks()),
      ).join(),
    ).toMatch(/not a status ID/);
    const ok = readInputs(
      envOf({ mode: 'status', trigger: 'TRUE', 'project-id': 'p1', wait: 'False' }),
      hooks(),
    );
    expect(ok).toMatchObject({ mode: 'status', trigger: true, wait: false, projectId: 'p1' });
  });

  it('normalizes the export domain and refuses what is not a hostname', () => {
    const ok = readInputs(envOf({ mode: 'export', domain: 'https://Docs.Example.com/' }), hooks());
    expect(ok).toMatchObject({ mode: 'export', domain: 'docs.example.com', target: 'artifact' });
    for (const bad of [
      'https://docs.example.com/docs',
      'docs.example.com:8080',
      'not a host',
      'localhost',
      '',
    ]) {
      expect(
        problemsOf(() => readInputs(envOf({ mode: 'export', domain: bad }), hooks())).join(),
      ).toMatch(/domain/);
    }
  });

  it('reads paths, target, retention and the release tag', () => {
    const inputs = readInputs(
      envOf(
        {
          mode: 'export',
          domain: 'docs.acme.com',
          paths: '/index\n\nguides/intro\nguides/intro\n',
          target: 'release',
          'retention-days': '7',
        },
        { GITHUB_REF: 'refs/tags/v1.2.0' },
      ),
      hooks(),
    );
    expect(inputs).toMatchObject({
      paths: ['index', 'guides/intro'],
      target: 'release',
      releaseTag: 'v1.2.0',
      retentionDays: 7,
    });
    const problems = problemsOf(() =>
      readInputs(
        envOf({
          mode: 'export',
          domain: 'docs.acme.com',
          target: 'release',
          'retention-days': '91',
          'artifact-name': 'a/b',
        }),
        hooks(),
      ),
    ).join('\n');
    expect(problems).toMatch(/release-tag/);
    expect(problems).toMatch(/retention-days/);
    expect(problems).toMatch(/artifact-name/);
    expect(
      problemsOf(() =>
        readInputs(envOf({ mode: 'export', domain: 'd.io', target: 'gh-pages' }), hooks()),
      ).join(),
    ).toMatch(/`target`/);
  });

  it('refuses the artifact and Pages targets on GitHub Enterprise Server, before any request', () => {
    const ghes = { GITHUB_SERVER_URL: 'https://github.acme-corp.example' };
    for (const target of ['artifact', 'pages']) {
      const problems = problemsOf(() =>
        readInputs(envOf({ mode: 'export', domain: 'docs.acme.com', target }, ghes), hooks()),
      ).join('\n');
      expect(problems).toContain(`\`target: ${target}\` cannot run on GitHub Enterprise Server`);
      expect(problems).toContain('`target: release`');
      expect(problems).toContain('`target: none`');
    }
    for (const target of ['release', 'none']) {
      const env = envOf({ mode: 'export', domain: 'd.io', target, 'release-tag': 'v1' }, ghes);
      expect(readInputs(env, hooks())).toMatchObject({ target });
    }
    // GHE.com tenants and github.com have the artifact service.
    for (const server of ['https://octo.ghe.com', 'https://github.com']) {
      const env = envOf({ mode: 'export', domain: 'd.io' }, { GITHUB_SERVER_URL: server });
      expect(readInputs(env, hooks())).toMatchObject({ target: 'artifact' });
    }
  });

  it.each(['feedback', 'status'])(
    '%s: leaves `docs-root` to be found when unset; `.` and `/` name the root',
    (mode) => {
      const root = (value?: string) => {
        const inputs = readInputs(
          envOf({
            mode,
            'project-id': 'p1',
            ...(mode === 'status' ? { 'status-id': 'abc' } : {}),
            ...(value === undefined ? {} : { 'docs-root': value }),
          }),
          hooks(),
        );
        if (inputs.mode !== 'feedback' && inputs.mode !== 'status') throw new Error('mode');
        return inputs.docsRoot;
      };
      expect(root()).toBeUndefined();
      expect(root(' ')).toBeUndefined();
      expect(root('.')).toBe('');
      expect(root('/')).toBe('');
      expect(root(' docs/ ')).toBe('docs');
    },
  );

  it('reads feedback filters and defaults the start to 30 days ago', () => {
    const before = Date.now();
    const inputs = readInputs(
      envOf({
        mode: 'feedback',
        'project-id': 'p1',
        'feedback-status': 'pending, resolved,pending',
        'docs-root': './docs/',
      }),
      hooks(),
    );
    if (inputs.mode !== 'feedback') throw new Error('mode');
    expect(inputs.statuses).toEqual(['pending', 'resolved']);
    expect(inputs.commentKey).toBe('p1');
    expect(inputs.docsRoot).toBe('docs');
    expect(inputs.pageSize).toBe(100);
    expect(inputs.maxPages).toBe(20);
    const from = Date.parse(inputs.dateFrom);
    expect(before - from).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(before - from).toBeLessThan(30 * 86_400_000 + 60_000);
    expect(
      problemsOf(() =>
        readInputs(
          envOf({
            mode: 'feedback',
            'project-id': 'p1',
            'date-from': '2024-03-01',
            'date-to': '2024-03-01',
          }),
          hooks(),
        ),
      ).join(),
    ).toMatch(/before/);
  });

  it('strips /v1 from api-url with a warning and refuses other URLs', () => {
    const h = hooks();
    expect(
      readInputs(
        envOf({ mode: 'status', 'status-id': 'a', 'api-url': 'http://127.0.0.1:4010/v1/' }),
        h,
      ).apiUrl,
    ).toBe('http://127.0.0.1:4010');
    expect(h.warnings.join()).toMatch(/v1/);
    for (const bad of ['ftp://x', 'not a url', 'https://u:p@api.mintlify.com']) {
      expect(
        problemsOf(() =>
          readInputs(envOf({ mode: 'status', 'status-id': 'a', 'api-url': bad }), hooks()),
        ).join(),
      ).toMatch(/api-url/);
    }
  });

  it('returns a frozen object', () => {
    const inputs = readInputs(
      envOf({ mode: 'export', domain: 'docs.acme.com', paths: 'a' }),
      hooks(),
    );
    expect(Object.isFrozen(inputs)).toBe(true);
    if (inputs.mode !== 'export') throw new Error('mode');
    expect(Object.isFrozen(inputs.paths)).toBe(true);
    expect(Object.isFrozen(inputs.runner)).toBe(true);
  });
});

describe('the admin key and the status id, as the docs describe them', () => {
  const warningsFor = (key: string) => {
    const h = hooks();
    readInputs(envOf({ mode: 'status', 'status-id': 'abc', 'admin-key': key }), h);
    return h.warnings;
  };

  it('warns of an assistant key (`mint_dsc_`) and of a key without `mint_`, not of an admin key', () => {
    expect(warningsFor('mint_0123456789abcdef')).toEqual([]);
    expect(warningsFor('mint_dsc_0123456789abcdef').join()).toContain('it is an assistant key');
    expect(warningsFor('pk_0123456789abcdef').join()).toContain('as Mintlify admin keys do');
  });

  it('the `status-id` output holds exactly what the `status-id` input accepts', () => {
    const ids = ['st_0123456789abcdef', 'a-b_C9', 'x'.repeat(200)];
    const refused = ['st.1', 'st:1', 'st/1', 'st 1', 'x'.repeat(201)];
    for (const id of [...ids, ...refused]) {
      const read = () => readInputs(envOf({ mode: 'status', 'status-id': id }), hooks());
      const accepted = ids.includes(id);
      if (accepted) read();
      else expect(problemsOf(read).join()).toContain('is not a status ID');
      expect(shapeProblem(id, OUTPUT_SHAPES[Output.StatusId]) === undefined, id).toBe(accepted);
    }
  });
});

describe('parsers', () => {
  it('parses durations', () => {
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('1h')).toBe(3_600_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('250ms')).toBe(250);
    for (const bad of ['', 'ten', '10 m', '-5', '5d']) expect(parseDuration(bad)).toBeUndefined();
  });

  it('parses dates as the analytics API accepts them', () => {
    expect(parseIsoDate('2024-01-31')).toBe(Date.UTC(2024, 0, 31));
    expect(parseIsoDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseIsoDate('2024-01-31T12:00:00Z')).toBe(Date.UTC(2024, 0, 31, 12));
    expect(parseIsoDate('2024-01-31T12:00:00.123+02:00')).toBe(
      Date.UTC(2024, 0, 31, 10, 0, 0, 123),
    );
    for (const bad of ['2023-02-29', '2024-13-01', '31/01/2024', 'yesterday', '2024-01-31 12:00']) {
      expect(parseIsoDate(bad)).toBeUndefined();
    }
  });

  it('normalizes domains', () => {
    expect(normalizeDomain('acme.mintlify.app')).toBe('acme.mintlify.app');
    expect(normalizeDomain('HTTP://Docs.Example.COM//')).toBe('docs.example.com');
    expect(normalizeDomain('-bad.example.com')).toBeUndefined();
    expect(normalizeDomain('docs.example.com/path')).toBeUndefined();
  });
});

describe('runs GitHub gives no secrets', () => {
  /** The env of a run of `event` by `actor`, with the given inputs and an empty key. */
  function withoutKey(
    inputs: Record<string, string>,
    event: string,
    payload: Record<string, unknown>,
    actor = 'octocat',
  ): NodeJS.ProcessEnv {
    const dir = mkdtempSync(path.join(tmpdir(), 'inputs-'));
    const eventPath = path.join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify(payload));
    return envOf(
      { 'admin-key': '', ...inputs },
      { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: eventPath, GITHUB_ACTOR: actor },
    );
  }
  const forkPr = { pull_request: { number: 3, head: { repo: { full_name: 'stranger/docs' } } } };
  const ownPr = { pull_request: { number: 4, head: { repo: { full_name: 'acme/docs' } } } };
  const feedback = { mode: 'feedback', 'project-id': 'p1' };
  const withheld = (env: NodeJS.ProcessEnv): unknown =>
    (readInputs(env, hooks()) as { secretsWithheld?: string }).secretsWithheld;

  it("marks a fork's pull_request and Dependabot's pull requests and pushes to be skipped", () => {
    expect(withheld(withoutKey(feedback, 'pull_request', forkPr))).toBe('fork');
    expect(withheld(withoutKey(feedback, 'pull_request', ownPr, 'dependabot[bot]'))).toBe(
      'dependabot',
    );
    const status = { mode: 'status', 'status-id': 'abc123' };
    expect(withheld(withoutKey(status, 'push', {}, 'dependabot[bot]'))).toBe('dependabot');
  });

  it('skips them even when inputs that may come from secrets too are empty', () => {
    // `project-id` kept in a secret is empty on these runs as well: not a problem to report.
    const env = withoutKey({ mode: 'feedback' }, 'pull_request', ownPr, 'dependabot[bot]');
    expect(withheld(env)).toBe('dependabot');
    // An unknown mode is never a secret's doing.
    problemsOf(() => readInputs(withoutKey({ mode: 'nope' }, 'pull_request', forkPr), hooks()));
  });

  it('keeps an empty key an error anywhere else, pull_request_target included', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['pull_request_target', forkPr, 'octocat'],
      ['pull_request_target', ownPr, 'dependabot[bot]'],
      ['pull_request', ownPr, 'octocat'],
      ['push', {}, 'octocat'],
      ['schedule', {}, 'dependabot[bot]'],
    ];
    for (const [event, payload, actor] of cases) {
      const text = problemsOf(() =>
        readInputs(withoutKey(feedback, event, payload, actor), hooks()),
      ).join('\n');
      expect(text, `${event} by ${actor}`).toContain('`admin-key` is required');
    }
  });

  it('uses the key as usual when Dependabot secrets are set', () => {
    const env = envOf(feedback, { GITHUB_EVENT_NAME: 'push', GITHUB_ACTOR: 'dependabot[bot]' });
    const inputs = readInputs(env, hooks());
    expect(inputs.adminKey).toBe(KEY);
    expect(withheld(env)).toBeUndefined();
  });
});

describe('reader-signals', () => {
  const feedback = (value?: string) =>
    envOf({
      mode: 'feedback',
      'project-id': 'proj',
      ...(value !== undefined ? { 'reader-signals': value } : {}),
    });
  const signals = (value?: string) =>
    (readInputs(feedback(value), hooks()) as { readerSignals: readonly string[] }).readerSignals;

  it('reads both by default, a list in any order and case, or none', () => {
    expect(signals()).toEqual(['searches', 'assistant']);
    expect(signals('')).toEqual(['searches', 'assistant']);
    expect(signals('assistant')).toEqual(['assistant']);
    expect(signals(' Assistant , searches,assistant ')).toEqual(['assistant', 'searches']);
    expect(signals('searches\nassistant')).toEqual(['searches', 'assistant']);
    expect(signals('none')).toEqual([]);
    expect(signals('NONE')).toEqual([]);
  });

  it('refuses unknown signals and none with others, with every other problem at once', () => {
    const problems = problemsOf(() =>
      readInputs(
        envOf({
          mode: 'feedback',
          'project-id': 'proj',
          'reader-signals': 'searches, clicks, views',
          'max-pages': '0',
        }),
        hooks(),
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          '`reader-signals` "clicks" is not one of `searches`, `assistant` or `none`.',
        ),
        expect.stringContaining('`reader-signals` "views" is not one of'),
        expect.stringContaining('`max-pages`'),
      ]),
    );
    expect(problemsOf(() => readInputs(feedback('none, searches'), hooks()))).toEqual([
      expect.stringContaining('mixes `none` with signals'),
    ]);
  });
});
