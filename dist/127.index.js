export const id = 127;
export const ids = [127];
export const modules = {

/***/ 47127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStatus: () => (/* binding */ runStatus)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/modes/shared/status-summary.ts
var status_summary = __webpack_require__(92245);
// EXTERNAL MODULE: ./src/modes/shared/track-update.ts
var track_update = __webpack_require__(74697);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/platform/close.ts
var platform_close = __webpack_require__(55079);
// EXTERNAL MODULE: ./src/modes/shared/platform-client.ts
var platform_client = __webpack_require__(55977);
// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(22917);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
;// CONCATENATED MODULE: ./src/modes/status/live-report.ts


/** Rows listed at most; the rest are counted. */
const MAX_LIVE_ROWS = 200;
/** Above this many rows the fresh ones are folded away. */
const FOLD_ABOVE = 20;
const ICONS = {
    fresh: '✅',
    stale: '❌',
    unverified: '⚠️',
    off: '➖',
};
/** The live site's section: a heading, the facts, the table. */
function renderLiveSection(report, repair) {
    const parts = [`### ${ICONS[report.live]} Live site: ${report.live}`];
    if (report.live === 'off')
        return `${parts[0]}\n\nNot checked (${report.reason}).`;
    parts.push(factsLine(report));
    if (report.live !== 'fresh')
        parts.push(`> ${(0,sanitize/* tableCell */.xR)(report.reason, 400)}${advice(report)}`);
    const table = pagesTable(report.pages);
    if (table)
        parts.push(table);
    const skipped = [
        ...report.notChecked.map((f) => ({ f, why: 'not a page' })),
        ...report.refused.map((f) => ({ f, why: 'refused: leaves the site' })),
    ];
    if (skipped.length > 0) {
        const rows = skipped.slice(0, MAX_LIVE_ROWS).map(({ f, why }) => `| ${code(f)} | ${why} |`);
        parts.push((0,sanitize/* details */.zH)(`${(0,format/* plural */.LS)(skipped.length, 'file')} not checked`, ['| File | Why |', '| --- | --- |', ...rows].join('\n')));
    }
    if (repair)
        parts.push(repairText(repair));
    return parts.join('\n\n');
}
function factsLine(report) {
    const host = report.root ? `Checked ${code(report.root.href)}` : 'No site checked';
    const compared = report.diffRead
        ? "each page's title and the prose lines the commit added (or, where it added none, that the lines it removed are gone)"
        : "each page's title and a sample of its prose lines (the commit's diff was not available)";
    const from = report.committedFrom ? `; committed files from the ${report.committedFrom}` : '';
    return (`${host} in ${(0,format/* formatDuration */.a3)(report.tookMs)}: ${(0,format/* plural */.LS)(report.requests, 'request')} to the site` +
        `${report.apiReads ? `, ${(0,format/* plural */.LS)(report.apiReads, 'contents API read')}` : ''}${from}. ` +
        `Compared ${compared}, after normalizing white space, Markdown escapes, entities and typographic quotes.`);
}
function advice(report) {
    if (report.siteProblem?.kind === 'elsewhere') {
        return '\n>\n> The site is served on another domain or under a subpath: set `site-url` to its root (e.g. `https://docs.example.com/docs`).';
    }
    if (report.siteProblem?.kind === 'sign-in') {
        return '\n>\n> A site behind sign-in cannot be checked from CI: set `verify: off`, or point `site-url` at a public copy.';
    }
    if (report.live === 'stale') {
        return '\n>\n> What to do: re-run the deploy (`repair: true` does it once per run), or trigger an update from the dashboard; if the page stays stale, its CDN cache is the likely cause (see docs/troubleshooting.md, "Stale pages").';
    }
    return '';
}
function pagesTable(pages) {
    if (pages.length === 0)
        return '';
    const order = { stale: 0, unverified: 1, 'not-compared': 2, fresh: 3 };
    const sorted = [...pages].sort((a, b) => order[a.verdict] - order[b.verdict]);
    const rows = sorted.slice(0, MAX_LIVE_ROWS).map(row);
    const more = pages.length - rows.length;
    const head = ['| Page | Expected | Site answered | Verdict |', '| --- | --- | --- | --- |'];
    const table = [...head, ...rows].join('\n') + (more > 0 ? `\n\n…and ${more} more not listed.` : '');
    const fresh = pages.filter((p) => p.verdict === 'fresh').length;
    return pages.length > FOLD_ABOVE
        ? (0,sanitize/* details */.zH)(`${(0,format/* plural */.LS)(pages.length, 'page')} checked, ${fresh} fresh`, table, fresh < pages.length)
        : table;
}
function row(page) {
    const t = page.target;
    const expected = t.change === 'removed'
        ? t.redirect
            ? `removed; redirect to ${code(t.redirect.destination)}`
            : t.redirect === null
                ? 'removed (404 or 410)'
                : "removed (docs.json's redirects unknown)"
        : expectedText(page);
    const answer = page.answer;
    const status = answer?.status !== undefined ? `HTTP ${answer.status}` : (answer?.kind ?? '—');
    // Where a redirect led is in the verdict; the status is the last answer's.
    const via = answer?.redirectedTo ? 'redirected, then ' : '';
    const cache = answer?.cache ? `<br>${(0,sanitize/* tableCell */.xR)(answer.cache, 120)}` : '';
    const verdict = `${verdictText(page.verdict)}: ${(0,sanitize/* tableCell */.xR)(page.detail, 200)}${page.looks > 1 ? ` (${page.looks} looks)` : ''}`;
    return `| ${code(t.pagePath)}<br>${t.change} | ${expected} | ${via}${status}${cache} | ${verdict} |`;
}
function expectedText(page) {
    const shown = page.target.expectation?.shown;
    const title = shown?.title ? `title “${(0,sanitize/* tableCell */.xR)(shown.title, 80)}”` : '';
    const line = shown?.line ? `“${(0,sanitize/* tableCell */.xR)(shown.line, 100)}”` : '';
    return [title, line].filter(Boolean).join('<br>') || '—';
}
function verdictText(verdict) {
    return {
        fresh: '✅ fresh',
        stale: '❌ stale',
        unverified: '⚠️ unverified',
        'not-compared': '➖ not compared',
    }[verdict];
}
function repairText(repair) {
    const id = repair.statusId ? ` ${code(repair.statusId)}` : '';
    const head = `#### Repair: triggered update${id}, which ended ${(0,sanitize/* tableCell */.xR)(repair.ended, 200)}`;
    if (!repair.after)
        return `${head}\n\nThe live site was not checked again.`;
    const helped = repair.after.live === 'fresh'
        ? 'The repair worked: every page is fresh now.'
        : `The repair did not help: the live site is ${repair.after.live} (${(0,sanitize/* tableCell */.xR)(repair.after.reason, 300)}).`;
    return `${head}\n\n${helped}\n\n${renderLiveSection(repair.after).replace(/^### /, '#### After the repair: ')}`;
}
function code(text) {
    return (0,sanitize/* inlineCode */.ti)(text, 200).replace(/\|/g, '\\|') || '—';
}

;// CONCATENATED MODULE: ./src/modes/status/app-summary.ts


/** Renders the whole summary. */
function renderAppSummary(report, context) {
    const subject = context.source === 'github-app' ? "GitHub App's deploy" : 'Live site (scheduled check)';
    const icon = { fresh: '✅', stale: '❌', unverified: '⚠️', off: '➖' }[report.live];
    const failed = context.app?.ending === 'failure';
    const heading = failed
        ? `## ❌ ${subject}: the deployment failed`
        : `## ${icon} ${subject}: live site ${report.live}`;
    const rows = [['Commit', app_summary_code(context.sha.slice(0, 12))]];
    if (context.files)
        rows.push(['Files changed', `${context.files.count} (from the ${context.files.from})`]);
    if (context.source === 'github-app')
        rows.push(['App deployment', appCell(context.app)]);
    const facts = ['| | |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
    return `${[heading, facts, renderLiveSection(report, context.repair)].join('\n\n')}\n`;
}
function appCell(app) {
    const d = app?.deployment;
    if (!d)
        return 'none: the GitHub App did not deploy this commit (a later push may have superseded it; the live check decides)';
    const words = d.description ? ` — ${(0,sanitize/* tableCell */.xR)(d.description, 200)}` : '';
    return `${app_summary_code(d.state ?? 'created')} in ${app_summary_code(d.environment)}${words}`;
}
function app_summary_code(text) {
    return (0,sanitize/* inlineCode */.ti)(text, 120).replace(/\|/g, '\\|') || '—';
}

;// CONCATENATED MODULE: ./src/github/app-deployments.ts
/** The App's account, as GitHub names it on the deployments it creates. */
const APP_LOGIN = 'mintlify[bot]';
/** The App's newest deployment of `sha` with its newest status, or undefined when there is none. */
async function findAppDeployment(octokit, options) {
    const request = options.signal ? { signal: options.signal } : {};
    const { owner, repo } = options;
    const { data } = await octokit.rest.repos.listDeployments({
        owner,
        repo,
        sha: options.sha,
        ...(options.environment ? { environment: options.environment } : {}),
        per_page: 30,
        request,
    });
    const ours = data.find((d) => d.creator?.login === APP_LOGIN &&
        d.sha.toLowerCase() === options.sha.toLowerCase() &&
        d.transient_environment !== true &&
        (options.environment
            ? d.environment === options.environment
            : !/preview/i.test(d.environment)));
    if (!ours)
        return undefined;
    const statuses = await octokit.rest.repos.listDeploymentStatuses({
        owner,
        repo,
        deployment_id: ours.id,
        per_page: 1,
        request,
    });
    const newest = statuses.data[0];
    return {
        id: ours.id,
        environment: ours.environment,
        state: newest?.state,
        description: newest?.description ?? '',
        environmentUrl: newest?.environment_url ?? '',
    };
}

// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
// EXTERNAL MODULE: ./src/util/timing.ts
var timing = __webpack_require__(50620);
;// CONCATENATED MODULE: ./src/modes/status/follow.ts
/**
 * Follows the GitHub App's deployment of the pushed commit until it ends or the deadline comes:
 * the Deployment is context for the live check, except that a failure fails the step with the
 * App's own words. Polls gently (3 s, growing to 15 s): the live check does the waiting that matters.
 */





const FIRST_LOOK_MS = 3_000;
const MAX_LOOK_MS = 15_000;
const FAILED = new Set(['failure', 'error']);
/** Follows the App's deployment of `sha` until it ends, the deadline, or `signal`. */
async function followApp(octokit, runner, options) {
    let seen;
    let delay = FIRST_LOOK_MS;
    let logged = '';
    for (;;) {
        try {
            seen =
                (await findAppDeployment(octokit, {
                    owner: runner.owner,
                    repo: runner.repo,
                    sha: options.sha,
                    ...(options.environment ? { environment: options.environment } : {}),
                    signal: options.signal,
                })) ?? seen;
        }
        catch (err) {
            if (options.signal.aborted)
                break;
            log/* info */.pq(`Could not read the GitHub App's deployments: ${(0,util_text/* logText */.kc)((0,abort/* errorText */.kc)(err), 200)}`);
        }
        const state = seen?.state ?? (seen ? 'created' : 'none');
        if (state !== logged) {
            logged = state;
            log/* info */.pq(`GitHub App deployment: ${(0,util_text/* logText */.kc)(state, 40)}${seen ? ` (${(0,util_text/* logText */.kc)(seen.environment, 60)})` : ''}.`);
        }
        if (seen?.state === 'success')
            return { ending: 'success', deployment: seen };
        if (seen?.state && FAILED.has(seen.state))
            return { ending: 'failure', deployment: seen };
        const remaining = options.deadline - Date.now();
        if (remaining <= 0 || options.signal.aborted)
            break;
        try {
            await (0,timing/* sleep */.yy)(Math.min(delay, remaining), options.signal);
        }
        catch {
            break;
        }
        delay = Math.min(MAX_LOOK_MS, Math.round(delay * 1.5));
    }
    return seen ? { ending: 'pending', deployment: seen } : { ending: 'none' };
}

;// CONCATENATED MODULE: ./src/github/commit-diff.ts
/** Files GitHub lists at most in one answer. */
const MAX_FILES = 300;
/** Reads the changed files and their patches (throws Octokit's error for the caller to word). */
async function readCommitDiff(octokit, options) {
    const request = options.signal ? { signal: options.signal } : {};
    const { owner, repo } = options;
    const data = options.base
        ? (await octokit.rest.repos.compareCommitsWithBasehead({
            owner,
            repo,
            basehead: `${options.base}...${options.head}`,
            per_page: 1,
            request,
        })).data
        : (await octokit.rest.repos.getCommit({
            owner,
            repo,
            ref: options.head,
            per_page: MAX_FILES,
            request,
        })).data;
    const files = (data.files ?? []).map((f) => ({
        filename: String(f.filename),
        status: String(f.status),
        ...(typeof f.previous_filename === 'string' ? { previousFilename: f.previous_filename } : {}),
        ...(typeof f.patch === 'string' ? { patch: f.patch } : {}),
    }));
    return { files, complete: files.length < MAX_FILES };
}

// EXTERNAL MODULE: ./src/util/page-path.ts
var page_path = __webpack_require__(23585);
;// CONCATENATED MODULE: ./src/live/normalize.ts
/**
 * One comparison key for a line of prose, whether it comes from the committed MDX file or from the
 * Markdown the live site serves: entities decoded, Markdown escapes and emphasis marks dropped,
 * links reduced to their text, typographic quotes, dashes and ellipses made plain, list, heading
 * and quote markers dropped, white space collapsed. Lossy on purpose: two renderings of the same
 * sentence must meet; a changed sentence must not.
 */
const NAMED_ENTITIES = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    ndash: '-',
    mdash: '-',
    hellip: '...',
    lsquo: "'",
    rsquo: "'",
    ldquo: '"',
    rdquo: '"',
};
/** `&amp;`, `&#39;`, `&#x2019;` → their characters; unknown names stay as written. */
function decodeEntities(text) {
    return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body) => {
        if (body.startsWith('#')) {
            const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
    });
}
/**
 * `[text](target)` and `![alt](src)` → `text`, `alt`: what `/!?\[([^\]]*)\]\([^)]*\)/g` replaced,
 * in one pass. That pattern tried every `[` of `[[[[…` up to the same `]` (quadratic); here a `[`
 * whose first `]` is not followed by `(…)` skips every `[` before that `]` too; after a `](` with
 * no `)` left, nothing can match.
 */
