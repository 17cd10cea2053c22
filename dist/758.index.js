export const id = 758;
export const ids = [758];
export const modules = {

/***/ 90764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ sameContent),
/* harmony export */   j: () => (/* binding */ markedBody)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The body of a GitHub object the action keeps current (a sticky PR comment, the health issue):
 * a hidden marker line, a digest of the content, the content, then a run-specific footer. The
 * digest lets a later run see that nothing changed without re-rendering or diffing the body.
 */

/** Digest line: lets a later run see that the content is unchanged. */
const DIGEST = /^<!-- digest:([0-9a-f]{16,64}) -->$/m;
/**
 * Lays out `marker`, the digest of `content`, `content` and `footer` (lines that do not count as
 * a change). `content` must already be guarded: the digest is of the scrubbed text, so a new token
 * per run does not count as a change.
 */
function markedBody(marker, content, footer) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(content).digest('hex').slice(0, 32);
    const tail = footer ? `\n${footer}\n` : '';
    return `${marker}\n<!-- digest:${digest} -->\n${content.replace(/\n+$/, '')}\n${tail}`;
}
/** Same digest (or, without one, the same body): the object needs no edit. */
function sameContent(existing, wanted) {
    const a = DIGEST.exec(existing)?.[1];
    const b = DIGEST.exec(wanted)?.[1];
    return a !== undefined && b !== undefined ? a === b : existing === wanted;
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   fw: () => (/* binding */ githubErrorText)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86856);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25625);
/* harmony import */ var _util_abort_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42334);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49997);
/**
 * The one place an Octokit client is made, pointed at this run's API (GHES or the emulator), with
 * the same resilience as platform calls: retries of server errors (@octokit/plugin-retry) and
 * waits on primary and secondary rate limits as `retry-after` asks (@octokit/plugin-throttling),
 * all within the mode's deadline.
 */






/** Rate-limit waits retried per request at most; each is also bounded by the deadline. */
const MAX_RATE_LIMIT_RETRIES = 3;
/**
 * Creates an Octokit for `token` against `runner.apiUrl`. @actions/github reads GITHUB_API_URL
 * when it loads, so the base URL is passed explicitly rather than trusted from the module.
 */
function createOctokit(token, runner, limits = {}) {
    const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    const log = limits.log ?? ((line) => _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(line));
    /** Whether waiting `seconds` and trying again still ends before the deadline. */
    const canWait = (seconds, retryCount, what) => {
        const fits = Date.now() + seconds * 1000 < deadline;
        if (retryCount < MAX_RATE_LIMIT_RETRIES && fits) {
            log(`GitHub API: ${what}; retrying in ${seconds} s.`);
            return true;
        }
        log(`GitHub API: ${what}; not retrying (${fits ? 'retried enough' : 'past the `timeout`'}).`);
        return false;
    };
    return _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token, {
        baseUrl: runner.apiUrl,
        throttle: {
            onRateLimit: (after, _options, _octokit, count) => canWait(after, count, 'rate limit reached'),
            onSecondaryRateLimit: (after, _options, _octokit, count) => canWait(after, count, 'secondary rate limit reached'),
        },
        retry: { retries: 3 },
    }, 
    // First, so its hooks are the innermost: they see each attempt (retries included) and each
    // error before the retry plugin does.
    deadlineGuard(deadline, limits.refuseLateAttempts !== false), _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
}
/**
 * A plugin that stops retries of a cancelled or late request (@octokit/request reports an abort
 * as HTTP 500, which the retry plugin would otherwise retry three times, waiting 14 s in all),
 * and, with `refuseLate`, refuses any attempt once the deadline has passed.
 */
function deadlineGuard(deadline, refuseLate) {
    return (octokit) => {
        octokit.hook.before('request', () => {
            if (!refuseLate || Date.now() < deadline)
                return;
            // `request.retries: 0` tells the retry plugin not to try again.
            throw Object.assign(new Error('Timed out: the `timeout` ran out before this GitHub request.'), { name: 'TimeoutError', request: { request: { retries: 0 } } });
        });
        octokit.hook.error('request', (error, options) => {
            if (options.request && (options.request.signal?.aborted || Date.now() >= deadline)) {
                options.request.retries = 0;
            }
            throw error;
        });
    };
}
/** The HTTP status of an Octokit error, if it has one (network errors have none). */
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/** An Octokit error in one line, with its HTTP status and without secrets. */
function githubErrorText(err) {
    const status = statusOf(err);
    const short = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .k)((0,_util_abort_js__WEBPACK_IMPORTED_MODULE_5__/* .errorText */ .kc)(err), 300);
    return status !== undefined && !short.includes(String(status))
        ? `HTTP ${status}: ${short}`
        : short;
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ buildStickyBody),
/* harmony export */   MU: () => (/* binding */ isOurs),
/* harmony export */   cu: () => (/* binding */ updateStickyCommentIfPresent),
/* harmony export */   qD: () => (/* binding */ upsertStickyComment),
/* harmony export */   sb: () => (/* binding */ readTokenIdentity)
/* harmony export */ });
/* unused harmony export commentMarker */
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40578);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25625);
/* harmony import */ var _marked_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90764);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6702);
/**
 * One PR comment per report key, kept up to date across runs: found by a hidden marker, updated
 * in place only when its content changed, and de-duplicated when two runs race to create it.
 */




