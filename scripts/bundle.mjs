// Builds dist/ with ncc: dist/index.js (+ chunks for lazily loaded modes), source maps and
// dist/licenses.txt, the download's helper thread that hashes and checks links
// (dist/helper-worker/index.js: its own entry, which src/publish/helper-thread.ts finds beside the
// main bundle), the Pages artifact upload's thread (dist/upload-worker/index.js, found the same
// way by src/publish/upload-thread.ts), then the emulator step
// (emulator/action.yml): dist/emulator/main/, dist/emulator/post/ and dist/emulator/server/ (the
// emulator its main starts), each an index.js with its source map and licenses.txt, and each mode's
// own action's loader (dist/<mode>/index.js, run by <mode>/action.yml: it fixes the mode and imports
// ../index.js, so the shared code is bundled once). dist/ is emptied first so files of removed
// chunks cannot linger. BUNDLE_OUT builds the same tree elsewhere (the tests bundle the sources
// into build/test-dist/ this way, so that they run the code as it is now).
//
// Five ncc builds take one to four minutes on two cores, and every test run bundles first (into
// build/test-dist/; `npm run demo` runs the committed dist/ and never bundles): when neither the sources nor the output changed since the last build (a stamp in
// build/ holds a hash of both), nothing is rebuilt, and an output folder built from the same
// sources and untouched since is copied instead of built again. BUNDLE_FORCE=1 rebuilds anyway.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Bundles `entry` into the directory `out`, leaving the modules `externals` names out; without
 * `sourceMap` no `.map` files (the threads that run vendor code: the check's parsers, 9 MB of maps;
 * the artifact upload, 6 MB).
 */
function build(entry, out, externals = [], sourceMap = true) {
  execFileSync(
    process.execPath,
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      entry,
      '--out',
      out,
      ...(sourceMap ? ['--source-map'] : []),
      // No `import './sourcemap-register.cjs'` at the top of the entry: it costs ~50 ms per start.
      '--no-source-map-register',
      '--license',
      'licenses.txt',
      '--quiet',
      ...externals.flatMap((name) => ['--external', name]),
    ],
    { stdio: 'inherit' },
  );
}

/**
 * What the check's parser thread never loads, left out of its bundle: the check empties every
 * code block and drops its language before `serialize` highlights it (src/modes/check/compile.ts),
 * so the highlighter, started with no language (startHighlighterBare), needs no grammar of shiki's,
 * only @mintlify/mdx's default themes, and never twoslash (the TypeScript compiler). A page asking
 * for a language cannot: its code block has none left.
 */
function checkExternals() {
  const constants = readFileSync(
    'node_modules/@mintlify/mdx/dist/plugins/rehype/shiki-constants.js',
    'utf8',
  );
  const langsDir = 'node_modules/@shikijs/langs/dist';
  const themesDir = 'node_modules/@shikijs/themes/dist';
  const langs = readdirSync(langsDir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => `@shikijs/langs/${f.slice(0, -4)}`);
  const themeNames = new Set(
    [...constants.matchAll(/^export const DEFAULT_(?:LIGHT|DARK)_THEME = '([\w-]+)';$/gm)].map(
      (m) => m[1],
    ),
  );
  const themes = readdirSync(themesDir)
    .filter((f) => f.endsWith('.mjs') && !themeNames.has(f.slice(0, -4)))
    .map((f) => `@shikijs/themes/${f.slice(0, -4)}`);
  // arktype checks a custom language's grammar (shiki/custom-language.js): the check passes none,
  // and building its schemas cost each thread about 0.3 s at start (see leaveOutArktype).
  return [...langs, ...themes, 'typescript', 'twoslash', '@shikijs/twoslash', 'arktype'];
}

/**
 * ncc writes each external of an ES module bundle as a static `import * as … from '<name>'` at the
 * top of the file, so the parser thread would need every left-out package at start: in a runner's
 * copy of the action (no node_modules beside it) it could not start at all. Each such import
 * becomes an empty namespace instead: nothing the check runs reads one (no code block keeps a
 * language, no fence reaches twoslash), and one that did would find no grammar, not crash the load.
 */
