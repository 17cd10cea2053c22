import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({});
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
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
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
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./emulator/options.ts
const ENDPOINTS = [
    'triggerUpdate',
    'getUpdateStatus',
    'startExport',
    'getExport',
    'generateBundle',
    'download',
    'listFeedback',
    'startPreview',
];
/** The presets `--scenario` (and the step's `scenario` input) accept. */
const SCENARIOS = {
    default: {
        description: 'fast, successful updates and exports (0.3 s + 0.7 s update, 1.7 s export)',
        options: {},
    },
    slow: {
        description: 'a 20 s update and a 30 s export job, for watching progress output',
        options: {
            update: { queuedMs: 5_000, runningMs: 15_000 },
            exportJob: { queuedMs: 2_000, runningMs: 28_000 },
        },
    },
    flaky: {
        description: 'every endpoint answers 503 (Retry-After: 1) on its first call and resets the socket on its second',
        options: {},
        faults: ENDPOINTS.flatMap((endpoint) => [
            { endpoint, kind: 'status', status: 503, retryAfter: '1' },
            { endpoint, kind: 'reset' },
        ]),
    },
    failing: {
        description: 'updates end in failure and export jobs fail',
        options: { update: { outcome: 'failure' }, exportJob: { outcome: 'failed' } },
    },
    'no-previews': {
        description: 'the plan has no preview deployments (403)',
        options: { previewsEnabled: false },
    },
    'no-export': {
        description: 'static export is not enabled for the organization (403)',
        options: { exportEnabled: false },
    },
};
/** Default seed of all generated data and keys. */
const DEFAULT_SEED = 1;
/** Default number of feedback entries. */
const DEFAULT_FEEDBACK = 250;
/** Largest feedback count accepted: the dataset is generated in memory at start-up. */
const MAX_FEEDBACK = 100_000;
/**
 * Checks raw settings and lists every problem at once. `label` turns a setting's name into how the
 * caller's user writes it (`--port` on the command line, `port` for the step's input).
 */
function parseSettings(raw, defaultPort, label) {
    const problems = [];
    const scenario = raw.scenario?.trim() || 'default';
    if (!Object.hasOwn(SCENARIOS, scenario)) {
        problems.push(`${label('scenario')} must be one of ${Object.keys(SCENARIOS).join(', ')}; got ${JSON.stringify(raw.scenario)}.`);
    }
    const integer = (name, fallback, max, what) => {
        const text = raw[name]?.trim() ?? '';
        if (text === '')
            return fallback;
        const n = /^\d+$/.test(text) ? Number(text) : NaN;
        if (!(n <= max)) {
            problems.push(`${label(name)} must be ${what}; got ${JSON.stringify(raw[name])}.`);
        }
        return n;
    };
    const port = integer('port', defaultPort, 65_535, 'a port number from 0 (a free port) to 65535');
    const seed = integer('seed', DEFAULT_SEED, Number.MAX_SAFE_INTEGER, 'a non-negative integer');
    const feedback = integer('feedback', DEFAULT_FEEDBACK, MAX_FEEDBACK, `a number of entries from 0 to ${MAX_FEEDBACK}`);
    if (problems.length > 0)
        return { ok: false, problems };
    return { ok: true, settings: { scenario, port, seed, feedback } };
}
/** The options {@link startPlatformEmulator} takes for `settings`, and the faults to queue. */
function emulatorOptions(settings) {
    const scenario = SCENARIOS[settings.scenario] ?? SCENARIOS.default;
    return {
        options: {
            port: settings.port,
            seed: settings.seed,
            feedbackCount: settings.feedback,
            ...scenario?.options,
        },
        faults: [...(scenario?.faults ?? [])],
    };
}
/**
 * A docs domain for the emulator's project, to pass as the action's `domain` input: the Mintlify
 * subdomain form (`proj-demo.mintlify.app`), from the same subdomain the emulator reports in its
 * update records. The emulator accepts any hostname there; this one is only a ready-made value.
 */
