export const id = 525;
export const ids = [525];
export const modules = {

/***/ 5525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: ./src/inputs/runner.ts
var inputs_runner = __webpack_require__(19571);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/modes/check/model.ts
/** What `mode: check` finds and how its parts talk to each other (types and names only). */
/** The vendor's parsers the check runs, pinned in package.json (a test keeps the two equal). */
const PARSER_VERSIONS = {
    '@mintlify/mdx': '4.0.6',
    '@mdx-js/mdx': '3.1.1',
    '@mintlify/validation': '0.1.878',
    // The frontmatter reader of @mintlify/common 1.0.1183, the cloud's (./frontmatter.ts).
    'front-matter': '4.0.2',
};
// What the MDX compiler's errors mean, in plain words, by the rule id the compiler gives each
// (its structured code, never its message's wording), with the fix users apply in the threads.
/** Plain words per compiler rule id. */
const BY_RULE = {
    acorn: 'In MDX a `{` starts a JavaScript expression, and what follows is not one: a heading ID such as `{#id}`, a brace in prose, or JSON outside a code block. Write `\\{` (or put the text in backticks).',
    'unexpected-character': 'In MDX a `<` starts a component, and what follows cannot: `<5`, `<=`, an HTML comment `<!-- -->`, an address in angle brackets. Write `&lt;` or `\\<`, or put the text in backticks; write comments as `{/* … */}`.',
    'end-tag-mismatch': 'A component is opened and never closed, or closed at another level (an indented `</Accordion>` inside a list): close each `<Tag>` with `</Tag>` at the same indentation, or write `<Tag />`.',
    'unexpected-eof': 'The page ends inside a component or an expression: close the `<Tag>` or `{` it opens.',
    'unexpected-lazy': 'A component inside a list or a quote continues on a line without the list’s indentation or the quote’s `>`: indent it like the lines before it.',
    'unexpected-closing-slash': 'A closing tag such as `</details>` has no opening tag before it: remove it or add the opening tag.',
};
/** Whether `text` is one of these plain words (the action's own markdown, safe to show as is). */
function isPlainWords(text) {
    return text === FRONTMATTER_WORDS || Object.values(BY_RULE).includes(text);
}
/** The plain words for `ruleId`, when known. */
function plainWords(ruleId) {
    return ruleId ? BY_RULE[ruleId] : undefined;
}
/** Plain words for bad frontmatter. */
const FRONTMATTER_WORDS = 'The frontmatter between the `---` lines is not valid YAML: quote a value that holds `: ` or starts with `{`, `[`, `@`, `*` or a quote, and indent nested keys with spaces.';

;// CONCATENATED MODULE: ./src/modes/check/cache.ts
/**
 * Each page's verdict kept between runs, so a PR recompiles only the pages it changed: the
 * parsers' result per page, keyed by a hash of the parser versions and the page's bytes (what
 * `serialize` reads; its imports are resolved afresh every run, outside the cache). Saved with
 * `@actions/cache` on `push` and `schedule` (the default branch's results); a PR restores the
 * newest of them. The cache only saves time: without a cache service (some GitHub Enterprise
 * Server installs), or with a file that is damaged or of another shape, every page is compiled
 * and the findings are the same. Never throws.
 */





/** The cache's name prefix: a new parser version or result shape starts a new line of caches. */
const PREFIX = `mintlify-check-v2-${(0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(PARSER_VERSIONS)).digest('hex').slice(0, 16)}-`;
/** The file the cache holds. */
const FILE = 'results.json';
/** Most entries kept (a site of 20,000 pages). */
const MAX_ENTRIES = 20_000;
/** A page's key: the parser versions and its bytes. */
function pageKey(source) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify(PARSER_VERSIONS))
        .update('\0')
        .update(source)
        .digest('hex');
}
/** Restores the newest saved results into `dir`, and reads them; empty when there are none. */
async function restoreResults(dir, sha) {
    try {
        const cache = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
        if (!cache.isFeatureAvailable()) {
            log/* info */.pq('No cache service on this runner: every page is compiled.');
            return new Map();
        }
        await (0,promises_.mkdir)(dir, { recursive: true });
        const hit = await cache.restoreCache([dir], `${PREFIX}${sha}`, [PREFIX]);
        if (!hit)
            return new Map();
        const results = await readResults(dir);
        log/* info */.pq(`Restored ${results.size} pages' results from the cache.`);
        return results;
    }
    catch (err) {
        log/* info */.pq(`The cache could not be restored (${messageOf(err)}): every page is compiled.`);
        return new Map();
    }
}
/** Reads the results file in `dir`; anything of another shape is left out. */
async function readResults(dir) {
    const out = new Map();
    let parsed;
    try {
        parsed = JSON.parse(await (0,promises_.readFile)(external_node_path_default().join(dir, FILE), 'utf8'));
    }
    catch {
        return out;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return out;
    for (const [key, value] of Object.entries(parsed)) {
        if (out.size >= MAX_ENTRIES)
            break;
        if (/^[0-9a-f]{64}$/.test(key) && isResult(value))
            out.set(key, value);
    }
    return out;
}
/** Saves `results` as this commit's (push and schedule runs). */
async function saveResults(dir, sha, results) {
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(external_node_path_default().join(dir, FILE), JSON.stringify(Object.fromEntries(results)));
        const cache = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
        if (!cache.isFeatureAvailable())
            return;
        await cache.saveCache([dir], `${PREFIX}${sha}`);
        log/* info */.pq(`Saved ${results.size} pages' results to the cache for the next runs.`);
    }
    catch (err) {
        log/* info */.pq(`The results were not cached (${messageOf(err)}); the next run compiles every page.`);
    }
}
/** Whether `value` has a result's shape (a damaged cache holds anything). */
function isResult(value) {
    const v = value;
    if (typeof v !== 'object' ||
        v === null ||
        !Array.isArray(v.problems) ||
        !Array.isArray(v.imports))
        return false;
    const point = (p) => {
        const q = p;
        return (typeof q === 'object' && q !== null && Number.isInteger(q.line) && Number.isInteger(q.column));
    };
    const problemOk = (p) => point(p) &&
        typeof p.message === 'string' &&
        typeof p.title === 'string' &&
        typeof p.rule === 'string';
    const itemOk = (p) => point(p) && typeof p.specifier === 'string';
    return v.problems.every(problemOk) && v.imports.every(itemOk) && (v.refs ?? []).every(itemOk);
}
function messageOf(err) {
    return err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/modes/check/changed.ts
/**
 * The files this run's change touched, from git in the checkout (no request, so no token): on a
 * pull request, the merge commit `actions/checkout` makes against its first parent (the base
 * branch's tip, present with `fetch-depth: 2`), else against the PR's base commit when the
 * checkout has it; on a push, `before..HEAD`. When git cannot tell (a shallow checkout of depth
 * 1, no git), every file counts as the PR's: findings are then all errors, never quietly
 * downgraded, and the log says how to get the split.
 */



const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Most bytes of git's answer read (a list of a few hundred thousand paths). */
const MAX_BUFFER = 64 * 1024 * 1024;
/** The files the run's change touched (see the module's comment). Never throws. */
async function changedFiles(runner, workspace, signal) {
    const git = async (...args) => {
        try {
            const { stdout } = await run('git', ['-C', workspace, ...args], {
                timeout: 60_000,
                maxBuffer: MAX_BUFFER,
                signal,
            });
            return stdout;
        }
        catch {
            return undefined;
        }
    };
    const diff = async (from, how) => {
        const out = await git('diff', '--name-only', '--no-renames', '-z', from, 'HEAD', '--');
        if (out === undefined)
            return undefined;
        return { files: new Set(out.split('\0').filter(Boolean)), how };
    };
    if (inputs_runner/* PR_EVENTS */.l.has(runner.eventName)) {
        const parents = (await git('rev-list', '--parents', '-n', '1', 'HEAD'))?.trim().split(' ');
        if (parents?.length === 3 && (await git('cat-file', '-e', 'HEAD^1^{commit}')) !== undefined) {
            const found = await diff('HEAD^1', "the merge commit against the base branch's tip");
            if (found)
                return found;
        }
        const base = (0,inputs_runner/* pullRequestOf */._n)(runner.event)?.baseSha ?? '';
        if (/^[0-9a-f]{40}$/i.test(base) &&
            (await git('cat-file', '-e', `${base}^{commit}`)) !== undefined) {
            const found = await diff(base, "the PR's base commit");
            if (found)
                return found;
        }
        return {
            how: "git in the checkout cannot tell which files the PR changed (give actions/checkout `fetch-depth: 2`); every finding counts as the PR's",
        };
    }
    const before = typeof runner.event.before === 'string' ? runner.event.before : '';
    if (runner.eventName === 'push' && /^[0-9a-f]{40}$/i.test(before) && !/^0+$/.test(before)) {
        const found = await diff(before, "the push's first commit's parent");
        if (found)
            return found;
    }
    return { how: 'the whole site is checked, every finding an error' };
}

// EXTERNAL MODULE: ./src/site-config/published.ts
var site_config_published = __webpack_require__(90790);
// EXTERNAL MODULE: ./src/site-config/read.ts + 8 modules
var read = __webpack_require__(9212);
// EXTERNAL MODULE: ./src/modes/shared/config-sources.ts
var config_sources = __webpack_require__(52171);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: ./src/site-config/docs-root.ts
var docs_root = __webpack_require__(3106);
// EXTERNAL MODULE: ./src/site-config/warnings.ts
var site_config_warnings = __webpack_require__(36031);
;// CONCATENATED MODULE: ./src/modes/check/site.ts
/**
 * The checkout as the check sees it: every file under the repository root (not `.git` nor
 * `node_modules`, links not followed), the docs folder (the `docs-root` input, or the folder of
 * the shallowest docs.json, as every mode finds it), and which of its files the site compiles: the
 * pages it publishes (src/site-config/published.ts) and the snippets they import.
 */





/** Most files walked: past it the walk stops and says so. */
const MAX_FILES = 100_000;
/** Folders never walked: git's own and installed packages (the cloud ignores both). */
const SKIPPED = new Set(['.git', 'node_modules']);
/** Walks `repoRoot` and finds the docs folder (`docsRoot` given: that one). */
async function readSiteTree(repoRoot, docsRoot) {
    const files = new Map();
    const entries = await (0,promises_.readdir)(repoRoot, { recursive: true, withFileTypes: true });
    let cut = false;
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const rel = external_node_path_default().relative(repoRoot, external_node_path_default().join(entry.parentPath, entry.name));
        const parts = rel.split((external_node_path_default()).sep);
        if (parts.some((p) => SKIPPED.has(p)))
            continue;
        if (files.size >= MAX_FILES) {
            cut = true;
            break;
        }
        files.set(parts.join('/'), { path: parts.join('/'), size: 0 });
    }
    await fillSizes(repoRoot, files);
    if (docsRoot !== undefined)
        return { repoRoot, docsRoot, files, cut };
    const found = (0,docs_root/* pickDocsRoot */.H)(files.keys(), cut, 'docs-root');
    return {
        repoRoot,
        docsRoot: found.docsRoot,
        files,
        cut,
        ...(found.warning ? { rootWarning: found.warning } : {}),
    };
}
async function fillSizes(root, files) {
    const list = [...files.values()];
    for (let i = 0; i < list.length; i += 64) {
        await Promise.all(list.slice(i, i + 64).map(async (f) => {
            const s = await (0,promises_.stat)(external_node_path_default().join(root, f.path)).catch(() => undefined);
            files.set(f.path, { path: f.path, size: s?.size ?? 0 });
        }));
    }
}
/** The repository path of `rel` (relative to the docs folder). */
function inDocs(tree, rel) {
    return tree.docsRoot === '' ? rel : `${tree.docsRoot}/${rel}`;
}
/** The docs folder's `.mintignore`, compiled, when it has one. */
async function readIgnore(tree, warnings = new site_config_warnings/* Warnings */.e()) {
    const file = inDocs(tree, '.mintignore');
    if (!tree.files.has(file))
        return undefined;
    const text = await (0,promises_.readFile)(external_node_path_default().join(tree.repoRoot, file), 'utf8');
    return (0,site_config_published/* parseMintIgnore */.g_)(text, file, warnings);
}
/** Whether `file` is a page or snippet the cloud compiles (`.mdx`, `.md` in the docs folder). */
function compiledFiles(tree, published) {
    const prefix = tree.docsRoot === '' ? '' : `${tree.docsRoot}/`;
    const out = [];
    for (const file of tree.files.keys()) {
        if (!file.startsWith(prefix) || !/\.mdx?$/i.test(file))
            continue;
        const top = file.slice(prefix.length).split('/')[0];
        const snippet = top === 'snippets' || top === '_snippets';
        if (snippet || published.pageOf(file) !== undefined)
            out.push(file);
    }
    return out.sort();
}