function stubLeftOut(file, leftOut) {
  const names = new Set(leftOut);
  // A vendor's licence banner in it ends its lines with CRLF: written with LF, as git stores it
  // (.gitattributes), so a rebuild compares equal to the committed file.
  const lines = readFileSync(file, 'utf8').replaceAll('\r\n', '\n').split('\n');
  let stubbed = 0;
  const out = lines.map((line) => {
    const m = /^import \* as (\w+) from "([^"]+)";$/.exec(line);
    if (!m || !names.has(m[2])) return line;
    stubbed += 1;
    return `const ${m[1]} = Object.freeze({ __proto__: null }); // ${m[2]}: left out`;
  });
  const missed = out.filter((l) => /^import .* from "(?!module"|node:)/.test(l));
  if (stubbed === 0 || missed.length > 0) {
    throw new Error(`check-worker: ${stubbed} imports stubbed, left: ${missed.join(' | ')}`);
  }
  writeFileSync(file, out.join('\n'));
}

/**
 * The highlighter of @mintlify/mdx starts with no language in the check's parser thread: the check
 * hands `serialize` every code block emptied and without its language (src/modes/check/compile.ts),
 * so each is highlighted as plain `text`, which needs no grammar; loading the default languages'
 * grammars cost each thread about 1.9 s before its first page and decides no verdict. JSX such as
 * `<pre>` is not highlighted by it at all. The build fails if the call is not found as expected.
 */
