export const id = 486;
export const ids = [486];
export const modules = {

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

/***/ 6486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bundleFileName: () => (/* binding */ bundleFileName),
  runExport: () => (/* binding */ runExport)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/platform/index.ts + 4 modules
var platform = __webpack_require__(67550);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/util/timing.ts + 1 modules
var timing = __webpack_require__(21581);
// EXTERNAL MODULE: ./src/publish/download.ts
var download = __webpack_require__(9659);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 302 modules
var artifact = __webpack_require__(91252);
// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
;// CONCATENATED MODULE: ./src/publish/artifact.ts
/**
 * Uploads the verified bundle as a workflow artifact, byte for byte.
 *
 * @actions/artifact 6.2.1 can upload one file without zipping it (`skipArchive`), so the artifact
 * is the `.tar.gz` itself: no second compression pass, and what a later job downloads is the very
 * file whose SHA-256 this step reported. With `skipArchive` the library names the artifact after
 * the file, so the bundle is hard-linked (copied where links are impossible) under the requested
 * name first.
 *
 * Name clashes. The artifact service refuses a second artifact of the same name in one workflow
 * run, and a re-run ("Re-run jobs") is the same run: the artifact of attempt 1 is still there, so
 * a plain re-run would fail with "(409) Conflict: an artifact with this name already exists". On a
 * re-run (run attempt > 1) that conflict is resolved by deleting the earlier attempt's artifact
 * and uploading again under the same name, as `actions/upload-artifact` does with
 * `overwrite: true`: later jobs and workflows that download it by name keep working, and the
 * artifact matches the bundle this attempt verified. Renaming to `<name>-attempt-<n>` was the
 * other option; it keeps the old bytes but breaks every consumer that looks the artifact up by
 * name, so it is only the fallback when the delete is refused. On a first attempt the same
 * conflict means another step or job of this run already uploaded that name (a matrix without a
 * distinct `artifact-name`, or the action used twice); deleting their artifact would be wrong, so
 * the step fails and says which input to change.
 */







/** Uploads the bundle unzipped as `name`, resolving a re-run's name clash as described above. */
async function uploadBundleArtifact(options) {
    const client = options.client ?? new artifact/* DefaultArtifactClient */.t9();
    const upload = async (name) => {
        const file = await namedCopy(options.bundlePath, options.workDir, name);
        try {
            const response = await (0,abort/* untilAborted */.Eu)(client.uploadArtifact(name, [file], options.workDir, {
                skipArchive: true,
                ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
            }), options.signal);
            if (response.id === undefined) {
                throw new errors/* ActionError */.lZ(`The artifact service accepted "${name}" but returned no artifact id. Try again; if it ` +
                    `persists, check https://www.githubstatus.com.`);
            }
            return { id: response.id, size: response.size ?? 0 };
        }
        finally {
            await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
        }
    };
    try {
        const done = await upload(options.name);
        return { ...done, name: options.name, replaced: undefined };
    }
    catch (err) {
        if (options.signal.aborted || !isNameConflict(err))
            throw wrap(err, options.name);
    }
    if (options.runAttempt <= 1) {
        throw new errors/* ActionError */.lZ(`An artifact named "${options.name}" already exists in this workflow run, uploaded by ` +
            `another step or job of this same attempt. Give each export its own \`artifact-name\` ` +
            `(in a matrix, e.g. \`artifact-name: docs-export-\${{ matrix.domain }}\`).`);
    }
    try {
        await (0,abort/* untilAborted */.Eu)(client.deleteArtifact(options.name), options.signal);
        log/* info */.pq(`Re-run (attempt ${options.runAttempt}): deleted the artifact "${options.name}" of an ` +
            `earlier attempt, so this attempt's bundle takes its name.`);
        const done = await upload(options.name);
        return { ...done, name: options.name, replaced: 'deleted' };
    }
    catch (err) {
        if (options.signal.aborted)
            throw err;
        const fallback = attemptName(options.name, options.runAttempt);
        log/* warning */.$e(`Could not replace the artifact "${options.name}" of an earlier attempt (${(0,abort/* errorText */.kc)(err)}); ` +
            `uploading this attempt's bundle as "${fallback}" instead.`);
        try {
            const done = await upload(fallback);
            return { ...done, name: fallback, replaced: 'renamed' };
        }
        catch (second) {
            throw wrap(second, fallback);
        }
    }
}
/** `docs-export` → `docs-export-attempt-2`; `site.tar.gz` → `site-attempt-2.tar.gz`. */
function attemptName(name, runAttempt) {
    const m = /^(.*?)((?:\.tar)?\.(?:gz|tgz|zip))$/i.exec(name);
    return m && m[1] ? `${m[1]}-attempt-${runAttempt}${m[2]}` : `${name}-attempt-${runAttempt}`;
}
/** The service's answer to a second artifact of one name in one run. */
function isNameConflict(err) {
    const text = (0,abort/* errorText */.kc)(err);
    return /\(409\)|already exists/i.test(text);
}
/** `<workDir>/artifact/<name>`, a hard link to the bundle (or a copy across devices). */
async function namedCopy(bundlePath, workDir, name) {
    const dir = (0,external_node_path_.join)(workDir, 'artifact');
    await (0,promises_.mkdir)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, name);
    await (0,promises_.rm)(file, { force: true });
    try {
        await (0,promises_.link)(bundlePath, file);
    }
    catch {
        await (0,promises_.copyFile)(bundlePath, file);
    }
    return file;
}
/**
 * Turns the artifact library's errors into one message that says what to do: `Uploading
 * <subject> as the artifact "<name>" failed: …`. The one upload-error wrapper of the publishers.
 */