/** The hidden first line that identifies the comment of one kind and `comment-key`. */
function commentMarker(key, kind = 'feedback') {
    return `<!-- mintlify-docs-action:${kind}:${key} -->`;
}
/**
 * The comment body, through the guard: marker, digest of `content`, `content`, then `footer`
 * (run-specific lines such as the job summary link, which do not count as a change). The digest
 * is of the scrubbed content, so a new token per run does not count as a change either.
 */
function buildStickyBody(key, content, footer = '', kind = 'feedback') {
    return (0,_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)((0,_marked_body_js__WEBPACK_IMPORTED_MODULE_2__/* .markedBody */ .j)(commentMarker(key, kind), (0,_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)(content), footer));
}
/** The identity of each client, read once per run (one client per run). */
const identities = new WeakMap();
/**
 * The identity of the client's token, from GraphQL `viewer { login databaseId }`, which answers
 * for all three kinds of token (REST `GET /user` refuses installation tokens with 403). Read once
 * per client; `null` when it cannot be read (GraphQL off on a GHES, network trouble): callers
 * then must not edit or delete any comment.
 *
 * GraphQL names an app token's viewer `name[bot]`, as REST does; Bot actors elsewhere in GraphQL
 * lack the suffix, so comments are matched on the numeric id first and on the login only when an
 * id is missing.
 */
function readTokenIdentity(octokit, signal) {
    let pending = identities.get(octokit);
    if (!pending) {
        pending = (async () => {
            try {
                const data = await octokit.graphql('query { viewer { login databaseId } }', signal ? { request: { signal } } : {});
                const login = data.viewer?.login;
                const id = data.viewer?.databaseId;
                if (typeof login !== 'string' || login === '')
                    return null;
                return typeof id === 'number' && Number.isSafeInteger(id) ? { login, id } : { login };
            }
            catch (err) {
                if (signal?.aborted)
                    throw err;
                return null;
            }
        })();
        identities.set(octokit, pending);
    }
    return pending;
}
/** Whether a comment's (or a deployment's) author is the token's own identity. */
function isOurs(user, identity) {
    if (!user)
        return false;
    if (identity.id !== undefined && typeof user.id === 'number')
        return user.id === identity.id;
    return (user.login ?? '').toLowerCase() === identity.login.toLowerCase();
}
/**
 * Creates or updates the report's comment on a pull request.
 *
 * Only comments written by the token's own identity ({@link readTokenIdentity}) are ever found,
 * edited or deleted: a comment by anyone else is left alone whatever it contains, the marker
 * included (a PR author could plant one). Among ours, the comment is found through every page of
 * the PR's comments by its marker on the first line. When the identity cannot be read, nothing is
 * edited or deleted: a new comment is created, with a warning.
 *
 * Two runs racing can both find nothing and both create a comment. So after creating, our marked
 * comments are listed again; when more than one carries the marker, the oldest (lowest id) is kept,
 * the newer ones are deleted (ours too, if ours is newer) and the survivor gets our body.
 * Whichever run creates last sees both comments, so the race ends with one.
 */
async function upsertStickyComment(octokit, options) {
    const { issueNumber, signal } = options;
    const marker = commentMarker(options.key, options.kind);
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity)
        return createWithoutIdentity(octokit, options);
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Looking for the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} written by ${identity.login}…`);
    const existing = await findMarked(octokit, options, marker, identity);
    const current = existing[0];
    if (current)
        return updateUnlessSame(octokit, options, current);
    const own = await createComment(octokit, options);
    return settleRace(octokit, options, marker, identity, own);
}
/** Posts a new comment with the report's body, logs its id and returns it. */
async function createComment(octokit, options) {
    const { owner, repo, issueNumber, body, signal } = options;
    const created = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: signal ? { signal } : {},
    });
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Created the PR comment ${created.data.id}.`);
    return {
        id: created.data.id,
        body,
        ...(created.data.html_url ? { url: created.data.html_url } : {}),
    };
}
/**
 * Creates a new comment without looking for ours: without the token's identity no comment can be
 * proven ours, so none may be edited. Warns that earlier comments stay.
 */
