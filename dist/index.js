import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 27242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ MODES),
/* harmony export */   VF: () => (/* binding */ FEEDBACK_SOURCES),
/* harmony export */   bh: () => (/* binding */ ADMIN_KEY_PREFIX),
/* harmony export */   dW: () => (/* binding */ TARGETS),
/* harmony export */   k7: () => (/* binding */ Output),
/* harmony export */   np: () => (/* binding */ FEEDBACK_STATUSES),
/* harmony export */   pd: () => (/* binding */ Input),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
/* harmony export */   tI: () => (/* binding */ ANALYTICS_REQUESTS_PER_HOUR)
/* harmony export */ });
/**
 * Names of the action's inputs and outputs, as declared in action.yml.
 * Every other module refers to these constants so a rename happens in one place.
 */
const Input = {
    AdminKey: 'admin-key',
    Mode: 'mode',
    ApiUrl: 'api-url',
    ProjectId: 'project-id',
    GitHubToken: 'github-token',
    Timeout: 'timeout',
    PollInterval: 'poll-interval',
    StatusId: 'status-id',
    Trigger: 'trigger',
    Wait: 'wait',
    Domain: 'domain',
    ExportVersion: 'export-version',
    Paths: 'paths',
    Target: 'target',
    ArtifactName: 'artifact-name',
    RetentionDays: 'retention-days',
    ReleaseTag: 'release-tag',
    DateFrom: 'date-from',
    DateTo: 'date-to',
    Source: 'source',
    FeedbackStatus: 'feedback-status',
    PageSize: 'page-size',
    MaxPages: 'max-pages',
    Comment: 'comment',
    CommentKey: 'comment-key',
    IncludeContact: 'include-contact',
    DocsRoot: 'docs-root',
};
/** Output names, as declared in action.yml. */
const Output = {
    Outcome: 'outcome',
    Status: 'status',
    StatusId: 'status-id',
    CommitSha: 'commit-sha',
    FilesChanged: 'files-changed',
    JobId: 'job-id',
    PageCount: 'page-count',
    BundleUrl: 'bundle-url',
    ExpiresAt: 'expires-at',
    BundlePath: 'bundle-path',
    BundleSha256: 'bundle-sha256',
    BundleSize: 'bundle-size',
    DeploymentValues: 'deployment-values',
    ArtifactId: 'artifact-id',
    PageUrl: 'page-url',
    ReleaseAssetUrl: 'release-asset-url',
    Total: 'total',
    CommentId: 'comment-id',
    FeedbackFile: 'feedback-file',
    HasMore: 'has-more',
};
/** The action's modes. */
const MODES = ['status', 'export', 'feedback'];
/** Where an export bundle goes. */
const TARGETS = ['artifact', 'pages', 'release', 'none'];
/** Feedback sources the published contract knows. */
const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'];
/** Feedback review statuses the published contract knows. */
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'];
/** Overall time limit per mode when `timeout` is empty. */
const DEFAULT_TIMEOUT_MS = {
    status: 20 * 60_000,
    export: 30 * 60_000,
    feedback: 10 * 60_000,
};
/** The vendor's public API base. */
const DEFAULT_API_URL = 'https://api.mintlify.com';
/** The vendor's prefix for admin keys (warned about, not enforced). */
const ADMIN_KEY_PREFIX = 'mint_';
/** Analytics endpoints allow this many requests per organization per hour. */
const ANALYTICS_REQUESTS_PER_HOUR = 100;


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MU: () => (/* binding */ TimeoutError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   lZ: () => (/* binding */ ActionError)
/* harmony export */ });
/**
 * An error whose message is meant for the workflow's author as is: it says what went wrong and
 * how to fix it. `outcome` is what the step reports in its `outcome` output.
 */