function emulatorDomain(projectId) {
    return `${projectId.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}.mintlify.app`;
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: external "node:stream/promises"
const external_node_stream_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
;// CONCATENATED MODULE: external "events"
const external_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");
;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
;// CONCATENATED MODULE: external "node:events"
const external_node_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: external "assert"
const external_assert_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");
;// CONCATENATED MODULE: external "buffer"
const external_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");
;// CONCATENATED MODULE: external "zlib"
const external_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");
var external_zlib_namespaceObject_0 = /*#__PURE__*/__nccwpck_require__.t(external_zlib_namespaceObject, 2);
;// CONCATENATED MODULE: external "node:assert"
const external_node_assert_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/index.min.js
var zr=Object.defineProperty;var Ur=(s,t)=>{for(var e in t)zr(s,e,{get:t[e],enumerable:!0})};var Ds=typeof process=="object"&&process?process:{stdout:null,stderr:null},Wr=s=>!!s&&typeof s=="object"&&(s instanceof A||s instanceof external_node_stream_namespaceObject||Gr(s)||Zr(s)),Gr=s=>!!s&&typeof s=="object"&&s instanceof external_node_events_namespaceObject.EventEmitter&&typeof s.pipe=="function"&&s.pipe!==external_node_stream_namespaceObject.Writable.prototype.pipe,Zr=s=>!!s&&typeof s=="object"&&s instanceof external_node_events_namespaceObject.EventEmitter&&typeof s.write=="function"&&typeof s.end=="function",Q=Symbol("EOF"),J=Symbol("maybeEmitEnd"),nt=Symbol("emittedEnd"),De=Symbol("emittingEnd"),qt=Symbol("emittedError"),Ne=Symbol("closed"),Ns=Symbol("read"),Ae=Symbol("flush"),As=Symbol("flushChunk"),z=Symbol("encoding"),Mt=Symbol("decoder"),g=Symbol("flowing"),Qt=Symbol("paused"),Bt=Symbol("resume"),b=Symbol("buffer"),N=Symbol("pipes"),_=Symbol("bufferLength"),bi=Symbol("bufferPush"),Ie=Symbol("bufferShift"),L=Symbol("objectMode"),S=Symbol("destroyed"),_i=Symbol("error"),Oi=Symbol("emitData"),Is=Symbol("emitEnd"),Ti=Symbol("emitEnd2"),Z=Symbol("async"),xi=Symbol("abort"),Ce=Symbol("aborted"),Jt=Symbol("signal"),Rt=Symbol("dataListeners"),C=Symbol("discarded"),jt=s=>Promise.resolve().then(s),Yr=s=>s(),Kr=s=>s==="end"||s==="finish"||s==="prefinish",Vr=s=>s instanceof ArrayBuffer||!!s&&typeof s=="object"&&s.constructor&&s.constructor.name==="ArrayBuffer"&&s.byteLength>=0,$r=s=>!Buffer.isBuffer(s)&&ArrayBuffer.isView(s),Fe=class{src;dest;opts;ondrain;constructor(t,e,i){this.src=t,this.dest=e,this.opts=i,this.ondrain=()=>t[Bt](),this.dest.on("drain",this.ondrain)}unpipe(){this.dest.removeListener("drain",this.ondrain)}proxyErrors(t){}end(){this.unpipe(),this.opts.end&&this.dest.end()}},Li=class extends Fe{unpipe(){this.src.removeListener("error",this.proxyErrors),super.unpipe()}constructor(t,e,i){super(t,e,i),this.proxyErrors=r=>this.dest.emit("error",r),t.on("error",this.proxyErrors)}},Xr=s=>!!s.objectMode,qr=s=>!s.objectMode&&!!s.encoding&&s.encoding!=="buffer",A=class extends external_node_events_namespaceObject.EventEmitter{[g]=!1;[Qt]=!1;[N]=[];[b]=[];[L];[z];[Z];[Mt];[Q]=!1;[nt]=!1;[De]=!1;[Ne]=!1;[qt]=null;[_]=0;[S]=!1;[Jt];[Ce]=!1;[Rt]=0;[C]=!1;writable=!0;readable=!0;constructor(...t){let e=t[0]||{};if(super(),e.objectMode&&typeof e.encoding=="string")throw new TypeError("Encoding and objectMode may not be used together");Xr(e)?(this[L]=!0,this[z]=null):qr(e)?(this[z]=e.encoding,this[L]=!1):(this[L]=!1,this[z]=null),this[Z]=!!e.async,this[Mt]=this[z]?new external_node_string_decoder_namespaceObject.StringDecoder(this[z]):null,e&&e.debugExposeBuffer===!0&&Object.defineProperty(this,"buffer",{get:()=>this[b]}),e&&e.debugExposePipes===!0&&Object.defineProperty(this,"pipes",{get:()=>this[N]});let{signal:i}=e;i&&(this[Jt]=i,i.aborted?this[xi]():i.addEventListener("abort",()=>this[xi]()))}get bufferLength(){return this[_]}get encoding(){return this[z]}set encoding(t){throw new Error("Encoding must be set at instantiation time")}setEncoding(t){throw new Error("Encoding must be set at instantiation time")}get objectMode(){return this[L]}set objectMode(t){throw new Error("objectMode must be set at instantiation time")}get async(){return this[Z]}set async(t){this[Z]=this[Z]||!!t}[xi](){this[Ce]=!0,this.emit("abort",this[Jt]?.reason),this.destroy(this[Jt]?.reason)}get aborted(){return this[Ce]}set aborted(t){}write(t,e,i){if(this[Ce])return!1;if(this[Q])throw new Error("write after end");if(this[S])return this.emit("error",Object.assign(new Error("Cannot call write after a stream was destroyed"),{code:"ERR_STREAM_DESTROYED"})),!0;typeof e=="function"&&(i=e,e="utf8"),e||(e="utf8");let r=this[Z]?jt:Yr;if(!this[L]&&!Buffer.isBuffer(t)){if($r(t))t=Buffer.from(t.buffer,t.byteOffset,t.byteLength);else if(Vr(t))t=Buffer.from(t);else if(typeof t!="string")throw new Error("Non-contiguous data written to non-objectMode stream")}return this[L]?(this[g]&&this[_]!==0&&this[Ae](!0),this[g]?this.emit("data",t):this[bi](t),this[_]!==0&&this.emit("readable"),i&&r(i),this[g]):t.length?(typeof t=="string"&&!(e===this[z]&&!this[Mt]?.lastNeed)&&(t=Buffer.from(t,e)),Buffer.isBuffer(t)&&this[z]&&(t=this[Mt].write(t)),this[g]&&this[_]!==0&&this[Ae](!0),this[g]?this.emit("data",t):this[bi](t),this[_]!==0&&this.emit("readable"),i&&r(i),this[g]):(this[_]!==0&&this.emit("readable"),i&&r(i),this[g])}read(t){if(this[S])return null;if(this[C]=!1,this[_]===0||t===0||t&&t>this[_])return this[J](),null;this[L]&&(t=null),this[b].length>1&&!this[L]&&(this[b]=[this[z]?this[b].join(""):Buffer.concat(this[b],this[_])]);let e=this[Ns](t||null,this[b][0]);return this[J](),e}[Ns](t,e){if(this[L])this[Ie]();else{let i=e;t===i.length||t===null?this[Ie]():typeof i=="string"?(this[b][0]=i.slice(t),e=i.slice(0,t),this[_]-=t):(this[b][0]=i.subarray(t),e=i.subarray(0,t),this[_]-=t)}return this.emit("data",e),!this[b].length&&!this[Q]&&this.emit("drain"),e}end(t,e,i){return typeof t=="function"&&(i=t,t=void 0),typeof e=="function"&&(i=e,e="utf8"),t!==void 0&&this.write(t,e),i&&this.once("end",i),this[Q]=!0,this.writable=!1,(this[g]||!this[Qt])&&this[J](),this}[Bt](){this[S]||(!this[Rt]&&!this[N].length&&(this[C]=!0),this[Qt]=!1,this[g]=!0,this.emit("resume"),this[b].length?this[Ae]():this[Q]?this[J]():this.emit("drain"))}resume(){return this[Bt]()}pause(){this[g]=!1,this[Qt]=!0,this[C]=!1}get destroyed(){return this[S]}get flowing(){return this[g]}get paused(){return this[Qt]}[bi](t){this[L]?this[_]+=1:this[_]+=t.length,this[b].push(t)}[Ie](){return this[L]?this[_]-=1:this[_]-=this[b][0].length,this[b].shift()}[Ae](t=!1){do;while(this[As](this[Ie]())&&this[b].length);!t&&!this[b].length&&!this[Q]&&this.emit("drain")}[As](t){return this.emit("data",t),this[g]}pipe(t,e){if(this[S])return t;this[C]=!1;let i=this[nt];return e=e||{},t===Ds.stdout||t===Ds.stderr?e.end=!1:e.end=e.end!==!1,e.proxyErrors=!!e.proxyErrors,i?e.end&&t.end():(this[N].push(e.proxyErrors?new Li(this,t,e):new Fe(this,t,e)),this[Z]?jt(()=>this[Bt]()):this[Bt]()),t}unpipe(t){let e=this[N].find(i=>i.dest===t);e&&(this[N].length===1?(this[g]&&this[Rt]===0&&(this[g]=!1),this[N]=[]):this[N].splice(this[N].indexOf(e),1),e.unpipe())}addListener(t,e){return this.on(t,e)}on(t,e){let i=super.on(t,e);if(t==="data")this[C]=!1,this[Rt]++,!this[N].length&&!this[g]&&this[Bt]();else if(t==="readable"&&this[_]!==0)super.emit("readable");else if(Kr(t)&&this[nt])super.emit(t),this.removeAllListeners(t);else if(t==="error"&&this[qt]){let r=e;this[Z]?jt(()=>r.call(this,this[qt])):r.call(this,this[qt])}return i}removeListener(t,e){return this.off(t,e)}off(t,e){let i=super.off(t,e);return t==="data"&&(this[Rt]=this.listeners("data").length,this[Rt]===0&&!this[C]&&!this[N].length&&(this[g]=!1)),i}removeAllListeners(t){let e=super.removeAllListeners(t);return(t==="data"||t===void 0)&&(this[Rt]=0,!this[C]&&!this[N].length&&(this[g]=!1)),e}get emittedEnd(){return this[nt]}[J](){!this[De]&&!this[nt]&&!this[S]&&this[b].length===0&&this[Q]&&(this[De]=!0,this.emit("end"),this.emit("prefinish"),this.emit("finish"),this[Ne]&&this.emit("close"),this[De]=!1)}emit(t,...e){let i=e[0];if(t!=="error"&&t!=="close"&&t!==S&&this[S])return!1;if(t==="data")return!this[L]&&!i?!1:this[Z]?(jt(()=>this[Oi](i)),!0):this[Oi](i);if(t==="end")return this[Is]();if(t==="close"){if(this[Ne]=!0,!this[nt]&&!this[S])return!1;let n=super.emit("close");return this.removeAllListeners("close"),n}else if(t==="error"){this[qt]=i,super.emit(_i,i);let n=!this[Jt]||this.listeners("error").length?super.emit("error",i):!1;return this[J](),n}else if(t==="resume"){let n=super.emit("resume");return this[J](),n}else if(t==="finish"||t==="prefinish"){let n=super.emit(t);return this.removeAllListeners(t),n}let r=super.emit(t,...e);return this[J](),r}[Oi](t){for(let i of this[N])i.dest.write(t)===!1&&this.pause();let e=this[C]?!1:super.emit("data",t);return this[J](),e}[Is](){return this[nt]?!1:(this[nt]=!0,this.readable=!1,this[Z]?(jt(()=>this[Ti]()),!0):this[Ti]())}[Ti](){if(this[Mt]){let e=this[Mt].end();if(e){for(let i of this[N])i.dest.write(e);this[C]||super.emit("data",e)}}for(let e of this[N])e.end();let t=super.emit("end");return this.removeAllListeners("end"),t}async collect(){let t=Object.assign([],{dataLength:0});this[L]||(t.dataLength=0);let e=this.promise();return this.on("data",i=>{t.push(i),this[L]||(t.dataLength+=i.length)}),await e,t}async concat(){if(this[L])throw new Error("cannot concat in objectMode");let t=await this.collect();return this[z]?t.join(""):Buffer.concat(t,t.dataLength)}async promise(){return new Promise((t,e)=>{this.on(S,()=>e(new Error("stream destroyed"))),this.on("error",i=>e(i)),this.on("end",()=>t())})}[Symbol.asyncIterator](){this[C]=!1;let t=!1,e=async()=>(this.pause(),t=!0,{value:void 0,done:!0});return{next:()=>{if(t)return e();let r=this.read();if(r!==null)return Promise.resolve({done:!1,value:r});if(this[Q])return e();let n,o,h=d=>{this.off("data",a),this.off("end",l),this.off(S,c),e(),o(d)},a=d=>{this.off("error",h),this.off("end",l),this.off(S,c),this.pause(),n({value:d,done:!!this[Q]})},l=()=>{this.off("error",h),this.off("data",a),this.off(S,c),e(),n({done:!0,value:void 0})},c=()=>h(new Error("stream destroyed"));return new Promise((d,y)=>{o=y,n=d,this.once(S,c),this.once("error",h),this.once("end",l),this.once("data",a)})},throw:e,return:e,[Symbol.asyncIterator](){return this},[Symbol.asyncDispose]:async()=>{}}}[Symbol.iterator](){this[C]=!1;let t=!1,e=()=>(this.pause(),this.off(_i,e),this.off(S,e),this.off("end",e),t=!0,{done:!0,value:void 0}),i=()=>{if(t)return e();let r=this.read();return r===null?e():{done:!1,value:r}};return this.once("end",e),this.once(_i,e),this.once(S,e),{next:i,throw:e,return:e,[Symbol.iterator](){return this},[Symbol.dispose]:()=>{}}}destroy(t){if(this[S])return t?this.emit("error",t):this.emit(S),this;this[S]=!0,this[C]=!0,this[b].length=0,this[_]=0;let e=this;return typeof e.close=="function"&&!this[Ne]&&e.close(),t?this.emit("error",t):this.emit(S),this}static get isStream(){return Wr}};var Jr=external_fs_namespaceObject.writev,ht=Symbol("_autoClose"),H=Symbol("_close"),te=Symbol("_ended"),m=Symbol("_fd"),Ni=Symbol("_finished"),tt=Symbol("_flags"),Ai=Symbol("_flush"),ki=Symbol("_handleChunk"),vi=Symbol("_makeBuf"),ie=Symbol("_mode"),ke=Symbol("_needDrain"),Ut=Symbol("_onerror"),Ht=Symbol("_onopen"),Ii=Symbol("_onread"),Pt=Symbol("_onwrite"),at=Symbol("_open"),U=Symbol("_path"),ot=Symbol("_pos"),Y=Symbol("_queue"),zt=Symbol("_read"),Ci=Symbol("_readSize"),j=Symbol("_reading"),ee=Symbol("_remain"),Fi=Symbol("_size"),ve=Symbol("_write"),gt=Symbol("_writing"),Me=Symbol("_defaultFlag"),bt=Symbol("_errored"),_t=class extends A{[bt]=!1;[m];[U];[Ci];[j]=!1;[Fi];[ee];[ht];constructor(t,e){if(e=e||{},super(e),this.readable=!0,this.writable=!1,typeof t!="string")throw new TypeError("path must be a string");this[bt]=!1,this[m]=typeof e.fd=="number"?e.fd:void 0,this[U]=t,this[Ci]=e.readSize||16*1024*1024,this[j]=!1,this[Fi]=typeof e.size=="number"?e.size:1/0,this[ee]=this[Fi],this[ht]=typeof e.autoClose=="boolean"?e.autoClose:!0,typeof this[m]=="number"?this[zt]():this[at]()}get fd(){return this[m]}get path(){return this[U]}write(){throw new TypeError("this is a readable stream")}end(){throw new TypeError("this is a readable stream")}[at](){external_fs_namespaceObject.open(this[U],"r",(t,e)=>this[Ht](t,e))}[Ht](t,e){t?this[Ut](t):(this[m]=e,this.emit("open",e),this[zt]())}[vi](){return Buffer.allocUnsafe(Math.min(this[Ci],this[ee]))}[zt](){if(!this[j]){this[j]=!0;let t=this[vi]();if(t.length===0)return process.nextTick(()=>this[Ii](null,0,t));external_fs_namespaceObject.read(this[m],t,0,t.length,null,(e,i,r)=>this[Ii](e,i,r))}}[Ii](t,e,i){this[j]=!1,t?this[Ut](t):this[ki](e,i)&&this[zt]()}[H](){if(this[ht]&&typeof this[m]=="number"){let t=this[m];this[m]=void 0,external_fs_namespaceObject.close(t,e=>e?this.emit("error",e):this.emit("close"))}}[Ut](t){this[j]=!0,this[H](),this.emit("error",t)}[ki](t,e){let i=!1;return this[ee]-=t,t>0&&(i=super.write(t<e.length?e.subarray(0,t):e)),(t===0||this[ee]<=0)&&(i=!1,this[H](),super.end()),i}emit(t,...e){switch(t){case"prefinish":case"finish":return!1;case"drain":return typeof this[m]=="number"&&this[zt](),!1;case"error":return this[bt]?!1:(this[bt]=!0,super.emit(t,...e));default:return super.emit(t,...e)}}},Be=class extends _t{[at](){let t=!0;try{this[Ht](null,external_fs_namespaceObject.openSync(this[U],"r")),t=!1}finally{t&&this[H]()}}[zt](){let t=!0;try{if(!this[j]){this[j]=!0;do{let e=this[vi](),i=e.length===0?0:external_fs_namespaceObject.readSync(this[m],e,0,e.length,null);if(!this[ki](i,e))break}while(!0);this[j]=!1}t=!1}finally{t&&this[H]()}}[H](){if(this[ht]&&typeof this[m]=="number"){let t=this[m];this[m]=void 0,external_fs_namespaceObject.closeSync(t),this.emit("close")}}},et=class extends external_events_namespaceObject{readable=!1;writable=!0;[bt]=!1;[gt]=!1;[te]=!1;[Y]=[];[ke]=!1;[U];[ie];[ht];[m];[Me];[tt];[Ni]=!1;[ot];constructor(t,e){e=e||{},super(e),this[U]=t,this[m]=typeof e.fd=="number"?e.fd:void 0,this[ie]=e.mode===void 0?438:e.mode,this[ot]=typeof e.start=="number"?e.start:void 0,this[ht]=typeof e.autoClose=="boolean"?e.autoClose:!0;let i=this[ot]!==void 0?"r+":"w";this[Me]=e.flags===void 0,this[tt]=e.flags===void 0?i:e.flags,this[m]===void 0&&this[at]()}emit(t,...e){if(t==="error"){if(this[bt])return!1;this[bt]=!0}return super.emit(t,...e)}get fd(){return this[m]}get path(){return this[U]}[Ut](t){this[H](),this[gt]=!0,this.emit("error",t)}[at](){external_fs_namespaceObject.open(this[U],this[tt],this[ie],(t,e)=>this[Ht](t,e))}[Ht](t,e){this[Me]&&this[tt]==="r+"&&t&&t.code==="ENOENT"?(this[tt]="w",this[at]()):t?this[Ut](t):(this[m]=e,this.emit("open",e),this[gt]||this[Ai]())}end(t,e){return t&&this.write(t,e),this[te]=!0,!this[gt]&&!this[Y].length&&typeof this[m]=="number"&&this[Pt](null,0),this}write(t,e){return typeof t=="string"&&(t=Buffer.from(t,e)),this[te]?(this.emit("error",new Error("write() after end()")),!1):this[m]===void 0||this[gt]||this[Y].length?(this[Y].push(t),this[ke]=!0,!1):(this[gt]=!0,this[ve](t),!0)}[ve](t){external_fs_namespaceObject.write(this[m],t,0,t.length,this[ot],(e,i)=>this[Pt](e,i))}[Pt](t,e){t?this[Ut](t):(this[ot]!==void 0&&typeof e=="number"&&(this[ot]+=e),this[Y].length?this[Ai]():(this[gt]=!1,this[te]&&!this[Ni]?(this[Ni]=!0,this[H](),this.emit("finish")):this[ke]&&(this[ke]=!1,this.emit("drain"))))}[Ai](){if(this[Y].length===0)this[te]&&this[Pt](null,0);else if(this[Y].length===1)this[ve](this[Y].pop());else{let t=this[Y];this[Y]=[],Jr(this[m],t,this[ot],(e,i)=>this[Pt](e,i))}}[H](){if(this[ht]&&typeof this[m]=="number"){let t=this[m];this[m]=void 0,external_fs_namespaceObject.close(t,e=>e?this.emit("error",e):this.emit("close"))}}},Wt=class extends et{[at](){let t;if(this[Me]&&this[tt]==="r+")try{t=external_fs_namespaceObject.openSync(this[U],this[tt],this[ie])}catch(e){if(e?.code==="ENOENT")return this[tt]="w",this[at]();throw e}else t=external_fs_namespaceObject.openSync(this[U],this[tt],this[ie]);this[Ht](null,t)}[H](){if(this[ht]&&typeof this[m]=="number"){let t=this[m];this[m]=void 0,external_fs_namespaceObject.closeSync(t),this.emit("close")}}[ve](t){let e=!0;try{this[Pt](null,external_fs_namespaceObject.writeSync(this[m],t,0,t.length,this[ot])),e=!1}finally{if(e)try{this[H]()}catch{}}}};var jr=new Map([["C","cwd"],["f","file"],["z","gzip"],["P","preservePaths"],["U","unlink"],["strip-components","strip"],["stripComponents","strip"],["keep-newer","newer"],["keepNewer","newer"],["keep-newer-files","newer"],["keepNewerFiles","newer"],["k","keep"],["keep-existing","keep"],["keepExisting","keep"],["m","noMtime"],["no-mtime","noMtime"],["p","preserveOwner"],["L","follow"],["h","follow"],["onentry","onReadEntry"]]),Fs=s=>!!s.sync&&!!s.file,ks=s=>!s.sync&&!!s.file,vs=s=>!!s.sync&&!s.file,Ms=s=>!s.sync&&!s.file;var Bs=s=>!!s.file;var tn=s=>{let t=jr.get(s);return t||s},se=(s={})=>{if(!s)return{};let t={};for(let[e,i]of Object.entries(s)){let r=tn(e);t[r]=i}return t.chmod===void 0&&t.noChmod===!1&&(t.chmod=!0),delete t.noChmod,t};var K=(s,t,e,i,r)=>Object.assign((n=[],o,h)=>{Array.isArray(n)&&(o=n,n={}),typeof o=="function"&&(h=o,o=void 0),o=o?Array.from(o):[];let a=se(n);if(r?.(a,o),Fs(a)){if(typeof h=="function")throw new TypeError("callback not supported for sync tar functions");return s(a,o)}else if(ks(a)){let l=t(a,o);return h?l.then(()=>h(),h):l}else if(vs(a)){if(typeof h=="function")throw new TypeError("callback not supported for sync tar functions");return e(a,o)}else if(Ms(a)){if(typeof h=="function")throw new TypeError("callback only supported with file option");return i(a,o)}throw new Error("impossible options??")},{syncFile:s,asyncFile:t,syncNoFile:e,asyncNoFile:i,validate:r});var sn=external_zlib_namespaceObject.constants||{ZLIB_VERNUM:4736},M=Object.freeze(Object.assign(Object.create(null),{Z_NO_FLUSH:0,Z_PARTIAL_FLUSH:1,Z_SYNC_FLUSH:2,Z_FULL_FLUSH:3,Z_FINISH:4,Z_BLOCK:5,Z_OK:0,Z_STREAM_END:1,Z_NEED_DICT:2,Z_ERRNO:-1,Z_STREAM_ERROR:-2,Z_DATA_ERROR:-3,Z_MEM_ERROR:-4,Z_BUF_ERROR:-5,Z_VERSION_ERROR:-6,Z_NO_COMPRESSION:0,Z_BEST_SPEED:1,Z_BEST_COMPRESSION:9,Z_DEFAULT_COMPRESSION:-1,Z_FILTERED:1,Z_HUFFMAN_ONLY:2,Z_RLE:3,Z_FIXED:4,Z_DEFAULT_STRATEGY:0,DEFLATE:1,INFLATE:2,GZIP:3,GUNZIP:4,DEFLATERAW:5,INFLATERAW:6,UNZIP:7,BROTLI_DECODE:8,BROTLI_ENCODE:9,Z_MIN_WINDOWBITS:8,Z_MAX_WINDOWBITS:15,Z_DEFAULT_WINDOWBITS:15,Z_MIN_CHUNK:64,Z_MAX_CHUNK:1/0,Z_DEFAULT_CHUNK:16384,Z_MIN_MEMLEVEL:1,Z_MAX_MEMLEVEL:9,Z_DEFAULT_MEMLEVEL:8,Z_MIN_LEVEL:-1,Z_MAX_LEVEL:9,Z_DEFAULT_LEVEL:-1,BROTLI_OPERATION_PROCESS:0,BROTLI_OPERATION_FLUSH:1,BROTLI_OPERATION_FINISH:2,BROTLI_OPERATION_EMIT_METADATA:3,BROTLI_MODE_GENERIC:0,BROTLI_MODE_TEXT:1,BROTLI_MODE_FONT:2,BROTLI_DEFAULT_MODE:0,BROTLI_MIN_QUALITY:0,BROTLI_MAX_QUALITY:11,BROTLI_DEFAULT_QUALITY:11,BROTLI_MIN_WINDOW_BITS:10,BROTLI_MAX_WINDOW_BITS:24,BROTLI_LARGE_MAX_WINDOW_BITS:30,BROTLI_DEFAULT_WINDOW:22,BROTLI_MIN_INPUT_BLOCK_BITS:16,BROTLI_MAX_INPUT_BLOCK_BITS:24,BROTLI_PARAM_MODE:0,BROTLI_PARAM_QUALITY:1,BROTLI_PARAM_LGWIN:2,BROTLI_PARAM_LGBLOCK:3,BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING:4,BROTLI_PARAM_SIZE_HINT:5,BROTLI_PARAM_LARGE_WINDOW:6,BROTLI_PARAM_NPOSTFIX:7,BROTLI_PARAM_NDIRECT:8,BROTLI_DECODER_RESULT_ERROR:0,BROTLI_DECODER_RESULT_SUCCESS:1,BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT:2,BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT:3,BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION:0,BROTLI_DECODER_PARAM_LARGE_WINDOW:1,BROTLI_DECODER_NO_ERROR:0,BROTLI_DECODER_SUCCESS:1,BROTLI_DECODER_NEEDS_MORE_INPUT:2,BROTLI_DECODER_NEEDS_MORE_OUTPUT:3,BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE:-1,BROTLI_DECODER_ERROR_FORMAT_RESERVED:-2,BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE:-3,BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET:-4,BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME:-5,BROTLI_DECODER_ERROR_FORMAT_CL_SPACE:-6,BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE:-7,BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT:-8,BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1:-9,BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2:-10,BROTLI_DECODER_ERROR_FORMAT_TRANSFORM:-11,BROTLI_DECODER_ERROR_FORMAT_DICTIONARY:-12,BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS:-13,BROTLI_DECODER_ERROR_FORMAT_PADDING_1:-14,BROTLI_DECODER_ERROR_FORMAT_PADDING_2:-15,BROTLI_DECODER_ERROR_FORMAT_DISTANCE:-16,BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET:-19,BROTLI_DECODER_ERROR_INVALID_ARGUMENTS:-20,BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES:-21,BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS:-22,BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP:-25,BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1:-26,BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2:-27,BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES:-30,BROTLI_DECODER_ERROR_UNREACHABLE:-31},sn));var rn=external_buffer_namespaceObject.Buffer.concat,zs=Object.getOwnPropertyDescriptor(external_buffer_namespaceObject.Buffer,"concat"),nn=s=>s,Bi=zs?.writable===!0||zs?.set!==void 0?s=>{external_buffer_namespaceObject.Buffer.concat=s?nn:rn}:s=>{},Tt=Symbol("_superWrite"),Gt=class extends Error{code;errno;constructor(t,e){super("zlib: "+t.message,{cause:t}),this.code=t.code,this.errno=t.errno,this.code||(this.code="ZLIB_ERROR"),this.message="zlib: "+t.message,Error.captureStackTrace(this,e??this.constructor)}get name(){return"ZlibError"}},Pi=Symbol("flushFlag"),re=class extends A{#t=!1;#i=!1;#s;#n;#r;#e;#o;get sawError(){return this.#t}get handle(){return this.#e}get flushFlag(){return this.#s}constructor(t,e){if(!t||typeof t!="object")throw new TypeError("invalid options for ZlibBase constructor");if(super(t),this.#s=t.flush??0,this.#n=t.finishFlush??0,this.#r=t.fullFlushFlag??0,typeof external_zlib_namespaceObject_0[e]!="function")throw new TypeError("Compression method not supported: "+e);try{this.#e=new external_zlib_namespaceObject_0[e](t)}catch(i){throw new Gt(i,this.constructor)}this.#o=i=>{this.#t||(this.#t=!0,this.close(),this.emit("error",i))},this.#e?.on("error",i=>this.#o(new Gt(i))),this.once("end",()=>this.close)}close(){this.#e&&(this.#e.close(),this.#e=void 0,this.emit("close"))}reset(){if(!this.#t)return external_assert_namespaceObject(this.#e,"zlib binding closed"),this.#e.reset?.()}flush(t){this.ended||(typeof t!="number"&&(t=this.#r),this.write(Object.assign(external_buffer_namespaceObject.Buffer.alloc(0),{[Pi]:t})))}end(t,e,i){return typeof t=="function"&&(i=t,e=void 0,t=void 0),typeof e=="function"&&(i=e,e=void 0),t&&(e?this.write(t,e):this.write(t)),this.flush(this.#n),this.#i=!0,super.end(i)}get ended(){return this.#i}[Tt](t){return super.write(t)}write(t,e,i){if(typeof e=="function"&&(i=e,e="utf8"),typeof t=="string"&&(t=external_buffer_namespaceObject.Buffer.from(t,e)),this.#t)return;external_assert_namespaceObject(this.#e,"zlib binding closed");let r=this.#e._handle,n=r.close;r.close=()=>{};let o=this.#e.close;this.#e.close=()=>{},Bi(!0);let h;try{let l=typeof t[Pi]=="number"?t[Pi]:this.#s;h=this.#e._processChunk(t,l),Bi(!1)}catch(l){Bi(!1),this.#o(new Gt(l,this.write))}finally{this.#e&&(this.#e._handle=r,r.close=n,this.#e.close=o,this.#e.removeAllListeners("error"))}this.#e&&this.#e.on("error",l=>this.#o(new Gt(l,this.write)));let a;if(h)if(Array.isArray(h)&&h.length>0){let l=h[0];a=this[Tt](external_buffer_namespaceObject.Buffer.from(l));for(let c=1;c<h.length;c++)a=this[Tt](h[c])}else a=this[Tt](external_buffer_namespaceObject.Buffer.from(h));return i&&i(),a}},Pe=class extends re{#t;#i;constructor(t,e){t=t||{},t.flush=t.flush||M.Z_NO_FLUSH,t.finishFlush=t.finishFlush||M.Z_FINISH,t.fullFlushFlag=M.Z_FULL_FLUSH,super(t,e),this.#t=t.level,this.#i=t.strategy}params(t,e){if(!this.sawError){if(!this.handle)throw new Error("cannot switch params when binding is closed");if(!this.handle.params)throw new Error("not supported in this implementation");if(this.#t!==t||this.#i!==e){this.flush(M.Z_SYNC_FLUSH),external_assert_namespaceObject(this.handle,"zlib binding closed");let i=this.handle.flush;this.handle.flush=(r,n)=>{typeof r=="function"&&(n=r,r=this.flushFlag),this.flush(r),n?.()};try{this.handle.params(t,e)}finally{this.handle.flush=i}this.handle&&(this.#t=t,this.#i=e)}}}};var ze=class extends Pe{#t;constructor(t){super(t,"Gzip"),this.#t=t&&!!t.portable}[Tt](t){return this.#t?(this.#t=!1,t[9]=255,super[Tt](t)):super[Tt](t)}};var Ue=class extends Pe{constructor(t){super(t,"Unzip")}},He=class extends re{constructor(t,e){t=t||{},t.flush=t.flush||M.BROTLI_OPERATION_PROCESS,t.finishFlush=t.finishFlush||M.BROTLI_OPERATION_FINISH,t.fullFlushFlag=M.BROTLI_OPERATION_FLUSH,super(t,e)}},We=class extends He{constructor(t){super(t,"BrotliCompress")}},Ge=class extends He{constructor(t){super(t,"BrotliDecompress")}},Ze=class extends re{constructor(t,e){t=t||{},t.flush=t.flush||M.ZSTD_e_continue,t.finishFlush=t.finishFlush||M.ZSTD_e_end,t.fullFlushFlag=M.ZSTD_e_flush,super(t,e)}},Ye=class extends Ze{constructor(t){super(t,"ZstdCompress")}},Ke=class extends Ze{constructor(t){super(t,"ZstdDecompress")}};var Us=(s,t)=>{if(Number.isSafeInteger(s))s<0?an(s,t):hn(s,t);else throw Error("cannot encode number outside of javascript safe integer range");return t},hn=(s,t)=>{t[0]=128;for(var e=t.length;e>1;e--)t[e-1]=s&255,s=Math.floor(s/256)},an=(s,t)=>{t[0]=255;var e=!1;s=s*-1;for(var i=t.length;i>1;i--){var r=s&255;s=Math.floor(s/256),e?t[i-1]=Ws(r):r===0?t[i-1]=0:(e=!0,t[i-1]=Gs(r))}},Hs=s=>{let t=s[0],e=t===128?cn(s.subarray(1,s.length)):t===255?ln(s):null;if(e===null)throw Error("invalid base256 encoding");if(!Number.isSafeInteger(e))throw Error("parsed number outside of javascript safe integer range");return e},ln=s=>{for(var t=s.length,e=0,i=!1,r=t-1;r>-1;r--){var n=Number(s[r]),o;i?o=Ws(n):n===0?o=n:(i=!0,o=Gs(n)),o!==0&&(e-=o*Math.pow(256,t-r-1))}return e},cn=s=>{for(var t=s.length,e=0,i=t-1;i>-1;i--){var r=Number(s[i]);r!==0&&(e+=r*Math.pow(256,t-i-1))}return e},Ws=s=>(255^s)&255,Gs=s=>(255^s)+1&255;var Hi={};Ur(Hi,{code:()=>Ve,isCode:()=>ne,isName:()=>dn,name:()=>oe,normalFsTypes:()=>Ui});var ne=s=>oe.has(s),dn=s=>Ve.has(s),Ui=new Set(["0","","1","2","3","4","5","6","7","D"]),oe=new Map([["0","File"],["","OldFile"],["1","Link"],["2","SymbolicLink"],["3","CharacterDevice"],["4","BlockDevice"],["5","Directory"],["6","FIFO"],["7","ContiguousFile"],["g","GlobalExtendedHeader"],["x","ExtendedHeader"],["A","SolarisACL"],["D","GNUDumpDir"],["I","Inode"],["K","NextFileHasLongLinkpath"],["L","NextFileHasLongPath"],["M","ContinuationFile"],["N","OldGnuLongPath"],["S","SparseFile"],["V","TapeVolumeHeader"],["X","OldExtendedHeader"]]),Ve=new Map(Array.from(oe).map(s=>[s[1],s[0]]));var un=s=>s===void 0||s<0?void 0:s,F=class{cksumValid=!1;needPax=!1;nullBlock=!1;block;path;mode;uid;gid;size;cksum;#t="Unsupported";linkpath;uname;gname;devmaj=0;devmin=0;atime;ctime;mtime;charset;comment;constructor(t,e=0,i,r){Buffer.isBuffer(t)?this.decode(t,e||0,i,r):t&&this.#i(t)}decode(t,e,i,r){if(e||(e=0),!t||!(t.length>=e+512))throw new Error("need 512 bytes for header");let n=xt(t,e+156,1),o=Ui.has(n),h=o?i:void 0,a=o?r:void 0;if(this.path=h?.path??xt(t,e,100),this.mode=h?.mode??a?.mode??lt(t,e+100,8),this.uid=h?.uid??a?.uid??lt(t,e+108,8),this.gid=h?.gid??a?.gid??lt(t,e+116,8),this.size=un(h?.size??a?.size??lt(t,e+124,12)),this.mtime=h?.mtime??a?.mtime??Wi(t,e+136,12),this.cksum=lt(t,e+148,12),a&&this.#i(a,!0),h&&this.#i(h),ne(n)&&(this.#t=n||"0"),this.#t==="0"&&this.path.slice(-1)==="/"&&(this.#t="5"),this.#t==="5"&&(this.size=0),this.linkpath=xt(t,e+157,100),t.subarray(e+257,e+265).toString()==="ustar\x0000")if(this.uname=h?.uname??a?.uname??xt(t,e+265,32),this.gname=h?.gname??a?.gname??xt(t,e+297,32),this.devmaj=h?.devmaj??a?.devmaj??lt(t,e+329,8)??0,this.devmin=h?.devmin??a?.devmin??lt(t,e+337,8)??0,t[e+475]!==0){let c=xt(t,e+345,155);this.path=c+"/"+this.path}else{let c=xt(t,e+345,130);c&&(this.path=c+"/"+this.path),this.atime=i?.atime??r?.atime??Wi(t,e+476,12),this.ctime=i?.ctime??r?.ctime??Wi(t,e+488,12)}let l=256;for(let c=e;c<e+148;c++)l+=t[c];for(let c=e+156;c<e+512;c++)l+=t[c];this.cksumValid=l===this.cksum,this.cksum===void 0&&l===256&&(this.nullBlock=!0)}#i(t,e=!1){Object.assign(this,Object.fromEntries(Object.entries(t).filter(([i,r])=>!(r==null||i==="size"&&Number(r)<0||i==="path"&&e||i==="linkpath"&&e||i==="global"))))}encode(t,e=0){if(t||(t=this.block=Buffer.alloc(512)),this.#t==="Unsupported"&&(this.#t="0"),!(t.length>=e+512))throw new Error("need 512 bytes for header");let i=this.ctime||this.atime?130:155,r=mn(this.path||"",i),n=r[0],o=r[1];this.needPax=!!r[2],this.needPax=Lt(t,e,100,n)||this.needPax,this.needPax=ct(t,e+100,8,this.mode)||this.needPax,this.needPax=ct(t,e+108,8,this.uid)||this.needPax,this.needPax=ct(t,e+116,8,this.gid)||this.needPax,this.needPax=ct(t,e+124,12,this.size)||this.needPax,this.needPax=Gi(t,e+136,12,this.mtime)||this.needPax,t[e+156]=Number(this.#t.codePointAt(0)),this.needPax=Lt(t,e+157,100,this.linkpath)||this.needPax,t.write("ustar\x0000",e+257,8),this.needPax=Lt(t,e+265,32,this.uname)||this.needPax,this.needPax=Lt(t,e+297,32,this.gname)||this.needPax,this.needPax=ct(t,e+329,8,this.devmaj)||this.needPax,this.needPax=ct(t,e+337,8,this.devmin)||this.needPax,this.needPax=Lt(t,e+345,i,o)||this.needPax,t[e+475]!==0?this.needPax=Lt(t,e+345,155,o)||this.needPax:(this.needPax=Lt(t,e+345,130,o)||this.needPax,this.needPax=Gi(t,e+476,12,this.atime)||this.needPax,this.needPax=Gi(t,e+488,12,this.ctime)||this.needPax);let h=256;for(let a=e;a<e+148;a++)h+=t[a];for(let a=e+156;a<e+512;a++)h+=t[a];return this.cksum=h,ct(t,e+148,8,this.cksum),this.cksumValid=!0,this.needPax}get type(){return this.#t==="Unsupported"?this.#t:oe.get(this.#t)}get typeKey(){return this.#t}set type(t){let e=String(Ve.get(t));if(ne(e)||e==="Unsupported")this.#t=e;else if(ne(t))this.#t=t;else throw new TypeError("invalid entry type: "+t)}},mn=(s,t)=>{let i=s,r="",n,o=external_node_path_namespaceObject.posix.parse(s).root||".";if(Buffer.byteLength(i)<100)n=[i,r,!1];else{r=external_node_path_namespaceObject.posix.dirname(i),i=external_node_path_namespaceObject.posix.basename(i);do Buffer.byteLength(i)<=100&&Buffer.byteLength(r)<=t?n=[i,r,!1]:Buffer.byteLength(i)>100&&Buffer.byteLength(r)<=t?n=[i.slice(0,99),r,!0]:(i=external_node_path_namespaceObject.posix.join(external_node_path_namespaceObject.posix.basename(r),i),r=external_node_path_namespaceObject.posix.dirname(r));while(r!==o&&n===void 0);n||(n=[s.slice(0,99),"",!0])}return n},xt=(s,t,e)=>s.subarray(t,t+e).toString("utf8").replace(/\0.*/,""),Wi=(s,t,e)=>pn(lt(s,t,e)),pn=s=>s===void 0?void 0:new Date(s*1e3),lt=(s,t,e)=>Number(s[t])&128?Hs(s.subarray(t,t+e)):wn(s,t,e),En=s=>isNaN(s)?void 0:s,wn=(s,t,e)=>En(parseInt(s.subarray(t,t+e).toString("utf8").replace(/\0.*$/,"").trim(),8)),Sn={12:8589934591,8:2097151},ct=(s,t,e,i)=>i===void 0?!1:i>Sn[e]||i<0?(Us(i,s.subarray(t,t+e)),!0):(yn(s,t,e,i),!1),yn=(s,t,e,i)=>s.write(Rn(i,e),t,e,"ascii"),Rn=(s,t)=>gn(Math.floor(s).toString(8),t),gn=(s,t)=>(s.length===t-1?s:new Array(t-s.length-1).join("0")+s+" ")+"\0",Gi=(s,t,e,i)=>i===void 0?!1:ct(s,t,e,i.getTime()/1e3),bn=new Array(156).join("\0"),Lt=(s,t,e,i)=>i===void 0?!1:(s.write(i+bn,t,e,"utf8"),i.length!==Buffer.byteLength(i)||i.length>e);var ft=class s{atime;mtime;ctime;charset;comment;gid;uid;gname;uname;linkpath;dev;ino;nlink;path;size;mode;global;constructor(t,e=!1){this.atime=t.atime,this.charset=t.charset,this.comment=t.comment,this.ctime=t.ctime,this.dev=t.dev,this.gid=t.gid,this.global=e,this.gname=t.gname,this.ino=t.ino,this.linkpath=t.linkpath,this.mtime=t.mtime,this.nlink=t.nlink,this.path=t.path,this.size=t.size,this.uid=t.uid,this.uname=t.uname}encode(){let t=this.encodeBody();if(t==="")return Buffer.allocUnsafe(0);let e=Buffer.byteLength(t),i=512*Math.ceil(1+e/512),r=Buffer.allocUnsafe(i);for(let n=0;n<512;n++)r[n]=0;new F({path:("PaxHeader/"+(0,external_node_path_namespaceObject.basename)(this.path??"")).slice(0,99),mode:this.mode||420,uid:this.uid,gid:this.gid,size:e,mtime:this.mtime,type:this.global?"GlobalExtendedHeader":"ExtendedHeader",linkpath:"",uname:this.uname||"",gname:this.gname||"",devmaj:0,devmin:0,atime:this.atime,ctime:this.ctime}).encode(r),r.write(t,512,e,"utf8");for(let n=e+512;n<r.length;n++)r[n]=0;return r}encodeBody(){return this.encodeField("path")+this.encodeField("ctime")+this.encodeField("atime")+this.encodeField("dev")+this.encodeField("ino")+this.encodeField("nlink")+this.encodeField("charset")+this.encodeField("comment")+this.encodeField("gid")+this.encodeField("gname")+this.encodeField("linkpath")+this.encodeField("mtime")+this.encodeField("size")+this.encodeField("uid")+this.encodeField("uname")}encodeField(t){if(this[t]===void 0)return"";let e=this[t],i=e instanceof Date?e.getTime()/1e3:e,r=" "+(t==="dev"||t==="ino"||t==="nlink"?"SCHILY.":"")+t+"="+i+`
`,n=Buffer.byteLength(r),o=Math.floor(Math.log(n)/Math.log(10))+1;return n+o>=Math.pow(10,o)&&(o+=1),o+n+r}static parse(t,e,i=!1){return new s(On(Tn(t),e),i)}},On=(s,t)=>t?Object.assign({},t,s):s,Tn=s=>s.replace(/\n$/,"").split(`
`).reduce(xn,Object.create(null)),xn=(s,t)=>{let e=parseInt(t,10);if(e!==Buffer.byteLength(t)+1)return s;t=t.slice((e+" ").length);let i=t.split("="),r=i.shift();if(!r)return s;let n=r.replace(/^SCHILY\.(dev|ino|nlink)/,"$1"),o=i.join("=").replace(/\0.*/,"");switch(n){case"path":case"linkpath":case"type":case"charset":case"comment":case"gname":case"uname":s[n]=o;break;case"ctime":case"atime":case"mtime":s[n]=new Date(Number(o)*1e3);break;case"size":let h=+o;h>=0&&(s[n]=h);break;case"gid":case"uid":case"dev":case"ino":case"nlink":case"mode":s[n]=+o;break}return s};var Ln=process.env.TESTING_TAR_FAKE_PLATFORM||process.platform,f=Ln!=="win32"?s=>String(s):s=>String(s).replaceAll(/\\/g,"/");var $e=class extends A{extended;globalExtended;header;startBlockSize;blockRemain;remain;type;meta=!1;ignore=!1;path;mode;uid;gid;uname;gname;size=0;mtime;atime;ctime;linkpath;dev;ino;nlink;invalid=!1;absolute;unsupported=!1;constructor(t,e,i){switch(super({}),this.pause(),this.extended=e,this.globalExtended=i,this.header=t,this.remain=t.size??0,this.startBlockSize=512*Math.ceil(this.remain/512),this.blockRemain=this.startBlockSize,this.type=t.type,this.type){case"File":case"OldFile":case"Link":case"SymbolicLink":case"CharacterDevice":case"BlockDevice":case"Directory":case"FIFO":case"ContiguousFile":case"GNUDumpDir":break;case"NextFileHasLongLinkpath":case"NextFileHasLongPath":case"OldGnuLongPath":case"GlobalExtendedHeader":case"ExtendedHeader":case"OldExtendedHeader":this.meta=!0;break;default:this.ignore=!0}if(!t.path)throw new Error("no path provided for tar.ReadEntry");this.path=f(t.path),this.mode=t.mode,this.mode&&(this.mode=this.mode&4095),this.uid=t.uid,this.gid=t.gid,this.uname=t.uname,this.gname=t.gname,this.size=this.remain,this.mtime=t.mtime,this.atime=t.atime,this.ctime=t.ctime,this.linkpath=t.linkpath?f(t.linkpath):void 0,this.uname=t.uname,this.gname=t.gname,e&&this.#t(e),i&&this.#t(i,!0)}write(t){let e=t.length;if(e>this.blockRemain)throw new Error("writing more to entry than is appropriate");let i=this.remain,r=this.blockRemain;return this.remain=Math.max(0,i-e),this.blockRemain=Math.max(0,r-e),this.ignore?!0:i>=e?super.write(t):super.write(t.subarray(0,i))}#t(t,e=!1){t.path&&(t.path=f(t.path)),t.linkpath&&(t.linkpath=f(t.linkpath)),Object.assign(this,Object.fromEntries(Object.entries(t).filter(([i,r])=>!(r==null||i==="path"&&e))))}};var Dt=(s,t,e,i={})=>{s.file&&(i.file=s.file),s.cwd&&(i.cwd=s.cwd),i.code=e instanceof Error&&e.code||t,i.tarCode=t,!s.strict&&i.recoverable!==!1?(e instanceof Error&&(i=Object.assign(e,i),e=e.message),s.emit("warn",t,e,i)):e instanceof Error?s.emit("error",Object.assign(e,i)):s.emit("error",Object.assign(new Error(`${t}: ${e}`),i))};var Nn=1024*1024,Xi=Buffer.from([31,139]),qi=Buffer.from([40,181,47,253]),An=Math.max(Xi.length,qi.length),B=Symbol("state"),Nt=Symbol("writeEntry"),it=Symbol("readEntry"),Zi=Symbol("nextEntry"),Zs=Symbol("processEntry"),V=Symbol("extendedHeader"),he=Symbol("globalExtendedHeader"),dt=Symbol("meta"),Ys=Symbol("emitMeta"),p=Symbol("buffer"),st=Symbol("queue"),ut=Symbol("ended"),Yi=Symbol("emittedEnd"),At=Symbol("emit"),w=Symbol("unzip"),Xe=Symbol("consumeChunk"),qe=Symbol("consumeChunkSub"),Ki=Symbol("consumeBody"),Ks=Symbol("consumeMeta"),Vs=Symbol("consumeHeader"),ae=Symbol("consuming"),Vi=Symbol("bufferConcat"),Qe=Symbol("maybeEnd"),Yt=Symbol("writing"),$=Symbol("aborted"),Je=Symbol("onDone"),It=Symbol("sawValidEntry"),je=Symbol("sawNullBlock"),ti=Symbol("sawEOF"),$s=Symbol("closeStream"),In=1e3,le=Symbol("compressedBytesRead"),$i=Symbol("decompressedBytesRead"),Xs=Symbol("checkDecompressionRatio"),Cn=()=>!0,rt=class extends external_events_namespaceObject.EventEmitter{file;strict;maxMetaEntrySize;filter;brotli;zstd;maxDecompressionRatio;writable=!0;readable=!1;[st]=[];[p];[it];[Nt];[B]="begin";[dt]="";[V];[he];[ut]=!1;[w];[$]=!1;[It];[je]=!1;[ti]=!1;[Yt]=!1;[ae]=!1;[Yi]=!1;[le]=0;[$i]=0;constructor(t={}){super(),this.file=t.file||"",this.on(Je,()=>{(this[B]==="begin"||this[It]===!1)&&this.warn("TAR_BAD_ARCHIVE","Unrecognized archive format")}),t.ondone?this.on(Je,t.ondone):this.on(Je,()=>{this.emit("prefinish"),this.emit("finish"),this.emit("end")}),this.strict=!!t.strict,this.maxDecompressionRatio=typeof t.maxDecompressionRatio=="number"?t.maxDecompressionRatio:In,this.maxMetaEntrySize=t.maxMetaEntrySize||Nn,this.filter=typeof t.filter=="function"?t.filter:Cn;let e=t.file&&(t.file.endsWith(".tar.br")||t.file.endsWith(".tbr"));this.brotli=!(t.gzip||t.zstd)&&t.brotli!==void 0?t.brotli:e?void 0:!1;let i=t.file&&(t.file.endsWith(".tar.zst")||t.file.endsWith(".tzst"));this.zstd=!(t.gzip||t.brotli)&&t.zstd!==void 0?t.zstd:i?!0:void 0,this.on("end",()=>this[$s]()),typeof t.onwarn=="function"&&this.on("warn",t.onwarn),typeof t.onReadEntry=="function"&&this.on("entry",t.onReadEntry)}warn(t,e,i={}){Dt(this,t,e,i)}[Vs](t,e){this[It]===void 0&&(this[It]=!1);let i;try{i=new F(t,e,this[V],this[he])}catch(r){return this.warn("TAR_ENTRY_INVALID",r)}if(i.nullBlock)this[je]?(this[ti]=!0,this[B]==="begin"&&(this[B]="header"),this[At]("eof")):(this[je]=!0,this[At]("nullBlock"));else if(this[je]=!1,!i.cksumValid)this.warn("TAR_ENTRY_INVALID","checksum failure",{header:i});else if(!i.path)this.warn("TAR_ENTRY_INVALID","path is required",{header:i});else{let r=i.type;if(/^(Symbolic)?Link$/.test(r)&&!i.linkpath)this.warn("TAR_ENTRY_INVALID","linkpath required",{header:i});else if(!/^(Symbolic)?Link$/.test(r)&&!/^(Global)?ExtendedHeader$/.test(r)&&i.linkpath)this.warn("TAR_ENTRY_INVALID","linkpath forbidden",{header:i});else{let n=this[Nt]=new $e(i,this[V],this[he]);if(!this[It])if(n.remain){let o=()=>{n.invalid||(this[It]=!0)};n.on("end",o)}else this[It]=!0;n.meta?n.size>this.maxMetaEntrySize?(n.ignore=!0,this[At]("ignoredEntry",n),this[B]="ignore",n.resume()):n.size>0&&(this[dt]="",n.on("data",o=>this[dt]+=o),this[B]="meta"):(this[V]=void 0,n.ignore=n.ignore||!this.filter(n.path,n),n.ignore?(this[At]("ignoredEntry",n),this[B]=n.remain?"ignore":"header",n.resume()):(n.remain?this[B]="body":(this[B]="header",n.end()),this[it]?this[st].push(n):(this[st].push(n),this[Zi]())))}}}[$s](){queueMicrotask(()=>this.emit("close"))}[Zs](t){let e=!0;if(!t)this[it]=void 0,e=!1;else if(Array.isArray(t)){let[i,...r]=t;this.emit(i,...r)}else this[it]=t,this.emit("entry",t),t.emittedEnd||(t.on("end",()=>this[Zi]()),e=!1);return e}[Zi](){do;while(this[Zs](this[st].shift()));if(this[st].length===0){let t=this[it];!t||t.flowing||t.size===t.remain?this[Yt]||this.emit("drain"):t.once("drain",()=>this.emit("drain"))}}[Ki](t,e){let i=this[Nt];if(!i)throw new Error("attempt to consume body without entry??");let r=i.blockRemain??0,n=r>=t.length&&e===0?t:t.subarray(e,e+r);return i.write(n),i.blockRemain||(this[B]="header",this[Nt]=void 0,i.end()),n.length}[Ks](t,e){let i=this[Nt],r=this[Ki](t,e);return!this[Nt]&&i&&this[Ys](i),r}[At](t,e,i){this[st].length===0&&!this[it]?this.emit(t,e,i):this[st].push([t,e,i])}[Ys](t){switch(this[At]("meta",this[dt]),t.type){case"ExtendedHeader":case"OldExtendedHeader":this[V]=ft.parse(this[dt],this[V],!1);break;case"GlobalExtendedHeader":this[he]=ft.parse(this[dt],this[he],!0);break;case"NextFileHasLongPath":case"OldGnuLongPath":{let e=this[V]??Object.create(null);this[V]=e,e.path=this[dt].replace(/\0.*/,"");break}case"NextFileHasLongLinkpath":{let e=this[V]||Object.create(null);this[V]=e,e.linkpath=this[dt].replace(/\0.*/,"");break}default:throw new Error("unknown meta: "+t.type)}}abort(t){if(!this[$]){if(this[w]){let e=this[w];e.write=()=>!0,e.end=()=>e,e.emit=()=>!1,e.destroy?.()}this[$]=!0,this.emit("abort",t),this.warn("TAR_ABORT",t,{recoverable:!1})}}[Xs](t){this[$i]+=t.length;let e=this[$i]/this[le];return e>this.maxDecompressionRatio?(this.abort(new Error(`max decompression ratio exceeded: ${e.toFixed(2)} > ${this.maxDecompressionRatio}`)),!1):!0}write(t,e,i){if(typeof e=="function"&&(i=e,e=void 0),typeof t=="string"&&(t=Buffer.from(t,typeof e=="string"?e:"utf8")),this[$])return i?.(),!1;if((this[w]===void 0||this.brotli===void 0&&this[w]===!1)&&t){if(this[p]&&(t=Buffer.concat([this[p],t]),this[p]=void 0),t.length<An)return this[p]=t,i?.(),!0;for(let a=0;this[w]===void 0&&a<Xi.length;a++)t[a]!==Xi[a]&&(this[w]=!1);let o=!1;if(this[w]===!1&&this.zstd!==!1){o=!0;for(let a=0;a<qi.length;a++)if(t[a]!==qi[a]){o=!1;break}}let h=this.brotli===void 0&&!o;if(this[w]===!1&&h)if(t.length<512)if(this[ut])this.brotli=!0;else return this[p]=t,i?.(),!0;else try{new F(t.subarray(0,512)),this.brotli=!1}catch{this.brotli=!0}if(this[w]===void 0||this[w]===!1&&(this.brotli||o)){let a=this[ut];this[ut]=!1,this[w]=this[w]===void 0?new Ue({}):o?new Ke({}):new Ge({}),this[w].on("data",c=>{this[Xs](c)&&this[Xe](c)}),this[w].on("error",c=>{this[$]||this.abort(c)}),this[w].on("end",()=>{this[ut]=!0,this[Xe]()}),this[Yt]=!0,this[le]+=t.length;let l=!!this[w][a?"end":"write"](t);return this[Yt]=!1,i?.(),l}}this[Yt]=!0,this[w]?(this[le]+=t.length,this[w].write(t)):this[Xe](t),this[Yt]=!1;let n=this[st].length>0?!1:this[it]?this[it].flowing:!0;return!n&&this[st].length===0&&this[it]?.once("drain",()=>this.emit("drain")),i?.(),n}[Vi](t){t&&!this[$]&&(this[p]=this[p]?Buffer.concat([this[p],t]):t)}[Qe](){if(this[ut]&&!this[Yi]&&!this[$]&&!this[ae]){this[Yi]=!0;let t=this[Nt];if(t?.blockRemain){let e=this[p]?this[p].length:0;this.warn("TAR_BAD_ARCHIVE",`Truncated input (needed ${t.blockRemain} more bytes, only ${e} available)`,{entry:t}),this[p]&&t.write(this[p]),t.end()}this[At](Je)}}[Xe](t){if(this[ae]&&t)this[Vi](t);else if(!t&&!this[p])this[Qe]();else if(t){if(this[ae]=!0,this[p]){this[Vi](t);let e=this[p];this[p]=void 0,this[qe](e)}else this[qe](t);for(;this[p]&&this[p]?.length>=512&&!this[$]&&!this[ti];){let e=this[p];this[p]=void 0,this[qe](e)}this[ae]=!1}(!this[p]||this[ut])&&this[Qe]()}[qe](t){let e=0,i=t.length;for(;e+512<=i&&!this[$]&&!this[ti];)switch(this[B]){case"begin":case"header":this[Vs](t,e),e+=512;break;case"ignore":case"body":e+=this[Ki](t,e);break;case"meta":e+=this[Ks](t,e);break;default:throw new Error("invalid state: "+this[B])}e<i&&(this[p]=this[p]?Buffer.concat([t.subarray(e),this[p]]):t.subarray(e))}end(t,e,i){return typeof t=="function"&&(i=t,e=void 0,t=void 0),typeof e=="function"&&(i=e,e=void 0),typeof t=="string"&&(t=Buffer.from(t,e)),i&&this.once("finish",i),this[$]||(this[w]?(t&&(this[le]+=t.length,this[w].write(t)),this[w].end()):(this[ut]=!0,(this.brotli===void 0||this.zstd===void 0)&&(t=t||Buffer.alloc(0)),t&&this.write(t),this[Qe]())),this}};var mt=s=>{let t=s.length-1,e=-1;for(;t>-1&&s.charAt(t)==="/";)e=t,t--;return e===-1?s:s.slice(0,e)};var vn=s=>{let t=s.onReadEntry;s.onReadEntry=t?e=>{t(e),e.resume()}:e=>e.resume()},Qi=(s,t)=>{let e=new Map(t.map(o=>[mt(o),!0])),i=s.filter,r=100,n=(o,h="",a=0)=>{if(a>=r)return e.set(o,!1),!1;let l=h||(0,external_path_namespaceObject.parse)(o).root||".",c;if(o===l)c=!1;else{let d=e.get(o);c=d!==void 0?d:n((0,external_path_namespaceObject.dirname)(o),l,a+1)}return e.set(o,c),c};s.filter=i?(o,h)=>i(o,h)&&n(mt(o)):o=>n(mt(o))},Mn=s=>{let t=new rt(s),e=s.file,i;try{i=external_node_fs_namespaceObject.openSync(e,"r");let r=external_node_fs_namespaceObject.fstatSync(i),n=s.maxReadSize||16*1024*1024;if(r.size<n){let o=Buffer.allocUnsafe(r.size),h=external_node_fs_namespaceObject.readSync(i,o,0,r.size,0);t.end(h===o.byteLength?o:o.subarray(0,h))}else{let o=0,h=Buffer.allocUnsafe(n);for(;o<r.size;){let a=external_node_fs_namespaceObject.readSync(i,h,0,n,o);if(a===0)break;o+=a,t.write(h.subarray(0,a))}t.end()}}finally{if(typeof i=="number")try{external_node_fs_namespaceObject.closeSync(i)}catch{}}},Bn=(s,t)=>{let e=new rt(s),i=s.maxReadSize||16*1024*1024,r=s.file;return new Promise((o,h)=>{e.on("error",h),e.on("end",o),external_node_fs_namespaceObject.stat(r,(a,l)=>{if(a)h(a);else{let c=new _t(r,{readSize:i,size:l.size});c.on("error",h),c.pipe(e)}})})},Ct=K(Mn,Bn,s=>new rt(s),s=>new rt(s),(s,t)=>{t?.length&&Qi(s,t),s.noResume||vn(s)});var Ji=(s,t,e)=>(s&=4095,e&&(s=(s|384)&-19),t&&(s&256&&(s|=64),s&32&&(s|=8),s&4&&(s|=1)),s);var{isAbsolute:zn,parse:qs}=external_node_path_namespaceObject.win32,ce=s=>{let t="",e=qs(s);for(;zn(s)||e.root;){let i=s.charAt(0)==="/"&&s.slice(0,4)!=="//?/"?"/":e.root;s=s.slice(i.length),t+=i,e=qs(s)}return[t,s]};var ei=["|","<",">","?",":"],ji=ei.map(s=>String.fromCodePoint(61440+Number(s.codePointAt(0)))),Un=new Map(ei.map((s,t)=>[s,ji[t]])),Hn=new Map(ji.map((s,t)=>[s,ei[t]])),ts=s=>ei.reduce((t,e)=>t.split(e).join(Un.get(e)),s),Qs=s=>ji.reduce((t,e)=>t.split(e).join(Hn.get(e)),s);var rr=(s,t)=>t?(s=f(s).replace(/^\.(\/|$)/,""),mt(t)+"/"+s):f(s),Wn=16*1024*1024,tr=Symbol("process"),er=Symbol("file"),ir=Symbol("directory"),is=Symbol("symlink"),sr=Symbol("hardlink"),fe=Symbol("header"),ii=Symbol("read"),ss=Symbol("lstat"),si=Symbol("onlstat"),rs=Symbol("onread"),ns=Symbol("onreadlink"),os=Symbol("openfile"),hs=Symbol("onopenfile"),pt=Symbol("close"),ri=Symbol("mode"),as=Symbol("awaitDrain"),es=Symbol("ondrain"),q=Symbol("prefix"),de=class extends A{path;portable;myuid=process.getuid&&process.getuid()||0;myuser=process.env.USER||"";maxReadSize;linkCache;statCache;preservePaths;cwd;strict;mtime;noPax;noMtime;prefix;fd;blockLen=0;blockRemain=0;buf;pos=0;remain=0;length=0;offset=0;win32;absolute;header;type;linkpath;stat;onWriteEntry;#t=!1;constructor(t,e={}){let i=se(e);super(),this.path=f(t),this.portable=!!i.portable,this.maxReadSize=i.maxReadSize||Wn,this.linkCache=i.linkCache||new Map,this.statCache=i.statCache||new Map,this.preservePaths=!!i.preservePaths,this.cwd=f(i.cwd||process.cwd()),this.strict=!!i.strict,this.noPax=!!i.noPax,this.noMtime=!!i.noMtime,this.mtime=i.mtime,this.prefix=i.prefix?f(i.prefix):void 0,this.onWriteEntry=i.onWriteEntry,typeof i.onwarn=="function"&&this.on("warn",i.onwarn);let r=!1;if(!this.preservePaths){let[o,h]=ce(this.path);o&&typeof h=="string"&&(this.path=h,r=o)}this.win32=!!i.win32||process.platform==="win32",this.win32&&(this.path=Qs(this.path.replaceAll(/\\/g,"/")),t=t.replaceAll(/\\/g,"/")),this.absolute=f(i.absolute||external_path_namespaceObject.resolve(this.cwd,t)),this.path===""&&(this.path="./"),r&&this.warn("TAR_ENTRY_INFO",`stripping ${r} from absolute path`,{entry:this,path:r+this.path});let n=this.statCache.get(this.absolute);n?this[si](n):this[ss]()}warn(t,e,i={}){return Dt(this,t,e,i)}emit(t,...e){return t==="error"&&(this.#t=!0),super.emit(t,...e)}[ss](){external_fs_namespaceObject.lstat(this.absolute,(t,e)=>{if(t)return this.emit("error",t);this[si](e)})}[si](t){this.statCache.set(this.absolute,t),this.stat=t,t.isFile()||(t.size=0),this.type=Gn(t),this.emit("stat",t),this[tr]()}[tr](){switch(this.type){case"File":return this[er]();case"Directory":return this[ir]();case"SymbolicLink":return this[is]();default:return this.end()}}[ri](t){return Ji(t,this.type==="Directory",this.portable)}[q](t){return rr(t,this.prefix)}[fe](){if(!this.stat)throw new Error("cannot write header before stat");this.type==="Directory"&&this.portable&&(this.noMtime=!0),this.onWriteEntry?.(this),this.header=new F({path:this[q](this.path),linkpath:this.type==="Link"&&this.linkpath!==void 0?this[q](this.linkpath):this.linkpath,mode:this[ri](this.stat.mode),uid:this.portable?void 0:this.stat.uid,gid:this.portable?void 0:this.stat.gid,size:this.stat.size,mtime:this.noMtime?void 0:this.mtime||this.stat.mtime,type:this.type==="Unsupported"?void 0:this.type,uname:this.portable?void 0:this.stat.uid===this.myuid?this.myuser:"",atime:this.portable?void 0:this.stat.atime,ctime:this.portable?void 0:this.stat.ctime}),this.header.encode()&&!this.noPax&&super.write(new ft({atime:this.portable?void 0:this.header.atime,ctime:this.portable?void 0:this.header.ctime,gid:this.portable?void 0:this.header.gid,mtime:this.noMtime?void 0:this.mtime||this.header.mtime,path:this[q](this.path),linkpath:this.type==="Link"&&this.linkpath!==void 0?this[q](this.linkpath):this.linkpath,size:this.header.size,uid:this.portable?void 0:this.header.uid,uname:this.portable?void 0:this.header.uname,dev:this.portable?void 0:this.stat.dev,ino:this.portable?void 0:this.stat.ino,nlink:this.portable?void 0:this.stat.nlink}).encode());let t=this.header?.block;if(!t)throw new Error("failed to encode header");super.write(t)}[ir](){if(!this.stat)throw new Error("cannot create directory entry without stat");this.path.slice(-1)!=="/"&&(this.path+="/"),this.stat.size=0,this[fe](),this.end()}[is](){external_fs_namespaceObject.readlink(this.absolute,(t,e)=>{if(t)return this.emit("error",t);this[ns](e)})}[ns](t){this.linkpath=f(t),this[fe](),this.end()}[sr](t){if(!this.stat)throw new Error("cannot create link entry without stat");this.type="Link",this.linkpath=f(external_path_namespaceObject.relative(this.cwd,t)),this.stat.size=0,this[fe](),this.end()}[er](){if(!this.stat)throw new Error("cannot create file entry without stat");if(this.stat.nlink>1){let t=`${this.stat.dev}:${this.stat.ino}`,e=this.linkCache.get(t);if(e?.indexOf(this.cwd)===0)return this[sr](e);this.linkCache.set(t,this.absolute)}if(this[fe](),this.stat.size===0)return this.end();this[os]()}[os](){external_fs_namespaceObject.open(this.absolute,"r",(t,e)=>{if(t)return this.emit("error",t);this[hs](e)})}[hs](t){if(this.fd=t,this.#t)return this[pt]();if(!this.stat)throw new Error("should stat before calling onopenfile");this.blockLen=512*Math.ceil(this.stat.size/512),this.blockRemain=this.blockLen;let e=Math.min(this.blockLen,this.maxReadSize);this.buf=Buffer.allocUnsafe(e),this.offset=0,this.pos=0,this.remain=this.stat.size,this.length=this.buf.length,this[ii]()}[ii](){let{fd:t,buf:e,offset:i,length:r,pos:n}=this;if(t===void 0||e===void 0)throw new Error("cannot read file without first opening");external_fs_namespaceObject.read(t,e,i,r,n,(o,h)=>{if(o)return this[pt](()=>this.emit("error",o));this[rs](h)})}[pt](t=()=>{}){this.fd!==void 0&&external_fs_namespaceObject.close(this.fd,t)}[rs](t){if(t<=0&&this.remain>0){let r=Object.assign(new Error("encountered unexpected EOF"),{path:this.absolute,syscall:"read",code:"EOF"});return this[pt](()=>this.emit("error",r))}if(t>this.remain){let r=Object.assign(new Error("did not encounter expected EOF"),{path:this.absolute,syscall:"read",code:"EOF"});return this[pt](()=>this.emit("error",r))}if(!this.buf)throw new Error("should have created buffer prior to reading");if(t===this.remain)for(let r=t;r<this.length&&t<this.blockRemain;r++)this.buf[r+this.offset]=0,t++,this.remain++;let e=this.offset===0&&t===this.buf.length?this.buf:this.buf.subarray(this.offset,this.offset+t);this.write(e)?this[es]():this[as](()=>this[es]())}[as](t){this.once("drain",t)}write(t,e,i){if(typeof e=="function"&&(i=e,e=void 0),typeof t=="string"&&(t=Buffer.from(t,typeof e=="string"?e:"utf8")),this.blockRemain<t.length){let r=Object.assign(new Error("writing more data than expected"),{path:this.absolute});return this.emit("error",r)}return this.remain-=t.length,this.blockRemain-=t.length,this.pos+=t.length,this.offset+=t.length,super.write(t,null,i)}[es](){if(!this.remain)return this.blockRemain&&super.write(Buffer.alloc(this.blockRemain)),this[pt](t=>t?this.emit("error",t):this.end());if(!this.buf)throw new Error("buffer lost somehow in ONDRAIN");this.offset>=this.length&&(this.buf=Buffer.allocUnsafe(Math.min(this.blockRemain,this.buf.length)),this.offset=0),this.length=this.buf.length-this.offset,this[ii]()}},ni=class extends de{sync=!0;[ss](){this[si](external_fs_namespaceObject.lstatSync(this.absolute))}[is](){this[ns](external_fs_namespaceObject.readlinkSync(this.absolute))}[os](){this[hs](external_fs_namespaceObject.openSync(this.absolute,"r"))}[ii](){let t=!0;try{let{fd:e,buf:i,offset:r,length:n,pos:o}=this;if(e===void 0||i===void 0)throw new Error("fd and buf must be set in READ method");let h=external_fs_namespaceObject.readSync(e,i,r,n,o);this[rs](h),t=!1}finally{if(t)try{this[pt](()=>{})}catch{}}}[as](t){t()}[pt](t=()=>{}){this.fd!==void 0&&external_fs_namespaceObject.closeSync(this.fd),t()}},oi=class extends A{blockLen=0;blockRemain=0;buf=0;pos=0;remain=0;length=0;preservePaths;portable;strict;noPax;noMtime;readEntry;type;prefix;path;mode;uid;gid;uname;gname;header;mtime;atime;ctime;linkpath;size;onWriteEntry;warn(t,e,i={}){return Dt(this,t,e,i)}constructor(t,e={}){let i=se(e);super(),this.preservePaths=!!i.preservePaths,this.portable=!!i.portable,this.strict=!!i.strict,this.noPax=!!i.noPax,this.noMtime=!!i.noMtime,this.onWriteEntry=i.onWriteEntry,this.readEntry=t;let{type:r}=t;if(r==="Unsupported")throw new Error("writing entry that should be ignored");this.type=r,this.type==="Directory"&&this.portable&&(this.noMtime=!0),this.prefix=i.prefix,this.path=f(t.path),this.mode=t.mode!==void 0?this[ri](t.mode):void 0,this.uid=this.portable?void 0:t.uid,this.gid=this.portable?void 0:t.gid,this.uname=this.portable?void 0:t.uname,this.gname=this.portable?void 0:t.gname,this.size=t.size,this.mtime=this.noMtime?void 0:i.mtime||t.mtime,this.atime=this.portable?void 0:t.atime,this.ctime=this.portable?void 0:t.ctime,this.linkpath=t.linkpath!==void 0?f(t.linkpath):void 0,typeof i.onwarn=="function"&&this.on("warn",i.onwarn);let n=!1;if(!this.preservePaths){let[h,a]=ce(this.path);h&&typeof a=="string"&&(this.path=a,n=h)}this.remain=t.size,this.blockRemain=t.startBlockSize,this.onWriteEntry?.(this),this.header=new F({path:this[q](this.path),linkpath:this.type==="Link"&&this.linkpath!==void 0?this[q](this.linkpath):this.linkpath,mode:this.mode,uid:this.portable?void 0:this.uid,gid:this.portable?void 0:this.gid,size:this.size,mtime:this.noMtime?void 0:this.mtime,type:this.type,uname:this.portable?void 0:this.uname,atime:this.portable?void 0:this.atime,ctime:this.portable?void 0:this.ctime}),n&&this.warn("TAR_ENTRY_INFO",`stripping ${n} from absolute path`,{entry:this,path:n+this.path}),this.header.encode()&&!this.noPax&&super.write(new ft({atime:this.portable?void 0:this.atime,ctime:this.portable?void 0:this.ctime,gid:this.portable?void 0:this.gid,mtime:this.noMtime?void 0:this.mtime,path:this[q](this.path),linkpath:this.type==="Link"&&this.linkpath!==void 0?this[q](this.linkpath):this.linkpath,size:this.size,uid:this.portable?void 0:this.uid,uname:this.portable?void 0:this.uname,dev:this.portable?void 0:this.readEntry.dev,ino:this.portable?void 0:this.readEntry.ino,nlink:this.portable?void 0:this.readEntry.nlink}).encode());let o=this.header?.block;if(!o)throw new Error("failed to encode header");super.write(o),t.pipe(this)}[q](t){return rr(t,this.prefix)}[ri](t){return Ji(t,this.type==="Directory",this.portable)}write(t,e,i){typeof e=="function"&&(i=e,e=void 0),typeof t=="string"&&(t=Buffer.from(t,typeof e=="string"?e:"utf8"));let r=t.length;if(r>this.blockRemain)throw new Error("writing more to entry than is appropriate");return this.blockRemain-=r,super.write(t,i)}end(t,e,i){return this.blockRemain&&super.write(Buffer.alloc(this.blockRemain)),typeof t=="function"&&(i=t,e=void 0,t=void 0),typeof e=="function"&&(i=e,e=void 0),typeof t=="string"&&(t=Buffer.from(t,e??"utf8")),i&&this.once("finish",i),t?super.end(t,i):super.end(i),this}},Gn=s=>s.isFile()?"File":s.isDirectory()?"Directory":s.isSymbolicLink()?"SymbolicLink":"Unsupported";var hi=class s{tail;head;length=0;static create(t=[]){return new s(t)}constructor(t=[]){for(let e of t)this.push(e)}*[Symbol.iterator](){for(let t=this.head;t;t=t.next)yield t.value}removeNode(t){if(t.list!==this)throw new Error("removing node which does not belong to this list");let e=t.next,i=t.prev;return e&&(e.prev=i),i&&(i.next=e),t===this.head&&(this.head=e),t===this.tail&&(this.tail=i),this.length--,t.next=void 0,t.prev=void 0,t.list=void 0,e}unshiftNode(t){if(t===this.head)return;t.list&&t.list.removeNode(t);let e=this.head;t.list=this,t.next=e,e&&(e.prev=t),this.head=t,this.tail||(this.tail=t),this.length++}pushNode(t){if(t===this.tail)return;t.list&&t.list.removeNode(t);let e=this.tail;t.list=this,t.prev=e,e&&(e.next=t),this.tail=t,this.head||(this.head=t),this.length++}push(...t){for(let e=0,i=t.length;e<i;e++)Yn(this,t[e]);return this.length}unshift(...t){for(var e=0,i=t.length;e<i;e++)Kn(this,t[e]);return this.length}pop(){if(!this.tail)return;let t=this.tail.value,e=this.tail;return this.tail=this.tail.prev,this.tail?this.tail.next=void 0:this.head=void 0,e.list=void 0,this.length--,t}shift(){if(!this.head)return;let t=this.head.value,e=this.head;return this.head=this.head.next,this.head?this.head.prev=void 0:this.tail=void 0,e.list=void 0,this.length--,t}forEach(t,e){e=e||this;for(let i=this.head,r=0;i;r++)t.call(e,i.value,r,this),i=i.next}forEachReverse(t,e){e=e||this;for(let i=this.tail,r=this.length-1;i;r--)t.call(e,i.value,r,this),i=i.prev}get(t){let e=0,i=this.head;for(;i&&e<t;e++)i=i.next;if(e===t&&i)return i.value}getReverse(t){let e=0,i=this.tail;for(;i&&e<t;e++)i=i.prev;if(e===t&&i)return i.value}map(t,e){e=e||this;let i=new s;for(let r=this.head;r;)i.push(t.call(e,r.value,this)),r=r.next;return i}mapReverse(t,e){e=e||this;var i=new s;for(let r=this.tail;r;)i.push(t.call(e,r.value,this)),r=r.prev;return i}reduce(t,e){let i,r=this.head;if(arguments.length>1)i=e;else if(this.head)r=this.head.next,i=this.head.value;else throw new TypeError("Reduce of empty list with no initial value");for(var n=0;r;n++)i=t(i,r.value,n),r=r.next;return i}reduceReverse(t,e){let i,r=this.tail;if(arguments.length>1)i=e;else if(this.tail)r=this.tail.prev,i=this.tail.value;else throw new TypeError("Reduce of empty list with no initial value");for(let n=this.length-1;r;n--)i=t(i,r.value,n),r=r.prev;return i}toArray(){let t=new Array(this.length);for(let e=0,i=this.head;i;e++)t[e]=i.value,i=i.next;return t}toArrayReverse(){let t=new Array(this.length);for(let e=0,i=this.tail;i;e++)t[e]=i.value,i=i.prev;return t}slice(t=0,e=this.length){e<0&&(e+=this.length),t<0&&(t+=this.length);let i=new s;if(e<t||e<0)return i;t<0&&(t=0),e>this.length&&(e=this.length);let r=this.head,n=0;for(n=0;r&&n<t;n++)r=r.next;for(;r&&n<e;n++,r=r.next)i.push(r.value);return i}sliceReverse(t=0,e=this.length){e<0&&(e+=this.length),t<0&&(t+=this.length);let i=new s;if(e<t||e<0)return i;t<0&&(t=0),e>this.length&&(e=this.length);let r=this.length,n=this.tail;for(;n&&r>e;r--)n=n.prev;for(;n&&r>t;r--,n=n.prev)i.push(n.value);return i}splice(t,e=0,...i){t>this.length&&(t=this.length-1),t<0&&(t=this.length+t);let r=this.head;for(let o=0;r&&o<t;o++)r=r.next;let n=[];for(let o=0;r&&o<e;o++)n.push(r.value),r=this.removeNode(r);r?r!==this.tail&&(r=r.prev):r=this.tail;for(let o of i)r=Zn(this,r,o);return n}reverse(){let t=this.head,e=this.tail;for(let i=t;i;i=i.prev){let r=i.prev;i.prev=i.next,i.next=r}return this.head=e,this.tail=t,this}};function Zn(s,t,e){let i=t,r=t?t.next:s.head,n=new ue(e,i,r,s);return n.next===void 0&&(s.tail=n),n.prev===void 0&&(s.head=n),s.length++,n}function Yn(s,t){s.tail=new ue(t,s.tail,void 0,s),s.head||(s.head=s.tail),s.length++}function Kn(s,t){s.head=new ue(t,void 0,s.head,s),s.tail||(s.tail=s.head),s.length++}var ue=class{list;next;prev;value;constructor(t,e,i,r){this.list=r,this.value=t,e?(e.next=this,this.prev=e):this.prev=void 0,i?(i.prev=this,this.next=i):this.next=void 0}};var pi=class{path;absolute;entry;stat;readdir;pending=!1;pendingLink=!1;ignore=!1;piped=!1;constructor(t,e){this.path=t||"./",this.absolute=e}},nr=Buffer.alloc(1024),li=Symbol("onStat"),me=Symbol("ended"),W=Symbol("queue"),pe=Symbol("pendingLinks"),Et=Symbol("current"),Ft=Symbol("process"),Ee=Symbol("processing"),ai=Symbol("processJob"),G=Symbol("jobs"),ls=Symbol("jobDone"),ci=Symbol("addFSEntry"),or=Symbol("addTarEntry"),ds=Symbol("stat"),us=Symbol("readdir"),fi=Symbol("onreaddir"),di=Symbol("pipe"),hr=Symbol("entry"),cs=Symbol("entryOpt"),ui=Symbol("writeEntryClass"),lr=Symbol("write"),fs=Symbol("ondrain"),wt=class extends A{sync=!1;opt;cwd;maxReadSize;preservePaths;strict;noPax;prefix;linkCache;statCache;file;portable;zip;readdirCache;noDirRecurse;follow;noMtime;mtime;filter;jobs;[ui];onWriteEntry;[W];[pe]=new Map;[G]=0;[Ee]=!1;[me]=!1;constructor(t={}){if(super(),this.opt=t,this.file=t.file||"",this.cwd=t.cwd||process.cwd(),this.maxReadSize=t.maxReadSize,this.preservePaths=!!t.preservePaths,this.strict=!!t.strict,this.noPax=!!t.noPax,this.prefix=f(t.prefix||""),this.linkCache=t.linkCache||new Map,this.statCache=t.statCache||new Map,this.readdirCache=t.readdirCache||new Map,this.onWriteEntry=t.onWriteEntry,this[ui]=de,typeof t.onwarn=="function"&&this.on("warn",t.onwarn),this.portable=!!t.portable,t.gzip||t.brotli||t.zstd){if((t.gzip?1:0)+(t.brotli?1:0)+(t.zstd?1:0)>1)throw new TypeError("gzip, brotli, zstd are mutually exclusive");if(t.gzip&&(typeof t.gzip!="object"&&(t.gzip={}),this.portable&&(t.gzip.portable=!0),this.zip=new ze(t.gzip)),t.brotli&&(typeof t.brotli!="object"&&(t.brotli={}),this.zip=new We(t.brotli)),t.zstd&&(typeof t.zstd!="object"&&(t.zstd={}),this.zip=new Ye(t.zstd)),!this.zip)throw new Error("impossible");let e=this.zip;e.on("data",i=>super.write(i)),e.on("end",()=>super.end()),e.on("drain",()=>this[fs]()),this.on("resume",()=>e.resume())}else this.on("drain",this[fs]);this.noDirRecurse=!!t.noDirRecurse,this.follow=!!t.follow,this.noMtime=!!t.noMtime,t.mtime&&(this.mtime=t.mtime),this.filter=typeof t.filter=="function"?t.filter:()=>!0,this[W]=new hi,this[G]=0,this.jobs=Number(t.jobs)||4,this[Ee]=!1,this[me]=!1}[lr](t){return super.write(t)}add(t){return this.write(t),this}end(t,e,i){return typeof t=="function"&&(i=t,t=void 0),typeof e=="function"&&(i=e,e=void 0),t&&this.add(t),this[me]=!0,this[Ft](),i&&i(),this}write(t){if(this[me])throw new Error("write after end");return typeof t=="string"?this[ci](t):this[or](t),this.flowing}[or](t){let e=f(external_path_namespaceObject.resolve(this.cwd,t.path));if(!this.filter(t.path,t))t.resume();else{let i=new pi(t.path,e);i.entry=new oi(t,this[cs](i)),i.entry.on("end",()=>this[ls](i)),this[G]+=1,this[W].push(i)}this[Ft]()}[ci](t){let e=f(external_path_namespaceObject.resolve(this.cwd,t));this[W].push(new pi(t,e)),this[Ft]()}[ds](t){t.pending=!0,this[G]+=1;let e=this.follow?"stat":"lstat";external_fs_namespaceObject[e](t.absolute,(i,r)=>{t.pending=!1,this[G]-=1,i?this.emit("error",i):this[li](t,r)})}[li](t,e){if(this.statCache.set(t.absolute,e),t.stat=e,!this.filter(t.path,e))t.ignore=!0;else if(e.isFile()&&e.nlink>1&&!this.linkCache.get(`${e.dev}:${e.ino}`)&&!this.sync)if(t===this[Et])this[ai](t);else{let i=`${e.dev}:${e.ino}`,r=this[pe].get(i);r?r.push(t):this[pe].set(i,[t]),t.pendingLink=!0,t.pending=!0}this[Ft]()}[us](t){t.pending=!0,this[G]+=1,external_fs_namespaceObject.readdir(t.absolute,(e,i)=>{if(t.pending=!1,this[G]-=1,e)return this.emit("error",e);this[fi](t,i)})}[fi](t,e){this.readdirCache.set(t.absolute,e),t.readdir=e,this[Ft]()}[Ft](){if(!this[Ee]){this[Ee]=!0;for(let t=this[W].head;t&&this[G]<this.jobs;t=t.next)if(this[ai](t.value),t.value.ignore){let e=t.next;this[W].removeNode(t),t.next=e}this[Ee]=!1,this[me]&&this[W].length===0&&this[G]===0&&(this.zip?this.zip.end(nr):(super.write(nr),super.end()))}}get[Et](){return this[W]&&this[W].head&&this[W].head.value}[ls](t){this[W].shift(),this[G]-=1;let{stat:e}=t;if(e&&e.isFile()&&e.nlink>1){let i=`${e.dev}:${e.ino}`,r=this[pe].get(i);if(r){this[pe].delete(i);for(let n of r)n.pending=!1,this[ai](n)}}this[Ft]()}[ai](t){if(t.pending&&t.pendingLink&&t===this[Et]&&(t.pending=!1,t.pendingLink=!1),!t.pending){if(t.entry){t===this[Et]&&!t.piped&&this[di](t);return}if(!t.stat){let e=this.statCache.get(t.absolute);e?this[li](t,e):this[ds](t)}if(t.stat&&!t.ignore){if(!this.noDirRecurse&&t.stat.isDirectory()&&!t.readdir){let e=this.readdirCache.get(t.absolute);if(e?this[fi](t,e):this[us](t),!t.readdir)return}if(t.entry=this[hr](t),!t.entry){t.ignore=!0;return}t===this[Et]&&!t.piped&&this[di](t)}}}[cs](t){return{onwarn:(e,i,r)=>this.warn(e,i,r),noPax:this.noPax,cwd:this.cwd,absolute:t.absolute,preservePaths:this.preservePaths,maxReadSize:this.maxReadSize,strict:this.strict,portable:this.portable,linkCache:this.linkCache,statCache:this.statCache,noMtime:this.noMtime,mtime:this.mtime,prefix:this.prefix,onWriteEntry:this.onWriteEntry}}[hr](t){this[G]+=1;try{return new this[ui](t.path,this[cs](t)).on("end",()=>this[ls](t)).on("error",i=>this.emit("error",i))}catch(e){this.emit("error",e)}}[fs](){this[Et]&&this[Et].entry&&this[Et].entry.resume()}[di](t){t.piped=!0,t.readdir&&t.readdir.forEach(r=>{let n=t.path,o=n==="./"?"":n.replace(/\/*$/,"/");this[ci](o+r)});let e=t.entry,i=this.zip;if(!e)throw new Error("cannot pipe without source");i?e.on("data",r=>{i.write(r)||e.pause()}):e.on("data",r=>{super.write(r)||e.pause()})}pause(){return this.zip&&this.zip.pause(),super.pause()}warn(t,e,i={}){Dt(this,t,e,i)}},kt=class extends wt{sync=!0;constructor(t){super(t),this[ui]=ni}pause(){}resume(){}[ds](t){let e=this.follow?"statSync":"lstatSync";this[li](t,external_fs_namespaceObject[e](t.absolute))}[us](t){this[fi](t,external_fs_namespaceObject.readdirSync(t.absolute))}[di](t){let e=t.entry,i=this.zip;if(t.readdir&&t.readdir.forEach(r=>{let n=t.path,o=n==="./"?"":n.replace(/\/*$/,"/");this[ci](o+r)}),!e)throw new Error("Cannot pipe without source");i?e.on("data",r=>{i.write(r)}):e.on("data",r=>{super[lr](r)})}};var Vn=(s,t)=>{let e=new kt(s),i=new Wt(s.file,{mode:s.mode||438});e.pipe(i),fr(e,t)},$n=(s,t)=>{let e=new wt(s),i=new et(s.file,{mode:s.mode||438});e.pipe(i);let r=new Promise((n,o)=>{i.on("error",o),i.on("close",n),e.on("error",o)});return dr(e,t).catch(n=>e.emit("error",n)),r},fr=(s,t)=>{t.forEach(e=>{e.charAt(0)==="@"?Ct({file:external_node_path_namespaceObject.resolve(s.cwd,e.slice(1)),sync:!0,noResume:!0,onReadEntry:i=>s.add(i)}):s.add(e)}),s.end()},dr=async(s,t)=>{for(let e of t)e.charAt(0)==="@"?await Ct({file:external_node_path_namespaceObject.resolve(String(s.cwd),e.slice(1)),noResume:!0,onReadEntry:i=>{s.add(i)}}):s.add(e);s.end()},Xn=(s,t)=>{let e=new kt(s);return fr(e,t),e},qn=(s,t)=>{let e=new wt(s);return dr(e,t).catch(i=>e.emit("error",i)),e},Qn=K(Vn,$n,Xn,qn,(s,t)=>{if(!t?.length)throw new TypeError("no paths specified to add to archive")});var Jn=process.env.__FAKE_PLATFORM__||process.platform,Er=Jn==="win32",{O_CREAT:wr,O_NOFOLLOW:ur,O_TRUNC:Sr,O_WRONLY:yr}=external_fs_namespaceObject.constants,Rr=Number(process.env.__FAKE_FS_O_FILENAME__)||external_fs_namespaceObject.constants.UV_FS_O_FILEMAP||0,jn=Er&&!!Rr,to=512*1024,eo=Rr|Sr|wr|yr,mr=!Er&&typeof ur=="number"?ur|Sr|wr|yr:null,ms=mr!==null?()=>mr:jn?s=>s<to?eo:"w":()=>"w";var ps=(s,t,e)=>{try{return external_node_fs_namespaceObject.lchownSync(s,t,e)}catch(i){if(i?.code!=="ENOENT")throw i}},Ei=(s,t,e,i)=>{external_node_fs_namespaceObject.lchown(s,t,e,r=>{i(r&&r?.code!=="ENOENT"?r:null)})},io=(s,t,e,i,r)=>{if(t.isDirectory())Es(external_node_path_namespaceObject.resolve(s,t.name),e,i,n=>{if(n)return r(n);let o=external_node_path_namespaceObject.resolve(s,t.name);Ei(o,e,i,r)});else{let n=external_node_path_namespaceObject.resolve(s,t.name);Ei(n,e,i,r)}},Es=(s,t,e,i)=>{external_node_fs_namespaceObject.readdir(s,{withFileTypes:!0},(r,n)=>{if(r){if(r.code==="ENOENT")return i();if(r.code!=="ENOTDIR"&&r.code!=="ENOTSUP")return i(r)}if(r||!n.length)return Ei(s,t,e,i);let o=n.length,h=null,a=l=>{if(!h){if(l)return i(h=l);if(--o===0)return Ei(s,t,e,i)}};for(let l of n)io(s,l,t,e,a)})},so=(s,t,e,i)=>{t.isDirectory()&&ws(external_node_path_namespaceObject.resolve(s,t.name),e,i),ps(external_node_path_namespaceObject.resolve(s,t.name),e,i)},ws=(s,t,e)=>{let i;try{i=external_node_fs_namespaceObject.readdirSync(s,{withFileTypes:!0})}catch(r){let n=r;if(n?.code==="ENOENT")return;if(n?.code==="ENOTDIR"||n?.code==="ENOTSUP")return ps(s,t,e);throw n}for(let r of i)so(s,r,t,e);return ps(s,t,e)};var Se=class extends Error{path;code;syscall="chdir";constructor(t,e){super(`${e}: Cannot cd into '${t}'`),this.path=t,this.code=e}get name(){return"CwdError"}};var St=class extends Error{path;symlink;syscall="symlink";code="TAR_SYMLINK_ERROR";constructor(t,e){super("TAR_SYMLINK_ERROR: Cannot extract through symbolic link"),this.symlink=t,this.path=e}get name(){return"SymlinkError"}};var no=(s,t)=>{external_node_fs_namespaceObject.stat(s,(e,i)=>{(e||!i.isDirectory())&&(e=new Se(s,e?.code||"ENOTDIR")),t(e)})},gr=(s,t,e)=>{s=f(s);let i=t.umask??18,r=t.mode|448,n=(r&i)!==0,o=t.uid,h=t.gid,a=typeof o=="number"&&typeof h=="number"&&(o!==t.processUid||h!==t.processGid),l=t.preserve,c=t.unlink,d=f(t.cwd),y=(E,x)=>{E?e(E):x&&a?Es(x,o,h,Le=>y(Le)):n?external_node_fs_namespaceObject.chmod(s,r,e):e()};if(s===d)return no(s,y);if(l)return promises_namespaceObject.mkdir(s,{mode:r,recursive:!0}).then(E=>y(null,E??void 0),y);let D=f(external_node_path_namespaceObject.relative(d,s)).split("/");Ss(d,D,r,c,d,void 0,y)},Ss=(s,t,e,i,r,n,o)=>{if(t.length===0)return o(null,n);let h=t.shift(),a=f(external_node_path_namespaceObject.resolve(s+"/"+h));external_node_fs_namespaceObject.mkdir(a,e,br(a,t,e,i,r,n,o))},br=(s,t,e,i,r,n,o)=>h=>{h?external_node_fs_namespaceObject.lstat(s,(a,l)=>{if(a)a.path=a.path&&f(a.path),o(a);else if(l.isDirectory())Ss(s,t,e,i,r,n,o);else if(i)external_node_fs_namespaceObject.unlink(s,c=>{if(c)return o(c);external_node_fs_namespaceObject.mkdir(s,e,br(s,t,e,i,r,n,o))});else{if(l.isSymbolicLink())return o(new St(s,s+"/"+t.join("/")));o(h)}}):(n=n||s,Ss(s,t,e,i,r,n,o))},oo=s=>{let t=!1,e;try{t=external_node_fs_namespaceObject.statSync(s).isDirectory()}catch(i){e=i?.code}finally{if(!t)throw new Se(s,e??"ENOTDIR")}},_r=(s,t)=>{s=f(s);let e=t.umask??18,i=t.mode|448,r=(i&e)!==0,n=t.uid,o=t.gid,h=typeof n=="number"&&typeof o=="number"&&(n!==t.processUid||o!==t.processGid),a=t.preserve,l=t.unlink,c=f(t.cwd),d=E=>{E&&h&&ws(E,n,o),r&&external_node_fs_namespaceObject.chmodSync(s,i)};if(s===c)return oo(c),d();if(a)return d(external_node_fs_namespaceObject.mkdirSync(s,{mode:i,recursive:!0})??void 0);let T=f(external_node_path_namespaceObject.relative(c,s)).split("/"),D;for(let E=T.shift(),x=c;E&&(x+="/"+E);E=T.shift()){x=f(external_node_path_namespaceObject.resolve(x));try{external_node_fs_namespaceObject.mkdirSync(x,i),D=D||x}catch{let Le=external_node_fs_namespaceObject.lstatSync(x);if(Le.isDirectory())continue;if(l){external_node_fs_namespaceObject.unlinkSync(x),external_node_fs_namespaceObject.mkdirSync(x,i),D=D||x;continue}else if(Le.isSymbolicLink())return new St(x,x+"/"+T.join("/"))}}return d(D)};var ys=Object.create(null),Or=1e4,Vt=new Set,Tr=s=>{Vt.has(s)?Vt.delete(s):ys[s]=s.normalize("NFD").toLocaleLowerCase("en").toLocaleUpperCase("en"),Vt.add(s);let t=ys[s],e=Vt.size-Or;if(e>Or/10){for(let i of Vt)if(Vt.delete(i),delete ys[i],--e<=0)break}return t};var ho=process.env.TESTING_TAR_FAKE_PLATFORM||process.platform,ao=ho==="win32",lo=s=>s.split("/").slice(0,-1).reduce((e,i)=>{let r=e.at(-1);return r!==void 0&&(i=(0,external_node_path_namespaceObject.join)(r,i)),e.push(i||"/"),e},[]),yi=class{#t=new Map;#i=new Map;#s=new Set;reserve(t,e){t=ao?["win32 parallelization disabled"]:t.map(r=>mt((0,external_node_path_namespaceObject.join)(Tr(r))));let i=new Set(t.map(r=>lo(r)).reduce((r,n)=>r.concat(n)));this.#i.set(e,{dirs:i,paths:t});for(let r of t){let n=this.#t.get(r);n?n.push(e):this.#t.set(r,[e])}for(let r of i){let n=this.#t.get(r);if(!n)this.#t.set(r,[new Set([e])]);else{let o=n.at(-1);o instanceof Set?o.add(e):n.push(new Set([e]))}}return this.#r(e)}#n(t){let e=this.#i.get(t);if(!e)throw new Error("function does not have any path reservations");return{paths:e.paths.map(i=>this.#t.get(i)),dirs:[...e.dirs].map(i=>this.#t.get(i))}}check(t){let{paths:e,dirs:i}=this.#n(t);return e.every(r=>r&&r[0]===t)&&i.every(r=>r&&r[0]instanceof Set&&r[0].has(t))}#r(t){return this.#s.has(t)||!this.check(t)?!1:(this.#s.add(t),t(()=>this.#e(t)),!0)}#e(t){if(!this.#s.has(t))return!1;let e=this.#i.get(t);if(!e)throw new Error("invalid reservation");let{paths:i,dirs:r}=e,n=new Set;for(let o of i){let h=this.#t.get(o);if(!h||h?.[0]!==t)continue;let a=h[1];if(!a){this.#t.delete(o);continue}if(h.shift(),typeof a=="function")n.add(a);else for(let l of a)n.add(l)}for(let o of r){let h=this.#t.get(o),a=h?.[0];if(!(!h||!(a instanceof Set)))if(a.size===1&&h.length===1){this.#t.delete(o);continue}else if(a.size===1){h.shift();let l=h[0];typeof l=="function"&&n.add(l)}else a.delete(t)}return this.#s.delete(t),n.forEach(o=>this.#r(o)),!0}};var Lr=()=>process.umask();var Dr=Symbol("onEntry"),_s=Symbol("checkFs"),Nr=Symbol("checkFs2"),Os=Symbol("isReusable"),P=Symbol("makeFs"),Ts=Symbol("file"),xs=Symbol("directory"),gi=Symbol("link"),Ar=Symbol("symlink"),Ir=Symbol("hardlink"),Re=Symbol("ensureNoSymlink"),Cr=Symbol("unsupported"),Fr=Symbol("checkPath"),Rs=Symbol("stripAbsolutePath"),yt=Symbol("mkdir"),O=Symbol("onError"),Ri=Symbol("pending"),kr=Symbol("pend"),$t=Symbol("unpend"),gs=Symbol("ended"),bs=Symbol("maybeClose"),Ls=Symbol("skip"),ge=Symbol("doChown"),be=Symbol("uid"),_e=Symbol("gid"),Oe=Symbol("checkedCwd"),fo=process.env.TESTING_TAR_FAKE_PLATFORM||process.platform,Te=fo==="win32",uo=1024,mo=(s,t)=>{if(!Te)return external_node_fs_namespaceObject.unlink(s,t);let e=s+".DELETE."+(0,external_node_crypto_namespaceObject.randomBytes)(16).toString("hex");external_node_fs_namespaceObject.rename(s,e,i=>{if(i)return t(i);external_node_fs_namespaceObject.unlink(e,t)})},po=s=>{if(!Te)return external_node_fs_namespaceObject.unlinkSync(s);let t=s+".DELETE."+(0,external_node_crypto_namespaceObject.randomBytes)(16).toString("hex");external_node_fs_namespaceObject.renameSync(s,t),external_node_fs_namespaceObject.unlinkSync(t)},vr=(s,t,e)=>s!==void 0&&s===s>>>0?s:t!==void 0&&t===t>>>0?t:e,Xt=class extends rt{[gs]=!1;[Oe]=!1;[Ri]=0;reservations=new yi;transform;writable=!0;readable=!1;uid;gid;setOwner;preserveOwner;processGid;processUid;maxDepth;forceChown;win32;newer;keep;noMtime;preservePaths;unlink;cwd;strip;processUmask;umask;dmode;fmode;chmod;constructor(t={}){if(t.ondone=()=>{this[gs]=!0,this[bs]()},super(t),this.transform=t.transform,this.chmod=!!t.chmod,typeof t.uid=="number"||typeof t.gid=="number"){if(typeof t.uid!="number"||typeof t.gid!="number")throw new TypeError("cannot set owner without number uid and gid");if(t.preserveOwner)throw new TypeError("cannot preserve owner in archive and also set owner explicitly");this.uid=t.uid,this.gid=t.gid,this.setOwner=!0}else this.uid=void 0,this.gid=void 0,this.setOwner=!1;this.preserveOwner=t.preserveOwner===void 0&&typeof t.uid!="number"?process.getuid?.()===0:!!t.preserveOwner,this.processUid=(this.preserveOwner||this.setOwner)&&process.getuid?process.getuid():void 0,this.processGid=(this.preserveOwner||this.setOwner)&&process.getgid?process.getgid():void 0,this.maxDepth=typeof t.maxDepth=="number"?t.maxDepth:uo,this.forceChown=t.forceChown===!0,this.win32=!!t.win32||Te,this.newer=!!t.newer,this.keep=!!t.keep,this.noMtime=!!t.noMtime,this.preservePaths=!!t.preservePaths,this.unlink=!!t.unlink,this.cwd=f(external_node_path_namespaceObject.resolve(t.cwd||process.cwd())),this.strip=Number(t.strip)||0,this.processUmask=this.chmod?typeof t.processUmask=="number"?t.processUmask:Lr():0,this.umask=typeof t.umask=="number"?t.umask:this.processUmask,this.dmode=t.dmode||511&~this.umask,this.fmode=t.fmode||438&~this.umask,this.on("entry",e=>this[Dr](e))}warn(t,e,i={}){return(t==="TAR_BAD_ARCHIVE"||t==="TAR_ABORT")&&(i.recoverable=!1),super.warn(t,e,i)}[bs](){this[gs]&&this[Ri]===0&&(this.emit("prefinish"),this.emit("finish"),this.emit("end"))}[Rs](t,e){let i=t[e],{type:r}=t;if(!i||this.preservePaths)return!0;let[n,o]=ce(i),h=o.replaceAll(/\\/g,"/").split("/");if(h.includes("..")||Te&&/^[a-z]:\.\.$/i.test(h[0]??"")){if(e==="path"||r==="Link")return this.warn("TAR_ENTRY_ERROR",`${e} contains '..'`,{entry:t,[e]:i}),!1;let a=external_node_path_namespaceObject.posix.dirname(t.path),l=external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(a,h.join("/")));if(l.startsWith("../")||l==="..")return this.warn("TAR_ENTRY_ERROR",`${e} escapes extraction directory`,{entry:t,[e]:i}),!1}return n&&(t[e]=String(o),this.warn("TAR_ENTRY_INFO",`stripping ${n} from absolute ${e}`,{entry:t,[e]:i})),!0}[Fr](t){let e=f(t.path),i=e.split("/");if(this.strip){if(i.length<this.strip)return!1;if(t.type==="Link"){let r=f(String(t.linkpath)).split("/");if(r.length>=this.strip)t.linkpath=r.slice(this.strip).join("/");else return!1}i.splice(0,this.strip),t.path=i.join("/")}if(isFinite(this.maxDepth)&&i.length>this.maxDepth)return this.warn("TAR_ENTRY_ERROR","path excessively deep",{entry:t,path:e,depth:i.length,maxDepth:this.maxDepth}),!1;if(!this[Rs](t,"path")||!this[Rs](t,"linkpath"))return!1;if(t.absolute=external_node_path_namespaceObject.isAbsolute(t.path)?f(external_node_path_namespaceObject.resolve(t.path)):f(external_node_path_namespaceObject.resolve(this.cwd,t.path)),!this.preservePaths&&typeof t.absolute=="string"&&t.absolute.indexOf(this.cwd+"/")!==0&&t.absolute!==this.cwd)return this.warn("TAR_ENTRY_ERROR","path escaped extraction target",{entry:t,path:f(t.path),resolvedPath:t.absolute,cwd:this.cwd}),!1;if(t.absolute===this.cwd&&t.type!=="Directory"&&t.type!=="GNUDumpDir")return!1;if(this.win32){let{root:r}=external_node_path_namespaceObject.win32.parse(String(t.absolute));t.absolute=r+ts(String(t.absolute).slice(r.length));let{root:n}=external_node_path_namespaceObject.win32.parse(t.path);t.path=n+ts(t.path.slice(n.length))}return!0}[Dr](t){if(!this[Fr](t))return t.resume();switch(external_node_assert_namespaceObject.equal(typeof t.absolute,"string"),t.type){case"Directory":case"GNUDumpDir":t.mode&&(t.mode=t.mode|448);case"File":case"OldFile":case"ContiguousFile":case"Link":case"SymbolicLink":return this[_s](t);default:return this[Cr](t)}}[O](t,e){t.name==="CwdError"?this.emit("error",t):(this.warn("TAR_ENTRY_ERROR",t,{entry:e}),this[$t](),e.resume())}[yt](t,e,i){gr(f(t),{uid:this.uid,gid:this.gid,processUid:this.processUid,processGid:this.processGid,umask:this.processUmask,preserve:this.preservePaths,unlink:this.unlink,cwd:this.cwd,mode:e},i)}[ge](t){return this.forceChown||this.preserveOwner&&(typeof t.uid=="number"&&t.uid!==this.processUid||typeof t.gid=="number"&&t.gid!==this.processGid)||typeof this.uid=="number"&&this.uid!==this.processUid||typeof this.gid=="number"&&this.gid!==this.processGid}[be](t){return vr(this.uid,t.uid,this.processUid)}[_e](t){return vr(this.gid,t.gid,this.processGid)}[Ts](t,e){let i=typeof t.mode=="number"?t.mode&4095:this.fmode,r=new et(String(t.absolute),{flags:ms(t.size),mode:i,autoClose:!1});r.on("error",a=>{r.fd&&external_node_fs_namespaceObject.close(r.fd,()=>{}),r.write=()=>!0,this[O](a,t),e()});let n=1,o=a=>{if(a){r.fd&&external_node_fs_namespaceObject.close(r.fd,()=>{}),this[O](a,t),e();return}--n===0&&r.fd!==void 0&&external_node_fs_namespaceObject.close(r.fd,l=>{l?this[O](l,t):this[$t](),e()})};r.on("finish",()=>{let a=String(t.absolute),l=r.fd;if(typeof l=="number"&&t.mtime&&!this.noMtime){n++;let c=t.atime||new Date,d=t.mtime;external_node_fs_namespaceObject.futimes(l,c,d,y=>y?external_node_fs_namespaceObject.utimes(a,c,d,T=>o(T&&y)):o())}if(typeof l=="number"&&this[ge](t)){n++;let c=this[be](t),d=this[_e](t);typeof c=="number"&&typeof d=="number"&&external_node_fs_namespaceObject.fchown(l,c,d,y=>y?external_node_fs_namespaceObject.chown(a,c,d,T=>o(T&&y)):o())}o()});let h=this.transform&&this.transform(t)||t;h!==t&&(h.on("error",a=>{this[O](a,t),e()}),t.pipe(h)),h.pipe(r)}[xs](t,e){let i=typeof t.mode=="number"?t.mode&4095:this.dmode;this[yt](String(t.absolute),i,r=>{if(r){this[O](r,t),e();return}let n=1,o=()=>{--n===0&&(e(),this[$t](),t.resume())};t.mtime&&!this.noMtime&&(n++,external_node_fs_namespaceObject.utimes(String(t.absolute),t.atime||new Date,t.mtime,o)),this[ge](t)&&(n++,external_node_fs_namespaceObject.chown(String(t.absolute),Number(this[be](t)),Number(this[_e](t)),o)),o()})}[Cr](t){t.unsupported=!0,this.warn("TAR_ENTRY_UNSUPPORTED",`unsupported entry type: ${t.type}`,{entry:t}),t.resume()}[Ar](t,e){let i=f(external_node_path_namespaceObject.relative(this.cwd,external_node_path_namespaceObject.resolve(external_node_path_namespaceObject.dirname(String(t.absolute)),String(t.linkpath)))).split("/");this[Re](t,this.cwd,i,()=>this[gi](t,String(t.linkpath),"symlink",e),r=>{this[O](r,t),e()})}[Ir](t,e){let i=f(external_node_path_namespaceObject.resolve(this.cwd,String(t.linkpath))),r=f(String(t.linkpath)).split("/");this[Re](t,this.cwd,r,()=>this[gi](t,i,"link",e),n=>{this[O](n,t),e()})}[Re](t,e,i,r,n){let o=i.shift();if(this.preservePaths||o===void 0)return r();let h=external_node_path_namespaceObject.resolve(e,o);external_node_fs_namespaceObject.lstat(h,(a,l)=>{if(a)return r();if(l?.isSymbolicLink())return n(new St(h,external_node_path_namespaceObject.resolve(h,i.join("/"))));this[Re](t,h,i,r,n)})}[kr](){this[Ri]++}[$t](){this[Ri]--,this[bs]()}[Ls](t){this[$t](),t.resume()}[Os](t,e){return t.type==="File"&&!this.unlink&&e.isFile()&&e.nlink<=1&&!Te}[_s](t){this[kr]();let e=[t.path];t.linkpath&&e.push(t.linkpath),this.reservations.reserve(e,i=>this[Nr](t,i))}[Nr](t,e){let i=h=>{e(h)},r=()=>{this[yt](this.cwd,this.dmode,h=>{if(h){this[O](h,t),i();return}this[Oe]=!0,n()})},n=()=>{if(t.absolute!==this.cwd){let h=f(external_node_path_namespaceObject.dirname(String(t.absolute)));if(h!==this.cwd)return this[yt](h,this.dmode,a=>{if(a){this[O](a,t),i();return}o()})}o()},o=()=>{external_node_fs_namespaceObject.lstat(String(t.absolute),(h,a)=>{if(a&&(this.keep||this.newer&&a.mtime>(t.mtime??a.mtime))){this[Ls](t),i();return}if(h||this[Os](t,a))return this[P](null,t,i);if(a.isDirectory()){if(t.type==="Directory"){let l=this.chmod&&t.mode&&(a.mode&4095)!==t.mode,c=d=>this[P](d??null,t,i);return l?external_node_fs_namespaceObject.chmod(String(t.absolute),Number(t.mode),c):c()}if(t.absolute!==this.cwd)return external_node_fs_namespaceObject.rmdir(String(t.absolute),l=>this[P](l??null,t,i))}if(t.absolute===this.cwd)return this[P](null,t,i);mo(String(t.absolute),l=>this[P](l??null,t,i))})};this[Oe]?n():r()}[P](t,e,i){if(t){this[O](t,e),i();return}switch(e.type){case"File":case"OldFile":case"ContiguousFile":return this[Ts](e,i);case"Link":return this[Ir](e,i);case"SymbolicLink":return this[Ar](e,i);case"Directory":case"GNUDumpDir":return this[xs](e,i)}}[gi](t,e,i,r){external_node_fs_namespaceObject[i](e,String(t.absolute),n=>{n?this[O](n,t):(this[$t](),t.resume()),r()})}},ye=s=>{try{return[null,s()]}catch(t){return[t,null]}},xe=class extends Xt{sync=!0;[P](t,e){return super[P](t,e,()=>{})}[_s](t){if(!this[Oe]){let n=this[yt](this.cwd,this.dmode);if(n)return this[O](n,t);this[Oe]=!0}if(t.absolute!==this.cwd){let n=f(external_node_path_namespaceObject.dirname(String(t.absolute)));if(n!==this.cwd){let o=this[yt](n,this.dmode);if(o)return this[O](o,t)}}let[e,i]=ye(()=>external_node_fs_namespaceObject.lstatSync(String(t.absolute)));if(i&&(this.keep||this.newer&&i.mtime>(t.mtime??i.mtime)))return this[Ls](t);if(e||this[Os](t,i))return this[P](null,t);if(i.isDirectory()){if(t.type==="Directory"){let o=this.chmod&&t.mode&&(i.mode&4095)!==t.mode,[h]=o?ye(()=>{external_node_fs_namespaceObject.chmodSync(String(t.absolute),Number(t.mode))}):[];return this[P](h,t)}let[n]=ye(()=>external_node_fs_namespaceObject.rmdirSync(String(t.absolute)));this[P](n,t)}let[r]=t.absolute===this.cwd?[]:ye(()=>po(String(t.absolute)));this[P](r,t)}[Ts](t,e){let i=typeof t.mode=="number"?t.mode&4095:this.fmode,r=h=>{let a;try{external_node_fs_namespaceObject.closeSync(n)}catch(l){a=l}(h||a)&&this[O](h||a,t),e()},n;try{n=external_node_fs_namespaceObject.openSync(String(t.absolute),ms(t.size),i)}catch(h){return r(h)}let o=this.transform&&this.transform(t)||t;o!==t&&(o.on("error",h=>this[O](h,t)),t.pipe(o)),o.on("data",h=>{try{external_node_fs_namespaceObject.writeSync(n,h,0,h.length)}catch(a){r(a)}}),o.on("end",()=>{let h=null;if(t.mtime&&!this.noMtime){let a=t.atime||new Date,l=t.mtime;try{external_node_fs_namespaceObject.futimesSync(n,a,l)}catch(c){try{external_node_fs_namespaceObject.utimesSync(String(t.absolute),a,l)}catch{h=c}}}if(this[ge](t)){let a=this[be](t),l=this[_e](t);try{external_node_fs_namespaceObject.fchownSync(n,Number(a),Number(l))}catch(c){try{external_node_fs_namespaceObject.chownSync(String(t.absolute),Number(a),Number(l))}catch{h=h||c}}}r(h)})}[xs](t,e){let i=typeof t.mode=="number"?t.mode&4095:this.dmode,r=this[yt](String(t.absolute),i);if(r){this[O](r,t),e();return}if(t.mtime&&!this.noMtime)try{external_node_fs_namespaceObject.utimesSync(String(t.absolute),t.atime||new Date,t.mtime)}catch{}if(this[ge](t))try{external_node_fs_namespaceObject.chownSync(String(t.absolute),Number(this[be](t)),Number(this[_e](t)))}catch{}e(),t.resume()}[yt](t,e){try{return _r(f(t),{uid:this.uid,gid:this.gid,processUid:this.processUid,processGid:this.processGid,umask:this.processUmask,preserve:this.preservePaths,unlink:this.unlink,cwd:this.cwd,mode:e})}catch(i){return i}}[Re](t,e,i,r,n){if(this.preservePaths||i.length===0)return r();let o=e;for(let h of i){o=external_node_path_namespaceObject.resolve(o,h);let[a,l]=ye(()=>external_node_fs_namespaceObject.lstatSync(o));if(a)return r();if(l.isSymbolicLink())return n(new St(o,external_node_path_namespaceObject.resolve(e,i.join("/"))))}r()}[gi](t,e,i,r){let n=`${i}Sync`;try{external_node_fs_namespaceObject[n](e,String(t.absolute)),r(),t.resume()}catch(o){return this[O](o,t)}}};var Eo=s=>{let t=new xe(s),e=s.file,i=external_node_fs_namespaceObject.statSync(e),r=s.maxReadSize||16*1024*1024;new Be(e,{readSize:r,size:i.size}).pipe(t)},wo=(s,t)=>{let e=new Xt(s),i=s.maxReadSize||16*1024*1024,r=s.file;return new Promise((o,h)=>{e.on("error",h),e.on("close",o),external_node_fs_namespaceObject.stat(r,(a,l)=>{if(a)h(a);else{let c=new _t(r,{readSize:i,size:l.size});c.on("error",h),c.pipe(e)}})})},So=K(Eo,wo,s=>new xe(s),s=>new Xt(s),(s,t)=>{t?.length&&Qi(s,t)});var yo=(s,t)=>{let e=new kt(s),i=!0,r,n;try{try{r=external_node_fs_namespaceObject.openSync(s.file,"r+")}catch(a){if(a?.code==="ENOENT")r=external_node_fs_namespaceObject.openSync(s.file,"w+");else throw a}let o=external_node_fs_namespaceObject.fstatSync(r),h=Buffer.alloc(512);t:for(n=0;n<o.size;n+=512){for(let c=0,d=0;c<512;c+=d){if(d=external_node_fs_namespaceObject.readSync(r,h,c,h.length-c,n+c),n===0&&h[0]===31&&h[1]===139)throw new Error("cannot append to compressed archives");if(!d)break t}let a=new F(h);if(!a.cksumValid)break;let l=512*Math.ceil((a.size||0)/512);if(n+l+512>o.size)break;n+=l,s.mtimeCache&&a.mtime&&s.mtimeCache.set(String(a.path),a.mtime)}i=!1,Ro(s,e,n,r,t)}finally{if(i)try{external_node_fs_namespaceObject.closeSync(r)}catch{}}},Ro=(s,t,e,i,r)=>{let n=new Wt(s.file,{fd:i,start:e});t.pipe(n),bo(t,r)},go=(s,t)=>{t=Array.from(t);let e=new wt(s),i=(n,o,h)=>{let a=(T,D)=>{T?external_node_fs_namespaceObject.close(n,E=>h(T)):h(null,D)},l=0;if(o===0)return a(null,0);let c=0,d=Buffer.alloc(512),y=(T,D)=>{if(T||D===void 0)return a(T);if(c+=D,c<512&&D)return external_node_fs_namespaceObject.read(n,d,c,d.length-c,l+c,y);if(l===0&&d[0]===31&&d[1]===139)return a(new Error("cannot append to compressed archives"));if(c<512)return a(null,l);let E=new F(d);if(!E.cksumValid)return a(null,l);let x=512*Math.ceil((E.size??0)/512);if(l+x+512>o||(l+=x+512,l>=o))return a(null,l);s.mtimeCache&&E.mtime&&s.mtimeCache.set(String(E.path),E.mtime),c=0,external_node_fs_namespaceObject.read(n,d,0,512,l,y)};external_node_fs_namespaceObject.read(n,d,0,512,l,y)};return new Promise((n,o)=>{e.on("error",o);let h="r+",a=(l,c)=>{if(l&&l.code==="ENOENT"&&h==="r+")return h="w+",external_node_fs_namespaceObject.open(s.file,h,a);if(l||!c)return o(l);external_node_fs_namespaceObject.fstat(c,(d,y)=>{if(d)return external_node_fs_namespaceObject.close(c,()=>o(d));i(c,y.size,(T,D)=>{if(T)return o(T);let E=new et(s.file,{fd:c,start:D});e.pipe(E),E.on("error",o),E.on("close",n),_o(e,t)})})};external_node_fs_namespaceObject.open(s.file,h,a)})},bo=(s,t)=>{t.forEach(e=>{e.charAt(0)==="@"?Ct({file:external_node_path_namespaceObject.resolve(s.cwd,e.slice(1)),sync:!0,noResume:!0,onReadEntry:i=>s.add(i)}):s.add(e)}),s.end()},_o=async(s,t)=>{for(let e of t)e.charAt(0)==="@"?await Ct({file:external_node_path_namespaceObject.resolve(String(s.cwd),e.slice(1)),noResume:!0,onReadEntry:i=>s.add(i)}):s.add(e);s.end()},vt=K(yo,go,()=>{throw new TypeError("file is required")},()=>{throw new TypeError("file is required")},(s,t)=>{if(!Bs(s))throw new TypeError("file is required");if(s.gzip||s.brotli||s.zstd||s.file.endsWith(".br")||s.file.endsWith(".tbr"))throw new TypeError("cannot append to compressed archives");if(!t?.length)throw new TypeError("no paths specified to add/replace")});var Oo=K(vt.syncFile,vt.asyncFile,vt.syncNoFile,vt.asyncNoFile,(s,t=[])=>{vt.validate?.(s,t),To(s)}),To=s=>{let t=s.filter;s.mtimeCache||(s.mtimeCache=new Map),s.filter=t?(e,i)=>t(e,i)&&!((s.mtimeCache?.get(e)??i.mtime??0)>(i.mtime??0)):(e,i)=>!((s.mtimeCache?.get(e)??i.mtime??0)>(i.mtime??0))};
//# sourceMappingURL=index.min.js.map

;// CONCATENATED MODULE: ./emulator/platform/random.ts
/**
 * Deterministic randomness. Everything the emulator invents (keys, ids, datasets, bundle bytes)
 * comes from here so one seed always yields the same data.
 */

/** Hex SHA-256 of the parts joined by ':'; the building block of every derived id. */
function derive(...parts) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(parts.join(':')).digest('hex');
}
/** A small, fast seeded PRNG (mulberry32) with a few convenience draws. */
class Rng {
    state;
    /** Seeds from a label so independent streams (feedback, commits, …) do not interfere. */
    constructor(seed, stream) {
        this.state = Number.parseInt(derive('rng', seed, stream).slice(0, 8), 16) >>> 0;
    }
    /** Uniform float in [0, 1). */
    next() {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    /** Uniform integer in [min, max]. */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    /** One element, uniformly. */
    pick(items) {
        const item = items[Math.floor(this.next() * items.length)];
        if (item === undefined)
            throw new Error('pick from an empty list');
        return item;
    }
    /** One element, with the given relative weights. */
    weighted(items) {
        const total = items.reduce((sum, [, w]) => sum + w, 0);
        let roll = this.next() * total;
        for (const [item, weight] of items) {
            roll -= weight;
            if (roll < 0)
                return item;
        }
        const last = items[items.length - 1];
        if (last === undefined)
            throw new Error('weighted pick from an empty list');
        return last[0];
    }
    /** `count` hex characters. */
    hex(count) {
        let out = '';
        while (out.length < count)
            out += Math.floor(this.next() * 16).toString(16);
        return out;
    }
}

;// CONCATENATED MODULE: ./emulator/platform/bundles.ts
/**
 * Export bundles: building the .tar.gz on disk (a small docs site, or a large incompressible file
 * generated as a stream), S3-shaped presigned links, and serving downloads with ranges.
 */









/** Fixed timestamp so archives are byte-for-byte reproducible. */
const ARCHIVE_DATE = new Date('2026-01-01T00:00:00Z');
/** Builds the archive described by `spec` inside `dir`. */
async function buildBundle(spec, dir, seed, projectId, signal) {
    if (spec.kind === 'file') {
        const info = await (0,promises_namespaceObject.stat)(spec.path);
        return {
            path: spec.path,
            size: info.size,
            etag: `"${await md5File(spec.path)}"`,
            mtime: ARCHIVE_DATE,
        };
    }
    const path = (0,external_node_path_namespaceObject.join)(dir, 'bundle.tar.gz');
    let md5;
    if (spec.kind === 'site') {
        await buildSiteBundle(path, (0,external_node_path_namespaceObject.join)(dir, 'site'), projectId, seed, spec);
        md5 = await md5File(path);
    }
    else {
        md5 = await buildRandomBundle(path, spec.sizeBytes, seed, signal);
    }
    const info = await (0,promises_namespaceObject.stat)(path);
    return { path, size: info.size, etag: `"${md5}"`, mtime: ARCHIVE_DATE };
}
async function md5File(path) {
    const hash = (0,external_node_crypto_namespaceObject.createHash)('md5');
    await (0,external_node_stream_promises_namespaceObject.pipeline)((0,external_node_fs_namespaceObject.createReadStream)(path), hash);
    return hash.digest('hex');
}
/** Pages of the generated site: [file, canonical path, title]. */
const SITE_PAGES = [
    ['index.html', '/', 'Home'],
    ['guides/getting-started.html', '/guides/getting-started', 'Getting started'],
    ['guides/intro.html', '/guides/intro', 'Introduction'],
    ['guides/advanced/webhooks.html', '/guides/advanced/webhooks', 'Webhooks'],
    ['guides/advanced/rate-limits.html', '/guides/advanced/rate-limits', 'Rate limits'],
];
const WORDS = ('the docs page deploy export static bundle host cache header route build preview branch ' +
    'commit review reader feedback search index api key scope token request response error retry').split(' ');
/**
 * The files of the generated static site, keyed by relative path. Links use `.html` files while
 * canonical and sitemap URLs stay extensionless, as the vendor's static export does.
 */
function siteFiles(projectId, seed) {
    const rng = new Rng(seed, 'site');
    // Seeded prose so the archive is a few KiB even once gzipped, like a real (tiny) export.
    const prose = () => Array.from({ length: 10 }, () => {
        const words = Array.from({ length: 40 }, () => rng.pick(WORDS));
        return `    <p>${words.join(' ')}.</p>`;
    }).join('\n');
    const page = (canonical, title, body) => [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '  <meta charset="utf-8">',
        `  <title>${title} · ${projectId}</title>`,
        '  <link rel="stylesheet" href="/assets/style.css">',
        `  <link rel="canonical" href="https://docs.example.com${canonical}">`,
        '</head>',
        '<body>',
        '  <header><img src="/assets/logo.svg" alt="logo" width="32" height="32"></header>',
        '  <nav>',
        ...SITE_PAGES.map(([file, , t]) => `    <a href="/${file}">${t}</a>`),
        '  </nav>',
        `  <main>\n    <h1>${title}</h1>\n${body}\n  </main>`,
        // Every export has a few stale links; these two are the link check's demo.
        ...(canonical === '/'
            ? [
                '  <p><a href="/guides/quickstart">Quickstart</a> · ' +
                    '<img src="/assets/banner.png" alt="banner"></p>',
            ]
            : []),
        '</body>',
        '</html>',
        '',
    ].join('\n');
    const files = {};
    for (const [file, canonical, title] of SITE_PAGES)
        files[file] = page(canonical, title, prose());
    files['404.html'] = page('/404', 'Page not found', '    <p>This page does not exist.</p>');
    files['assets/style.css'] =
        'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem}\nheader{padding:1rem}\n';
    files['assets/logo.svg'] =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#16a34a"/></svg>\n';
    files['sitemap.xml'] = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SITE_PAGES.map(([, canonical]) => `  <url><loc>https://docs.example.com${canonical}</loc></url>`),
        '</urlset>',
        '',
    ].join('\n');
    return files;
}
async function buildSiteBundle(path, siteDir, projectId, seed, spec) {
    const files = siteFiles(projectId, seed);
    if (spec.links)
        Object.assign(files, LINK_SITE_FILES);
    for (const name of spec.extraNames ?? []) {
        files[`guides/${name}.html`] = `<!doctype html>\n<title>${name.length} characters</title>\n`;
    }
    const names = Object.keys(files).sort();
    for (const name of names) {
        const target = (0,external_node_path_namespaceObject.join)(siteDir, name);
        await (0,promises_namespaceObject.mkdir)((0,external_node_path_namespaceObject.dirname)(target), { recursive: true });
        await (0,promises_namespaceObject.writeFile)(target, files[name] ?? '');
    }
    await Qn({ gzip: true, file: path, cwd: siteDir, portable: true, mtime: ARCHIVE_DATE }, names);
}
/**
 * The link-check pages, at `links/…` (the site's domain is `docs.example.com`). Each rule of the
 * check is covered by a good link and a broken one; the comment after each names the rule.
 */