async function createWithoutIdentity(octokit, options) {
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so no existing comment on PR #${options.issueNumber} is edited: a new comment is created instead. Earlier report comments, if any, stay as they are.`);
    const own = await createComment(octokit, options);
    return { id: own.id, ...urlOf(own), action: 'created', deleted: [] };
}
/**
 * After creating `own`, lists our marked comments again: when another run created one meanwhile
 * (or already deleted ours), keeps the oldest, deletes the newer ones and gives the survivor our
 * body. Only our identity's comments count, so a planted one is never deleted.
 */
async function settleRace(octokit, options, marker, identity, own) {
    const after = await findMarked(octokit, options, marker, identity);
    const survivor = after[0] ?? own;
    if (after.length <= 1 && survivor.id === own.id) {
        return { id: own.id, ...urlOf(survivor), action: 'created', deleted: [] };
    }
    const deleted = await deleteDuplicates(octokit, options, after.slice(1));
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Another run wrote the same comment at the same time; kept the oldest (${survivor.id})${deleted.length > 0 ? ` and deleted ${deleted.length} newer one(s)` : ''}.`);
    return giveSurvivorOurBody(octokit, options, survivor, own.id, deleted);
}
/** Deletes the newer duplicates one by one; returns the ids this run actually deleted. */
async function deleteDuplicates(octokit, options, duplicates) {
    const { owner, repo, signal } = options;
    const deleted = [];
    for (const duplicate of duplicates) {
        try {
            await octokit.rest.issues.deleteComment({
                owner,
                repo,
                comment_id: duplicate.id,
                request: signal ? { signal } : {},
            });
            deleted.push(duplicate.id);
        }
        catch (err) {
            // The other run may have deleted it first.
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(err) !== 404)
                throw err;
        }
    }
    return deleted;
}
/**
 * Makes the comment that survived the race carry our body: nothing to do when it is ours or its
 * content is already the same, otherwise an update.
 */
async function giveSurvivorOurBody(octokit, options, survivor, ownId, deleted) {
    const { owner, repo, body, signal } = options;
    if (survivor.id === ownId || (0,_marked_body_js__WEBPACK_IMPORTED_MODULE_2__/* .sameContent */ .C)(survivor.body, body)) {
        return {
            id: survivor.id,
            ...urlOf(survivor),
            action: survivor.id === ownId ? 'created' : 'unchanged',
            deleted,
        };
    }
    const res = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: survivor.id,
        body,
        request: signal ? { signal } : {},
    });
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Updated the PR comment ${survivor.id}.`);
    return { id: survivor.id, url: res.data.html_url, action: 'updated', deleted };
}
/**
 * Updates the report's comment only when it exists: for reports that end something (the preview
 * of a closed pull request), where a new comment would be noise. Never creates or deletes one;
 * the same rules as {@link upsertStickyComment} decide which comment is ours (when the identity
 * cannot be read, nothing is touched). With duplicates left by a race, the oldest is updated.
 * Returns undefined when there is no comment of ours.
 */
async function updateStickyCommentIfPresent(octokit, options) {
    const { issueNumber, signal } = options;
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} is left as it is.`);
        return undefined;
    }
    const current = (await findMarked(octokit, options, commentMarker(options.key, options.kind), identity))[0];
    return current ? updateUnlessSame(octokit, options, current) : undefined;
}
/** Gives our comment `current` the new body, unless its digest says the content is the same. */
async function updateUnlessSame(octokit, options, current) {
    const { owner, repo, body, signal } = options;
    if ((0,_marked_body_js__WEBPACK_IMPORTED_MODULE_2__/* .sameContent */ .C)(current.body, body)) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`The PR comment ${current.id} is up to date; not touched.`);
        return { id: current.id, ...urlOf(current), action: 'unchanged', deleted: [] };
    }
    const res = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: current.id,
        body,
        request: signal ? { signal } : {},
    });
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Updated the PR comment ${current.id}.`);
    return { id: current.id, url: res.data.html_url, action: 'updated', deleted: [] };
}
/**
 * Every comment of the PR written by `identity` carrying `marker` on its first line, oldest
 * first. Marked comments by anyone else are skipped (and counted in a log line).
 */