class ActionError extends Error {
    /** The `outcome` output this error leads to. */
    outcome;
    constructor(message, outcome = 'failure', options) {
        super(message, options);
        this.name = 'ActionError';
        this.outcome = outcome;
    }
}
/** Bad inputs: every problem found, listed at once, before any request is sent. */
class InputError extends ActionError {
    /** One line per problem. */
    problems;
    constructor(problems) {
        const list = problems.map((p) => `  - ${p}`).join('\n');
        super(problems.length === 1
            ? `Invalid input: ${problems[0]}`
            : `Invalid inputs (${problems.length} problems):\n${list}`);
        this.name = 'InputError';
        this.problems = problems;
    }
}
/** The overall `timeout` ran out. */
class TimeoutError extends ActionError {
    constructor(message, options) {
        super(message, 'timeout', options);
        this.name = 'TimeoutError';
    }
}
/** The workflow was cancelled (SIGINT/SIGTERM). */
class CancelledError extends ActionError {
    constructor(signal) {
        super(`Cancelled by ${signal}: stopped at once.`);
        this.name = 'CancelledError';
    }
}


/***/ }),

/***/ 73280:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput)
/* harmony export */ });
/* unused harmony export error */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The few workflow commands the entry chunk needs (main.ts, inputs.ts, secrets.ts), written
 * without `@actions/core`: importing @actions/core pulls in its OIDC client, @actions/http-client
 * and undici, about 1 MiB of JavaScript to compile before a single input is read. The modes still
 * use @actions/core (in their lazily loaded chunks). Output is the same as @actions/core 3 for
 * these calls: escaped `::command::` lines on stdout, and outputs appended to the GITHUB_OUTPUT
 * file with a random heredoc delimiter.
 */



/** Escapes a command's message as the runner expects. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function issue(command, message) {
    process.stdout.write(`::${command}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** A log line. */