function uploadError(err, subject, name, hints) {
    if (err instanceof errors/* ActionError */.lZ)
        return err;
    const text = (0,abort/* errorText */.kc)(err);
    let hint = 'Errors of the artifact service are often temporary: re-run the job.';
    if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(text))
        hint = hints.outsideActions;
    else if (/GHES|not supported/i.test(text))
        hint = hints.ghes;
    return new errors/* ActionError */.lZ(`Uploading ${subject} as the artifact "${name}" failed: ${text}. ${hint}`, 'failure', { cause: err });
}
/** The hints of `target: artifact`. */
const BUNDLE_HINTS = {
    outsideActions: 'Artifacts can only be uploaded inside a GitHub Actions job; elsewhere use `target: none` ' +
        'and take the bundle from the `bundle-path` output.',
    ghes: 'This GitHub Enterprise Server does not support this artifact API; use `target: release` ' +
        'or `target: none`.',
};
function wrap(err, name) {
    return uploadError(err, 'the bundle', name, BUNDLE_HINTS);
}
/** `target: artifact`: the `.tar.gz` as is, as a workflow artifact. */
const artifactPublisher = {
    async publish({ inputs, bundle, workDir, signal }) {
        const runAttempt = Number.parseInt(inputs.runner.runAttempt, 10);
        const uploaded = await uploadBundleArtifact({
            bundlePath: bundle.path,
            name: inputs.artifactName,
            retentionDays: inputs.retentionDays,
            runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
            workDir,
            signal,
        });
        const { serverUrl, owner, repo, runId } = inputs.runner;
        log/* info */.pq(`Uploaded the bundle as the artifact "${uploaded.name}" (id ${uploaded.id}, not zipped).`);
        return {
            outputs: { [constants/* Output */.k7.ArtifactId]: String(uploaded.id) },
            destination: {
                title: `artifact ${uploaded.name}`,
                ...(runId && owner && repo
                    ? { url: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}/artifacts/${uploaded.id}` }
                    : {}),
                note: `The artifact is the .tar.gz itself (not zipped): actions/download-artifact with ` +
                    `name "${uploaded.name}" gives the file, unpack it with tar -xzf.` +
                    (uploaded.replaced === 'deleted'
                        ? ' It replaced the artifact of an earlier attempt of this run.'
                        : uploaded.replaced === 'renamed'
                            ? ` The artifact "${inputs.artifactName}" of an earlier attempt could not be replaced.`
                            : ''),
            },
        };
    },
};

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/publish/bundle-walk.ts + 12 modules
var bundle_walk = __webpack_require__(94620);
;// CONCATENATED MODULE: ./src/publish/pages-artifact.ts
/**
 * Uploads the Pages `artifact.tar` (written by the download's single pass, publish/bundle-walk.ts)
 * the way actions/upload-pages-artifact does: with @actions/artifact as the artifact
 * `github-pages`, kept one day. The upload zips the tar, as upload-artifact does; that zip holding
 * `artifact.tar` is what the Pages deployment API reads (so no `skipArchive`, which would also
 * rename the artifact).
 */






/** Name deploy-pages looks for; the deployment itself is made by id. */
const PAGES_ARTIFACT_NAME = 'github-pages';
/**
 * Uploads `artifact.tar` as the artifact `github-pages`, kept one day. Nothing ever looks the
 * artifact up by name (the deployment takes the id the upload returns), so when that name is
 * taken in this run (a re-run, or a second deploy in one run) the artifact is stored as
 * `github-pages-attempt-<n>-<time>` instead of touching the earlier one.
 */
async function uploadPagesArtifact(options) {
    const client = options.client ?? new artifact/* DefaultArtifactClient */.t9();
    const upload = async (name) => {
        const response = await (0,abort/* untilAborted */.Eu)(client.uploadArtifact(name, [options.tarPath], (0,external_node_path_.dirname)(options.tarPath), {
            retentionDays: 1,
        }), options.signal);
        if (response.id === undefined) {
            throw new errors/* ActionError */.lZ(`The artifact service accepted "${name}" but returned no artifact id, so there is ` +
                'nothing to deploy. Re-run the job; if it persists, check https://www.githubstatus.com.');
        }
        return { id: response.id, name, size: response.size ?? 0 };
    };
    try {
        return await upload(PAGES_ARTIFACT_NAME);
    }
    catch (err) {
        if (options.signal.aborted || !/\(409\)|already exists/i.test((0,abort/* errorText */.kc)(err))) {
            throw wrapUploadError(err, PAGES_ARTIFACT_NAME);
        }
    }
    const fallback = `${PAGES_ARTIFACT_NAME}-attempt-${options.runAttempt}-${Date.now().toString(36)}`;
    log/* info */.pq(`An artifact named "${PAGES_ARTIFACT_NAME}" already exists in this run; uploading the site ` +
        `as "${fallback}" (the deployment uses the artifact id, not the name).`);
    try {
        return await upload(fallback);
    }
    catch (err) {
        throw wrapUploadError(err, fallback);
    }
}
/** The hints of `target: pages`. */
const SITE_HINTS = {
    outsideActions: 'Artifacts, and so Pages deployments, only work inside a GitHub Actions job; elsewhere use ' +
        '`target: none`.',
    ghes: 'This GitHub Enterprise Server does not support the artifact API that Pages deployments ' +
        'need; use `target: artifact` and deploy with the actions GHES supports.',
};
function wrapUploadError(err, name) {
    return uploadError(err, 'the site', name, SITE_HINTS);
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/util/poll.ts
var poll = __webpack_require__(66451);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/publish/pages-deploy.ts
/**
 * Deploys an uploaded Pages artifact the way actions/deploy-pages does: an OIDC token from
 * `core.getIDToken()` (no audience, as deploy-pages asks for it), `POST
 * /repos/{owner}/{repo}/pages/deployments` with `{artifact_id, pages_build_version, oidc_token}`,
 * then the deployment's status until it succeeds or fails, within the step's deadline. On a
 * timeout and on cancellation (SIGINT/SIGTERM) the deployment is cancelled, so a half-made
 * deployment never lingers as "in progress".
 *
 * Status values follow GitHub's documentation and deploy-pages' handling of them:
 * - `succeed` is success;
 * - `deployment_failed`, `deployment_content_failed`, `deployment_cancelled` and
 *   `deployment_lost` are final failures;
 * - `deployment_attempt_error` (and the client-side `unknown_status` / `not_found`) are
 *   temporary: GitHub retries by itself, so polling goes on with a warning;
 * - everything else (`deployment_queued`, `deployment_in_progress`, `syncing_files`,
 *   `finished_file_sync`, `updating_pages`, `purging_cdn`, and any value added later) is progress.
 * A status request that fails is retried with a growing pause; ten failures in a row end the
 * wait (deploy-pages' `error_count` default), and the deployment is cancelled.
 *
 * Every error users hit is answered by name: no OIDC token → `permissions: id-token: write`;
 * 403 → `pages: write`; 404 → Pages not enabled or its source not "GitHub Actions" (with the link
 * to the settings); a 400 about branches or environments → run the job in the `github-pages`
 * environment and allow the branch there.
 */









/** The deployment succeeded. */
const SUCCEEDED = 'succeed';
/** Final failures, with what they mean (deploy-pages' wording, made actionable). */
const FINAL_FAILURES = {
    deployment_failed: 'GitHub Pages reported the deployment as failed. This is usually on GitHub’s side: check ' +
        'https://www.githubstatus.com and re-run the job.',
    deployment_content_failed: 'GitHub Pages could not deploy the artifact’s content. It must hold no hard links or ' +
        'symbolic links and be smaller than 10 GB.',
    deployment_cancelled: 'The deployment was cancelled on GitHub’s side (by hand, or by a newer deployment).',
    deployment_lost: 'GitHub Pages lost track of the deployment. Re-run the job.',
};
/** Temporary statuses: GitHub retries by itself, so polling continues. */
const TRANSIENT_STATUSES = {
    deployment_attempt_error: 'The deployment attempt failed temporarily; GitHub Pages retries it by itself.',
    unknown_status: 'GitHub Pages could not tell the deployment’s status yet.',
    not_found: 'GitHub Pages does not know the deployment yet.',
};
/** Status requests that may fail in a row before the wait ends (deploy-pages' `error_count`). */
const MAX_STATUS_ERRORS = 10;
/** Longest single request; the overall deadline can cut it shorter. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Time the cancel request gets after a timeout or a signal (main exits 5 s after a signal). */
const CANCEL_TIMEOUT_MS = 4_000;
/** Where the workflow's permissions and environment are set up; the README has the example. */
const PERMISSIONS_HINT = 'The deploying job needs `permissions: { pages: write, id-token: write }` and ' +
    '`environment: github-pages`.';
/**
 * Asks the runner for an OIDC token for the Pages API and masks it. A runner gives none unless
 * the job has `permissions: id-token: write` (the request URL is then missing altogether).
 */
async function getPagesIdToken(getIdToken = () => (0,core/* getIDToken */.V9)()) {
    let token;
    try {
        token = await getIdToken();
    }
    catch (err) {
        throw new errors/* ActionError */.lZ(`GitHub Actions gave no OIDC token (${(0,util_text/* oneLine */.T)((0,abort/* errorText */.kc)(err), 300)}), and GitHub Pages only ` +
            'accepts a deployment with one: the workflow needs `permissions: id-token: write` on the ' +
            `deploying job (with \`pages: write\`). ${PERMISSIONS_HINT} Tokens of pull requests ` +
            'from forks never get it.', 'failure', { cause: err });
    }
    (0,secrets/* addSecret */.Ck)(token);
    return token;
}
/**
 * Looks at the repository's Pages settings before anything is downloaded or uploaded, so that
 * Pages being off (404) or the token lacking `pages: write` (403) fail the step in seconds.
 * Other errors are only logged: the deployment request itself will tell.
 */
async function checkPagesSite(target, signal) {
    const { octokit, owner, repo } = target;
    try {
        const response = await octokit.request('GET /repos/{owner}/{repo}/pages', {
            owner,
            repo,
            request: { signal: (0,abort/* withDeadline */.NE)(signal, Date.now() + REQUEST_TIMEOUT_MS) },
        });
        const data = response.data;
        const buildType = typeof data.build_type === 'string' ? data.build_type : undefined;
        if (buildType && buildType !== 'workflow') {
            log/* warning */.$e(`GitHub Pages of ${owner}/${repo} is set to deploy from a branch (build type ` +
                `"${(0,util_text/* oneLine */.T)(buildType, 300)}"); deployments made by a workflow need Settings → Pages → Source ` +
                `set to "GitHub Actions": ${settingsUrl(target)}. Deploying anyway.`);
        }
        return {
            htmlUrl: typeof data.html_url === 'string' ? data.html_url : undefined,
            buildType,
        };
    }
    catch (err) {
        if (signal.aborted)
            throw signal.reason;
        const status = (0,github_octokit/* statusOf */.c2)(err);
        if (status === 401 || status === 403 || status === 404)
            throw explainApiError(err, target);
        log/* info */.pq(`Could not read the Pages settings (${(0,util_text/* oneLine */.T)(apiMessage(err), 300)}); trying the deployment anyway.`);
        return { htmlUrl: undefined, buildType: undefined };
    }
}
/**
 * Creates the deployment and waits for it. Throws an ActionError that says what to do for a
 * refused or failed deployment, a TimeoutError (outcome `timeout`) after cancelling one that did
 * not finish in time, or the signal's reason after cancelling on SIGINT/SIGTERM.
 */
async function deployToPages(options) {
    checkCanStart(options);
    const created = await createDeployment(options);
    const id = deploymentId(created, options.buildVersion);
    const pageUrl = pageUrlOf(created, options);
    log/* info */.pq(`Created GitHub Pages deployment ${id} of artifact ${options.artifactId}.`);
    await new DeploymentWatch(options, id).untilSucceeded();
    log/* info */.pq(`Deployed to GitHub Pages: ${pageUrl}`);
    return { id, pageUrl };
}
/** Throws the signal's reason, or a TimeoutError when the deadline has passed already. */
function checkCanStart({ signal, deadline }) {
    if (signal.aborted)
        throw signal.reason;
    if (Date.now() >= deadline) {
        throw new errors/* TimeoutError */.MU('The `timeout` ran out before the GitHub Pages deployment could start; nothing was ' +
            'deployed. Give the step a longer `timeout`.');
    }
}
/** Asks GitHub Pages to deploy the artifact; a refusal is explained by what to change. */
async function createDeployment(options) {
    const { octokit, owner, repo, signal, deadline } = options;
    try {
        const response = await octokit.request('POST /repos/{owner}/{repo}/pages/deployments', {
            owner,
            repo,
            artifact_id: options.artifactId,
            pages_build_version: options.buildVersion,
            oidc_token: options.idToken,
            request: {
                signal: (0,abort/* withDeadline */.NE)(signal, Math.min(deadline, Date.now() + REQUEST_TIMEOUT_MS)),
            },
        });
        return response.data;
    }
    catch (err) {
        if (signal.aborted)
            throw signal.reason;
        throw explainApiError(err, options);
    }
}
/** The site's address as GitHub reported it, else the usual `https://owner.github.io/repo/`. */
function pageUrlOf(created, { owner, repo }) {
    return typeof created.page_url === 'string' && created.page_url
        ? created.page_url
        : `https://${owner.toLowerCase()}.github.io/${repo}/`;
}
/**
 * Polls one deployment's status until it is final, and turns every way it can end other than
 * success into the error to throw, cancelling the deployment where it may still be running.
 */
class DeploymentWatch {
    options;
    id;
    /** Status requests that failed in a row. */
    errorsInARow = 0;
    /** The last status seen, logged only when it changes and named when time runs out. */
    lastStatus;
    constructor(options, id) {
        this.options = options;
        this.id = id;
    }
    /** Waits for the deployment; returns when it succeeded, throws otherwise. */
    async untilSucceeded() {
        const result = await this.poll();
        const { id } = this;
        if (!result.done) {
            const cancelled = await cancelDeployment(this.options, id);
            throw new errors/* TimeoutError */.MU(`The GitHub Pages deployment ${id} did not finish within the \`timeout\` (last status: ` +
                `${(0,util_text/* oneLine */.T)(this.lastStatus ?? 'none', 300)}); ${cancelled ? 'it was cancelled' : 'cancelling it failed, so GitHub will end it by itself'}. ` +
                'Give the step a longer `timeout`, or check https://www.githubstatus.com.');
        }
        const final = result.value;
        if (final.kind === 'error') {
            await cancelDeployment(this.options, id);
            throw new errors/* ActionError */.lZ(`Reading the status of GitHub Pages deployment ${id} failed ${MAX_STATUS_ERRORS} times in ` +
                `a row (last: ${(0,util_text/* oneLine */.T)(apiMessage(final.error), 300)}); the deployment was cancelled. Re-run ` +
                'the job; check https://www.githubstatus.com.', 'failure', { cause: final.error });
        }
        if (final.status !== SUCCEEDED) {
            throw new errors/* ActionError */.lZ(`The GitHub Pages deployment ${id} ended with "${(0,util_text/* oneLine */.T)(final.status, 300)}". ` +
                `${FINAL_FAILURES[final.status] ?? ''}`.trim());
        }
    }
    /**
     * Looks until the status is final, too many requests failed in a row, or the deadline came. On
     * SIGINT/SIGTERM the deployment is cancelled before the signal's reason is rethrown.
     */
    async poll() {
        const { options } = this;
        try {
            return await (0,poll/* pollUntil */.g)({
                fetch: () => this.look(),
                done: (l) => l.kind === 'status'
                    ? l.status === SUCCEEDED || l.status in FINAL_FAILURES
                    : l.inARow >= MAX_STATUS_ERRORS,
                // deploy-pages polls every 5 s; start faster, since small sites deploy in seconds.
                nextDelayMs: (l, attempt) => l.kind === 'error'
                    ? (0,timing/* backoffCeiling */.ml)(l.inARow, 1000, 15_000)
                    : Math.min(5000, 1000 * attempt),
                ...(options.pollIntervalMs !== undefined ? { minIntervalMs: options.pollIntervalMs } : {}),
                deadline: options.deadline,
                signal: options.signal,
                onValue: (l) => this.report(l),
            });
        }
        catch (err) {
            // Cancelled (SIGINT/SIGTERM): do not leave the deployment running, then stop.
            if (options.signal.aborted) {
                await cancelDeployment(options, this.id);
                throw options.signal.reason;
            }
            throw err;
        }
    }
    /** One status request; a failed one is counted, not thrown (unless the step was cancelled). */
    async look() {
        const { octokit, owner, repo, signal } = this.options;
        try {
            const response = await octokit.request('GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}', {
                owner,
                repo,
                pages_deployment_id: this.id,
                request: { signal: (0,abort/* withDeadline */.NE)(signal, Date.now() + REQUEST_TIMEOUT_MS) },
            });
            this.errorsInARow = 0;
            const status = response.data.status;
            return { kind: 'status', status: typeof status === 'string' ? status : 'unknown_status' };
        }
        catch (err) {
            if (signal.aborted)
                throw signal.reason;
            this.errorsInARow++;
            return { kind: 'error', error: err, inARow: this.errorsInARow };
        }
    }
    /** Logs a failed request, and each new status (a temporary one as a warning). */
    report(l) {
        const { id } = this;
        if (l.kind === 'error') {
            log/* info */.pq(`Reading the status of deployment ${id} failed (${(0,util_text/* oneLine */.T)(apiMessage(l.error), 300)}); ` +
                `${l.inARow}/${MAX_STATUS_ERRORS} in a row.`);
            return;
        }
        if (l.status === this.lastStatus)
            return;
        this.lastStatus = l.status;
        const transient = TRANSIENT_STATUSES[l.status];
        if (transient)
            log/* warning */.$e(`Deployment ${id}: ${(0,util_text/* oneLine */.T)(l.status, 300)}. ${transient}`);
        else
            log/* info */.pq(`Deployment ${id}: ${(0,util_text/* oneLine */.T)(l.status, 300)}.`);
    }
}
/** Cancels the deployment; true when GitHub accepted. Never throws. */
async function cancelDeployment(target, id) {
    const { octokit, owner, repo } = target;
    try {
        // A signal of its own: the step's may be aborted already, and this request must still go.
        await octokit.request('POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel', {
            owner,
            repo,
            pages_deployment_id: id,
            request: { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) },
        });
        log/* info */.pq(`Cancelled GitHub Pages deployment ${id}.`);
        return true;
    }
    catch (err) {
        log/* warning */.$e(`Cancelling GitHub Pages deployment ${id} failed: ${(0,util_text/* oneLine */.T)(apiMessage(err), 300)}.`);
        return false;
    }
}
/** The id to poll: `id`, else the end of `status_url`, else the build version (as deploy-pages). */
function deploymentId(created, buildVersion) {
    if (typeof created.id === 'number' || (typeof created.id === 'string' && created.id)) {
        return String(created.id);
    }
    if (typeof created.status_url === 'string') {
        const parts = created.status_url.replace(/\/status\/?$/, '').split('/');
        const last = parts[parts.length - 1];
        if (last)
            return last;
    }
    return buildVersion;
}
/**
 * Turns a refused Pages API request into the message that says what to change. Exported for the
 * tests; 400s about branches and environments, 401, 403, 404 and 5xx each get their own answer.
 */
function explainApiError(err, target) {
    const status = (0,github_octokit/* statusOf */.c2)(err) ?? 0;
    const message = (0,util_text/* oneLine */.T)(apiMessage(err), 300);
    const said = message ? ` GitHub said: "${message}".` : '';
    let text;
    if (status === 400 && /branch|environment|protection/i.test(message)) {
        const branch = target.ref?.replace(/^refs\/(heads|tags)\//, '');
        text =
            `GitHub Pages refused the deployment because of the branch or environment rules (400).${said} ` +
                'Run the deploying job in the `github-pages` environment (`environment: github-pages` on ' +
                `the job) and allow ${branch ? `\`${(0,util_text/* oneLine */.T)(branch, 300)}\`` : 'this branch'} in that environment's ` +
                `deployment branch rules (Settings → Environments → github-pages), and set Settings → Pages → ` +
                `Source to "GitHub Actions": ${settingsUrl(target)}.`;
    }
    else if (status === 400 && /oidc|token/i.test(message)) {
        text =
            `GitHub Pages refused the deployment's OIDC token (400).${said} ${PERMISSIONS_HINT} ` +
                'The token is only valid for this repository and run.';
    }
    else if (status === 401) {
        text =
            `GitHub refused the \`github-token\` (401).${said} Use the default ` +
                '`${{ github.token }}`, or a token that is still valid.';
    }
    else if (status === 403) {
        text =
            `The \`github-token\` may not deploy GitHub Pages (403).${said} The workflow needs ` +
                '`permissions: pages: write` (and `id-token: write`) on the deploying job; tokens of pull ' +
                'requests from forks are read-only and cannot deploy.';
    }
    else if (status === 404) {
        text =
            `GitHub Pages is not enabled for ${target.owner}/${target.repo}, or its source is not ` +
                `"GitHub Actions" (404). Open ${settingsUrl(target)} and set Source to "GitHub Actions".`;
    }
    else if (status >= 500) {
        text =
            `GitHub's Pages API failed (${status}).${said} Check https://www.githubstatus.com and ` +
                're-run the job.';
    }
    else if (status > 0) {
        text = `GitHub Pages refused the deployment (${status}).${said}`;
    }
    else {
        text =
            `The GitHub Pages API could not be reached (${message || 'no answer'}). Re-run the job; ` +
                'check https://www.githubstatus.com.';
    }
    return new errors/* ActionError */.lZ(text, 'failure', { cause: err });
}
function settingsUrl(target) {
    return `${target.serverUrl}/${target.owner}/${target.repo}/settings/pages`;
}
/** The API's own message when it sent one, else the error's. */
function apiMessage(err) {
    const data = err?.response?.data;
    if (data &&
        typeof data === 'object' &&
        typeof data.message === 'string') {
        return data.message;
    }
    return (0,abort/* errorText */.kc)(err);
}

;// CONCATENATED MODULE: ./src/publish/pages.ts
/**
 * `target: pages`: the bundle becomes a live GitHub Pages site in the same step, doing what
 * upload-pages-artifact and deploy-pages do as two more steps:
 *
 * 1. fail fast, before any work: no `github-token`, no OIDC token (`id-token: write`), Pages off
 *    or not writable (404/403 on the Pages settings);
 * 2. the download's single pass (publish/bundle-walk.ts) judges every entry and writes
 *    `artifact.tar` as the bytes arrive: no site folder, no second read of the bundle;
 * 3. warn without `index.html` / `404.html` at the root, upload the tar as the artifact
 *    `github-pages` (publish/pages-artifact.ts), then remove it;
 * 4. deploy the artifact by the id the upload returned, never by name, and wait for it
 *    (publish/pages-deploy.ts), cancelling it on timeout and on SIGINT/SIGTERM.
 */










/** Checks that need no request; run before the export starts. */
function assertPagesInputs(githubToken, runner) {
    if (!githubToken) {
        throw new errors/* ActionError */.lZ('`target: pages` needs `github-token` (the default `${{ github.token }}` works when the job ' +
            'has `permissions: { pages: write, id-token: write }`).');
    }
    if (!runner.owner || !runner.repo || !runner.sha) {
        throw new errors/* ActionError */.lZ('`target: pages` needs GITHUB_REPOSITORY and GITHUB_SHA, which only a GitHub Actions ' +
            'runner sets.');
    }
}
/** Warnings about the site's root, from what the walk noticed. */
function warnAboutSite(tar, warn) {
    if (!tar.hasIndex) {
        warn('The export has no index.html at its root, so the site address itself will answer 404. ' +
            'If `paths` limits the export, include the home page.');
    }
    if (!tar.has404) {
        warn('The export has no 404.html at its root, so unknown addresses will show GitHub Pages’ ' +
            'generic “404 File not found” page instead of the docs’ own.');
    }
}
function pagesRepo(githubToken, runner, deadline) {
    return {
        // Late attempts allowed: a deployment that ran out of time is cancelled after the deadline.
        octokit: (0,github_octokit/* createOctokit */.Qi)(githubToken, runner, {
            ...(deadline !== undefined ? { deadline } : {}),
            refuseLateAttempts: false,
        }),
        owner: runner.owner,
        repo: runner.repo,
        serverUrl: runner.serverUrl,
    };
}
/** The `pages` target for the export mode's publisher table. */
const pagesPublisher = {
    preflight(inputs) {
        assertPagesInputs(inputs.githubToken, inputs.runner);
    },
    async prepare({ inputs, workDir, signal }) {
        // Fail fast: both answers are known in a second, downloading a large site takes longer.
        await getPagesIdToken();
        await checkPagesSite(pagesRepo(inputs.githubToken, inputs.runner), signal);
        // The upload takes the tar's folder as its root: the tar is alone in it.
        const folder = (0,external_node_path_.join)(workDir, 'pages-artifact');
        await (0,promises_.mkdir)(folder, { recursive: true });
        return {
            pagesTar: { path: (0,external_node_path_.join)(folder, 'artifact.tar') },
            onWarning: (m) => log/* warning */.$e(m),
        };
    },
    async publish({ inputs, bundle, signal, deadline }) {
        const tar = bundle.walk.pages;
        if (!tar)
            throw new Error('target pages: the download wrote no artifact.tar');
        const { runner } = inputs;
        const target = pagesRepo(inputs.githubToken, runner, deadline);
        let uploaded;
        try {
            log/* info */.pq(`Wrote artifact.tar while downloading: ${tar.files} files (${(0,format/* formatBytes */.z3)(tar.bytes)})` +
                `${tar.excluded > 0 ? `, ${tar.excluded} entries of .git/.github left out` : ''}` +
                `${tar.addedNoJekyll ? ', .nojekyll added' : ''}.`);
            warnAboutSite(tar, (m) => log/* warning */.$e(m));
            throwIfLate(deadline);
            const runAttempt = Number.parseInt(runner.runAttempt, 10);
            uploaded = await uploadPagesArtifact({
                tarPath: tar.path,
                runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
                signal,
            });
            log/* info */.pq(`Uploaded the site as the artifact "${uploaded.name}" (id ${uploaded.id}).`);
        }
        finally {
            await (0,promises_.rm)((0,external_node_path_.dirname)(tar.path), { recursive: true, force: true }).catch(() => undefined);
        }
        // A fresh token: the first one may be minutes old after a large site.
        const idToken = await getPagesIdToken();
        const deployed = await deployToPages({
            ...target,
            artifactId: uploaded.id,
            buildVersion: runner.sha,
            idToken,
            ref: runner.ref,
            signal,
            deadline,
            pollIntervalMs: inputs.pollIntervalMs,
        });
        const pageUrl = deployed.pageUrl || (await checkPagesSite(target, signal).catch(() => undefined))?.htmlUrl;
        return {
            outputs: {
                [constants/* Output */.k7.ArtifactId]: String(uploaded.id),
                [constants/* Output */.k7.PageUrl]: pageUrl ?? '',
            },
            destination: {
                title: 'GitHub Pages',
                ...(pageUrl ? { url: pageUrl } : {}),
                note: `${tar.files} files (${(0,format/* formatBytes */.z3)(tar.bytes)}) deployed from the artifact ` +
                    `"${uploaded.name}" (id ${uploaded.id}), deployment ${deployed.id}.`,
            },
        };
    },
};
function throwIfLate(deadline) {
    if (Date.now() >= deadline) {
        throw new errors/* TimeoutError */.MU('The `timeout` ran out while the site was being prepared for GitHub Pages; nothing was ' +
            'deployed. Give the step a longer `timeout`.');
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/publish/release.ts
/**
 * Attaches the verified bundle to the GitHub release of a tag: the release is created when there
 * is none (as a draft, published once the asset is in, so immutable releases work), and an asset
 * of the same name (from an earlier run or attempt) is replaced where GitHub allows it, so a
 * re-run ends with exactly one bundle per release.
 *
 * The upload streams the file (never read into memory) to the release's own `upload_url`, which is
 * right on github.com, on GHES and on the emulator alike.
 */







/**
 * Finds the release of `tag` (published, or a draft) or creates it as a draft, attaches the
 * bundle, and publishes a release it created only once the asset is in: with immutable releases
 * on, a published release takes no new assets, so create → upload → publish is the one order
 * that works either way. A draft it finds is filled and left a draft (its owner publishes it).
 * An earlier asset of the same name is replaced where GitHub allows it (drafts, and published
 * releases that are not immutable); on an immutable release the same bytes already attached
 * (same SHA-256 digest) count as done, anything else fails with what to change.
 */
async function attachToRelease(options) {
    const attachment = new ReleaseAttachment(options);
    try {
        return await attachment.attach();
    }
    catch (err) {
        await attachment.removeUnfinishedDraft();
        if (options.signal.aborted)
            throw options.signal.reason;
        throw explain(err, options);
    }
}
/**
 * The steps of one {@link attachToRelease}, and the draft it created, which a failure must
 * remove until it is published.
 */
class ReleaseAttachment {
    options;
    /** A draft release this run created and has not published yet. */
    created;
    /** Request options shared by every call: they carry the cancellation. */
    request;
    constructor(options) {
        this.options = options;
        this.request = { signal: options.signal };
    }
    /**
     * Finds or creates the release, replaces an earlier asset, uploads the bundle, and publishes
     * the release when this run created it.
     */
    async attach() {
        const release = await this.findOrCreateRelease();
        const same = release.assets?.filter((a) => a.name === this.options.assetName) ?? [];
        if (release.immutable && !release.draft)
            return this.alreadyAttached(release, same);
        const replacedAsset = await this.deleteAssets(same);
        const assetUrl = await this.upload(release);
        if (this.created) {
            const releaseUrl = await this.publish(this.created);
            return { assetUrl, releaseUrl, createdRelease: true, replacedAsset, draft: false };
        }
        return {
            assetUrl,
            releaseUrl: release.html_url,
            createdRelease: false,
            replacedAsset,
            draft: release.draft,
        };
    }
    /** Removes the draft this run created, if it is still unpublished; never throws. */
    async removeUnfinishedDraft() {
        // A draft this run made and could not finish is removed: a re-run starts clean.
        if (this.created) {
            const { octokit, owner, repo } = this.options;
            await octokit.rest.repos
                .deleteRelease({ owner, repo, release_id: this.created.id })
                .catch(() => undefined);
        }
    }
    /** The release of the tag, or a new draft of it when there is none. */
    async findOrCreateRelease() {
        const found = await findRelease(this.options);
        if (found)
            return found;
        const { octokit, owner, repo, tag } = this.options;
        const response = await octokit.rest.repos.createRelease({
            owner,
            repo,
            tag_name: tag,
            name: (0,guard/* releaseName */["do"])(tag),
            draft: true,
            // Only used when the tag does not exist yet; an existing tag keeps its commit.
            ...(this.options.sha ? { target_commitish: this.options.sha } : {}),
            request: this.request,
        });
        this.created = response.data;
        log/* info */.pq(`Created the release ${tag} as a draft; it is published once the bundle is in.`);
        return this.created;
    }
    /**
     * A published immutable release takes no new assets: the same bytes already attached (same
     * SHA-256 digest) count as done, anything else is refused with what to change.
     */
    alreadyAttached(release, same) {
        const { tag, assetName } = this.options;
        const digest = `sha256:${this.options.sha256}`;
        const attached = same.find((a) => a.digest === digest);
        if (!attached)
            throw immutableError(this.options, same.length > 0);
        log/* info */.pq(`The immutable release ${tag} already holds ${assetName} with this bundle's ` +
            'SHA-256; nothing to replace.');
        return {
            assetUrl: attached.browser_download_url,
            releaseUrl: release.html_url,
            createdRelease: false,
            replacedAsset: false,
            draft: false,
        };
    }
    /** Deletes the earlier assets of the same name; true when there was one. */
    async deleteAssets(same) {
        const { octokit, owner, repo, tag } = this.options;
        let replacedAsset = false;
        for (const asset of same) {
            await octokit.rest.repos.deleteReleaseAsset({
                owner,
                repo,
                asset_id: asset.id,
                request: this.request,
            });
            replacedAsset = true;
            log/* info */.pq(`Deleted the earlier asset ${this.options.assetName} of the release ${tag}.`);
        }
        return replacedAsset;
    }
    /** Streams the bundle to the release's upload URL; returns the asset's download URL. */
    async upload(release) {
        const { options } = this;
        let uploaded;
        try {
            uploaded = await options.octokit.request({
                method: 'POST',
                url: release.upload_url,
                name: (0,guard/* releaseName */["do"])(options.assetName),
                data: (0,external_node_fs_.createReadStream)(options.bundlePath),
                headers: {
                    'content-type': 'application/gzip',
                    'content-length': options.sizeBytes,
                },
                request: this.request,
            });
        }
        catch (err) {
            if (release_status(err) === 422 && /immutable/i.test((0,abort/* errorText */.kc)(err))) {
                throw immutableError(options, false);
            }
            throw err;
        }
        const assetUrl = uploaded.data.browser_download_url;
        if (typeof assetUrl !== 'string') {
            throw new errors/* ActionError */.lZ(`GitHub accepted the asset ${options.assetName} but returned no download URL.`);
        }
        return assetUrl;
    }
    /** Publishes the draft this run created, now that the asset is in; returns its web page. */
    async publish(created) {
        const { octokit, owner, repo, tag } = this.options;
        const published = await octokit.rest.repos.updateRelease({
            owner,
            repo,
            release_id: created.id,
            draft: false,
            request: this.request,
        });
        // Published: a later failure must no longer delete it.
        this.created = undefined;
        log/* info */.pq(`Published the release ${tag}.`);
        return published.data.html_url;
    }
}
/**
 * The release of `tag`: the published one (get by tag), else a draft of that tag from the list
 * (drafts are only listed, never found by tag); undefined when there is neither.
 */
async function findRelease(options) {
    const { octokit, owner, repo, tag, signal } = options;
    try {
        const found = await octokit.rest.repos.getReleaseByTag({
            owner,
            repo,
            tag,
            request: { signal },
        });
        return found.data;
    }
    catch (err) {
        if (release_status(err) !== 404)
            throw err;
    }
    const releases = await octokit.paginate(octokit.rest.repos.listReleases, {
        owner,
        repo,
        per_page: 100,
        request: { signal },
    });
    return releases.find((r) => r.draft && r.tag_name === tag);
}
/** The refusal of an immutable release, with both ways out. */
function immutableError(options, hasOther) {
    return new errors/* ActionError */.lZ(`The release ${options.tag} is published and immutable (the repository has immutable ` +
        `releases on), so GitHub takes no new assets on it` +
        `${hasOther ? ` and keeps its earlier ${options.assetName}, which differs from this bundle` : ''}. ` +
        'Either let the action create the release from a tag push (`on: push: tags`, with no ' +
        'release for the tag yet: it creates a draft, attaches the bundle, then publishes it), or ' +
        'run it on a draft release and publish that afterwards.');
}
/** One message that says what failed and what to change. */
function explain(err, options) {
    if (err instanceof errors/* ActionError */.lZ)
        return err;
    const code = release_status(err);
    const text = err instanceof Error ? err.message : String(err);
    let hint = 'Re-run the job; if it fails again, check https://www.githubstatus.com.';
    if (code === 401) {
        hint = 'The `github-token` is missing or invalid.';
    }
    else if (code === 403 || code === 404) {
        hint =
            'The `github-token` needs `contents: write` (add `permissions: contents: write` to the ' +
                "job). Workflows of pull requests from forks get a read-only token and can't publish.";
    }
    else if (code === 422) {
        hint = `GitHub refused the release or asset for the tag "${options.tag}"; check that the tag name is valid.`;
    }
    return new errors/* ActionError */.lZ(`Attaching the bundle to the release ${options.tag} failed${code ? ` (HTTP ${code})` : ''}: ${text}. ${hint}`, 'failure', { cause: err });
}
function release_status(err) {
    const value = err?.status;
    return typeof value === 'number' ? value : undefined;
}
/** `target: release`: attached to the release of `release-tag`. */
const releasePublisher = {
    preflight(inputs) {
        if (!inputs.githubToken) {
            throw new errors/* ActionError */.lZ('`target: release` needs `github-token` (the default `${{ github.token }}` works when the ' +
                'job has `permissions: contents: write`).');
        }
    },
    async publish({ inputs, bundle, signal, deadline }) {
        const { owner, repo, sha } = inputs.runner;
        const asset = await attachToRelease({
            octokit: (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, inputs.runner, {
                deadline,
            }),
            owner,
            repo,
            tag: inputs.releaseTag,
            sha,
            bundlePath: bundle.path,
            sizeBytes: bundle.sizeBytes,
            assetName: bundle.fileName,
            sha256: bundle.sha256,
            signal,
        });
        log/* info */.pq(`Attached ${bundle.fileName} to the release ${inputs.releaseTag}` +
            `${asset.createdRelease ? ' (created and published)' : ''}` +
            `${asset.draft ? ' (a draft: publish it when ready)' : ''}` +
            `${asset.replacedAsset ? ', replacing the earlier asset' : ''}.`);
        return {
            outputs: { [constants/* Output */.k7.ReleaseAssetUrl]: asset.assetUrl },
            destination: {
                title: `release ${inputs.releaseTag}, asset ${bundle.fileName}`,
                url: asset.releaseUrl,
                note: `Download URL: ${asset.assetUrl}`,
            },
        };
    },
};

;// CONCATENATED MODULE: ./src/publish/index.ts



/** `target: none`: downloaded and verified only. */
const nonePublisher = {
    publish({ bundle }) {
        return Promise.resolve({
            outputs: {},
            destination: {
                title: 'kept on the runner only (target: none)',
                note: `Path: ${bundle.path} (the bundle-path output)`,
            },
        });
    },
};
/** The publisher of each target. */
const PUBLISHERS = {
    artifact: artifactPublisher,
    release: releasePublisher,
    none: nonePublisher,
    pages: pagesPublisher,
};

// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
;// CONCATENATED MODULE: ./src/modes/export/link-summary.ts


/** Broken targets listed in the summary table. */
const SUMMARY_ROWS = 100;
/** The "Links" section of the export summary. */
function renderLinkSection(result, options) {
    const checked = `${(0,format/* plural */.LS)(result.references, 'internal link')} in ${(0,format/* plural */.LS)(result.pages, 'HTML page')} ` +
        'checked against the files of the bundle, resolved as a static host does';
    if (result.broken.length === 0)
        return ['#### Links', '', `${checked}: none is broken.`].join('\n');
    const shown = result.broken.slice(0, SUMMARY_ROWS);
    const rows = shown.map((b) => {
        const more = b.references > b.pages.length ? ` (${(0,format/* plural */.LS)(b.references, 'link')} in all)` : '';
        return `| ${cell(b.target)} | ${b.references} | ${b.pages.map(cell).join('<br>')}${more} |`;
    });
    const rest = result.broken.length - shown.length;
    const consequence = options.mode === 'error'
        ? 'With `check-links: error`, nothing was published.'
        : 'They were published as they are (`check-links: warn`); set `check-links: error` to ' +
            'stop publishing instead.';
    return [
        `#### Broken links: ${result.broken.length}`,
        '',
        `${checked}: ${(0,format/* plural */.LS)(result.broken.length, 'target')} ` +
            `${result.broken.length === 1 ? 'is' : 'are'} not in the bundle, so ${result.broken.length === 1 ? 'it answers' : 'they answer'} 404 wherever the export is hosted. ${consequence}`,
        '',
        '| Target | Links | Linked from |',
        '|---|---:|---|',
        ...rows,
        ...(rest > 0 ? ['', `…and ${(0,format/* plural */.LS)(rest, 'more broken target')}, most-referenced first.`] : []),
    ].join('\n');
}
function cell(text) {
    return (0,sanitize/* inlineCode */.ti)(text, 200).replace(/\|/g, '\\|');
}
/** The job summary when `check-links: error` stopped publishing. */
function renderLinkFailureSummary(domain, jobId, result) {
    return [
        `### Static export of ${(0,sanitize/* inlineText */.ln)(domain, 253)}: not published, broken links`,
        '',
        `Export job ${(0,sanitize/* inlineCode */.ti)(jobId)} finished and its bundle was downloaded and verified, but ` +
            `it holds broken links and \`check-links\` is \`error\`.`,
        '',
        renderLinkSection(result, { mode: 'error' }),
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/modes/export/summary.ts



/** The placeholder shown instead of the link. */
const BUNDLE_URL_PLACEHOLDER = '<BUNDLE_URL>';
/**
 * The `staticExport` values a self-hosted deployment expects. JSON strings are valid YAML
 * double-quoted scalars, so a link full of `&`, `%` and `=` needs no further escaping.
 */
function deploymentValuesYaml(bundleUrl, version) {
    return [
        'staticExport:',
        '  enabled: true',
        `  bundleUrl: ${JSON.stringify(bundleUrl)}`,
        `  version: ${JSON.stringify(version || 'latest')}`,
    ].join('\n');
}
/** The job summary of a verified, published bundle. */
function renderExportSummary(data) {
    const destUrl = (0,sanitize/* safeUrl */.Pl)(data.destination.url)?.replace(/\|/g, '%7C');
    const destTitle = (0,sanitize/* inlineText */.ln)(data.destination.title, 200);
    const destination = destUrl ? `[${destTitle}](${destUrl})` : destTitle;
    const note = data.destination.note ? `<br>${(0,sanitize/* inlineText */.ln)(data.destination.note, 300)}` : '';
    const pages = data.htmlFiles > 0 && data.htmlFiles !== data.pageCount
        ? `${data.pageCount} (${data.htmlFiles} \`.html\` files in the bundle)`
        : String(data.pageCount);
    const rows = [
        ['Domain', cellCode(data.domain)],
        ['Version', data.version ? cellCode(data.version) : 'latest published'],
        ['Job', cellCode(data.jobId)],
        ['Pages', pages],
        [
            'Duration',
            `${(0,format/* formatDuration */.a3)(data.exportMs)} export · ${(0,format/* formatDuration */.a3)(data.downloadMs)} download and verification`,
        ],
        ['Size', `${(0,format/* formatBytes */.z3)(data.sizeBytes)} (${data.sizeBytes.toLocaleString('en-US')} bytes)`],
        ['SHA-256', cellCode(data.sha256)],
        ['Link expires', `${(0,sanitize/* tableCell */.xR)(data.expiresAt)} (the link is in the \`bundle-url\` output)`],
        ['Bundle', `${destination}${note}`],
    ];
    const table = ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
    const values = deploymentValuesYaml(BUNDLE_URL_PLACEHOLDER, data.version);
    return [
        `### Static export of ${(0,sanitize/* inlineText */.ln)(data.domain, 253)}`,
        '',
        table,
        '',
        ...(data.links ? [renderLinkSection(data.links, { mode: 'warn' }), ''] : []),
        '#### values.yaml for a self-hosted deployment',
        '',
        (0,sanitize/* codeBlock */.DV)(values, 'yaml'),
        '',
        `Replace \`${BUNDLE_URL_PLACEHOLDER}\` with the step's \`bundle-url\` output (the ` +
            '`deployment-values` output holds the whole block with the link filled in). The link is a ' +
            `credential and stops working at ${(0,sanitize/* tableCell */.xR)(data.expiresAt)}; pull the bundle before then.`,
        '',
        REWRITE_NOTE,
        '',
    ].join('\n');
}
/** The job summary when the export failed or ran out of time. */
function renderExportFailureSummary(data) {
    const rows = [['Domain', cellCode(data.domain)]];
    if (data.jobId)
        rows.push(['Job', cellCode(data.jobId)]);
    if (data.status !== undefined) {
        const progress = data.progress !== undefined ? ` at ${formatPercent(data.progress)}` : '';
        rows.push(['Last status', `${(0,sanitize/* tableCell */.xR)(data.status, 40)}${progress}`]);
    }
    if (data.pageCount !== undefined)
        rows.push(['Pages so far', String(data.pageCount)]);
    const title = data.outcome === 'timeout' ? 'timed out' : 'failed';
    return [
        `### Static export of ${(0,sanitize/* inlineText */.ln)(data.domain, 253)} ${title}`,
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([k, v]) => `| ${k} | ${v} |`),
        '',
        (0,sanitize/* inlineText */.ln)(data.reason, 1000),
        '',
    ].join('\n');
}
/** How exported URLs differ from the live site, and which hosts need a rule for it. */
const REWRITE_NOTE = [
    '> [!NOTE]',
    '> Exported pages are `.html` files, so their URLs end in `.html` (`/guides/intro.html`) while ' +
        'the live docs serve `/guides/intro`. GitHub Pages, Netlify and Cloudflare Pages serve ' +
        '`/guides/intro` from `guides/intro.html` by themselves. Other hosts need a rewrite rule, or ' +
        'existing links end in 404: nginx `try_files $uri $uri.html $uri/ =404;`, Caddy ' +
        '`try_files {path} {path}.html`, Apache `Options +MultiViews` (or a `RewriteRule` adding ' +
        '`.html`), Vercel `"cleanUrls": true`. The CloudFront set-up of Mintlify\'s self-hosted ' +
        'deployment handles it; a CloudFront of your own needs a viewer-request function that ' +
        'appends `.html`.',
].join('\n');
/** Inline code inside a table cell: a `|` would end the cell even between backticks. */
function cellCode(text) {
    return (0,sanitize/* inlineCode */.ti)(text).replace(/\|/g, '\\|');
}
/** `42%`, `99.5%`. */
function formatPercent(progress) {
    const p = Math.min(100, Math.max(0, progress));
    return `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}

// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
;// CONCATENATED MODULE: ./src/modes/export/links.ts
/**
 * `check-links` in `mode: export`: what the bundle walk's link check found becomes the
 * `broken-links` output, one log line, one warning per broken target (at most
 * {@link WARNINGS}, then one for the rest), and with `check-links: error` the step's failure,
 * before the publisher runs. The summary table is rendered by report/link-summary.ts.
 */






/** Broken targets given a warning of their own; the rest are counted in one more. */
const WARNINGS = 10;
/** The walk options that turn the link check on (none for `check-links: off`). */
function linkWalkOptions(inputs) {
    return inputs.checkLinks === 'off' ? {} : { links: { domain: inputs.domain } };
}
/**
 * Reports the link check of a verified bundle; returns its result for the summary, or
 * undefined when it was off. Throws a {@link LinkCheckError} with `check-links: error` and
 * broken links: nothing has been published yet, and nothing will be.
 */
function reportLinks(walk, inputs) {
    const result = walk.links;
    if (inputs.checkLinks === 'off' || !result) {
        log/* info */.pq('Link check off (`check-links: off`): no HTML was parsed.');
        return undefined;
    }
    const broken = result.broken.length;
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BrokenLinks, String(broken));
    log/* info */.pq(`Link check: ${(0,format/* plural */.LS)(result.references, 'internal link')} in ` +
        `${(0,format/* plural */.LS)(result.pages, 'HTML page')} (${(0,format/* formatBytes */.z3)(result.htmlBytes)} of HTML tokenized), ` +
        `${broken === 0 ? 'none broken' : `${(0,format/* plural */.LS)(broken, 'broken target')}`}.`);
    for (const line of linkWarnings(result))
        log/* warning */.$e(line);
    if (broken > 0 && inputs.checkLinks === 'error')
        throw new LinkCheckError(result);
    return result;
}
/** `check-links: error` found broken links: the step fails before anything is published. */
class LinkCheckError extends errors/* ActionError */.lZ {
    result;
    constructor(result) {
        const n = result.broken.length;
        super(`The export has broken links: ${(0,format/* plural */.LS)(n, 'target')} (${(0,format/* plural */.LS)(result.broken.reduce((a, b) => a + b.references, 0), 'link')} to ${n === 1 ? 'it' : 'them'}): nothing was published (\`check-links: error\`). ` +
            'The job summary lists each target and the pages linking to it; fix them in the docs, or ' +
            'set `check-links: warn` to publish anyway.');
        this.result = result;
        this.name = 'LinkCheckError';
    }
}
/** One warning per broken target (at most {@link WARNINGS}), then one for the rest. */
function linkWarnings(result) {
    const lines = result.broken.slice(0, WARNINGS).map((b) => {
        const from = b.pages.map((p) => (0,util_text/* oneLine */.T)(p, 200)).join(', ');
        const more = b.references > b.pages.length ? ` (${(0,format/* plural */.LS)(b.references, 'link')} in all)` : '';
        return `Broken link: ${(0,util_text/* oneLine */.T)(b.target, 300)} is not in the bundle; linked from ${from}${more}.`;
    });
    const rest = result.broken.length - WARNINGS;
    if (rest > 0) {
        lines.push(`…and ${(0,format/* plural */.LS)(rest, 'more broken link target')} (listed in the job summary).`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/modes/export/schedule.ts
/**
 * When to look at a static export job again. Pure: it only sees progress samples and the time.
 *
 * The vendor's script polls every 10 s, so on average it notices the end 5 s late and asks about
 * six times a minute however far the job is from done. Export jobs report `progress` (0–100),
 * and on the platform it rises roughly linearly, so the remaining time can be estimated and the
 * polls placed where they matter:
 * - no progress yet (queued, or progress still 0): a short first look, then a growing backoff;
 * - one progress reading (the rate is only known against the time the job was still at 0, which
 *   includes the queue, so it is too slow): wait half the estimated remaining time, at most 10 s;
 * - a rate measured between two readings of the running job, and not sharply higher than the
 *   rate before it (a job that speeds up ends before a straight line says): jump to just before
 *   the estimated end (a lead of 0.5 s plus 3 % of the estimate), so the next reading lands in the
 *   dense phase; otherwise wait half the estimated remaining time. The rate before that is only
 *   compared when it too was measured on the running job (one that leans on a 0 % reading
 *   includes the queue and always looks slower); when there is none to compare, the jump is at
 *   most 10 s;
 * - estimated end less than 3 s away: look again right after it, every 0.5–1.25 s;
 * - past the estimated end without being done (progress stuck, or at 100 % while the job
 *   finalizes): back off in proportion to how late it is, so a stuck job is not hammered.
 * Every wait is capped (30 s), so a wrong estimate costs at most that much detection delay. And
 * the n-th request is not sent before (n - 1) × 10 s unless it is aimed just past the estimated
 * end, so the action never asks more often than the vendor's loop would have by the end (replay
 * over queues of 0–10 s and jobs of 5–120 s: never more requests, worst delay 7.3 s against the
 * loop's 10 s, mean ≤ 0.4 s for jobs of 40 s and longer; bench/schedule-sweep.ts). `poll-interval` is applied on top by the poll loop, as a floor.
 */
/** Defaults used by the export mode. */
const DEFAULT_SCHEDULE = {
    firstDelayMs: 1_000,
    backoffFactor: 1.6,
    maxBackoffMs: 10_000,
    maxDelayMs: 30_000,
    denseBelowMs: 3_000,
    denseMinMs: 500,
    denseMaxMs: 1_250,
    denseOvershootMs: 250,
    leadMs: 500,
    leadFraction: 0.03,
    budgetIntervalMs: 10_000,
};
/**
 * Estimates the remaining time from `samples` (in any order), or undefined when the job has shown
 * no progress yet. The rate is taken between the first reading of the current progress value and
 * the latest reading below it, so a progress value repeated by later polls does not shrink it.
 */
function estimateRemaining(samples, nowMs) {
    const sorted = [...samples]
        .filter((s) => Number.isFinite(s.atMs) && Number.isFinite(s.progress))
        .map((s) => ({ atMs: s.atMs, progress: clampProgress(s.progress) }))
        .sort((a, b) => a.atMs - b.atMs);
    const latest = sorted[sorted.length - 1];
    if (!latest || latest.progress <= 0)
        return undefined;
    // The first time the current value was seen: later repeats carry no new information.
    let firstOfCurrent = sorted.length - 1;
    while (firstOfCurrent > 0 && (sorted[firstOfCurrent - 1]?.progress ?? -1) >= latest.progress) {
        firstOfCurrent--;
    }
    const current = sorted[firstOfCurrent];
    const before = readingBelow(sorted, firstOfCurrent) ?? { atMs: 0, progress: 0 };
    const ratePerMs = rate(before, current);
    if (ratePerMs === undefined)
        return undefined;
    const endAtMs = current.atMs + (100 - current.progress) / ratePerMs;
    // Linear extrapolation is late when the job speeds up, so a jump to the estimated end needs a
    // rate measured on the running job that has not risen sharply since the reading before.
    let confident = before.progress > 0;
    let unchecked = false;
    if (confident) {
        const index = sorted.indexOf(before);
        const earlier = readingBelow(sorted, index) ?? { atMs: 0, progress: 0 };
        // A rate before that leans on a 0 % reading includes the queue, so it is always slower and
        // says nothing about a speed-up: the check only compares two rates of the running job.
        unchecked = earlier.progress <= 0;
        const previous = unchecked ? undefined : rate(earlier, before);
        confident = previous === undefined || ratePerMs <= previous * MAX_SPEED_UP;
    }
    return {
        remainingMs: endAtMs - nowMs,
        ratePerMs,
        confident,
        fromZero: before.progress <= 0,
        unchecked,
    };
}
/** A rate this much above the one before means the job speeds up: no jump to the estimated end. */
const MAX_SPEED_UP = 1.5;
/** The latest reading before `index` with less progress than the reading at `index`. */
function readingBelow(sorted, index) {
    const at = sorted[index];
    if (!at)
        return undefined;
    for (let i = index - 1; i >= 0; i--) {
        const s = sorted[i];
        if (s.progress < at.progress)
            return s;
    }
    return undefined;
}
/** Progress points per ms from `a` to `b`, or undefined when it is not a positive rate. */
function rate(a, b) {
    const spanMs = b.atMs - a.atMs;
    if (spanMs <= 0)
        return undefined;
    const r = (b.progress - a.progress) / spanMs;
    return r > 0 ? r : undefined;
}
/**
 * How long to wait before the next look, given every sample so far and the time now (same clock
 * as the samples). `poll-interval` is not applied here: the poll loop enforces it as a floor.
 */
function nextPollDelay(samples, nowMs, settings = DEFAULT_SCHEDULE) {
    const estimate = estimateRemaining(samples, nowMs);
    if (!estimate) {
        // No pace known: the number of looks without progress drives a plain backoff.
        const blind = samples.filter((s) => !(s.progress > 0)).length;
        const wait = settings.firstDelayMs * settings.backoffFactor ** Math.max(0, blind - 1);
        return Math.round(withinBudget(Math.min(wait, settings.maxBackoffMs), samples, nowMs, settings));
    }
    const { remainingMs, confident } = estimate;
    let wait;
    if (remainingMs < 0) {
        // Late: the estimate was optimistic, or the job sits at 100 % while it finalizes.
        wait = clamp(-remainingMs * 0.5, settings.denseMinMs, settings.maxBackoffMs);
    }
    else if (remainingMs < settings.denseBelowMs) {
        wait = clamp(remainingMs + settings.denseOvershootMs, settings.denseMinMs, settings.denseMaxMs);
    }
    else if (confident) {
        const lead = settings.leadMs + remainingMs * settings.leadFraction;
        wait = Math.max(settings.denseMinMs, remainingMs - lead);
        // Two readings of the running job cannot tell a straight line from a speed-up: a short step.
        if (estimate.unchecked)
            wait = Math.min(wait, settings.maxBackoffMs);
    }
    else if (estimate.fromZero) {
        // The rate includes the queue, so the end is nearer than it says: a short step.
        wait = Math.min(remainingMs / 2, settings.maxBackoffMs);
    }
    else {
        wait = remainingMs / 2;
    }
    return Math.round(withinBudget(Math.min(wait, settings.maxDelayMs), samples, nowMs, settings));
}
/**
 * Holds `wait` back until the vendor loop would have sent as many requests as this one makes
 * (the first sample is the start response, which the loop also has to make: its first poll). A
 * wait that lands past the estimated end keeps its place when it comes earlier: that request is
 * expected to be the last one, and the loop needs one more to notice the end anyway.
 */
function withinBudget(wait, samples, nowMs, settings) {
    const sent = Math.max(0, samples.length - 1);
    const earliest = sent * settings.budgetIntervalMs - nowMs;
    if (wait >= earliest)
        return wait;
    const estimate = estimateRemaining(samples, nowMs);
    if (estimate && estimate.remainingMs >= 0) {
        const pastEnd = estimate.remainingMs + settings.denseOvershootMs;
        return Math.max(wait, Math.min(earliest, pastEnd));
    }
    return earliest;
}
/** Collects samples as they come; answers {@link nextPollDelay} and {@link estimateRemaining}. */
class PollSchedule {
    settings;
    samples = [];
    /** @param settings tuning; the defaults suit the export API */
    constructor(settings = DEFAULT_SCHEDULE) {
        this.settings = settings;
    }
    /** Records a reading taken `atMs` after the start. */
    record(atMs, progress) {
        this.samples.push({ atMs, progress });
    }
    /** The wait before the next look. */
    nextDelayMs(nowMs) {
        return nextPollDelay(this.samples, nowMs, this.settings);
    }
    /** The current estimate, or undefined before any progress. */
    estimate(nowMs) {
        return estimateRemaining(this.samples, nowMs);
    }
    /** Readings recorded so far. */
    get count() {
        return this.samples.length;
    }
}
function clampProgress(p) {
    return clamp(p, 0, 100);
}
function clamp(value, min, max) {
    return Math.min(max, Math.max(min, value));
}

// EXTERNAL MODULE: ./src/platform/close.ts
var platform_close = __webpack_require__(55079);
// EXTERNAL MODULE: ./src/modes/shared/platform-client.ts
var platform_client = __webpack_require__(55977);
// EXTERNAL MODULE: ./src/modes/shared/failure.ts + 1 modules
var failure = __webpack_require__(4533);
;// CONCATENATED MODULE: ./src/modes/export/run.ts
/**
 * `mode: export`: start a static export job, follow it with ETA-aware polls, get the bundle link,
 * download and verify the bundle, and hand it to the chosen target (artifact, release, or none).
 *
 * What the vendor's curl script leaves to luck, done on purpose:
 * - polls are placed by the job's own progress (export-schedule.ts), and the progress is logged
 *   one line per 10 % step or 15 s, not once per poll;
 * - a 409 from the bundle endpoint after `completed` means the bundle is not packaged yet: the
 *   job is looked at again after a short backoff, until the deadline;
 * - the link is masked the moment the client parses it, never logged, and shown in the summary
 *   only as a placeholder;
 * - the download is resumed, re-linked when it expires, hashed and read to the end of the tar
 *   before anything is reported (publish/download.ts);
 * - on failure, timeout or cancellation the work folder under RUNNER_TEMP is removed, and the
 *   bundle outputs are only written once the bundle is published: a partial bundle is never
 *   reported as done.
 *
 * Targets are a table (publish/index.ts); `pages` has the download's single pass write
 * `artifact.tar` as the bytes arrive, then deploys it (publish/pages.ts).
 */






















/** Job statuses the contract documents; anything else is logged once and polled through. */
const KNOWN_STATUSES = new Set(['queued', 'running', 'completed', 'failed']);
/** Failed status reads in a row (each already retried by the client) before giving up. */
const MAX_MISSED_POLLS = 3;
/** Runs `mode: export`. */
const runExport = async (ctx) => {
    const { inputs, signal } = ctx;
    const publisher = PUBLISHERS[inputs.target];
    publisher.preflight?.(inputs);
    const client = (0,platform_client/* createPlatformClient */.B)(ctx);
    let workDir;
    let succeeded = false;
    // Where a failure happened, for the failure summary: a publisher's error is an ActionError
    // like any other, and only the run knows it came from publishing.
    const at = {};
    try {
        const startedAt = Date.now();
        const started = await startJob(client, inputs);
        const waited = await waitForBundle(client, started, ctx, startedAt);
        if (waited.kind !== 'ready')
            return reportNotReady(inputs, started.jobId, waited);
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.PageCount, String(waited.job.pageCount));
        const exportMs = waited.completedAt - startedAt;
        workDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(inputs.runner.runnerTemp, 'mintlify-export-'));
        await deliverBundle(client, ctx, publisher, {
            jobId: started.jobId,
            waited,
            workDir,
            exportMs,
            at,
        });
        succeeded = true;
        return { outcome: 'success' };
    }
    catch (err) {
        // A cancelled or timed-out run: the reason says so, not the aborted request's error.
        const error = signal.reason instanceof errors/* ActionError */.lZ ? signal.reason : err;
        await (0,failure/* writeFailureSummary */.KJ)(error, { mode: 'export', target: inputs.target, ...at });
        throw err;
    }
    finally {
        // A failed, timed-out or cancelled run leaves nothing behind that could pass for a bundle.
        if (!succeeded && workDir) {
            await (0,promises_.rm)(workDir, { recursive: true, force: true }).catch(() => undefined);
        }
        await (0,platform_close/* closePlatformClient */.d)(client, signal);
    }
};
/** Starts the export job, logging what is exported, and sets the `job-id` output at once. */
async function startJob(client, inputs) {
    log/* info */.pq(`Starting a static export of ${inputs.domain}` +
        `${inputs.exportVersion ? ` (version ${inputs.exportVersion})` : ''}` +
        `${inputs.paths.length ? ` for ${inputs.paths.length} paths` : ''}.`);
    const started = await client.startExport({
        domain: inputs.domain,
        ...(inputs.exportVersion ? { version: inputs.exportVersion } : {}),
        ...(inputs.paths.length ? { paths: [...inputs.paths] } : {}),
    });
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.JobId, started.jobId);
    log/* info */.pq(`Export job ${started.jobId} started (${(0,util_text/* oneLine */.T)(started.status, 100)}).`);
    return started;
}
/** Ends a run whose job failed or ran out of time: page count (when known) and failure summary. */
async function reportNotReady(inputs, jobId, waited) {
    const job = waited.job;
    const outcome = waited.kind === 'failed' ? 'failure' : 'timeout';
    if (job)
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.PageCount, String(job.pageCount));
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderExportFailureSummary({
        domain: inputs.domain,
        jobId,
        outcome,
        status: job?.status,
        progress: job?.progress,
        pageCount: job?.pageCount,
        reason: waited.message,
    })));
    return { outcome, message: waited.message };
}
/**
 * Downloads and verifies the bundle, checks its links, publishes it to the target, then reports
 * it. Anything that throws leaves the bundle unreported.
 */
async function deliverBundle(client, ctx, publisher, { jobId, waited, workDir, exportMs, at }) {
    const { inputs, signal, deadline } = ctx;
    const fileName = bundleFileName(inputs.domain, inputs.exportVersion);
    const walk = {
        ...(await publisher.prepare?.({ inputs, workDir, signal })),
        ...linkWalkOptions(inputs),
    };
    at.stage = 'download';
    const downloaded = await run_download(client, jobId, waited.bundle, (0,external_node_path_.join)(workDir, fileName), walk, ctx);
    delete at.stage;
    const links = await checkLinks(downloaded, inputs, jobId);
    const verified = {
        path: downloaded.path,
        fileName,
        sizeBytes: downloaded.sizeBytes,
        sha256: downloaded.sha256,
        jobId,
        walk: downloaded.walk,
    };
    at.stage = 'publish';
    const published = await publisher.publish({
        inputs,
        bundle: verified,
        workDir,
        signal,
        deadline,
    });
    delete at.stage;
    setBundleOutputs(inputs, downloaded.link, verified, published);
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderExportSummary({
        domain: inputs.domain,
        version: inputs.exportVersion,
        jobId,
        pageCount: waited.job.pageCount,
        htmlFiles: downloaded.htmlFiles,
        exportMs,
        downloadMs: downloaded.durationMs,
        sizeBytes: verified.sizeBytes,
        sha256: verified.sha256,
        expiresAt: downloaded.link.expiresAt,
        destination: published.destination,
        ...(links ? { links } : {}),
    })));
}
/**
 * Reports the link check of the downloaded bundle. With `check-links: error` and broken links it
 * throws, after a summary that lists what to fix, so nothing is published.
 */