const LINK_SITE_FILES = {
    'links/index.html': [
        '<!doctype html><html><head>',
        // link[href]: good, broken; canonical extensionless on the domain (X → X.html).
        '<link rel="stylesheet" href="../assets/style.css">',
        '<link rel="stylesheet" href="/links/missing.css">',
        '<link rel="canonical" href="https://docs.example.com/links/page">',
        // script[src]: good, broken.
        '<script src="/links/app.js"></script><script src="missing.js"></script>',
        '<script>var s = "<a href=\'/links/not-a-link-in-script\'>";</script>',
        '</head><body>',
        // a[href]: relative, X → X.html, X/ and X → X/index.html, exact file, query and fragment.
        '<a href="page">relative X.html</a>',
        '<a href="./page.html?x=1#top">exact, query and fragment</a>',
        '<a href="sub/">X/ index</a><a href="/links/sub">X index</a>',
        '<a href="#top">fragment only</a><a href="">empty</a>',
        // Percent-decoding: a file with a space and one with a non-ASCII name.
        '<a href="with%20space.html">encoded space</a><a href="caf%C3%A9">encoded é</a>',
        // Absolute on the domain (http, https, protocol-relative, other port): good and broken.
        '<a href="https://docs.example.com/links/page">abs</a>',
        '<a href="http://docs.example.com:8080/links/sub/">abs port</a>',
        '<a href="//docs.example.com/links/gone">protocol-relative broken</a>',
        // Broken: relative, root-relative (twice, and again from page.html), climbing out.
        '<a href="nope">relative broken</a><a href="/links/nope-root">root broken</a>',
        '<a href="/links/nope-root#again">root broken again</a>',
        '<a href="../../../links/sub/missing/">climbing past the root</a>',
        // Not checked: other hosts and schemes.
        '<a href="https://example.org/nope">other host</a><a href="mailto:a@example.com">mail</a>',
        '<a href="tel:+100">tel</a><a href="javascript:void(0)">js</a>',
        '<img src="data:image/png;base64,AAAA" alt="">',
        // img src and srcset, source src and srcset, iframe src: good and broken.
        '<img src="/assets/logo.svg" srcset="/assets/logo.svg 1x, /links/missing-2x.png 2x" alt="">',
        '<img src="/links/missing.png" alt="">',
        '<picture><source srcset="/links/missing.webp, /assets/logo.svg 2x" type="image/webp">',
        '<source src="/links/missing.mp4"><source src="/assets/logo.svg"></picture>',
        '<iframe src="/links/page"></iframe><iframe src="/links/embed-missing"></iframe>',
        // Entities in attributes are decoded.
        '<a href="/links/page.html?a=1&amp;b=2">entity</a>',
        '</body></html>',
        '',
    ].join('\n'),
    'links/page.html': '<!doctype html><a href="/links/nope-root">again</a><a href="index.html">back</a>\n',
    'links/app.js': 'console.log("app");\n',
    'links/sub/index.html': '<!doctype html><base href="/links/"><a href="page">based</a>' +
        '<a href="base-missing">broken against base</a>\n',
    'links/with space.html': '<!doctype html><meta http-equiv="refresh" content="0; url=page">\n',
    'links/café.html': '<!doctype html><meta http-equiv="Refresh" content="3;URL=\'/links/old-page\'">\n',
};
/** The broken targets of {@link LINK_SITE_FILES} (with `links: true`), most-referenced first. */
const LINK_SITE_BROKEN = (/* unused pure expression or super */ null && ([
    '/links/nope-root',
    '/links/base-missing',
    '/links/embed-missing',
    '/links/gone',
    '/links/missing-2x.png',
    '/links/missing.css',
    '/links/missing.js',
    '/links/missing.mp4',
    '/links/missing.png',
    '/links/missing.webp',
    '/links/nope',
    '/links/old-page',
    '/links/sub/missing/',
]));
/** Size of one generated chunk; keeps memory flat however large the bundle is. */
const CHUNK = 1 << 20;
/**
 * Streams a gzip (stored blocks, level 0) of a tar with one file of AES-CTR keystream bytes: fast,
 * seeded and incompressible, so the archive size tracks `sizeBytes` closely.
 */