function info(message) {
    process.stdout.write(`${message}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** A warning annotation. */
function warning(message) {
    issue('warning', message);
}
/** An error annotation. */
function error(message) {
    issue('error', message);
}
/** Masks `secret` in the rest of the job's logs. */
function setSecret(secret) {
    issue('add-mask', secret);
}
/** Fails the step: exit code 1 and an error annotation. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** Sets a step output through the GITHUB_OUTPUT file (or the legacy command without it). */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
        issue(`set-output name=${name}`, value);
        return;
    }
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`Unexpected input: name or value contains the delimiter ${delimiter}`);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, 'utf8');
}


/***/ }),

/***/ 27194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ addSecret),
/* harmony export */   E: () => (/* binding */ redact)
/* harmony export */ });
/* harmony import */ var _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73280);
/**
 * Every secret the action learns (the admin key, the GitHub token, each presigned link) is
 * registered here the moment it is known: masked in the runner's log at once, and scrubbed from
 * any text the action writes itself (job summaries and comments are not masked by the runner).
 */

const secrets = new Set();
/** Masks `secret` in the log and remembers it for {@link redact}. Empty values are ignored. */
function addSecret(secret) {
    if (!secret)
        return;
    _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret);
    secrets.add(secret);
    // A presigned link is also masked without its query, in case a library prints it decoded or cut.
    const q = secret.indexOf('?');
    if (q > 0 && /^https?:\/\//.test(secret)) {
        const query = secret.slice(q + 1);
        _runner_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(query);
        secrets.add(query);
    }
}
/** Query parameters that make a link a credential (S3 and Azure presigning). */
const SIGNED_QUERY = /\?[^\s"'<>)]*(?:X-Amz-|Signature=|sig=|sv=|se=|token=)[^\s"'<>)]*/gi;
/**
 * Replaces every registered secret, and the query of any presigned link, with `***`.
 * Use on all text the action writes outside the log: summaries, comments, outputs meant for humans.
 */
function redact(text) {
    let out = text;
    // Longest first, so a secret that contains another is replaced whole.
    for (const s of [...secrets].sort((a, b) => b.length - a.length)) {
        out = out.split(s).join('***');
    }
    return out.replace(SIGNED_QUERY, '?***');
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 80099:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 87997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/runner-commands.ts
var runner_commands = __nccwpck_require__(73280);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __nccwpck_require__(27242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
;// CONCATENATED MODULE: ./src/inputs.ts
/**
 * The only module that reads the action's inputs and the runner's environment. It returns one
 * typed, frozen object, or throws an {@link InputError} that lists every problem at once, before
 * any request is sent.
 */





const defaultHooks = {
    setSecret: (s) => runner_commands/* setSecret */.Pq(s),
    warning: (m) => runner_commands/* warning */.$e(m),
};
/**
 * Reads and validates every input the chosen mode uses.
 *
 * @param env the process environment (INPUT_* variables and the runner's GITHUB_* variables)
 * @param hooks masking and warnings; the real runner's by default
 * @throws InputError listing every problem found
 */
function readInputs(env = process.env, hooks = defaultHooks) {
    const problems = [];
    const get = (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
    // Mask first: nothing below may print the key before the runner knows to hide it.
    const adminKey = get(constants/* Input */.pd.AdminKey);
    if (adminKey)
        hooks.setSecret(adminKey);
    const githubToken = get(constants/* Input */.pd.GitHubToken);
    if (githubToken)
        hooks.setSecret(githubToken);
    const runner = readRunner(env, problems);
    if (!adminKey && isForkPullRequest(runner)) {
        // GitHub gives no secrets to workflows that fork PRs trigger: say so rather than "required".
        problems.push(`\`${constants/* Input */.pd.AdminKey}\` is empty because this run is for a pull request from a fork, and GitHub does not pass secrets to those. Skip the step for forks (\`if: github.event.pull_request.head.repo.full_name == github.repository\`); see "Fork pull requests" in the README.`);
    }
    else if (!adminKey) {
        problems.push(`\`${constants/* Input */.pd.AdminKey}\` is required: pass your Mintlify admin API key from a secret, e.g. \`${constants/* Input */.pd.AdminKey}: \${{ secrets.MINTLIFY_ADMIN_KEY }}\`.`);
    }
    else if (!adminKey.startsWith(constants/* ADMIN_KEY_PREFIX */.bh)) {
        hooks.warning(`\`${constants/* Input */.pd.AdminKey}\` does not start with \`${constants/* ADMIN_KEY_PREFIX */.bh}\` as Mintlify admin keys do; if requests fail with 401, check that the secret holds an admin key (not an assistant or public key).`);
    }
    else if (/\s/.test(adminKey)) {
        problems.push(`\`${constants/* Input */.pd.AdminKey}\` contains white space; copy the key again without line breaks.`);
    }
    const modeRaw = get(constants/* Input */.pd.Mode);
    const mode = parseEnum(modeRaw, constants/* MODES */.FN, constants/* Input */.pd.Mode, problems, true);
    const apiUrl = parseApiUrl(get(constants/* Input */.pd.ApiUrl) || constants/* DEFAULT_API_URL */.rK, problems, hooks);
    const projectId = get(constants/* Input */.pd.ProjectId);
    if (projectId && !isSafeId(projectId)) {
        problems.push(`\`${constants/* Input */.pd.ProjectId}\` "${clip(projectId)}" is not a project ID (letters, digits, \`-\` and \`_\` only).`);
    }
    const timeoutRaw = get(constants/* Input */.pd.Timeout);
    let timeoutMs = mode ? constants/* DEFAULT_TIMEOUT_MS */.t1[mode] : 0;
    if (timeoutRaw) {
        const parsed = parseDuration(timeoutRaw);
        if (parsed === undefined || parsed <= 0) {
            problems.push(`\`${constants/* Input */.pd.Timeout}\` "${clip(timeoutRaw)}" is not a duration: use seconds (\`90\`) or a unit (\`90s\`, \`10m\`, \`1h\`).`);
        }
        else if (parsed > 6 * 3_600_000) {
            problems.push(`\`${constants/* Input */.pd.Timeout}\` "${timeoutRaw}" is longer than a GitHub-hosted job may run (6h).`);
        }
        else {
            timeoutMs = parsed;
        }
    }
    const pollRaw = get(constants/* Input */.pd.PollInterval);
    let pollIntervalMs;
    if (pollRaw) {
        const parsed = parseDuration(pollRaw);
        if (parsed === undefined || parsed < 1000) {
            problems.push(`\`${constants/* Input */.pd.PollInterval}\` "${clip(pollRaw)}" must be a duration of at least 1 second (\`5\`, \`5s\`, \`1m\`), or empty for adaptive polling.`);
        }
        else {
            pollIntervalMs = parsed;
        }
    }
    const common = { adminKey, apiUrl, projectId, githubToken, timeoutMs, pollIntervalMs, runner };
    let result;
    if (mode === 'status')
        result = readStatus(common, get, problems);
    else if (mode === 'export')
        result = readExport(common, get, problems);
    else if (mode === 'feedback')
        result = readFeedback(common, get, problems);
    if (problems.length > 0 || !result)
        throw new errors/* InputError */.dz(problems);
    return deepFreeze(result);
}
function readStatus(common, get, problems) {
    const statusId = get(constants/* Input */.pd.StatusId);
    const trigger = parseBool(get(constants/* Input */.pd.Trigger), false, constants/* Input */.pd.Trigger, problems);
    const wait = parseBool(get(constants/* Input */.pd.Wait), true, constants/* Input */.pd.Wait, problems);
    if (statusId && !isSafeId(statusId)) {
        problems.push(`\`${constants/* Input */.pd.StatusId}\` "${clip(statusId)}" is not a status ID (letters, digits, \`-\` and \`_\` only).`);
    }
    if (statusId && trigger) {
        problems.push(`Set either \`${constants/* Input */.pd.StatusId}\` (track an existing update) or \`${constants/* Input */.pd.Trigger}: true\` (start a new one), not both.`);
    }
    else if (!statusId && !trigger) {
        problems.push(`\`mode: status\` needs \`${constants/* Input */.pd.StatusId}\` (the \`statusId\` returned when an update was triggered) or \`${constants/* Input */.pd.Trigger}: true\` with \`${constants/* Input */.pd.ProjectId}\`.`);
    }
    else if (trigger && !common.projectId) {
        problems.push(`\`${constants/* Input */.pd.Trigger}: true\` needs \`${constants/* Input */.pd.ProjectId}\` (dashboard → Settings → API keys).`);
    }
    return { ...common, mode: 'status', statusId, trigger, wait };
}
function readExport(common, get, problems) {
    const domain = parseDomain(get(constants/* Input */.pd.Domain), problems);
    const exportVersion = get(constants/* Input */.pd.ExportVersion);
    const paths = parsePaths(get(constants/* Input */.pd.Paths), problems);
    const target = parseEnum(get(constants/* Input */.pd.Target) || 'artifact', constants/* TARGETS */.dW, constants/* Input */.pd.Target, problems, false) ??
        'artifact';
    const artifactName = get(constants/* Input */.pd.ArtifactName) || 'docs-export';
    const bad = artifactName.match(/["<>|*?:\\/\r\n]/);
    if (bad) {
        problems.push(`\`${constants/* Input */.pd.ArtifactName}\` "${clip(artifactName)}" contains "${bad[0]}", which artifact names may not contain.`);
    }
    const retentionRaw = get(constants/* Input */.pd.RetentionDays);
    let retentionDays;
    if (retentionRaw) {
        retentionDays = parseIntIn(retentionRaw, 1, 90, constants/* Input */.pd.RetentionDays, problems);
    }
    let releaseTag = '';
    if (target === 'release') {
        releaseTag = get(constants/* Input */.pd.ReleaseTag);
        if (!releaseTag && common.runner.ref.startsWith('refs/tags/')) {
            releaseTag = common.runner.ref.slice('refs/tags/'.length);
        }
        if (!releaseTag) {
            problems.push(`\`${constants/* Input */.pd.Target}: release\` needs \`${constants/* Input */.pd.ReleaseTag}\`, or a workflow triggered by a tag (GITHUB_REF is "${clip(common.runner.ref) || 'empty'}").`);
        }
    }
    return {
        ...common,
        mode: 'export',
        domain,
        exportVersion,
        paths,
        target,
        artifactName,
        retentionDays,
        releaseTag,
    };
}
function readFeedback(common, get, problems) {
    if (!common.projectId) {
        problems.push(`\`mode: feedback\` needs \`${constants/* Input */.pd.ProjectId}\` (dashboard → Settings → API keys).`);
    }
    const fromRaw = get(constants/* Input */.pd.DateFrom);
    const toRaw = get(constants/* Input */.pd.DateTo);
    const from = fromRaw ? parseDate(fromRaw, constants/* Input */.pd.DateFrom, problems) : undefined;
    const to = toRaw ? parseDate(toRaw, constants/* Input */.pd.DateTo, problems) : undefined;
    if (from !== undefined && to !== undefined && from >= to) {
        problems.push(`\`${constants/* Input */.pd.DateFrom}\` (${fromRaw}) must be before \`${constants/* Input */.pd.DateTo}\` (${toRaw}); \`${constants/* Input */.pd.DateTo}\` is exclusive.`);
    }
    // Without a start, read the last 30 days: the report is about what readers say now.
    const dateFrom = fromRaw || new Date(Date.now() - 30 * 86_400_000).toISOString();
    const sourceRaw = get(constants/* Input */.pd.Source);
    const source = sourceRaw
        ? (parseEnum(sourceRaw, constants/* FEEDBACK_SOURCES */.VF, constants/* Input */.pd.Source, problems, false) ?? '')
        : '';
    const statuses = [];
    for (const part of get(constants/* Input */.pd.FeedbackStatus).split(',')) {
        const s = part.trim();
        if (!s)
            continue;
        if (!constants/* FEEDBACK_STATUSES */.np.includes(s)) {
            problems.push(`\`${constants/* Input */.pd.FeedbackStatus}\` "${clip(s)}" is not one of ${constants/* FEEDBACK_STATUSES */.np.join(', ')}.`);
        }
        else if (!statuses.includes(s)) {
            statuses.push(s);
        }
    }
    const pageSize = parseIntIn(get(constants/* Input */.pd.PageSize) || '100', 1, 100, constants/* Input */.pd.PageSize, problems) ?? 100;
    const maxPages = parseIntIn(get(constants/* Input */.pd.MaxPages) || '20', 1, 100, constants/* Input */.pd.MaxPages, problems) ?? 20;
    const comment = parseBool(get(constants/* Input */.pd.Comment), true, constants/* Input */.pd.Comment, problems);
    const includeContact = parseBool(get(constants/* Input */.pd.IncludeContact), false, constants/* Input */.pd.IncludeContact, problems);
    const commentKey = get(constants/* Input */.pd.CommentKey) || common.projectId;
    if (commentKey && !/^[A-Za-z0-9._-]{1,100}$/.test(commentKey)) {
        problems.push(`\`${constants/* Input */.pd.CommentKey}\` "${clip(commentKey)}" may hold only letters, digits, \`.\`, \`-\` and \`_\` (at most 100).`);
    }
    const docsRoot = get(constants/* Input */.pd.DocsRoot)
        .replace(/^\.?\/+/, '')
        .replace(/\/+$/, '');
    if (docsRoot.split('/').includes('..')) {
        problems.push(`\`${constants/* Input */.pd.DocsRoot}\` "${clip(docsRoot)}" must be a folder inside the repository (no \`..\`).`);
    }
    return {
        ...common,
        mode: 'feedback',
        dateFrom,
        dateTo: toRaw,
        source,
        statuses,
        pageSize,
        maxPages,
        comment,
        commentKey,
        includeContact,
        docsRoot,
    };
}
function readRunner(env, problems) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    let event = {};
    const eventPath = env.GITHUB_EVENT_PATH;
    if (eventPath) {
        try {
            const parsed = JSON.parse((0,external_node_fs_.readFileSync)(eventPath, 'utf8'));
            if (parsed && typeof parsed === 'object')
                event = parsed;
        }
        catch (err) {
            problems.push(`GITHUB_EVENT_PATH (${eventPath}) could not be read as JSON: ${err.message}`);
        }
    }
    return {
        runnerTemp: env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        sha: env.GITHUB_SHA ?? '',
        ref: env.GITHUB_REF ?? '',
        owner,
        repo,
        eventName: env.GITHUB_EVENT_NAME ?? '',
        event,
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
        job: env.GITHUB_JOB ?? '',
    };
}
/**
 * Parses a duration: bare seconds (`90`) or one or more number+unit parts (`90s`, `10m`, `1h`,
 * `1h30m`, `500ms`). Returns milliseconds, or undefined when it is not a duration.
 */
function parseDuration(text) {
    const s = text.trim().toLowerCase();
    if (/^\d+(\.\d+)?$/.test(s))
        return Math.round(Number(s) * 1000);
    if (!/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(s))
        return undefined;
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    let total = 0;
    for (const m of s.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
        total += Number(m[1]) * (unit[m[2]] ?? 0);
    }
    return Math.round(total);
}
/**
 * Parses a date as the analytics API accepts it: `YYYY-MM-DD` (a real calendar day) or an ISO 8601
 * date-time (`2024-01-31T12:00:00Z`, with optional fraction and offset). Returns epoch ms.
 */
function parseIsoDate(text) {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (day) {
        const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
        const t = Date.UTC(y, m - 1, d);
        const back = new Date(t);
        if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
            return undefined;
        }
        return t;
    }
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text)) {
        return undefined;
    }
    const t = Date.parse(text);
    return Number.isNaN(t) ? undefined : t;
}
/**
 * Normalizes a deployment domain to a bare hostname: `https://Docs.Example.com/` → `docs.example.com`.
 * Returns undefined when what remains is not a hostname.
 */