async function checkLinks(downloaded, inputs, jobId) {
    try {
        return reportLinks(downloaded.walk, inputs);
    }
    catch (err) {
        if (err instanceof LinkCheckError) {
            await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderLinkFailureSummary(inputs.domain, jobId, err.result)));
        }
        throw err;
    }
}
/**
 * Sets the bundle outputs and the publisher's own. Called only once everything is checked and
 * published, so a partial bundle is never reported. The link is masked already: the client hands
 * every link it parses to addSecret (onSecret).
 */
function setBundleOutputs(inputs, link, verified, published) {
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundleUrl, link.url);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.ExpiresAt, link.expiresAt);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundlePath, verified.path);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundleSha256, verified.sha256);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundleSize, String(verified.sizeBytes));
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.DeploymentValues, deploymentValuesYaml(link.url, inputs.exportVersion));
    for (const [name, value] of Object.entries(published.outputs)) {
        if (value !== undefined)
            (0,guard/* setOutput */.uH)(name, value);
    }
}
/**
 * Polls the job until it ends, then asks for the bundle; a 409 (not packaged yet) sends it back
 * to polling after a short backoff. The start response counts as the first look, so no status
 * request is spent right after starting.
 */
async function waitForBundle(client, first, ctx, startedAt) {
    const jobId = first.jobId;
    const watch = new JobWatch(client, first, startedAt);
    // Evaluated when it happens, so the message names the last status seen by then.
    const timeout = () => timedOut(jobId, ctx.inputs.timeoutMs, watch.last);
    let conflicts = 0;
    for (;;) {
        const job = await pollUntilEnded(watch, ctx);
        if (!job)
            return timeout();
        if (job.status === 'failed')
            return jobFailed(jobId, job);
        const completedAt = Date.now();
        try {
            const bundle = await client.generateBundle(jobId);
            log/* info */.pq(`Bundle ready: ${(0,format/* formatBytes */.z3)(bundle.sizeBytes)}, link valid until ${bundle.expiresAt}.`);
            return { kind: 'ready', job, bundle, completedAt };
        }
        catch (err) {
            if (err instanceof platform/* PlatformTimeoutError */.Zq)
                return timeout();
            if (!(err instanceof platform/* PlatformError */.Wk && err.code === 'conflict'))
                throw err;
            conflicts++;
            if (!(await waitAfterConflict(conflicts, ctx)))
                return timeout();
        }
    }
}
/**
 * Polls until the job is completed or failed, as read by a fresh status request. Returns
 * undefined when the deadline comes first.
 */