async function buildRandomBundle(path, sizeBytes, seed, signal) {
    // Overheads: tar header (512) + end blocks (1024) + padding, gzip framing (18), and 5 bytes per
    // stored deflate block (zlib emits about one per 32 KiB).
    const overhead = 512 + 1024 + 512 + 18 + Math.ceil(sizeBytes / 32_768) * 5;
    const payload = Math.max(0, sizeBytes - overhead);
    const key = Buffer.from(derive('bundle-key', seed).slice(0, 32), 'hex');
    const iv = Buffer.from(derive('bundle-iv', seed).slice(0, 32), 'hex');
    const cipher = (0,external_node_crypto_namespaceObject.createCipheriv)('aes-128-ctr', key, iv);
    const zeros = Buffer.alloc(CHUNK);
    async function* tarStream() {
        yield tarHeader('export/payload.bin', payload);
        let left = payload;
        while (left > 0) {
            const n = Math.min(CHUNK, left);
            yield cipher.update(n === CHUNK ? zeros : zeros.subarray(0, n));
            left -= n;
        }
        const pad = (512 - (payload % 512)) % 512;
        yield Buffer.alloc(pad + 1024);
    }
    // Hash while writing: re-reading a 512 MiB file just for the ETag would double the start-up cost.
    const hash = (0,external_node_crypto_namespaceObject.createHash)('md5');
    const hashing = new external_node_stream_namespaceObject.Transform({
        transform(chunk, _encoding, callback) {
            hash.update(chunk);
            callback(null, chunk);
        },
    });
    await (0,external_node_stream_promises_namespaceObject.pipeline)(external_node_stream_namespaceObject.Readable.from(tarStream()), (0,external_node_zlib_namespaceObject.createGzip)({ level: external_node_zlib_namespaceObject.constants.Z_NO_COMPRESSION }), hashing, (0,external_node_fs_namespaceObject.createWriteStream)(path), { signal });
    return hash.digest('hex');
}
/** A ustar header for one regular file. */
function tarHeader(name, size) {
    const header = Buffer.alloc(512);
    const field = (offset, length, value) => {
        header.write(value, offset, length, 'ascii');
    };
    const octal = (offset, length, value) => {
        field(offset, length, value.toString(8).padStart(length - 1, '0') + '\0');
    };
    field(0, 100, name);
    octal(100, 8, 0o644);
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, size);
    octal(136, 12, Math.floor(ARCHIVE_DATE.getTime() / 1000));
    field(148, 8, '        '); // checksum is computed with this field as spaces
    field(156, 1, '0');
    field(257, 6, 'ustar\0');
    field(263, 2, '00');
    let sum = 0;
    for (const byte of header)
        sum += byte;
    field(148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
    return header;
}
/** Formats a time as an S3 `X-Amz-Date`. */
function amzDate(ms) {
    return new Date(ms)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
}
/** Parses an `X-Amz-Date`; NaN when malformed. */
function parseAmzDate(value) {
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
    if (!m)
        return Number.NaN;
    return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}