;// CONCATENATED MODULE: ./src/modes/check/file-rules.ts
/**
 * The cloud's file rules, from the vendor's docs (mintlify.com/docs: create/files,
 * help-center/static-file-not-served, organize/mintignore, api-playground/openapi-setup; evidence
 * in BENCHMARKS.md's sources and the status notes): a static file of 20 MiB or more is not served;
 * an extension off the supported list never is, and `.pdf`, `.txt`, `.xml`, `.csv`, `.zip` only on
 * Enterprise; files under the default ignored folders (at any depth, as `.gitignore` patterns
 * without a slash match) and the docs folder's `.mintignore` are dropped. Each is an error where a
 * served page shows or links the file (readers get a 404), said at the page's line; a file too
 * large that no page names is a warning. An OpenAPI spec named by a URL the cloud cannot fetch
 * from the public internet is a warning. No request is sent. Pure over the walked tree.
 */



/** "Files must be less than 20 MB" (a 21.0 MB file ~3 KB over it 404s: the limit is 20 MiB). */
const MAX_SERVED_BYTES = 20 * 1024 * 1024;
/** "Supported file types for all plans". */
const SUPPORTED = new Set('.png .jpg .jpeg .gif .webp .svg .ico .mp4 .webm .mp3 .wav .json .yaml .css .js .woff .woff2 .ttf .eot'.split(' '));
/** "Supported file types for Enterprise plans". */
const ENTERPRISE = new Set(['.pdf', '.txt', '.xml', '.csv', '.zip']);
/** The `.mintignore` page's default folders. */
const IGNORED_FOLDERS = new Set('.git .github .claude .agents .idea .vscode node_modules build dist coverage .cache tmp temp'.split(' '));
/** The `.mintignore` page's default files. */
const IGNORED_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);
/** Every file-rule problem of the site. */
function fileRuleProblems(tree, refs, mintignore) {
    const named = namedFiles(tree, refs);
    const out = [];
    const prefix = tree.docsRoot === '' ? '' : `${tree.docsRoot}/`;
    for (const file of tree.files.values()) {
        if (!file.path.startsWith(prefix) || /\.mdx?$/i.test(file.path))
            continue;
        const rel = file.path.slice(prefix.length);
        const ref = named.get(file.path);
        const why = ref ? dropped(rel, mintignore) : undefined;
        const size = file.size >= MAX_SERVED_BYTES ? sizeText(rel, file.size) : undefined;
        if (ref && (why || size)) {
            out.push(atRef(ref, file.path, why ? 'mintignore' : 'file-size', (why ?? size)));
        }
        else if (size) {
            out.push({
                file: file.path,
                problem: { ...problem('file-size', 1, 1, size), warningOnly: true },
            });
        }
        else if (ref) {
            out.push(...typeProblems(ref, file.path, rel));
        }
    }
    return out;
}
function sizeText(rel, size) {
    const mib = (size / 1024 / 1024).toFixed(1);
    return `${rel} is ${mib} MiB: Mintlify serves no file of 20 MiB or more (readers get a 404). Make it smaller, or host it on a CDN and link there.`;
}
/** Why the cloud drops `rel` (relative to the docs folder), or undefined. */
function dropped(rel, mintignore) {
    const parts = rel.split('/');
    const folder = parts.slice(0, -1).find((p) => IGNORED_FOLDERS.has(p));
    if (folder) {
        return `${rel} is under a \`${folder}/\` folder, which Mintlify ignores at any depth: it is never uploaded (readers get a 404). Move it to a folder such as \`images/\` or \`assets/\`.`;
    }
    if (IGNORED_FILES.has(parts.at(-1) ?? '')) {
        return `${rel} is one of the files Mintlify ignores by default: it is never uploaded (readers get a 404).`;
    }
    if (mintignore?.ignores(rel)) {
        return `${rel} is excluded by .mintignore: it is never uploaded (readers get a 404). Remove it from .mintignore, or stop linking it.`;
    }
    return undefined;
}
function typeProblems(ref, file, rel) {
    const ext = external_node_path_default().posix.extname(rel).toLowerCase();
    if (SUPPORTED.has(ext) || rel.endsWith('docs.json'))
        return [];
    if (ENTERPRISE.has(ext)) {
        const text = `${rel}: Mintlify serves \`${ext}\` files on Enterprise plans only; on other plans readers get a 404.`;
        return [atRef(ref, file, 'file-type', text, true)];
    }
    const shown = ext === '' ? 'files without an extension' : `\`${ext}\` files`;
    const hint = ext === '.yml' ? ' Rename it to `.yaml`.' : '';
    return [
        atRef(ref, file, 'file-type', `${rel}: Mintlify never serves ${shown} (readers get a 404).${hint}`),
    ];
}
function atRef(ref, related, rule, message, warningOnly = false) {
    const found = problem(rule, ref.line, ref.column, message);
    return { file: ref.page, related, problem: warningOnly ? { ...found, warningOnly } : found };
}
function problem(rule, line, column, message) {
    const title = rule === 'file-size'
        ? 'A file over 20 MiB is not served'
        : rule === 'mintignore'
            ? 'A file Mintlify ignores is linked or shown'
            : 'A file type Mintlify does not serve is linked or shown';
    return { rule, line, column, title, message };
}
/** The first place each static file of the site is named by a page. */
function namedFiles(tree, refs) {
    const named = new Map();
    for (const [page, list] of refs) {
        for (const ref of list) {
            const target = targetOf(tree, page, ref.specifier);
            if (target && tree.files.has(target) && !named.has(target)) {
                named.set(target, { ...ref, page });
            }
        }
    }
    return named;
}
/** The repository file a URL written on `page` names, or undefined (another site, an anchor). */
function targetOf(tree, page, url) {
    if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url))
        return undefined;
    const cut = Math.min(...['?', '#'].map((c) => (url.includes(c) ? url.indexOf(c) : url.length)));
    let bare = url.slice(0, cut);
    try {
        bare = decodeURI(bare);
    }
    catch {
        // Not percent-encoded as a URL should be: taken as written.
    }
    const joined = bare.startsWith('/')
        ? inDocs(tree, bare.slice(1))
        : external_node_path_default().posix.join(external_node_path_default().posix.dirname(page), bare);
    return external_node_path_default().posix.normalize(joined);
}
/** Addresses the public internet cannot reach (RFC 1918, loopback, link-local, ULA). */
const PRIVATE = (() => {
    const list = new external_node_net_.BlockList();
    for (const [net, bits] of [
        ['10.0.0.0', 8],
        ['172.16.0.0', 12],
        ['192.168.0.0', 16],
        ['127.0.0.0', 8],
        ['169.254.0.0', 16],
        ['0.0.0.0', 8],
    ])
        list.addSubnet(net, bits, 'ipv4');
    for (const [net, bits] of [
        ['::1', 128],
        ['fc00::', 7],
        ['fe80::', 10],
    ])
        list.addSubnet(net, bits, 'ipv6');
    return list;
})();
/** Why the cloud cannot fetch the OpenAPI spec at `source`, or undefined (a path, a public URL). */
function openApiUrlProblem(source) {
    if (source.startsWith('//')) {
        return `The OpenAPI spec \`${source}\` has no scheme: write \`https://…\` for a hosted spec, or a path in the repository.`;
    }
    if (!/^https?:\/\//i.test(source))
        return undefined;
    let host;
    try {
        host = new URL(source).hostname.replace(/^\[|\]$/g, '');
    }
    catch {
        return `The OpenAPI spec \`${source}\` is not a valid URL.`;
    }
    const kind = (0,external_node_net_.isIP)(host);
    const local = host === 'localhost' ||
        host.endsWith('.localhost') ||
        host.endsWith('.local') ||
        host.endsWith('.internal') ||
        (kind !== 0 && PRIVATE.check(host, kind === 6 ? 'ipv6' : 'ipv4')) ||
        (kind === 0 && !host.includes('.'));
    if (!local)
        return undefined;
    return `The OpenAPI spec \`${source}\` is on a host the public internet cannot reach (${host}): Mintlify fetches it from the public internet at every build, without credentials, and the build fails when it cannot.`;
}
/** The OpenAPI-URL problems of docs.json, at the line of each source. */
function openApiProblems(tree, sources, docsJsonText) {
    const file = inDocs(tree, 'docs.json');
    const out = [];
    for (const source of new Set(sources)) {
        const why = openApiUrlProblem(source);
        if (!why)
            continue;
        const line = docsJsonText ? lineOfString(docsJsonText, source) : 1;
        out.push({
            file,
            problem: {
                rule: 'openapi-url',
                line,
                column: 1,
                title: 'An OpenAPI URL Mintlify cannot fetch',
                message: why,
                warningOnly: true,
            },
        });
    }
    return out;
}
/** The line of the first JSON string literal equal to `value` (1 when none). */
function lineOfString(text, value) {
    const at = text.indexOf(JSON.stringify(value));
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/modes/check/pool.ts
/**
 * Runs parse jobs on worker threads (the bundle `check-worker/index.js` beside the main one), one
 * job at a time per thread, as many threads as the runner has cores (at most {@link MAX_THREADS}),
 * started ahead of the jobs when the caller can ({@link startParsers}).
 * A thread that dies (out of memory on a hostile page) costs only its job, which comes back as a
 * warning naming the file, and is replaced. From the TypeScript sources (vitest) node cannot start
 * a `.ts` worker: the jobs run on the caller's thread, through the same parser module.
 */




/** Most parser threads: past four, a runner's memory matters more than its cores. */
const MAX_THREADS = 4;
/**
 * Each thread's heap: a page's trees stay far below the old generation's cap; a hostile page is
 * stopped by it. The young generation is where a page's trees are born and die: at 32 MiB the
 * collector took a fifth of each thread's time on mintlify/docs; at 128 MiB the step used 17% less
 * CPU for about 200 MB more peak RSS (BENCHMARKS.md, figure `check`).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 128 };
/** `check-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
function checkWorkerScript(here) {
    const parts = ['check-worker', 'index.js'];
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(here), ...parts);
}
/** Starts the parser threads (none from the TypeScript sources: see {@link parseAll}). */
function startParsers(options = {}) {
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const script = options.script === false || (!options.script && here.endsWith('.ts'))
        ? undefined
        : options.script || checkWorkerScript(here);
    const count = Math.max(1, options.threads ?? Math.min((0,external_node_os_.availableParallelism)(), MAX_THREADS));
    const idle = script ? Array.from({ length: count }, () => spawnThread(script)) : [];
    return { script, count, idle };
}
/** Ends the threads {@link parseAll} did not use. */
function stopParsers(parsers) {
    for (const thread of parsers.idle.splice(0))
        void thread.worker.terminate();
}
function spawnThread(script) {
    const worker = new external_node_worker_threads_.Worker(script, { resourceLimits: RESOURCE_LIMITS });
    const thread = { worker, exited: false };
    // Between jobs nothing else listens: an error event with no listener would end the action,
    // and a thread that stopped before its first job must be replaced, not waited for.
    worker.on('error', () => undefined);
    worker.once('exit', () => (thread.exited = true));
    return thread;
}
/** Parses every job; the results in the jobs' order. Rejects only when `signal` aborts. */
async function parseAll(jobs, options) {
    const parsers = options.parsers ?? startParsers(options);
    try {
        const script = parsers.script;
        if (!script)
            return await inThread(jobs, (0,external_node_url_.fileURLToPath)(import.meta.url), options.signal);
        const results = new Array(jobs.length);
        let next = 0;
        const lanes = Array.from({ length: Math.min(parsers.count, jobs.length) }, async () => {
            let thread;
            try {
                while (next < jobs.length) {
                    options.signal.throwIfAborted();
                    const index = next++;
                    if (!thread || thread.exited)
                        thread = parsers.idle.pop() ?? spawnThread(script);
                    if (thread.exited)
                        thread = spawnThread(script);
                    const job = jobs[index];
                    const outcome = await onWorker(thread.worker, index, job, options.signal);
                    results[index] = outcome.result;
                    if (outcome.dead)
                        thread = undefined;
                }
            }
            finally {
                void thread?.worker.terminate();
            }
        });
        await Promise.all(lanes);
        return results;
    }
    finally {
        stopParsers(parsers);
    }
}
/** Sends one job; a dead thread's job comes back as a warning (and `dead`, to replace it). */
function onWorker(worker, id, job, signal) {
    return new Promise((resolve, reject) => {
        const done = () => {
            worker.off('message', onMessage);
            worker.off('error', onError);
            worker.off('exit', onExit);
            signal.removeEventListener('abort', onAbort);
        };
        const onMessage = (message) => {
            if (message.id !== id)
                return;
            done();
            resolve({ result: message.result, dead: false });
        };
        const fail = (why) => {
            done();
            void worker.terminate();
            resolve({ result: unchecked(job, why), dead: true });
        };
        const onError = (err) => fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `compiling it needs more than ${RESOURCE_LIMITS.maxOldGenerationSizeMb} MiB`
            : `the parser thread failed (${err.message.slice(0, 200)})`);
        const onExit = (code) => fail(`the parser thread stopped (exit code ${code})`);
        const onAbort = () => {
            done();
            void worker.terminate();
            reject(signal.reason);
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        signal.addEventListener('abort', onAbort, { once: true });
        worker.postMessage({ id, job });
    });
}
/**
 * A job the parsers could not finish: an error like a parse failure (a warning only where any
 * finding of an untouched file is), never a quiet pass, since the cloud's verdict is unknown.
 */
function unchecked(job, why) {
    return {
        problems: [
            {
                rule: job.kind === 'page' ? 'mdx-parse' : 'docs-json',
                line: 1,
                column: 1,
                title: 'This file could not be checked',
                message: `${why}; Mintlify's verdict on it is unknown.`,
            },
        ],
        imports: [],
    };
}
/** The sources' way: the parser module on this thread, loaded by a path ncc does not follow. */
async function inThread(jobs, here, signal) {
    const parts = [(0,external_node_path_.dirname)(here), 'parse.ts'];
    const parser = (await __webpack_require__(42253)((0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(...parts)).href));
    const results = [];
    for (const job of jobs) {
        signal.throwIfAborted();
        results.push(await parser.parseJob(job));
    }
    return results;
}

;// CONCATENATED MODULE: ./src/modes/check/severity.ts
/** Longest excerpt of the offending line. */
const MAX_EXCERPT = 160;
/** The findings, ordered for the annotations. */
function placeFindings(located, sources, placement) {
    const findings = located.map(({ file, related, problem }) => {
        const changed = placement.changed;
        const before = changed !== undefined && !changed.has(file) && !(related && changed.has(related));
        const severity = problem.warningOnly || (before && placement.pullRequest) ? 'warning' : 'error';
        const excerpt = lineOf(sources.get(file), problem.line);
        return {
            file,
            line: Math.max(1, problem.line),
            column: Math.max(1, problem.column),
            severity,
            rule: problem.rule,
            title: problem.title,
            message: problem.message,
            before,
            ...(excerpt ? { excerpt } : {}),
            ...(problem.hint ? { hint: problem.hint } : {}),
        };
    });
    const rank = (f) => (f.before ? 2 : 0) + (f.severity === 'error' ? 0 : 1);
    return findings.sort((a, b) => rank(a) - rank(b) ||
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line ||
        a.column - b.column);
}
/** Line `line` (1-based) of `text`, trimmed and cut, or undefined. */
function lineOf(text, line) {
    if (text === undefined)
        return undefined;
    const found = text.split('\n')[line - 1]?.trim();
    if (!found)
        return undefined;
    return found.length > MAX_EXCERPT ? `${found.slice(0, MAX_EXCERPT - 1)}…` : found;
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
;// CONCATENATED MODULE: ./src/modes/check/auth.ts
/**
 * The cloud's rule for sites behind authentication (mintlify.com/docs create/files: "File serving
 * is not supported for documentation sites with authentication enabled … static files are not
 * accessible at their direct URLs"; help-center/static-file-not-served: they "return `404` on
 * authenticated sites even when the file exists and the user is signed in"). Authentication is
 * switched on in the vendor's dashboard, not in the repository, so the check takes the site to be
 * behind it when the `site-authentication` input says so, or (`auto`) when the checkout uses what
 * only such a site reads: a page's `public: true` frontmatter or a navigation entry's
 * `"public": true` in docs.json (deploy/authentication-setup, "Make pages public"). A site with
 * full authentication and no public page leaves no trace: its users set the input. Then every
 * static file a page links (a reader opens it at its own URL) is a warning at the link's line.
 * Files a page shows (`src`) are left alone: the build uploads them with the page.
 */


/** Why the site is taken to be behind authentication, in words; undefined when it is not. */
function authReason(signals) {
    if (signals.input === 'false')
        return undefined;
    if (signals.input === 'true')
        return 'the `site-authentication` input says the site is behind authentication';
    const page = signals.publicPages[0];
    if (page !== undefined) {
        return `${page} says \`public: true\` in its frontmatter, which only a site with authentication reads`;
    }
    const line = signals.docsJson === undefined ? undefined : publicNavigationLine(signals.docsJson);
    if (line !== undefined) {
        return `docs.json marks navigation \`"public": true\` (line ${line}), which only a site with authentication reads`;
    }
    return undefined;
}
/** The line of the first `"public": true` under docs.json's `navigation`, if any. */
function publicNavigationLine(text) {
    const root = (0,main.parseTree)(text);
    const navigation = root?.children?.find((p) => p.children?.[0]?.value === 'navigation')
        ?.children?.[1];
    const find = (node) => {
        if (!node)
            return undefined;
        if (node.type === 'property' && node.children?.[0]?.value === 'public') {
            if (node.children[1]?.value === true)
                return node;
        }
        for (const child of node.children ?? []) {
            const hit = find(child);
            if (hit)
                return hit;
        }
        return undefined;
    };
    const hit = find(navigation);
    return hit ? text.slice(0, hit.offset).split('\n').length : undefined;
}
/**
 * A warning for each static file of the checkout a page links, at its first link, unless another
 * file rule already reports that file (`reported`: it is not served anyway).
 */
function authProblems(tree, refs, reason, reported) {
    const skip = new Set(reported.map((l) => l.related ?? l.file));
    const out = [];
    for (const [page, list] of refs) {
        for (const ref of list) {
            if (!ref.link)
                continue;
            const target = targetOf(tree, page, ref.specifier);
            if (!target || !tree.files.has(target) || /\.mdx?$/i.test(target) || skip.has(target)) {
                continue;
            }
            skip.add(target);
            out.push({
                file: page,
                related: target,
                problem: {
                    rule: 'auth-site',
                    line: ref.line,
                    column: ref.column,
                    title: 'A static file on a site behind authentication is not served',
                    message: `${target}: Mintlify serves no static file at its own URL on a site with authentication (readers get a 404, signed in or not); ${reason}. Host the file elsewhere and link there, or set \`site-authentication: false\` if the site has none.`,
                    warningOnly: true,
                },
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/modes/check/imports.ts
/**
 * A page's imports as the cloud resolves them: a path from the docs folder (`/snippets/x.mdx`) or
 * from the page's folder (`./x.mdx`); one naming no file the checkout has inside the docs folder
 * stops the deploy. Bare package names are the renderer's business, not a file, and pass.
 */


/** Extensions an import may leave out, tried in order. */
const IMPLIED = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
/** The problems of `file`'s imports: each that names no file of the site. */
function importProblems(tree, file, imports) {
    const problems = [];
    for (const item of imports) {
        const target = imports_targetOf(tree, file, item.specifier);
        if (target === undefined)
            continue;
        const inside = tree.docsRoot === '' || target.startsWith(`${tree.docsRoot}/`);
        if (inside && !target.startsWith('../') && IMPLIED.some((ext) => tree.files.has(target + ext)))
            continue;
        problems.push({
            rule: 'snippet-import',
            line: item.line,
            column: item.column,
            title: 'An import names no file of the site: Mintlify will not deploy this page',
            message: inside
                ? `\`${item.specifier}\` resolves to ${target}, which is not in the repository (check the path and its case).`
                : `\`${item.specifier}\` leads outside the docs folder (${tree.docsRoot || '/'}), which the cloud does not read.`,
        });
    }
    return problems;
}
/** The repository path an import names, or undefined for a bare package name. */
function imports_targetOf(tree, file, specifier) {
    if (specifier.startsWith('/'))
        return external_node_path_default().posix.normalize(inDocs(tree, specifier.slice(1)));
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
        return external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(file), specifier));
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/modes/check/check.ts
/**
 * Checks a whole docs site in a folder as Mintlify's cloud would build it: every page and snippet
 * through the vendor's renderer stage, each page's imports resolved, docs.json through the
 * vendor's schema, and the cloud's file rules. Sends no request. {@link checkFolder} is the
 * whole check, usable without the action (the benchmark and tests call it).
 */













/** Pages larger than this are not compiled (the cloud serves no file over 20 MB either). */
const MAX_PAGE_BYTES = 20 * 1024 * 1024;
/**
 * Checks the site in `repoRoot` (a checkout) and returns every finding, the PR's files first.
 *
 * @param repoRoot absolute path of the repository root
 */
async function checkFolder(repoRoot, options = {}) {
    // Started first, so that each thread loads the vendor's parsers while the site is read.
    const parsers = options.parsers ?? startParsers(options);
    try {
        return await checkSite(repoRoot, { ...options, parsers });
    }
    finally {
        stopParsers(parsers);
    }
}
/** {@link checkFolder}'s work, with its parser threads started. */
async function checkSite(repoRoot, options) {
    const signal = options.signal ?? new AbortController().signal;
    const tree = await readSiteTree(external_node_path_default().resolve(repoRoot), options.docsRoot);
    // The navigation's pages stay published under the default ignored folders.
    const config = await (0,read/* readSiteConfig */.EN)((0,config_sources/* checkoutSource */.E9)(tree.repoRoot), tree.docsRoot);
    const mintignore = await readIgnore(tree);
    const published = new site_config_published/* PublishedPages */.ZD(tree.docsRoot, mintignore, config.navigation?.pages);
    const pages = compiledFiles(tree, published).filter((f) => (tree.files.get(f)?.size ?? 0) <= MAX_PAGE_BYTES);
    const sources = new Map();
    for (const file of pages)
        sources.set(file, await (0,promises_.readFile)(external_node_path_default().join(tree.repoRoot, file), 'utf8'));
    const docsJson = inDocs(tree, 'docs.json');
    if (tree.files.has(docsJson)) {
        sources.set(docsJson, await (0,promises_.readFile)(external_node_path_default().join(tree.repoRoot, docsJson), 'utf8'));
    }
    const jobs = [...sources].map(([file, source]) => file === docsJson
        ? { kind: 'docs-json', file, source, root: external_node_path_default().join(tree.repoRoot, tree.docsRoot) }
        : { kind: 'page', file, source });
    const { results, reused } = await parseWithCache(jobs, options, signal);
    const located = [];
    const refs = new Map();
    const publicPages = [];
    results.forEach((result, i) => {
        const file = jobs[i]?.file ?? '';
        if (result.publicPage)
            publicPages.push(file);
        for (const problem of result.problems)
            located.push({ file, problem });
        for (const problem of importProblems(tree, file, result.imports))
            located.push({ file, problem });
        if (result.refs)
            refs.set(file, result.refs);
    });
    const fileProblems = fileRuleProblems(tree, refs, mintignore);
    located.push(...fileProblems);
    const input = options.siteAuthentication ?? 'auto';
    const auth = authReason({ input, docsJson: sources.get(docsJson), publicPages });
    if (auth)
        located.push(...authProblems(tree, refs, auth, fileProblems));
    const openapi = (config.openapi?.sources ?? []).map((s) => s.source);
    located.push(...openApiProblems(tree, openapi, sources.get(docsJson)));
    const findings = placeFindings(located, sources, options);
    return {
        versions: { ...PARSER_VERSIONS },
        findings,
        docsRoot: tree.docsRoot,
        compiled: pages.length,
        reused,
        notes: notesOf(tree),
    };
}
/** The jobs' results: from the cache where it has them, else from the parsers. */
async function parseWithCache(jobs, options, signal) {
    const cache = options.cache;
    const keys = jobs.map((job) => (job.kind === 'page' ? pageKey(job.source) : undefined));
    const known = keys.map((key) => (key && cache ? cache.get(key) : undefined));
    const todo = jobs.filter((_, i) => known[i] === undefined);
    const fresh = await parseAll(todo, {
        signal,
        ...(options.parsers ? { parsers: options.parsers } : {}),
        ...(options.script !== undefined ? { script: options.script } : {}),
        ...(options.threads ? { threads: options.threads } : {}),
    });
    let next = 0;
    const results = known.map((hit) => hit ?? fresh[next++]);
    if (cache) {
        cache.clear();
        keys.forEach((key, i) => {
            if (key)
                cache.set(key, results[i]);
        });
    }
    return { results, reused: jobs.length - todo.length };
}
function notesOf(tree) {
    const notes = [];
    if (tree.rootWarning)
        notes.push(tree.rootWarning);
    if (tree.cut)
        notes.push('The checkout has more files than the check walks; some were not checked.');
    return notes;
}

// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
;// CONCATENATED MODULE: ./src/modes/check/report.ts
/**
 * The job summary of `mode: check`: the verdict (will Mintlify deploy this?), every finding
 * grouped by file (the PR's files first, then the files broken before it), each with its line, the
 * parser's message, what it means in plain words and the offending line, and the parser versions
 * used. Pure: data in, markdown out. File names, messages and lines come from the repository and
 * the parsers (outside text): every one goes through the sanitizer, and the guard sizes the whole.
 */



/** Findings listed word for word; the rest are counted (the findings file has them all). */
const MAX_LISTED = 300;
/** Renders the job summary. */
function renderCheckSummary(s) {
    const errors = s.findings.filter((f) => f.severity === 'error').length;
    const warnings = s.findings.length - errors;
    const parts = [heading(errors, warnings, s.pullRequest), overview(s, errors, warnings)];
    const mine = s.findings.filter((f) => !f.before);
    const before = s.findings.filter((f) => f.before);
    let room = MAX_LISTED;
    if (mine.length > 0) {
        const title = s.pullRequest ? 'In this PR’s files' : 'Findings';
        parts.push(`### ${title}\n\n${byFile(mine, room)}`);
        room = Math.max(0, room - mine.length);
    }
    if (before.length > 0) {
        parts.push(`### Broken before this ${s.pullRequest ? 'PR' : 'change'}\n\nThese files fail already: the cloud re-parses a file only when a deploy changes it, so each one's next edit will stop deploys.\n\n${byFile(before, room)}`);
    }
    const listed = Math.min(s.findings.length, MAX_LISTED);
    if (s.findings.length > listed) {
        parts.push(`…and ${(0,format/* plural */.LS)(s.findings.length - listed, 'more finding')} (the \`findings-file\` output lists them all).`);
    }
    parts.push(versions(s.versions));
    return `${parts.join('\n\n')}\n`;
}
function heading(errors, warnings, pullRequest) {
    if (errors > 0) {
        return `## ❌ Docs check: Mintlify will not publish ${pullRequest ? 'this PR' : 'this commit'} as it is`;
    }
    if (warnings > 0)
        return '## ⚠️ Docs check: every page compiles; some files need a look';
    return '## ✅ Docs check: Mintlify can publish every page';
}
function overview(s, errors, warnings) {
    const folder = s.docsRoot === '' ? 'the repository root' : (0,sanitize/* inlineCode */.ti)(s.docsRoot);
    return [
        `${(0,format/* plural */.LS)(s.compiled, 'page')} and snippets in ${folder} compiled with Mintlify's own parsers, docs.json checked against its schema, and the cloud's file rules applied: **${(0,format/* plural */.LS)(errors, 'error')}, ${(0,format/* plural */.LS)(warnings, 'warning')}**.`,
        `Which files are this change's: ${(0,sanitize/* inlineText */.ln)(s.changedHow, 300)}.`,
    ].join('\n\n');
}
/** The findings grouped by file, at most `room` of them. */
function byFile(findings, room) {
    const groups = new Map();
    for (const f of findings.slice(0, room)) {
        const list = groups.get(f.file) ?? [];
        list.push(f);
        groups.set(f.file, list);
    }
    const out = [];
    for (const [file, list] of groups) {
        out.push(`#### ${(0,sanitize/* inlineCode */.ti)(file, 300)}\n\n${list.map(item).join('\n')}`);
    }
    return out.join('\n\n');
}
/** Rules whose message is the vendor's parser's own words. */
const PARSED = new Set(['mdx-parse', 'frontmatter', 'docs-json']);
function item(f) {
    const mark = f.severity === 'error' ? '❌' : '⚠️';
    const lines = [
        // The title and the plain words are the action's own, but may come back from the cache:
        // sanitized like outside text all the same.
        `- ${mark} **Line ${f.line}, column ${f.column}** — ${(0,sanitize/* inlineText */.ln)(f.title, 200)} (${(0,sanitize/* inlineCode */.ti)(f.rule, 40)})`,
        `  - ${PARSED.has(f.rule) ? 'The parser says: ' : ''}${(0,sanitize/* inlineText */.ln)(f.message, 400)}`,
    ];
    if (f.hint) {
        // The action's own markdown when it is (a cached result could hold anything else).
        lines.push(`  - What it means: ${isPlainWords(f.hint) ? f.hint : (0,sanitize/* inlineText */.ln)(f.hint, 500)}`);
    }
    if (f.excerpt)
        lines.push(`  - The line: ${(0,sanitize/* inlineCode */.ti)(f.excerpt, 200)}`);
    return lines.join('\n');
}
function versions(v) {
    const list = Object.entries(v).map(([name, version]) => `${(0,sanitize/* inlineCode */.ti)(name)} ${(0,sanitize/* inlineCode */.ti)(version)}`);
    return `<sub>Checked with ${list.join(', ')}; no request was sent.</sub>`;
}

;// CONCATENATED MODULE: ./src/modes/check/run.ts
/**
 * `mode: check`: will Mintlify's cloud publish this? The whole site in the checkout, every run:
 * the PR's files told apart by git (./changed.ts), every page compiled by the vendor's parsers
 * on worker threads and the cloud's file rules applied (./check.ts), findings annotated at their
 * lines (the PR's first), listed in the job summary and written to the findings file. No key,
 * no token, no request: a fork's or Dependabot's PR runs it in full.
 */













/** Events whose results are cached for later runs. */
const SAVING_EVENTS = new Set(['push', 'schedule']);
/** Annotations sent; GitHub shows 10 errors and 10 warnings per step and 50 per job. */
const MAX_ANNOTATIONS = 50;
/** Runs `mode: check`. */
const runCheck = async (ctx) => {
    // The parser threads start first: each loads the vendor's parsers (about a second) while this
    // thread asks git for the PR's files, restores the cache and walks the site.
    const parsers = startParsers();
    try {
        return await checkStep(ctx, parsers);
    }
    finally {
        stopParsers(parsers);
    }
};
/** The step, its parser threads started. */
async function checkStep(ctx, parsers) {
    const { inputs } = ctx;
    const workspace = inputs.runner.workspace;
    const pullRequest = inputs_runner/* PR_EVENTS */.l.has(inputs.runner.eventName);
    const changed = await changedFiles(inputs.runner, workspace, ctx.signal);
    log/* info */.pq(`This change's files: ${changed.how}.`);
    const cacheDir = external_node_path_default().join(inputs.runner.runnerTemp, 'mintlify-check-cache');
    const cache = await restoreResults(cacheDir, inputs.runner.sha);
    const started = Date.now();
    const result = await checkFolder(workspace, {
        cache,
        ...(inputs.docsRoot !== undefined ? { docsRoot: inputs.docsRoot } : {}),
        siteAuthentication: inputs.siteAuthentication,
        ...(changed.files ? { changed: changed.files } : {}),
        pullRequest,
        signal: ctx.signal,
        parsers,
    });
    for (const note of result.notes)
        log/* warning */.$e(note);
    log/* info */.pq(`Compiled ${(0,format/* plural */.LS)(result.compiled, 'page')} and snippets (${result.reused} of them from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    // The default branch's results, for the PRs that follow (a PR's own are never saved).
    if (SAVING_EVENTS.has(inputs.runner.eventName)) {
        await saveResults(cacheDir, inputs.runner.sha, cache);
    }
    annotate(result.findings);
    const file = external_node_path_default().join(inputs.runner.runnerTemp, `mintlify-check-${process.pid}.json`);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, `${JSON.stringify({ versions: result.versions, findings: result.findings }, null, 2)}\n`);
    const errors = result.findings.filter((f) => f.severity === 'error').length;
    const warnings = result.findings.length - errors;
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Errors, errors);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Warnings, warnings);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.FindingsFile, file);
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderCheckSummary({
        findings: result.findings,
        versions: result.versions,
        docsRoot: result.docsRoot,
        compiled: result.compiled,
        changedHow: changed.how,
        pullRequest,
    })));
    return verdict(inputs.failOn, errors, warnings);
}
/** One annotation per finding at its line, the first {@link MAX_ANNOTATIONS}; the rest logged. */
function annotate(findings) {
    findings.forEach((f, i) => {
        const before = f.before ? ' (fails before this change: its next edit will stop deploys)' : '';
        const text = [`${f.message}${before}`, f.hint].filter(Boolean).join(' — ');
        if (i >= MAX_ANNOTATIONS) {
            log/* info */.pq(`${f.file}:${f.line}:${f.column}: ${f.severity}: ${f.title}: ${text}`);
            return;
        }
        const at = { file: f.file, startLine: f.line, startColumn: f.column, title: f.title };
        if (f.severity === 'error')
            log/* error */.z3(text, at);
        else
            log/* warning */.$e(text, at);
    });
}
/** The step's outcome by `fail-on`. */
function verdict(failOn, errors, warnings) {
    const failing = failOn === 'never' ? 0 : failOn === 'warning' ? errors + warnings : errors;
    if (failing === 0)
        return { outcome: 'success' };
    const what = failOn === 'warning'
        ? `${(0,format/* plural */.LS)(errors, 'error')} and ${(0,format/* plural */.LS)(warnings, 'warning')}`
        : (0,format/* plural */.LS)(errors, 'error');
    return {
        outcome: 'failure',
        message: `The docs check found ${what} (fail-on: ${failOn}): see the annotations and the job summary.`,
    };
}


/***/ }),

/***/ 42253:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 42253;
module.exports = webpackEmptyAsyncContext;

/***/ })

};

//# sourceMappingURL=525.index.js.map