async function pollUntilEnded(watch, ctx) {
    const { inputs, signal, deadline } = ctx;
    let result;
    try {
        result = await (0,poll/* pollUntil */.g)({
            fetch: () => watch.fetch(),
            done: (job) => watch.isDone(job),
            nextDelayMs: () => watch.nextDelayMs(),
            ...(inputs.pollIntervalMs !== undefined ? { minIntervalMs: inputs.pollIntervalMs } : {}),
            deadline,
            signal,
            onValue: (job) => watch.record(job),
        });
    }
    catch (err) {
        if (err instanceof platform/* PlatformTimeoutError */.Zq)
            return undefined;
        throw err;
    }
    return result.done ? result.value : undefined;
}
/**
 * Sleeps before looking at a completed job whose bundle is not packaged yet (HTTP 409), with a
 * backoff. Returns false, without sleeping, when the wait would reach the deadline.
 */
async function waitAfterConflict(conflicts, ctx) {
    const wait = (0,timing/* backoffCeiling */.ml)(conflicts, 500, 5_000);
    if (Date.now() + wait >= ctx.deadline)
        return false;
    log/* info */.pq(`The job is completed but its bundle is not ready yet (HTTP 409); looking again in ` +
        `${(0,format/* formatDuration */.a3)(wait)}.`);
    await (0,timing/* sleep */.yy)(wait, ctx.signal);
    return true;
}
/** The end of a wait that ran out of time, naming the job's last known state. */
function timedOut(jobId, timeoutMs, last) {
    return {
        kind: 'timeout',
        job: last,
        message: `The static export job ${jobId} did not finish within the time limit ` +
            `(\`timeout\`: ${(0,format/* formatDuration */.a3)(timeoutMs)}); it was last ${describeJob(last)}. ` +
            'The job may still finish on the platform; raise `timeout` for large sites.',
    };
}
/** The end of a wait for a job the platform reports failed, with its reason when it gave one. */
function jobFailed(jobId, job) {
    const why = job.error ? (0,util_text/* oneLine */.T)(job.error, 1000) : 'the platform gave no reason';
    return {
        kind: 'failed',
        job,
        message: `The static export job ${jobId} failed after ${formatPercent(job.progress)} ` +
            `(${job.pageCount} pages): ${why}`,
    };
}
/**
 * What following one job needs to remember between polls: the start response still to be used,
 * the last status read, whether the latest value is fresh, missed reads in a row, and the
 * schedule and progress log fed by each fresh status.
 */
