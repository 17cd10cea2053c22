/**
 * Keeps the README and docs/ honest: every workflow example is run through the action's own input
 * parser and checked against action.yml (inputs, outputs, required inputs, permissions, the
 * `docs-root` its `paths:` filter promises), no
 * `run:` pastes an expression into a script, every troubleshooting entry quotes a message that
 * really is in src/ and every failure summary links an entry that exists, the generated emulator
 * tables list what emulator/action.yml declares, and every link lands on a file and a heading. A
 * newcomer who copies an example gets something that works.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSettings, SCENARIOS } from '../emulator/options.js';
import { FIXED_MODE_ENV, MODES, TARGETS, type Mode } from '../src/constants.js';
import { InputError } from '../src/errors.js';
import { planAnalytics } from '../src/modes/feedback/plan.js';
import { readInputs } from '../src/modes/index.js';
import { ROOT } from './helpers/run-action.js';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The pages of docs/ (the rendered samples are the action's output, not documentation). */
const DOC_FILES = readdirSync(path.join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
/** Every page a user reads, by path from the root. */
const PAGES: ReadonlyMap<string, string> = new Map(
  ['README.md', ...DOC_FILES].map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8')]),
);
const TROUBLESHOOTING = PAGES.get('docs/troubleshooting.md') ?? '';
const ACTION = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, unknown>;
};
const OUTPUTS = new Set(Object.keys(ACTION.outputs));
/** The emulator step's action.yml (emulator/action.yml). */
const EMULATOR = parse(readFileSync(path.join(ROOT, 'emulator', 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};

/**
 * How the docs refer to this action in `uses:`: the major tag, a pinned commit, or `./` (this
 * repository itself).
 */
const PER_MODE = MODES.join('|');
const OUR_ACTION = new RegExp(
  `^(OWNER/mintlify-docs-action(/(${PER_MODE}))?@(v1|[0-9a-f]{40})|\\./?|\\./(${PER_MODE}))$`,
);

/** The mode a per-mode `uses:` fixes (`…/status@v1`, `./status`); undefined for the root action. */
function modeOfUses(uses: string): string | undefined {
  const mode = /^(?:OWNER\/mintlify-docs-action\/|\.\/)([a-z]+)(?:@|$)/.exec(uses)?.[1];
  return MODES.find((m) => m === mode);
}

/**
 * The inputs a step may set: the per-mode action's own (`<mode>/action.yml`), or the root
 * action's for the root form.
 */
function inputsFor(mode: string | undefined): { names: Set<string>; required: string[] } {
  const file = mode ? path.join(ROOT, mode, 'action.yml') : undefined;
  const spec = file ? (parse(readFileSync(file, 'utf8')) as typeof ACTION).inputs : ACTION.inputs;
  const names = Object.keys(spec).filter((name) => !(mode && name === 'mode'));
  return {
    names: new Set(names),
    required: names.filter((name) => spec[name]?.required),
  };
}

/** How the docs refer to a mode's own action (`<mode>/action.yml`): the mode is the group. */
const OWN_ACTION = /^(?:OWNER\/mintlify-docs-action\/([a-z]+)@(?:v1|[0-9a-f]{40})|\.\/([a-z]+))$/;

/** The mode of a `uses:` naming a mode's own action, or undefined. */
function ownMode(uses: string): Mode | undefined {
  const m = OWN_ACTION.exec(uses);
  return MODES.find((mode) => mode === (m?.[1] ?? m?.[2]));
}

/** The inputs of a mode's own action (`<mode>/action.yml`). */
function ownInputs(mode: Mode): Record<string, { required?: boolean; default?: string }> {
  const doc = parse(readFileSync(path.join(ROOT, mode, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { required?: boolean; default?: string }>;
  };
  return doc.inputs;
}
/** How the README refers to the emulator step (emulator/action.yml). */
const EMULATOR_ACTION = /^(OWNER\/mintlify-docs-action\/emulator@v1|\.\/emulator)$/;
/**
 * `admin-key` must come from a secret (or, for the emulator, an env variable or the emulator
 * step's output): never a literal.
 */
const KEY_EXPRESSION =
  /^\$\{\{\s*(secrets\.MINTLIFY_ADMIN_KEY|env\.[A-Z_]+|steps\.[\w-]+\.outputs\.admin-key)\s*\}\}$/;
/** A key-shaped value for the parser; it never leaves this test. */
const SAMPLE_KEY = 'mint_readme_example_0123456789';
/** Values that stand in for expressions, per input. */
const SAMPLES: Record<string, string> = {
  'admin-key': SAMPLE_KEY,
  'api-url': 'http://127.0.0.1:4010',
  'project-id': 'proj_readme',
  'status-id': 'st_readme_1',
  domain: 'docs.example.com',
  'release-tag': 'v1.2.3',
  'comment-key': 'readme',
  'github-token': 'ghs_readme',
};

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fenced ```yaml block of a page, dedented (blocks inside list items are indented). */
interface YamlBlock {
  /** The page and the 1-based line of the opening fence, for failure messages. */
  where: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The block's text. */
  text: string;
  /** The parsed document. */
  doc: unknown;
}

function yamlBlocks(file: string, markdown: string): YamlBlock[] {
  const blocks: YamlBlock[] = [];
  const fence = /^( *)```ya?ml\n([\s\S]*?)^\1```/gm;
  for (const m of markdown.matchAll(fence)) {
    const indent = (m[1] ?? '').length;
    const text = (m[2] ?? '')
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    const line = markdown.slice(0, m.index).split('\n').length;
    blocks.push({ where: `${file} line ${line}`, line, text, doc: parse(text) as unknown });
  }
  return blocks;
}

/** One `uses:` of this action, with the workflow and job around it when the block has them. */
interface Example {
  /** Where it is, for test names. */
  label: string;
  block: YamlBlock;
  step: Obj;
  /** The step's `with:`; for a mode's own action, with the `mode` it fixes. */
  with: Obj;
  /** The mode: fixed by the per-mode action's path, else the `mode:` input. */
  mode: string;
  /** Whether `uses:` names a per-mode action (`…/status@v1`). */
  perMode: boolean;
  /** The mode, when the step uses that mode's own action (`OWNER/…/<mode>@v1`). */
  own?: Mode;
  /** The workflow, when the block is a whole workflow file. */
  workflow?: Obj;
  /** The job holding the step, when known. */
  job?: Obj;
}

function examplesOf(block: YamlBlock): Example[] {
  const found: Example[] = [];
  let jobName = '';
  const visit = (node: unknown, workflow: Obj | undefined, job: Obj | undefined): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, workflow, job);
      return;
    }
    if (!isObj(node)) return;
    const own = typeof node.uses === 'string' ? ownMode(node.uses) : undefined;
    if (typeof node.uses === 'string' && (own || OUR_ACTION.test(node.uses))) {
      const where = jobName ? `job ${jobName}, ` : '';
      const fixed = modeOfUses(node.uses);
      const mode = fixed ?? (isObj(node.with) ? String(node.with.mode) : '?');
      found.push({
        label: `${block.where}: ${where}mode ${mode}`,
        block,
        step: node,
        with: isObj(node.with) ? node.with : {},
        mode,
        perMode: fixed !== undefined,
        ...(own ? { own } : {}),
        ...(workflow ? { workflow } : {}),
        ...(job ? { job } : {}),
      });
      return;
    }
    if (isObj(node.jobs) && node === block.doc) {
      for (const [name, j] of Object.entries(node.jobs)) {
        jobName = name;
        visit(j, node, isObj(j) ? j : undefined);
      }
      return;
    }
    for (const value of Object.values(node)) visit(value, workflow, job);
  };
  visit(block.doc, undefined, undefined);
  return found;
}

const BLOCKS = [...PAGES].flatMap(([file, text]) => yamlBlocks(file, text));
const EXAMPLES = BLOCKS.flatMap(examplesOf);

/** The emulator steps of a block (`uses:` of emulator/action.yml). */
function emulatorSteps(block: YamlBlock): Obj[] {
  const found: Obj[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isObj(node)) {
      if (typeof node.uses === 'string' && EMULATOR_ACTION.test(node.uses)) found.push(node);
      else Object.values(node).forEach(visit);
    }
  };
  visit(block.doc);
  return found;
}
const EMULATOR_STEPS = BLOCKS.flatMap((block) =>
  emulatorSteps(block).map((step) => [block.where, step] as const),
);

/** The events a workflow runs on. */
function triggersOf(workflow: Obj | undefined): Obj {
  const on = workflow?.on;
  if (typeof on === 'string') return { [on]: null };
  if (Array.isArray(on)) return Object.fromEntries(on.map((e) => [String(e), null]));
  return isObj(on) ? on : {};
}

/** Each matrix combination the job runs (the first value of each list, or each `include`). */
function matrixCombos(job: Obj | undefined): Obj[] {
  const strategy = job?.strategy;
  const matrix = isObj(strategy) ? strategy.matrix : undefined;
  if (!isObj(matrix)) return [{}];
  const base: Obj = {};
  for (const [key, values] of Object.entries(matrix)) {
    if (key !== 'include' && key !== 'exclude' && Array.isArray(values)) base[key] = values[0];
  }
  const include = Array.isArray(matrix.include) ? matrix.include.filter(isObj) : [];
  return include.length > 0 ? include.map((entry) => ({ ...base, ...entry })) : [base];
}

/** The input's value with each `${{ … }}` replaced as a runner would, roughly. */
function resolve(input: string, value: unknown, combo: Obj): string {
  return String(value).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expr: string) => {
    const m = /^matrix\.([A-Za-z0-9_-]+)$/.exec(expr);
    if (m) {
      const v = combo[m[1] as string];
      if (v === undefined) throw new Error(`${expr} is not defined by the job's matrix`);
      return String(v);
    }
    return SAMPLES[input] ?? 'sample';
  });
}