function linkTexts(s) {
    let out = '';
    let at = 0;
    for (let open = s.indexOf('[', at); open >= 0; open = s.indexOf('[', at)) {
        const close = s.indexOf(']', open + 1);
        if (close < 0)
            break;
        const end = s[close + 1] === '(' ? s.indexOf(')', close + 2) : -1;
        if (end < 0 && s[close + 1] === '(')
            break; // No `)` left: nothing further can match.
        if (end < 0) {
            out += s.slice(at, close + 1);
            at = close + 1;
            continue;
        }
        const bang = open > at && s[open - 1] === '!' ? 1 : 0;
        out += s.slice(at, open - bang) + s.slice(open + 1, close);
        at = end + 1;
    }
    return out + s.slice(at);
}
/** The comparison key of one line (see the module's comment); empty for a line of no words. */
function normalizeProse(line) {
    let s = decodeEntities(line);
    s = s
        .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
        .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
        .replace(/[\u2013\u2014\u2212]/g, '-')
        .replace(/\u2026/g, '...')
        .replace(/[\u00a0\u2007\u202f\u200b]/g, ' ');
    // Images keep their alt text, links their text: a link target may be rewritten by the site.
    s = linkTexts(s);
    s = s.replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d{1,3}[.)]\s+)+/, '');
    // Markdown escapes: `\*` is `*`; emphasis and code marks themselves are dropped.
    s = s.replace(/\\([\\`*_{}[\]()#+\-.!|<>~"'])/g, '$1').replace(/[*_`]/g, '');
    return s.replace(/\s+/g, ' ').trim();
}

// EXTERNAL MODULE: ./src/util/frontmatter.ts
var frontmatter = __webpack_require__(69962);
;// CONCATENATED MODULE: ./src/live/prose.ts
/**
 * What of a page's Markdown is prose a reader sees as written: the frontmatter's `title` and the
 * lines outside frontmatter, code fences, imports and exports, JSX components and comments. Used
 * for the committed MDX file and for what the live site serves, so both are read the same way.
 */