function normalizeDomain(text) {
    let s = text.trim().toLowerCase();
    s = s.replace(/^https?:\/\//, '').replace(/\/+$/, '');
    if (s.length === 0 || s.length > 253)
        return undefined;
    const labels = s.split('.');
    if (labels.length < 2)
        return undefined;
    for (const label of labels) {
        if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))
            return undefined;
    }
    return s;
}
function parseDomain(raw, problems) {
    if (!raw) {
        problems.push(`\`mode: export\` needs \`${constants/* Input */.pd.Domain}\`: the docs' custom domain (\`docs.example.com\`) or Mintlify subdomain (\`acme.mintlify.app\`).`);
        return '';
    }
    const domain = normalizeDomain(raw);
    if (!domain) {
        problems.push(`\`${constants/* Input */.pd.Domain}\` "${clip(raw)}" is not a hostname: give the host only, like \`docs.example.com\` (no path such as \`/docs\`, no port).`);
        return '';
    }
    return domain;
}
function parsePaths(raw, problems) {
    const out = [];
    for (const line of raw.split(/\r?\n/)) {
        const p = line.trim().replace(/^\/+/, '');
        if (!p)
            continue;
        if (/[\s?#]/.test(p) || p.split('/').includes('..')) {
            problems.push(`\`${constants/* Input */.pd.Paths}\` entry "${clip(p)}" is not a page path (like \`guides/getting-started\`).`);
        }
        else if (!out.includes(p)) {
            out.push(p);
        }
    }
    return out;
}
function parseApiUrl(raw, problems, hooks) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        problems.push(`\`${constants/* Input */.pd.ApiUrl}\` "${clip(raw)}" is not a URL; use \`${constants/* DEFAULT_API_URL */.rK}\` or leave it empty.`);
        return '';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        problems.push(`\`${constants/* Input */.pd.ApiUrl}\` must be an http(s) URL.`);
        return '';
    }
    if (url.username || url.password || url.search || url.hash) {
        problems.push(`\`${constants/* Input */.pd.ApiUrl}\` must not carry credentials, a query or a fragment; pass the key in \`${constants/* Input */.pd.AdminKey}\`.`);
        return '';
    }
    let path = url.pathname.replace(/\/+$/, '');
    if (/\/v1$/.test(path)) {
        path = path.slice(0, -3);
        hooks.warning(`\`${constants/* Input */.pd.ApiUrl}\` should not end in \`/v1\`; using ${url.origin}${path}.`);
    }
    return `${url.origin}${path}`;
}
function parseEnum(raw, allowed, name, problems, required) {
    if (!raw) {
        if (required)
            problems.push(`\`${name}\` is required: one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`);
        return undefined;
    }
    if (allowed.includes(raw))
        return raw;
    problems.push(`\`${name}\` "${clip(raw)}" is not one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`);
    return undefined;
}
/** YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts them. */
function parseBool(raw, fallback, name, problems) {
    if (!raw)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    problems.push(`\`${name}\` "${clip(raw)}" is not a boolean: use \`true\` or \`false\`.`);
    return fallback;
}
function parseIntIn(raw, min, max, name, problems) {
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
        problems.push(`\`${name}\` "${clip(raw)}" must be a whole number from ${min} to ${max}.`);
        return undefined;
    }
    return Number(raw);
}
function parseDate(raw, name, problems) {
    const t = parseIsoDate(raw);
    if (t === undefined) {
        problems.push(`\`${name}\` "${clip(raw)}" is not a date: use \`YYYY-MM-DD\` or an ISO 8601 date-time like \`2024-01-31T00:00:00Z\`.`);
    }
    return t;
}
/** A `pull_request` run whose head branch lives in another repository. */
function isForkPullRequest(runner) {
    if (runner.eventName !== 'pull_request')
        return false;
    const pr = runner.event.pull_request;
    const head = pr?.head?.repo?.full_name;
    return typeof head === 'string' && head !== `${runner.owner}/${runner.repo}`;
}
function isSafeId(id) {
    return /^[A-Za-z0-9_-]{1,200}$/.test(id);
}
/** Inputs are echoed in messages; keep them short and on one line. */
function clip(text) {
    const one = text.replace(/[\r\n]+/g, ' ');
    return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}