class JobWatch {
    /** The last status read (the start response until a poll succeeds). */
    last;
    schedule = new PollSchedule();
    progress = new ProgressLog();
    /** Undocumented statuses already logged, so each is logged once. */
    unknown = new Set();
    /** The start response, used as the first poll's value. */
    pending;
    /** False when the value just returned is a stand-in for a status read that failed. */
    fresh = true;
    missed = 0;
    client;
    /** The id the start response gave; every status read asks for it. */
    jobId;
    startedAt;
    constructor(client, first, startedAt) {
        this.client = client;
        this.jobId = first.jobId;
        this.startedAt = startedAt;
        this.pending = first;
        this.last = first;
    }
    /**
     * The job's status: the start response first, then a status request. A request that still
     * fails after the client's retries returns the last status (not fresh), up to
     * {@link MAX_MISSED_POLLS} times in a row.
     */
    async fetch() {
        if (this.pending) {
            const job = this.pending;
            this.pending = undefined;
            this.fresh = true;
            return job;
        }
        try {
            const job = await this.client.getExport(this.jobId);
            this.missed = 0;
            this.fresh = true;
            return job;
        }
        catch (err) {
            // The client has already retried; a poll that still fails is skipped a few times.
            if (!isTransient(err) || ++this.missed >= MAX_MISSED_POLLS)
                throw err;
            log/* info */.pq(`Could not read the job's status (${err.message}); polling on.`);
            this.fresh = false;
            return this.last;
        }
    }
    /** Whether the job has ended; a stand-in for a missed read never counts. */
    isDone(job) {
        return this.fresh && (job.status === 'completed' || job.status === 'failed');
    }
    /** Wait before the next poll, placed by the job's progress so far. */
    nextDelayMs() {
        return this.schedule.nextDelayMs(Date.now() - this.startedAt);
    }
    /** Takes in a fresh status: schedule sample, one note per unknown status, progress line. */
    record(job) {
        if (!this.fresh)
            return;
        this.last = job;
        const at = Date.now() - this.startedAt;
        this.schedule.record(at, job.progress);
        if (!KNOWN_STATUSES.has(job.status) && !this.unknown.has(job.status)) {
            this.unknown.add(job.status);
            log/* info */.pq(`The job reports the status "${(0,util_text/* oneLine */.T)(job.status, 100)}", which this action does not ` +
                'know; it keeps polling until the job is completed or failed.');
        }
        this.progress.update(job, this.schedule.estimate(at), at);
    }
}
/** Downloads and verifies the bundle, with progress lines and fresh links on expiry. */
async function run_download(client, jobId, bundle, destination, walk, ctx) {
    const toLink = (b) => ({
        url: b.bundleUrl,
        sizeBytes: b.sizeBytes,
        expiresAt: b.expiresAt,
    });
    const started = Date.now();
    let lastStep = -1;
    let lastLineAt = started;
    log/* info */.pq(`Downloading the bundle (${(0,format/* formatBytes */.z3)(bundle.sizeBytes)}).`);
    const result = await (0,download/* downloadBundle */.fv)({
        link: toLink(bundle),
        refresh: async () => toLink(await client.generateBundle(jobId)),
        destination,
        walk,
        userAgent: ctx.userAgent,
        signal: ctx.signal,
        deadline: ctx.deadline,
        log: (line) => log/* info */.pq(line),
        onProgress: (received, total) => {
            const now = Date.now();
            const step = Math.floor((received / total) * 10);
            // Small bundles arrive in a blink: only a download that takes a while gets progress lines.
            if (received < total &&
                ((step > lastStep && now - started >= 1_000) || now - lastLineAt >= 15_000)) {
                lastStep = step;
                lastLineAt = now;
                const rate = received / Math.max(1, now - started);
                log/* info */.pq(`Downloaded ${Math.floor((received / total) * 100)}% · ${(0,format/* formatBytes */.z3)(received)} of ` +
                    `${(0,format/* formatBytes */.z3)(total)} · ~${formatEta((total - received) / rate)} left`);
            }
        },
    });
    log/* info */.pq(`Downloaded and verified ${(0,format/* formatBytes */.z3)(result.sizeBytes)} in ` +
        `${(0,format/* formatDuration */.a3)(result.durationMs)}: SHA-256 ${result.sha256}, a gzip tar of ` +
        `${result.entries} entries (${result.htmlFiles} .html files)` +
        `${result.attempts > 1 ? `, ${result.attempts} requests` : ''}` +
        `${result.refreshes > 0 ? `, ${result.refreshes} fresh links` : ''}.`);
    return result;
}
/**
 * Progress lines while polling: one per 10 % step or every 15 s, whichever comes first, plus one
 * when the status changes — never one per poll.
 */