/** HMAC-SHA256 hex over the object path and the expiry parameters. */
function signLink(secret, path, params) {
    return (0,external_node_crypto_namespaceObject.createHmac)('sha256', secret)
        .update(`GET\n${path}\n${params.amzDate}\n${params.expires}\n${params.token}`)
        .digest('hex');
}
/** Constant-time comparison of two hex signatures. */
function signaturesMatch(expected, given) {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && (0,external_node_crypto_namespaceObject.timingSafeEqual)(a, b);
}
/** An S3-style XML error document. */
function s3Error(code, message, resource, requestId) {
    const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<Error><Code>${code}</Code><Message>${escape(message)}</Message>` +
        `<Resource>${escape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`);
}
/**
 * Interprets a Range header against a size. Only one `bytes=` range is honoured; anything else
 * (several ranges, other units, garbage) is ignored and the whole body is served, as RFC 9110
 * allows.
 */
function parseRange(header, size) {
    if (!header)
        return { kind: 'full' };
    const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
    if (!m || (m[1] === '' && m[2] === ''))
        return { kind: 'full' };
    if (m[1] === '') {
        const suffix = Number(m[2]);
        if (suffix === 0)
            return { kind: 'unsatisfiable' };
        return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
    }
    const start = Number(m[1]);
    const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start)
        return { kind: 'full' };
    if (start >= size)
        return { kind: 'unsatisfiable' };
    return { kind: 'partial', start, end };
}
/** Bytes read from the archive at a time while serving it. */
const SERVE_CHUNK_BYTES = 1024 * 1024;
/**
 * Serves the archive (GET or HEAD) honouring a single range. With `truncateAfter`, the headers still
 * announce the full length but the connection is cut after that many body bytes.
 */
async function serveArchive(req, res, archive, record, extraHeaders, truncateAfter) {
    const range = parseRange(req.headers.range, archive.size);
    const headers = {
        ...extraHeaders,
        'Accept-Ranges': 'bytes',
        ETag: archive.etag,
        'Last-Modified': archive.mtime.toUTCString(),
    };
    if (range.kind === 'unsatisfiable') {
        record(416);
        res.writeHead(416, {
            ...headers,
            'Content-Range': `bytes */${archive.size}`,
            'Content-Type': 'application/xml',
        });
        res.end(s3Error('InvalidRange', 'The requested range is not satisfiable', req.url ?? '', '0'));
        return;
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : archive.size - 1;
    const length = Math.max(0, end - start + 1);
    const status = range.kind === 'partial' ? 206 : 200;
    record(status);
    res.writeHead(status, {
        ...headers,
        'Content-Type': 'application/gzip',
        'Content-Length': length,
        ...(range.kind === 'partial'
            ? { 'Content-Range': `bytes ${start}-${end}/${archive.size}` }
            : {}),
    });
    if (req.method === 'HEAD' || length === 0) {
        res.end();
        return;
    }
    if (truncateAfter === undefined) {
        // 1 MiB reads: with node's 64 KiB default, serving 512 MiB cost the emulator ~1 s of CPU, on
        // the same cores as the client it serves (the bench's Download figure).
        const file = (0,external_node_fs_namespaceObject.createReadStream)(archive.path, { start, end, highWaterMark: SERVE_CHUNK_BYTES });
        await (0,external_node_stream_promises_namespaceObject.pipeline)(file, res).catch(() => {
            // The client hung up mid-download; nothing left to do.
        });
        return;
    }
    const cut = Math.min(truncateAfter, length);
    if (cut > 0) {
        const stream = (0,external_node_fs_namespaceObject.createReadStream)(archive.path, { start, end: start + cut - 1 });
        for await (const chunk of stream) {
            // Wait for each write to reach the socket so the bytes are really sent before the cut.
            await new Promise((resolve) => res.write(chunk, () => resolve()));
        }
    }
    res.socket?.destroy();
}

;// CONCATENATED MODULE: ./emulator/platform/faults.ts
/** Ordered per-endpoint fault queues. */
class FaultQueue {
    queues = new Map();
    /** Queues a fault; `times` defaults to 1. */
    inject(fault) {
        const times = fault.times ?? 1;
        if (!Number.isInteger(times) || times < 1) {
            throw new Error(`fault.times must be a positive integer, got ${String(fault.times)}`);
        }
        const queue = this.queues.get(fault.endpoint) ?? [];
        queue.push({ fault, remaining: times });
        this.queues.set(fault.endpoint, queue);
    }
    /** Drops every queued fault. */
    clear() {
        this.queues.clear();
    }
    /** Uses up one application of the head fault when it is a pre-handling kind. */
    takePre(endpoint) {
        const head = this.queues.get(endpoint)?.[0];
        if (!head)
            return undefined;
        const { fault } = head;
        if (fault.kind !== 'status' && fault.kind !== 'reset' && fault.kind !== 'delay')
            return undefined;
        this.consume(endpoint);
        return fault;
    }
    /** Uses up one application of the head fault when it is of `kind`. */
    take(endpoint, kind) {
        const head = this.queues.get(endpoint)?.[0];
        if (!head || head.fault.kind !== kind)
            return undefined;
        this.consume(endpoint);
        return head.fault;
    }
    consume(endpoint) {
        const queue = this.queues.get(endpoint);
        const head = queue?.[0];
        if (!queue || !head)
            return;
        head.remaining -= 1;
        if (head.remaining <= 0)
            queue.shift();
    }
}

;// CONCATENATED MODULE: ./emulator/platform/live-site.ts
/**
 * The live docs site the platform publishes: its own HTTP server on 127.0.0.1 (another origin than
 * the API, as a real site is). Each page is served as Markdown at `<page>.md` and at the page URL
 * with `Accept: text/markdown`, and as HTML otherwise. A publish (a successful update, or the
 * GitHub App's deploy a test stands for) reaches each page after its own cache lag; some pages
 * stay stale; removed pages answer 404, or redirect where the site's redirects say. The whole site
 * can sit behind sign-in, be rate limited, answer a bot challenge or 5xx, or redirect to another
 * origin. Everything is computed from the clock when asked, so no timer runs.
 */

/** Starts the live site. */
async function startLiveSite(options = {}) {
    const now = options.now ?? Date.now;
    const base = (options.basePath ?? '').replace(/\/+$/, '');
    const versions = new Map();
    let redirects = { ...options.redirects };
    let behaviour = options.behaviour ?? 'ok';
    const requests = [];
    for (const [page, source] of Object.entries(options.pages ?? {})) {
        versions.set(page, [{ from: 0, source }]);
    }
    const current = (page) => {
        const list = versions.get(page);
        if (!list)
            return undefined;
        const t = now();
        return [...list].reverse().find((v) => v.from <= t) ?? undefined;
    };
    let inFlight = 0;
    let peak = 0;
    const counted = (req, res) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        res.on('close', () => (inFlight -= 1));
        if (options.delayMs)
            setTimeout(() => handle(req, res), options.delayMs);
        else
            handle(req, res);
    };
    const handle = (req, res) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const accept = req.headers.accept ?? '';
        const entry = { path: url.pathname, accept, status: 0, at: now() };
        if (req.headers.authorization)
            entry.authorization = req.headers.authorization;
        if (req.headers.cookie)
            entry.cookie = req.headers.cookie;
        requests.push(entry);
        const send = (status, body, headers = {}) => {
            entry.status = status;
            res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
            res.end(body);
        };
        const special = siteWide(behaviour, url.pathname);
        if (special)
            return send(special.status, special.body, special.headers);
        if (base && !url.pathname.startsWith(`${base}/`))
            return send(404, 'Not found');
        let path = url.pathname.slice(base.length);
        const md = path.endsWith('.md');
        if (md)
            path = path.slice(0, -3);
        if (path === '/index')
            path = '/';
        if (md && behaviour === 'md-not-served')
            return send(404, 'Not found');
        const version = current(path);
        if (!version || version.source === null) {
            const to = redirects[path];
            if (to)
                return send(308, '', { location: `${base}${to}` });
            return send(404, md ? 'Not found' : '<h1>404</h1>', { 'content-type': 'text/plain' });
        }
        const headers = {
            age: String(Math.max(0, Math.floor((now() - version.from) / 1000))),
            'cache-control': 'public, max-age=0, s-maxage=86400',
            'x-cache': 'HIT',
        };
        const markdown = md || /text\/markdown/.test(accept);
        const body = behaviour === 'huge' ? 'x'.repeat(3 * 1024 * 1024) : render(version.source, markdown);
        send(200, body, {
            ...headers,
            'content-type': markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
        });
    };
    const server = (0,external_node_http_namespaceObject.createServer)(counted);
    const sockets = new Set();
    server.on('connection', (s) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    return {
        url: `${origin}${base}`,
        requests,
        publish(pages, publishOptions = {}) {
            const at = publishOptions.at ?? now();
            const stale = new Set(publishOptions.stale ?? []);
            for (const [page, source] of Object.entries(pages)) {
                if (stale.has(page))
                    continue;
                const lag = publishOptions.lagMs;
                const delay = typeof lag === 'number' ? lag : (lag?.[page] ?? 0);
                const list = versions.get(page) ?? [];
                list.push({ from: at + delay, source });
                list.sort((a, b) => a.from - b.from);
                versions.set(page, list);
            }
        },
        setRedirects(next) {
            redirects = { ...next };
        },
        setBehaviour(next) {
            behaviour = next;
        },
        peakInFlight: () => peak,
        async close() {
            const closed = new Promise((resolve) => server.close(() => resolve()));
            server.closeAllConnections();
            for (const s of sockets)
                s.destroy();
            await closed;
        },
    };
}
/** What a site-wide behaviour answers instead of the page, if anything. */
function siteWide(behaviour, path) {
    switch (behaviour) {
        case 'sign-in':
            return path.startsWith('/login')
                ? { status: 200, body: '<form>Sign in</form>' }
                : {
                    status: 302,
                    body: '',
                    headers: { location: `/login?redirect=${encodeURIComponent(path)}` },
                };
        case 'rate-limited':
            return { status: 429, body: 'Too Many Requests', headers: { 'retry-after': '30' } };
        case 'challenge':
            return {
                status: 403,
                body: '<html><script src="/cdn-cgi/challenge-platform/x.js"></script>Verify you are human</html>',
                headers: { 'cf-mitigated': 'challenge', 'content-type': 'text/html' },
            };
        case 'server-error':
            return { status: 503, body: 'Service Unavailable' };
        case 'elsewhere':
            return { status: 301, body: '', headers: { location: `https://docs.example.com${path}` } };
        default:
            return undefined;
    }
}
/** A page as the site serves it: frontmatter replaced by `# title`, as Markdown or as HTML. */
function render(source, markdown) {
    const lines = source.replace(/\r\n/g, '\n').split('\n');
    let title = '';
    let body = lines;
    if (lines[0] === '---') {
        const end = lines.indexOf('---', 1);
        for (const line of lines.slice(1, end)) {
            const m = /^title:\s*["']?(.*?)["']?\s*$/.exec(line);
            if (m)
                title = m[1] ?? '';
        }
        body = lines.slice(end + 1);
    }
    const text = body
        .filter((l) => !/^(import|export)\s/.test(l))
        .join('\n')
        .trim();
    if (markdown)
        return `${title ? `# ${title}\n\n` : ''}${text}\n`;
    const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    const paragraphs = text
        .split(/\n{2,}/)
        .map((p) => `<p>${esc(p)}</p>`)
        .join('\n');
    return `<!doctype html><html><head><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1>\n${paragraphs}</body></html>`;
}

;// CONCATENATED MODULE: ./emulator/platform/feedback-data.ts
/**
 * The seeded reader-feedback dataset and the query engine of GET /v1/analytics/{projectId}/feedback:
 * validation with one detail per problem, date filters (dateTo exclusive), newest-first order and
 * opaque, tamper-evident cursors bound to the filters they were issued for.
 */


/** Sources, in the order the contract lists them. */
const FEEDBACK_SOURCES = [
    'code_snippet',
    'contextual',
    'agent',
    'thumbs_only',
];
/** Review states, in the order the contract lists them. */
const FEEDBACK_STATUSES = [
    'pending',
    'in_progress',
    'resolved',
    'dismissed',
];
const DAY_MS = 86_400_000;
/** [path, relative traffic, share of unhelpful votes]: a few pages get far more negative feedback. */
const PAGES = [
    ['/quickstart', 14, 0.2],
    ['/guides/intro', 12, 0.65],
    ['/guides/getting-started', 10, 0.3],
    ['/guides/authentication', 9, 0.7],
    ['/guides/webhooks', 6, 0.3],
    ['/guides/advanced/rate-limits', 5, 0.25],
    ['/api-reference/introduction', 6, 0.2],
    ['/api-reference/users/create', 10, 0.8],
    ['/api-reference/users/list', 5, 0.3],
    ['/api-reference/projects/update', 4, 0.4],
    ['/concepts/deployments', 4, 0.2],
    ['/concepts/environments', 3, 0.1],
    ['/sdks/node', 5, 0.3],
    ['/sdks/python', 4, 0.35],
    ['/changelog', 3, 0.1],
];
const NEGATIVE_COMMENTS = [
    'The example returns a 401 for me, the page does not say which key to use.',
    'Step 3 is missing: where do I find the project ID?',
    'This is out of date, the flag was renamed.',
    'Too much marketing, not enough detail.',
    'The code sample does not compile.',
    'Could not follow this at all. Please add a full example.',
    'Broken link in the second paragraph.',
    'What is the rate limit? Not mentioned anywhere.',
];
const POSITIVE_COMMENTS = [
    'Clear and short, thanks!',
    'Exactly what I needed.',
    'Great walkthrough.',
    'The diagram helped a lot.',
    'Worked first try.',
];
const AGENT_COMMENTS = [
    'The documented response omits the `updatedAt` field that the API returns.',
    'Parameter `limit` is described as optional but the example always sets it.',
    'The page links to /api-reference/users/get which returns 404.',
    'Contradicts /guides/authentication about key scopes.',
];
const SNIPPETS = [
    {
        code: "import { Client } from '@acme/sdk';\n\nconst client = new Client({ apiKey: process.env.KEY });\n",
        filename: 'client.ts',
        lang: 'typescript',
    },
    {
        code: 'curl -X POST https://api.example.com/v1/users \\\n  -H "Authorization: Bearer $KEY"',
        filename: null,
        lang: 'bash',
    },
    { code: 'pip install acme-sdk', filename: null, lang: null },
    {
        code: 'from acme import Client\n\nclient = Client(api_key="...")\nprint(client.users.list())',
        filename: 'main.py',
        lang: 'python',
    },
    { code: '{\n  "name": "docs",\n  "theme": "mint"\n}', filename: 'docs.json', lang: 'json' },
];
const SNIPPET_COMMENTS = [
    'This throws "module not found".',
    'Missing the import for Client.',
    'Copy button copies the $ prompt too.',
    null,
    'Works, but please show the output.',
];
/** Built once: a > 5,000 character comment with a few line breaks in it. */
const LONG_COMMENT = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1}: I tried every variation of the configuration described here and none of them work.` +
    (i % 10 === 9 ? '\n\n' : ' ')).join('');
const PLANTED = [
    {
        source: 'contextual',
        comment: '@everyone this page is broken, please fix',
        helpful: false,
        contact: null,
    },
    {
        source: 'contextual',
        comment: 'Same problem as #123 and acme/docs#456, still not fixed',
        helpful: false,
        contact: null,
    },
    { source: 'contextual', comment: '<img src=x onerror=alert(1)>', helpful: false, contact: null },
    {
        source: 'contextual',
        comment: 'The fix is [here](javascript:alert(1)), click it',
        helpful: false,
        contact: 'attacker@example.com',
    },
    {
        source: 'contextual',
        comment: 'Nice](https://evil.example/phish) [Verify your GitHub account](https://evil.example/login)',
        helpful: false,
        contact: null,
    },
    {
        source: 'code_snippet',
        comment: 'The sample breaks when the code contains ``` like this one',
        code: 'const fence = "```";\nconsole.log(`${fence}js\\nhello\\n${fence}`);',
        filename: 'fence.js',
        lang: 'javascript',
    },
    {
        source: 'code_snippet',
        comment: 'Nested fences: ```` render wrong',
        code: '````md\n```bash\nnpm i mint\n```\n````\n`````',
        filename: null,
        lang: 'markdown',
    },
    { source: 'contextual', comment: LONG_COMMENT, helpful: false, contact: 'long@example.com' },
    { source: 'contextual', comment: null, helpful: false, contact: 'reader@example.com' },
    {
        source: 'agent',
        comment: 'Table cells | break | here\n| a | b |\n|---|---|\n</details> <!-- closed -->',
    },
    {
        source: 'contextual',
        comment: 'ping @octocat ${{ secrets.GITHUB_TOKEN }} \u202eRTL\u202c 💥\r\nsecond line',
        helpful: true,
        contact: null,
    },
];
/**
 * Builds the dataset: `count` entries over the `days` before `now`, sorted newest first; the
 * hostile values planted among them unless `showcase` (readers' ordinary feedback only).
 */