function deepFreeze(value) {
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const v of Object.values(value))
            deepFreeze(v);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/modes/index.ts
/**
 * Loads a mode's orchestrator on demand: each mode's heavy dependencies (the artifact client,
 * tar, Octokit) load only when that mode runs, which keeps a failing step's cold start short.
 * A mode mapped to `undefined` has not shipped yet.
 */
const modeLoaders = {
    status: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(242), __nccwpck_require__.e(900), __nccwpck_require__.e(47)]).then(__nccwpck_require__.bind(__nccwpck_require__, 44047))).runStatus,
    export: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(242), __nccwpck_require__.e(351), __nccwpck_require__.e(309), __nccwpck_require__.e(900), __nccwpck_require__.e(815)]).then(__nccwpck_require__.bind(__nccwpck_require__, 52815))).runExport,
    feedback: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(242), __nccwpck_require__.e(351), __nccwpck_require__.e(900), __nccwpck_require__.e(145)]).then(__nccwpck_require__.bind(__nccwpck_require__, 31145))).runFeedback,
};

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(27194);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = /*#__PURE__*/JSON.parse('{"UU":"mintlify-docs-action","rE":"0.1.0"}');
;// CONCATENATED MODULE: ./src/version.ts

/** The `User-Agent` this action sends: `<package name>/<version>`. */
const USER_AGENT = `${package_namespaceObject.UU}/${package_namespaceObject.rE}`;

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action's one try/catch: reads inputs, runs the chosen mode, and turns whatever happened into
 * the `outcome` output and, on failure, one clear error for the workflow's author.
 */