async function findMarked(octokit, options, marker, identity) {
    const found = [];
    let foreign = 0;
    const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner: options.owner,
        repo: options.repo,
        issue_number: options.issueNumber,
        per_page: 100,
        request: options.signal ? { signal: options.signal } : {},
    });
    for await (const page of iterator) {
        for (const c of page.data) {
            const text = c.body ?? '';
            if (!text.startsWith(marker))
                continue;
            // The marker must be the whole first line: `…:key` must not match `…:key-2`.
            const rest = text.slice(marker.length);
            if (rest !== '' && !/^\r?\n/.test(rest))
                continue;
            if (!isOurs(c.user, identity)) {
                foreign++;
                continue;
            }
            found.push({ id: c.id, body: text, ...(c.html_url ? { url: c.html_url } : {}) });
        }
    }
    if (foreign > 0) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Left ${foreign} comment(s) carrying this report's marker alone: they were not written by ${identity.login}.`);
    }
    return found.sort((a, b) => a.id - b.id);
}
function urlOf(c) {
    return c.url ? { url: c.url } : {};
}


/***/ }),

/***/ 42334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ untilAborted),
/* harmony export */   NE: () => (/* binding */ withDeadline),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/** Small helpers for cancellation and error text, shared by the modes and publishers. */
/**
 * Waits for `promise`, or rejects with the signal's reason as soon as it aborts: for library calls
 * (the artifact client, stream ends) that take no signal of their own.
 */
function untilAborted(promise, signal) {
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (err) => {
            signal.removeEventListener('abort', onAbort);
            reject(err);
        });
    });
}
/** An error's message, or the thrown value as text. */
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}
/**
 * `signal`, plus an abort when `deadline` (epoch ms) passes, with a DOMException named
 * `TimeoutError` as its reason: how requests are bounded by the step's deadline.
 */
function withDeadline(signal, deadline) {
    return AbortSignal.any([signal, AbortSignal.timeout(Math.max(1, deadline - Date.now()))]);
}


/***/ }),

/***/ 23585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ fileToPagePath),
/* harmony export */   i: () => (/* binding */ normalizePagePath)
/* harmony export */ });
/**
 * Page paths: a repository file's published path, and page paths or URLs brought to one form so
 * they compare. Pure text, bottom layer: the feedback report and the PR's changed pages both use
 * it. Imports nothing from `src/`.
 */
/** File extensions Mintlify turns into pages. */
const PAGE_EXTENSIONS = /\.mdx?$/i;
/**
 * The page path a repository file is published at, or undefined when the file is not a page
 * (not `.md`/`.mdx`, or outside `docsRoot`).
 *
 * `guides/intro.mdx` → `/guides/intro`; `x/index.mdx` → `/x`; `index.mdx` → `/`. With
 * `docsRoot: docs`, `docs/guides/intro.mdx` → `/guides/intro` and `README.md` → undefined.
 *
 * @param filename path of the file in the repository, as the pull request files API lists it
 * @param docsRoot folder of the docs in the repository, without slashes at either end; empty
 *   for the root
 */
function fileToPagePath(filename, docsRoot) {
    let rel = filename.replace(/\\/g, '/').replace(/^\.?\/+/, '');
    const root = docsRoot.replace(/^\.?\/+/, '').replace(/\/+$/, '');
    if (root) {
        if (!rel.startsWith(`${root}/`))
            return undefined;
        rel = rel.slice(root.length + 1);
    }
    if (!PAGE_EXTENSIONS.test(rel))
        return undefined;
    rel = rel.replace(PAGE_EXTENSIONS, '');
    return normalizePagePath(rel);
}
/**
 * Brings a page path or page URL to the form {@link fileToPagePath} produces, so the two can be
 * compared: the path of an absolute URL, no query or fragment, no `.html`/`.md`/`.mdx`, no
 * trailing slash, `index` folded into its folder, percent-escapes decoded, one leading slash.
 * `https://docs.example.com/guides/intro/` → `/guides/intro`; `guides/index.html` → `/guides`.
 */
function normalizePagePath(pathOrUrl) {
    let p = pathOrUrl.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) {
        try {
            p = new URL(p).pathname;
        }
        catch {
            // Not a URL after all: treat it as a path.
        }
    }
    p = p.replace(/[?#].*$/, '');
    try {
        p = decodeURI(p);
    }
    catch {
        // A stray `%` is kept as written.
    }
    const parts = p.split('/').filter((s) => s !== '' && s !== '.');
    const last = parts[parts.length - 1];
    if (last !== undefined) {
        const bare = last.replace(/\.(html?|mdx?)$/i, '');
        if (bare.toLowerCase() === 'index')
            parts.pop();
        else
            parts[parts.length - 1] = bare;
    }
    return `/${parts.join('/')}`;
}


/***/ })

};

//# sourceMappingURL=758.index.js.map