class ProgressLog {
    lastStep = -1;
    lastAt = -Infinity;
    lastStatus;
    update(job, estimate, atMs) {
        const step = Math.floor(Math.min(100, Math.max(0, job.progress)) / 10);
        const changed = job.status !== this.lastStatus;
        if (!changed && step <= this.lastStep && atMs - this.lastAt < 15_000)
            return;
        this.lastStep = Math.max(this.lastStep, step);
        this.lastAt = atMs;
        this.lastStatus = job.status;
        const parts = [formatPercent(job.progress), `${job.pageCount} pages`];
        if (job.status === 'completed') {
            parts.push(`completed in ${(0,format/* formatDuration */.a3)(atMs)}`);
        }
        else if (job.status === 'failed') {
            parts.push('failed');
        }
        else if (job.status === 'queued' || !(job.progress > 0)) {
            parts.push((0,util_text/* oneLine */.T)(job.status, 100));
        }
        else if (estimate) {
            parts.push(estimate.remainingMs > 0 ? `~${formatEta(estimate.remainingMs)} left` : 'finishing');
        }
        log/* info */.pq(parts.join(' · '));
    }
}
/** `~25 s`, `~3 min`. */
function formatEta(ms) {
    if (!Number.isFinite(ms))
        return '?';
    if (ms < 60_000)
        return `${Math.max(1, Math.round(ms / 1000))} s`;
    return `${Math.round(ms / 60_000)} min`;
}
/** `running at 42% (118 pages)`. */
function describeJob(job) {
    return `${(0,util_text/* oneLine */.T)(job.status, 100)} at ${formatPercent(job.progress)} (${job.pageCount} pages)`;
}
/** `docs.example.com.tar.gz`, `docs.example.com-v2.tar.gz`: the bundle's file and asset name. */
function bundleFileName(domain, version) {
    const safeVersion = version.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
    return `${domain}${safeVersion ? `-${safeVersion}` : ''}.tar.gz`;
}
/** Failures worth another poll: the platform or the network having a moment. */
function isTransient(err) {
    return (err instanceof platform/* PlatformError */.Wk &&
        (err.code === 'server_error' || err.code === 'network' || err.code === 'rate_limited'));
}