/**
 * Past the overall deadline, a mode gets this long to wind down by itself before it is aborted;
 * nothing may hang silently past `timeout`.
 */
const DEADLINE_GRACE_MS = 10_000;
/** After a cancellation, the process exits by this time even if a socket still holds it open. */
const CANCEL_EXIT_MS = 5_000;
/** Runs the action. Never throws: failures end as `core.setFailed` and a non-zero exit code. */
async function run() {
    let outcome = 'failure';
    const controller = new AbortController();
    const started = Date.now();
    let guard;
    const onSignal = (signal) => {
        if (controller.signal.aborted)
            return;
        runner_commands/* info */.pq(`Received ${signal}: stopping.`);
        controller.abort(new errors/* CancelledError */.cc(signal));
        // A cancelled runner sends SIGKILL soon after; leave before that with our own words.
        setTimeout(() => process.exit(process.exitCode ?? 1), CANCEL_EXIT_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
        const inputs = readInputs(process.env, {
            setSecret: secrets/* addSecret */.C,
            warning: (m) => runner_commands/* warning */.$e(m),
        });
        const load = modeLoaders[inputs.mode];
        if (!load) {
            throw new errors/* ActionError */.lZ(`\`mode: ${inputs.mode}\` is not available yet in this version of the action. Available modes: ${Object.entries(modeLoaders)
                .filter(([, l]) => l)
                .map(([m]) => `\`${m}\``)
                .join(', ') || 'none'}.`);
        }
        const deadline = started + inputs.timeoutMs;
        guard = setTimeout(() => controller.abort(new errors/* TimeoutError */.MU(`Timed out after ${formatMs(inputs.timeoutMs)} (the \`timeout\` input).`)), inputs.timeoutMs + DEADLINE_GRACE_MS);
        guard.unref();
        const runner = await load();
        const result = await runner({
            inputs,
            signal: controller.signal,
            deadline,
            userAgent: USER_AGENT,
        });
        outcome = result.outcome;
        if (outcome === 'failure' || outcome === 'timeout') {
            runner_commands/* setFailed */.C1((0,secrets/* redact */.E)(result.message ?? `The ${inputs.mode} step ended with ${outcome}.`));
        }
    }
    catch (err) {
        // dist/ is built without ncc's source-map register (it costs ~50 ms of every cold start);
        // turn Node's own source-map support on only now, so a bug's stack points into src/.
        process.setSourceMapsEnabled(true);
        const reason = controller.signal.aborted ? controller.signal.reason : undefined;
        const error = (reason instanceof errors/* ActionError */.lZ ? reason : err);
        outcome = outcomeOf(error);
        runner_commands/* setFailed */.C1((0,secrets/* redact */.E)(messageOf(error)));
    }
    finally {
        if (guard)
            clearTimeout(guard);
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        runner_commands/* setOutput */.uH(constants/* Output */.k7.Outcome, outcome);
    }
}
function outcomeOf(error) {
    if (error instanceof errors/* ActionError */.lZ)
        return error.outcome;
    if (error instanceof Error && error.name === 'PlatformTimeoutError')
        return 'timeout';
    return 'failure';
}
function messageOf(error) {
    if (error instanceof Error) {
        // Our own errors are written for users; anything else is a bug or a library's message.
        return error instanceof errors/* ActionError */.lZ || error.name.startsWith('Platform')
            ? error.message
            : `Unexpected error: ${error.message}. Please report it with the step's log.`;
    }
    return `Unexpected error: ${String(error)}`;
}
function formatMs(ms) {
    if (ms % 3_600_000 === 0)
        return `${ms / 3_600_000}h`;
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    return `${Math.round(ms / 1000)}s`;
}

;// CONCATENATED MODULE: ./src/index.ts
/** The action's entry point: only starts {@link run}. */

void run();


//# sourceMappingURL=index.js.map