function startHighlighterBare(file) {
  const text = readFileSync(file, 'utf8');
  const call =
    /(highlighterPromise = createHighlighter\(\{\n {12}themes: DEFAULT_THEMES,\n {12}langs: )DEFAULT_LANGS,/g;
  const found = text.match(call)?.length ?? 0;
  if (found !== 1) throw new Error(`check-worker: ${found} highlighter starts found, expected 1`);
  writeFileSync(file, text.replace(call, '$1[],'));
}

/**
 * @mintlify/mdx's `serialize` runs remark-smartypants on every page (its plugin list is fixed): it
 * turns straight quotes, `--` and `...` in text nodes into typographic ones, through a retext
 * parse of all the page's text, and cost a fifth of each parser thread's time on mintlify/docs.
 * It decides no verdict: it only reads strings and writes text nodes' values (nothing after it
 * can fail on a text's characters: they end as JSX string literals), and it throws only on
 * contradictory options, which the vendor's call fixes. The check's parser thread leaves it out
 * of that list; the findings of every bench and calibration site are the same without it
 * (BENCHMARKS.md, figure `check`). The build fails unless the list and the plugin's binding are
 * each found exactly once, as expected.
 */
function skipSmartypants(file) {
  const text = readFileSync(file, 'utf8');
  const binding = /^\/\* harmony default export \*\/ const (\w+) = \(remarkSmartypants\);$/gm;
  const bound = [...text.matchAll(binding)];
  if (bound.length !== 1)
    throw new Error(`check-worker: ${bound.length} smartypants exports found`);
  const name = bound[0][1];
  const list = new RegExp(
    `(remarkPlugins: \\[\\n {24}remarkGfm,\\n)( {24})${name},\\n( {24}remarkMath,\\n)`,
    'g',
  );
  const found = text.match(list)?.length ?? 0;
  if (found !== 1)
    throw new Error(`check-worker: ${found} serialize plugin lists found, expected 1`);
  writeFileSync(
    file,
    text.replace(list, '$1$2// remark-smartypants: left out (scripts/bundle.mjs)\n$3'),
  );
}

/**
 * Highlighting decides no verdict, and the check's parser thread leaves @mintlify/mdx's
 * rehypeSyntaxHighlighting out of `serialize`'s plugin list (3% of each thread's time, with every
 * code block already emptied): it only rewrites `pre > code` elements, which come from markdown
 * code blocks alone (a JSX `<pre>` stays JSX), each emptied and stripped of its language and meta
 * before (src/modes/check/compile.ts); its work on a block runs inside its own try/catch; what it
 * puts in their place, shiki's markup, is its own, not the page's. Findings identical on every
 * bench and calibration site. The build fails unless the entry is found exactly once, as expected.
 */
function skipHighlighting(file) {
  const text = readFileSync(file, 'utf8');
  const entry =
    /(rehypePlugins: \[\n {24}rehypeKatex,\n)( {24})\[rehypeSyntaxHighlighting, syntaxHighlightingOptions\],\n/g;
  const found = text.match(entry)?.length ?? 0;
  if (found !== 1) throw new Error(`check-worker: ${found} highlighting entries found, expected 1`);
  writeFileSync(
    file,
    text.replace(entry, '$1$2// rehypeSyntaxHighlighting: left out (scripts/bundle.mjs)\n'),
  );
}

/**
 * arktype is left out of the check's parser thread (checkExternals): only @mintlify/mdx's custom
 * language support uses it, to check a grammar `serialize` is given in its options, and the check
 * gives none. Its one use at load, the grammar's schema built when the module is evaluated, is
 * turned into a function never called; `TextMateGrammar` is read only for a custom language. The
 * build fails unless both lines are found exactly once, as expected.
 */
function leaveOutArktype(file) {
  const text = readFileSync(file, 'utf8');
  const head =
    /^const (custom_language_types) = \(0,external_arktype_namespaceObject\.scope\)\(\{$/gm;
  const tail = /^const TextMateGrammar = custom_language_types\.TextMateGrammar;$/gm;
  const found = [head, tail].map((re) => text.match(re)?.length ?? 0);
  if (found.some((n) => n !== 1)) {
    throw new Error(`check-worker: arktype's uses found ${found.join(' and ')} times, expected 1`);
  }
  writeFileSync(
    file,
    text
      .replace(
        head,
        'const $1 = () => (0,external_arktype_namespaceObject.scope)({ // never called',
      )
      .replace(
        tail,
        'const TextMateGrammar = undefined; // arktype: left out (scripts/bundle.mjs)',
      ),
  );
}

/**
 * @mintlify/validation's licence beside its code: its package.json says Elastic-2.0 while its
 * LICENSE file reads MIT (ncc's licenses.txt copies that file); the stricter one is taken.
 */
function writeValidationLicense(dir) {
  const pkg = JSON.parse(readFileSync('node_modules/@mintlify/validation/package.json', 'utf8'));
  writeFileSync(
    path.join(dir, 'LICENSE-mintlify-validation.txt'),
    `${pkg.name} ${pkg.version}, bundled in index.js beside this file.\n` +
      `License: ${pkg.license} (SPDX), as its package.json declares; the text is at\n` +
      'https://www.elastic.co/licensing/elastic-license. Its LICENSE file reads MIT (it is copied\n' +
      'into licenses.txt); the stricter Elastic License 2.0 is taken. Copyright Mintlify, Inc.\n',
  );
}

/** The action's modes, as src/constants.ts `MODES` lists them (the loaders' test checks the two agree). */
const MODES = ['status', 'export', 'feedback', 'preview', 'automation', 'health', 'check'];

/**
 * Writes the loader of each mode's own action: a node action has no `env` in action.yml, so the
 * loader sets the variable src/main.ts reads (`FIXED_MODE_ENV` in src/constants.ts) and imports
 * the one bundle.
 */
function writeLoaders(out) {
  for (const mode of MODES) {
    mkdirSync(path.join(out, mode), { recursive: true });
    writeFileSync(
      path.join(out, mode, 'index.js'),
      `// The \`${mode}\` action (${mode}/action.yml): the one bundle, with the mode fixed.\n` +
        `process.env.MINTLIFY_DOCS_ACTION_MODE = '${mode}';\n` +
        `await import('../index.js');\n`,
    );
  }
}

/** Every file under `dir` (none when it does not exist), sorted. */
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** A hash of the names and contents of `paths`. */
function digest(paths) {
  const hash = createHash('sha256');
  for (const file of paths) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** A hash of the tree under `dir`: its files' names (relative to it) and contents. */
function treeDigest(dir) {
  const hash = createHash('sha256');
  for (const file of files(dir)) {
    hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** What a build depends on: the sources it bundles, the lockfile, the compiler settings, this script. */
function sources() {
  return [
    ...files('src'),
    ...files('emulator'),
    'package-lock.json',
    'tsconfig.json',
    'scripts/bundle.mjs',
  ];
}

/** Where the stamps live: one per output folder, naming it, its inputs' hash and its output's. */
const STAMPS = path.join('build', 'bundle-stamps');

/** A stamp's file for the output folder `dir`. */
function stampFileOf(dir) {
  const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);
  return path.join(STAMPS, `${key}.json`);
}

/**
 * Another output folder built from these very inputs and untouched since (CI's `npm run bundle`
 * builds dist/ just before the tests bundle into build/test-dist/): copying it gives the same
 * tree as building again, minutes sooner.
 */
function twinOf(out, inputHash) {
  if (!existsSync(STAMPS)) return undefined;
  for (const name of readdirSync(STAMPS)) {
    const other = JSON.parse(readFileSync(path.join(STAMPS, name), 'utf8'));
    if (!other.out || path.resolve(other.out) === path.resolve(out)) continue;
    if (other.inputs === inputHash && other.output === treeDigest(other.out)) return other.out;
  }
  return undefined;
}

const out = process.env.BUNDLE_OUT || 'dist';
const stampFile = stampFileOf(out);
const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
const inputHash = digest(sources());
const fresh = process.env.BUNDLE_FORCE !== '1';
const upToDate = fresh && stamp.inputs === inputHash && stamp.output === treeDigest(out);
// Only looked for when `out` is stale: hashing another output folder costs a second or more.
const twin = fresh && !upToDate ? twinOf(out, inputHash) : undefined;
if (upToDate) {
  console.log(`${out}/ is up to date: the sources have not changed since it was built.`);
} else if (twin) {
  rmSync(out, { recursive: true, force: true });
  cpSync(twin, out, { recursive: true });
  writeStamp();
  console.log(`${out}/ copied from ${twin}/, built from the same sources.`);
} else {
  rmSync(out, { recursive: true, force: true });
  build('src/index.ts', out);
  // The download's helper thread, the hash's and the link check's (src/publish/helper-thread.ts
  // finds it beside the main bundle).
  build('src/publish/helper-worker.ts', `${out}/helper-worker`);
  // The Pages artifact upload's thread (src/publish/upload-thread.ts finds it beside the bundle).
  // No maps: the library's own code (6 MB of them); its errors come back as texts.
  build('src/publish/upload-worker.ts', `${out}/upload-worker`, [], false);
  // The OpenAPI comparison's worker (src/api-spec/thread.ts finds it beside the main bundle).
  build('src/api-spec/worker.ts', `${out}/api-spec-worker`);
  // The check's parser thread: the vendor's parsers live here only (src/modes/check/pool.ts finds
  // it beside the main bundle), the Elastic-2.0 licence of @mintlify/validation beside them.
  const leftOut = checkExternals();
  build('src/modes/check/worker.ts', `${out}/check-worker`, leftOut, false);
  stubLeftOut(`${out}/check-worker/index.js`, leftOut);
  startHighlighterBare(`${out}/check-worker/index.js`);
  skipSmartypants(`${out}/check-worker/index.js`);
  skipHighlighting(`${out}/check-worker/index.js`);
  leaveOutArktype(`${out}/check-worker/index.js`);
  writeValidationLicense(`${out}/check-worker`);
  build('emulator/step/main.ts', `${out}/emulator/main`);
  build('emulator/step/post.ts', `${out}/emulator/post`);
  build('emulator/cli.ts', `${out}/emulator/server`);
  writeLoaders(out);
  writeStamp();
}

/** Records what `out` was built from and what it holds now. */
function writeStamp() {
  mkdirSync(STAMPS, { recursive: true });
  const record = { out: path.resolve(out), inputs: inputHash, output: treeDigest(out) };
  writeFileSync(stampFile, JSON.stringify(record));
}