/***/ }),

/***/ 66451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _timing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21581);
/**
 * The polling loop shared by the modes: it asks, decides whether it is done, and sleeps for as
 * long as the mode's schedule says, never less than `minIntervalMs`, never past the deadline,
 * and stops at once when the signal aborts.
 */

/** Polls until `done`, the deadline (→ `{done: false}`), or an abort (→ throws the reason). */
async function pollUntil(options) {
    const now = options.now ?? Date.now;
    const started = now();
    let last;
    for (let attempt = 1;; attempt++) {
        options.signal.throwIfAborted();
        last = await options.fetch();
        options.onValue?.(last, attempt);
        if (options.done(last))
            return { done: true, value: last };
        const wanted = options.nextDelayMs(last, attempt, now() - started);
        const delay = Math.max(wanted, options.minIntervalMs ?? 0);
        const remaining = options.deadline - now();
        if (remaining <= 0)
            return { done: false, last };
        // One last look just at the deadline beats giving up early with stale news.
        await (0,_timing_js__WEBPACK_IMPORTED_MODULE_0__/* .sleep */ .yy)(Math.min(delay, remaining), options.signal);
        if (now() >= options.deadline && delay > remaining) {
            last = await options.fetch();
            options.onValue?.(last, attempt + 1);
            return options.done(last) ? { done: true, value: last } : { done: false, last };
        }
    }
}


/***/ })

};

//# sourceMappingURL=486.index.js.map