/** The ref a run of this workflow has: a tag for release and tag-push triggers. */
function refOf(workflow: Obj | undefined): string {
  const on = triggersOf(workflow);
  const push = on.push;
  const tagged = 'release' in on || (isObj(push) && push.tags !== undefined);
  return tagged ? 'refs/tags/v1.2.3' : 'refs/heads/main';
}

/** The job's effective permissions: its own, else the workflow's; undefined when neither says. */
function permissionsOf(example: Example): Record<string, string> | undefined {
  const declared =
    example.job && 'permissions' in example.job
      ? example.job.permissions
      : example.workflow?.permissions;
  if (declared === undefined) return undefined;
  if (declared === 'write-all' || declared === 'read-all') {
    const level = declared === 'write-all' ? 'write' : 'read';
    return new Proxy({}, { get: () => level }) as Record<string, string>;
  }
  return isObj(declared)
    ? Object.fromEntries(Object.entries(declared).map(([k, v]) => [k, String(v)]))
    : {};
}

function grants(perms: Record<string, string>, scope: string, level: 'read' | 'write'): boolean {
  const has = perms[scope];
  return has === 'write' || (level === 'read' && has === 'read');
}

describe('workflow examples of the README and docs/', () => {
  it("checks a mode's own action against its own action.yml", () => {
    expect(ownMode('OWNER/mintlify-docs-action/status@v1')).toBe('status');
    expect(ownMode('./feedback')).toBe('feedback');
    expect(ownMode('./emulator')).toBeUndefined();
    expect(ownMode('OWNER/mintlify-docs-action@v1')).toBeUndefined();
    const [example] = examplesOf({
      where: 'test',
      line: 1,
      text: '',
      doc: { steps: [{ uses: './status', with: { follow: 'github-app' } }] },
    });
    expect(example).toMatchObject({ own: 'status', mode: 'status', perMode: true });
    expect(Object.keys(ownInputs('status'))).not.toContain('mode');
    expect(Object.keys(ownInputs('status'))).not.toContain('target');
  });

  it('has examples, all of them valid YAML', () => {
    expect(BLOCKS.length).toBeGreaterThan(0);
    // One per quick start at least, and the FAQ's, migration's and emulator's.
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(12);
  });

  it('use the per-mode actions (`…/status@v1`); the root action with `mode:` only where migrating says it stays', () => {
    const root = EXAMPLES.filter(
      (e) => !e.perMode && !e.block.where.startsWith('docs/migrating.md'),
    );
    expect(root.map((e) => e.label)).toEqual([]);
  });

  it.each(BLOCKS.map((b) => [b.where, b] as const))(
    '%s: no `${{ }}` pasted into a run: script (env: carries values in)',
    (_where, block) => {
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(visit);
        else if (isObj(node)) {
          if (typeof node.run === 'string') expect(node.run).not.toContain('${{');
          Object.values(node).forEach(visit);
        }
      };
      visit(block.doc);
    },
  );

  describe.each(EXAMPLES.map((e) => [e.label, e] as const))('%s', (_label, example) => {
    it('uses only inputs that action.yml declares, and every required one', () => {
      const { names, required } = inputsFor(example.perMode ? example.mode : undefined);
      for (const key of Object.keys(example.with)) expect(names, `input ${key}`).toContain(key);
      for (const name of required) expect(example.with, `required ${name}`).toHaveProperty(name);
    });

    it('picks a real mode and target, and takes the key from a secret', () => {
      expect(MODES).toContain(example.mode);
      if (example.with.target !== undefined) expect(TARGETS).toContain(example.with.target);
      // `check`, and `status` following the GitHub App or checking the live site on a schedule,
      // call no API.
      const noApi =
        example.mode === 'check' ||
        example.with.follow === 'github-app' ||
        (example.with.verify === 'all' && !example.with.trigger && !example.with['status-id']);
      if (!noApi || example.with['admin-key'] !== undefined) {
        expect(String(example.with['admin-key'])).toMatch(KEY_EXPRESSION);
      }
    });

    it("passes the action's own input checks, without warnings", () => {
      const workflow = example.workflow;
      const event = Object.keys(triggersOf(workflow))[0] ?? 'push';
      for (const combo of matrixCombos(example.job)) {
        const env: NodeJS.ProcessEnv = {
          GITHUB_REPOSITORY: 'acme/docs',
          GITHUB_REF: refOf(workflow),
          GITHUB_SHA: 'a'.repeat(40),
          GITHUB_EVENT_NAME: event,
          RUNNER_TEMP: tmpdir(),
          // The runner names a pull request's head branch; `mode: preview` previews it.
          ...(event.startsWith('pull_request') ? { GITHUB_HEAD_REF: 'feature/readme' } : {}),
        };
        // As the runner passes them: the inputs the action used declares, with their defaults.
        const declared = example.own ? ownInputs(example.own) : ACTION.inputs;
        if (example.own) env[FIXED_MODE_ENV] = example.own;
        const given = isObj(example.step.with) ? example.step.with : {};
        for (const [name, spec] of Object.entries(declared)) {
          const value = name in given ? given[name] : (spec.default ?? '');
          env[`INPUT_${name.toUpperCase()}`] = resolve(name, value, combo);
        }
        if (example.perMode) env.INPUT_MODE = example.mode;
        const warnings: string[] = [];
        try {
          readInputs(env, { setSecret: () => undefined, warning: (m) => warnings.push(m) });
        } catch (err) {
          const problems = err instanceof InputError ? err.problems.join('\n') : String(err);
          expect.fail(`the action would refuse this example:\n${problems}`);
        }
        expect(warnings).toEqual([]);
      }
    });

    it('maps pages from the folder its `paths:` filter watches (`docs-root`)', () => {
      const w = example.with;
      if (example.mode !== 'feedback' && example.mode !== 'preview') return;
      // A workflow that runs for changes under one folder keeps its docs there: without
      // `docs-root`, that folder would prefix every page path (links to /docs/guides/intro).
      const on = triggersOf(example.workflow);
      const folders = new Set<string>();
      for (const event of ['pull_request', 'pull_request_target', 'push']) {
        const spec = on[event];
        const paths: unknown[] = isObj(spec) && Array.isArray(spec.paths) ? spec.paths : [];
        for (const p of paths) {
          const folder = /^([^*!]+?)\/\*\*$/.exec(String(p))?.[1];
          if (folder) folders.add(folder);
        }
      }
      if (folders.size !== 1) return;
      expect(String(w['docs-root'] ?? ''), 'docs-root').toBe([...folders][0]);
    });

    it('declares the permissions (and environment) its step needs', () => {
      if (!example.workflow) return; // a step snippet, not a whole workflow
      const perms = permissionsOf(example);
      expect(perms, 'permissions: is declared').toBeDefined();
      if (!perms) return;
      const w: Obj = { ...example.with, mode: example.mode };
      if (w.mode === 'export' && w.target === 'pages') {
        expect(grants(perms, 'pages', 'write'), 'pages: write').toBe(true);
        expect(grants(perms, 'id-token', 'write'), 'id-token: write').toBe(true);
        const environment = example.job?.environment;
        const name = isObj(environment) ? environment.name : environment;
        expect(name, 'environment: github-pages').toBe('github-pages');
      }
      if (w.mode === 'export' && w.target === 'release') {
        expect(grants(perms, 'contents', 'write'), 'contents: write').toBe(true);
      }
      const on = triggersOf(example.workflow);
      if (w.mode === 'feedback' && ('pull_request' in on || 'pull_request_target' in on)) {
        const level = String(w.comment) === 'false' ? 'read' : 'write';
        expect(grants(perms, 'pull-requests', level), `pull-requests: ${level}`).toBe(true);
        // The docs folder is searched in the PR head's file list whatever `missing-redirects`
        // says (src/review/redirect-check.ts prDocsRoot), then docs.json and the OpenAPI
        // files are read (a private repository needs it).
        expect(grants(perms, 'contents', 'read'), 'contents: read').toBe(true);
      }
      if (w.mode === 'status') {
        // The live check reads the changed files and the docs folder; the App's way its Deployment.
        if (String(w.verify ?? 'changed') !== 'off') {
          expect(grants(perms, 'contents', 'read'), 'contents: read').toBe(true);
        }
        if (w.follow === 'github-app') {
          expect(grants(perms, 'deployments', 'read'), 'deployments: read').toBe(true);
        }
      }
      if (w.mode === 'health') {
        expect(grants(perms, 'issues', 'write'), 'issues: write').toBe(true);
      }
      if (w.mode === 'preview') {
        if ('pull_request' in on || 'pull_request_target' in on) {
          const level = String(w.comment) === 'false' ? 'read' : 'write';
          expect(grants(perms, 'pull-requests', level), `pull-requests: ${level}`).toBe(true);
        }
        if (String(w.deployment) !== 'false') {
          expect(grants(perms, 'deployments', 'write'), 'deployments: write').toBe(true);
        }
      }
    });
  });

  it.each(BLOCKS.map((b) => [b.where, b] as const))(
    'block at %s refers only to outputs that exist',
    (_line, block) => {
      const doc = isObj(block.doc) ? block.doc : {};
      const jobs = isObj(doc.jobs) ? doc.jobs : {};
      const ours = new Set(
        EXAMPLES.filter((e) => e.block === block && typeof e.step.id === 'string').map(
          (e) => e.step.id as string,
        ),
      );
      const emulators = new Set(emulatorSteps(block).map((step) => String(step.id)));
      for (const m of block.text.matchAll(/\bsteps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        if (emulators.has(m[1] as string)) {
          expect(Object.keys(EMULATOR.outputs), `emulator output ${m[2]}`).toContain(m[2]);
          continue;
        }
        expect(ours, `steps.${m[1]} is a step of this action`).toContain(m[1]);
        expect(OUTPUTS, `output ${m[2]}`).toContain(m[2]);
      }
      for (const m of block.text.matchAll(/\bneeds\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        const job = jobs[m[1] as string];
        const outputs = isObj(job) && isObj(job.outputs) ? job.outputs : {};
        expect(Object.keys(outputs), `job ${m[1]} declares output ${m[2]}`).toContain(m[2]);
      }
    },
  );
});

describe('emulator steps of the docs', () => {
  it('has one, leading docs/emulator.md', () => {
    expect(EMULATOR_STEPS.map(([where]) => where.split(' ')[0])).toContain('docs/emulator.md');
  });

  it.each(EMULATOR_STEPS)('%s: declared inputs, accepted values', (_label, step) => {
    const given = isObj(step.with) ? step.with : {};
    for (const key of Object.keys(given)) {
      expect(Object.keys(EMULATOR.inputs), `input ${key}`).toContain(key);
    }
    const value = (name: string): string => String(given[name] ?? EMULATOR.inputs[name]?.default);
    const parsed = parseSettings(
      {
        scenario: value('scenario'),
        port: value('port'),
        seed: value('seed'),
        feedback: value('feedback'),
      },
      0,
      (name) => name,
    );
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });
});

/** Every `.ts` file under src/, as one text, with string concatenations joined up. */
function sourceText(): string {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) files.push(full);
    }
  };
  walk(path.join(ROOT, 'src'));
  return (
    files
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
      // `'… the ' +\n  'key …'` reads as one message.
      .replace(/(['"`])\s*\+\s*(['"`])/g, '')
      .replace(/\\(['"`])/g, '$1')
  );
}

/** The `### ` entries of docs/troubleshooting.md, and what comes before the first. */
function troubleshootingEntries(markdown: string): { preamble: string; entries: string[] } {
  const [preamble = '', ...entries] = markdown.split(/^### /m);
  return { preamble, entries };
}

describe('docs/troubleshooting.md', () => {
  const { preamble, entries } = troubleshootingEntries(TROUBLESHOOTING);
  const src = sourceText();

  it('has entries, each with one "Message:" line', () => {
    expect(entries.length).toBeGreaterThan(40);
    expect(preamble).not.toMatch(/^Message:/m);
  });

  describe.each(entries.map((e) => [e.split('\n')[0] ?? '', e] as const))('%s', (_title, entry) => {
    it('quotes messages that the action really prints (verbatim in src/)', () => {
      const lines = entry.split('\n').filter((l) => l.startsWith('Message:'));
      expect(lines).toHaveLength(1);
      const fragments = [...(lines[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
      expect(fragments.length).toBeGreaterThan(0);
      for (const fragment of fragments) {
        // Long enough to be distinctive: a reader searches the page for it.
        expect(fragment.length, fragment).toBeGreaterThanOrEqual(12);
        expect(src.includes(fragment), `"${fragment}" is in src/`).toBe(true);
      }
    });

    it('says how to fix it', () => {
      const body = entry.split('\n').filter((l) => l.trim() && !l.startsWith('Message:'));
      expect(body.length).toBeGreaterThan(1);
    });
  });

  it('has an entry for every troubleshooting link of a failure summary', () => {
    // The causes travel with the errors (src/errors.ts, platform/causes.ts, the export's stages…):
    // every `anchor:` in src/ is a link some failure summary shows.
    const src = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(path.join(ROOT, 'src', f), 'utf8'))
      .join('\n');
    const anchors = [...src.matchAll(/anchor: '([^']+)'/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(10);
    const slugs = headingsOf(TROUBLESHOOTING).map((h) => h.slug);
    for (const anchor of anchors) expect(slugs, `#${anchor}`).toContain(anchor);
  });

  it('has the README sections that messages in src/ send readers to', () => {
    const headings = headingsOf(README).map((h) => h.text);
    const sent = [
      ...src.matchAll(/see the README, "([^"]+)"/g),
      ...src.matchAll(/see "([^"]+)" in the README/g),
    ];
    expect(sent.length).toBeGreaterThan(0);
    for (const m of sent) expect(headings).toContain(m[1]);
  });
});

/** The headings outside code blocks, with GitHub's anchor for each. */
function headingsOf(markdown: string): { text: string; slug: string }[] {
  const out: { text: string; slug: string }[] = [];
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6} (.+)$/.exec(line);
    if (!m) continue;
    const text = (m[1] as string).trim();
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push({ text: text.replace(/`/g, ''), slug: n === 0 ? base : `${base}-${n}` });
  }
  return out;
}

/** Markdown links of a page outside code blocks: `[text](target)`. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/^( *)```[\s\S]*?^\1```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string);
}

describe.each([...PAGES.keys()].map((f) => [f]))('links of %s', (file) => {
  const text = PAGES.get(file) ?? '';
  const links = linksOf(text).filter((l) => !/^(https?|mailto):/.test(l));

  it('land on files that exist, and on headings that exist', () => {
    for (const link of links) {
      const [target = '', anchor] = link.split('#');
      const resolved = target ? path.posix.join(path.posix.dirname(file), target) : file;
      expect(existsSync(path.join(ROOT, resolved)), `${link} (${resolved})`).toBe(true);
      if (anchor === undefined || !resolved.endsWith('.md')) continue;
      const page = PAGES.get(resolved) ?? readFileSync(path.join(ROOT, resolved), 'utf8');
      expect(
        headingsOf(page).map((h) => h.slug),
        `${link}`,
      ).toContain(anchor);
    }
  });

  it('names only npm scripts that exist', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const m of text.matchAll(/npm run ([\w:-]+)/g)) {
      expect(Object.keys(pkg.scripts)).toContain(m[1]);
    }
  });
});

describe('what the pages say of the code', () => {
  /** The `permissions:` cell of each `status` row, in every table with such a column. */
  const permissionCells = (text: string): string[] => {
    const found: string[] = [];
    let column = -1;
    for (const line of text.split('\n')) {
      if (!line.startsWith('|')) {
        column = -1;
        continue;
      }
      const cells = line.split('|').map((c) => c.trim());
      if (column < 0) column = cells.indexOf('`permissions:`');
      else if (cells[1]?.startsWith('`status`')) found.push(`${cells[1]}: ${cells[column] ?? ''}`);
    }
    return found;
  };

  it('no permissions row gives `status` nothing but `none` (its live check reads the repository)', () => {
    const cells = ['README.md', 'docs/before-you-start.md'].flatMap((file) =>
      permissionCells(PAGES.get(file) ?? '').map((cell) => `${file}: ${cell}`),
    );
    expect(cells.length).toBeGreaterThanOrEqual(5);
    for (const cell of cells) expect(cell).not.toMatch(/: none\b/);
  });

  it('no page says a workflow cannot wait for the GitHub App (`follow: github-app` does)', () => {
    for (const [file, text] of PAGES) {
      expect(text, file).not.toMatch(/cannot find an update someone else started/);
      expect(text, file).not.toMatch(/can only follow the\s+updates it triggers/);
    }
  });

  it('site examples use the default host the live check uses (`<subdomain>.mintlify.site`)', () => {
    for (const [file, text] of PAGES) expect(text, file).not.toMatch(/\bmintlify\.app\b/);
  });

  it('say that `verify: all` runs on schedule and workflow_dispatch, as the status inputs allow', () => {
    const inputs = readFileSync(path.join(ROOT, 'src', 'modes', 'status', 'inputs.ts'), 'utf8');
    expect(inputs).toMatch(/SITE_EVENTS[^=]*= new Set\(\['schedule', 'workflow_dispatch'\]\)/);
    expect(PAGES.get('docs/status.md')).toMatch(/verify: all`[^.]*`workflow_dispatch`/);
  });
});

describe('claims the pages make', () => {
  it('development.md names the packages whose engines leave Node 20 out, as many as npm ci warns of', () => {
    // npm ci prints one EBADENGINE warning per installed package whose `engines.node` the running
    // Node does not satisfy: the lockfile says which, for the oldest Node 20 CI may run.
    const semver = createRequire(import.meta.url)('semver') as {
      satisfies(version: string, range: string): boolean;
    };
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([key, p]) => key && p.engines?.node && !semver.satisfies('20.19.0', p.engines.node))
      .map(([key]) => key.replace(/^.*node_modules\//, ''));
    const text = readFileSync(path.join(ROOT, 'docs', 'development.md'), 'utf8');
    const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
    const count = new RegExp(`\\b${words[refusing.length]}\\s+\`EBADENGINE\`\\s+warnings?`);
    expect(text).toMatch(count);
    for (const name of refusing) expect(text).toContain(`\`${name}\``);
  });

  it('use no words of a history the action never had (it is not released yet)', () => {
    const history = /\b(used to|as before|still works|existing workflows?)\b/i;
    for (const [file, text] of PAGES) expect(text, file).not.toMatch(history);
  });

  it('say which export targets stop on GitHub Enterprise Server: those the export inputs refuse there', () => {
    const env = (target: string): NodeJS.ProcessEnv => ({
      GITHUB_SERVER_URL: 'https://github.acme.example',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/tags/v1.0.0',
      'INPUT_ADMIN-KEY': SAMPLE_KEY,
      INPUT_MODE: 'export',
      INPUT_DOMAIN: 'docs.example.com',
      INPUT_TARGET: target,
    });
    const refused = TARGETS.filter((target) => {
      try {
        readInputs(env(target), { setSecret: () => undefined, warning: () => undefined });
        return false;
      } catch (err) {
        return String((err as InputError).problems).includes('GitHub Enterprise Server');
      }
    });
    expect(refused.length).toBeGreaterThan(0);
    const section = README.slice(README.indexOf('## Self-hosted runners'));
    const ghes = section.slice(0, section.indexOf('\n## ', 3));
    // "every mode runs … except `export` with <the refused targets> … use <a target that runs>".
    const stops = ghes.slice(ghes.indexOf('except'), ghes.indexOf('use `target:'));
    const wayOut = ghes.slice(ghes.indexOf('use `target:'));
    expect(stops.length).toBeGreaterThan(0);
    for (const target of TARGETS) {
      expect(stops.includes(`\`target: ${target}\``), target).toBe(refused.includes(target));
      if (wayOut.includes(`\`target: ${target}\``)) expect(refused, target).not.toContain(target);
    }
  });

  it("the FAQ's several-sites example stays inside the hour's 100 analytics requests", () => {
    const faq = PAGES.get('docs/faq.md') ?? '';
    const block = yamlBlocks('docs/faq.md', faq).find((b) => /max-pages:/.test(b.text));
    const job = (block?.doc as { jobs?: Record<string, Obj> } | undefined)?.jobs?.feedback;
    const sites = (
      (job?.strategy as Obj | undefined)?.matrix as { include?: unknown[] } | undefined
    )?.include?.length;
    const step = (job?.steps as Obj[] | undefined)?.find((st) =>
      String(st.uses).includes('/feedback@'),
    );
    const maxPages = Number((step?.with as Obj | undefined)?.['max-pages']);
    // A run's most: the feedback's `max-pages`, then views and reader signals up to their caps.
    const after = planAnalytics(Number.MAX_SAFE_INTEGER, 0, {
      views: true,
      searches: true,
      assistant: true,
    });
    const perRun = maxPages + after.views + after.searches + after.assistant;
    expect(sites).toBeGreaterThan(1);
    expect((sites ?? 0) * perRun).toBeLessThanOrEqual(100);
    expect(faq).toContain(`(\`max-pages\` + ${perRun - maxPages})`);
  });

  it('migrating.md says the feedback read stops at `max-pages`, as it does', () => {
    const page = PAGES.get('docs/migrating.md') ?? '';
    expect(page).not.toMatch(/reads every page/);
    expect(page).toMatch(/up to `max-pages` pages/);
  });

  it('CHANGELOG.md lists what is not released under `## [Unreleased]` alone, as Keep a Changelog does', () => {
    const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    const versions = [...changelog.matchAll(/^## \[([^\]]+)\](.*)$/gm)];
    expect(versions[0]?.[1]).toBe('Unreleased');
    // A released version has its date; none is released yet, so no other version is listed.
    for (const [heading, , date] of versions.slice(1)) {
      expect(date, heading).toMatch(/^ - \d{4}-\d{2}-\d{2}$/);
    }
    const unreleased = changelog.slice(
      0,
      changelog.indexOf('\n## ', changelog.indexOf('[Unreleased]')),
    );
    const kinds = [...unreleased.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it("the README does not call `mode` required: a mode's own action takes none", () => {
    const row = README.split('\n').find((l) => l.startsWith('| `mode`'));
    expect(row?.split('|')[2]?.trim()).not.toBe('yes');
  });
});

describe('the README', () => {
  const lines = README.split('\n');

  it('is short, with a workflow step on its first screen', () => {
    expect(lines.length).toBeLessThanOrEqual(450);
    const firstUses = lines.findIndex((l) =>
      /^\s*- uses: OWNER\/mintlify-docs-action\/status@v1$/.test(l),
    );
    expect(firstUses).toBeGreaterThanOrEqual(0);
    expect(firstUses).toBeLessThan(60);
    const first = BLOCKS.find((b) => b.where.startsWith('README.md'));
    expect(first?.text.trimEnd().split('\n').length).toBeLessThanOrEqual(15);
    // Most teams deploy with Mintlify's GitHub App: the first workflow follows its deploys.
    expect(first?.text).toMatch(/^\s+follow: github-app$/m);
  });

  it('says for every mode what to use it for, and links what it writes', () => {
    for (const mode of MODES) {
      const row = lines.find((l) => l.startsWith('|') && l.includes(`| \`${mode}\``));
      expect(row, mode).toBeDefined();
      expect(row, mode).toMatch(/\]\(docs\/samples\/[\w-]+-(summary|comment)\.md\)/);
    }
  });

  it('keeps the set-up commands and the markers of the generated tables', () => {
    expect(README).toContain('npm ci && npm run demo');
    expect(README).toContain('npm test');
    for (const marker of ['inputs', 'permissions']) {
      expect(README).toContain(`<!-- ${marker}:start -->`);
      expect(README).toContain(`<!-- ${marker}:end -->`);
    }
  });

  it('has depth in at least four pages of docs/', () => {
    expect(DOC_FILES.length).toBeGreaterThanOrEqual(4);
  });
});

describe('descriptions', () => {
  it('action.yml and package.json name every mode', () => {
    const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      description: string;
    };
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      description: string;
    };
    for (const mode of MODES) {
      expect(action.description).toMatch(new RegExp(`\\b${mode}\\b`));
      expect(pkg.description).toMatch(new RegExp(`\\b${mode}\\b`));
    }
  });
});

/** The rows of the generated table between `<!-- marker:start -->` and its end: first cells. */
function generatedNames(markdown: string, marker: string): string[] {
  const start = markdown.indexOf(`<!-- ${marker}:start -->`);
  const end = markdown.indexOf(`<!-- ${marker}:end -->`);
  if (start < 0 || end < start) return [];
  return [...markdown.slice(start, end).matchAll(/^\| `([^`]+)` +\|/gm)].map((m) => m[1] as string);
}

describe('docs/emulator.md', () => {
  const page = PAGES.get('docs/emulator.md') ?? '';

  it('lists every input, output and scenario of the emulator step (generated by npm run docs)', () => {
    expect(generatedNames(page, 'emulator-inputs')).toEqual(Object.keys(EMULATOR.inputs));
    expect(generatedNames(page, 'emulator-outputs')).toEqual(Object.keys(EMULATOR.outputs));
    expect(generatedNames(page, 'emulator-scenarios')).toEqual(Object.keys(SCENARIOS));
  });
});