/** Reads the title and prose lines of a Markdown or MDX text. */
function readProse(text) {
    const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const front = (0,frontmatter/* readFrontmatter */.zT)(all);
    let title = scalarText(front.data?.title);
    const lines = [];
    let fence;
    let inComment = false;
    for (const line of all.slice(front.bodyStart)) {
        const trimmed = line.trim();
        if (fence !== undefined) {
            if (trimmed.startsWith(fence))
                fence = undefined;
            continue;
        }
        const open = /^(`{3,}|~{3,})/.exec(trimmed);
        if (open) {
            fence = open[1];
            continue;
        }
        if (inComment || /^(\{\/\*|<!--)/.test(trimmed)) {
            inComment = !/(\*\/\}|-->)\s*$/.test(trimmed);
            continue;
        }
        if (!isProse(trimmed))
            continue;
        if (title === undefined && /^#\s+\S/.test(trimmed)) {
            title = trimmed.replace(/^#\s+/, '').trim();
            continue;
        }
        lines.push(line);
    }
    return { title, lines, ...(front.problem ? { problem: front.problem } : {}) };
}
/** A YAML scalar as the page shows it (`title: 2024` is a number to YAML); else undefined. */
function scalarText(value) {
    if (typeof value === 'string')
        return value.trim();
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}
/** Blank lines, imports, exports, JSX tags and expressions, tables' rules: not prose. */
function isProse(trimmed) {
    if (trimmed === '')
        return false;
    if (/^(import|export)\s/.test(trimmed))
        return false;
    if (/^<\/?[A-Za-z]/.test(trimmed) || /^\{/.test(trimmed) || /^\/?>$/.test(trimmed))
        return false;
    if (/^\|?\s*:?-{3,}/.test(trimmed) || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed))
        return false;
    // An attribute line of a multi-line JSX tag (`title="…"`, `href={…}`).
    return !/^[A-Za-z][\w-]*=(["'{])/.test(trimmed);
}
/** The added (`+`) and removed (`-`) lines of a unified diff as GitHub's `patch` field holds it. */
function patchLines(patch) {
    const added = [];
    const removed = [];
    for (const line of patch.split(/\r?\n/)) {
        if (line.startsWith('+'))
            added.push(line.slice(1));
        else if (line.startsWith('-'))
            removed.push(line.slice(1));
    }
    return { added, removed };
}

;// CONCATENATED MODULE: ./src/live/compare.ts
/**
 * Whether the live site serves the committed version of a page: pure, data in, verdict out.
 *
 * The expectation comes from the committed file and, when known, the commit's diff of it: its
 * `title` and the prose lines the commit added; when it added none, the prose lines it removed
 * must be gone; without a diff (`verify: all` over pages the commit did not touch), a sample of
 * the page's prose. Lines are compared by their normalized key (normalize.ts), anywhere in the
 * live page's prose, so a re-wrapped paragraph still matches.
 */


/** Prose lines compared at most per page. */
const MAX_LINES_COMPARED = 20;
/** Lines sampled from a page the commit did not change. */
const SAMPLE_LINES = 8;
/** Removed lines shorter than this (normalized) are not checked: they may well appear elsewhere. */
const MIN_GONE_CHARS = 12;
/**
 * The expectation of a page from its committed text and, when the commit's diff of it is known,
 * that diff's `patch` (`undefined`: no diff known → a sample of the page).
 */
function expectationOf(committed, patch) {
    const prose = readProse(committed);
    if (prose.problem) {
        const shown = { title: undefined, line: undefined };
        const problem = `committed file: ${prose.problem}`;
        return { title: undefined, present: [], gone: [], basis: 'nothing', shown, problem };
    }
    const title = prose.title === undefined ? undefined : normalizeProse(prose.title) || undefined;
    const keyed = prose.lines.map((raw) => ({ raw, key: normalizeProse(raw) })).filter((l) => l.key);
    const shownTitle = prose.title;
    if (patch === undefined) {
        const sample = sampleOf(keyed, SAMPLE_LINES);
        return build(title, sample, [], sample.length ? 'sample' : undefined, shownTitle);
    }
    const { added } = patchLines(patch);
    const addedSet = new Set(added.map((l) => l.trim()));
    const present = keyed.filter((l) => addedSet.has(l.raw.trim())).slice(0, MAX_LINES_COMPARED);
    if (present.length > 0)
        return build(title, present, [], 'added lines', shownTitle);
    const newKeys = keyed.map((l) => l.key).join('\n');
    const gone = removedProse(patch, committed)
        .filter((key) => key.length >= MIN_GONE_CHARS && !newKeys.includes(key))
        .slice(0, MAX_LINES_COMPARED);
    if (gone.length > 0)
        return build(title, [], gone, 'removed lines', shownTitle);
    // A title the commit did not touch proves nothing about this deploy.
    const titleChanged = added.some((l) => /^title:/.test(l.trim()));
    return build(titleChanged ? title : undefined, [], [], undefined, shownTitle);
}
function build(title, present, gone, basis, shownTitle) {
    return {
        title,
        present: present.map((l) => l.key),
        gone,
        basis: basis ?? (title ? 'title only' : 'nothing'),
        shown: { title: shownTitle, line: present[0]?.raw.trim() },
    };
}
/**
 * The normalized prose among the lines a patch removed. Each hunk's old side is read from where it
 * starts in the file: inside frontmatter or a code fence there (as the committed file says), and
 * through the fences and frontmatter end it crosses, so a removed line of code or a removed
 * frontmatter key is not taken for prose.
 */
function removedProse(patch, committed) {
    const lines = committed.replace(/^\uFEFF/, '').split(/\r?\n/);
    const out = [];
    let state = { fence: false, front: false };
    for (const line of patch.split(/\r?\n/)) {
        const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(line);
        if (hunk) {
            state = stateBefore(lines, Number(hunk[1]) - 1);
            continue;
        }
        if (line.startsWith('+'))
            continue;
        const text = line.slice(1);
        const trimmed = text.trim();
        if (state.front) {
            if (/^(---|\.\.\.)$/.test(trimmed))
                state.front = false;
            continue;
        }
        if (/^(`{3,}|~{3,})/.test(trimmed)) {
            state.fence = !state.fence;
            continue;
        }
        if (line.startsWith('-') && !state.fence)
            out.push(...readProse(`\n${text}`).lines);
    }
    return out.map(normalizeProse).filter(Boolean);
}
/** Whether line `index` (0-based) of the file starts inside frontmatter or a code fence. */
function stateBefore(lines, index) {
    let front = lines[0]?.trim() === '---' && index > 0;
    let fence = false;
    for (let i = front ? 1 : 0; i < index && i < lines.length; i++) {
        const t = (lines[i] ?? '').trim();
        if (front) {
            if (/^(---|\.\.\.)$/.test(t))
                front = false;
        }
        else if (/^(`{3,}|~{3,})/.test(t))
            fence = !fence;
    }
    return { fence, front: front || (index === 0 && lines[0]?.trim() === '---') };
}
/** Up to `count` lines spread evenly over the page, the first included. */
function sampleOf(lines, count) {
    if (lines.length <= count)
        return [...lines];
    const step = lines.length / count;
    return Array.from({ length: count }, (_, i) => lines[Math.floor(i * step)]);
}
/** Compares the live page's Markdown with the expectation. */
function comparePage(expected, live) {
    if (expected.problem)
        return { verdict: 'not-compared', detail: expected.problem, warn: true };
    if (expected.basis === 'nothing') {
        return { verdict: 'not-compared', detail: 'no title or prose line to compare' };
    }
    const prose = readProse(live);
    if (prose.problem) {
        return { verdict: 'not-compared', detail: `live page: ${prose.problem}`, warn: true };
    }
    const liveTitle = prose.title === undefined ? undefined : normalizeProse(prose.title);
    const text = [liveTitle ?? '', ...prose.lines.map(normalizeProse)].join(' ');
    const problems = [];
    if (expected.title !== undefined && liveTitle !== undefined && liveTitle !== expected.title) {
        problems.push('the title differs');
    }
    const missing = expected.present.filter((line) => !text.includes(line)).length;
    if (missing > 0) {
        problems.push(`${missing} of ${expected.present.length} expected lines missing`);
    }
    const still = expected.gone.filter((line) => text.includes(line)).length;
    if (still > 0)
        problems.push(`${still} removed line${still === 1 ? ' is' : 's are'} still there`);
    if (problems.length > 0)
        return { verdict: 'stale', detail: problems.join('; ') };
    return { verdict: 'fresh', detail: describe(expected) };
}
/** What a fresh comparison matched, e.g. `title and 3 added lines`. */
function describe(expected) {
    const parts = [];
    if (expected.title !== undefined)
        parts.push('title');
    const n = expected.basis === 'removed lines' ? expected.gone.length : expected.present.length;
    if (expected.basis === 'added lines')
        parts.push(`${n} added line${n === 1 ? '' : 's'}`);
    if (expected.basis === 'sample')
        parts.push(`${n} sampled line${n === 1 ? '' : 's'}`);
    if (expected.basis === 'removed lines')
        parts.push(`${n} removed line${n === 1 ? '' : 's'} gone`);
    return parts.join(' and ') || 'nothing';
}

// EXTERNAL MODULE: ./src/live/site-url.ts
var site_url = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/util/map-limit.ts
var map_limit = __webpack_require__(9992);
;// CONCATENATED MODULE: ./src/live/check.ts
/**
 * The live check: asks the site for every target page, at most {@link MAX_IN_FLIGHT} at once, and
 * keeps asking for the pages that are not fresh yet, with backoff, until they are or the deadline
 * comes (caches take minutes). A page found fresh, gone as it should be, or with nothing to
 * compare is never asked for again. A site that asks for sign-in or redirects to another origin
 * stops the check at once; one that cannot be reached at all stops after a few quick rounds.
 */





/** Requests in flight at most. */
const MAX_IN_FLIGHT = 8;
/** First wait before asking again for pages that are not fresh yet. */
const FIRST_RECHECK_MS = 2_000;
/** Longest wait between two rounds. */
const MAX_RECHECK_MS = 30_000;
/** Rounds in a row in which nothing answered at all before the site counts as unreachable. */
const UNREACHABLE_ROUNDS = 3;
/** Wait between rounds while nothing answers. */
const UNREACHABLE_RETRY_MS = 1_000;
/** Checks every target; resolves when all are settled or the deadline has passed. */
async function checkLive(site, targets, options) {
    const now = options.now ?? Date.now;
    const wait = options.wait ?? timing/* sleep */.yy;
    const done = [];
    let open = [];
    for (const target of targets) {
        if (!(0,site_url/* pageUrl */.fi)(site.root, target.pagePath)) {
            done.push({
                target,
                verdict: 'unverified',
                detail: 'refused: the path leaves the site',
                looks: 0,
            });
        }
        else
            open.push({ target, looks: 0 });
    }
    const state = { mdServed: false, unreachableRounds: 0 };
    let delay = FIRST_RECHECK_MS;
    for (let round = 1; open.length > 0; round++) {
        const results = await lookAtAll(site, open, state, options);
        const problem = siteProblemOf(results, state);
        if (problem)
            return {
                pages: [...done, ...open.map((o) => unverifiedBy(o, problem))],
                siteProblem: problem,
            };
        const still = [];
        results.forEach((r, i) => {
            const page = open[i];
            if (r.settled)
                done.push(r.result);
            else
                still.push({ ...page, last: r.result });
        });
        open = still;
        options.onRound?.(round, open.length);
        if (open.length === 0)
            break;
        const pause = state.unreachableRounds > 0 ? UNREACHABLE_RETRY_MS : delay;
        delay = Math.min(MAX_RECHECK_MS, Math.round(delay * 1.5));
        const remaining = options.deadline - now();
        if (remaining <= 0)
            break;
        await wait(Math.min(pause, remaining), options.signal);
    }
    return { pages: [...done, ...open.map(atDeadline)] };
}
/** The site-wide stop, if this round found one. */
function siteProblemOf(results, state) {
    const signIn = results.find((r) => r.kind === 'sign-in');
    if (signIn)
        return { kind: 'sign-in', detail: 'the site asks for sign-in' };
    // A removed page may redirect to another site on purpose: its own verdict says whether it should.
    const elsewhere = results.find((r) => r.kind === 'elsewhere' && r.result.target.change !== 'removed');
    if (elsewhere) {
        return {
            kind: 'elsewhere',
            detail: `the site redirects to another origin (${elsewhere.result.answer?.redirectedTo ?? 'unknown'})`,
        };
    }
    const unreachable = results.filter((r) => r.kind === 'unreachable');
    state.unreachableRounds = unreachable.length === results.length ? state.unreachableRounds + 1 : 0;
    if (state.unreachableRounds >= UNREACHABLE_ROUNDS) {
        const code = unreachable[0]?.result.detail ?? '';
        return { kind: 'unreachable', detail: `the site could not be reached (${code})` };
    }
    return undefined;
}
function unverifiedBy(page, problem) {
    return {
        target: page.target,
        verdict: 'unverified',
        detail: problem.detail,
        looks: page.looks,
        ...(page.last?.answer ? { answer: page.last.answer } : {}),
    };
}
/** What a page still open at the deadline ends as: stale when the site answered, else unverified. */
function atDeadline(page) {
    const last = page.last;
    if (!last)
        return {
            target: page.target,
            verdict: 'unverified',
            detail: 'not checked before the deadline',
            looks: 0,
        };
    return last;
}
async function lookAt(site, page, state, options) {
    page.looks += 1;
    const answer = await ask(site, page.target.pagePath, state, options);
    const shown = {
        kind: answer.kind,
        ...(answer.status !== undefined ? { status: answer.status } : {}),
        ...(answer.cache ? { cache: answer.cache } : {}),
        ...(answer.redirectedTo ? { redirectedTo: answer.redirectedTo } : {}),
    };
    const base = { target: page.target, looks: page.looks, answer: shown };
    const judged = page.target.change === 'removed'
        ? judgeRemoved(page.target, answer, site)
        : judgePage(page.target, answer);
    return {
        kind: answer.kind,
        settled: judged.settled,
        result: {
            ...base,
            verdict: judged.verdict,
            detail: judged.detail,
            ...(judged.warn ? { warn: true } : {}),
        },
    };
}
/**
 * One look at each open page, at most {@link MAX_IN_FLIGHT} at once; results in `open`'s order.
 * Removed pages go after the others: once some `<page>.md` has answered 200, a removed page's
 * 404 there is the answer, with no second request to the page URL.
 */
async function lookAtAll(site, open, state, options) {
    const limit = options.inFlight ?? MAX_IN_FLIGHT;
    const removed = (page) => page.target.change === 'removed';
    const looks = new Map();
    for (const batch of [open.filter((p) => !removed(p)), open.filter(removed)]) {
        const results = await (0,map_limit/* mapLimit */.s)(batch, limit, (page) => lookAt(site, page, state, options));
        batch.forEach((page, i) => looks.set(page, results[i]));
    }
    return open.map((page) => looks.get(page));
}
/** `<page>.md` first; the page URL with `Accept: text/markdown` where that answers 404. */
async function ask(site, pagePath, state, options) {
    const fetchOptions = {
        signal: options.signal,
        deadline: options.requestDeadline ?? options.deadline,
    };
    const md = await site.get((0,site_url/* pageUrl */.fi)(site.root, pagePath, '.md'), fetchOptions);
    if (md.kind === 'page')
        state.mdServed = true;
    if (md.kind !== 'gone' || state.mdServed)
        return md;
    return site.get((0,site_url/* pageUrl */.fi)(site.root, pagePath), {
        ...fetchOptions,
        acceptMarkdown: true,
    });
}
/** A page that exists in the commit. */
function judgePage(target, answer) {
    switch (answer.kind) {
        case 'page': {
            const c = comparePage(target.expectation, answer.body ?? '');
            return { ...c, settled: c.verdict !== 'stale' };
        }
        case 'gone':
            return {
                verdict: 'stale',
                detail: `HTTP ${answer.status}: not on the site yet`,
                settled: false,
            };
        case 'too-large':
            return { verdict: 'unverified', detail: 'the page is larger than 2 MiB', settled: true };
        default:
            return retrying(answer);
    }
}
/** A page the commit removed: gone, or redirected (judged where the chain ends) as docs.json says. */
function judgeRemoved(target, answer, site) {
    if (answer.kind === 'elsewhere')
        return judgeElsewhere(target, answer.redirectedTo ?? '');
    if (answer.redirectedTo && answer.kind !== 'sign-in')
        return judgeRedirect(target, answer, site);
    if (answer.kind === 'gone') {
        if (target.redirect) {
            return {
                verdict: 'stale',
                detail: `HTTP ${answer.status}; docs.json redirects it to ${(0,page_path/* normalizePagePath */.i)(target.redirect.destination)}`,
                settled: false,
            };
        }
        return { verdict: 'fresh', detail: `HTTP ${answer.status}: removed`, settled: true };
    }
    if (answer.kind === 'page') {
        return { verdict: 'stale', detail: 'HTTP 200: still served', settled: false };
    }
    return retrying(answer);
}
/** A removed page redirected within the site: by the last answer of the chain (5 hops at most). */
function judgeRedirect(target, answer, site) {
    const to = sitePath(site, answer.redirectedTo);
    if (answer.loop)
        return { verdict: 'stale', detail: `redirect loop at ${to}`, settled: false };
    if (answer.kind === 'gone') {
        const detail = `redirects to ${to}, which answers HTTP ${answer.status}`;
        return { verdict: 'stale', detail, settled: false };
    }
    if (answer.kind !== 'page' && answer.kind !== 'too-large') {
        const then = retrying(answer);
        return { ...then, detail: `redirects to ${to}, then ${then.detail}` };
    }
    const wanted = target.redirect ? (0,page_path/* normalizePagePath */.i)(target.redirect.destination) : undefined;
    if (wanted !== undefined && wanted !== to) {
        return {
            verdict: 'stale',
            detail: `redirects to ${to}; docs.json says ${wanted}`,
            settled: false,
        };
    }
    const note = target.redirect === undefined ? " (docs.json's redirects unknown)" : '';
    return { verdict: 'fresh', detail: `redirects to ${to}${note}`, settled: true };
}
/**
 * A removed page redirected to another origin (not followed): fine where docs.json's redirect
 * names that URL; unknown redirects leave it unverified.
 */
function judgeElsewhere(target, to) {
    const detail = `redirects to another site (${to})`;
    if (target.redirect === undefined) {
        return {
            verdict: 'unverified',
            detail: `${detail}; docs.json's redirects unknown`,
            settled: true,
        };
    }
    const wanted = target.redirect ? destinationOf(target.redirect.destination) : undefined;
    if (wanted !== undefined && wanted === destinationOf(to)) {
        return {
            verdict: 'fresh',
            detail: `${detail}, as docs.json says (not fetched)`,
            settled: true,
        };
    }
    const says = wanted === undefined ? 'no redirect' : wanted;
    return { verdict: 'stale', detail: `${detail}; docs.json says ${says}`, settled: false };
}
/** docs.json's destination as compared: a page path, or an absolute URL's origin and page path. */
function destinationOf(destination) {
    if (!/^https?:\/\//i.test(destination))
        return (0,page_path/* normalizePagePath */.i)(destination);
    try {
        const url = new URL(destination);
        const path = (0,page_path/* normalizePagePath */.i)(url.pathname);
        return path === '/' ? url.origin : url.origin + path;
    }
    catch {
        return (0,page_path/* normalizePagePath */.i)(destination);
    }
}
/** Answers worth asking again (until the deadline), and what they mean if they last. */
function retrying(answer) {
    const status = answer.status !== undefined ? `HTTP ${answer.status}` : (answer.error ?? 'no answer');
    const detail = answer.kind === 'blocked'
        ? `${status}: rate limit or bot challenge`
        : answer.kind === 'unreachable'
            ? (answer.error ?? 'unreachable')
            : answer.kind === 'server-error'
                ? `${status}: server error`
                : answer.kind === 'timeout'
                    ? 'timed out'
                    : `${status}: unexpected answer`;
    return { verdict: 'unverified', detail, settled: false };
}
/** A site URL as a page path under the site's base path. */
function sitePath(site, href) {
    const path = new URL(href).pathname;
    const base = site.root.basePath;
    return (0,page_path/* normalizePagePath */.i)(base && path.startsWith(base) ? path.slice(base.length) : path);
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/util/network.ts + 2 modules
var network = __webpack_require__(23535);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js + 1 modules
var Parser = __webpack_require__(22664);
;// CONCATENATED MODULE: ./src/live/html-text.ts
/**
 * What a live page served as HTML says, as text lines for the comparison (src/live/prose.ts):
 * read by htmlparser2's tokenizer, never by regular expressions, so a page of any shape is read in
 * one pass.
 */

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'svg']);
/** Elements whose (written) end tag ends a line. */
const BLOCK_ENDS = new Set('p div h1 h2 h3 h4 h5 h6 li pre blockquote tr section article header'.split(' '));
/**
 * HTML as text lines: head, scripts, styles and SVG dropped, block ends and `<br>` as line
 * breaks, `<h1>` as `# `; entities left as written (the comparison decodes them). Read by
 * htmlparser2's tokenizer, in one pass whatever the page holds (regular expressions took minutes
 * over unclosed tags).
 */
function htmlText(html) {
    const out = [];
    // Runs of text that follow each other in the page are kept as one range and sliced once: two
    // million one-character texts (`<<<…`) kept apart cost several times the parse.
    let from = -1;
    let to = -1;
    const flush = () => {
        if (from >= 0)
            out.push(html.slice(from, to));
        from = -1;
    };
    const parser = new Parser/* Parser */.i({
        onopentagname(name) {
            if (HIDDEN.has(name))
                hidden += 1;
            else if (hidden === 0 && name === 'h1')
                mark('\n# ');
            else if (hidden === 0 && name === 'br')
                mark('\n');
        },
        onclosetag(name, implied) {
            if (HIDDEN.has(name))
                hidden = Math.max(0, hidden - 1);
            else if (hidden === 0 && !implied && BLOCK_ENDS.has(name))
                mark('\n');
        },
        ontext(text) {
            if (hidden > 0)
                return;
            // The text is the page's own characters (entities left as written), up to `endIndex`.
            const end = parser.endIndex + 1;
            if (from >= 0 && end - text.length !== to)
                flush();
            if (from < 0)
                from = end - text.length;
            to = end;
        },
    }, { decodeEntities: false });
    let hidden = 0;
    const mark = (text) => {
        flush();
        out.push(text);
    };
    parser.end(html);
    flush();
    return out.join('').replace(/\n\s*\n+/g, '\n');
}

;// CONCATENATED MODULE: ./src/live/fetch.ts
/**
 * The one door to the live site: GET requests over a keep-alive dispatcher of its own (through
 * the runner's proxy when its settings say so: util/network.ts), holding no credential (no admin
 * key, no GitHub token, no cookie ever sent). A proxy's refusal or silence is the site being
 * unreachable, in the proxy's words. Redirects are followed by
 * hand and only within the site's origin; one elsewhere is reported, not followed. At most
 * {@link MAX_BODY_BYTES} of a body is read; every request has its own timeout under the deadline.
 * What the site answers is classified here, so the check loop never sees raw HTTP.
 */




/** Most of a body read; a larger page is reported, not compared. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Longest one request may take (less when the deadline is nearer). */
const REQUEST_TIMEOUT_MS = 15_000;
/** Redirects followed at most per request. */
const MAX_REDIRECTS = 5;
/** A path a sign-in wall redirects to. */
const SIGN_IN_PATH = /\/(login|log-in|signin|sign-in|sso|auth|authenticate|oauth)(\/|$|\?)/i;
/** The client of one live site: its own dispatcher, a request count, and the site's root. */
class SiteClient {
    root;
    userAgent;
    /** Requests sent (redirect hops included). */
    requests = 0;
    dispatcher;
    constructor(root, userAgent) {
        this.root = root;
        this.userAgent = userAgent;
        this.dispatcher = (0,network/* dispatcherFor */.tR)(new URL(root.origin), { connections: 8 });
    }
    /** GETs `url`, following same-origin redirects, and classifies the answer. */
    async get(url, options) {
        let current = new URL(url);
        let redirected;
        const asked = new Set([current.href]);
        for (let hop = 0;; hop++) {
            const answer = await this.once(current, options);
            if (answer.location === undefined) {
                return redirected ? { ...answer.answer, redirectedTo: redirected } : answer.answer;
            }
            let next;
            try {
                next = new URL(answer.location, current);
            }
            catch {
                return { kind: 'other', status: answer.answer.status ?? 0, error: 'unreadable Location' };
            }
            if (SIGN_IN_PATH.test(next.pathname))
                return { ...answer.answer, kind: 'sign-in' };
            if (next.origin !== this.root.origin) {
                return { ...answer.answer, kind: 'elsewhere', redirectedTo: next.origin + next.pathname };
            }
            if (asked.has(next.href))
                return { ...answer.answer, redirectedTo: next.href, loop: true };
            asked.add(next.href);
            if (hop >= MAX_REDIRECTS)
                return { ...answer.answer, kind: 'other', error: 'too many redirects' };
            redirected = next.href;
            current = next;
        }
    }
    /** One request; a 3xx comes back with its Location for {@link get} to follow or not. */
    async once(url, options) {
        const signal = (0,abort/* withDeadline */.NE)(options.signal, Math.min(Date.now() + REQUEST_TIMEOUT_MS, options.deadline));
        this.requests += 1;
        let res;
        try {
            res = await (0,undici.request)(url, {
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
        }
        catch (err) {
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
        const text = await readCapped(res.body, MAX_BODY_BYTES, signal).catch((err) => {
            options.signal.throwIfAborted();
            return err instanceof TooLarge ? err : new Error(String(err));
        });
        if (text instanceof TooLarge)
            return { answer: { kind: 'too-large', ...base } };
        if (text instanceof Error)
            return { answer: { kind: 'timeout', ...base, error: text.message } };
        if (isChallenge(res.headers, text))
            return { answer: { kind: 'blocked', ...base } };
        const type = header(res.headers, 'content-type') ?? '';
        return { answer: { kind: 'page', ...base, body: /html/i.test(type) ? htmlText(text) : text } };
    }
    /** Closes the dispatcher's sockets. */
    async close() {
        await this.dispatcher.close().catch(() => undefined);
    }
}
class TooLarge extends Error {
}
/**
 * Reads at most `max` bytes of a body as UTF-8; over that, stops reading and throws TooLarge. The
 * signal stops the read too: undici's own stops waiting for headers, not a body that trickles.
 */
async function readCapped(body, max, signal) {
    const stop = () => void body.destroy(new Error('timed out'));
    if (signal.aborted)
        stop();
    signal.addEventListener('abort', stop, { once: true });
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of body) {
            size += chunk.length;
            if (size > max) {
                body.destroy();
                throw new TooLarge(`more than ${max} bytes`);
            }
            chunks.push(chunk);
        }
    }
    finally {
        signal.removeEventListener('abort', stop);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
/** `age`, `cache-control` and a CDN's cache verdict, as one short text. */
function cacheOf(headers) {
    const parts = [];
    const age = header(headers, 'age');
    if (age && /^\d{1,10}$/.test(age))
        parts.push(`age ${age} s`);
    for (const name of ['x-cache', 'cf-cache-status', 'x-vercel-cache', 'cache-control']) {
        const value = header(headers, name);
        if (value)
            parts.push(`${name}: ${value.slice(0, 80)}`);
    }
    return parts.join('; ');
}
function classify(status, headers, body) {
    if (status === 404 || status === 410)
        return 'gone';
    if (status === 401 || status === 407)
        return 'sign-in';
    if (status === 429 || isChallenge(headers, body))
        return 'blocked';
    if (status >= 500)
        return 'server-error';
    return 'other';
}
/** A bot challenge: a CDN's mitigation header, or a challenge page. */
function isChallenge(headers, body) {
    if (header(headers, 'cf-mitigated') || header(headers, 'x-vercel-mitigated'))
        return true;
    return /challenge-platform|cf-chl-|captcha|verify you are human/i.test(body.slice(0, 20_000));
}
/** What a failed request becomes: the codes of a host that does not answer at all, or a timeout. */
function networkAnswer(err, signal) {
    const e = err;
    const code = String(e.code ?? e.cause?.code ?? '');
    // The proxy's refusal or silence: the site cannot be reached through it, in the proxy's words.
    if (err instanceof network/* ProxyError */.T6 && err.answer !== 'failed') {
        return { kind: 'unreachable', error: err.message };
    }
    if (signal.aborted)
        return { kind: 'timeout', error: 'timed out' };
    if (/^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|CERT_|ERR_TLS|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO)/.test(code)) {
        return { kind: 'unreachable', error: code };
    }
    if (code === 'UND_ERR_CONNECT_TIMEOUT')
        return { kind: 'unreachable', error: code };
    return { kind: 'server-error', error: code || String(e.message ?? 'request failed') };
}

;// CONCATENATED MODULE: ./src/live/verdict.ts
/**
 * `stale` when any page is stale; `unverified` when the site as a whole could not be checked, a
 * page could not be, or nothing at all could be compared; else `fresh`. With the reason in words.
 */
function verdictOf(check) {
    const stale = check.pages.filter((p) => p.verdict === 'stale');
    if (stale.length > 0) {
        return {
            live: 'stale',
            reason: `${stale.length} page${stale.length === 1 ? ' is' : 's are'} stale`,
        };
    }
    if (check.siteProblem)
        return { live: 'unverified', reason: check.siteProblem.detail };
    const unverified = check.pages.filter((p) => p.verdict === 'unverified');
    if (unverified.length > 0) {
        const first = unverified[0];
        return {
            live: 'unverified',
            reason: `${unverified.length} page${unverified.length === 1 ? '' : 's'} could not be verified (${first?.target.pagePath}: ${first?.detail})`,
        };
    }
    if (!check.pages.some((p) => p.verdict === 'fresh')) {
        return { live: 'unverified', reason: 'nothing could be compared' };
    }
    return { live: 'fresh', reason: 'every checked page serves the committed version' };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/github/repo-file.ts
var repo_file = __webpack_require__(30622);
;// CONCATENATED MODULE: ./src/modes/status/committed.ts
/**
 * The committed text of a page at the deployed commit: from the checkout when its HEAD is that
 * commit (no request), else from the contents API (one request per file, each file read once,
 * at most 1 MiB). What a file holds is outside text: it is compared, never printed.
 */




/** The commit the checkout's HEAD points at, or undefined when there is no readable checkout. */
async function checkoutHead(workspace) {
    const git = external_node_path_default().join(workspace, '.git');
    const head = (await (0,promises_.readFile)(external_node_path_default().join(git, 'HEAD'), 'utf8').catch(() => '')).trim();
    if (/^[0-9a-f]{40}$/i.test(head))
        return head;
    const ref = /^ref:\s*(refs\/\S+)$/.exec(head)?.[1];
    if (!ref || ref.split('/').includes('..'))
        return undefined;
    const loose = (await (0,promises_.readFile)(external_node_path_default().join(git, ref), 'utf8').catch(() => '')).trim();
    if (/^[0-9a-f]{40}$/i.test(loose))
        return loose;
    const packed = await (0,promises_.readFile)(external_node_path_default().join(git, 'packed-refs'), 'utf8').catch(() => '');
    return packed
        .split('\n')
        .find((l) => l.endsWith(` ${ref}`))
        ?.slice(0, 40);
}
/** The reader of committed files at `sha`. */
async function committedAt(sha, runner, octokit, signal) {
    const head = await checkoutHead(runner.workspace);
    const cache = new Map();
    const once = (file, load) => {
        let hit = cache.get(file);
        if (!hit)
            cache.set(file, (hit = load()));
        return hit;
    };
    if (head && (0,status_summary/* sameCommit */.Kd)(head, sha)) {
        const root = external_node_path_default().resolve(runner.workspace);
        return {
            from: 'checkout',
            apiReads: () => 0,
            read: (file) => once(file, async () => {
                const full = external_node_path_default().resolve(root, file);
                if (!full.startsWith(`${root}${(external_node_path_default()).sep}`))
                    return undefined;
                return (0,promises_.readFile)(full, 'utf8').catch(() => undefined);
            }),
        };
    }
    if (!octokit)
        return { from: 'nowhere', apiReads: () => 0, read: () => Promise.resolve(undefined) };
    let reads = 0;
    return {
        from: 'contents API',
        apiReads: () => reads,
        read: (file) => once(file, async () => {
            reads += 1;
            const got = await (0,repo_file/* readRepoFile */.O)(octokit, {
                owner: runner.owner,
                repo: runner.repo,
                path: file,
                ref: sha,
                signal,
            }).catch(() => undefined);
            return got?.kind === 'found' ? got.text : undefined;
        }),
    };
}

;// CONCATENATED MODULE: ./src/modes/status/live-targets.ts
/**
 * The pages the live check asks for: each changed page with what it must show (from the
 * committed file and the commit's diff of it), each removed page with docs.json's redirect, and
 * with `verify: all` every page the navigation names. Files that are not pages are listed as not
 * checked; paths that would leave the site are refused.
 */




/** Files read from the commit at once. */
const READS_IN_FLIGHT = 8;
/** A repository file's page path, or undefined when the site makes no page of it. */
function pageOf(file, docsRoot) {
    const root = docsRoot ? `${docsRoot}/` : '';
    const rel = root && file.startsWith(root) ? file.slice(root.length) : file;
    // Snippets are included into pages; hidden folders and node_modules are never served.
    if (/^snippets\//.test(rel) ||
        rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules')) {
        return undefined;
    }
    return (0,page_path/* fileToPagePath */.I)(file, docsRoot);
}
/** Plans the targets of the live check. */
async function planTargets(input) {
    const notChecked = [];
    const refused = [];
    const changed = [];
    const kinds = [
        ['added', input.files.added],
        ['modified', input.files.modified],
        ['removed', input.files.removed],
    ];
    for (const [change, list] of kinds) {
        for (const file of list) {
            const page = pageOf(file, input.docsRoot);
            if (page === undefined)
                notChecked.push(file);
            else if (!(0,site_url/* isSafePagePath */._u)(page) || file.split('/').includes('..'))
                refused.push(file);
            else
                changed.push({ file, page, change });
        }
    }
    const targets = await (0,map_limit/* mapLimit */.s)(changed, READS_IN_FLIGHT, (c) => targetOf(c, input));
    if (input.verify === 'all' && input.facts.navigation) {
        const seen = new Set(changed.map((c) => c.page));
        const more = input.facts.navigation.filter((p) => !seen.has(p) && (0,site_url/* isSafePagePath */._u)(p));
        targets.push(...(await (0,map_limit/* mapLimit */.s)(more, READS_IN_FLIGHT, (page) => unchangedTarget(page, input))));
    }
    return { targets, notChecked, refused };
}
async function targetOf(c, input) {
    if (c.change === 'removed') {
        return {
            pagePath: c.page,
            file: c.file,
            change: 'removed',
            redirect: input.facts.redirectOf(c.page),
        };
    }
    const text = (await input.read(c.file)) ?? '';
    const patch = input.patches ? input.patches.get(c.file) : undefined;
    return {
        pagePath: c.page,
        file: c.file,
        change: c.change,
        expectation: expectationOf(text, patch),
    };
}
/** A navigation page the commit did not change: its file found by extension, then sampled. */
async function unchangedTarget(page, input) {
    const root = input.docsRoot ? `${input.docsRoot}/` : '';
    const stem = page === '/' ? 'index' : page.slice(1);
    for (const file of [`${root}${stem}.mdx`, `${root}${stem}.md`, `${root}${stem}/index.mdx`]) {
        const text = await input.read(file);
        if (text !== undefined) {
            return {
                pagePath: page,
                file,
                change: 'unchanged',
                expectation: expectationOf(text, undefined),
            };
        }
    }
    return {
        pagePath: page,
        file: `${root}${stem}.mdx`,
        change: 'unchanged',
        expectation: expectationOf('', undefined),
    };
}

// EXTERNAL MODULE: ./src/modes/shared/site-config.ts + 3 modules
var site_config = __webpack_require__(85084);
;// CONCATENATED MODULE: ./src/modes/status/site-config.ts


/** Reads the configuration at `ref` (the deployed commit); a failure leaves everything unknown. */
async function readSiteFacts(source, at) {
    try {
        const config = await (0,site_config/* loadSiteConfig */.Ur)(source, { ref: at.ref, docsRoot: at.docsRoot });
        const { navigation, redirects } = config;
        return {
            navigation: navigation ? [...navigation.pages] : undefined,
            redirectOf: (page) => {
                if (!redirects)
                    return undefined;
                const hit = redirects.match(page);
                return hit ? { destination: hit.destination } : null;
            },
            ...(config.kind === 'unknown'
                ? { problem: config.reason ?? 'docs.json could not be read' }
                : {}),
        };
    }
    catch (err) {
        source.signal.throwIfAborted();
        return { navigation: undefined, redirectOf: () => undefined, problem: (0,abort/* errorText */.kc)(err) };
    }
}

;// CONCATENATED MODULE: ./src/modes/status/live.ts
/**
 * The live check of `mode: status`, whatever led to it (an API update, the GitHub App's deploy, a
 * schedule): finds the site's root, plans the pages, reads the commit's diff for the lines it
 * added, asks the site (src/live/, which holds no credential) and says what it found: the
 * `live` and `stale-pages` outputs and an annotation on each stale page's file.
 */














/** Time kept after the last request to the site, before the step's own deadline. */
const REQUEST_MARGIN_MS = 1_000;
/** The report of a check that was not run (`verify: off`). */
const LIVE_OFF = {
    live: 'off',
    reason: '`verify: off`',
    pages: [],
    notChecked: [],
    refused: [],
    requests: 0,
    apiReads: 0,
    committedFrom: '',
    diffRead: false,
    tookMs: 0,
};
/** Runs the live check. */
async function verifyLive(ctx, octokit, request) {
    const { inputs } = ctx;
    const started = Date.now();
    const root = inputs.siteRoot ?? (0,site_url/* defaultSiteRoot */.lY)(request.subdomain);
    const signal = request.signal ? AbortSignal.any([ctx.signal, request.signal]) : ctx.signal;
    const source = {
        ...(octokit ? { octokit } : {}),
        runner: inputs.runner,
        signal,
        deadline: request.deadline,
    };
    const docsRoot = await (0,site_config/* docsRootAt */.Hm)(source, request.sha, inputs.docsRoot);
    const facts = await readSiteFacts(source, { ref: request.sha, docsRoot });
    const patches = await readPatches(octokit, inputs, request, signal);
    const committed = await committedAt(request.sha, inputs.runner, octokit, signal);
    const plan = await planTargets({
        files: request.files,
        docsRoot,
        verify: inputs.verify,
        facts,
        patches,
        read: committed.read,
    });
    const common = {
        notChecked: plan.notChecked,
        refused: plan.refused,
        apiReads: committed.apiReads(),
        committedFrom: committed.from,
        diffRead: patches !== undefined,
    };
    if (!root) {
        return {
            ...common,
            live: 'unverified',
            reason: `the update's subdomain is not a plain DNS label, so there is no default site URL: set \`${constants/* Input */.pd.SiteUrl}\``,
            pages: [],
            requests: 0,
            tookMs: Date.now() - started,
        };
    }
    const site = new SiteClient(root, ctx.userAgent);
    try {
        log/* info */.pq(`Checking ${plan.targets.length} page(s) on ${root.href} (until the \`${constants/* Input */.pd.VerifyTimeout}\`).`);
        const check = await checkLive(site, plan.targets, {
            deadline: request.deadline,
            requestDeadline: ctx.deadline - REQUEST_MARGIN_MS,
            signal,
            onRound: (round, open) => {
                if (open > 0)
                    log/* info */.pq(`Live check, round ${round}: ${open} page(s) not fresh yet.`);
            },
        });
        const { live, reason } = verdictOf(check);
        return {
            ...common,
            live,
            reason,
            root,
            pages: check.pages,
            ...(check.siteProblem ? { siteProblem: check.siteProblem } : {}),
            requests: site.requests,
            apiReads: committed.apiReads(),
            tookMs: Date.now() - started,
        };
    }
    finally {
        await site.close();
    }
}
/** The commit's (or push's) patch of each file; undefined when the diff could not be read. */
async function readPatches(octokit, inputs, request, signal) {
    if (!octokit || !/^[0-9a-f]{40}$/i.test(request.sha))
        return undefined;
    try {
        const base = request.base && !/^0+$/.test(request.base) ? request.base : undefined;
        const diff = await readCommitDiff(octokit, {
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            head: request.sha,
            ...(base ? { base } : {}),
            signal,
        });
        return new Map(diff.files.filter((f) => f.patch).map((f) => [f.filename, f.patch]));
    }
    catch (err) {
        signal.throwIfAborted();
        log/* info */.pq(`Could not read the commit's diff (${(0,util_text/* logText */.kc)((0,abort/* errorText */.kc)(err), 200)}): sampling each page's prose instead.`);
        return undefined;
    }
}
/** Writes `live` and `stale-pages`, and an annotation on each stale page's file. */
function reportLive(report, onStale) {
    const stale = report.pages.filter((p) => p.verdict === 'stale');
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Live, report.live);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.StalePages, JSON.stringify(stale.map((p) => p.target.pagePath)));
    for (const page of stale) {
        const message = `The live site still serves an old version of ${(0,util_text/* logText */.kc)(page.target.pagePath, 200)}: ${(0,util_text/* logText */.kc)(page.detail, 200)}.`;
        const properties = { title: 'Stale page on the live site', file: page.target.file };
        if (onStale === 'error')
            log/* error */.z3(message, properties);
        else
            log/* warning */.$e(message, properties);
    }
    for (const page of report.pages.filter((p) => p.warn)) {
        log/* warning */.$e(`${(0,util_text/* logText */.kc)(page.target.pagePath, 200)} not compared: ${(0,util_text/* logText */.kc)(page.detail, 300)}.`, {
            title: 'Frontmatter not read',
            file: page.target.file,
        });
    }
    if (report.live === 'unverified') {
        log/* warning */.$e(`The live site could not be verified: ${(0,util_text/* logText */.kc)(report.reason, 400)}.`, {
            title: 'Live site not verified',
        });
    }
    else if (report.live === 'fresh') {
        log/* info */.pq(`Live site: fresh (${report.pages.length} page(s) checked on ${(0,util_text/* logText */.kc)(report.root?.href, 200)}).`);
    }
}

;// CONCATENATED MODULE: ./src/modes/status/live-result.ts
/** How the live check's verdict (and a repair's) turns into the step's result. */


/** Time kept after the live check's deadline to write the outputs and the summary. */
const LIVE_MARGIN_MS = 2_000;
/**
 * `result` as the update left it, unless pages stay stale (after the repair, when there was one)
 * and `on-stale: error`: then a failure that names them. `unverified` never fails the step.
 */
function liveResult(result, report, repair, onStale) {
    const final = repair?.after ?? report;
    if (result.outcome !== 'success' || final.live !== 'stale' || onStale !== 'error')
        return result;
    const stale = final.pages.filter((p) => p.verdict === 'stale').map((p) => p.target.pagePath);
    const listed = stale
        .slice(0, 5)
        .map((p) => (0,util_text/* oneLine */.TN)(p, 100))
        .join(', ');
    const more = stale.length > 5 ? ` and ${stale.length - 5} more` : '';
    const repaired = repair ? ' even after one repair update' : '';
    return {
        outcome: 'failure',
        message: `The live site still serves an old version of ${stale.length} page(s)${repaired}: ${listed}${more}. The job summary shows what was expected and what the site answered; \`${constants/* Input */.pd.OnStale}: warn\` makes this a warning.`,
    };
}

;// CONCATENATED MODULE: ./src/modes/status/push.ts

/** Commits a push payload lists at most. */
const PAYLOAD_COMMIT_CAP = 2048;
/** What the site builds from, under `docs-root`: pages, docs.json, snippets, images. */
const DOCS_FILE = /\.mdx?$|(^|\/)(docs|mint)\.json$|^snippets\/|\.(png|jpe?g|gif|svg|webp|ico)$/i;
/** Reads the push's files (one compare request only when the payload is cut short). */
async function pushFiles(runner, octokit, signal) {
    const event = runner.event;
    const before = typeof event.before === 'string' ? event.before : undefined;
    const commits = Array.isArray(event.commits) ? event.commits : [];
    const whole = commits.length > 0 &&
        commits.length < PAYLOAD_COMMIT_CAP &&
        commits.every((c) => ['added', 'modified', 'removed'].every((k) => Array.isArray(c[k])));
    if (whole)
        return { files: fromPayload(commits), before, from: 'payload' };
    if (!octokit || !before || /^0+$/.test(before)) {
        return { files: { added: [], modified: [], removed: [] }, before, from: 'nothing' };
    }
    const diff = await readCommitDiff(octokit, {
        owner: runner.owner,
        repo: runner.repo,
        base: before,
        head: runner.sha,
        signal,
    });
    const of = (status) => diff.files.filter((f) => f.status === status).map((f) => f.filename);
    const renamed = diff.files.filter((f) => f.status === 'renamed');
    return {
        files: {
            added: [...of('added'), ...of('copied'), ...renamed.map((f) => f.filename)],
            modified: of('modified'),
            removed: [
                ...of('removed'),
                ...renamed.flatMap((f) => (f.previousFilename ? [f.previousFilename] : [])),
            ],
        },
        before,
        from: 'compare API',
    };
}
/** The union over the push's commits, the last word on each file winning. */
function fromPayload(commits) {
    const last = new Map();
    for (const commit of commits) {
        for (const kind of ['added', 'modified', 'removed']) {
            for (const file of commit[kind]) {
                if (typeof file !== 'string')
                    continue;
                const was = last.get(file);
                // Added then modified is still added; added then removed is nothing at all.
                if (kind === 'removed' && was === 'added')
                    last.delete(file);
                else
                    last.set(file, was === 'added' && kind === 'modified' ? 'added' : kind);
            }
        }
    }
    const list = (kind) => [...last].filter(([, k]) => k === kind).map(([f]) => f);
    return { added: list('added'), modified: list('modified'), removed: list('removed') };
}
/** Whether any file is one the docs site builds from (under `docs-root`). */
function touchesDocs(files, docsRoot) {
    const root = docsRoot ? `${docsRoot}/` : '';
    return [...files.added, ...files.modified, ...files.removed].some((f) => f.startsWith(root) &&
        DOCS_FILE.test(f.slice(root.length)) &&
        !f.split('/').some((s) => s.startsWith('.')));
}

;// CONCATENATED MODULE: ./src/modes/status/repair.ts
/**
 * `repair: true`: when pages are still stale at the deadline, or the GitHub App did not deploy,
 * one update is triggered through the API (it builds the deploy branch's head), followed to its
 * end, and the live site checked again. At most one trigger per run.
 */







/** Time kept after the repair's check to write the outputs and the summary. */
const MARGIN_MS = 2_000;
/** Triggers one update, follows it and checks the same pages again. */
async function repair(ctx, client, octokit, request) {
    const { inputs } = ctx;
    log/* info */.pq('Repair: triggering one docs update through the API.');
    let statusId = '';
    try {
        statusId = (await client.triggerUpdate(inputs.projectId)).statusId;
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.StatusId, statusId);
        const tracker = (0,track_update/* trackerFor */.mL)({ ...ctx, inputs: { ...inputs, wait: true } }, 'Docs update', Date.now());
        const tracked = await tracker.track(client, statusId);
        const update = tracked.done ? tracked.value : undefined;
        if (update?.status !== 'success') {
            return {
                statusId,
                ended: update ? `with status ${update.status}` : 'after the deadline (still running)',
            };
        }
        const deadline = Math.min(ctx.deadline - MARGIN_MS, Date.now() + inputs.verifyTimeoutMs);
        const sha = update.commit?.sha || request.sha;
        const after = await verifyLive(ctx, octokit, {
            ...request,
            sha,
            ...(update.subdomain ? { subdomain: update.subdomain } : {}),
            deadline,
        });
        return { statusId, ended: 'with success', after };
    }
    catch (err) {
        ctx.signal.throwIfAborted();
        return { statusId, ended: `in an error: ${(0,util_text/* logText */.kc)((0,abort/* errorText */.kc)(err), 300)}` };
    }
}

;// CONCATENATED MODULE: ./src/modes/status/app-run.ts
/**
 * `mode: status` without an API update: `follow: github-app` on `push` follows the deploy the
 * vendor's GitHub App makes of the pushed commit (its GitHub Deployment is context, a failure of
 * it fails the step) while the live check decides; `verify: all` on `schedule` checks the whole
 * site against the checkout's commit. One deadline (`verify-timeout`) for both; `repair: true`
 * triggers one update through the API when the App did not deploy or pages stay stale.
 */












/** Runs the App's or the schedule's way. */
async function runFollow(ctx, octokit) {
    const { inputs } = ctx;
    const deadline = Math.min(ctx.deadline - LIVE_MARGIN_MS, Date.now() + inputs.verifyTimeoutMs);
    const summary = {
        report: LIVE_OFF,
        context: { source: inputs.source === 'site' ? 'site' : 'github-app', sha: inputs.runner.sha },
    };
    try {
        let request = {
            sha: inputs.runner.sha,
            files: { added: [], modified: [], removed: [] },
        };
        if (inputs.source === 'site') {
            summary.report = await verifyLive(ctx, octokit, { ...request, deadline });
        }
        else {
            const push = await pushFiles(inputs.runner, octokit, ctx.signal);
            const count = push.files.added.length + push.files.modified.length + push.files.removed.length;
            summary.context = { ...summary.context, files: { from: push.from, count } };
            // Found once at the pushed commit, then used by the check and the repair's check alike.
            const source = { ...(octokit ? { octokit } : {}), runner: inputs.runner, deadline };
            const docsRoot = await (0,site_config/* docsRootAt */.Hm)({ ...source, signal: ctx.signal }, inputs.runner.sha, inputs.docsRoot);
            ctx = { ...ctx, inputs: { ...inputs, docsRoot } };
            if (!touchesDocs(push.files, docsRoot)) {
                summary.report = {
                    ...LIVE_OFF,
                    live: 'unverified',
                    reason: `this push changes no docs file${docsRoot ? ` under \`${docsRoot}\`` : ''} (pages, docs.json, snippets, images): nothing to deploy or check`,
                };
                return { outcome: 'success' };
            }
            request = { ...request, files: push.files, ...(push.before ? { base: push.before } : {}) };
            const { report, app } = await followAndCheck(ctx, octokit, { ...request, deadline });
            summary.report = report;
            summary.context = { ...summary.context, app };
            if (app.ending === 'failure')
                return appFailed(app);
        }
        const appMissing = summary.context.app !== undefined && summary.context.app.ending === 'none';
        let repairNote;
        if (inputs.repair && (summary.report.live === 'stale' || appMissing)) {
            repairNote = await repairWith(ctx, octokit, request);
            summary.context = { ...summary.context, repair: repairNote };
        }
        if (appMissing && summary.report.live !== 'fresh') {
            log/* warning */.$e('The GitHub App did not deploy this commit before the deadline (a later push may have superseded it).', { title: 'No GitHub App deployment' });
        }
        return liveResult({ outcome: 'success' }, summary.report, repairNote, inputs.onStale);
    }
    finally {
        reportLive(summary.context.repair?.after ?? summary.report, inputs.onStale);
        await (0,track_update/* writeSummary */.Sy)(renderAppSummary(summary.report, summary.context));
    }
}
/** Follows the App's deployment and checks the site at once; the App's failure stops the check. */
async function followAndCheck(ctx, octokit, request) {
    const stopFollowing = new AbortController();
    const stopChecking = new AbortController();
    const following = octokit
        ? followApp(octokit, ctx.inputs.runner, {
            sha: request.sha,
            environment: ctx.inputs.deploymentEnvironment,
            deadline: request.deadline,
            signal: AbortSignal.any([ctx.signal, stopFollowing.signal]),
        }).then((app) => {
            if (app.ending === 'failure')
                stopChecking.abort();
            return app;
        })
        : Promise.resolve({ ending: 'none' });
    try {
        if (ctx.inputs.verify === 'off')
            return { report: LIVE_OFF, app: await following };
        const report = await verifyLive(ctx, octokit, {
            ...request,
            signal: stopChecking.signal,
        }).catch((err) => {
            if (ctx.signal.aborted || !stopChecking.signal.aborted)
                throw err;
            return {
                ...LIVE_OFF,
                live: 'unverified',
                reason: "the GitHub App's deployment failed",
            };
        });
        stopFollowing.abort();
        return { report, app: await following };
    }
    finally {
        stopFollowing.abort();
    }
}
function appFailed(app) {
    const words = (0,util_text/* logText */.kc)(app.deployment?.description, 500) || 'it gave no description';
    log/* error */.z3(`The GitHub App's deployment of this commit failed: ${words}`, {
        title: 'Mintlify GitHub App deployment failed',
    });
    return {
        outcome: 'failure',
        message: `The GitHub App's deployment of this commit ended with ${(0,util_text/* logText */.kc)(app.deployment?.state, 20)}: ${words}`,
    };
}
async function repairWith(ctx, octokit, request) {
    const client = (0,platform_client/* createPlatformClient */.B)(ctx);
    try {
        return await repair(ctx, client, octokit, request);
    }
    finally {
        await (0,platform_close/* closePlatformClient */.d)(client, ctx.signal);
    }
}

;// CONCATENATED MODULE: ./src/modes/status/run.ts
/**
 * `mode: status`: optionally triggers a docs update, then tracks it to its end and reports what it
 * built; after `success`, checks that the live site serves what it built (`verify`), and with
 * `repair: true` triggers one more update when it does not. The step succeeds only when the update
 * does (and, with `on-stale: error`, when no page is stale); a failed update fails the step with
 * the update's own summary, and a timeout or a cancelled workflow still leaves outputs and a
 * summary with the last status seen. `follow: github-app` and a scheduled `verify: all` go their
 * own way (app-run.ts).
 */















/** Runs `mode: status`. */
const runStatus = async (ctx) => {
    const { inputs } = ctx;
    const octokit = inputs.githubToken
        ? (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, inputs.runner, { deadline: ctx.deadline })
        : undefined;
    if (inputs.source !== 'api')
        return runFollow(ctx, octokit);
    return runApiStatus(ctx, octokit);
};
/** The update's way: trigger or `status-id`, track, then the live check. */
async function runApiStatus(ctx, octokit) {
    const { inputs } = ctx;
    const started = Date.now();
    const client = (0,platform_client/* createPlatformClient */.B)(ctx);
    let statusId = inputs.statusId;
    const tracker = (0,track_update/* trackerFor */.mL)(ctx, 'Docs update', started);
    const live = { report: LIVE_OFF };
    try {
        if (inputs.trigger) {
            const triggered = await client.triggerUpdate(inputs.projectId);
            statusId = triggered.statusId;
            log/* info */.pq(`Triggered a docs update of project ${inputs.projectId}: status id ${(0,util_text/* logText */.kc)(statusId, 200)}.`);
        }
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.StatusId, statusId);
        const update = await tracker.track(client, statusId);
        noticeOtherCommit(tracker.last, inputs.runner.sha);
        if (!update.done)
            return tracker.timeoutResult(statusId);
        const result = decide(update.value, statusId);
        if (update.value.status !== 'success' || inputs.verify === 'off' || !inputs.wait)
            return result;
        Object.assign(live, await checkAfterSuccess(ctx, client, octokit, update.value));
        return liveResult(result, live.report, live.repair, inputs.onStale);
    }
    catch (err) {
        if ((0,track_update/* isUnknownStatusId */._v)(err) && !ctx.signal.aborted) {
            const error = new errors/* ActionError */.lZ(notFoundMessage(statusId, inputs.trigger), 'failure', {
                cause: err,
            });
            tracker.ending = 'error';
            tracker.errorMessage = error.message;
            throw error;
        }
        const result = tracker.settle(err, statusId);
        noticeOtherCommit(tracker.last, inputs.runner.sha);
        return result;
    }
    finally {
        const { last, ending, errorMessage } = tracker;
        (0,track_update/* writeOutputs */.Kn)(last);
        const final = live.repair?.after ?? live.report;
        if (final.live !== 'off' || last?.status === 'success')
            reportLive(final, inputs.onStale);
        const liveSection = last?.status === 'success' ? `\n${renderLiveSection(live.report, live.repair)}\n` : '';
        await (0,track_update/* writeSummary */.Sy)((0,status_summary/* renderStatusSummary */.NY)(last, {
            serverUrl: inputs.runner.serverUrl,
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            workflowSha: inputs.runner.sha,
            statusId,
            trackedMs: Date.now() - started,
            ending,
            timeoutMs: inputs.timeoutMs,
            ...(errorMessage !== undefined ? { errorMessage } : {}),
        }) + liveSection);
        await (0,platform_close/* closePlatformClient */.d)(client, ctx.signal);
    }
}
/** The live check after the update's success, and one repair when it finds pages stale. */
async function checkAfterSuccess(ctx, client, octokit, update) {
    const { inputs } = ctx;
    const request = {
        sha: update.commit?.sha ?? inputs.runner.sha,
        files: update.commit?.filesChanged ?? { added: [], modified: [], removed: [] },
        ...(update.subdomain ? { subdomain: update.subdomain } : {}),
    };
    const deadline = Math.min(ctx.deadline - LIVE_MARGIN_MS, Date.now() + inputs.verifyTimeoutMs);
    const report = await verifyLive(ctx, octokit, { ...request, deadline });
    if (report.live !== 'stale' || !inputs.repair)
        return { report };
    return { report, repair: await repair(ctx, client, octokit, request) };
}
/**
 * Turns the update's last status into the step's result. Only `wait: false` gets here with an
 * update that has not ended: the look-up itself worked, so the step does not fail.
 */
function decide(update, statusId) {
    const id = (0,util_text/* oneLine */.TN)(statusId, 200);
    if (update.status === 'success') {
        log/* info */.pq(`Docs update ${id} succeeded${summarySuffix(update)}.`);
        return { outcome: 'success' };
    }
    if (update.status === 'failure') {
        const summary = (0,util_text/* logText */.kc)(update.summary, 500) || 'the platform gave no summary';
        log/* error */.z3(`Docs update ${id} failed: ${summary}`, { title: 'Mintlify docs update failed' });
        return {
            outcome: 'failure',
            message: `Docs update ${id} ended with status failure (its summary is in the annotation above); the job summary shows its build log and changed files.`,
        };
    }
    log/* info */.pq(`Docs update ${id} is ${(0,util_text/* logText */.kc)(update.status, 60) || '(empty)'}; not waiting for it (\`wait: false\`). The \`status\` output holds this value.`);
    return { outcome: 'success' };
}
/** Says so when the update built another commit than this workflow run's. */
function noticeOtherCommit(update, workflowSha) {
    const sha = update?.commit?.sha;
    if (!sha || !workflowSha || (0,status_summary/* sameCommit */.Kd)(sha, workflowSha))
        return;
    log/* notice */.lm(`The docs update built commit ${(0,util_text/* logText */.kc)(sha, 40)}, not this workflow run's commit ${workflowSha} (GITHUB_SHA). A newer push may have superseded this run, or the update was triggered for another branch.`, { title: 'Docs update built a different commit' });
}
function notFoundMessage(statusId, triggered) {
    const id = (0,util_text/* oneLine */.TN)(statusId, 200);
    if (triggered) {
        return (`The platform does not know status id "${id}" (HTTP 404), although it returned that id when ` +
            `this step triggered the update a moment ago. Run the step again; if it keeps happening, ` +
            `report it to Mintlify support.`);
    }
    return (`No docs update has status id "${id}" (HTTP 404 from GET /v1/project/update-status/${id}). ` +
        `Status ids are the \`statusId\` that \`POST /v1/project/update/{projectId}\` returns when an ` +
        `update is triggered: pass the one your trigger step received (check it was copied whole and ` +
        `that the admin key belongs to the same organization), or set \`trigger: true\` with ` +
        `\`project-id\` to start a new update and track it.`);
}
function summarySuffix(update) {
    const summary = (0,util_text/* logText */.kc)(update.summary, 300);
    return summary ? `: ${summary}` : '';
}


/***/ }),

/***/ 9992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
/** A bounded pool: work over a list with at most N tasks at once. */
/** Runs `fn` over `items` with at most `limit` at once; the results in the input's order. */
async function mapLimit(items, limit, fn) {
    const out = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            out[i] = await fn(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return out;
}


/***/ })

};

//# sourceMappingURL=127.index.js.map