function generateFeedback(seed, count, days, now, showcase = false) {
    const rng = new Rng(seed, 'feedback');
    const spanMs = Math.max(1, days * DAY_MS);
    const entries = [];
    for (let i = 0; i < count; i++) {
        const source = rng.weighted([
            ['contextual', 40],
            ['code_snippet', 25],
            ['agent', 15],
            ['thumbs_only', 20],
        ]);
        const page = rng.weighted(PAGES.map((p) => [p, p[1]]));
        const previous = entries[entries.length - 1];
        // Every 25th entry shares its timestamp with the one before so the id tie-break is exercised.
        const createdMs = i % 25 === 24 && previous?.createdAt
            ? Date.parse(previous.createdAt)
            : now - 1 - Math.floor(rng.next() * spanMs);
        const base = {
            id: `fb_${derive('feedback', seed, i).slice(0, 20)}`,
            path: page[0],
            createdAt: new Date(createdMs).toISOString(),
            status: rng.weighted([
                ['pending', 50],
                ['in_progress', 15],
                ['resolved', 25],
                ['dismissed', 10],
            ]),
        };
        const helpful = rng.next() >= page[2];
        if (source === 'contextual') {
            const withComment = rng.next() < 0.75;
            entries.push({
                ...base,
                source,
                comment: withComment ? rng.pick(helpful ? POSITIVE_COMMENTS : NEGATIVE_COMMENTS) : null,
                helpful,
                contact: rng.next() < 0.2 ? `reader${i}@example.com` : null,
            });
        }
        else if (source === 'code_snippet') {
            const snippet = rng.pick(SNIPPETS);
            entries.push({ ...base, source, comment: rng.pick(SNIPPET_COMMENTS), ...snippet });
        }
        else if (source === 'agent') {
            entries.push({ ...base, source, comment: rng.pick(AGENT_COMMENTS) });
        }
        else {
            entries.push({ ...base, source, comment: null });
        }
    }
    if (!showcase)
        plant(entries, seed);
    entries.sort(compareEntries);
    return entries.map((entry) => Object.freeze(inContractOrder(entry)));
}
/** Rebuilds an entry with its keys in the contract's order, so JSON output reads naturally. */
function inContractOrder(entry) {
    const { id, path, comment, createdAt, status } = entry;
    if (entry.source === 'contextual') {
        const { source, helpful, contact } = entry;
        return { id, path, comment, createdAt, source, status, helpful, contact };
    }
    if (entry.source === 'code_snippet') {
        const { source, code, filename, lang } = entry;
        return { id, path, comment, createdAt, source, status, code, filename, lang };
    }
    return { id, path, comment, createdAt, source: entry.source, status };
}
/** Overwrites seeded positions with the hostile values, keeping id, path, date and status. */
function plant(entries, seed) {
    const rng = new Rng(seed, 'planted');
    const order = entries.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [order[i], order[j]] = [order[j], order[i]];
    }
    PLANTED.forEach((planted, k) => {
        const index = order[k];
        if (index === undefined)
            return; // tiny datasets hold only the first few planted values
        const current = entries[index];
        if (!current)
            return;
        const { id, path, createdAt, status } = current;
        const base = { id, path, createdAt, status };
        if (planted.source === 'contextual') {
            entries[index] = { ...base, ...planted };
        }
        else if (planted.source === 'code_snippet') {
            entries[index] = { ...base, ...planted };
        }
        else {
            entries[index] = { ...base, ...planted };
        }
    });
}
/** Newest first; equal timestamps ordered by id so pages are stable. */
function compareEntries(a, b) {
    const ta = Date.parse(a.createdAt ?? '');
    const tb = Date.parse(b.createdAt ?? '');
    if (ta !== tb)
        return tb - ta;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** Parses YYYY-MM-DD (UTC midnight) or an ISO 8601 date-time (UTC when no offset); else null. */
function parseContractDate(value) {
    const dateOnly = DATE_ONLY.exec(value);
    const dateTime = dateOnly ? null : DATE_TIME.exec(value);
    const match = dateOnly ?? dateTime;
    if (!match)
        return null;
    const [, y, mo, d] = match;
    // Reject dates like 2024-02-30, which Date would silently roll over.
    const calendar = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (calendar.getUTCFullYear() !== Number(y) ||
        calendar.getUTCMonth() !== Number(mo) - 1 ||
        calendar.getUTCDate() !== Number(d)) {
        return null;
    }
    if (dateOnly)
        return calendar.getTime();
    if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59)
        return null;
    const text = match[7] ? value : `${value}Z`;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms;
}
/**
 * Reads the report window every analytics endpoint takes (`dateFrom` inclusive, `dateTo`
 * exclusive), adding a detail per unreadable date.
 */
function parseWindow(params, details) {
    const window = {};
    for (const name of ['dateFrom', 'dateTo']) {
        const raw = params.get(name);
        if (raw === null)
            continue;
        const ms = parseContractDate(raw);
        if (ms === null) {
            details.push({
                message: `${name}: expected a date in ISO 8601 or YYYY-MM-DD format, got ${JSON.stringify(raw)}`,
            });
        }
        else {
            window[name] = ms;
        }
    }
    return window;
}
/**
 * Reads `dateFrom`, `dateTo`, `source` and `status` (comma-separated, repeatable), adding one
 * detail per problem; shared by the feedback list and feedback/by-page.
 */
function parseFilters(params, details) {
    const query = parseWindow(params, details);
    const source = params.get('source');
    if (source !== null) {
        if (FEEDBACK_SOURCES.includes(source)) {
            query.source = source;
        }
        else {
            details.push({
                message: `source: expected one of ${FEEDBACK_SOURCES.join(', ')}, got ${JSON.stringify(source)}`,
            });
        }
    }
    const statusValues = params.getAll('status');
    if (statusValues.length > 0) {
        const parts = statusValues
            .join(',')
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '');
        const bad = parts.filter((s) => !FEEDBACK_STATUSES.includes(s));
        for (const value of bad) {
            details.push({
                message: `status: ${JSON.stringify(value)} is not one of ${FEEDBACK_STATUSES.join(', ')}`,
            });
        }
        if (parts.length === 0) {
            details.push({
                message: `status: expected a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}`,
            });
        }
        if (bad.length === 0 && parts.length > 0) {
            query.statuses = [...new Set(parts)].sort();
        }
    }
    return query;
}
/** Validates the query string; collects one detail per problem instead of stopping at the first. */
function parseFeedbackQuery(params, projectId, secret) {
    const details = [];
    const query = { limit: 50 };
    Object.assign(query, parseFilters(params, details));
    const limit = params.get('limit');
    if (limit !== null) {
        const n = limit.trim() === '' ? Number.NaN : Number(limit);
        if (!Number.isInteger(n) || n < 1 || n > 100) {
            details.push({
                message: `limit: expected an integer from 1 to 100, got ${JSON.stringify(limit)}`,
            });
        }
        else {
            query.limit = n;
        }
    }
    const fingerprint = derive('filters', projectId, query.dateFrom ?? '', query.dateTo ?? '', query.source ?? '', (query.statuses ?? []).join(',')).slice(0, 16);
    const cursor = params.get('cursor');
    if (cursor !== null) {
        const decoded = decodeCursor(cursor, secret);
        if (!decoded) {
            details.push({ message: 'cursor: not a cursor issued by this API (malformed or tampered)' });
        }
        else if (decoded.f !== fingerprint) {
            details.push({
                message: 'cursor: issued for different filters; repeat the original query parameters',
            });
        }
        else {
            query.after = { t: decoded.t, id: decoded.id };
        }
    }
    if (details.length > 0)
        return { ok: false, details };
    return { ok: true, query: { ...query, fingerprint } };
}
function checksum(payload, secret) {
    const text = `${payload.v}|${payload.t}|${payload.id}|${payload.f}`;
    return (0,external_node_crypto_namespaceObject.createHmac)('sha256', secret).update(text).digest('hex').slice(0, 16);
}
/** The opaque, tamper-evident cursor of a position. */
function encodeCursor(payload, secret) {
    return Buffer.from(JSON.stringify({ ...payload, c: checksum(payload, secret) })).toString('base64url');
}
function decodeCursor(cursor, secret) {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor))
        return null;
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    }
    catch {
        return null;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return null;
    const p = parsed;
    if (p.v !== 1 || typeof p.t !== 'number' || typeof p.id !== 'string' || typeof p.f !== 'string') {
        return null;
    }
    const payload = { v: 1, t: p.t, id: p.id, f: p.f };
    return p.c === checksum(payload, secret) ? payload : null;
}
/** Applies a validated query to the (newest-first) dataset. */
function pageFeedback(all, query, secret) {
    const matching = all.filter((entry) => {
        const t = Date.parse(entry.createdAt ?? '');
        if (query.dateFrom !== undefined && !(t >= query.dateFrom))
            return false;
        if (query.dateTo !== undefined && !(t < query.dateTo))
            return false;
        if (query.source && entry.source !== query.source)
            return false;
        if (query.statuses && !query.statuses.includes(entry.status))
            return false;
        if (query.after) {
            const { t: at, id } = query.after;
            if (t > at || (t === at && entry.id <= id))
                return false;
        }
        return true;
    });
    const feedback = matching.slice(0, query.limit);
    const hasMore = matching.length > feedback.length;
    const last = feedback[feedback.length - 1];
    const nextCursor = hasMore && last
        ? encodeCursor({ v: 1, t: Date.parse(last.createdAt ?? ''), id: last.id, f: query.fingerprint }, secret)
        : null;
    return { feedback, nextCursor, hasMore };
}

;// CONCATENATED MODULE: ./emulator/platform/lifecycle.ts
/**
 * Wall-clock state machines of updates and export jobs. Records store only their creation time and
 * timings; every read computes the state, so no timers run in the background.
 */

/**
 * Default build log; includes hostile lines (fences, HTML, pipes) for escaping tests, or with
 * `showcase` the plain warnings a real build prints instead.
 */
function defaultLogs(sha, outcome, showcase = false) {
    const warnings = showcase
        ? ['[warn] guides/intro.mdx: image /images/flow.png has no alt text']
        : [
            '[warn] guides/intro.mdx: code block contains ``` inside a fence',
            '[warn] api-reference/users/create.mdx: stripped raw HTML <script>alert("logs")</script>',
            '[warn] concepts/deployments.mdx: table row "a | b" has an unescaped | pipe',
        ];
    const head = [
        `[info] Cloning repository at ${sha.slice(0, 7)}`,
        '[info] Installing dependencies',
        '[info] Building 42 pages',
        ...warnings,
    ];
    return outcome === 'success'
        ? [...head, '[info] Uploading static assets', '[info] Deployment succeeded']
        : [
            ...head,
            '[error] Broken link to /guides/missing in guides/intro.mdx',
            '[error] Build failed with 1 error',
        ];
}
/** Default summary of an ended update. */
function defaultSummary(outcome) {
    return outcome === 'success'
        ? 'Deployment succeeded'
        : 'Deployment failed: broken link to /guides/missing in guides/intro.mdx';
}
/** The record GET /v1/project/update-status/{statusId} returns at time `now`. */
function renderUpdate(state, now, ctx) {
    const elapsed = now - state.createdAt;
    const endsAt = state.createdAt + state.queuedMs + state.runningMs;
    let status;
    let summary;
    let logs;
    if (elapsed < state.queuedMs) {
        status = 'queued';
        summary = 'Update queued';
        logs = [];
    }
    else if (now < endsAt) {
        status = state.statusOverride ?? 'in_progress';
        summary = 'Deployment in progress';
        logs = state.logs.slice(0, Math.ceil(state.logs.length / 2));
    }
    else {
        status = state.outcome;
        summary = state.summary;
        logs = [...state.logs];
    }
    const ended = status === 'success' || status === 'failure';
    return {
        _id: state.id,
        projectId: ctx.projectId,
        createdAt: new Date(state.createdAt).toISOString(),
        ...(ended ? { endedAt: new Date(endsAt).toISOString() } : {}),
        status,
        summary,
        logs,
        subdomain: state.subdomain ?? ctx.subdomain,
        ...(ctx.images
            ? {
                screenshot: `${ctx.url}/screenshots/screenshot.png`,
                screenshotLight: `${ctx.url}/screenshots/light.png`,
                screenshotDark: `${ctx.url}/screenshots/dark.png`,
            }
            : {}),
        author: {
            name: 'Ada Lovelace',
            // The showcase's avatar is GitHub's own, which renders wherever the samples are read.
            avatarUrl: ctx.images
                ? `${ctx.url}/avatars/ada.png`
                : 'https://avatars.githubusercontent.com/u/583231?v=4',
            githubUserId: 583231,
        },
        commit: {
            sha: state.sha,
            ref: state.ref,
            message: state.message,
            filesChanged: {
                added: [...state.filesChanged.added],
                modified: [...state.filesChanged.modified],
                removed: [...state.filesChanged.removed],
            },
        },
        source: state.source,
    };
}
/** Default error of a failed export job. */
const DEFAULT_EXPORT_ERROR = 'Rendering /api-reference/users/create timed out after 30 s; the export was aborted.';
/** Failed jobs ramp up to this share of the work before failing. */
const FAILURE_POINT = 0.6;
/** Current status of a job, as computed at `now`. */
function exportStatus(state, now) {
    const elapsed = now - state.createdAt;
    if (elapsed < state.queuedMs)
        return 'queued';
    if (elapsed < state.queuedMs + state.runningMs)
        return 'running';
    return state.outcome;
}
/** The job body at time `now`: progress rises linearly while running, pageCount follows it. */
function renderJob(state, now) {
    const status = exportStatus(state, now);
    const runStart = state.createdAt + state.queuedMs;
    const endsAt = runStart + state.runningMs;
    const ceiling = state.outcome === 'failed' ? FAILURE_POINT : 1;
    let fraction;
    let updatedAt;
    if (status === 'queued') {
        fraction = 0;
        updatedAt = state.createdAt;
    }
    else if (status === 'running') {
        fraction = ceiling * Math.min(1, (now - runStart) / Math.max(1, state.runningMs));
        updatedAt = now;
    }
    else {
        fraction = ceiling;
        updatedAt = endsAt;
    }
    return {
        jobId: state.jobId,
        status,
        progress: Math.round(fraction * 1000) / 10,
        pageCount: Math.floor(fraction * state.pageCount),
        createdAt: new Date(state.createdAt).toISOString(),
        updatedAt: new Date(updatedAt).toISOString(),
        ...(status === 'failed' ? { error: state.error } : {}),
    };
}
/** Ids derived from the seed and a per-kind counter. */
const ids = {
    /** 24 hex characters, like a database object id. */
    update: (seed, n) => derive('update', seed, n).slice(0, 24),
    /** `se_` + 16 hex characters, as in the contract's example. */
    exportJob: (seed, n) => `se_${derive('export', seed, n).slice(0, 16)}`,
    /** 40 hex characters. */
    commit: (seed, n) => derive('commit', seed, n).slice(0, 40),
    /** 24 hex characters, like a database object id: an automation run. */
    automationRun: (seed, n) => derive('automation-run', seed, n).slice(0, 24),
    /** `job_` + 16 hex characters: the background job of an automation run. */
    automationJob: (seed, n) => `job_${derive('automation-job', seed, n).slice(0, 16)}`,
};

;// CONCATENATED MODULE: ./emulator/platform/assistant-data.ts
/**
 * The seeded assistant-conversations dataset and the query engine of
 * GET /v1/analytics/{projectId}/assistant: newest first, `limit` 1–1000 (default 100), and the
 * contract's ULID cursor (the id of the last conversation served; the next page starts below it).
 * Validation gives one detail per problem.
 */


const assistant_data_DAY_MS = 86_400_000;
/** Host of the docs site the conversations' page URLs and sources point at. */
const SITE = 'https://docs.example.com';
/** [page, title, unanswered share, questions readers ask there]. */
const assistant_data_PAGES = [
    [
        '/quickstart',
        'Quickstart',
        0.3,
        [
            'How do I get an API key?',
            'Which Node version does the quickstart need?',
            'Can I run the quickstart on Windows?',
            'Why does the dev server fail with EADDRINUSE?',
        ],
    ],
    [
        '/guides/intro',
        'Introduction',
        0.4,
        [
            'What is the difference between a project and a deployment?',
            'Is there a video walkthrough of the introduction?',
            'Does the intro example work with Python?',
        ],
    ],
    [
        '/guides/authentication',
        'Authentication',
        0.25,
        ['How do I rotate an admin key?', 'Do keys expire?', 'Can I restrict a key to an IP range?'],
    ],
    ['/guides/webhooks', 'Webhooks', 0.2, ['How are webhooks signed?', 'Are webhooks retried?']],
    ['/api-reference/users/create', 'Create a user', 0.15, ['Which fields are required?']],
    ['/sdks/node', 'Node SDK', 0.1, ['Does the SDK support ESM?', 'How do I set a timeout?']],
    ['/concepts/deployments', 'Deployments', 0.2, ['How long does a deployment take?']],
];
const CATEGORIES = ['getting-started', 'authentication', 'api', 'sdk', null];
/**
 * Planted conversations, the newest of the dataset: unanswered questions with contact details and
 * a long text on the demo's pages, and one full of markup, for redaction and escaping tests.
 */
const assistant_data_PLANTED = [
    [
        '/guides/intro',
        'How do I connect the intro example to our SSO? Please email me at jane.doe@example.com or call +1 (415) 555-0132.',
        'unanswered',
    ],
    [
        '/quickstart',
        'Does the quickstart work behind a corporate proxy? Reach me on 020 7946 0958',
        'unanswered',
    ],
    [
        // Away from the demo's pages, so its comment reads like a real one.
        '/guides/authentication',
        '@everyone <img src=x onerror=alert(1)> see [the docs](javascript:alert(1)) like #123',
        'unanswered',
    ],
    [
        '/quickstart',
        `Where is the list of regions? ${'I looked through every page of the quickstart and the guides and could not find which regions are supported, or whether data stays in the EU. '.repeat(3)}`,
        'unanswered',
    ],
    ['/guides/intro', 'What does the introduction cover?', 'answered'],
];
/** The planted conversations of the showcase: the markup one replaced by an ordinary question. */
const SHOWCASE_PLANTED = assistant_data_PLANTED.map((row) => row[0] === '/guides/authentication'
    ? ['/guides/authentication', 'How long does an OAuth access token stay valid?', 'unanswered']
    : row);
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID: 48-bit time in ms (10 characters), then 80 bits of randomness (16 characters). */
function ulid(time, rng) {
    let t = Math.max(0, Math.floor(time));
    let head = '';
    for (let i = 0; i < 10; i++) {
        head = (CROCKFORD[t % 32] ?? '0') + head;
        t = Math.floor(t / 32);
    }
    let tail = '';
    for (let i = 0; i < 16; i++)
        tail += CROCKFORD[Math.floor(rng.next() * 32)] ?? '0';
    return head + tail;
}
/** Whether `text` is a ULID (Crockford base32, 26 characters, time within 48 bits). */
function isUlid(text) {
    return /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(text);
}
/**
 * Builds `count` conversations over the `days` before `now` (the planted ones the newest),
 * sorted newest first. Most start on a page and cite it; some start nowhere and only cite it.
 * With `showcase`, the planted ones are ordinary questions (no markup).
 */
function generateAssistant(seed, count, days, now, showcase = false) {
    const rng = new Rng(seed, 'assistant');
    const spanMs = Math.max(1, days * assistant_data_DAY_MS);
    const rows = [];
    (showcase ? SHOWCASE_PLANTED : assistant_data_PLANTED).slice(0, count).forEach(([path, query, status], k) => {
        const time = now - (k + 1) * 37 * 60_000;
        rows.push(conversation(rng, time, path, query, status));
    });
    for (let i = rows.length; i < count; i++) {
        const [path, , unanswered, questions] = rng.weighted(assistant_data_PAGES.map((p, j) => [p, 8 - j]));
        const time = now - 4 * 3_600_000 - Math.floor(rng.next() * spanMs);
        const status = rng.next() < unanswered ? 'unanswered' : 'answered';
        rows.push(conversation(rng, time, path, rng.pick(questions), status));
    }
    rows.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return rows.map((row) => Object.freeze(row));
}
function conversation(rng, time, path, query, status) {
    const title = assistant_data_PAGES.find((p) => p[0] === path)?.[1] ?? path;
    const clarifying = status === 'answered' && rng.next() < 0.1;
    const startsOnPage = rng.next() < 0.85;
    const other = rng.pick(assistant_data_PAGES);
    const sources = status === 'unanswered'
        ? []
        : [
            { title, url: `${SITE}${path}` },
            ...(rng.next() < 0.4 ? [{ title: other[1], url: `${SITE}${other[0]}` }] : []),
        ];
    return {
        id: ulid(time, rng),
        timestamp: new Date(time).toISOString(),
        query,
        response: clarifying
            ? 'Which language are you using?'
            : status === 'answered'
                ? `See ${title}: it covers this step by step.`
                : 'I could not find this in the documentation.',
        responseType: clarifying ? 'clarifying_question' : 'answer',
        sources,
        resolutionStatus: status,
        queryCategory: rng.pick(CATEGORIES),
        // An unanswered question has no source: it is matched by the page it started on.
        pageUrl: startsOnPage || sources.length === 0 ? `${SITE}${path}` : null,
    };
}
/** Validates the assistant query string against the contract. */
function parseAssistantQuery(params) {
    const details = [];
    const query = { limit: 100, ...parseWindow(params, details) };
    const limitRaw = params.get('limit');
    if (limitRaw !== null) {
        // The contract types this limit as a number from 1 to 1000.
        const n = limitRaw.trim() === '' ? Number.NaN : Number(limitRaw);
        if (!Number.isFinite(n) || n < 1 || n > 1000) {
            details.push({
                message: `limit: expected a number from 1 to 1000, got ${JSON.stringify(limitRaw)}`,
            });
        }
        else {
            query.limit = Math.floor(n);
        }
    }
    const cursor = params.get('cursor');
    if (cursor !== null) {
        if (isUlid(cursor))
            query.cursor = cursor.toUpperCase();
        else {
            details.push({
                message: `cursor: expected a ULID (26 characters of Crockford base32), got ${JSON.stringify(cursor.slice(0, 40))}`,
            });
        }
    }
    return details.length > 0 ? { ok: false, details } : { ok: true, query };
}
/**
 * One page of conversations, newest first. With `endless`, every page says more follow and hands
 * back a cursor newer than every conversation, so following it starts the list again.
 */
function pageAssistant(all, query, endless = false) {
    const matching = all.filter((c) => {
        const t = Date.parse(c.timestamp);
        if (query.dateFrom !== undefined && t < query.dateFrom)
            return false;
        if (query.dateTo !== undefined && t >= query.dateTo)
            return false;
        return query.cursor === undefined || c.id < query.cursor;
    });
    const conversations = matching.slice(0, query.limit);
    const hasMore = matching.length > conversations.length;
    if (endless)
        return { conversations, nextCursor: `7${'Z'.repeat(25)}`, hasMore: true };
    const last = conversations[conversations.length - 1];
    return { conversations, nextCursor: hasMore && last ? last.id : null, hasMore };
}

;// CONCATENATED MODULE: ./emulator/platform/site-data.ts
/**
 * Pages planted into every analytics dataset at once (`pages` of the emulator's options): a page
 * with the views, votes, comments, unanswered assistant questions and unclicked search terms a
 * test names, on top of the generated data. A site-wide report (mode `health`) can then be
 * checked against a site whose worst page is known: one read 400,000 times and rated poorly
 * beside one read 900,000 times and praised.
 */



const site_data_DAY_MS = 86_400_000;
/** Host of the docs site the conversations' page URLs point at (as in the assistant dataset). */
const site_data_SITE = 'https://docs.example.com';
/** Day `d` of `days` (0 the newest) as a time inside it, shifted by `k` minutes. */
function dayTime(now, days, i, k) {
    const d = i % Math.max(1, Math.floor(days));
    return now - d * site_data_DAY_MS - 3_600_000 - k * 60_000;
}
/** `total` spread over `days` whole days (the remainder on the newest). */
function spread(total, days) {
    const n = Math.max(1, Math.floor(days));
    const each = Math.floor(total / n);
    return Array.from({ length: n }, (_, d) => each + (d === 0 ? total - each * n : 0));
}
/** The views dataset with the planted pages' views added (human views as given, AI on top). */
function plantViews(data, pages, days) {
    const planted = pages.map((page) => {
        const human = spread(page.views, days);
        const ai = spread(page.aiViews ?? 0, days);
        return { path: page.path, days: human.map((h, d) => [h, ai[d] ?? 0]) };
    });
    return { ...data, pages: [...data.pages, ...planted] };
}
/**
 * The feedback dataset with each planted page's votes added: `thumbsDown` unhelpful and `thumbsUp`
 * helpful contextual entries, the page's `comments` on its newest unhelpful ones (in order).
 */
function plantFeedback(entries, pages, seed, days, now) {
    const out = [...entries];
    pages.forEach((page, p) => {
        const votes = [
            ...Array.from({ length: page.thumbsDown ?? 0 }, () => false),
            ...Array.from({ length: page.thumbsUp ?? 0 }, () => true),
        ];
        votes.forEach((helpful, i) => {
            const comment = helpful ? null : (page.comments?.[i] ?? null);
            out.push({
                id: `fb_${derive('planted-page', seed, p, i).slice(0, 20)}`,
                path: page.path,
                comment,
                createdAt: new Date(dayTime(now, days, i, p)).toISOString(),
                source: 'contextual',
                status: 'pending',
                helpful,
                contact: null,
            });
        });
    });
    return out.sort(compareEntries);
}
/** The assistant dataset with each planted page's unanswered questions (and answered count). */
function plantAssistant(rows, pages, seed, days, now) {
    const rng = new Rng(seed, 'planted-assistant');
    const out = [...rows];
    pages.forEach((page, p) => {
        const turns = [
            ...(page.unanswered ?? []).map((q) => [q, 'unanswered']),
            ...Array.from({ length: page.answered ?? 0 }, () => ['How do I start?', 'answered']),
        ];
        turns.forEach(([query, status], i) => {
            const url = `${site_data_SITE}${page.path}`;
            out.push({
                id: ulid(dayTime(now, days, i, p + 7), rng),
                timestamp: new Date(dayTime(now, days, i, p + 7)).toISOString(),
                query,
                response: status === 'answered' ? 'It is covered here.' : 'I could not find this in the docs.',
                responseType: 'answer',
                sources: status === 'answered' ? [{ title: page.path, url }] : [],
                resolutionStatus: status,
                queryCategory: null,
                pageUrl: url,
            });
        });
    });
    return out.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
/** The search dataset with each planted page's unclicked terms (searched daily, never clicked). */
function plantSearches(data, pages, days) {
    const terms = pages.flatMap((page) => (page.zeroClickSearches ?? []).map((term) => ({
        term,
        page: null,
        days: spread(6 * Math.max(1, Math.floor(days)), days).map((h) => [h, 0]),
    })));
    return { ...data, terms: [...data.terms, ...terms] };
}

;// CONCATENATED MODULE: ./emulator/platform/reader-texts.ts
/** The text for the `i`-th row of a page: the texts in turn. */
function textFor(texts, i) {
    return texts[i % texts.length] ?? '';
}
/** `text`, then what was there (if anything), one blank between. */
function before(text, original, separator = ' ') {
    return original ? `${text}${separator}${original}` : text;
}
/**
 * A feedback page whose `i`-th entry's comment starts with text `i` (an entry without a comment
 * gets one), and whose code snippets' code starts with it on a line of its own.
 */
function readerTextFeedback(page, texts) {
    if (texts.length === 0)
        return page;
    const feedback = page.feedback.map((e, i) => {
        const text = textFor(texts, i);
        const comment = before(text, e.comment);
        return e.source === 'code_snippet'
            ? { ...e, comment, code: before(text, e.code, '\n') }
            : { ...e, comment };
    });
    return { ...page, feedback };
}
/** A search page whose `i`-th term starts with text `i`. */
function readerTextSearches(page, texts) {
    if (texts.length === 0)
        return page;
    const searches = page.searches.map((row, i) => ({
        ...row,
        searchQuery: before(textFor(texts, i), row.searchQuery),
    }));
    return { ...page, searches };
}
/** An assistant page whose `i`-th question starts with text `i`. */
function readerTextAssistant(page, texts) {
    if (texts.length === 0)
        return page;
    const conversations = page.conversations.map((c, i) => ({
        ...c,
        query: before(textFor(texts, i), c.query),
    }));
    return { ...page, conversations };
}

;// CONCATENATED MODULE: ./emulator/platform/searches-data.ts
/**
 * The seeded search-terms dataset and the query engine of GET /v1/analytics/{projectId}/searches:
 * terms by hits (descending) over the window, with click-through, most-clicked page and last
 * search; `limit` 1–100 (default 50); opaque, tamper-evident cursors bound to the window they were
 * issued for. Validation gives one detail per problem.
 */



const searches_data_DAY_MS = 86_400_000;
/**
 * [term, most-clicked page (null: nobody clicks), daily searches, click share]. The first pages
 * of the feedback and views datasets get several terms each (the demo's `/guides/intro` and
 * `/quickstart` among them), and a dozen terms lead nowhere: the content gaps.
 */
const KNOWN_TERMS = [
    ['quickstart', '/quickstart', 34, 0.72],
    ['getting started', '/guides/intro', 30, 0.61],
    ['install', '/quickstart', 26, 0.55],
    ['authentication', '/guides/authentication', 22, 0.58],
    ['api key', '/quickstart', 20, 0.5],
    ['sso', null, 18, 0],
    ['introduction', '/guides/intro', 17, 0.46],
    ['webhooks', '/guides/webhooks', 16, 0.6],
    ['setup', '/quickstart', 14, 0.41],
    ['overview', '/guides/intro', 12, 0.35],
    ['rate limit', '/guides/advanced/rate-limits', 12, 0.52],
    ['create user', '/api-reference/users/create', 11, 0.7],
    ['saml', null, 10, 0],
    ['deploy', '/concepts/deployments', 10, 0.49],
    ['node sdk', '/sdks/node', 9, 0.63],
    ['terraform provider', null, 9, 0],
    ['first steps', '/guides/intro', 8, 0.4],
    ['python', '/sdks/python', 8, 0.57],
    ['hello world', '/quickstart', 8, 0.6],
    ['oauth', '/guides/authentication', 8, 0.38],
    ['list users', '/api-reference/users/list', 7, 0.6],
    ['delete account', null, 7, 0],
    ['what is acme', '/guides/intro', 6, 0.3],
    ['graphql', null, 6, 0],
    ['password reset for jane.doe@example.com', null, 5, 0],
    ['on-premise', null, 5, 0],
    ['environments', '/concepts/environments', 5, 0.5],
    ['audit log export', null, 5, 0],
    ['kubernetes helm chart', null, 4, 0],
    ['pricing api', null, 4, 0],
    ['call me +1 415 555 0199', null, 4, 0],
    ['ip allowlist', null, 4, 0],
    ['changelog', '/changelog', 3, 0.8],
    ['soc 2 report', null, 3, 0],
];
/** Words of the generated long tail. */
const TAIL_WORDS = ['config', 'error', 'limit', 'token', 'page', 'theme', 'search', 'export'];
/** Folders of the long tail's pages (as in the views dataset). */
const TAIL_FOLDERS = ['reference/endpoints', 'guides/recipes', 'integrations', 'blog'];
/**
 * Builds `termCount` terms (the known ones first, then a long tail of rarely searched terms, one
 * in five leading nowhere) with searches and clicks per day over the `days` before `now`.
 */
function generateSearches(seed, termCount, days, now) {
    const rng = new Rng(seed, 'searches');
    const dayCount = Math.max(1, Math.floor(days));
    const terms = [];
    for (let i = 0; i < termCount; i++) {
        const known = KNOWN_TERMS[i];
        const k = i - KNOWN_TERMS.length;
        const term = known
            ? known[0]
            : `${TAIL_WORDS[k % TAIL_WORDS.length]} ${TAIL_WORDS[Math.floor(k / 8) % TAIL_WORDS.length]} ${k}`;
        const page = known
            ? known[1]
            : k % 5 === 4
                ? null
                : `/${TAIL_FOLDERS[k % TAIL_FOLDERS.length]}/page-${String(k + 15).padStart(4, '0')}`;
        // Below every known term: the tail's mean falls from 2.5 a day towards 0.5 with its rank.
        const mean = known ? known[2] : 0.5 + 2 / (1 + k / 20);
        const share = known ? known[3] : page === null ? 0 : 0.2 + rng.next() * 0.5;
        const series = [];
        for (let d = 0; d < dayCount; d++) {
            const hits = Math.max(0, Math.round(mean * (0.6 + rng.next() * 0.8)));
            const clicks = share === 0 ? 0 : Math.min(hits, Math.round(hits * share * (0.8 + rng.next() * 0.4)));
            series.push([hits, clicks]);
        }
        terms.push({ term, page, days: series });
    }
    return { startedAt: now, terms };
}
/** Validates the searches query string against the contract. */
function parseSearchesQuery(params, secret) {
    const details = [];
    const window = parseWindow(params, details);
    const query = { limit: 50, offset: 0, fingerprint: '', ...window };
    const limitRaw = params.get('limit');
    if (limitRaw !== null) {
        // The contract types this limit as a number from 1 to 100.
        const n = limitRaw.trim() === '' ? Number.NaN : Number(limitRaw);
        if (!Number.isFinite(n) || n < 1 || n > 100) {
            details.push({
                message: `limit: expected a number from 1 to 100, got ${JSON.stringify(limitRaw)}`,
            });
        }
        else {
            query.limit = Math.floor(n);
        }
    }
    query.fingerprint = derive('searches', window.dateFrom ?? '', window.dateTo ?? '').slice(0, 16);
    const cursor = params.get('cursor');
    if (cursor !== null) {
        const decoded = decodeSearchCursor(cursor, secret);
        if (decoded === null) {
            details.push({ message: 'cursor: not a cursor issued by this API (malformed or tampered)' });
        }
        else if (decoded.f !== query.fingerprint) {
            details.push({
                message: 'cursor: issued for a different date range; repeat the original dateFrom/dateTo',
            });
        }
        else {
            query.offset = decoded.o;
        }
    }
    return details.length > 0 ? { ok: false, details } : { ok: true, query };
}
function searches_data_checksum(o, f, secret) {
    return (0,external_node_crypto_namespaceObject.createHmac)('sha256', secret).update(`s|${o}|${f}`).digest('hex').slice(0, 16);
}
/** The opaque cursor of position `offset` in the list of the window `fingerprint`. */
function encodeSearchCursor(offset, fingerprint, secret) {
    const c = searches_data_checksum(offset, fingerprint, secret);
    return Buffer.from(JSON.stringify({ o: offset, f: fingerprint, c })).toString('base64url');
}
function decodeSearchCursor(cursor, secret) {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor))
        return null;
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    }
    catch {
        return null;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return null;
    const { o, f, c } = parsed;
    if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || typeof f !== 'string')
        return null;
    return c === searches_data_checksum(o, f, secret) ? { o, f } : null;
}
/** Every term searched in the window, most searched first (ties by term), and the total. */
function searchesInWindow(data, from, to) {
    let totalSearches = 0;
    const rows = [];
    for (const series of data.terms) {
        let hits = 0;
        let clicks = 0;
        let last = -1;
        series.days.forEach(([h, c], d) => {
            // A day counts whole, by its middle, as in the views dataset.
            const t = data.startedAt - (d + 0.5) * searches_data_DAY_MS;
            if ((from !== undefined && t < from) || (to !== undefined && t >= to))
                return;
            hits += h;
            clicks += c;
            if (h > 0 && (last === -1 || d < last))
                last = d;
        });
        if (hits === 0)
            continue;
        totalSearches += hits;
        rows.push({
            searchQuery: series.term,
            hits,
            ctr: Math.round((clicks / hits) * 10_000) / 10_000,
            topClickedPage: clicks > 0 ? series.page : null,
            lastSearchedAt: new Date(data.startedAt - (last + 0.5) * searches_data_DAY_MS).toISOString(),
        });
    }
    rows.sort((a, b) => b.hits - a.hits ||
        (a.searchQuery < b.searchQuery ? -1 : a.searchQuery > b.searchQuery ? 1 : 0));
    return { totalSearches, rows };
}
/**
 * One page of search terms. With `endless`, the page's `nextCursor` points back to the start of
 * the list, even on the last page (a service whose cursor never ends).
 */
function pageSearches(data, query, secret, endless = false) {
    const { totalSearches, rows } = searchesInWindow(data, query.dateFrom, query.dateTo);
    const searches = rows.slice(query.offset, query.offset + query.limit);
    const end = query.offset + searches.length;
    const next = endless ? 0 : end < rows.length ? end : null;
    return {
        searches,
        totalSearches,
        nextCursor: next === null ? null : encodeSearchCursor(next, query.fingerprint, secret),
    };
}

;// CONCATENATED MODULE: ./emulator/platform/views-data.ts
/**
 * The seeded page-views dataset and the query engines of GET /v1/analytics/{projectId}/views
 * (offset pagination, `limit` 1–250) and GET /v1/analytics/{projectId}/feedback/by-page (counts
 * per page from the feedback dataset, `limit` 1–100, no way to page further), with the
 * contract's validation: one detail per problem, dates as ISO 8601 or YYYY-MM-DD, `dateTo`
 * exclusive.
 */


const views_data_DAY_MS = 86_400_000;
/**
 * Pages every dataset starts with (the feedback dataset's pages), with their relative traffic:
 * they are the most read, so a report on them shows views.
 */
const KNOWN_PAGES = [
    ['/quickstart', 40],
    ['/guides/intro', 30],
    ['/api-reference/introduction', 24],
    ['/guides/getting-started', 20],
    ['/guides/authentication', 18],
    ['/api-reference/users/create', 15],
    ['/sdks/node', 12],
    ['/guides/webhooks', 10],
    ['/api-reference/users/list', 9],
    ['/sdks/python', 8],
    ['/concepts/deployments', 7],
    ['/guides/advanced/rate-limits', 6],
    ['/api-reference/projects/update', 5],
    ['/concepts/environments', 4],
    ['/changelog', 3],
];
/** Folders the long tail of generated pages lives in. */
const views_data_TAIL_FOLDERS = ['reference/endpoints', 'guides/recipes', 'integrations', 'blog'];
/**
 * Builds `pageCount` pages (the known ones first, then a long tail) with human and AI views per
 * day over the `days` before `now`. Traffic falls off as a power law, so a few pages carry most
 * views and the tail has single digits or none at all in a window.
 */
function generateViews(seed, pageCount, days, now) {
    const rng = new Rng(seed, 'views');
    const pages = [];
    const dayCount = Math.max(1, Math.floor(days));
    for (let i = 0; i < pageCount; i++) {
        const known = KNOWN_PAGES[i];
        const path = known
            ? known[0]
            : `/${views_data_TAIL_FOLDERS[i % views_data_TAIL_FOLDERS.length]}/page-${String(i).padStart(4, '0')}`;
        // Daily human mean: the known pages are weighted, the tail decays with its rank.
        const mean = known ? known[1] * 25 : 400 / (1 + (i - KNOWN_PAGES.length) / 8) ** 1.1;
        const aiShare = 0.05 + rng.next() * 0.3;
        const series = [];
        for (let d = 0; d < dayCount; d++) {
            const human = Math.max(0, Math.round(mean * (0.6 + rng.next() * 0.8)));
            const ai = Math.max(0, Math.round(human * aiShare * (0.5 + rng.next())));
            series.push([human, ai]);
        }
        pages.push({ path, days: series });
    }
    return { startedAt: now, pages };
}
/** A whole number from `raw` in [min, max], or a detail naming the parameter. */
function parseInteger(name, raw, min, max, details) {
    if (raw === null)
        return undefined;
    const n = raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
        const range = Number.isFinite(max) ? `from ${min} to ${max}` : `of ${min} or more`;
        details.push({ message: `${name}: expected an integer ${range}, got ${JSON.stringify(raw)}` });
        return undefined;
    }
    return n;
}
/** Validates the views query string against the contract. */
function parseViewsQuery(params) {
    const details = [];
    const query = { limit: 50, offset: 0, ...parseWindow(params, details) };
    const limit = parseInteger('limit', params.get('limit'), 1, 250, details);
    if (limit !== undefined)
        query.limit = limit;
    const offset = parseInteger('offset', params.get('offset'), 0, Number.POSITIVE_INFINITY, details);
    if (offset !== undefined)
        query.offset = offset;
    return details.length > 0 ? { ok: false, details } : { ok: true, query };
}
/** Whether day `d` of the dataset falls in the window (its middle, so a day counts whole). */
function dayInWindow(data, d, from, to) {
    const t = data.startedAt - (d + 0.5) * views_data_DAY_MS;
    return (from === undefined || t >= from) && (to === undefined || t < to);
}
/** Every page with views in the window, most viewed first (ties by path), and the site totals. */
function viewsInWindow(data, from, to) {
    const totals = { human: 0, ai: 0, total: 0 };
    const rows = [];
    for (const page of data.pages) {
        let human = 0;
        let ai = 0;
        page.days.forEach(([h, a], d) => {
            if (!dayInWindow(data, d, from, to))
                return;
            human += h;
            ai += a;
        });
        const total = human + ai;
        if (total === 0)
            continue;
        totals.human += human;
        totals.ai += ai;
        totals.total += total;
        rows.push({ path: page.path, human, ai, total });
    }
    rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { totals, rows };
}
/**
 * One page of views. With `endless`, `hasMore` stays true past the last row (a misbehaving
 * server whose pages never end; past the end its pages are empty).
 */
function pageViews(data, query, endless = false) {
    const { totals, rows } = viewsInWindow(data, query.dateFrom, query.dateTo);
    const views = rows.slice(query.offset, query.offset + query.limit);
    const hasMore = endless || query.offset + views.length < rows.length;
    return { totals, views, hasMore };
}
/** Validates the feedback/by-page query string against the contract. */
function parseByPageQuery(params) {
    const details = [];
    // The contract lists the filters before the limit; details follow that order.
    const filters = parseFilters(params, details);
    const query = { limit: 10, ...filters };
    const limitRaw = params.get('limit');
    if (limitRaw !== null) {
        // The contract types this limit as a number from 1 to 100.
        const n = limitRaw.trim() === '' ? Number.NaN : Number(limitRaw);
        if (!Number.isFinite(n) || n < 1 || n > 100) {
            details.push({
                message: `limit: expected a number from 1 to 100, got ${JSON.stringify(limitRaw)}`,
            });
        }
        else {
            query.limit = Math.floor(n);
        }
    }
    return details.length > 0 ? { ok: false, details } : { ok: true, query };
}
/** Feedback counts per page for the query: most feedback first (ties by path), `limit` pages. */
function feedbackByPage(all, query) {
    const pages = new Map();
    for (const entry of all) {
        const t = Date.parse(entry.createdAt ?? '');
        if (query.dateFrom !== undefined && !(t >= query.dateFrom))
            continue;
        if (query.dateTo !== undefined && !(t < query.dateTo))
            continue;
        if (query.source && entry.source !== query.source)
            continue;
        if (query.statuses && !query.statuses.includes(entry.status))
            continue;
        let row = pages.get(entry.path);
        if (!row) {
            row = { path: entry.path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
            pages.set(entry.path, row);
        }
        row.total++;
        if (entry.source === 'contextual') {
            if (entry.helpful)
                row.thumbsUp++;
            else
                row.thumbsDown++;
        }
        else if (entry.source === 'code_snippet') {
            row.code++;
        }
    }
    const sorted = [...pages.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { feedback: sorted.slice(0, query.limit), hasMore: sorted.length > query.limit };
}

;// CONCATENATED MODULE: ./emulator/platform/server.ts
/**
 * The Mintlify platform emulator: a real HTTP server on 127.0.0.1 that implements the vendor's
 * published contract (trigger update, update status, preview, trigger automation, static export,
 * analytics), plus an S3-shaped bundle host, with deterministic data and injectable faults.
 */















/** A 1×1 transparent PNG, served for screenshots and avatars. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Largest request body accepted; the contract's bodies are tiny. */
const MAX_BODY_BYTES = 1 << 20;
/** Message of the documented 403 for plans without previews. */
const PREVIEWS_DISABLED = 'Preview deployments are not available on your current plan.';
/** Message of the documented 403 for organizations without static export. */
const EXPORT_DISABLED = 'Static export is not enabled for this organization. Contact sales to enable it on an Enterprise plan.';
/** The automations of a project unless the options say otherwise: one of each state. */
const DEFAULT_AUTOMATIONS = [
    { id: 'auto_changelog', state: 'active' },
    { id: 'auto_paused', state: 'inactive' },
    { id: 'auto_on_push', state: 'not-scheduled' },
];
/** Maps method + path to an endpoint; HEAD is routed like GET. */
function matchRoute(method, path) {
    const get = method === 'GET' || method === 'HEAD';
    const post = method === 'POST';
    const segments = path.split('/').slice(1).map(safeDecode);
    const [a, b, c, d, e] = segments;
    const n = segments.length;
    if (a === 'v1') {
        if (post && n === 4 && b === 'project' && c === 'update' && d) {
            return { endpoint: 'triggerUpdate', params: { projectId: d } };
        }
        if (get && n === 4 && b === 'project' && c === 'update-status' && d) {
            return { endpoint: 'getUpdateStatus', params: { statusId: d } };
        }
        if (b === 'static-export' && c === 'jobs') {
            if (post && n === 3)
                return { endpoint: 'startExport', params: {} };
            if (get && n === 4 && d)
                return { endpoint: 'getExport', params: { jobId: d } };
            if (post && n === 5 && d && e === 'bundle') {
                return { endpoint: 'generateBundle', params: { jobId: d } };
            }
        }
        if (post && n === 4 && b === 'project' && c === 'preview' && d) {
            return { endpoint: 'startPreview', params: { projectId: d } };
        }
        if (get && n === 4 && b === 'analytics' && c && d === 'feedback') {
            return { endpoint: 'listFeedback', params: { projectId: c } };
        }
        if (get && n === 4 && b === 'analytics' && c && d === 'views') {
            return { endpoint: 'listViews', params: { projectId: c } };
        }
        if (get && n === 4 && b === 'analytics' && c && d === 'searches') {
            return { endpoint: 'listSearches', params: { projectId: c } };
        }
        if (get && n === 4 && b === 'analytics' && c && d === 'assistant') {
            return { endpoint: 'listAssistant', params: { projectId: c } };
        }
        if (post && n === 5 && b === 'workflow' && c && d && e === 'trigger') {
            return { endpoint: 'triggerAutomation', params: { projectId: c, automationId: d } };
        }
        if (get && n === 5 && b === 'analytics' && c && d === 'feedback' && e === 'by-page') {
            return { endpoint: 'feedbackByPage', params: { projectId: c } };
        }
    }
    if (get && a === 'bundles' && n === 3 && b && c === 'bundle.tar.gz') {
        return { endpoint: 'download', params: { jobId: b } };
    }
    return { endpoint: 'unknown', params: {} };
}
function safeDecode(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
}
/** A bare hostname: dot-separated labels, no scheme, port, slash or path. */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** Starts the emulator and resolves once it is listening. */
async function startPlatformEmulator(options = {}) {
    const seed = options.seed ?? 1;
    const projectId = options.projectId ?? 'proj_demo';
    const adminKey = options.adminKey ?? `mint_emulator_${derive('admin-key', seed).slice(0, 24)}`;
    const readOnlyKey = options.readOnlyKey ?? `mint_readonly_${derive('read-key', seed).slice(0, 24)}`;
    const expiredKey = options.expiredKey ?? `mint_expired_${derive('expired-key', seed).slice(0, 24)}`;
    const exportEnabled = options.exportEnabled ?? true;
    const analyticsLimit = options.analyticsLimitPerHour ?? 100;
    const triggerLimit = options.triggerLimit ?? { count: 10, windowMs: 10_000 };
    const previewsEnabled = options.previewsEnabled ?? true;
    const previewLimit = options.previewLimit ?? { count: 5, windowMs: 60_000 };
    let previewBehaviour = {
        ...options.preview,
    };
    const previewRecords = [];
    const automations = options.automations ?? DEFAULT_AUTOMATIONS;
    const automationRuns = [];
    const previewHits = [];
    const updateDefaults = options.update ?? {};
    const jobDefaults = options.exportJob ?? {};
    const bundleSpec = options.bundle ?? { kind: 'site' };
    const bundleTtlMs = options.bundleTtlMs ?? 10 * 60_000;
    const subdomain = `${projectId.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`;
    // Secret of presigned links and cursors: derived, so links are reproducible for one seed.
    const secret = derive('emulator-secret', seed);
    const startedAt = Date.now();
    const showcase = options.dataset === 'showcase';
    const planted = options.pages ?? [];
    const feedbackDays = options.feedbackDays ?? 20;
    const dataset = Object.freeze(plantFeedback(generateFeedback(seed, options.feedbackCount ?? 250, feedbackDays, startedAt, showcase), planted, seed, feedbackDays, startedAt));
    let viewsData;
    const viewsDays = options.viewsDays ?? feedbackDays;
    // Built on first use: most runs never ask for views.
    const views = () => (viewsData ??= plantViews(generateViews(seed, options.viewsPageCount ?? 600, viewsDays, startedAt), planted, viewsDays));
    const signalDays = options.signalDays ?? feedbackDays;
    let searchesData;
    let assistantData;
    // Built on first use, like the views.
    const searchTerms = () => (searchesData ??= plantSearches(generateSearches(seed, options.searchTermCount ?? 240, signalDays, startedAt), planted, signalDays));
    const conversations = () => (assistantData ??= Object.freeze(plantAssistant(generateAssistant(seed, options.assistantCount ?? 400, signalDays, startedAt, showcase), planted, seed, signalDays, startedAt)));
    const tempDir = await (0,promises_namespaceObject.mkdtemp)((0,external_node_path_namespaceObject.join)((0,external_node_os_namespaceObject.tmpdir)(), 'mint-platform-emulator-'));
    const faults = new FaultQueue();
    const requests = [];
    const site = await startLiveSite(options.site);
    let triggerPublish;
    const updates = new Map();
    const jobs = new Map();
    const counters = { update: 0, job: 0, link: 0, request: 0 };
    const triggerHits = [];
    const analyticsHits = [];
    const abort = new AbortController();
    const sleepers = new Set();
    let bundlePromise;
    let hostile = options.hostile;
    let readerTexts = options.readerTexts ?? [];
    let url = '';
    const getBundle = () => (bundlePromise ??= buildBundle(bundleSpec, tempDir, seed, projectId, abort.signal));
    if (bundleSpec.kind === 'random') {
        // Large bundles take a while to write; start now so the first bundle request does not wait as
        // long. Failures surface to whoever awaits getBundle().
        getBundle().catch(() => undefined);
    }
    /** Waits `ms`, but returns early when the emulator closes so no timer outlives it. */
    const sleep = (ms) => new Promise((resolve) => {
        const sleeper = {
            timer: setTimeout(() => {
                sleepers.delete(sleeper);
                resolve();
            }, ms),
            resolve,
        };
        sleepers.add(sleeper);
    });
    const renderContext = () => ({ url, projectId, subdomain, images: !showcase });
    function createUpdateRecord(seedOptions, source) {
        const n = counters.update++;
        const id = ids.update(seed, n);
        const outcome = seedOptions.outcome ?? updateDefaults.outcome ?? 'success';
        const sha = seedOptions.commitSha ?? ids.commit(seed, n);
        const statusOverride = seedOptions.statusOverride ?? updateDefaults.statusOverride;
        updates.set(id, {
            id,
            createdAt: Date.now(),
            queuedMs: seedOptions.queuedMs ?? updateDefaults.queuedMs ?? 300,
            runningMs: seedOptions.runningMs ?? updateDefaults.runningMs ?? 700,
            outcome,
            ...(statusOverride !== undefined ? { statusOverride } : {}),
            sha,
            ref: seedOptions.ref ?? 'main',
            message: seedOptions.commitMessage ?? `docs: update quickstart and API reference (#${100 + n})`,
            filesChanged: {
                added: seedOptions.filesChanged?.added ?? ['guides/advanced/rate-limits.mdx'],
                modified: seedOptions.filesChanged?.modified ?? ['quickstart.mdx', 'docs.json'],
                removed: seedOptions.filesChanged?.removed ?? [],
            },
            logs: seedOptions.logs ? [...seedOptions.logs] : defaultLogs(sha, outcome, showcase),
            summary: seedOptions.summary ?? defaultSummary(outcome),
            source: seedOptions.source ?? source,
            ...(seedOptions.subdomain !== undefined ? { subdomain: seedOptions.subdomain } : {}),
        });
        const state = updates.get(id);
        if (state && outcome === 'success' && seedOptions.publish) {
            const { pages, ...publishOptions } = seedOptions.publish;
            site.publish(pages, {
                ...publishOptions,
                at: state.createdAt + state.queuedMs + state.runningMs,
            });
        }
        return id;
    }
    /** Per-request helpers bound to the response and its log entry. */
    function responder(res, entry) {
        const record = (status) => {
            entry.status = status;
        };
        const json = (status, body, headers = {}) => {
            record(status);
            const text = JSON.stringify(status >= 400 ? hostileError(body) : body);
            res.writeHead(status, {
                ...headers,
                'Content-Type': 'application/json; charset=utf-8',
                'Content-Length': Buffer.byteLength(text),
            });
            res.end(text);
        };
        const xml = (status, raw, headers = {}) => {
            record(status);
            // XML escapes only &, < and >: CR, LF and the rest reach the client as they are.
            const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
            const body = hostile === undefined
                ? raw
                : raw
                    .replace(/<Code>[^<]*<\/Code>/, `<Code>${esc(hostile)}</Code>`)
                    .replace(/<Message>[^<]*<\/Message>/, `<Message>${esc(hostile)}</Message>`);
            res.writeHead(status, {
                ...headers,
                'Content-Type': 'application/xml',
                'Content-Length': Buffer.byteLength(body),
            });
            res.end(body);
        };
        return { record, json, xml };
    }
    /** A JSON error body with the hostile text appended to its `error`. */
    function hostileError(body) {
        if (hostile === undefined || typeof body !== 'object' || body === null)
            return body;
        const b = body;
        return typeof b.error === 'string' ? { ...b, error: `${b.error} ${hostile}` } : body;
    }
    /** An update record with the hostile text in every field the action shows. */
    function hostileUpdate(record) {
        if (hostile === undefined)
            return record;
        const h = hostile;
        return {
            ...record,
            summary: `${record.summary} ${h}`,
            logs: [...record.logs, h, `[info] ${h}`],
            author: record.author ? { ...record.author, name: h } : record.author,
            commit: {
                sha: h,
                ref: h,
                message: h,
                filesChanged: {
                    added: [...record.commit.filesChanged.added, h],
                    modified: [...record.commit.filesChanged.modified, `docs/${h}.mdx`],
                    removed: [h],
                },
            },
        };
    }
    /** A feedback page with the hostile text in every entry's free-text fields. */
    function hostileFeedback(page) {
        if (hostile === undefined)
            return page;
        const h = hostile;
        const feedback = page.feedback.map((e) => {
            const base = { ...e, comment: `${e.comment ?? ''} ${h}`, path: `/guides/${h}` };
            return e.source === 'code_snippet'
                ? { ...base, source: 'code_snippet', code: `${e.code}\n${h}`, filename: h, lang: h }
                : base;
        });
        return { ...page, feedback };
    }
    async function handle(req, res) {
        const at = Date.now();
        const method = req.method ?? 'GET';
        const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
        const route = matchRoute(method, parsed.pathname);
        const entry = {
            method,
            path: parsed.pathname,
            query: Object.fromEntries(parsed.searchParams),
            endpoint: route.endpoint,
            status: 0,
            at,
            ...(req.headers.authorization !== undefined
                ? { authorization: req.headers.authorization }
                : {}),
            ...(req.headers['user-agent'] !== undefined ? { userAgent: req.headers['user-agent'] } : {}),
            ...(req.headers.range !== undefined ? { range: req.headers.range } : {}),
        };
        requests.push(entry);
        res.on('close', () => options.onRequest?.(entry));
        const out = responder(res, entry);
        try {
            const raw = await readBody(req);
            if (raw === null) {
                out.json(413, { error: `Request body larger than ${MAX_BODY_BYTES} bytes.` });
                return;
            }
            if (raw !== undefined)
                entry.body = parseJson(raw) ?? raw;
            const fault = faults.takePre(route.endpoint);
            if (fault) {
                const handled = await applyPreFault(fault, req, res, route.endpoint, out);
                if (handled)
                    return;
            }
            await dispatch(req, res, route, parsed, entry, out);
        }
        catch (error) {
            if (!res.headersSent) {
                out.json(500, { error: `Internal emulator error: ${error.message}` });
            }
            else {
                res.destroy();
            }
        }
    }
    /** Applies a status/reset/delay fault; true when the response has been dealt with. */
    async function applyPreFault(fault, req, res, endpoint, out) {
        if (fault.kind === 'reset') {
            req.socket.destroy();
            return true;
        }
        if (fault.kind === 'delay') {
            await sleep(fault.ms);
            return res.destroyed;
        }
        const headers = fault.retryAfter !== undefined ? { 'Retry-After': fault.retryAfter } : {};
        if (typeof fault.body === 'string') {
            out.record(fault.status);
            res.writeHead(fault.status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
            res.end(fault.body);
        }
        else if (fault.body !== undefined) {
            out.json(fault.status, fault.body, headers);
        }
        else if (endpoint === 'download') {
            out.xml(fault.status, s3Error('ServiceUnavailable', `Injected fault: ${fault.status}`, req.url ?? '', 'fault'), headers);
        }
        else {
            out.json(fault.status, { error: `Injected fault: HTTP ${fault.status}` }, headers);
        }
        return true;
    }
    async function dispatch(req, res, route, parsed, entry, out) {
        const method = req.method ?? 'GET';
        const path = parsed.pathname;
        if (route.endpoint === 'download') {
            await handleDownload(req, res, route.params.jobId ?? '', parsed, out);
            return;
        }
        if ((method === 'GET' || method === 'HEAD') &&
            /^\/(?:screenshots|avatars)\/[\w.-]+\.png$/.test(path)) {
            out.record(200);
            res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': TINY_PNG.length });
            res.end(TINY_PNG);
            return;
        }
        if (path !== '/v1' && !path.startsWith('/v1/')) {
            out.json(404, { error: `Not found: ${method} ${path}` });
            return;
        }
        // Authentication: the bearer must be one of the known keys; the scope must fit the method.
        const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
        const key = match?.[1];
        if (!key) {
            out.json(401, { error: 'Missing or malformed Authorization header; expected "Bearer <admin API key>".' }, { 'WWW-Authenticate': 'Bearer' });
            return;
        }
        if (key === expiredKey) {
            out.json(401, { error: 'This API key has expired. Create a new admin API key in the dashboard.' }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
            return;
        }
        if (key !== adminKey && key !== readOnlyKey) {
            out.json(401, { error: 'Invalid API key. Admin API keys start with mint_.' }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
            return;
        }
        if (key === readOnlyKey && method !== 'GET' && method !== 'HEAD') {
            out.json(403, {
                error: `This API key has the read scope only; ${method} requests need the write scope.`,
            });
            return;
        }
        // Analytics share one per-organization hourly budget, unknown sub-routes included.
        if (path.startsWith('/v1/analytics/') && Number.isFinite(analyticsLimit)) {
            const now = Date.now();
            prune(analyticsHits, now - 3_600_000);
            if (analyticsHits.length >= analyticsLimit) {
                out.json(429, {
                    error: `Rate limit exceeded: analytics endpoints allow ${analyticsLimit} requests per organization per hour.`,
                });
                return;
            }
            analyticsHits.push(now);
        }
        const staticExport = route.endpoint === 'startExport' ||
            route.endpoint === 'getExport' ||
            route.endpoint === 'generateBundle';
        if (staticExport && !exportEnabled) {
            out.json(403, { error: EXPORT_DISABLED });
            return;
        }
        switch (route.endpoint) {
            case 'triggerUpdate':
                return triggerUpdate(route.params.projectId ?? '', out);
            case 'getUpdateStatus': {
                const state = updates.get(route.params.statusId ?? '');
                if (!state) {
                    out.json(404, { error: `No update found with status ID ${route.params.statusId}.` });
                    return;
                }
                out.json(200, hostileUpdate(renderUpdate(state, Date.now(), renderContext())));
                return;
            }
            case 'startExport':
                return startExport(entry.body, out);
            case 'startPreview':
                return startPreview(route.params.projectId ?? '', entry.body, out, entry.authorization);
            case 'triggerAutomation':
                return triggerAutomation(route.params.projectId ?? '', route.params.automationId ?? '', out);
            case 'getExport': {
                const job = jobs.get(route.params.jobId ?? '');
                if (!job) {
                    out.json(404, { error: `No static export job found with ID ${route.params.jobId}.` });
                    return;
                }
                out.json(200, renderJob(job, Date.now()));
                return;
            }
            case 'generateBundle':
                return generateBundle(route.params.jobId ?? '', out);
            case 'listFeedback': {
                if (route.params.projectId !== projectId) {
                    out.json(404, { error: `Project ${route.params.projectId} not found.` });
                    return;
                }
                const parsedQuery = parseFeedbackQuery(parsed.searchParams, projectId, secret);
                if (!parsedQuery.ok) {
                    out.json(400, { error: 'Invalid query parameters', details: parsedQuery.details });
                    return;
                }
                const page = readerTextFeedback(feedbackPage(parsedQuery.query), readerTexts);
                out.json(200, hostileFeedback(page));
                return;
            }
            case 'listViews':
            case 'feedbackByPage': {
                if (route.params.projectId !== projectId) {
                    out.json(404, { error: `Project ${route.params.projectId} not found.` });
                    return;
                }
                if (route.endpoint === 'feedbackByPage') {
                    const q = parseByPageQuery(parsed.searchParams);
                    if (!q.ok)
                        out.json(400, { error: 'Invalid query parameters', details: q.details });
                    else
                        out.json(200, feedbackByPage(dataset, q.query));
                    return;
                }
                const q = parseViewsQuery(parsed.searchParams);
                if (!q.ok) {
                    out.json(400, { error: 'Invalid query parameters', details: q.details });
                    return;
                }
                const endless = faults.take('listViews', 'endless') !== undefined;
                out.json(200, pageViews(views(), q.query, endless));
                return;
            }
            case 'listSearches':
            case 'listAssistant': {
                if (route.params.projectId !== projectId) {
                    out.json(404, { error: `Project ${route.params.projectId} not found.` });
                    return;
                }
                const endless = faults.take(route.endpoint, 'endless') !== undefined;
                if (route.endpoint === 'listSearches') {
                    const q = parseSearchesQuery(parsed.searchParams, secret);
                    if (!q.ok) {
                        out.json(400, { error: 'Invalid query parameters or cursor', details: q.details });
                    }
                    else {
                        const page = pageSearches(searchTerms(), q.query, secret, endless);
                        out.json(200, hostileSearches(readerTextSearches(page, readerTexts)));
                    }
                    return;
                }
                const q = parseAssistantQuery(parsed.searchParams);
                if (!q.ok)
                    out.json(400, { error: 'Invalid query parameters', details: q.details });
                else {
                    const page = pageAssistant(conversations(), q.query, endless);
                    out.json(200, hostileAssistant(readerTextAssistant(page, readerTexts)));
                }
                return;
            }
            default:
                out.json(404, { error: `Not found: ${method} ${path}` });
        }
    }
    /** A search page with the hostile text in each term and most-clicked page. */
    function hostileSearches(page) {
        if (hostile === undefined)
            return page;
        const h = hostile;
        const searches = page.searches.map((row) => ({
            ...row,
            searchQuery: `${row.searchQuery} ${h}`,
            topClickedPage: row.topClickedPage === null ? null : `${row.topClickedPage}/${h}`,
        }));
        return { ...page, searches };
    }
    /** An assistant page with the hostile text in each question and page URL. */
    function hostileAssistant(page) {
        if (hostile === undefined)
            return page;
        const h = hostile;
        const list = page.conversations.map((c) => ({
            ...c,
            query: `${c.query} ${h}`,
            pageUrl: c.pageUrl === null ? null : `${c.pageUrl}/${h}`,
        }));
        return { ...page, conversations: list };
    }
    /** One feedback page, with the paging faults (repeated cursor, shift by an insert) applied. */
    function feedbackPage(query) {
        const after = query.after;
        if (!after)
            return pageFeedback(dataset, query, secret);
        if (faults.take('listFeedback', 'insert-entry')) {
            // Offset paging after an insert at the top: the previous page's last entry comes again.
            const again = dataset.find((e) => e.id === after.id);
            const rest = pageFeedback(dataset, { ...query, limit: Math.max(1, query.limit - 1) }, secret);
            return { ...rest, feedback: again ? [again, ...rest.feedback] : rest.feedback };
        }
        const page = pageFeedback(dataset, query, secret);
        if (faults.take('listFeedback', 'repeat-cursor')) {
            const same = encodeCursor({ v: 1, t: after.t, id: after.id, f: query.fingerprint }, secret);
            return { ...page, nextCursor: same, hasMore: true };
        }
        return page;
    }
    function triggerUpdate(requestedProject, out) {
        if (requestedProject !== projectId) {
            out.json(404, { error: `Project ${requestedProject} not found.` });
            return;
        }
        const now = Date.now();
        prune(triggerHits, now - triggerLimit.windowMs);
        if (triggerHits.length >= triggerLimit.count) {
            out.json(429, {
                error: `Rate limit exceeded: trigger update allows ${triggerLimit.count} requests per ${triggerLimit.windowMs / 1000} seconds per organization.`,
            });
            return;
        }
        triggerHits.push(now);
        const triggered = updateDefaults.commitSha;
        const id = createUpdateRecord({
            ...(triggerPublish ? { publish: triggerPublish } : {}),
            ...(triggered !== undefined ? { commitSha: triggered } : {}),
        }, 'api');
        if (hostile === undefined) {
            out.json(202, { statusId: id });
            return;
        }
        // A status id chosen by the service: the client sends it back (encoded) to poll.
        const hostileId = `${id}${hostile}`;
        const state = updates.get(id);
        if (state)
            updates.set(hostileId, { ...state, id: hostileId });
        out.json(202, { statusId: hostileId });
    }
    /** Trigger automation, with the contract's 400 and 404 cases. */
    function triggerAutomation(requestedProject, automationId, out) {
        if (!/^[A-Za-z0-9_-]{1,200}$/.test(automationId)) {
            out.json(400, { error: 'Invalid request. The automation ID is malformed.' });
            return;
        }
        const automation = requestedProject === projectId ? automations.find((a) => a.id === automationId) : undefined;
        if (!automation) {
            out.json(404, { error: 'Automation not found.' });
            return;
        }
        if (automation.state === 'inactive') {
            out.json(400, { error: 'Invalid request. The automation is not active.' });
            return;
        }
        if (automation.state === 'not-scheduled') {
            out.json(400, {
                error: 'Invalid request. The automation is not configured with a custom schedule.',
            });
            return;
        }
        const n = automationRuns.length;
        const run = {
            schemaId: automation.id,
            instanceId: ids.automationRun(seed, n),
            jobId: ids.automationJob(seed, n),
            at: Date.now(),
        };
        automationRuns.push(run);
        out.json(202, { schemaId: run.schemaId, instanceId: run.instanceId, jobId: run.jobId });
    }
    function startPreview(requestedProject, body, out, authorization) {
        if (requestedProject !== projectId) {
            out.json(404, { error: `Project ${requestedProject} not found.` });
            return;
        }
        const branch = body?.branch;
        if (typeof body !== 'object' || body === null || typeof branch !== 'string' || branch === '') {
            out.json(400, { error: 'Invalid request. The `branch` field is required.' });
            return;
        }
        if (!previewsEnabled) {
            out.json(403, { error: PREVIEWS_DISABLED });
            return;
        }
        const now = Date.now();
        prune(previewHits, now - previewLimit.windowMs);
        if (previewHits.length >= previewLimit.count) {
            out.json(429, {
                error: `Rate limit exceeded: previews allow ${previewLimit.count} requests per ${previewLimit.windowMs / 1000} seconds per organization.`,
            });
            return;
        }
        previewHits.push(now);
        const { commitSha, logs, summary, echoAuthorization, previewUrl: url, ...lifecycle } = previewBehaviour;
        const echo = echoAuthorization && authorization ? ` (request: ${authorization})` : '';
        const statusId = createUpdateRecord({
            ...lifecycle,
            ...(commitSha !== undefined ? { commitSha } : {}),
            ...(logs !== undefined || echo
                ? {
                    logs: [
                        ...(logs ?? ['[info] Building the preview']),
                        // The echo of the request, for tests of what a platform sends back.
                        ...(echo ? [`[debug]${echo}`] : []),
                    ],
                }
                : {}),
            ...(summary !== undefined || echo
                ? { summary: `${summary ?? 'Build failed'}${echo}` }
                : {}),
            ref: branch,
            commitMessage: `docs: preview ${branch}`,
            outcome: lifecycle.outcome ?? 'success',
            queuedMs: lifecycle.queuedMs ?? 300,
            runningMs: lifecycle.runningMs ?? 700,
        }, 'api');
        const slug = branch
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 40) || 'branch';
        const previewUrl = url ?? `https://${subdomain}-${slug}.preview.mintlify.app`;
        previewRecords.push({
            statusId,
            branch,
            previewUrl,
            commitSha: updates.get(statusId)?.sha ?? '',
        });
        out.json(202, { statusId, previewUrl });
    }
    function startExport(body, out) {
        const problems = validateExportRequest(body);
        if (problems) {
            out.json(400, { error: problems });
            return;
        }
        const request = body;
        const jobId = `${ids.exportJob(seed, counters.job++)}${hostile ?? ''}`;
        const state = {
            jobId,
            createdAt: Date.now(),
            queuedMs: jobDefaults.queuedMs ?? 200,
            runningMs: jobDefaults.runningMs ?? 1500,
            outcome: jobDefaults.outcome ?? 'completed',
            pageCount: jobDefaults.pageCount ?? 42,
            error: `${jobDefaults.error ?? DEFAULT_EXPORT_ERROR}${hostile === undefined ? '' : ` ${hostile}`}`,
            domain: request.domain,
            ...(request.version !== undefined ? { version: request.version } : {}),
            ...(request.paths !== undefined ? { paths: [...request.paths] } : {}),
        };
        jobs.set(jobId, state);
        out.json(202, renderJob(state, state.createdAt));
    }
    async function generateBundle(jobId, out) {
        const job = jobs.get(jobId);
        if (!job) {
            out.json(404, { error: `No static export job found with ID ${jobId}.` });
            return;
        }
        const status = exportStatus(job, Date.now());
        if (status === 'failed') {
            out.json(409, {
                error: `Static export job ${jobId} failed (${job.error}); no bundle can be generated. Start a new job.`,
            });
            return;
        }
        if (status !== 'completed') {
            out.json(409, {
                error: `Static export job ${jobId} has not finished yet (status: ${status}); generate the bundle once it is completed.`,
            });
            return;
        }
        const archive = await getBundle();
        const expired = faults.take('generateBundle', 'expired-link') !== undefined;
        const expiresSeconds = Math.max(1, Math.ceil(bundleTtlMs / 1000));
        // An "already expired" link was signed long enough ago that its lifetime is over.
        const signedAt = Date.now() - (expired ? (expiresSeconds + 3600) * 1000 : 0);
        const params = {
            amzDate: amzDate(signedAt),
            expires: expiresSeconds,
            token: derive('link', seed, counters.link++).slice(0, 32),
        };
        const objectPath = `/bundles/${jobId}/bundle.tar.gz`;
        const query = new URLSearchParams({
            'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
            'X-Amz-Credential': `EMULATOR/${params.amzDate.slice(0, 8)}/us-east-1/s3/aws4_request`,
            'X-Amz-Date': params.amzDate,
            'X-Amz-Expires': String(params.expires),
            'X-Amz-Security-Token': params.token,
            'X-Amz-SignedHeaders': 'host',
            'X-Amz-Signature': signLink(secret, objectPath, params),
        });
        const body = {
            jobId,
            bundleUrl: `${options.bundleOrigin ?? url}${objectPath}?${query.toString()}`,
            sizeBytes: archive.size,
            expiresAt: hostile ?? new Date(parseAmzDate(params.amzDate) + params.expires * 1000).toISOString(),
        };
        out.json(200, body);
    }
    async function handleDownload(req, res, jobId, parsed, out) {
        const q = parsed.searchParams;
        const requestId = derive('request', seed, counters.request++).slice(0, 16).toUpperCase();
        const amzHeaders = { 'x-amz-request-id': requestId };
        const signature = q.get('X-Amz-Signature');
        const date = q.get('X-Amz-Date');
        const expiresText = q.get('X-Amz-Expires');
        const token = q.get('X-Amz-Security-Token') ?? '';
        if (req.headers.authorization !== undefined && (signature || q.has('X-Amz-Algorithm'))) {
            // Real S3 refuses a second auth mechanism; this also catches clients that would leak the
            // platform's bearer key to the bucket host.
            out.xml(400, s3Error('InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified', parsed.pathname, requestId), amzHeaders);
            return;
        }
        if (!signature || !date || !expiresText) {
            out.xml(403, s3Error('AccessDenied', 'Access Denied', parsed.pathname, requestId), amzHeaders);
            return;
        }
        const expires = Number(expiresText);
        const params = { amzDate: date, expires, token };
        if (!signaturesMatch(signLink(secret, parsed.pathname, params), signature)) {
            out.xml(403, s3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', parsed.pathname, requestId), amzHeaders);
            return;
        }
        const signedAt = parseAmzDate(date);
        if (!(Date.now() < signedAt + expires * 1000)) {
            out.xml(403, s3Error('AccessDenied', 'Request has expired', parsed.pathname, requestId), amzHeaders);
            return;
        }
        if (!jobs.has(jobId)) {
            out.xml(404, s3Error('NoSuchKey', 'The specified key does not exist.', parsed.pathname, requestId), amzHeaders);
            return;
        }
        const archive = await getBundle();
        const truncate = req.method === 'GET' ? faults.take('download', 'truncate') : undefined;
        await serveArchive(req, res, archive, out.record, amzHeaders, truncate?.afterBytes);
    }
    const server = (0,external_node_http_namespaceObject.createServer)((req, res) => {
        void handle(req, res);
    });
    const sockets = new Set();
    server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    try {
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(options.port ?? 0, '127.0.0.1', () => {
                server.off('error', reject);
                resolve();
            });
        });
    }
    catch (error) {
        // The live site already listens: close it (and the temp folder) so a failed start exits.
        await site.close();
        await (0,promises_namespaceObject.rm)(tempDir, { recursive: true, force: true });
        throw error;
    }
    url = `http://127.0.0.1:${server.address().port}`;
    let closing;
    const close = () => (closing ??= (async () => {
        abort.abort();
        for (const sleeper of sleepers) {
            clearTimeout(sleeper.timer);
            sleeper.resolve();
        }
        sleepers.clear();
        const closed = new Promise((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        for (const socket of sockets)
            socket.destroy();
        await closed;
        await site.close();
        // Let an interrupted bundle build settle before its directory goes away.
        await bundlePromise?.catch(() => undefined);
        await (0,promises_namespaceObject.rm)(tempDir, { recursive: true, force: true });
    })());
    return {
        url,
        site,
        setTriggerPublish(publish) {
            triggerPublish = publish;
        },
        adminKey,
        readOnlyKey,
        expiredKey,
        projectId,
        automationId: automations.find((a) => a.state === 'active')?.id ?? '',
        automationRuns() {
            return automationRuns;
        },
        requests,
        inject(fault) {
            faults.inject(fault);
        },
        clearFaults() {
            faults.clear();
        },
        createUpdate(seedOptions = {}) {
            return createUpdateRecord(seedOptions, 'github');
        },
        previews() {
            return previewRecords;
        },
        setPreviewBehaviour(behaviour) {
            previewBehaviour = { ...behaviour };
        },
        async bundleFile(jobId) {
            if (!jobs.has(jobId))
                throw new Error(`Unknown static export job: ${jobId}`);
            return (await getBundle()).path;
        },
        feedback() {
            return dataset;
        },
        views() {
            const { totals, rows } = viewsInWindow(views());
            return { totals, views: rows, hasMore: false };
        },
        searches() {
            const { totalSearches, rows } = searchesInWindow(searchTerms());
            return { totalSearches, searches: rows };
        },
        assistant() {
            return conversations();
        },
        setHostile(text) {
            hostile = text;
        },
        setReaderTexts(texts) {
            readerTexts = [...texts];
        },
        close,
    };
}
/** Drops timestamps older than `cutoff` from the front of a sorted list. */
function prune(hits, cutoff) {
    while (hits.length > 0 && (hits[0] ?? 0) <= cutoff)
        hits.shift();
}
/** Reads a request body as UTF-8 text: undefined when empty, null when over the size limit. */
async function readBody(req) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        size += chunk.length;
        // Keep draining so the client sees the 413 rather than a broken pipe.
        if (size <= MAX_BODY_BYTES)
            chunks.push(chunk);
    }
    if (size > MAX_BODY_BYTES)
        return null;
    return size === 0 ? undefined : Buffer.concat(chunks).toString('utf8');
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** Returns an error message citing the contract, or undefined when the body is valid. */
function validateExportRequest(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return 'Invalid request body: expected a JSON object with `domain` (and optional `version`, `paths`).';
    }
    const b = body;
    const problems = [];
    if (typeof b.domain !== 'string' || b.domain === '') {
        problems.push('`domain` is required and must be a string.');
    }
    else if (!HOSTNAME.test(b.domain)) {
        problems.push(`\`domain\` must be the hostname only (for example docs.example.com or acme.mintlify.app); ` +
            `do not include the protocol, a port, a trailing slash, or a path prefix such as /docs. Got ${JSON.stringify(b.domain)}.`);
    }
    if (b.version !== undefined && typeof b.version !== 'string') {
        problems.push('`version` must be a string.');
    }
    if (b.paths !== undefined &&
        (!Array.isArray(b.paths) || !b.paths.every((p) => typeof p === 'string'))) {
        problems.push('`paths` must be an array of page path strings.');
    }
    return problems.length > 0 ? `Invalid request body: ${problems.join(' ')}` : undefined;
}

;// CONCATENATED MODULE: ./emulator/cli.ts
/**
 * Command line entry of the platform emulator: `npx tsx emulator/cli.ts [--port N] [--seed N]
 * [--scenario NAME] [--feedback N] [--quiet] [--ready-file PATH]`. Prints the inputs to point the
 * action at it and runs until SIGINT/SIGTERM. The `emulator/` step runs this same entry (bundled
 * to dist/emulator/server/) in the background, with `--ready-file`.
 */




/** Port of the command line when `--port` is not given. */
const DEFAULT_PORT = 4010;
const HELP = `Mintlify platform emulator

Usage: npx tsx emulator/cli.ts [options]

Options:
  --port N          port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --seed N          seed of all generated data and keys (default ${DEFAULT_SEED})
  --scenario NAME   preset, one of:
${Object.entries(SCENARIOS)
    .map(([name, s]) => `                      ${name.padEnd(10)} ${s.description}`)
    .join('\n')}
  --feedback N      number of feedback entries (default ${DEFAULT_FEEDBACK})
  --quiet           do not print one line per request
  --ready-file PATH once listening, write the URL, keys, project ID and PID there as JSON
  --help            show this help
`;
/** Parses argv, or exits with a usage error. */
function parseCommandLine() {
    try {
        return (0,external_node_util_namespaceObject.parseArgs)({
            options: {
                port: { type: 'string' },
                seed: { type: 'string' },
                scenario: { type: 'string' },
                feedback: { type: 'string' },
                quiet: { type: 'boolean' },
                'ready-file': { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
            strict: true,
        }).values;
    }
    catch (error) {
        console.error(`${error.message}\n\n${HELP}`);
        process.exit(2);
    }
}
/** Writes the ready file whole (through a rename) so a reader never sees half of it. */
function writeReadyFile(file, emulator) {
    const info = {
        url: emulator.url,
        adminKey: emulator.adminKey,
        readOnlyKey: emulator.readOnlyKey,
        expiredKey: emulator.expiredKey,
        projectId: emulator.projectId,
        automationId: emulator.automationId,
        domain: emulatorDomain(emulator.projectId),
        siteUrl: emulator.site.url,
        pid: process.pid,
    };
    (0,external_node_fs_namespaceObject.writeFileSync)(`${file}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
    (0,external_node_fs_namespaceObject.renameSync)(`${file}.tmp`, file);
}
/** Start-up failure in words a user can act on. */
function startError(error, port) {
    if (error.code === 'EADDRINUSE') {
        return `port ${port} on 127.0.0.1 is already in use; choose another port, or 0 for a free one.`;
    }
    return error.message;
}
async function main() {
    const values = parseCommandLine();
    if (values.help) {
        console.log(HELP);
        return;
    }
    const parsed = parseSettings(values, DEFAULT_PORT, (name) => `--${name}`);
    if (!parsed.ok) {
        for (const problem of parsed.problems)
            console.error(problem);
        process.exit(2);
    }
    const { settings } = parsed;
    const { options, faults } = emulatorOptions(settings);
    let emulator;
    try {
        emulator = await startPlatformEmulator({
            ...options,
            ...(values.quiet
                ? {}
                : {
                    onRequest: (entry) => {
                        const query = new URLSearchParams(entry.query).toString();
                        console.log(`${new Date(entry.at).toISOString()} ${entry.method} ${entry.path}${query ? `?${query}` : ''} -> ${entry.status || 'reset'}`);
                    },
                }),
        });
    }
    catch (error) {
        console.error(`Emulator failed to start: ${startError(error, settings.port)}`);
        process.exitCode = 1;
        return;
    }
    for (const fault of faults)
        emulator.inject(fault);
    console.log(`Mintlify platform emulator listening on ${emulator.url}`);
    console.log(`  scenario:      ${settings.scenario} (seed ${settings.seed})`);
    console.log(`  admin key:     ${emulator.adminKey}`);
    console.log(`  read-only key: ${emulator.readOnlyKey}`);
    console.log(`  expired key:   ${emulator.expiredKey}`);
    console.log(`  project id:    ${emulator.projectId}`);
    console.log(`  live site:     ${emulator.site.url} (the action's site-url)`);
    console.log(`  inputs:        api-url: ${emulator.url}  admin-key: ${emulator.adminKey}  project-id: ${emulator.projectId}`);
    console.log('Press Ctrl+C to stop.');
    let stopping = false;
    const stop = (signal) => {
        if (stopping) {
            // A second signal means the user does not want to wait for the clean shutdown.
            process.exit(130);
        }
        stopping = true;
        console.log(`\n${signal} received, stopping…`);
        emulator.close().then(() => console.log('Emulator stopped.'), (error) => {
            console.error(`Failed to stop cleanly: ${error.message}`);
            process.exitCode = 1;
        });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // Last, once the signal handlers are in place: whoever waits for this file may stop us at once.
    if (values['ready-file'])
        writeReadyFile(values['ready-file'], emulator);
}
main().catch((error) => {
    console.error(`Emulator failed to start: ${error.message}`);
    process.exitCode = 1;
});


//# sourceMappingURL=index.js.map