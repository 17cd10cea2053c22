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

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
;// CONCATENATED MODULE: ./src/util/free-memory.ts
/**
 * Frees a spent buffer's memory now instead of at the isolate's next garbage collection. A large
 * buffer's memory lives outside V8's heap; on a thread that allocates few JavaScript objects, V8
 * collects dead ones only at its external-memory trigger (~64 MiB of them), and the memory they
 * came from stays resident after: tens of MiB of a download's peak (BENCHMARKS.md, Download).
 *
 * Freeing is a transfer to a closed port: the HTML structured-clone rules (which Node follows)
 * detach what is transferred even when the port is closed, and the message, dropped, frees the
 * memory at once. `ArrayBuffer.prototype.transfer` would say it better, but Node 20 does not have
 * it. A detached buffer reads as empty through every view of it, so only the caller can know it is
 * spent: see each caller's reasons.
 */

/** A port whose other end is gone: what is transferred to it is dropped. */
let drain;
/** Frees `buffer`'s memory now; every view of it reads as empty from here on. */
function freeBuffer(buffer) {
    if (!drain) {
        const { port1 } = new external_node_worker_threads_namespaceObject.MessageChannel();
        port1.close();
        drain = port1;
    }
    drain.postMessage(null, [buffer]);
}
/**
 * Frees the memory of `view` when it is the whole of its buffer (a view of part of one may share
 * it with data someone else still reads); whether it was freed.
 */
function freeIfWhole(view) {
    const buffer = view.buffer;
    if (!(buffer instanceof ArrayBuffer))
        return false;
    if (view.byteOffset !== 0 || view.byteLength !== buffer.byteLength || buffer.byteLength === 0) {
        return false;
    }
    freeBuffer(buffer);
    return true;
}

;// CONCATENATED MODULE: external "node:events"
const external_node_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "events"
const external_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");
;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
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

;// CONCATENATED MODULE: ./src/errors.ts
/**
 * An error whose message is meant for the workflow's author as is: it says what went wrong and
 * how to fix it. `outcome` is what the step reports in its `outcome` output; `failure`, when set,
 * is what the failure summary says (a plain ActionError leaves it to the message).
 */
class errors_ActionError extends Error {
    /** The `outcome` output this error leads to. */
    outcome;
    /** What failed and what to do, when this error knows better than "the step failed". */
    failure;
    constructor(message, outcome = 'failure', options) {
        super(message, options);
        this.name = 'ActionError';
        this.outcome = outcome;
    }
}
/** Bad inputs: every problem found, listed at once, before any request is sent. */
class InputError extends errors_ActionError {
    /** One line per problem. */
    problems;
    failure;
    constructor(problems) {
        const list = problems.map((p) => `  - ${p}`).join('\n');
        super(problems.length === 1
            ? `Invalid input: ${problems[0]}`
            : `Invalid inputs (${problems.length} problems):\n${list}`);
        this.name = 'InputError';
        this.problems = problems;
        this.failure = inputCause(problems);
    }
}
/** The failure summary of bad inputs: how many, and the usual reason for an empty key. */
function inputCause(problems) {
    const n = problems.length;
    const todo = [
        'Fix each input listed above in the workflow file and run again: each line names the input and the form it expects.',
    ];
    if (problems.some((p) => p.includes('`admin-key` is required'))) {
        todo.push("An empty `admin-key` means the secret did not reach the step: it is missing or misspelled, an environment secret without `environment:`, or a reusable workflow called without `secrets: inherit` (a fork's pull request and a Dependabot run are skipped instead, with a notice).");
    }
    return {
        what: `${n === 1 ? 'an input needs' : `${n} inputs need`} fixing`,
        todo,
        anchor: 'invalid-inputs',
    };
}
/** What the failure summary says when the step ran out of time (the overall or a request's). */
const TIMED_OUT = {
    what: 'the step ran out of time',
    todo: [
        "Raise `timeout` (for example `timeout: 45m`, at most `6h`): it covers the whole step, an export's download and publishing included.",
        'What the step started may still finish on the platform: track an update later with `mode: status` and its `status-id`.',
    ],
    anchor: 'timed-out',
};
/** The overall `timeout` ran out. */
class TimeoutError extends errors_ActionError {
    failure = TIMED_OUT;
    constructor(message, options) {
        super(message, 'timeout', options);
        this.name = 'TimeoutError';
    }
}
/**
 * The runner's proxy refused a request (HTTP 407 or 403 to its CONNECT): no retry can help, so the
 * run stops at the first with the proxy's words (util/proxy-error.ts says what to do).
 */
class ProxyRefusedError extends errors_ActionError {
    failure = {
        what: "the runner's proxy refused the connection",
        todo: [
            'A 407 is about credentials: put them in `HTTPS_PROXY` (`http://user:password@host:port`, special characters percent-encoded), or fix the ones there.',
            "A 403 is the proxy's policy: ask its administrators to allow the host named above, or list the host in `NO_PROXY` if the runner can reach it directly.",
        ],
        anchor: 'the-runners-proxy-refuses-or-cannot-be-reached',
    };
    constructor(message, options) {
        super(`${message.charAt(0).toUpperCase()}${message.slice(1)}.`, 'failure', options);
        this.name = 'ProxyRefusedError';
    }
}
/** The workflow was cancelled (SIGINT/SIGTERM). */
class CancelledError extends errors_ActionError {
    failure = {
        what: 'the workflow run was cancelled',
        todo: [
            'Nothing to fix in the step: run the workflow again when you need it.',
            'What the step had started on the platform (an update, an export, a preview) keeps running there.',
        ],
        anchor: 'the-workflow-run-was-cancelled',
    };
    constructor(signal) {
        super(`Cancelled by ${signal}: stopped at once.`);
        this.name = 'CancelledError';
    }
}
/**
 * An error met in a stage that knows what failed better than the error does (the export's
 * download or publishing, where a library's error says nothing of the target): the error itself
 * stays the message and the outcome; the stage's `failure` is the summary's words unless the
 * error carries its own.
 */
class StageError extends Error {
    /** What the stage was doing, and what to do when it fails. */
    failure;
    /** The error the stage met. */
    error;
    constructor(error, failure) {
        super(error instanceof Error ? error.message : String(error), { cause: error });
        this.name = 'StageError';
        this.error = error;
        this.failure = failure;
    }
}
/** Whether `value` has the shape of a {@link FailureCause}. */
function isFailureCause(value) {
    const cause = value;
    return typeof cause?.what === 'string' && Array.isArray(cause.todo);
}
/**
 * What failed and what to do for `error`, when it says so itself: its own `failure` (the
 * action's errors and the platform client's), or, for a {@link StageError}, the inner error's own
 * and else the stage's. Undefined for anything else (a plain {@link ActionError}, a bug).
 */
function failureCauseOf(error) {
    if (error instanceof StageError)
        return failureCauseOf(error.error) ?? error.failure;
    const failure = error instanceof Error ? error.failure : undefined;
    return isFailureCause(failure) ? failure : undefined;
}
/** The error a {@link StageError} wraps, or `error` itself. */
function innerError(error) {
    return error instanceof StageError ? innerError(error.error) : error;
}

;// CONCATENATED MODULE: ./src/util/sanitize.ts
/**
 * Neutralizes untrusted text (feedback comments, build logs, commit messages, file names) before it
 * reaches markdown that GitHub renders in a job summary or a PR comment. Pure functions, no I/O.
 *
 * What "neutralized" means here: no raw HTML, no live @mention or #reference (they would notify
 * people or link issues from text a stranger wrote), no link or image the text did not earn
 * (`javascript:`/`data:` never), no markdown structure (tables, headings, fences) broken by it,
 * and no terminal escape sequences.
 */
const ZWSP = '\u200b';
/* eslint-disable no-control-regex -- matching control characters is the point here */
/** Strips ANSI escape sequences and C0/C1 control characters other than tab and newline. */
function stripControl(text) {
    return (text
        .replace(/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)?|\u001b[@-Z\\-_]/g, '')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
        // Bidirectional overrides can make text read differently from what it is.
        .replace(/[\u202a-\u202e\u2066-\u2069]/g, ''));
}
/* eslint-enable no-control-regex */
/** Escapes `&`, `<`, `>` and quotes for use inside HTML (e.g. `<summary>`, attributes). */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/** Escapes `&`, `<`, `>`: enough for text outside attributes, and leaves quotes readable. */
function escapeText(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** Breaks @mentions and #123 / GH-123 / owner/repo#1 references so GitHub does not link or notify. */
function defuseMentions(text) {
    return text
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}${ZWSP}-`);
}
/**
 * Makes untrusted text safe as inline markdown: one line, HTML and markdown syntax escaped,
 * mentions and references defused, cut to `max` characters (default 300).
 */
function inlineText(text, max = 300) {
    if (text === null || text === undefined)
        return '';
    const one = stripControl(String(text)).replace(/\s+/g, ' ').trim();
    const cut = truncate(one, max)
        // GFM autolinks bare URLs and www. names; break them so text cannot make a link.
        .replace(/\b(https?|ftp|javascript|data|vbscript|file|mailto):/gi, `$1${ZWSP}:`)
        .replace(/\bwww\./gi, `www${ZWSP}.`);
    // Markdown punctuation that could start structure, emphasis, links or images is escaped first;
    // HTML escaping comes after so its entities (`&lt;`, `&#39;`) are not broken by backslashes.
    const escaped = escapeText(cut.replace(/([\\`*_{}[\]()#+\-.!|~])/g, '\\$1'));
    return defuseMentions(escaped);
}
/** Like {@link inlineText}, for a table cell (pipes are already escaped; empty becomes a dash). */
function tableCell(text, max = 120) {
    const cell = inlineText(text, max);
    return cell === '' ? '—' : cell;
}
/**
 * Shows untrusted text verbatim as a fenced code block whose fence is longer than any backtick
 * run inside it, so the text cannot close the block early. Mentions do not fire inside code.
 */
function codeBlock(text, language = '') {
    const body = stripControl(text).replace(/\r\n?/g, '\n');
    const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const lang = /^[A-Za-z0-9_+#.-]{1,30}$/.test(language) ? language : '';
    return `${fence}${lang}\n${body}\n${fence}`;
}
/** Shows a short untrusted string as inline code (one line), safe whatever backticks it holds. */
function inlineCode(text, max = 200) {
    const one = truncate(stripControl(text).replace(/\s+/g, ' ').trim(), max);
    if (one === '')
        return '';
    const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    // A space pads content that starts or ends with a backtick, as CommonMark requires.
    const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${one}${pad}${ticks}`;
}
/**
 * Returns `url` when it is an absolute http(s) URL without credentials, percent-encoding the
 * characters that could end a markdown link target; undefined otherwise (javascript:, data:, …).
 */
function safeUrl(url) {
    if (!url)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url.trim());
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username || parsed.password)
        return undefined;
    return parsed.href.replace(/[()<> "'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** How far back from a cut {@link truncate} looks for a space, so no word is cut in two. */
const WORD_ROOM = 20;
/**
 * Cuts `text` to at most `max` characters (code points), ending with `…` when cut: at the last
 * space of the kept part when one is within {@link WORD_ROOM} characters of its end, so a quote
 * reads "…how to pick a…", not "…how to pick a region w…".
 */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const kept = chars.slice(0, Math.max(0, max - 1));
    const space = kept.lastIndexOf(' ');
    const end = space > 0 && space >= kept.length - WORD_ROOM ? space : kept.length;
    return `${kept.slice(0, end).join('').trimEnd()}…`;
}
/** A collapsed `<details>` block; `summary` is untrusted-safe (escaped), `body` is markdown. */
function details(summary, body, open = false) {
    return `<details${open ? ' open' : ''}><summary>${escapeHtml(stripControl(summary))}</summary>\n\n${body}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/util/format.ts
/**
 * How the action writes durations, sizes and counts, in messages and summaries alike. Bottom layer: it
 * imports nothing from `src/`, so the platform client's own errors can use it too.
 */
/** `850 ms`, `4.2 s`, `3 s`, `1 min 12 s`, `2 min`, `1 h 3 min`; `—` for no value. */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '—';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${Number((ms / 1000).toFixed(1))} s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600) {
        const s = totalSeconds % 60;
        return `${Math.floor(totalSeconds / 60)} min${s ? ` ${s} s` : ''}`;
    }
    const minutes = Math.round(totalSeconds / 60);
    const m = minutes % 60;
    return `${Math.floor(minutes / 60)} h${m ? ` ${m} min` : ''}`;
}
/** `812 B`, `5.2 KiB`, `10 GiB`, `512 MiB`; `—` for no value. */
function formatBytes(bytes) {
    if (!Number.isFinite(bytes))
        return '—';
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}
const NUMBER = new Intl.NumberFormat('en-US');
/** `7`, `12,345`. */
function formatCount(value) {
    return NUMBER.format(value);
}
/** `1 request`, `2,000 requests`; `many` for plurals that are not `one` + `s` (`entries`). */
function plural(count, one, many = `${one}s`) {
    return `${formatCount(count)} ${count === 1 ? one : many}`;
}
/** `part` of `whole` as a whole percentage (`43%`); the caller rules out a `whole` of 0. */
function percentOf(part, whole) {
    return `${Math.round((100 * part) / whole)}%`;
}

;// CONCATENATED MODULE: ./src/util/abort.ts
/** Small helpers for cancellation and error text, shared by the modes and publishers. */
/**
 * Waits for `promise`, or rejects with the signal's reason as soon as it aborts: for library calls
 * (the artifact client, stream ends) that take no signal of their own.
 */
function abort_untilAborted(promise, signal) {
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
/**
 * `work`, or, once `signal` aborts and `work` has not ended within `graceMs`, a rejection with the
 * signal's reason: main.ts's backstop, which answers without a mode that does not stop. The grace
 * timer is held (not unref'd): nothing else may be keeping the process alive to write the outcome.
 */
function windDown(work, signal, graceMs) {
    return new Promise((resolve, reject) => {
        let timer;
        const onAbort = () => {
            timer = setTimeout(() => reject(signal.reason), graceMs);
        };
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
        });
    });
}
/** An error's message, or the thrown value as text. */
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}
/** Each signal {@link withDeadline} made → its timeout signal, held while the signal lives. */
const timeouts = new WeakMap();
/**
 * `signal`, plus an abort when `deadline` (epoch ms) passes, with a DOMException named
 * `TimeoutError` as its reason: how requests are bounded by the step's deadline. The timeout
 * signal is held by the one returned: `AbortSignal.any` holds its sources weakly, and on Node 20
 * a collected `AbortSignal.timeout` never fires (a request to a host that never answered waited
 * for ever).
 */
function withDeadline(signal, deadline) {
    const timeout = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    const combined = AbortSignal.any([signal, timeout]);
    timeouts.set(combined, timeout);
    return combined;
}

;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/publish/helper-thread.ts
/**
 * The download's one worker thread, shared by the hash and the gunzip (publish/hash-thread.ts: both
 * fed from the download's ring) and the link check (publish/link-thread.ts). Each worker thread is an isolate of its own, ~10 MiB of RSS for node's
 * bootstrap before it does any work: with a thread each, the Pages pass at 100,000 files peaked at
 * ~152 MiB, with the hash on the main thread instead at ~141 MiB (BENCHMARKS.md), so the two share
 * one. The hash costs the link check's thread little (0.05 s per 58 MiB bundle); the slots it is
 * given wait at most behind the few link batches in flight.
 *
 * Messages travel in an {@link Envelope} naming their channel. The thread starts when the first
 * channel opens and is terminated once every open channel is closed (a channel opened after that
 * starts a fresh one). A failure of the thread (thrown, out of memory, exited) reaches every open
 * channel once; a channel's own error is the worker's to report on that channel
 * (publish/helper-worker.ts), so a failing link check does not stop the hash.
 *
 * The entry is its own bundle, `helper-worker/index.js` beside the bundle this module is in
 * (scripts/bundle.mjs builds it for dist/ and build/test-dist/, bench/run.ts for the bench child).
 * Run from the TypeScript sources (vitest's unit tests), node cannot load a `.ts` worker without
 * a loader, so both run on the caller's thread there ({@link openHelperThread}).
 */



/**
 * The thread's heap: a small young generation, so the link check's short-lived strings are
 * collected often and cheaply instead of growing the heap; the old generation holds the path set
 * and the targets not found yet (~8 MiB at 100,000 files), with room for sites at the entry cap.
 * The hash allocates next to nothing. Measured (BENCHMARKS.md, Pages at 100,000 files, peak RSS):
 * no limits 202 MiB, a 4 MiB young generation alone 161, with the 256 MiB old generation 147-149,
 * a 2 MiB young generation 143-145 (1 MiB: 147, and 4% slower); the 512 MiB download of one file
 * peaks at 135-140 MiB with these against 131-133 with no limits, which the link check cannot do
 * without.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 256 };
/**
 * The helper thread for a download: `script` is the bundled entry to run; undefined, the one
 * beside the running bundle; `false`, or running from the TypeScript sources: none (undefined).
 */
function openHelperThread(script) {
    if (script)
        return new HelperThread(script);
    const here = (0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url);
    if (script === false || here.endsWith('.ts'))
        return undefined;
    return new HelperThread(helperWorkerScript(here));
}
/** `helper-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
function helperWorkerScript(here) {
    const parts = ['helper-worker', 'index.js'];
    return (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(here), ...parts);
}
/** A worker thread that channels open and close; see the module's comment. */
class HelperThread {
    script;
    static starts = 0;
    static running = 0;
    worker;
    listeners = new Map();
    /** The running worker's failure, once it failed. */
    failure;
    constructor(script) {
        this.script = script;
    }
    /** The bundled entry the thread runs (a thread it starts for the link check runs it too). */
    get entry() {
        return this.script;
    }
    /** Helper threads started in this process. */
    static get started() {
        return HelperThread.starts;
    }
    /** Helper threads started and not yet exited, in this process. */
    static get alive() {
        return HelperThread.running;
    }
    /** Opens `channel`, starting the thread if none runs. */
    open(channel, onMessage, onFail) {
        const worker = this.start();
        const listener = { onMessage: onMessage, onFail };
        this.listeners.set(channel, listener);
        // A channel opened on a thread that has already failed hears of it too.
        const failure = this.failure;
        if (failure)
            queueMicrotask(() => onFail(failure));
        let closing;
        return {
            post: (message, transfer = []) => {
                if (!closing && !this.failure && this.worker === worker) {
                    worker.postMessage({ channel, message }, transfer);
                }
            },
            close: () => (closing ??= this.close(channel, listener)),
        };
    }
    start() {
        if (this.worker)
            return this.worker;
        const worker = new external_node_worker_threads_namespaceObject.Worker(this.script, { resourceLimits: RESOURCE_LIMITS });
        this.worker = worker;
        this.failure = undefined;
        HelperThread.starts++;
        HelperThread.running++;
        worker.on('message', (envelope) => {
            if (this.worker === worker)
                this.listeners.get(envelope.channel)?.onMessage(envelope.message);
        });
        worker.on('error', (err) => this.fail(worker, err));
        // A terminated worker is no longer `this.worker`, so its exit is not a failure.
        worker.on('exit', (code) => {
            HelperThread.running--;
            this.fail(worker, new Error(`the worker thread stopped (exit code ${code})`));
        });
        return worker;
    }
    async close(channel, listener) {
        if (this.listeners.get(channel) === listener)
            this.listeners.delete(channel);
        const worker = this.worker;
        if (!worker || this.listeners.size > 0)
            return;
        this.worker = undefined;
        await worker.terminate();
    }
    fail(worker, err) {
        if (this.worker !== worker || this.failure)
            return;
        this.failure = err;
        for (const listener of [...this.listeners.values()])
            listener.onFail(err);
    }
}

;// CONCATENATED MODULE: ./node_modules/entities/dist/decode-codepoint.js
// Adapted from https://github.com/mathiasbynens/he/blob/36afe179392226cf1b6ccdb16ebbb7a5a844d93a/src/he.js#L106-L134
/**
 * C1 Unicode control character reference replacements (code points 128–159).
 * Index i gives the replacement for code point 128+i; 0 means "no replacement".
 */
const c1 = [
    8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0,
    381, 0, 0, 8216, 8217, 8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250,
    339, 0, 382, 376,
];
/**
 * True for NUL, UTF-16 surrogates, and values past U+10FFFF.
 * @param codePoint Unicode code point to check.
 */
function isInvalidCodePoint(codePoint) {
    return (codePoint === 0 ||
        (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff) ||
        codePoint > 0x10_ff_ff);
}
/**
 * Replace the given code point with U+FFFD if it is NUL (0), a surrogate, or
 * outside the valid Unicode range. Code points in the C1 controls range
 * (128–159) are remapped to their Windows-1252 equivalents, following the
 * HTML spec. All other code points are returned unchanged.
 * @param codePoint Unicode code point to convert.
 */
function decode_codepoint_replaceCodePoint(codePoint) {
    if (isInvalidCodePoint(codePoint)) {
        return 0xff_fd;
    }
    if (codePoint >= 128 && codePoint <= 159) {
        return c1[codePoint - 128] || codePoint;
    }
    return codePoint;
}
/**
 * XML numeric character references are the referenced Unicode code point.
 * Invalid values still become U+FFFD; the HTML Windows-1252 C1 remap is not
 * applied.
 * @see https://www.w3.org/TR/xml/#NT-CharRef
 * @param codePoint Unicode code point to convert.
 */
function decode_codepoint_replaceCodePointXML(codePoint) {
    return isInvalidCodePoint(codePoint) ? 0xff_fd : codePoint;
}
/**
 * Convert the code point of a decoded numeric entity to a string, replacing
 * invalid values.
 *
 * Fast path for plain BMP code points: [1..0x7F] and [0xA0..0xD7FF] pass
 * `replaceCodePoint` unchanged (no NUL, C1 remap, surrogate, or out-of-range
 * handling) and fit a single charCode. 0xd760 = 0xD800 (the first surrogate)
 * - 0xA0.
 * @param codePoint Unicode code point to convert.
 */
function codePointToString(codePoint) {
    return (codePoint - 1) >>> 0 < 0x7f || (codePoint - 0xa0) >>> 0 < 0xd7_60
        ? String.fromCharCode(codePoint)
        : String.fromCodePoint(decode_codepoint_replaceCodePoint(codePoint));
}
//# sourceMappingURL=decode-codepoint.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/internal/decode-shared.js
/*
 * Inverse of the encoder's SAFE alphabet (0x21..0x7E minus 0x22, 0x24, 0x5C),
 * precomputed once at module load. Entries for excluded chars stay 0 but
 * are never read.
 */
const BASE91_INVERSE = /* #__PURE__ */ (() => {
    const table = new Uint8Array(127);
    let code = 0;
    for (let char = 0x21; char <= 0x7e; char++) {
        if (char !== 0x22 && char !== 0x24 && char !== 0x5c) {
            table[char] = code++;
        }
    }
    return table;
})();
/**
 * Decode a dictionary-encoded trie string back into its Uint16Array.
 *
 * Stream layout (consumed in this order):
 *   1. dict1 atoms — `dict1AtomCount` uint16 values, delta+RLE encoded.
 *   2. dict2 atoms — `atomCount - dict1AtomCount` values, delta+RLE.
 *   3. dict2 ngrams — `ngramCount - (dictSize - dict1AtomCount)` entries,
 *      each a pair of slot codes that resolve to earlier slots.
 *   4. dict1 ngrams — `dictSize - dict1AtomCount` entries, same shape.
 *   5. data — slot codes, each expanding to one or more uint16 values.
 *
 * Codes use a 91-char base (printable ASCII minus `"`, `$`, `\`):
 *   - char1 < dictSize  → 1-char code, slot = char1
 *   - char1 ≥ dictSize  → 2-char code, slot = dictSize + (char1 - dictSize)*91 + char2
 *
 * Slot index → token kind:
 *   [0, A)                  dict1 atoms     (1-char codes)
 *   [A, dictSize)           dict1 ngrams    (1-char codes)
 *   [dictSize, dictSize+D)  dict2 atoms     (2-char codes)
 *   [dictSize+D, end)       dict2 ngrams    (2-char codes)
 *
 * Both atom dicts decode before any ngram, and dict2 ngrams decode before
 * dict1 ngrams. So every ngram entry references slots whose contents are
 * already filled — no forward references to handle.
 *
 * This runs on library import. Flat typed arrays store each slot as either
 * a plain value (`single`, covering every atom) or a range in a shared
 * `pool` (ngrams).
 * @param input Packed trie string.
 * @param resultLength Expected number of uint16 values in the output.
 * @param atomCount Total number of distinct uint16 values in the trie.
 * @param dict1AtomCount Atoms in the 1-char range (`A` above).
 * @param ngramCount Total number of ngram entries (dict1 + dict2).
 * @param dictSize Number of 1-char code slots; the rest of `BASE - dictSize`
 *   first-byte values are 2-char codes.
 */
function decodeTrieDict(input, resultLength, atomCount, dict1AtomCount, ngramCount, dictSize) {
    const base = 91;
    const inputLength = input.length;
    // For 2-char codes, slot = char1 * base - twoCharBias + char2.
    const twoCharBias = dictSize * (base - 1);
    let pos = 0;
    /** Read one slot code at `pos` and return its slot index, advancing pos. */
    const readSlotCode = () => {
        const c1 = BASE91_INVERSE[input.charCodeAt(pos++)];
        return c1 < dictSize
            ? c1
            : c1 * base - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
    };
    const dict2AtomCount = atomCount - dict1AtomCount;
    const slotCount = atomCount + ngramCount;
    /*
     * Per-slot contents: atoms (always a single value) live directly in
     * `single`; ngram slots hold -1 there and expand to
     * `pool[start[slot] .. start[slot] + length[slot])`.
     */
    const single = new Int32Array(slotCount);
    single.fill(-1, dict1AtomCount, dictSize);
    single.fill(-1, dictSize + dict2AtomCount, slotCount);
    const start = new Int32Array(slotCount);
    const length = new Int32Array(slotCount);
    /**
     * Decode `count` ascending uint16 values from a delta+RLE stream into
     * `single[off..off+count)`.
     *
     *   code < 89   → delta = code
     *   code == 89  → run-length: next char encodes runLength-2; emit `runLength` consecutive +1 values
     *   code == 90, next < 90  → escape: delta = 89 + next * BASE + after-next
     *   code == 90, next == 90 → double-escape: extra char for very large deltas
     * @param count
     * @param off
     */
    function decodeDelta(count, off) {
        let previous = 0;
        let slot = off;
        const end = off + count;
        while (slot < end) {
            const code = BASE91_INVERSE[input.charCodeAt(pos++)];
            if (code < 89) {
                previous += code;
                single[slot++] = previous;
            }
            else if (code === 89) {
                let runLength = BASE91_INVERSE[input.charCodeAt(pos++)] + 2;
                while (runLength--)
                    single[slot++] = ++previous;
            }
            else {
                const next = BASE91_INVERSE[input.charCodeAt(pos++)];
                previous +=
                    89 +
                        // eslint-disable-next-line unicorn/prefer-minimal-ternary -- branches read a different number of side-effecting input bytes
                        (next < 90
                            ? next * base + BASE91_INVERSE[input.charCodeAt(pos++)]
                            : BASE91_INVERSE[input.charCodeAt(pos++)] * 8281 +
                                BASE91_INVERSE[input.charCodeAt(pos++)] * base +
                                BASE91_INVERSE[input.charCodeAt(pos++)]);
                single[slot++] = previous;
            }
        }
    }
    // Streams 1 & 2: atoms decoded into their slot ranges.
    decodeDelta(dict1AtomCount, 0);
    decodeDelta(dict2AtomCount, dictSize);
    /*
     * Streams 3 & 4 are read in two passes: first collect every ngram's two
     * references and derive its expanded length (each ref resolves to an earlier
     * slot, so lengths are already known), which sizes the shared pool.
     * Pool ranges are handed out in decode order, so the second pass fills
     * the pool contiguously with a single write cursor.
     */
    const references = new Int32Array(ngramCount * 2);
    let poolSize = 0;
    let ngramIndex = 0;
    /**
     * Read `count` ngram entries (each = 2 slot-code references) for the slots
     * starting at `startSlot`, recording references and assigning pool ranges.
     * @param count
     * @param startSlot
     */
    function readNgramReferences(count, startSlot) {
        for (let index = 0; index < count; index++) {
            const slot = startSlot + index;
            const a = readSlotCode();
            const b = readSlotCode();
            references[ngramIndex * 2] = a;
            references[ngramIndex * 2 + 1] = b;
            ngramIndex += 1;
            start[slot] = poolSize;
            const entryLength = (single[a] < 0 ? length[a] : 1) +
                (single[b] < 0 ? length[b] : 1);
            length[slot] = entryLength;
            poolSize += entryLength;
        }
    }
    readNgramReferences(ngramCount - dictSize + dict1AtomCount, dictSize + dict2AtomCount);
    readNgramReferences(dictSize - dict1AtomCount, dict1AtomCount);
    // Second pass: concatenate each ngram's two halves into the pool.
    const pool = new Uint16Array(poolSize);
    let write = 0;
    for (let index = 0; index < ngramIndex; index++) {
        for (let half = 0; half < 2; half++) {
            const source = references[index * 2 + half];
            const value = single[source];
            if (value < 0) {
                let read = start[source];
                const readEnd = read + length[source];
                while (read < readEnd)
                    pool[write++] = pool[read++];
            }
            else {
                pool[write++] = value;
            }
        }
    }
    // Stream 5: data. Each code expands to its slot's stored values.
    const out = new Uint16Array(resultLength);
    let outIndex = 0;
    while (pos < inputLength) {
        let slot = BASE91_INVERSE[input.charCodeAt(pos++)];
        if (slot >= dictSize) {
            slot =
                slot * base -
                    twoCharBias +
                    BASE91_INVERSE[input.charCodeAt(pos++)];
        }
        const value = single[slot];
        if (value < 0) {
            let read = start[slot];
            const readEnd = read + length[slot];
            while (read < readEnd)
                out[outIndex++] = pool[read++];
        }
        else {
            out[outIndex++] = value;
        }
    }
    return out;
}
//# sourceMappingURL=decode-shared.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/generated/decode-data-html.js
// Generated using scripts/write-decode-map.ts

/** Packed HTML decode trie data. */
const htmlDecodeTree = /* #__PURE__ */ decodeTrieDict("!}.&u%}'&}*'~!6*)%&,~!J~!J~%L~y<~!R,~~%Lu~~#GD~~#|)1#%}^%}2%+#.##%##%}&%##%'#%##&%#%#'%#&#%#&#'#%%#&#%##%#)%''%&%#%#'%#%%#%%}%%%#%#&(23#%%#&-%0%('1#(##%#'##+%'*.:1}#%#6-+(%'%%#%%%}#L'2351&('%}&/N'(0(/*-%(%%}#'+&T%7.2}#&%&#%#36/5##%&%%#&#%%#))2%%##%&&'0~!#*+&'%1~!%).'3q?&%'1~!.##%6(~!+%%%(Gw'rT~!E#<nA%#jZ~!H%(~!42##~!*31&~!G%U~#)5~#`3~!J~!Z~%]~%Y~%C~!q~!u~#kz~%#~!6'~!D~!U~!?~#T~!c%~!G#'~%7|~!G~!J~!G&~#pb~(Df}#%}*&}#%##%##%##&#-}&'#'&%#.++}%mI,#,@&(}*%}*'%&##&#%##%}&0}#.},U},%}+%}&%}#%##&}B%(}(%}+%)})%##%#&}&%##%&}<%}>%#%&}*%}(%}9%}/%})%}*%}*%}?&}&%}3%}&*#%})%#%#)}#&#-#+*%E%%'%'#%}#*V##&##I}#&&##%&%#&&Qf%%))w/0+&%#(#.%-''''++++7}>%4'',##1,#%#&%##&#'##&#*#9)%&%}#*}%,#+P(%A&%#'&##wSD',9E00#y#@}(+}&%&>~!#~!X}#*}(&&}(&}(,%}%&#+&}#&}I%#%}%)#(},'%#*}4%%#%}(''}#/##(##),%-##%%)#&}(.}&%#&}%%}*&#%},&&}&%}#%*'#%})%}D&}&%}-&}6&#&}-,%}#%})-(~+`~,=?~I9'9%~!,#%})%})%}@%}?%}(~!?~#<~#pP~#BG~#=1#%K+~#?#~%;)~#A~#mF1~#A'~'X%'~#lR~#N~'N~#r~#m#-~#i'?%#'%~#B%##%,%#~#_%#0%~#]732~,w~2+#:&#%&'0%&>%}#>##F+)#%&&#(+_}4&}-%}(&}@&}O7Fdf0@+/v4}&WU##&/0#&'('B#%}.%}'+#%}#%%&#&%#%##+#&#)#6#'#.},%}c%},%#%##%&#&%#&~#>'*-.%##%##%}#%%}%'~#)D1}#%*&~#_%%'(~#S2%'.}#~#=##*'*-%}&'%'##&&~'E%.#&~#M4}%%##&'%#~#O1##%&#'+~#<B%##%%'%+~#;#@%}#&%#&&%#(~#H1}'%'##&&~#?A}&'~#D#%32}'&&&&~#[}'(#%}'~#;C})&}%%#%~#=&%,3}%'(#%%~#^'#&&)#%'~#Y%-~#d-%'~#^%%&#&&&}#~#b~2t*&'~&(~&@~0%~e~3}%*''0})&}+~!9##-}#%-hD*)1fC#%/&/fB#40~!+#)*4~!+~!K'&:~!/*7~!.#~!H~!L':~%x&~!H#~!*~%1~!I#~!+A~#p'~!F~~#-#~,,(~.Z~!V~%;'B'mq-W~!N~%I%#&&#&}#%},%%}'%}+X#%}#&}(%}'%}<%}#%}%%'}'%}:~![)9@~%>~#UA%-%##&~!C%~!-.9:~!1~!-^2/:a~!y,D*J#-5)/4~%23,~#G~!L1~!0X3`~!2+~!!0-~&E~!W~!o,>Y&]~%cZx_&~#O*9#A#'#+I'%#)~!0B*-5A+-((F&*M#)(-7-5+'-3a5Vi~!Y~!?+[)%3),ERHm~!+:D,VG.+)?fB%%*(%)'(#&80%1'8`K8?`+'Z#&O&'H5#*9)A%%5&3))0%39+.*7#()&&*=4@**L)<'_&*+..;(#*+)./&0#3)%')-8(4ixD(&.}%,('aI:,)%,k2231T)I'#/-W7,/'Q#.'Y24+h')37</31&83##&0#),H(?'&?/1##%#&&#%''-%&&&#(&''&#.-'%#%%(,')*'&#&#'##%(%(#%('#&##%%%%('%#%#%%#%#&%##h>w+v<ayvyvcg.uuhKr}g/v|g>u9i[~>g5uI~=RvdwEg;v/g;uk!!TTSx]@RT!U!#!@VBRUU!'UTe-d0c`e&gSdicedFcrdTaqb.kYcAohdYd@a3e+d}dMdtd.aJ#bqcK`dle/e.e'dwdPdodddjbEb}ogd^ofdpduc6j?l%d{drdqc)d7bacOdQ%T#Y)X.sR[yH>6Vyv3[xwLu>vo'!*.[yBacahoj>6Rew3[xqdZa#!a&#^(X-[yG>6Vyu3[xvg3sEr|g.u/Ri9db0T#^(Xa)!-[y;>6Vylg4wKs{JwNZt3@3r=c4Z([xlg;wKt!cpq's@v7A'*a(a+!-a#[y<3Dt?3Dt'>6Vym3[xmg9rxsNJwLZt4~?r?db1T#`-!(Xa,!0[yS>6Vz%NuQs.g4wKtnJwNZtS@3r>c4Z([y%g;wKtrdga8!a(!#&T*Y-Xa#!a0<or[yc3Dtq>6Vz43[y3JwNZtf@3s!Ju}!%Dti:pm3c_%X#tjB5pkd6q!r]u?voC'*-a.a2!0a&a+[yI3DtI3Ds~3DtH>6Vyw3[xx;:s#~<5pKJwNZtE@3r~d`a)!a2T#a.(!+U.X1[yT3Dt`3Dtv>6Vz&3[y&g9rxwzcxstPu.<rAJwLZtT~?r@dZa%!a.&^*Za(/Reu[ya>6Vz23[y1g3sEr}wkg{NuQRg{ci(U#5@b`~,cg#U(2WnH5wugcRh7dX#T(Y,a'Ta!!a,[yZ<]mj>6Vz,3[y+Pv#5ReZKu+=,%!H}7ABwkaS?Rh:BcW(X#<]mrj:ubv/ARekdg%!(!a.*Ta(Y.X1!#sP>Rl*Dt6[y>>6Vyo3Wf*jOvuumvuRgRJuq*!:9<B@bX~3jVv&v@s@5Re[d/rQt{uAvo&a&a*)a2!,0Wf!3Dt0=Bs'>6Re}3[xy~<5s%JwJZt1~Gs)c;&!#2sJkNuXvzq7rxu,Re8dka4!a8(aEZ+a@Y.X1Xa)[yd=Bs(3DtP>6Vz53[y4cX#X&Re:avRe9~<5s&JwJZtQ~Gs*i^rzvdRg+Jv{%!2sbB@bX}kdga,!Za?&^*T1/!a'Dt+[y6>6Vyf3Wf%g/u;s4hGu6?Rh-JvZ,!c%#&RoX54Rivj7uyvf8RgTKvZB%*!2sGh<vu5Rgq<=C::9bb~#dZ#T&Ta6Y.X*Dt>[y93Wf)coZ(T,6VyifluvRgC@95@B@bX~/hFu34cC#T,k/unq8w8Q5RkUklwQuzunq8w8Q5Rk8d/rJu?v8w9)-&!a0a;a&aIWejg3sEr/h1s<DtDJvyZqY5aws3Jvy!&Wei~Hr1:au5@Bag>23E~5c:Z&bX};kKv?w&unuVu5Rjc;>bs)#~@:Rh.=ay<a]C;b`}Vd6s/t{uAvoaxa()!a,a7%-a#a2Dt,[yF2Wo[>6Vyt3[xuNuPRi&NuPwpi#RoWh?vf8Ri%Jv]!%Ri:KvxD!.'2WeAjZu`q9rxu,Re7woeAg-unLq(qA_/*2Wg_g3u5q^9:4E}/jTrxrzv=Wkkd~0UX#^^Xa-a1a5T&a=U1a'*aEa]!a*aPaA-adok[y54Rn>;:p3~Dp5g9rpsFNvZqjg3uJp4~<5p0Pw;5qlJwNZt*@3p1Pw:5p/Ou!5p2JvG'!6Vye=<qnJvh_[xhg3v,Rh3kOwOw-sDuev/Re^dha[a%!%!a+#Ta7)-5TaCaO!aka!a)sf[yb2>Rl!9ARiq5E}Qg=ucRkBE|oJrJ_@Wk~@Wk{JrJ_@Wk|@WkyJrJ_@Wk}@WkzJvO_[y2g-vMRmiKuYC!)&>Ri;>Ri<@3RkNc](X#@9Rk=g5vuRmhKvDB!+'=]meg3u4Rmgd)#Y'Vz3CARmfd`a+!%T'!+#Ta1Ta6TaM-sTDt9[yA9sYd'%Y#s[[xpj:ueunaXRgEjRq,v-vuqdd2'`#6Rev<32@5>:2<E}5xIo9a*X#Y(;5RePJvD_g>vyRgNj8w)v8<wggs:RgXiZt|vjx,hSq3ah!-(~@:Ro/Ou!5RhWj^v(pyw8unRhUdx-UY#^Ua.a3a70!)%UX1TaDa)'omRiRRhE[y:3Dsz=Br,>6Vyj3[xkg6ruwjcqsrPw;5r*Ku]D'Zt-@3r(~?r.i[vwv]dU1a--U#`a4(g/vsRhPOu!5RhLj:rmu9Wo!~@:wdh@g/vsRiTjXuvvNr}:RhBj^v(pyw8unRn]dz1UYa'a+^Y(!aETZalaRY.Ta?a4[yDJw1!#qLsW>6Vyrfzq-pLflpwRe|Js>%!Dt@3Dt&Jvy_[xs~HrnjMuwpsw'RecKu+D#'!t<~Grl~?rjg5u-x,gwp{ah!-(~@:Rg~Ou!5Rh'jXuvvNr}:Rh#cW#X/c;&!#2sLi[v7u7RgpJv)(!iLrxu,Re6j7v@s@5Se[e7d`aW!Za(a`T.a#!a3!&aDa-!9)Dt_=6s+3[x~~DR|h~DS6avhGun5RkZj3w)v-]mkKunB!&*]kb97R|i<ARk<c:Z(6Vy}Juh'!wziMRoS:F|vkLuauJv5vtvQRh1d='T+Y#VyO~DR|jcF#T'7R|g97R|kJv3'!ay<Rj,Jvh&!:ReXcsa6*a+#a#_aIRf9aLRf?c,Z&Rf5Rf7c.Z&Rf;Rf>cQ#%T'p-Rf8Rf=ct#%'(*!,p,Rf4p+Rf6Rf:Rf<d~'Ua%U*^UYa(!a,-!#a4YaTalaEX0a8a<Weo3Dt/3Dsx=Br93Wen~Dr;~<5p<JwNZt2@3p=Pw:5p;Ou!5r3c7&!#:p>3Ds}KvGB)_6Vyk2sM=<r7x'eovA(!hFu1ARf}cV#X&@r5j6rvwQa^Rf3c=Za'wkghJv__g;unRggA53B9=b^}%j6uduo5Jq;!(hIv%2Re`Ou4ARe_e%a#^^^Xa&!a*a2!&a6YaP!*ad!#a:aE/5Rn?[y@>6Vyp;:pE~DrY~<5pBJwNZt8@3pCh=rt3rWPw:5pAJup_[xoNuPpF9c!#'45pD5ARn)d8#X'X*3@rU72s]h>v<<sSjJpqvewOJq/(!hNw'5ReBk0s2u3w/w'5ReE5@Jq.!a+JQ!&WeU23d(#Y&RjG5]jBk!u7w&u0udARjEe#+^^^Ub#!a2/a`Z(agT1!a-a;|@TaG!aS[yV=Re~fow'RguNuPRe?bz#'>RoUWeL>:Cbb|?JwPZtVg6ruRmzJvD'!6Vz(g/vmRh~Jvy_[y(g9voRgyx*cy(#2>Ri2B9b]~9kIw9u7rluJu3Rg]dI#a%UY'@=p%CAx.gQZ&RhwwygtRm{x5g_Z'+ABqR9Woa=Bp&dV#^*Xa'!&@o{g4v]Rk;Jv{!%Rk[wkkiA5RkiwwfUB=x,fUuqC&*!>RfTg8v0RfV~ARfSd;rJsAuAv9wR'ae+/aO!a@aza/a#[yQ@Wg!2Wemg3sEr0JvB_g>uvReWg2v+Re=KupB_+[y!2AbY~-~Hr2AJwD!(h<~El>h<~El?Kun@+_:9b`}Kg-v/Ri3g;vtwyk_9]k_d=&T#*U.6qh@Ab`|K9:H|CJv[!&3Dtex'fDwC%!Rf[9WlMd[(^X,!a%Z06Vz!@WgBg=v~Rgvg,QRe@awd,#Y+jTv|Q~EfWj]uNr|~FRfXdy#Y&^Ua%!aO.!(a)Ua;=!a@aKap!a-,a!Ta]a[rSa]p?[y82sK=Bq~;:p:~<5p8Pw:5p7d'#Y'Wf(;RnRi[u4w&RgJJvG'!6Vyh=<r#ijuuv/sIKuYD'ZtG@3p9~Gr&d2#`(g<vtRgFj`u5w&rqpxRf2CJuY!+:wfnTOu!5Rg}jNs1ucv&RfwJvA!&3@q|BDcC#T,k/unq8w8Q5RkTklwQuzunq8w8Q5Rk9dga#!a'!a=#a0!:+Tb*b@aO.a4!aba8aFJv^}?!VyR~Dr<g;u%Rn.~<5p[x'e`wNZtR@3p]Pw:5pZhNvjBp.woe_g5u-r4JwF!%DtO3:ooc7&!#:p^3DtpLuGw(!+%)Dtk6Vz#2sd=<r8d'#Y([y#<x3gJt`w@!)%}MRiowzikRij=]ilxAf3,U(#B2Rf#g0v-Rm[ck{`U#]giKv3>)!&6Ri154s,KuGB_%@r68r:dJ|t`#X(9<E|u2@H|rx3gJu?w'!+'1Nu7Reg4=H~+9<wxgY95Rm]xLggZ-`(X}U2:Ri4h<uOawRmsJv__5@bb{jbV~3dka#a'a]!,#a+U=a>b6a3b%!/aKa/)!arwve^VyJ;:pR~DpTg3uJpS~<5pOPw;5qmPw:5pNOu!5pQJvG'!6Vyx=<qoJvA!{~Jup!%@qk7Rn/KvyD!}''[xz;>wkh'?Rh,x8gyt`w5D!&),(SgyccRgztJ@3pPB5p#d'(Y#<]mmifubw&RgoJvE&!82s^JvF&!8Rf,ADb]~;x=h'rNu]vK!,%'*0RnORh)4Rh*AqQg-vaRnNg;wHwkh'ba~4cE#Ta*x3gctyw@'!+%RnFRnD<4Rn@hFvK5RnCxWg[#`&a0Ua()`1Rm75Rg[c]%X#qi8Rg^NvdRj>BwzgZauwji7Rm6A4wgg]d1#&(*,.0a#Rm;Rm<Rm=Rm>Rm?Rm@RmARmBe%#^^^Xaea?aC/b+(,!a+a#!a/!>a&Ta<aKbD!2wphBRnk[yPw}hE|.=Br-3Dtm>6Vy~g6urRf.x,hPrNav!%'RnqRo%Ro#Nu;q[Pw;5r+JwNZtM@3r)d'#Y'Weh;xChL#`&RnmRnoKu}>%(!Rne~Bs-;2wjcussJv+'!aYSO}6@B<5?ba~8LrNvj!.%*ROwungw~ng~:9;Ri^>wtnig;wHRnixDh@|(UZ.x1h@|)!#:2<H|*xHn]#-UX'3Ro)z=iT}6ARns=Bwsn_wpnaRncw]aR(#UXa&Ua*a/=]iPd'#Y&Ro'WnXf{QRm2hNvj]nZd`'T~&1`{|`#9b]{}c:'!#Wl{>@=be}]?cl{{U#:5Abb}Jds#^YaF!a*b4a#a3aPa>&Tb!bH!*a_!Eau?/a&RjY<]gj>6Vz*;:pe~DrZg,QRj1JwNZtX@wihspcJvZ&!VyX9WmOJu|!|N2WmHJvh&!]ht~Bpbcn&T(!#RmQ<s7Nu;padH#X'`+WmJ@>RmKCARhnKup=!)&Wf+:RhqNuPpf9c!#'45pd5AwghpARn(Ls@w!%,)!RmP@Wfe<E|IJva!&WmNg8vsRmLd`*.`#Y'Xa!axRn*]hrA8Rhug5s@rXg8u!RmMd8#X'X*3@rV72smdI*#UY&RmICARho~GsgxVgd)Ta'U-Y&Xa!T#RnEWnA@Wffg1uDRi0hFvK5RnBxGnG&#`%owp)@wsf+bX}Ze-*1!a*^^^Ua|!#a.aq&Ya2!a>.a6!a:aO`aJDtL[y`@Wg#>6Vz12@wzoYRoZNuPRi!NuPRhzg=ucRi,@=b`{Yg=ucRi-ACJvB!&Sh[ebSh]ebi`wUuFRm4Jw2_[y0JvB!.<Ju(!&SoG}6Shd}6<Ju(!&SoH}6She}6Kur@._g5vHRieJvx!{L2G{Kx6gd'T#?Rh82Wi5cZ#X(g1w)Rm5dW-Y(Ta#!a)!#aYa=wnfE=su2>>bU{0j9udv:<svj8uQv-7RgHdE%#^'sq9sp=>Bb_{TJv`!&g/r|snj6v(us5d,#Y(56H}[978H}]Jw5!&g1rushJvB!+j;v{u5?zDhd}6}bj;v{u5?zDhe}6}ce*#`(^^^a[aea!=!a6a*aoXb1a.!aAbL!b>,b'aL!aV@Wf|2Wlg3[y/JwNZt^@3piPw:5pgJunZou3@rsJva&!Vy_g<v~Rm#JvG'!6Vz0=<r{Ju{%!:pj@WfsiXuJu3Rm:JvZ&!WfA~Bph@c4Z&Dtwax5rubx(#:awRk1@d,#Y&RfjRfid1#,Y(@Wfp2Wlrg5s@ryKu[@!,'=]ig9wlk?Rk>g5u-rqJvy'!@9RkQcH(T#=>Ri~@<wkj(Wj(KuZB*!&<7rw@9RkRcH(T#=>Ri}@<wkj)Wj)dg(Ta2Xa9X#`-!a*CARhg@@=I}d9x;c~#X%so=<sj>2@@=aybb}XjWv0Q~EfEj3vLv;<d,#Y(56H}`978H}_dgaPaFa'a/!#a3Y0a_a;a|!1(a7-[yE3[xt;:pJNvZrrg3uJrvJwNZt=@3pIh=rt3rxPw:5pGOu!5rpJvG'!6Vys=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk!u7w&u0udARjFd/prq=tyvpaEa(a:.!a1aZ(@@=I}:9wpd%=<sX55w_h}@@=I{t=ay<aU@@=I}T=ay<2@@=I})?C9:9au@9Cb]}DP~=x-fAZ(2Wl1=ay<aU@@=I}>5@d##Y+jTv|vV~EfFj]uNpn~FRfGdgaK!Z2&!a8a-Tb({E!acTbM*!a(DtY[yYd'%Y#sl[y*hHvh>Re5x2c{Z}.j4uCvcawRiMd+#X+_x&d!},<5RkX;2Hzw@x,gavfB-!{CcF&T#Roe;RodwWbBg5urRgaKvHC*_6Vz+<4opieuew&Rmq@d]&Y)X,T#X0Rh}<BqP=4qS9:ReMg/ujReNJw0!/<Jui%!bd{kawwnemRelAxUa?a3#*.&UX(Ya+a/RhvRnQ<o}9Wmtd-#Y&RgSRmw9;Rmxay=Rmyg-vaRmuxEhSrNu,v-voC!%(aR.a(a7+1Ro1>Ro5CE{A9b]{@;5x#eO{:g;urRi+KrNA!%(Ro3>Ro79;Ri_Ku@>{;&!x%gX|{KunA_+g5QRj/g3u5Rj#g>uERj%wio/xRhS&!,!#^1U}wba{8>>@=be}qC@:D5ba{7Ku+A&!}x?ba}t>>@=be}se(aA^^^Uat!b0#{pa+awUazbGa#aLb9bgaWac'a5TbS=Br!d1#`%scp_Jvl!#rT>Re0JvX&!VyN=H{Fcm#U&:pY=ReaJv2&!]h0=]nUJvG'!6Vy|=<r%JrM_=]h2@Wlud'#)U'Wf'b]{i=]h/Jvh!&~BpWg=v]RnMx+ny#'Nu;pVwjnu=]nwxJnx,T#`&Reqwjnt=]nvieu9vrRjLLuYwP(#+!th@wih5pX~Gr'g5v/Rh4KunA'!-CARnP@wwiN:Rm_9x'cvw>!|l=<saKvAA!0&3@q}>w^e1bp#&Re2Re3BDx7gH#T|f5H|eKuZ>!%(:qNAH{]Jv6!+3B2B9=b^{X<5<B92:E{ZLvhwA(a;a%!igQuyRmad+#Y}m@3Rh5d8#X'X*:AqUAHzmaxwbh<aXRnVcF}RT#Nw&cj#U(BWnug/vsRntdka)(a3+.Zb7aYYan1!bVa@Xa}[y^@b[{G=H{+hFu73Rj&Pv#5ReQcK%T#sig1v{Rj'Ku+D#'!t]~Grm~?rkKuMB!01d5#`'Vy.ta3Dtu~Hroc8#'{^45s85AwZbP&!#Rn!wghxWn#KvEA!)&2RlA2RlBx:h|#(T,=]j09Wobz>x]z/@awRoTd+#Y(az]hFhCrm4d,#Y+jTv|Q~EfMj]uNr|~FRfOdCa!Xa9_X#@<plJvf!%b`{(9;Rgwc;.!#2x7cw#T|UDb]|T5Ju={(!=@E{&Jv)&!Ab`{'awJvf!~*>>@=be{#KuY>!+&4Ezyi[ugv&RjIdea+T)#UXa&T-T&a!Rh9auRmW=]kLg5vuRn+g3u4Rn-Ow6ARn,hHus5xNk?#UX(U~)/g8v0RkD~AwkkF?Ri.OuNBwkkA?Ri/d|a2`a*^UYa.!aBTZaTa'Xa;!(!2!-a#b2[yC>6Vyq3[xr2Wi?g1rusVh%s?DtF~<5rbJs;%!DtBfswKtCj[uvuSsEu3RgVx3o:u+wN'*Zt;@3rd~Grh~?rfg8w)Lq)qE&-a%!>bI|`jWv0vV~EfCjTv|vV~Ef@j]uNpn~FRfBcK#T']gWNu7x,k7q4ai(0!hHv8<RhmkMu9vrsBuev/RhlCJvB!,g<v{wchh~@:Rhji[vrv{wchi~@:RhkdS&a5UY#Ta!RgPwwiI5BwciI~@:Rh`x'iJvj'!5]iJPu8Bwch]~@:Rhach)U#h3rp]gLh@t|Ax,hTq3ah!-(~@:Ro0Ou!5RhXj^v(pyw8unRhVd|)`,^UYas!a?/a2Z'a^Ta{Tb7Ta(a#!a,Wf&9sZ3DtAadamov=Bqt3[xig8vsRm~>waiL2b`{QJv*_Ouv2qgj<v]v2BqfdR'X*X#Y-@3qr~Gqv~?p6hHv-]glPup5Lq+q?_%*b_{qF{n9b^{rOu4ARhpKvCD!+&~Bqp:5Dbb}nwoiKl&unuTuBv]v+ueunaXRf0=Jvh!0nKufu8v1w&w7q%w&uHrz:Rgnj5w,uxDJq/(!hNw'5ReCk0s2u3w/w'5ReFd>Za&!*UaA=<wkgsRnSJv^!%Refifw3vyRgOKu_B'!,<]gkiiu:w&Rh<=C@a^<B57@2F{[<B5@aW:=3away9A5aW=<B=C@a^<B57@2F{Ie-#`(^^^bCara.b8aza6!/bZ,!adTbnTbOb+aFaS!aAT9@Wf~2Wli3Dtl2@d,#Y&RfnRfmJwJZtN~GqyJva&!VyMg<v~Rm%iXuJu3Rm9Jv[_=]ih9wlkDRkCd1#`(@Wg>2Wls3cH#T(@<Rj*=>Ri|b~'#23s9h<~El.d'#Y&Dtxi^rzvdRl#d*#U%(o|B2s`hJwSaxRmDKv4B&!1:Rmdd5#`'Vx}to~Hq{x'f1v3(!BA5ba|bJv_&!Wfug1v]ReIdO+U/Y#&G}-8wze=Rh{g1v]ReHg/uQRf/by#)ibQwERl/cH#T(@<Rj+=>Ri{cNu+vlax-!(#a0qa9<Rii2;;bU{H;x<i=&X#Rk`<4wwi=C9H~8xAI(Y#<azRi@45wXI<B9;5bb~7dL(X#Xa(+!aL6Vy{g5QqOau:5au2@ay547EzbxOcU(UX-T#Ta#:Cbb|A?wjh/b_|SOw6ARgtihr}u7Rhy<d1#T)X1@@=I|~=ay<2@@=aybb}Sj3vLv;<d,#Y(56H}A978H}@dGpvs@uAu`vcw9*!aFa+ai%(b!aXa8.a?a[ozWey=sU2@G}Nch&U#Rf_WexKu+D#'!t:~Gr`~?r^j]uNr|~FRg*j^psurwJt|RmcKv)@&!)7Rkv~Br[@wxfO:Rl3co#U'6Rezj_q#vIuavjRltwzeyh@vr5JqD0!>aY?C9:9au@9Cb]}9cl#U*5;5<H||jbuus1ucv&Rfvg1v~d/pppzqFr^a--a~!aMat1(hFv;Wiz@@=Izoj5uuv-7Rix~Cw`fk2WlVcZ#X,k)u3vWs@u2]ktg;wEx'fBq(_2Wg/jTv|vV~EfoJv]!15x'hzqG!(P~EfU~CRl_j6v(us5x4i-#T(2WmZ?C2F|d>Kq<aj1!*jTqIsBv=Wl`~Cw`fi2WlWj`v0u*~>RlR=c>Z,k#u3vWs@u2]kr<c1Z+jTqIsBv=Wla~Cw`fm2WlXdmb3!a{(arZa`bkTa%TbQTa-a9+c'!aM!/[yL=Bqug.w'RifhFvyDRj.g>vgwyk^9]k^Jv3_@WfbAARkhJw2_[x|JvB_wkoIRoKwkoJRoLd'(Y#<]gm=<9<H|yd'%_X#skDtb3awwqkgNulRkgdB#^',9:p'hJwSaxRmEBwVb8@4=H|qLu+w50&!)@3qs~?pU>Awwn;;Rn=c:Z'ARn<=<qwKvC@!/&~BqqJv6!&]eVb^z^xRge'/a%+^`#Sge}6<4Rn3=]n0Pw2>Rn8Jw0!&>Rn:>Rn6cY#a7+!a&=<wkaNw~h3z_c5Z{=wjh#=]nLKv^D!&)Vyz=bW|swYb<WetcG#T(2wxa@qVx@gD#Y&b^|V5JwG&!5bb|pg/w&RgD@x=kHs=uAvn!a%%/'+RmSRh694Ro`g-vaRmRhHv-]mlxCcS#`&ba~.5cD#Ta)P~=d,#Y(56H{>978H{Dd_#{2^Y%_+qbbb{6g3sERhsbU{?dfa.,`a(Xa<!aiX#(55RiG54RiHcI#T'WiU3RiVNvdwtfcRlKNvdd,#Y&RlHRlExQgf.1*^T'X#Sgf}6Wn4=]hfPrk>Rn7Jw0!&>Rn5>Rn9Lunw?&a2!,5<oq@@wqfdRlJj5Q~=d,#Y(~ARfcOuN]fdDKw;ay(}i!547E}j?cI#T(@5bV}iCbV}hdv(^^Tb?a40,b##Tbo!a*bR!a<b|a/!aKai!aU[yK=]o^g:v>ReGJwPZtK<7Rh+h<~El,Pv#5ReR@awwxjCg,ulRjDJv6&!]j!z?aQeeg>w=Sh<eeJw;!&axEzOg,Qosc!#*:wkeJ]eJ>x'h-u(!%Ro.w~h.zPdNZ(X,Ya![x{;9ReY;wkgxRiF:x?ap#Y&RmUg<s2Rkod]+UY0TZ'!a&A9sw<=bczLNvuw{gqzNhJwSaxRmCKuLay!#&s_Rf-55b^{uJvZa!!c%#(55Ri654wmiu5RiuawLu,vp!+}^%b_}Y9;wkgxba}o>A9:=b^}zKuh=a''!3awRk3c*'!#aHRk6c+Z&Rk5Rk4Jv)&!awRjSawd9*`#0?C2@EzMj8u<uJ5RmbjQrquJu3x,k>uq@_+=ayb^|W~ARkEOuN]k@7dhzV^X/X&a-#zRzSb`zXcJzTT#2WkVKvDBzW!%FzY9;5bbzWjQrquJu3Jw3%!b`zU=ayb^zQd:#X(T-a!6Vyywxh}=b]{Jg=u1RiAdGp~qHtzv!w(wA+a+a;<!aJaYai'anasb(=azRmV:Cbb{MLq2vb!%')RjuRjrRjtRjqx3jnqCw3!%')Rk(Rk+Rk&Rk)Lq2vb!%')Rj{RjxRjzRjwLq2vb!%')RjsRjpRjfRjex3jcqCw3!%')Rk'Rk*RjkRjl9<CbbzfOu4ARhxLq2vb!%')RjyRjvRjhRjgx=joq*uKvb!%')+-Rk.Rk%Rj~Rk-Rk#Rj}x=jdq*uKvb!%')+-Rk,Rk!Rj|RjmRjjRjidAq&qKs@uAv8Aa.'*-a@a&0!aM@a5[y73Dsy3Ds|3Dt):wxgI2sHJwJZt.~Gqxwsf0ikrzt}Rl0Jvy_[xj~HqzKv_A|D!&WfP8axRoVcf,U#k(v]v+ueunaXRf1Ju}'!g8u#Ri=jQw!sCunLprq>!,')~<5qeGzq9F{W=c##%s5au:5aU3CBE|;d4#X(D!a&6Vygx(b;#(=]ed?C2F{N<capoq2r[a&!aPa9,'Pw;5s:@@=I|,55w_h|@@=IzcP~=x'fCqB_2Wl2>aU@@=I|1OuNBc1Z+jTqIsBv=Wlc~Cw`fl2WlZ~AcTa%!Z+jTqIsBv=Wlb~Cw`fh2WlYk+uNqJsBv=WlSg,u3dca3#UXaMYa)TaB-=cM|7T#<bI}l5@B932:aV2G{BOuNBJq:|M!5Ezt=<B=C@a^<B57@2F{v>cB{/T#=ay<bI{3Jv6!a.6BKq0ah&+!5E}HP~Ef{978BaU@@=Iza<7d#.Y#978BaU@@=IzH~AJq0!(@@=IzG978BaU@@=IzFe,aU*Y&^^^bvJb,b:bFad!a,c2Ta>aL.bo6!a#CbTa'T#Re{2Wlh2@G{yg6t~Ro_NvdRfticuRQRllJv3&!x&c|zs@Jw3!%RflwpfkRlpKuL;%(!Re<@G|C2GzdhIvuBwgjAg-u0RjAKQB%!(GzZ@G|5NuuRl7d='T+Y#Vy[g<v~Rm!==G|>JvA!)@wma=]m1ifuaw&RmnLs@vT'!|/+[y,g:v>ReTJw1!#qX=x!eC{bLu+wT&)ZtZauq_~Graci&U#F|89:r_Lupvq!.)&2RlG8RfaC=x!eF{_h?rpWlmd&'!#X|&]k::xJey#`'T|+<E|&2@H|%dE#(^,g;u.RiEg6vjRiC9xCkA{O|zY#g=ucRmXKs0@!&*@G|m@awRknJuh!,3d(}gY}eJvj!%Rm):Jw3!%Rm+Rm-Ls0w(&!a(a#@b[|6cZ#X'7RkxWgAOu4ARn'dH'U#Y*Vz-Wm'CARm}d]*#a%^a*T'aK!a<9bV{PC=p*Jw4!&SgxcbB5r]idw(wBRmF7xFkt#&`(Rm/Rm8E|!JuY_9:Rl5=wrgr2:bbxd@xXfB(a*#T+!.X0X1Ta/a'T&RlDRfL>RlyARl9b[z[>RfZ:RlL:RfRwlg/ARl;9;RlxKv,A/!%7s69<74=BA5ba{-8Bde#`a<XaKYa1,a'P~=wxfB2bZ}}?C972@@=I}r8@55B9;5bb}G978B2@@=aybb}3j3vLv;<Jw3&!>Rfk=ayb^}4~Ad1#`*@@=aybb{w2@>==<bbz]dx+UY#^UaF!a9!bB'Ya1.!ajXa#%olRhD[y=3Dt#Ov5BrHKuMB%!(Rf^Wep~HrJwkiQjKr|~FRg)Ku+D#'!t5~GrF~?rDdV)UY,Z/_7RkuG{<~BrBg,rlsO:235B@bX}|d?a1!#`(6Vyn5@d##Y+jTv|vV~EfIj]uNpn~FRfH7Lq2vb1!a9-978BaU@@=Iz9978BbU}#~AJq0!(@@=Iz8978BaU@@=Iz7~AJQ|}!978BbU}!JvkaK!AdUa21-U#`a+(g/vsRn~Ou!5RPj:rmu9WhOjXuvvNr}:RhAj^v(pyw8unRn[kPr}p|u7vwv]RiSBd;pppzq@qHQa?(b.!a.a`@.|xa(hFv;Wiyj5uuv-7Riw~Cw`fg2WlU978BbU|wOuNBJqG!(P~EfD~CRlQcZ#X,k)u3vWs@u2]ksg;wEx'f@q1_2Wg.j]uNpn~FRfqJv]!15x'h{qG!(@@=IzK~CRl^j6v(us5x4i,#T(2WmY?C2F{1>Kq<aj1!*jTqIsBv=Wld~Cw`fj2Wl[j`v0u*~>RlT=c>Z,k#u3vWs@u2]kq<c1Z+jTqIsBv=Wle~Cw`fn2Wl]dn1#c(a(b^a2!b/bAT(bj!aDa7bu,a_a{c0!2T0g:v>ReD2@G{42@G{5~DpM~<5rc=Bx6i>{RT#RnI@zCx]y]z:2Jv[!zr5Awyk]9]k]dD(Y+X#6Vz.g=wKtgwhaCwgmTWj2Lu,w%_+/[y-B;b^xeg3u3Rj-2@bX{*KrJ<!+'@Wg(g?QRlC@Jv`!%b[zIwsfII}8JQ_@w|kW|=Jv(%!AqcOuNBJvEzh!bYzjLs@wP#(0!oy@>RkdJwMZtc3Dtd@BcG#T'9bWxg2@2Fznd*#Y+;2x'c}w<zizixNgwa#Z'U+!/!a'!a+w~g~z6wcn{Rn}wcnzRn|5Rh%=]nJg5vuRmvNvdRlvcprJu}w*az*a#!%.a.'Bot9qT]kj@Wg'ay2Gzv@Jv`!%b[zEwsfHI}1;ck#Ux`<Cbbx_Lu+w!a&0*!wko*wwo,So,}6Juqxf!E}PigQuyRm`d3(`#8>Rn%:A5B;bZ~%KvhCa!a2!x>k7#Uxb@b{#xaRk7Jw0!)>wwhlShl}6>wwhmShm}6CJvB!.x'hhvj{!!5Bwkhhbaz}x'hivjz~!5Bwkhibaz|xEhTrNu,v-vpD!a%&/)a3a.,%Ro2t[CE{)@3re9b]{%wjo09:rgc:Z&Ro6=<riifuaw&RmoKrNA!%(Ro4>Ro89;Ri`dSaL'UYzxZb)7Rka3xRhT&!,!#^1U}vbaz{>>@=be}yC@:D5bazzKu+A&!}{?ba}y>>@=be}wxBh[t`u~vJvr!%a!a()a,a0a4RoC=]o;Ju(!%RoGRhdwjh`=]oAg>w#Ro?g5vuRo=NvdRl|Ku]C.!&;RoEJvB!%RoORoMBx'h[v+_?w~h`}~5?w~hd~!xKh]oiptu-utv.vp!#%&a30a@a'a+(a/aOp(o~p!RoDJu(!%RoHRhewjha=]oBNvdRl}g>w#Ro@g5vuRo>c[#X']o<CauRoRAd-#Y':RkpauRoQKu]C.!&;RoFJvB!%RoNRoPBx'h]v+_?w~ha}t5?w~he}ue!/UbhYacXaW^Tc&a;b:a-c/#b&aja1(!cL+!bKbt!bmcRc9aIc?8[yW3Dtt94Rg`Jv}!&SiRMzBhEebShEMNuPRe>x7gL#TzuwjirRipc<Z&>on;>z=h-MSh.Mwqczx'a7vj&!>Re4@=ResJt__NuPRi*NuPRi)j]uNr|~FRfzKrJ>_+@Wfy@Wf]2WocKrJ<!+'@Wg%g/QRl@@Jv`!&awRl<wsfFIzgLu(w*!.*&ShBMwvhIRhI9;RhNx1hK'!#Sn]Mx1hK~0!#:2<H~7cNu+w7D*'1ZtW>Rn1~?rOc:Z&Rn2=<rQ<7wjh&=BSnLMc]#X(6Vz)w[b=a!U#9wzgMc3#&(RgMRitRis<x,gKt`ax!&+SioM=BSilMc3#&(RgKRinRimKurB,!&SiQMzBhDebShDM6BJQ!(P~Efx978B2@@=I}WLrJw!!,a*&@G}O@9wkibRid@@x'fKwC!&SlDMSfLMjUv~Q~EfKKv3@a+!(hFv-]mpx/hYZ(C5RiWz<o/MwkhY?So/M@x,gbvfB*&!SgEM:SoeeehFu3:Rgbda(,^TZa)X/7Sg[eb:2RgI~BrMC@wgkc:wwkcRerx3h(uUvK!&*,SnOM4Sh*MArRg;wHRh(x=h;rJvPwI!a4',a'0@Wg&=BSh/Mg>w=Rh=g3w*wwgGRgGcW(X#;Sg}M2Gzk@Jv`!&awRl=wsfGIz`dKZ*T'Y-:RhR7RhQg5u-p`j6v(us5d,#Y+~Awkia?RicOuNBwkibba}Ld6p~tyu_vbAa'a+!a/'a3aEa8a!>Sh,ebJv{!&Sh@ebSaReb9;SgwebNuPRi(NvdRl)NuPRi'hHu^<Rm^Jvv_@Wl(g;u1Si/ebKu'B&!*Sh?eb@Wl'z@aPeb95Si.ebcpputyvjB)!,&a+0a%ShAMWeK@G}C@WfJ9;RhMwvhH9w{ia}ix,hJvRA1(!zAn[MRhHx1hJ~*!#hFv(BSn[MBJQ!(@@=I~'978B2@@=I}2db.Ua<'X}+T#a0XaG2G}E;wkg|wuh!Rh!x,hZu,@)!&So0MVy)C5RiXACJvB!&5RiY5RiZg8w)cG}*T#2@bU}=KsA>(!a.3wkhZba~(x,h^u(A!&(SoCMRhb5Bz=h[eb?w~hb~6x,h_u(A!&(SoDMRhc5Bz=h]eb?w~hc~6e)aA1T#T,^^^c-bMb&blcPaP(a/!0!bA=b5c@a(!bfbrc#2afwmhARnjwchORnp2Wlf3DtsNvdRl-2@wpa<]m0bx(#:awRk2@Jw3!%RfhwpfgRlnKQB%!(G{V@G|'NuuRl6d='T+Y#VyUg<v~Rl~==G|<Jv+'!aYShC}6@B<5?ba~8@Jw3'!g2QRljhLrpWlOd+#Y'g.w'rIg>w*wgj@g-u0Rj@Lu+wT&)ZtUauq]~GrGci&U#F|39:rELrNvj!.%*RhCwunfw~nf~:9;Ri]>wtnhg;wHRnhx3hDs@v~!/+'@Wfr@9RkSNu&Rlo=@<5GzoKs0@_+@Wl+@awRkmJuh!-3d(}pY#qWJvj!%Rm(:Jw3!%Rm,Rm*de&!1U-U#`)Re;@G|.@9Ri82@wjfvRlq=@<5GzpLvOvr!).&2RlF8Rf`C=x!eE{.Jw3_g2QRlkhLrpWlPde(!#U{s,UXa*Ta'[y'g:v>ReS;x0PZ&RnlRnn~HrKJw1}f!=x!eB|2w]aP(#Xa&a*Ta.Ua2a7=]iOd'#Y&Ro&WnWg;u.RiDg6vjRiBNvdRlzhNvj]nYJuW_2Wm3x)kFze{9d])!a.!,Y01!#&aC!a3RndC=ox~BrC@2b^{pg,rlse7x'ksuq!%Rm.E{xidw(wBRmGx9o+)X#wwo-So-}69:Rl4@xSf@a#XZ'X)X,Ta(/ARl8b[xc>RfY:RlI:RfQwlg.ARl:9;Rlwdn'#^XafaQa1X1TaHTa)@b[{zcZ#X'7RkwWg@Ou4ARn&x)kG#{,g7u/RkGdH'U#Y*Vz'Wm&CARm|bx#(A]gUbUzJj9Q~=d,#Y(56H}l978H{U7d,0#U*2>ABb_xZ978BbU{e~AJQ{g!978BbU{hxMh?ad{oUYZ.x1h?{l!#:2<H{mx3n[t{vl!,&a%3Ro(z=iS}6ARnr=Bwsn^wvn`Rnbd`*T}B0!#^X'BG{c9b]{a>>@=be}F?JvS!&BG{d7BG}(Bde#`a1X,Ya@!a'P~=wxf@2bZ}I56B2@@=aybb}08@55B9;5bb}<j3vLv;<Jw3&!>Rfg=ayb^}&OuNBKuLA!)a!P~=x#fD{f2@>==<bbzl?C972@@=Ix^d6rSu,v7w*C(0a)a6#B+a%!sQ[y?3Dt%3[xn~<5rLOu!5p@Ku+D#'!t7~GrP~?rNKvlaya7'!h+v-5qMg=t|cd,U#5AAaa5Abb{S@52B5@a[@52B5Gx[iXueu;d<#`a(!/549C;ag>23ExY5@Dah89b^~689Jv)!~2b[~1Lv'w(%*!a#bX|aPrmawRe]keu7uhv-q6rxu,q`xTo]/a5aU!bNaDXbi!b-!ao!b<bwA!#5@B932:aV2G|:d-)Y#hJrL>RhG<7@C5<H|_=Cau:5aj5@B932:bJ|ng>vIbs)#?C2F|9jPv0w.vISh-MKvUaz(.!9ABbb|[5;5<H|Eg>unwfh;9:4E|YjQsBt|vjx'hYq3!(?C2F|J:2<BaY?C2F|GOu!5x,g|p{ah!-(?C2F|c9:4E|OjXuvvNr}:Rh&i[w*t|cd+U#jJvsu)vsSn~Mkfrmu9p}u7vwv]So!McW#Xa!ax5@A5aY:5;5<H|>kJv~vYrquJu3x4ib#T)2@SmZM?C2F|Bj:rmu9@xPhI(a*a#U#`a3-5Abb|L~@:RhK9:4E|0@52B5G|#C::aY?C2F|-:2<BaY?C2F|.5Jvk!a)javYrquJu3x4ia#T)2@SmYM?C2F|HAxPhH(!a#U#`a*-5Abb|4~@:RhJ9:4E|R@52B5G|F:2<BaY?C2F|Sc^#Xa2j=Qq5CJvB!-g<v{z;hhM?C2F|Zi[vrv{z;hiM?C2F|XKsA>!a)-g<v{z;h[eb?C2F|]i[vrv{z;h]eb?C2F|^iZu.vix,hZq3ah!.(?C2F|QOu!5ShXM:2<BaY?C2F|P", 13_494, 2713, 49, 25, 61);
//# sourceMappingURL=decode-data-html.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/internal/bin-trie-flags.js
/**
 * Bit flags & masks for the binary trie encoding used for entity decoding.
 *
 * The trie is a flat `Uint16Array`. Every node starts with one header word:
 *
 *   15..14 VALUE_LENGTH   Number of words the value occupies, +1.
 *                         0 = no value; 1 = value inline in bits 12..0;
 *                         2/3 = value in the 1/2 words after the header.
 *   13     FLAG13         If VALUE_LENGTH > 0: semicolon required ("strict"
 *                         entity; `;` is never stored as a branch).
 *                         If VALUE_LENGTH == 0: this node is a compact run.
 *   12..7  BRANCH_LENGTH  Number of branches (or run length for runs).
 *   6..0   JUMP_TABLE     Jump-table offset / single-branch char / first
 *                         run char (see below).
 *
 * Branch data follows the header and any value words. Its shape is selected
 * by (JUMP_TABLE, BRANCH_LENGTH) in the header:
 *
 *   Single branch  JUMP_TABLE = the only child's char, BRANCH_LENGTH = 0.
 *                  No branch words; the child node follows immediately.
 *   Jump table     JUMP_TABLE = first covered char (> 0), BRANCH_LENGTH =
 *                  table length. One word per covered char: 0 = no branch,
 *                  otherwise the child's offset from the END of the table,
 *                  +1 (so 0 stays the no-branch sentinel).
 *   Dictionary     JUMP_TABLE = 0, BRANCH_LENGTH = number of branches.
 *                  ceil(n/2) words of sorted keys packed two per word
 *                  (low byte first), then n pointer words storing the
 *                  child's offset from the END of the branch data.
 *   Compact run    VALUE_LENGTH = 0, FLAG13 set. BRANCH_LENGTH = run
 *                  length (3..63), JUMP_TABLE = first char; remaining run
 *                  chars packed two per word after the header. The target
 *                  node follows the packed words immediately.
 *
 * Pointers are end-relative (rather than relative to the pointer's own
 * position) because that makes the common "child encoded right after the
 * branch data" case a small constant, which compresses far better. Offsets
 * to already-encoded (shared) nodes wrap via uint16 modulo arithmetic; the
 * decoder masks navigation results with `& 0xff_ff` to match.
 */
var bin_trie_flags_BinTrieFlags;
(function (BinTrieFlags) {
    BinTrieFlags[BinTrieFlags["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
    BinTrieFlags[BinTrieFlags["FLAG13"] = 8192] = "FLAG13";
    BinTrieFlags[BinTrieFlags["BRANCH_LENGTH"] = 8064] = "BRANCH_LENGTH";
    BinTrieFlags[BinTrieFlags["JUMP_TABLE"] = 127] = "JUMP_TABLE";
    /** Bits 12..0: the inline value of a VALUE_LENGTH = 1 header word. */
    BinTrieFlags[BinTrieFlags["VALUE_MASK"] = 8191] = "VALUE_MASK";
})(bin_trie_flags_BinTrieFlags || (bin_trie_flags_BinTrieFlags = {}));
//# sourceMappingURL=bin-trie-flags.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/decode.js




var CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["AMP"] = 38] = "AMP";
    CharCodes[CharCodes["NUM"] = 35] = "NUM";
    CharCodes[CharCodes["SEMI"] = 59] = "SEMI";
    CharCodes[CharCodes["EQUALS"] = 61] = "EQUALS";
    CharCodes[CharCodes["ZERO"] = 48] = "ZERO";
    CharCodes[CharCodes["NINE"] = 57] = "NINE";
    CharCodes[CharCodes["LOWER_A"] = 97] = "LOWER_A";
    CharCodes[CharCodes["LOWER_X"] = 120] = "LOWER_X";
})(CharCodes || (CharCodes = {}));
/** Bit that needs to be set to convert an upper case ASCII character to lower case */
const TO_LOWER_BIT = 0b10_0000;
/*
 * `parseNumericEntity` packs its two results into one 32-bit integer:
 * `(consumed << CONSUMED_SHIFT) | codePoint`. The 21-bit code point field
 * fits any valid Unicode value (max 0x10FFFF, clamped before packing); the
 * consumed count excludes `&` and gets the remaining 11 bits. Extract it
 * with `>>>` so the topmost bit isn't treated as a sign.
 *
 * Plain consts rather than a `const enum`: with `isolatedModules`, enum
 * member reads compile to runtime property loads.
 */
const CONSUMED_SHIFT = 21;
const CODE_POINT_MASK = 0x1f_ff_ff;
/**
 * Reserved consumed field for counts of at least 2047 characters after `&`.
 * The true count is in `longNumericConsumed`.
 */
const CONSUMED_OVERFLOW = 0x7_ff;
/**
 * Side channel for numeric entities of at least 2048 characters including
 * `&`. Set by `parseNumericEntity` when its consumed count reaches the
 * reserved value `CONSUMED_OVERFLOW`; callers read the true count from here.
 * A module-level slot avoids a tuple allocation on the hot path.
 */
let longNumericConsumed = 0;
/**
 * Extract the consumed count from a `parseNumericEntity` packed result,
 * recovering the true length from `longNumericConsumed` when the packed
 * field contains the sentinel. Read it before the next `parseNumericEntity`
 * call, which may overwrite the side channel. This helper owns that protocol.
 * @param packed Packed result of `parseNumericEntity`.
 */
function unpackConsumed(packed) {
    const consumed = packed >>> CONSUMED_SHIFT;
    return consumed === CONSUMED_OVERFLOW ? longNumericConsumed : consumed;
}
/**
 * Unsigned subtraction trick: (code - lo) >>> 0 wraps negatives to large
 * values, so a single `<=` covers the entire [lo..hi] range check.
 * @param code Code point to check.
 */
function isNumber(code) {
    return (code - CharCodes.ZERO) >>> 0 <= 9;
}
function isHexadecimalCharacter(code) {
    return ((code | TO_LOWER_BIT) - CharCodes.LOWER_A) >>> 0 <= 5; // F - a
}
function isAlpha(code) {
    return ((code | TO_LOWER_BIT) - CharCodes.LOWER_A) >>> 0 <= 25; // Z - a
}
/**
 * Checks if the given character is a valid end character for an entity in an attribute.
 *
 * Attribute values that aren't terminated properly aren't parsed, and shouldn't lead to a parser error.
 * See the example in https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
 * @param code Code point to check.
 */
function isEntityInAttributeInvalidEnd(code) {
    return code === CharCodes.EQUALS || isAlpha(code) || isNumber(code);
}
var EntityDecoderState;
(function (EntityDecoderState) {
    EntityDecoderState[EntityDecoderState["EntityStart"] = 0] = "EntityStart";
    EntityDecoderState[EntityDecoderState["NumericStart"] = 1] = "NumericStart";
    EntityDecoderState[EntityDecoderState["NumericDecimal"] = 2] = "NumericDecimal";
    EntityDecoderState[EntityDecoderState["NumericHex"] = 3] = "NumericHex";
    EntityDecoderState[EntityDecoderState["NamedEntity"] = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
/**
 * Decoding mode for named entities.
 */
var DecodingMode;
(function (DecodingMode) {
    /** Entities in text nodes that can end with any character. */
    DecodingMode[DecodingMode["Legacy"] = 0] = "Legacy";
    /** Only allow entities terminated with a semicolon. */
    DecodingMode[DecodingMode["Strict"] = 1] = "Strict";
    /** Entities in attributes have limitations on ending characters. */
    DecodingMode[DecodingMode["Attribute"] = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
/**
 * Token decoder with support of writing partial entities.
 */
class EntityDecoder {
    decodeTree;
    emitCodePoint;
    errors;
    /** The current state of the decoder. */
    state = EntityDecoderState.EntityStart;
    /** Characters that were consumed while parsing an entity. */
    consumed = 1;
    /**
     * The result of the entity.
     *
     * For named entities: the trie index of the best legacy match so far
     * (0 = none). For numeric entities: the accumulated code point.
     */
    result = 0;
    /** The current index in the decode tree. */
    treeIndex = 0;
    /**
     * Characters consumed since the last recorded legacy match, plus one.
     * Invariant at the top of the `stateNamedEntity` loop: `excess` equals
     * the number of unrecorded consumed characters + 1.
     */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive (read via destructuring)
    excess = 1;
    /** The mode in which the decoder is operating. */
    decodeMode = DecodingMode.Strict;
    /** The number of characters that have been consumed in the current run. */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive
    runConsumed = 0;
    constructor(
    /** The predefined HTML or XML decode tree. */
    decodeTree, 
    /**
     * The function that is called when a codepoint is decoded.
     *
     * For named entities that decode to multiple code points, this will
     * be called multiple times, with the second codepoint, and the same
     * `consumed` value.
     * @param codepoint The decoded codepoint.
     * @param consumed The number of characters consumed by the decoder.
     */
    emitCodePoint, 
    /** An object that is used to produce errors. */
    errors) {
        this.decodeTree = decodeTree;
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
    }
    /**
     * Resets the instance to make it reusable.
     * @param decodeMode Entity decoding mode to use.
     */
    startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = EntityDecoderState.EntityStart;
        this.result = 0;
        this.treeIndex = 0;
        this.excess = 1;
        this.consumed = 1;
        this.runConsumed = 0;
    }
    /**
     * Write an entity to the decoder. This can be called multiple times with partial entities.
     * If the entity is incomplete, the decoder will return -1.
     *
     * Mirrors the non-streaming `decodeWithTrie`, but with the ability to stop decoding if the
     * entity is incomplete, and resume when the next string is written.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    write(input, offset) {
        switch (this.state) {
            case EntityDecoderState.EntityStart: {
                if (input.charCodeAt(offset) === CharCodes.NUM) {
                    this.state = EntityDecoderState.NumericStart;
                    this.consumed += 1;
                    return this.stateNumericStart(input, offset + 1);
                }
                this.state = EntityDecoderState.NamedEntity;
                return this.stateNamedEntity(input, offset);
            }
            case EntityDecoderState.NumericStart: {
                return this.stateNumericStart(input, offset);
            }
            case EntityDecoderState.NumericDecimal: {
                return this.stateNumericDecimal(input, offset);
            }
            case EntityDecoderState.NumericHex: {
                return this.stateNumericHex(input, offset);
            }
            default: {
                // NamedEntity — the only remaining state.
                return this.stateNamedEntity(input, offset);
            }
        }
    }
    /**
     * Switches between the numeric decimal and hexadecimal states.
     *
     * Equivalent to the `Numeric character reference state` in the HTML spec.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    // eslint-disable-next-line unicorn/consistent-class-member-order
    stateNumericStart(input, offset) {
        if (offset >= input.length) {
            return -1;
        }
        if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
            this.state = EntityDecoderState.NumericHex;
            this.consumed += 1;
            return this.stateNumericHex(input, offset + 1);
        }
        this.state = EntityDecoderState.NumericDecimal;
        return this.stateNumericDecimal(input, offset);
    }
    /**
     * Parses a hexadecimal numeric entity.
     *
     * Equivalent to the `Hexademical character reference state` in the HTML
     * spec. Digit parsing matches the hex loop in `parseNumericEntity`.
     * The accumulated value is preserved for numeric validation callbacks.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericHex(input, offset) {
        const inputLength = input.length;
        // Local accumulators; flushed before any exit (see stateNamedEntity).
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
            const char = input.charCodeAt(offset);
            if (isNumber(char) || isHexadecimalCharacter(char)) {
                // Convert hex digit to value (0-15); 'a'/'A' -> 10.
                const digit = char <= CharCodes.NINE
                    ? char - CharCodes.ZERO
                    : (char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10;
                result = result * 16 + digit;
                consumed += 1;
                offset += 1;
            }
            else {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(char, 3);
            }
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    /**
     * Parses a decimal numeric entity.
     *
     * Equivalent to the `Decimal character reference state` in the HTML
     * spec. Digit parsing matches the decimal loop in `parseNumericEntity`.
     * The accumulated value is preserved for numeric validation callbacks.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericDecimal(input, offset) {
        const inputLength = input.length;
        // Local accumulators; flushed before any exit (see stateNamedEntity).
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
            const digit = input.charCodeAt(offset) - CharCodes.ZERO;
            if (digit >>> 0 > 9) {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(digit + CharCodes.ZERO, 2);
            }
            result = result * 10 + digit;
            consumed += 1;
            offset += 1;
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    /**
     * Validate and emit a numeric entity.
     *
     * Implements the logic from the `Hexademical character reference start
     * state` and `Numeric character reference end state` in the HTML spec.
     * @param lastCp The last code point of the entity. Used to see if the
     *               entity was terminated with a semicolon.
     * @param expectedLength The minimum number of characters that should be
     *                       consumed. Used to validate that at least one digit
     *                       was consumed.
     * @returns The number of characters that were consumed.
     */
    emitNumericEntity(lastCp, expectedLength) {
        // Ensure we consumed at least one digit.
        if (this.consumed <= expectedLength) {
            this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
        }
        // Figure out if this is a legit end of the entity
        if (lastCp === CharCodes.SEMI) {
            this.consumed += 1;
        }
        else if (this.decodeMode === DecodingMode.Strict) {
            return 0;
        }
        this.emitCodePoint((this.decodeTree === xmlDecodeTree
            ? replaceCodePointXML
            : replaceCodePoint)(this.result), this.consumed);
        if (this.errors) {
            if (lastCp !== CharCodes.SEMI) {
                this.errors.missingSemicolonAfterCharacterReference();
            }
            this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
    }
    /**
     * Flush locally-tracked walk state back to the fields, then emit the
     * recorded legacy match or reject (cold path — at most once per
     * entity). Called after failed navigation (leaf node, branch miss, or
     * compact-run mismatch). In attribute mode, reject if no legacy was
     * recorded at the current node, if we descended past it, or if the
     * pending input character is an invalid attribute terminator.
     * @param consumed Locally-tracked consumed count.
     * @param excess Locally-tracked excess count.
     * @param char Pending input character (may be the mismatching char).
     * @param valueLength Value length at the current trie node.
     */
    flushAndEmitLegacyOrReject(consumed, excess, char, valueLength) {
        this.consumed = consumed;
        this.excess = excess;
        return this.result === 0 ||
            (this.decodeMode === DecodingMode.Attribute &&
                (valueLength === 0 ||
                    excess > 1 ||
                    isEntityInAttributeInvalidEnd(char)))
            ? 0
            : this.emitNotTerminatedNamedEntity();
    }
    /**
     * Parses a named entity.
     *
     * Equivalent to the `Named character reference state` in the HTML spec.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNamedEntity(input, offset) {
        const { decodeTree } = this;
        const inputLength = input.length;
        const isStrict = this.decodeMode === DecodingMode.Strict;
        /*
         * Local copies of the resumable walk state avoid per-character
         * field writes. They are flushed back to the fields
         * on every exit (chunk end, and before any emit helper that reads
         * them). `this.result` is only written at the (rare) record points,
         * so it stays a direct field write.
         *
         * Legacy-match recording happens in two idempotent places: at the
         * loop top when sitting on a value node, and in the chunk-end
         * epilogue (so `end()` sees matches that land exactly on a chunk
         * boundary). Recording applies `consumed += excess - 1; excess = 1`,
         * which is a no-op when repeated — the loop-top invariant is
         * `excess` = unrecorded consumed characters + 1.
         */
        let { treeIndex } = this;
        let { excess } = this;
        let { consumed } = this;
        let current = decodeTree[treeIndex];
        while (offset < inputLength) {
            /*
             * Descend through value-less jump-table nodes (including the
             * single-branch encoding) inline, mirroring `decodeWithTrie`:
             * this avoids a `determineBranch` call per level for the
             * dominant node shape — including the root on the first write.
             */
            while ((current &
                (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                0 &&
                (current & BinTrieFlags.JUMP_TABLE) !== 0) {
                const char = input.charCodeAt(offset);
                const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
                const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
                if (branchCount === 0) {
                    // Single branch encoded inline in the jump offset bits.
                    if (char !== jumpOffset) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    treeIndex += 1;
                }
                else {
                    const slot = char - jumpOffset;
                    if (slot >>> 0 >= branchCount) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    const stored = decodeTree[treeIndex + 1 + slot];
                    if (stored === 0) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    // End-relative: branch data ends at treeIndex+1+branchCount.
                    treeIndex = (treeIndex + branchCount + stored) & 0xff_ff;
                }
                current = decodeTree[treeIndex];
                offset += 1;
                excess += 1;
                /*
                 * `charCodeAt` past the end returns NaN, which would alias
                 * to slot 0 after `>>> 0` — bail out explicitly.
                 */
                // eslint-disable-next-line unicorn/no-break-in-nested-loop
                if (offset >= inputLength)
                    break;
            }
            if (offset >= inputLength)
                break;
            // Handle compact runs (resumable across chunks).
            if ((current &
                (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                BinTrieFlags.FLAG13) {
                const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7; /* 3..63 */
                let { runConsumed } = this;
                // If we are starting a run, check the first char.
                if (runConsumed === 0) {
                    const char = input.charCodeAt(offset);
                    if (char !== (current & BinTrieFlags.JUMP_TABLE)) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    offset += 1;
                    excess += 1;
                    runConsumed = 1;
                }
                // Check remaining characters in the run (packed two per uint16 word).
                while (runConsumed < runLength) {
                    if (offset >= inputLength) {
                        this.treeIndex = treeIndex;
                        this.excess = excess;
                        this.consumed = consumed;
                        this.runConsumed = runConsumed;
                        return -1;
                    }
                    const charIndexInPacked = runConsumed - 1;
                    const packedWord = decodeTree[treeIndex + 1 + (charIndexInPacked >> 1)];
                    const expectedChar = (packedWord >> ((charIndexInPacked & 1) << 3)) & 0xff;
                    const char = input.charCodeAt(offset);
                    if (char !== expectedChar) {
                        this.runConsumed = 0;
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    offset += 1;
                    excess += 1;
                    runConsumed += 1;
                }
                this.runConsumed = 0;
                treeIndex += 1 + (runLength >> 1);
                current = decodeTree[treeIndex];
                // Loop top handles the landed-on node (record/emit/branch).
                continue;
            }
            // Header plus out-of-line value words; 0 means no value.
            const valueLength = current >>> 14;
            const char = input.charCodeAt(offset);
            if (valueLength !== 0) {
                // Record a legacy match (FLAG13 clear = semicolon optional).
                if (!isStrict && (current & BinTrieFlags.FLAG13) === 0) {
                    this.result = treeIndex;
                    consumed += excess - 1;
                    excess = 1;
                }
                /*
                 * Implicit semicolon handling: emit immediately. Covers both
                 * strict (FLAG13 set) and legacy entities — neither stores
                 * an explicit `;` branch in the trie.
                 */
                if (char === CharCodes.SEMI) {
                    return this.emitNamedEntityData(treeIndex, valueLength, consumed + excess);
                }
                /*
                 * `valueLength === 1` packs the codepoint into the header
                 * word's low 13 bits, where branch metadata also lives. Skip
                 * the branch lookup on leaves so those value bits aren't
                 * reinterpreted as branch offsets.
                 */
                if (valueLength === 1) {
                    return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
                }
            }
            // Value-bearing or dictionary node: dispatch through determineBranch.
            const next = determineBranch(decodeTree, current, treeIndex + (valueLength || 1), char);
            if (next < 0) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
            }
            treeIndex = next;
            current = decodeTree[treeIndex];
            offset += 1;
            excess += 1;
        }
        /*
         * Chunk exhausted. Record a legacy match we may be sitting on, so a
         * subsequent `end()` emits it, then persist the walk state.
         */
        if (!isStrict &&
            current >>> 14 !== 0 &&
            (current & BinTrieFlags.FLAG13) === 0) {
            this.result = treeIndex;
            consumed += excess - 1;
            excess = 1;
        }
        this.treeIndex = treeIndex;
        this.excess = excess;
        this.consumed = consumed;
        return -1;
    }
    /**
     * Emit a named entity that was not terminated with a semicolon.
     * @returns The number of characters consumed.
     */
    emitNotTerminatedNamedEntity() {
        const { result, decodeTree } = this;
        const valueLength = decodeTree[result] >>> 14;
        this.emitNamedEntityData(result, valueLength, this.consumed);
        this.errors?.missingSemicolonAfterCharacterReference();
        return this.consumed;
    }
    /**
     * Emit a named entity.
     * @param result The index of the entity in the decode tree.
     * @param valueLength Encoded value length (header plus any value words).
     * @param consumed The number of characters consumed.
     * @returns The number of characters consumed.
     */
    emitNamedEntityData(result, valueLength, consumed) {
        const { decodeTree } = this;
        this.emitCodePoint(valueLength === 1
            ? decodeTree[result] & BinTrieFlags.VALUE_MASK
            : decodeTree[result + 1], consumed);
        if (valueLength === 3) {
            // Emit the second UTF-16 code unit.
            this.emitCodePoint(decodeTree[result + 2], consumed);
        }
        return consumed;
    }
    /**
     * Signal to the parser that the end of the input was reached.
     *
     * Remaining data will be emitted and relevant errors will be produced.
     * @returns The number of characters consumed.
     */
    end() {
        switch (this.state) {
            case EntityDecoderState.NamedEntity: {
                // Emit a named entity if we have one.
                return this.result !== 0 &&
                    (this.decodeMode !== DecodingMode.Attribute ||
                        this.result === this.treeIndex)
                    ? this.emitNotTerminatedNamedEntity()
                    : 0;
            }
            // Otherwise, emit a numeric entity if we have one.
            case EntityDecoderState.NumericDecimal: {
                return this.emitNumericEntity(0, 2);
            }
            case EntityDecoderState.NumericHex: {
                return this.emitNumericEntity(0, 3);
            }
            case EntityDecoderState.NumericStart: {
                this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
                return 0;
            }
            default: {
                // EntityStart or unknown — return 0.
                return 0;
            }
        }
    }
}
/**
 * Determines the branch of the current node that is taken given the current
 * character. This function is used to traverse the trie.
 *
 * See `BinTrieFlags` for the branch-data layouts handled here.
 * @param decodeTree The trie.
 * @param current The current node's header word.
 * @param nodeIndex Index of the node's first branch-data word (the header
 *   plus any value words have been skipped by the caller).
 * @param char The current character.
 * @returns The index of the next node, or -1 if no branch is taken.
 */
function determineBranch(decodeTree, current, nodeIndex, char) {
    const branchCount = (current & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
    const jumpOffset = current & bin_trie_flags_BinTrieFlags.JUMP_TABLE;
    // Case 1: Single branch or jump table (jumpOffset encodes the first/only char code).
    if (jumpOffset) {
        if (branchCount === 0) {
            // Single branch encoded inline in the jump offset bits.
            return char === jumpOffset ? nodeIndex : -1;
        }
        /*
         * Jump table: branchCount consecutive slots starting at jumpOffset.
         * Unsigned comparison handles both < 0 and >= branchCount in one check.
         */
        const slot = char - jumpOffset;
        if (slot >>> 0 >= branchCount)
            return -1;
        const stored = decodeTree[nodeIndex + slot];
        /*
         * 0 = empty slot (no branch); otherwise the child's offset from the
         * end of the branch array, +1 (end-relative pointers compress
         * better). `& 0xff_ff` mirrors the encoder's uint16 wrap for
         * backreferences to already-encoded nodes.
         */
        return stored === 0
            ? -1
            : (nodeIndex + branchCount + stored - 1) & 0xff_ff;
    }
    /*
     * Case 2: Packed dictionary. Linear scan — over 90% of dict nodes have
     * <= 4 branches in the HTML trie, where the constant-factor savings
     * dominate over binary search's asymptotic edge.
     */
    if (branchCount === 0)
        return -1;
    const packedKeySlots = (branchCount + 1) >> 1;
    const branchEnd = nodeIndex + packedKeySlots + branchCount;
    for (let index = 0; index < branchCount; index++) {
        const packed = decodeTree[nodeIndex + (index >> 1)];
        const key = (packed >> ((index & 1) << 3)) & 0xff;
        if (key === char) {
            const pointerIndex = nodeIndex + packedKeySlots + index;
            // Pointers are relative to the end of the branch data.
            return (branchEnd + decodeTree[pointerIndex]) & 0xff_ff;
        }
        // Keys are sorted; if we've passed `char`, no match is possible.
        if (key > char)
            return -1;
    }
    return -1;
}
/**
 * Read the decoded value from a trie node.
 * @param decodeTree The trie.
 * @param nodeIndex The index of the node.
 * @param valueLength The length of the value (1, 2, or 3).
 * @returns The decoded string.
 */
function readTrieValue(decodeTree, nodeIndex, valueLength) {
    if (valueLength === 1) {
        return String.fromCharCode(decodeTree[nodeIndex] & bin_trie_flags_BinTrieFlags.VALUE_MASK);
    }
    if (valueLength === 2) {
        return String.fromCharCode(decodeTree[nodeIndex + 1]);
    }
    return String.fromCharCode(decodeTree[nodeIndex + 1], decodeTree[nodeIndex + 2]);
}
/**
 * Parse a numeric entity (`&#DDD;` or `&#xHHH;`).
 *
 * Encodes the result as `(consumed << CONSUMED_SHIFT) | codepoint` (see
 * the packing comment at the top of the file; overlong entities spill
 * their length into `longNumericConsumed`). Returns 0 when no digits were
 * found.
 *
 * This is the sync counterpart of the streaming
 * `EntityDecoder#stateNumericDecimal` / `#stateNumericHex`. Digit parsing
 * matches those methods; only this packed result needs a value clamp.
 * @param input       The input string.
 * @param numberStart Index of the `#` character.
 * @param inputLength Cached `input.length`.
 */
function parseNumericEntity(input, numberStart, inputLength) {
    let offset = numberStart + 1; // Skip "#"
    let cp = 0;
    let digitStart = offset;
    /*
     * Separate decimal and hexadecimal loops: each multiplies by a constant
     * and runs a single digit test, instead of a per-character base check.
     */
    if (offset < inputLength &&
        (input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
        offset += 1;
        digitStart = offset;
        while (offset < inputLength) {
            const char = input.charCodeAt(offset);
            if (isNumber(char)) {
                cp = cp * 16 + (char - CharCodes.ZERO);
            }
            else if (isHexadecimalCharacter(char)) {
                cp = cp * 16 + ((char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10);
            }
            else {
                break;
            }
            offset += 1;
        }
    }
    else {
        while (offset < inputLength) {
            const digit = input.charCodeAt(offset) - CharCodes.ZERO;
            if (digit >>> 0 > 9)
                break;
            cp = cp * 10 + digit;
            offset += 1;
        }
    }
    if (offset === digitStart)
        return 0;
    // Include the semicolon in consumed when present.
    if (offset < inputLength && input.charCodeAt(offset) === CharCodes.SEMI) {
        offset += 1;
    }
    /*
     * Clamp out-of-range values to 0x110000 so they fit the 21-bit field
     * and decode to U+FFFD. Lengths at or above CONSUMED_OVERFLOW use the
     * side channel described with the packing constants.
     */
    if (cp > 0x10_ff_ff)
        cp = 0x11_00_00;
    let consumed = offset - numberStart;
    if (consumed >= CONSUMED_OVERFLOW) {
        // eslint-disable-next-line unicorn/no-top-level-assignment-in-function -- deliberate side channel, see `longNumericConsumed`
        longNumericConsumed = consumed;
        consumed = CONSUMED_OVERFLOW;
    }
    return (consumed << CONSUMED_SHIFT) | cp;
}
/**
 * Decode all entities in `input` using the HTML trie.
 *
 * Hard-wired to `htmlDecodeTree`: the inline root navigation below assumes
 * the HTML root's jump-table shape, so this must not be generalized to
 * other tries (the XML trie's dictionary root would silently match no
 * entities — `decodeXML` has its own hand-coded fast path instead).
 * @param input      The string to decode.
 * @param isStrict Only match semicolon-terminated entities.
 * @param isAttribute Whether to apply attribute-specific parsing rules (disallowing certain non-semicolon terminators).
 * @returns The decoded string.
 */
function decodeWithTrie(input, isStrict, isAttribute) {
    const decodeTree = htmlDecodeTree;
    // Fast path: no entities at all — return input without any allocation.
    let offset = input.indexOf("&");
    if (offset < 0)
        return input;
    const inputLength = input.length;
    /*
     * `chunkStart` marks the start of the next pending slice. Rejected
     * entities don't advance it, so consecutive rejections are stitched
     * into a single `slice` once a real match (or end of input) is hit.
     */
    let chunkStart = 0;
    let result = "";
    /*
     * Root navigation fields, hoisted out of the per-entity loop. The HTML
     * root is a multi-branch jump-table covering [A-Za-z]; see the inline
     * first-iteration comment below.
     */
    const root = decodeTree[0];
    const rootJumpOffset = root & bin_trie_flags_BinTrieFlags.JUMP_TABLE;
    const rootBranchCount = (root & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
    do {
        const entityStart = offset + 1;
        // Quick check: entity names must start with [A-Za-z], numeric with #.
        const firstChar = input.charCodeAt(entityStart);
        let consumed;
        let value;
        if (firstChar === CharCodes.NUM) {
            const packed = parseNumericEntity(input, entityStart, inputLength);
            consumed = unpackConsumed(packed);
            // In strict mode, require semicolon termination.
            if (isStrict &&
                consumed > 0 &&
                input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI) {
                consumed = 0;
            }
            value =
                consumed === 0
                    ? ""
                    : codePointToString(packed & CODE_POINT_MASK);
        }
        else if (isAlpha(firstChar)) {
            consumed = 0;
            value = "";
            /*
             * The generator guarantees a jump-table root. Consume the first
             * character directly, then walk from its child.
             */
            const rootSlotIndex = firstChar - rootJumpOffset;
            let nodeIndex;
            if (rootSlotIndex >>> 0 < rootBranchCount) {
                const stored = decodeTree[1 + rootSlotIndex];
                nodeIndex =
                    stored === 0 ? -1 : (rootBranchCount + stored) & 0xff_ff;
            }
            else {
                nodeIndex = -1;
            }
            /*
             * Best legacy (no-semicolon) match so far, as trie coordinates.
             * Deferring `readTrieValue` to the end avoids allocating a
             * string for matches that longer matches supersede.
             */
            let bestNodeIndex = 0;
            let bestValueLength = 0;
            let current = nodeIndex < 0 ? 0 : decodeTree[nodeIndex];
            let index = entityStart + 1;
            /*
             * Walk the trie from the root child. The `trie` label lets the
             * inner descent and compact-run loops abandon the entity (and
             * fall through to the legacy/reject handling) directly.
             */
            trie: while (index < inputLength) {
                /*
                 * Inline value-less jump tables and single branches. A miss
                 * falls through to the recorded legacy match or rejection.
                 */
                while (
                // Value-less, non-run node with a nonzero jump offset.
                (current &
                    (bin_trie_flags_BinTrieFlags.VALUE_LENGTH | bin_trie_flags_BinTrieFlags.FLAG13)) ===
                    0 &&
                    (current & bin_trie_flags_BinTrieFlags.JUMP_TABLE) !== 0) {
                    const jumpOffset = current & bin_trie_flags_BinTrieFlags.JUMP_TABLE;
                    const branchCount = (current & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
                    if (branchCount === 0) {
                        // Single branch encoded inline in the jump offset bits.
                        if (input.charCodeAt(index) !== jumpOffset)
                            break trie;
                        nodeIndex += 1;
                    }
                    else {
                        const slot = input.charCodeAt(index) - jumpOffset;
                        if (slot >>> 0 >= branchCount)
                            break trie;
                        const stored = decodeTree[nodeIndex + 1 + slot];
                        if (stored === 0)
                            break trie;
                        // End-relative: branch data ends at nodeIndex+1+branchCount.
                        nodeIndex =
                            (nodeIndex + branchCount + stored) & 0xff_ff;
                    }
                    current = decodeTree[nodeIndex];
                    index += 1;
                    /*
                     * `charCodeAt` past the end returns NaN, which would
                     * alias to slot 0 after `>>> 0` — bail out explicitly.
                     */
                    if (index >= inputLength)
                        break trie;
                }
                // FLAG13 without a value marks a compact run.
                if ((current &
                    (bin_trie_flags_BinTrieFlags.VALUE_LENGTH | bin_trie_flags_BinTrieFlags.FLAG13)) ===
                    bin_trie_flags_BinTrieFlags.FLAG13) {
                    const runLength = (current & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
                    // Check first char (stored in JUMP_TABLE bits).
                    if (input.charCodeAt(index) !==
                        (current & bin_trie_flags_BinTrieFlags.JUMP_TABLE)) {
                        // eslint-disable-next-line unicorn/no-break-in-nested-loop
                        break;
                    }
                    index += 1;
                    // Check remaining characters (packed two per uint16 word).
                    const remaining = runLength - 1;
                    let wordIndex = nodeIndex + 1;
                    let charIndexInPacked = 0;
                    /*
                     * Process pairs: read one packed word, compare low byte then high byte.
                     * No explicit bounds check needed — charCodeAt returns NaN for OOB,
                     * which never equals an integer, so the mismatch break fires naturally.
                     */
                    for (; charIndexInPacked + 1 < remaining; charIndexInPacked += 2) {
                        const packed = decodeTree[wordIndex];
                        if (input.charCodeAt(index) !== (packed & 0xff))
                            break trie;
                        index += 1;
                        if (input.charCodeAt(index) !== ((packed >> 8) & 0xff))
                            break trie;
                        index += 1;
                        wordIndex += 1;
                    }
                    // Handle odd trailing char.
                    if (charIndexInPacked < remaining) {
                        if (input.charCodeAt(index) !==
                            (decodeTree[wordIndex] & 0xff))
                            // eslint-disable-next-line unicorn/no-break-in-nested-loop
                            break;
                        index += 1;
                    }
                    nodeIndex += 1 + (runLength >> 1);
                    current = decodeTree[nodeIndex];
                    // eslint-disable-next-line unicorn/no-break-in-nested-loop
                    continue;
                }
                // Header plus out-of-line value words; 0 means no value.
                const valueLength = current >>> 14;
                const char = input.charCodeAt(index);
                /*
                 * Check current node for a value before navigating.
                 * This handles both: (a) values reached via compact runs on the
                 * previous iteration, and (b) values at regular branch targets.
                 */
                if (valueLength !== 0) {
                    // If char is `;`, emit immediately.
                    if (char === CharCodes.SEMI) {
                        consumed = index - entityStart + 1;
                        // Inline leaves carry the value in the low 13 bits.
                        value =
                            valueLength === 1
                                ? String.fromCharCode(current & bin_trie_flags_BinTrieFlags.VALUE_MASK)
                                : readTrieValue(decodeTree, nodeIndex, valueLength);
                        // eslint-disable-next-line unicorn/no-break-in-nested-loop
                        break;
                    }
                    // Record non-terminated (legacy) match (FLAG13 clear = semicolon optional).
                    if (!isStrict && (current & bin_trie_flags_BinTrieFlags.FLAG13) === 0) {
                        consumed = index - entityStart;
                        bestNodeIndex = nodeIndex;
                        bestValueLength = valueLength;
                    }
                    /*
                     * A valueLength of 1 means the value is packed inline in the header
                     * word — these are always leaf nodes with no branches, so we can
                     * stop walking the trie.
                     */
                    // eslint-disable-next-line unicorn/no-break-in-nested-loop
                    if (valueLength === 1)
                        break;
                }
                // Navigate to the next node (valueLength || 1: skip past value words, minimum 1 for header).
                const next = determineBranch(decodeTree, current, nodeIndex + (valueLength || 1), char);
                // eslint-disable-next-line unicorn/no-break-in-nested-loop
                if (next < 0)
                    break;
                nodeIndex = next;
                current = decodeTree[nodeIndex];
                index += 1;
            }
            /*
             * Post-loop: if the semicolon path didn't set value,
             * check for a final legacy match. The last navigation may
             * have landed on a legacy node whose value hasn't been
             * recorded yet (loop exited before the top-of-loop check
             * could run).
             */
            if (value === "") {
                const finalVL = current >>> 14;
                if (finalVL !== 0 &&
                    !isStrict &&
                    (current & bin_trie_flags_BinTrieFlags.FLAG13) === 0) {
                    consumed = index - entityStart;
                    bestNodeIndex = nodeIndex;
                    bestValueLength = finalVL;
                }
                if (consumed > 0) {
                    value = readTrieValue(decodeTree, bestNodeIndex, bestValueLength);
                }
            }
        }
        else {
            consumed = 0;
            value = "";
        }
        /*
         * The attribute end-char rule (HTML spec §13.2.5.73) only applies to
         * unterminated *named* references.  Semicolon-terminated entities and
         * numeric entities are always accepted, matching EntityDecoder behavior.
         *
         * When `attribute` is false (the common case), short-circuit skips all
         * the unterminated-named checks entirely.
         */
        if (consumed === 0 ||
            (isAttribute &&
                firstChar !== CharCodes.NUM &&
                input.charCodeAt(entityStart + consumed - 1) !==
                    CharCodes.SEMI &&
                entityStart + consumed < inputLength &&
                isEntityInAttributeInvalidEnd(input.charCodeAt(entityStart + consumed)))) {
            // Rejected: leave `&` in the pending chunk, scan past it.
            offset = entityStart;
        }
        else {
            if (chunkStart < offset) {
                result += input.slice(chunkStart, offset);
            }
            result += value;
            offset = chunkStart = entityStart + consumed;
        }
        /*
         * Adjacent entities (`&x;&y;`) are common in entity-dense input;
         * checking the single character at `offset` first skips the
         * `indexOf` call (and its per-call overhead) for that case.
         */
        if (input.charCodeAt(offset) !== CharCodes.AMP) {
            offset = input.indexOf("&", offset);
        }
    } while (offset >= 0);
    return result + input.slice(chunkStart);
}
/**
 * Decodes an HTML string.
 * @param htmlString The string to decode.
 * @param mode The decoding mode.
 * @returns The decoded string.
 */
function decodeHTML(htmlString, mode = DecodingMode.Legacy) {
    return decodeWithTrie(htmlString, mode === DecodingMode.Strict, mode === DecodingMode.Attribute);
}
/**
 * Decodes an HTML string in an attribute.
 * @param htmlAttribute The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLAttribute(htmlAttribute) {
    return decodeWithTrie(htmlAttribute, false, true);
}
/**
 * Decodes an HTML string, requiring all entities to be terminated by a semicolon.
 * @param htmlString The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLStrict(htmlString) {
    return decodeWithTrie(htmlString, true, false);
}
/**
 * Decodes an XML string, requiring all entities to be terminated by a semicolon.
 *
 * Uses a hand-coded fast path for the 5 XML named entities (amp, lt, gt,
 * quot, apos) plus numeric entities, bypassing the trie entirely.
 * @param xmlString The string to decode.
 * @returns The decoded string.
 */
function decodeXML(xmlString) {
    let offset = xmlString.indexOf("&");
    if (offset < 0)
        return xmlString;
    let lastIndex = 0;
    let result = "";
    do {
        const start = offset + 1;
        let consumed = 0;
        let value = "";
        const c1 = xmlString.charCodeAt(start);
        if (c1 === CharCodes.NUM) {
            const packed = parseNumericEntity(xmlString, start, xmlString.length);
            consumed = unpackConsumed(packed);
            // XML is always strict — require semicolon.
            if (consumed === 0 ||
                xmlString.charCodeAt(start + consumed - 1) !== CharCodes.SEMI) {
                consumed = 0;
            }
            else {
                const codePoint = packed & CODE_POINT_MASK;
                // Nonzero BMP values below the surrogate range need no replacement.
                value =
                    (codePoint - 1) >>> 0 < 0xd7_ff
                        ? String.fromCharCode(codePoint)
                        : String.fromCodePoint(replaceCodePointXML(codePoint));
            }
        }
        else {
            /* eslint-disable unicorn/no-break-in-nested-loop -- Keep XML name dispatch inline with the decode loop. */
            switch (c1) {
                // &lt; / &gt;
                case 0x6c:
                case 0x67: {
                    if (xmlString.charCodeAt(start + 1) === 0x74 &&
                        xmlString.charCodeAt(start + 2) === CharCodes.SEMI) {
                        consumed = 3;
                        value = c1 === 0x6c ? "<" : ">";
                    }
                    break;
                }
                // &amp; / &apos;
                case 0x61: {
                    const c2 = xmlString.charCodeAt(start + 1);
                    if (c2 === 0x6d &&
                        xmlString.charCodeAt(start + 2) === 0x70 &&
                        xmlString.charCodeAt(start + 3) === CharCodes.SEMI) {
                        consumed = 4;
                        value = "&";
                    }
                    else if (c2 === 0x70 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x73 &&
                        xmlString.charCodeAt(start + 4) === CharCodes.SEMI) {
                        consumed = 5;
                        value = "'";
                    }
                    break;
                }
                // &quot;
                case 0x71: {
                    if (xmlString.charCodeAt(start + 1) === 0x75 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x74 &&
                        xmlString.charCodeAt(start + 4) === CharCodes.SEMI) {
                        consumed = 5;
                        value = '"';
                    }
                    break;
                }
            }
            /* eslint-enable unicorn/no-break-in-nested-loop */
        }
        if (consumed > 0) {
            if (lastIndex < offset)
                result += xmlString.slice(lastIndex, offset);
            result += value;
            offset = lastIndex = start + consumed;
        }
        else {
            offset = start;
        }
        /*
         * Adjacent entities (`&x;&y;`) are common in entity-dense input;
         * checking the single character at `lastIndex` first skips the
         * `indexOf` call (and its per-call overhead) for that case.
         */
        offset =
            xmlString.charCodeAt(offset) === CharCodes.AMP
                ? offset
                : xmlString.indexOf("&", offset);
    } while (offset >= 0);
    return result + xmlString.slice(lastIndex);
}

// Re-export for use by eg. htmlparser2


//# sourceMappingURL=decode.js.map
;// CONCATENATED MODULE: ./src/publish/html-refs.ts
/**
 * The start tags of an HTML page that can hold a link, read as a browser's tokenizer reads them
 * (the WHATWG HTML standard, §13.2.5), and nothing else: text is skipped with `indexOf('<')`,
 * other tags are stepped over (quote-aware), comments, `<script>`/`<style>` raw text and
 * `<title>`/`<textarea>` are passed by their ends. Streaming: a page comes in pieces, and a tag
 * cut by a piece's end is read again whole with the next one.
 *
 * Why not a general HTML parser: the link check reads every page of an export (225 MB of HTML at
 * 100,000 pages), and htmlparser2's Parser, which builds every tag's attributes and steps through
 * text one character at a time, took 4 s of the Pages pass's CPU for it (BENCHMARKS.md, Pages).
 * What a link check needs of a page is a handful of tags; this reads those the way a browser does
 * and is checked against htmlparser2 on the same pages in __tests__/html-refs.test.ts. With slots
 * (the link check's five attributes) no string is made of any other name or value, and reading a
 * tag makes no object: a record per tag and a string per attribute were a third of its CPU.
 */

/** Elements whose content is text up to their end tag (raw text and RCDATA). */
const TEXT_ELEMENTS = new Set([
    'script',
    'style',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'title',
    'textarea',
]);
/** Elements whose content is text to the end of the page. */
const PLAINTEXT = 'plaintext';
/**
 * A tag cut by the end of a piece is kept to be read whole with the next; one longer than this
 * (an attribute value whose quote never closes) is read as text, as its `<` then is.
 */
const MAX_TAG = 1024 * 1024;
/** Held characters past which the next reading waits until they have doubled. */
const WAIT_BEYOND = 4096;
/** HTML's ASCII whitespace: tab, LF, FF, CR, space. */
function isSpace(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
function isAsciiLetter(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}
/**
 * Reads the tags named in `wanted` from a page given in pieces: every attribute of theirs into a
 * record, or with `slots` only the attributes named there, into an array in that order (the
 * others are stepped over without a string made for them, and no object is made per tag).
 */
class HtmlRefScanner {
    mode = { kind: 'data' };
    reader;
    emit;
    /** The unread end of the previous pieces (a cut tag, or the possible start of an end tag). */
    rest = [];
    restLength = 0;
    /**
     * Characters to gather before reading again: a long cut tag is read again only once what is
     * held has doubled, so a tag cut many times costs a few readings, not one per piece.
     */
    waitFor = 0;
    constructor(wanted, onTag, slots) {
        const reader = new TagReader(wanted, slots);
        this.reader = reader;
        this.emit = slots
            ? (name) => onTag(name, reader.values)
            : (name) => onTag(name, reader.attribs);
    }
    /** Starts a new page. */
    reset() {
        this.mode = { kind: 'data' };
        this.rest = [];
        this.restLength = 0;
        this.waitFor = 0;
    }
    /** Reads a piece of the page. */
    write(piece) {
        this.rest.push(piece);
        this.restLength += piece.length;
        if (this.restLength < this.waitFor)
            return;
        const text = this.rest.join('');
        const left = text.slice(this.scan(text, false));
        this.rest = left ? [left] : [];
        this.restLength = left.length;
        this.waitFor = left.length > WAIT_BEYOND ? left.length * 2 : 0;
    }
    /** Ends the page: a tag still cut is not a tag (a browser reads it as text, and so here). */
    end() {
        if (this.restLength > 0)
            this.scan(this.rest.join(''), true);
        this.reset();
    }
    /** Reads `text` from the start; returns how far it got (the rest waits for the next piece). */
    scan(text, last) {
        let i = 0;
        while (i < text.length) {
            const mode = this.mode;
            const next = this.step(text, i, last);
            // No step forward in the same mode: what is left waits for the next piece.
            if (next === undefined || (next <= i && this.mode === mode))
                return i;
            i = next;
        }
        return i;
    }
    /** One step from `i` in the current mode: the next index, or undefined to wait for more. */
    step(text, i, last) {
        switch (this.mode.kind) {
            case 'plaintext':
                return text.length;
            case 'comment':
                return this.inComment(text, i, last);
            case 'bogus':
                return this.inBogus(text, i);
            case 'text':
                return this.inText(text, i, this.mode.element, last);
            default:
                return this.inData(text, i, last);
        }
    }
    /** Past the comment's `-->`, or to the piece's end keeping what could start it. */
    inComment(text, i, last) {
        const end = text.indexOf('-->', i);
        if (end >= 0) {
            this.mode = { kind: 'data' };
            return end + 3;
        }
        return last ? text.length : keepTail(text, i, 2);
    }
    /** Past a bogus comment's `>` (`<!doctype …>`, `<?xml …?>`, `</1>`), or to the piece's end. */
    inBogus(text, i) {
        const end = text.indexOf('>', i);
        if (end < 0)
            return text.length;
        this.mode = { kind: 'data' };
        return end + 1;
    }
    /** To the end tag of a raw text element (`</script` then a space, `/` or `>`). */
    inText(text, i, element, last) {
        let from = i;
        for (;;) {
            const lt = text.indexOf('</', from);
            if (lt < 0 || lt + 2 + element.length >= text.length) {
                if (last)
                    return text.length;
                return keepTail(text, i, element.length + 2, lt < 0 ? undefined : lt);
            }
            const name = text.slice(lt + 2, lt + 2 + element.length).toLowerCase();
            const after = text.charCodeAt(lt + 2 + element.length);
            if (name === element && (isSpace(after) || after === 0x2f || after === 0x3e)) {
                this.mode = { kind: 'data' };
                return lt;
            }
            from = lt + 2;
        }
    }
    /** Text up to the next `<`, then what it starts. */
    inData(text, i, last) {
        const lt = text.indexOf('<', i);
        if (lt < 0)
            return text.length;
        if (lt + 1 >= text.length)
            return last ? text.length : lt;
        const c = text.charCodeAt(lt + 1);
        if (c === 0x21)
            return this.markup(text, lt, last);
        if (c === 0x3f)
            return this.bogus(lt + 2);
        if (c === 0x2f)
            return this.endTag(text, lt, last);
        if (!isAsciiLetter(c))
            return lt + 1;
        const reader = this.reader;
        const end = reader.startTag(text, lt + 1);
        if (end < 0)
            return this.cut(text, lt, last);
        const name = reader.name;
        if (name === undefined)
            return end;
        if (reader.wantedTag)
            this.emit(name);
        if (TEXT_ELEMENTS.has(name))
            this.mode = { kind: 'text', element: name };
        if (name === PLAINTEXT)
            this.mode = { kind: 'plaintext' };
        return end;
    }
    /** `<!`: a comment (`<!--`, with the short forms `<!-->` and `<!--->`), else a bogus one. */
    markup(text, lt, last) {
        const head = text.slice(lt, lt + 4);
        if (head === '<!--') {
            if (text.startsWith('>', lt + 4))
                return lt + 5;
            if (text.startsWith('->', lt + 4))
                return lt + 6;
            if (!last && text.length < lt + 6)
                return lt;
            this.mode = { kind: 'comment' };
            return lt + 4;
        }
        if (!last && '<!--'.startsWith(head))
            return lt;
        return this.bogus(lt + 2);
    }
    /** `</`: an end tag (its attributes are read to find its `>`, then dropped), `</>`, or bogus. */
    endTag(text, lt, last) {
        if (lt + 2 >= text.length)
            return last ? text.length : lt;
        const c = text.charCodeAt(lt + 2);
        if (c === 0x3e)
            return lt + 3;
        if (!isAsciiLetter(c))
            return this.bogus(lt + 2);
        const end = this.reader.endTag(text, lt + 2);
        return end < 0 ? this.cut(text, lt, last) : end;
    }
    /** Enters a bogus comment whose body starts at `from`. */
    bogus(from) {
        this.mode = { kind: 'bogus' };
        return from;
    }
    /** A tag cut by the piece's end: wait at its `<` for the next piece, unless last or too long. */
    cut(text, lt, last) {
        return last || text.length - lt > MAX_TAG ? lt + 1 : lt;
    }
}
/**
 * Where to stop reading `text` when what is sought may start in its last `keep` characters
 * (from `from` on, or from `candidate` when one has begun there): undefined keeps it all.
 */
function keepTail(text, from, keep, candidate) {
    const stop = Math.max(from, text.length - keep, candidate ?? 0);
    return stop === from ? undefined : stop;
}
/** Lower-case names, found in a text without making a string of it. */
class NameSet {
    names;
    /** Indexes into `names`, by name length. */
    byLength = [];
    constructor(names) {
        this.names = names;
        names.forEach((name, index) => (this.byLength[name.length] ??= []).push(index));
    }
    /**
     * The index of the name that `text` spells from `start` to `end`, its ASCII letters in either
     * case (HTML lowercases tag and attribute names in ASCII only), or -1.
     */
    find(text, start, end) {
        const candidates = this.byLength[end - start];
        if (!candidates)
            return -1;
        next: for (const index of candidates) {
            const name = this.names[index];
            for (let k = 0; k < name.length; k++) {
                const c = text.charCodeAt(start + k);
                if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(k))
                    continue next;
            }
            return index;
        }
        return -1;
    }
}
/**
 * Reads one tag to its `>`. Only what was asked for becomes a string: the name when it is wanted
 * or changes what follows (raw text, plaintext), and the attributes of a wanted tag (all of them
 * into a record, or the slots' into their places). Results are left in its fields, so stepping
 * over a tag allocates nothing.
 */
class TagReader {
    /** The tag's name when it is one the scanner acts on, else undefined. */
    name;
    /** The tag is wanted: its attributes were read. */
    wantedTag = false;
    /** Of each name of `names`: whether it is wanted. */
    wantedAt;
    /** Without slots: the wanted tag's attributes. */
    attribs = Object.create(null);
    /** With slots: the wanted tag's values of the slots' attributes, reused for every tag. */
    values;
    names;
    slots;
    valueStart = 0;
    valueEnd = 0;
    constructor(wanted, slots) {
        this.names = new NameSet([...new Set([...wanted, ...TEXT_ELEMENTS, PLAINTEXT])]);
        this.wantedAt = this.names.names.map((name) => wanted.has(name));
        this.slots = slots ? new NameSet(slots) : undefined;
        this.values = slots ? slots.map(() => undefined) : [];
    }
    /** The start tag whose name starts at `start`: the index past its `>`, or -1 if cut. */
    startTag(text, start) {
        const nameEnd = tagNameEnd(text, start);
        const found = this.names.find(text, start, nameEnd);
        this.name = found < 0 ? undefined : this.names.names[found];
        this.wantedTag = found >= 0 && this.wantedAt[found] === true;
        if (!this.wantedTag)
            return this.attributes(text, nameEnd, false);
        if (this.slots) {
            // A loop, not fill(): five stores are cheaper than the builtin's call, once per wanted tag.
            for (let k = 0; k < this.values.length; k++)
                this.values[k] = undefined;
        }
        else {
            this.attribs = Object.create(null);
        }
        return this.attributes(text, nameEnd, true);
    }
    /**
     * The end tag whose name starts at `start`, its attributes only passed: the index past its `>`,
     * or -1 if cut. `name` and `wantedTag` stay {@link startTag}'s.
     */
    endTag(text, start) {
        return this.attributes(text, tagNameEnd(text, start), false);
    }
    /**
     * Reads attributes from `i` to the tag's `>` (kept when `keep`; names in lower case, values
     * entity-decoded, the first of a name kept): the index past the `>`, or -1 when the text ends
     * first.
     */
    attributes(text, from, keep) {
        let i = from;
        const n = text.length;
        for (;;) {
            while (i < n && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2f))
                i++;
            if (i >= n)
                return -1;
            if (text.charCodeAt(i) === 0x3e)
                return i + 1;
            // A name runs to a space, `/`, `>` or `=`; an `=` first is part of it.
            const nameStart = i++;
            while (i < n) {
                const c = text.charCodeAt(i);
                if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d)
                    break;
                i++;
            }
            const nameEnd = i;
            while (i < n && isSpace(text.charCodeAt(i)))
                i++;
            if (i >= n)
                return -1;
            this.valueStart = this.valueEnd = i;
            if (text.charCodeAt(i) === 0x3d) {
                i = this.value(text, i + 1);
                if (i < 0)
                    return -1;
            }
            if (keep)
                this.keepAttribute(text, nameStart, nameEnd);
        }
    }
    /** Keeps the attribute just read (its value at valueStart..valueEnd) unless one came first. */
    keepAttribute(text, nameStart, nameEnd) {
        if (this.slots) {
            const slot = this.slots.find(text, nameStart, nameEnd);
            if (slot >= 0 && this.values[slot] === undefined)
                this.values[slot] = this.valueText(text);
            return;
        }
        const key = text.slice(nameStart, nameEnd).toLowerCase();
        if (this.attribs[key] === undefined)
            this.attribs[key] = this.valueText(text);
    }
    /** The value just read, entity-decoded. */
    valueText(text) {
        const value = text.slice(this.valueStart, this.valueEnd);
        return value.includes('&') ? decodeHTMLAttribute(value) : value;
    }
    /**
     * An attribute's value after its `=` (quoted, unquoted or empty: `=>`), left in
     * valueStart..valueEnd: the index past it, or -1 when the text ends first.
     */
    value(text, from) {
        let i = from;
        const n = text.length;
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        if (i >= n)
            return -1;
        const q = text.charCodeAt(i);
        if (q === 0x22 || q === 0x27) {
            const close = text.indexOf(q === 0x22 ? '"' : "'", i + 1);
            if (close < 0)
                return -1;
            this.valueStart = i + 1;
            this.valueEnd = close;
            return close + 1;
        }
        this.valueStart = i;
        if (q === 0x3e) {
            this.valueEnd = i;
            return i;
        }
        while (i < n) {
            const c = text.charCodeAt(i);
            if (isSpace(c) || c === 0x3e)
                break;
            i++;
        }
        this.valueEnd = i;
        return i >= n ? -1 : i;
    }
}
/** Where a tag name that starts at `start` ends: a space, `/`, `>` or the text's end. */
function tagNameEnd(text, start) {
    let i = start;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (isSpace(c) || c === 0x2f || c === 0x3e)
            break;
        i++;
    }
    return i;
}

;// CONCATENATED MODULE: ./src/publish/path-table.ts
/**
 * The set of a bundle's file paths the link check answers references from, kept as 64-bit
 * fingerprints in one typed array (open addressing, linear probing) instead of a `Set` of
 * strings: 8 bytes a path at most twice over, where a string and its set entry cost ~80 bytes
 * and the heap grew with them (BENCHMARKS.md, Pages: the link check's share of the growth from
 * 10,000 to 100,000 files). Two independent 32-bit hashes of the path make its fingerprint; two
 * different paths share one with a chance of about one in 2^64 per pair, so among 100,000 files a
 * broken reference is taken for a file about once in 10^14 lookups.
 */
/** Slots to start with (a power of two). */
const INITIAL_SLOTS = 1024;
/** The last fingerprint computed (two words, kept here so that hashing allocates nothing). */
let fa = 0;
let fb = 0;
/**
 * Sets {@link fa} and {@link fb} to the fingerprint of `prefix` + `path` from `from` on (made
 * from the parts, so the joined string need not exist): FNV-1a over its UTF-16 code units, and a
 * second hash with other constants and a final mix (odd, so a used slot is never zero).
 */
function fingerprint(path, prefix = '', from = 0) {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    const split = prefix.length;
    const shift = from - split;
    const end = path.length - shift;
    for (let k = 0; k < end; k++) {
        const c = k < split ? prefix.charCodeAt(k) : path.charCodeAt(k + shift);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x5bd1e995);
        b ^= b >>> 15;
    }
    b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
    fa = a >>> 0;
    fb = ((b ^ (b >>> 16)) | 1) >>> 0;
}
/** A set of paths by fingerprint: add and has, nothing else. */
class PathTable {
    /** Two words a slot: [a, b]; b is never 0 in a used slot. */
    slots = new Uint32Array(INITIAL_SLOTS * 2);
    count = 0;
    /** Paths added (each once). */
    get size() {
        return this.count;
    }
    /** Adds `path` (a second add of the same path changes nothing). */
    add(path) {
        fingerprint(path);
        if (this.insert(this.slots, fa, fb))
            this.count++;
        if (this.count * 2 > this.slots.length / 2)
            this.grow();
    }
    /** Whether `path` was added. */
    has(path) {
        fingerprint(path);
        const a = fa;
        const b = fb;
        const slots = this.slots;
        const mask = slots.length / 2 - 1;
        for (let i = a & mask;; i = (i + 1) & mask) {
            const sb = slots[2 * i + 1];
            if (sb === 0)
                return false;
            if (sb === b && slots[2 * i] === a)
                return true;
        }
    }
    /** Puts [a, b] into `slots` unless there; true when it was added. */
    insert(slots, a, b) {
        const mask = slots.length / 2 - 1;
        for (let i = a & mask;; i = (i + 1) & mask) {
            const sb = slots[2 * i + 1];
            if (sb === 0) {
                slots[2 * i] = a;
                slots[2 * i + 1] = b;
                return true;
            }
            if (sb === b && slots[2 * i] === a)
                return false;
        }
    }
    /** Doubles the slots, keeping the load at most one half. */
    grow() {
        const old = this.slots;
        const slots = new Uint32Array(old.length * 2);
        for (let i = 0; i < old.length; i += 2) {
            const b = old[i + 1] ?? 0;
            if (b !== 0)
                this.insert(slots, old[i] ?? 0, b);
        }
        this.slots = slots;
    }
}
/**
 * Paths found lately, by fingerprint, in a fixed number of slots (a path takes the slot its
 * fingerprint names, replacing whatever was there): the link check's cache of targets that
 * resolved, so a sidebar repeated page after page costs one hash a reference. It holds no string,
 * so nothing it forgets is left on the heap for a full collection to find (a `Set` of strings,
 * cleared when full, was most of the link thread's old-generation garbage).
 */
class RecentPaths {
    slots;
    mask;
    /** `size` slots, a power of two. */
    constructor(size) {
        this.slots = new Uint32Array(size * 2);
        this.mask = size - 1;
    }
    /**
     * Whether `prefix` + `path` from `from` on (the joined path, which need not be made) was added
     * and its slot not taken since.
     */
    has(path, prefix = '', from = 0) {
        fingerprint(path, prefix, from);
        const i = (fa & this.mask) * 2;
        return this.slots[i + 1] === fb && this.slots[i] === fa;
    }
    /** Puts `path` in its slot. */
    add(path) {
        fingerprint(path);
        const i = (fa & this.mask) * 2;
        this.slots[i] = fa;
        this.slots[i + 1] = fb;
    }
}

;// CONCATENATED MODULE: ./src/publish/link-check.ts
/**
 * The link check of an export bundle, fed by the bundle walk's single pass (publish/bundle-walk.ts):
 * every file path of the bundle, and the bytes of every `.html` entry as they are inflated. No
 * second read, no site folder, no network.
 *
 * The page is read by publish/html-refs.ts, which reads the few tags that hold a link as the HTML
 * standard's tokenizer does (comments, raw text and attribute quoting included) and steps over
 * the rest; it took this pass from 4 s to under 1 s of CPU at 100,000 pages, where htmlparser2's
 * Parser, used before, built every tag and stepped through text one character at a time. One
 * scanner is reused for every page (`reset()`): entries of a tar come one after the other.
 * The bundled action runs this class on the download's helper thread (publish/link-thread.ts,
 * publish/link-worker.ts), fed the same events in the same order; from the sources (unit tests)
 * it runs on the walk's thread.
 *
 * References read: `a[href]`, `link[href]`, `script[src]`, `img[src]`/`[srcset]`,
 * `source[src]`/`[srcset]`, `iframe[src]`, `meta[http-equiv=refresh]` (its `url=`), resolved
 * against `<base href>` when the page has one, else the page's own path. Internal means relative,
 * root-relative or absolute on the exported `domain` (any port, http or https); other hosts and
 * `mailto:`, `tel:`, `javascript:`, `data:`, … are not checked. A target is resolved as a static
 * host does: query and fragment stripped, percent-decoded, then the exact file, `X.html`, and
 * `X/index.html` (only `X/index.html` for `X/`).
 *
 * Memory: file paths are held as 64-bit fingerprints in one typed array (publish/path-table.ts,
 * 8 bytes a file); a reference is checked at once against the files seen so
 * far, and only targets not found yet are kept, once each, with a count and at most
 * {@link PAGES_PER_TARGET} referring pages; a file that arrives later settles the targets it
 * answers (so a waiting target needs no lookup when it is referred to again). Targets still
 * unknown at the end of the archive are the broken ones.
 */



/** Pages kept per broken target, for the summary. */
const PAGES_PER_TARGET = 3;
/**
 * The attributes the check reads, in the scanner's slots (publish/html-refs.ts makes strings of
 * these only: a page's `class`, `rel` or `id` values are stepped over).
 */
const SLOTS = ['href', 'src', 'srcset', 'http-equiv', 'content'];
const HREF = 0;
const SRC = 1;
const SRCSET = 2;
const HTTP_EQUIV = 3;
const CONTENT = 4;
/** Tags and the slot of theirs that holds one URL. */
const URL_ATTRIBUTES = new Map([
    ['a', HREF],
    ['link', HREF],
    ['script', SRC],
    ['img', SRC],
    ['source', SRC],
    ['iframe', SRC],
]);
/** The characters of a plain path: unreserved, sub-delims, `@` and `/` (RFC 3986). */
const PATH_CHARS = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~!$&'()*+,;=@/-") {
    PATH_CHARS[c.charCodeAt(0)] = 1;
}
/**
 * Whether `value` from `from` on is a path the URL parser would leave as it is: not empty, not
 * `//` (a host), only {@link PATH_CHARS} (no scheme, query, fragment, escape or backslash), no
 * `.` or `..` segment. One pass over the characters: it runs for every reference of every page.
 */
function isPlainPath(value, from) {
    const n = value.length;
    if (n <= from || (value.charCodeAt(from) === 0x2f && value.charCodeAt(from + 1) === 0x2f)) {
        return false;
    }
    let segment = from;
    let dots = 0;
    for (let i = from; i < n; i++) {
        const c = value.charCodeAt(i);
        if (c >= 128 || PATH_CHARS[c] === 0)
            return false;
        if (c === 0x2f) {
            if (dots > 0 && dots <= 2 && dots === i - segment)
                return false;
            segment = i + 1;
            dots = 0;
        }
        else if (c === 0x2e)
            dots++;
    }
    return !(dots > 0 && dots <= 2 && dots === n - segment);
}
/** Slots of the cache of targets found lately (a power of two; 8 bytes each). */
const RECENT_TARGETS = 8192;
/** The tags the check reads: those holding a URL, `<base>` and `<meta>` (a refresh). */
const TAGS = new Set([...URL_ATTRIBUTES.keys(), 'base', 'meta']);
/** Tags whose `srcset` holds URLs. */
const SRCSET_TAGS = new Set(['img', 'source']);
/**
 * Collects the bundle's files and the references of its pages; {@link result} resolves what is
 * left once the archive has ended.
 */
class LinkCheck {
    domain;
    /** Every file's relative path, by fingerprint. */
    files = new PathTable();
    /** Targets found lately ({@link RECENT_TARGETS} slots), answered without the variants' lookups. */
    recent = new RecentPaths(RECENT_TARGETS);
    /** Targets not found among the files seen so far. */
    pending = new Map();
    parser;
    decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    origin;
    plainOrigin;
    page = '';
    /** The page's folder with a trailing `/` (`''` at the root), for the fast path. */
    folder = '';
    /** The page's own URL, or its `<base href>`; made when first needed (most pages never do). */
    baseUrl;
    /** The page has a `<base href>`: every reference takes the URL parser. */
    based = false;
    pages = 0;
    htmlBytes = 0;
    references = 0;
    /** `domain` is the exported hostname; references to it are internal. */
    constructor(domain) {
        this.domain = domain;
        this.origin = `https://${domain}`;
        this.plainOrigin = `http://${domain}`;
        this.parser = new HtmlRefScanner(TAGS, (name, values) => this.onTag(name, values), SLOTS);
    }
    /** Targets not answered by any file so far (what the check holds while walking). */
    get waiting() {
        return this.pending.size;
    }
    /** Records a file of the bundle (path as the archive spells it). */
    addFile(path) {
        const rel = relativePath(path);
        this.files.add(rel);
        if (this.pending.size > 0)
            this.settle(rel);
    }
    /** Starts tokenizing the page at `path` (which {@link addFile} has recorded). */
    startPage(path) {
        this.page = relativePath(path);
        this.folder = this.page.slice(0, this.page.lastIndexOf('/') + 1);
        this.based = false;
        this.baseUrl = undefined;
        this.pages++;
        this.parser.reset();
    }
    /** Feeds a piece of the current page. */
    write(chunk) {
        this.htmlBytes += chunk.length;
        this.parser.write(this.decoder.write(chunk));
    }
    /** Ends the current page. */
    endPage() {
        this.parser.write(this.decoder.end());
        this.parser.end();
    }
    /** The broken targets, once every file has been recorded. */
    result() {
        const broken = [];
        for (const [target, ref] of this.pending) {
            if (this.resolves(target))
                continue;
            broken.push({ target: `/${target}`, references: ref.references, pages: ref.pages });
        }
        broken.sort((a, b) => b.references - a.references || (a.target < b.target ? -1 : 1));
        return {
            pages: this.pages,
            htmlBytes: this.htmlBytes,
            references: this.references,
            broken,
        };
    }
    /** A tag the scanner read: its URL attributes are references (`<base>` sets their base). */
    onTag(name, values) {
        const slot = URL_ATTRIBUTES.get(name);
        if (slot !== undefined) {
            const url = values[slot];
            if (url !== undefined)
                this.reference(url);
            const srcset = values[SRCSET];
            if (srcset !== undefined && SRCSET_TAGS.has(name)) {
                for (const each of srcsetUrls(srcset))
                    this.reference(each);
            }
        }
        else if (name === 'base') {
            const href = values[HREF];
            if (href !== undefined) {
                const base = this.base();
                this.baseUrl = parseUrl(href, base) ?? base;
                this.based = true;
            }
        }
        else if (name === 'meta' && values[HTTP_EQUIV]?.trim().toLowerCase() === 'refresh') {
            const url = refreshUrl(values[CONTENT] ?? '');
            if (url !== undefined)
                this.reference(url);
        }
    }
    /** Resolves one attribute value; keeps the target when no file answers it yet. */
    reference(raw) {
        // Browsers strip leading and trailing ASCII whitespace, and tabs and newlines anywhere.
        const value = raw.trim();
        const from = this.plainFrom(value);
        if (from >= 0)
            this.internal(value, from === 0 ? this.folder : '', from);
        else {
            const target = this.parsedTarget(value);
            if (target !== undefined)
                this.internal(target, '', 0);
        }
    }
    /**
     * Counts an internal reference to `prefix` + `path` from `from` on (on the fast paths the page's
     * folder + the value, or the value after its `/`). A target found lately is known by the
     * fingerprint of those parts, so no string is made for it.
     */
    internal(path, prefix, from) {
        this.references++;
        if (!this.recent.has(path, prefix, from))
            this.lookUp(prefix + path.slice(from));
    }
    /** A target not found lately: waiting already, answered by a file, or kept as waiting. */
    lookUp(target) {
        // A waiting target is known to be unanswered so far (a file that answers it takes it out of
        // `pending` as it arrives: settle()), so no lookup is needed: a forward link of a sidebar,
        // repeated on every page before its target's file, costs one map lookup.
        const seen = this.pending.get(target);
        if (seen) {
            seen.references++;
            if (seen.pages.length < PAGES_PER_TARGET) {
                const page = `/${this.page}`;
                if (!seen.pages.includes(page))
                    seen.pages.push(page);
            }
            return;
        }
        if (this.resolves(target)) {
            // A site's sidebar repeats the same targets page after page.
            this.recent.add(target);
            return;
        }
        this.pending.set(target, { references: 1, pages: [`/${this.page}`] });
    }
    /**
     * Fast paths, most references of a site: for a plain path (nothing to decode, strip or
     * normalize; {@link isPlainPath}) that the URL parser would resolve by joining, where its
     * target starts: 0 for a relative one (joined to the page's folder), 1 for a root-relative one,
     * past the `/` after the domain for an absolute URL on the domain (its base does not matter).
     * -1 when it needs the URL parser.
     */
    plainFrom(value) {
        if (!this.based && isPlainPath(value, 0))
            return value.charCodeAt(0) === 0x2f ? 1 : 0;
        const at = this.pathOnDomain(value);
        return at >= 0 && isPlainPath(value, at) ? at + 1 : -1;
    }
    /** Where `/rest` starts in `https://<domain>/rest` or `http://<domain>/rest`, else -1. */
    pathOnDomain(value) {
        const https = value.startsWith(this.origin);
        if (!https && !value.startsWith(this.plainOrigin))
            return -1;
        const at = https ? this.origin.length : this.plainOrigin.length;
        return value.charCodeAt(at) === 0x2f ? at : -1;
    }
    /** The URL references of the current page resolve against. */
    base() {
        return (this.baseUrl ??= new URL(`/${encodePath(this.page)}`, this.origin));
    }
    /** The decoded path (no leading `/`) of an internal reference, by the URL parser; else undefined. */
    parsedTarget(value) {
        const url = parseUrl(value, this.base());
        if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
            return undefined;
        if (url.hostname !== this.domain)
            return undefined;
        return decodePath(url.pathname).replace(/^\/+/, '');
    }
    /**
     * Forgets the waiting targets the file `rel` answers (itself, `X` for `X.html`, `X` and `X/`
     * for `X/index.html`), so only the targets still unanswered are kept while walking: a page's
     * forward links to pages later in the archive do not pile up.
     */
    settle(rel) {
        this.pending.delete(rel);
        if (!rel.endsWith('.html'))
            return;
        this.pending.delete(rel.slice(0, -'.html'.length));
        if (rel === 'index.html' || rel.endsWith('/index.html')) {
            const folder = rel.slice(0, -'index.html'.length);
            this.pending.delete(folder);
            if (folder)
                this.pending.delete(folder.slice(0, -1));
        }
    }
    /** Whether a static host answers `target` with a file of the bundle. */
    resolves(target) {
        const files = this.files;
        if (target === '' || target.endsWith('/'))
            return files.has(`${target}index.html`);
        return files.has(target) || files.has(`${target}.html`) || files.has(`${target}/index.html`);
    }
}
/** An empty or `.` segment: what {@link relativePath} removes. */
const LOOSE_SEGMENT = /(?:^|\/)\.?(?:\/|$)/;
/** `./a//b/c.html` → `a/b/c.html`. */
function relativePath(path) {
    // Most archives spell their paths plainly: nothing to split.
    if (!LOOSE_SEGMENT.test(path))
        return path;
    return path
        .split('/')
        .filter((p) => p !== '' && p !== '.')
        .join('/');
}
/** A page path as a URL path (each part percent-encoded). */
function encodePath(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
function parseUrl(value, base) {
    try {
        return new URL(value, base);
    }
    catch {
        return undefined;
    }
}
/** Percent-decodes a URL path as a static host does; a malformed escape is left as written. */
function decodePath(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return path.replace(/%[0-9A-Fa-f]{2}/g, (m) => {
            const byte = Number.parseInt(m.slice(1), 16);
            return byte < 0x80 ? String.fromCharCode(byte) : m;
        });
    }
}
/**
 * The URLs of a `srcset`: candidates separated by commas, each a URL and optional descriptors
 * (`a.png 1x, b.png 2x`). A URL may itself hold commas (`data:`), so the split follows the HTML
 * standard: a URL runs to the next whitespace, trailing commas end it.
 */
function srcsetUrls(srcset) {
    const urls = [];
    let i = 0;
    const n = srcset.length;
    while (i < n) {
        while (i < n && /[\s,]/.test(srcset.charAt(i)))
            i++;
        if (i >= n)
            break;
        const start = i;
        while (i < n && !/\s/.test(srcset.charAt(i)))
            i++;
        let url = srcset.slice(start, i);
        if (url.endsWith(',')) {
            url = url.replace(/(?<!,),+$/, '');
        }
        else {
            // Descriptors up to the next comma outside parentheses.
            let depth = 0;
            while (i < n) {
                const c = srcset.charAt(i);
                if (c === '(')
                    depth++;
                else if (c === ')')
                    depth = Math.max(0, depth - 1);
                else if (c === ',' && depth === 0)
                    break;
                i++;
            }
        }
        if (url)
            urls.push(url);
    }
    return urls;
}
/** The URL of a refresh `content` (`5; url='/next'`), or undefined when it has none. */
function refreshUrl(content) {
    // The delay and `url=` (a prefix: a trailing `(.*)$` made the blanks' quantifiers trade).
    const m = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?/i.exec(content);
    let url = content.slice(m?.[0].length ?? 0).trim();
    if (!url)
        return undefined;
    const quote = url.charAt(0);
    if (quote === '"' || quote === "'") {
        const end = url.indexOf(quote, 1);
        url = end < 0 ? url.slice(1) : url.slice(1, end);
    }
    return url || undefined;
}

;// CONCATENATED MODULE: ./src/publish/link-thread.ts
/**
 * Runs the link check (publish/link-check.ts) on the download's helper thread
 * (publish/helper-thread.ts, which the hash shares), so that tokenizing the site's HTML does not
 * share a thread with gunzip and the tar walk. Measured in the Pages bench
 * (BENCHMARKS.md): on one thread the check made the 100,000-file pass 2.6–2.8× slower and added
 * ~58 MiB of peak RSS, although it holds only ~8 MiB after a GC: the rest was the main heap growing
 * under the tokenizer's allocation rate. On the helper thread, with its small young generation,
 * that garbage is collected where it is made.
 *
 * The worker does it all (paths, tokenizing, resolution) and returns the broken list at the end:
 * the main thread only encodes the events (a file, a page starts, its bytes, it ends), paths and
 * page bytes alike, into a batch buffer that is transferred, not cloned, to the worker, which
 * sends it back to be reused once read. No path string waits on the walk's heap for its batch to
 * go (as an array of events did: +16 MiB of the walk's heap at 100,000 files). Keeping the path set on the main thread would have
 * meant a message per reference in the other direction, for nothing: the result does not depend
 * on when a path arrives (a target is broken when no file of the whole bundle answers it).
 *
 * Backpressure: at most {@link MAX_BATCHES} batches are in flight; past that {@link full} is set
 * and the walk pauses inflating until the worker hands a batch back ({@link drained}), so memory
 * stays bounded when the worker falls behind. A worker error (thrown, out of memory, exited) is
 * reported once through `onFail` as an {@link ActionError} that names it; the channel is
 * closed on the walk's end, failure or abort ({@link destroy}). It opens at the first page (or
 * once a batch of paths is full), so a bundle without HTML costs the thread nothing, and
 * `check-links: off` never gets here. Run from the TypeScript sources (vitest's unit tests) there
 * is no helper thread, so the same check runs in-process there ({@link openLinkCheck}).
 */




/**
 * Opcodes of a batch, each one byte: a file and a page start (then the path's UTF-8 length, u32
 * little-endian, and its bytes), page bytes (then their length and the bytes), a page's end.
 */
const OP_FILE = 0;
const OP_PAGE = 1;
const OP_WRITE = 2;
const OP_END = 3;
/** Bytes of a batch: its events and the pages' bytes, encoded one after the other. */
const BATCH_BYTES = 1024 * 1024;
/** An event's opcode and length. */
const OP_HEADER = 5;
/** Batches in flight before the walk is asked to wait. */
const MAX_BATCHES = 4;
/**
 * The link check for `domain`: on `worker` when it is a helper thread (the download's), on a
 * helper thread of its own for a bundled entry's path (or, undefined, the one beside the running
 * bundle), on the caller's thread for `false` or when running from the TypeScript sources (the
 * bench compares both). `onFail` receives the first error of the thread.
 */
function openLinkCheck(domain, onFail, worker) {
    const thread = worker instanceof HelperThread ? worker : openHelperThread(worker);
    return thread ? new LinkThread(domain, thread, onFail) : new InProcessLinkCheck(domain);
}
/** The link check on the walk's own thread (sources run without a bundle). */
class InProcessLinkCheck {
    check;
    full = false;
    constructor(domain) {
        this.check = new LinkCheck(domain);
    }
    addFile(path) {
        this.check.addFile(path);
    }
    startPage(path) {
        this.check.startPage(path);
    }
    write(chunk) {
        this.check.write(chunk);
    }
    endPage() {
        this.check.endPage();
    }
    async drained() {
        // Never full.
    }
    async result() {
        return this.check.result();
    }
    async destroy() {
        // Nothing to stop.
    }
}
/** The link check on the helper thread, fed in transferred batches. */
class LinkThread {
    domain;
    thread;
    onFail;
    static running = 0;
    static starts = 0;
    channel;
    /** The batch being filled (a view of a transferable buffer), and its bytes used. */
    batch;
    length = 0;
    /** Buffers the worker handed back, for the next batches. */
    spare = [];
    inFlight = 0;
    /** A page has been started (the thread is needed). */
    pages = false;
    failure;
    /** Settles what {@link result} awaits. */
    finished;
    waiters = [];
    /** The result has arrived. */
    done = false;
    /** {@link destroy} was called: nothing more is sent or expected. */
    stopped = false;
    /** The channel's closing, once asked for. */
    stopping;
    constructor(domain, thread, onFail) {
        this.domain = domain;
        this.thread = thread;
        this.onFail = onFail;
    }
    /**
     * Opens the check's channel on the thread, at the first page (or once a batch of paths is
     * full): a bundle without HTML, as large single-file downloads are, costs the thread nothing.
     */
    start() {
        if (this.channel)
            return this.channel;
        const channel = this.thread.open('links', (message) => this.onMessage(message), (err) => this.fail(err));
        this.channel = channel;
        LinkThread.running++;
        LinkThread.starts++;
        channel.post({ kind: 'start', domain: this.domain });
        return channel;
    }
    /** Link checks started on a helper thread in this process. */
    static get started() {
        return LinkThread.starts;
    }
    /** Link checks on a helper thread not yet closed, in this process. */
    static get alive() {
        return LinkThread.running;
    }
    get full() {
        return this.inFlight >= MAX_BATCHES && !this.failure;
    }
    addFile(path) {
        this.putPath(OP_FILE, path);
    }
    startPage(path) {
        this.pages = true;
        this.putPath(OP_PAGE, path);
    }
    write(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            const batch = this.room(OP_HEADER + 1);
            const n = Math.min(chunk.length - offset, BATCH_BYTES - this.length - OP_HEADER);
            batch[this.length] = OP_WRITE;
            batch.writeUInt32LE(n, this.length + 1);
            chunk.copy(batch, this.length + OP_HEADER, offset, offset + n);
            this.length += OP_HEADER + n;
            offset += n;
        }
    }
    endPage() {
        const batch = this.room(1);
        batch[this.length++] = OP_END;
    }
    /**
     * Encodes a path event into the batch: no string is held on this thread until the batch goes,
     * so the walk's heap does not fill with the paths of the batches in flight.
     */
    putPath(op, path) {
        const size = Buffer.byteLength(path);
        // Tar paths are far shorter; one that is not cannot be checked, so the check says so.
        if (OP_HEADER + size > BATCH_BYTES) {
            this.fail(new Error(`a path of ${size} bytes in the bundle`));
            return;
        }
        const batch = this.room(OP_HEADER + size);
        batch[this.length] = op;
        batch.writeUInt32LE(size, this.length + 1);
        batch.write(path, this.length + OP_HEADER, 'utf8');
        this.length += OP_HEADER + size;
    }
    /** The batch to write `need` bytes into: sends the current one first when they do not fit. */
    room(need) {
        if (this.batch && this.length + need > BATCH_BYTES)
            this.flush();
        return (this.batch ??= Buffer.from(this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES)));
    }
    async drained() {
        if (!this.full)
            return;
        await new Promise((resolve) => this.waiters.push(resolve));
    }
    async result() {
        // No page, so no reference: nothing can be broken, and no thread was needed.
        if (!this.pages && !this.channel)
            return { pages: 0, htmlBytes: 0, references: 0, broken: [] };
        this.flush();
        if (this.failure)
            throw this.failure;
        const result = new Promise((resolve, reject) => {
            this.finished = { resolve, reject };
        });
        this.post({ kind: 'finish' });
        try {
            return await result;
        }
        finally {
            await this.destroy();
        }
    }
    async destroy() {
        if (!this.stopping) {
            this.stopped = true;
            this.release();
            const channel = this.channel;
            this.stopping = channel
                ? channel.close().finally(() => LinkThread.running--)
                : Promise.resolve();
        }
        await this.stopping;
    }
    /** Sends what has been gathered, if anything. */
    flush() {
        if (!this.batch || this.length === 0 || this.failure || this.stopped)
            return;
        try {
            this.start();
        }
        catch (err) {
            this.fail(err);
            return;
        }
        const buffer = this.batch.buffer;
        this.post({ kind: 'batch', buffer, length: this.length }, [buffer]);
        this.inFlight++;
        this.batch = undefined;
        this.length = 0;
    }
    post(message, transfer = []) {
        this.channel?.post(message, transfer);
    }
    onMessage(message) {
        if (message.kind === 'error') {
            this.fail(new Error(message.message));
            return;
        }
        if (message.kind === 'ack') {
            this.inFlight--;
            if (message.buffer.byteLength === BATCH_BYTES)
                this.spare.push(message.buffer);
            if (!this.full)
                this.release();
            return;
        }
        this.done = true;
        this.finished?.resolve(message.result);
    }
    /** Wakes whoever waits for room or for the result. */
    release() {
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters)
            wake();
    }
    fail(err) {
        if (this.failure || this.done || this.stopped)
            return;
        this.failure = new errors_ActionError(`The link check failed: ${errorText(err)}. Nothing was published. Set \`check-links: off\` ` +
            'to publish without checking links, and report this with the job log.', 'failure', { cause: err });
        this.release();
        this.finished?.reject(this.failure);
        void this.destroy();
        this.onFail(this.failure);
    }
}

;// CONCATENATED MODULE: ./src/publish/pages-tar.ts

/** Size of the buffers the tar is assembled in. */
const pages_tar_BATCH_BYTES = 1024 * 1024;
/** One tar block. */
const BLOCK = 512;
/** Largest size a ustar header holds in its 11 octal digits. */
const MAX_USTAR_SIZE = 0o77777777777;
/**
 * Assembles tar entries in 1 MiB batches and hands full batches to the write stream. Headers of
 * ASCII paths up to 100 bytes are filled into a prepared ustar template; anything else is
 * encoded by node-tar (`Header`, plus a `Pax` header for long or non-ASCII paths).
 */
class TarAssembler {
    out;
    mtime;
    /** The batch being filled. */
    batch = Buffer.allocUnsafe(pages_tar_BATCH_BYTES);
    /** Whether the write stream asked to wait (reset by the caller once it has waited). */
    full = false;
    /** Bytes handed to the stream so far. */
    bytes = 0;
    used = 0;
    /** Batches the stream has written and given back, for reuse. */
    spare = [];
    templates;
    templateSums;
    fallback = new F();
    constructor(out, mtime) {
        this.out = out;
        this.mtime = mtime;
        const make = (type) => {
            const block = Buffer.alloc(BLOCK);
            block.write(`${octal(type === 'File' ? 0o644 : 0o755, 7)}\0`, 100, 'ascii'); // mode
            block.write(`${octal(0, 7)}\0`, 108, 'ascii'); // uid
            block.write(`${octal(0, 7)}\0`, 116, 'ascii'); // gid
            block.write(`${octal(Math.floor(mtime.getTime() / 1000), 11)}\0`, 136, 'ascii'); // mtime
            block.write(type === 'File' ? '0' : '5', 156, 'ascii'); // type flag
            block.write('ustar\u000000', 257, 'ascii'); // magic "ustar\0", version "00"
            return block;
        };
        this.templates = { File: make('File'), Directory: make('Directory') };
        // Sum of the fixed bytes, with the checksum field counted as eight spaces.
        const sum = (b) => b.reduce((a, x) => a + x, 0) + 8 * 0x20;
        this.templateSums = {
            File: sum(this.templates.File),
            Directory: sum(this.templates.Directory),
        };
        this.fallback.uid = 0;
        this.fallback.gid = 0;
        this.fallback.uname = '';
        this.fallback.gname = '';
        this.fallback.mtime = mtime;
    }
    /**
     * Writes the header of `path` (with a pax header before it when needed) and reserves `body`
     * more bytes after it; returns where the body goes in {@link batch}.
     */
    header(path, type, size, body) {
        if (path.length <= 100 && size <= MAX_USTAR_SIZE && isPlainAscii(path)) {
            const at = this.reserve(BLOCK + body);
            const block = this.batch;
            this.templates[type].copy(block, at);
            block.write(path, at, 'ascii');
            let sum = this.templateSums[type];
            for (let i = 0; i < path.length; i++)
                sum += path.charCodeAt(i);
            const sizeField = `${octal(size, 11)}\0`;
            block.write(sizeField, at + 124, 'ascii');
            for (let i = 0; i < 11; i++)
                sum += sizeField.charCodeAt(i);
            block.write(`${octal(sum, 6)}\0 `, at + 148, 'ascii');
            return at + BLOCK;
        }
        const h = this.fallback;
        h.path = path;
        h.mode = type === 'File' ? 0o644 : 0o755;
        h.size = size;
        h.type = type;
        const block = Buffer.alloc(BLOCK);
        // encode() reports whether the path (or the size) does not fit ustar; pax carries it then.
        if (h.encode(block, 0))
            this.write(new ft({ path, size, mtime: this.mtime }).encode());
        const at = this.reserve(BLOCK + body);
        block.copy(this.batch, at);
        return at + BLOCK;
    }
    /** Reserves `n` bytes in the batch (zeroed when asked), flushing first when they do not fit. */
    reserve(n, zero = false) {
        if (this.used + n > this.batch.length)
            this.flush();
        if (n > this.batch.length)
            this.batch = Buffer.allocUnsafe(n);
        const at = this.used;
        this.used += n;
        if (zero)
            this.batch.fill(0, at, at + n);
        return at;
    }
    /** Copies `chunk` into the batch (streamed file content), flushing full batches. */
    append(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            if (this.used === this.batch.length)
                this.flush();
            const n = Math.min(chunk.length - offset, this.batch.length - this.used);
            chunk.copy(this.batch, this.used, offset, offset + n);
            this.used += n;
            offset += n;
        }
    }
    /** Bytes written or waiting in the batch: the tar's size so far. */
    get size() {
        return this.bytes + this.used;
    }
    /** Appends a buffer as it is (after what the batch holds). */
    write(chunk) {
        this.flush();
        this.send(chunk);
    }
    /**
     * Hands the filled part of the batch to the stream and goes on in another: the stream keeps the
     * old one until it is written, and gives it back then. Reused, not allocated per MiB: batches
     * that wait for the disk long enough to outlive two scavenges are freed only by a full GC, and
     * at 100,000 files they piled up to tens of MiB of the pass's peak (BENCHMARKS.md, Pages).
     */
    flush() {
        if (this.used === 0)
            return;
        const sent = this.batch;
        this.send(sent.subarray(0, this.used), () => {
            if (sent.length === pages_tar_BATCH_BYTES)
                this.spare.push(sent);
        });
        this.batch = this.spare.pop() ?? Buffer.allocUnsafe(pages_tar_BATCH_BYTES);
        this.used = 0;
    }
    send(chunk, written) {
        this.bytes += chunk.length;
        if (!this.out.write(chunk, written))
            this.full = true;
    }
}
/** Printable ASCII only (what the ustar name field holds as is). */
function isPlainAscii(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x20 || c > 0x7e)
            return false;
    }
    return true;
}
/** `n` in octal, zero-padded to `digits`. */
function octal(n, digits) {
    return n.toString(8).padStart(digits, '0');
}

;// CONCATENATED MODULE: ./src/publish/bundle-walk.ts
/**
 * The one read of an export bundle: the compressed bytes of the download are inflated by node's
 * streaming gunzip (libuv's pool; the gzip CRC and length are checked at the end), on the
 * download's helper thread (publish/hash-thread.ts: fed from the ring, as the hash is) or, where
 * there is none, here ({@link LocalGunzip}), into node-tar's header parser in strict mode (header
 * checksums, pax and GNU long names, truncated entries), as they arrive from the socket. Nothing
 * is read twice and no site folder is ever written.
 *
 * - Every target: the tar structure is walked to its end. Entry data is skipped, except the
 *   `.html` entries when links are checked ({@link WalkOptions.links}, publish/link-check.ts:
 *   every file path recorded, every page tokenized as it is inflated, on the link check's worker
 *   thread, publish/link-thread.ts; while it is behind, inflating waits as it does for a full
 *   Pages tar). The inflated size is held to what the headers declare (plus a small allowance
 *   per entry), so a bomb of padding or trailing zeros is refused after a few MiB of inflating.
 * - Every target, the bomb ratio: after the first {@link RATIO_FREE_BYTES} (64 MiB), the inflated
 *   bytes may not run more than {@link MAX_RATIO} (100×) ahead of the compressed bytes inflated
 *   so far. Deflate reaches at most ~1032× (runs of one byte); a bundle of many large
 *   zero-filled entries, each honestly declared and under the caps, runs at ~1000× and is refused
 *   right after the first 64 MiB (so well under the 1 GiB the issue allows; the figure is in
 *   BENCHMARKS.md), where the declared-size checks alone would let it write up to the 10 GiB cap.
 *   Real sites stay far below: gzip -9 of HTML pages 3–10×, of minified CSS/JS 3–6×, of a JSON
 *   search index 5–15×, images and fonts ~1×; the demo site and the bench's generated sites
 *   (HTML of seeded prose, level 1) inflate 4–6×. The first 64 MiB are free because the ratio of
 *   a short prefix says little (a tar's first entries may be tiny highly compressible files).
 * - `target: pages` ({@link WalkOptions.pagesTar}): each entry is judged before any byte of it is
 *   written (absolute paths, `..`, symbolic and hard links, devices, FIFOs refuse the whole
 *   bundle, naming the entry), the entry-count and total-size caps are counted from the headers
 *   as they come (so nothing beyond a cap is ever written: a bomb is refused at its header), and
 *   the free disk space is checked against the declared size before each entry is written. Each
 *   accepted entry is re-emitted into `artifact.tar` with a `./` prefix (publish/pages-tar.ts),
 *   `.git` and `.github` left out, missing parent folders added, `.nojekyll` added at the end,
 *   `index.html` and `404.html` noticed by name. A refused or failed walk deletes the tar.
 *
 * Memory is flat in the number of entries: the parser holds the piece it is given, the tar writer
 * one 1 MiB batch plus its stream's buffer, the link check's thread at most four 1 MiB batches in
 * flight, and the only set kept here is of folder paths emitted.
 */











/** GitHub Pages' limits: sites up to 10 GB are deployed; above 1 GB is discouraged. */
const DEFAULT_BUNDLE_LIMITS = {
    maxBytes: 10 * 1024 ** 3,
    warnBytes: 1024 ** 3,
    maxEntries: 200_000,
};
/** The bundle was refused; `entry` names the entry that made it so. */
class bundle_walk_BundleRefusedError extends errors_ActionError {
    /** What the failure summary says. */
    failure = {
        what: 'the export bundle was refused',
        todo: [
            'Nothing was published, and what was written is deleted. Run the export again.',
            'If the bundle is refused again, report it to Mintlify with the job id.',
        ],
        anchor: 'the-site-is-too-large-or-not-deployable',
    };
    /** Path of the refused entry, as the archive spells it. */
    entry;
    /** Why, in a few words (`is a symbolic link to "/etc"`). */
    reason;
    /** What was done and what to do, the message's last sentences. */
    hint;
    /** Bytes of `artifact.tar` written before the refusal (the file is then deleted). */
    written = 0;
    constructor(entry, reason, hint) {
        super(`Refused the export bundle: entry ${quotePath(entry)} ${reason}. ${hint}`);
        this.name = 'BundleRefusedError';
        this.entry = entry;
        this.reason = reason;
        this.hint = hint;
    }
}
const NOT_AN_EXPORT = 'Nothing was deployed. A static export holds only plain files and folders, so this bundle is ' +
    'damaged or not what the export produced: run the export again, and if it happens again, ' +
    'report it to Mintlify with the job id.';
/** Types of a plain file in tar (`0`, the old `\0`, and `7`). */
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
/** Names left out at any depth, as upload-pages-artifact's `--exclude=.git --exclude=.github`. */
const EXCLUDED = new Set(['.git', '.github']);
/** Inflated bytes allowed per entry beyond its declared data (header, pax, padding). */
const OVERHEAD_PER_ENTRY = 16 * 1024;
/** Inflated bytes allowed in all beyond declared data and per-entry overhead. */
const OVERHEAD_SLACK = 1024 * 1024;
/** Inflated bytes before {@link MAX_RATIO} applies. */
const RATIO_FREE_BYTES = 64 * 1024 * 1024;
/** Most inflated bytes per compressed byte consumed, past {@link RATIO_FREE_BYTES}. */
const MAX_RATIO = 100;
/**
 * Inflated bytes per chunk zlib hands out: each chunk is one bomb check, bounded (deflate inflates
 * at most ~1032x, so 256 KiB out is at least ~250 bytes in); zlib's 16 KiB default cost twice the
 * CPU (BENCHMARKS.md, Download).
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;
/** The tar's write buffer; inflating pauses while it is full. */
const OUT_BUFFER_BYTES = 4 * 1024 * 1024;
/**
 * Why an entry may not go into a site, or undefined when it is a plain file or folder with a
 * relative path that stays inside the site. Pure.
 */
function entryProblem(entry) {
    const { path, type } = entry;
    if (path.includes('\0'))
        return 'has a NUL character in its path';
    if (/^[\\/]/.test(path) || /^[A-Za-z]:/.test(path))
        return 'is an absolute path';
    if (path.split(/[\\/]/).includes('..'))
        return 'climbs out of the site folder with ".."';
    if (FILE_TYPES.has(type)) {
        return relativeParts(path).length === 0 ? 'is a file without a name' : undefined;
    }
    if (type === 'Directory')
        return undefined;
    const target = entry.linkpath ? ` to ${quotePath(entry.linkpath)}` : '';
    switch (type) {
        case 'SymbolicLink':
            return `is a symbolic link${target}`;
        case 'Link':
            return `is a hard link${target}`;
        case 'CharacterDevice':
            return 'is a character device';
        case 'BlockDevice':
            return 'is a block device';
        case 'FIFO':
            return 'is a FIFO (named pipe)';
        default:
            return `has the tar type ${quotePath(type)}, which a static site cannot hold`;
    }
}
/**
 * One walk of one bundle, fed with compressed bytes in order ({@link write}), finished with
 * {@link finish}. Errors are kept and reported by {@link throwIfFailed}, so the feeder stops at
 * the first chunk after a refusal.
 */
class BundleWalk {
    entries = 0;
    htmlFiles = 0;
    inflated = 0;
    declared = 0;
    /** Path of the entry being read, to name it when the bomb ratio is crossed. */
    current = '(start of archive)';
    failure;
    /** Where the inflated bytes come from (the helper thread's gunzip, or {@link local}). */
    inflater;
    /** The gunzip on this thread, which {@link write} feeds; undefined when the ring feeds one. */
    local;
    /** Waits inflating is paused for (the Pages tar, the link check); it goes on at 0. */
    holds = 0;
    parser;
    ended;
    endWalk = () => undefined;
    pages;
    links;
    /** Told once when the walk fails (the download's feeder stops waiting for room). */
    failureListeners = [];
    constructor(options, out, inflater) {
        // Inflated bytes go straight to the parser (onInflated): every entry is consumed as soon as
        // it is read, so the parser never holds more than the chunk it is given. Inflating stops
        // between output chunks while paused (hold), and a destroyed inflater inflates no more.
        const events = {
            data: (chunk, consumed) => this.onInflated(chunk, consumed),
            end: () => this.parser.end(),
            error: (err) => this.fail(err),
        };
        this.local = inflater ? undefined : new LocalGunzip(events);
        this.inflater = inflater ? inflater(events) : this.local;
        if (out && options.pagesTar) {
            this.pages = new PagesWriter(out, options.pagesTar, options.onWarning, (err) => this.fail(err));
        }
        if (options.links) {
            const { domain, worker } = options.links;
            this.links = openLinkCheck(domain, (err) => this.fail(err), worker);
        }
        this.parser = Ct({
            strict: true,
            // Pages consumes every entry itself (writes or skips it); otherwise data is discarded.
            noResume: this.pages !== undefined,
            onReadEntry: (entry) => this.onEntry(entry),
        });
        this.ended = new Promise((resolve) => {
            this.endWalk = resolve;
        });
        this.parser.on('end', () => this.endWalk());
        this.parser.on('error', (err) => this.fail(err));
    }
    /**
     * Starts a walk; with `pagesTar`, creates (truncates) the tar file. `inflater`: the helper
     * thread's inflate (publish/hash-thread.ts), which the download's ring feeds; without it the
     * walk inflates here what {@link write} gives it.
     */
    static async open(options = {}, inflater) {
        let out;
        if (options.pagesTar) {
            out = (0,external_node_fs_namespaceObject.createWriteStream)(options.pagesTar.path, { highWaterMark: OUT_BUFFER_BYTES });
            await (0,external_node_events_namespaceObject.once)(out, 'open');
        }
        return new BundleWalk(options, out, inflater);
    }
    /** Whether {@link write} takes the compressed bytes (no helper thread inflates them). */
    get inflatesHere() {
        return this.local !== undefined;
    }
    /**
     * Feeds compressed bytes to the walk's own gunzip; false asks the caller to wait for
     * {@link drained}. `done` is called once gunzip has consumed the chunk (or the walk failed), so
     * its memory may be reused.
     */
    write(chunk, done) {
        if (!this.local)
            throw new Error('the helper thread inflates this walk: it takes no writes');
        if (this.failure) {
            if (done)
                queueMicrotask(done);
            return true;
        }
        return this.local.write(chunk, done);
    }
    /** Whether the walk has failed (the next {@link throwIfFailed} says why). */
    get failed() {
        return this.failure !== undefined;
    }
    /** Calls `listener` once when the walk fails (at once if it already has). */
    onFailure(listener) {
        if (this.failure)
            queueMicrotask(listener);
        else
            this.failureListeners.push(listener);
    }
    /** Resolves when the walk takes more input, or has failed (which the next check reports). */
    async drained() {
        if (this.failure || !this.local)
            return;
        // A failure ends the walk (ended), so the wait for 'drain' failing with it changes nothing.
        await Promise.race([this.local.drained(), this.ended]);
    }
    /** Throws when the bytes so far already show the bundle is refused or not a gzip tar. */
    throwIfFailed(received) {
        if (this.failure)
            throw bundle_walk_explainFailure(this.failure, received, false);
    }
    /** The failure the walk recorded, as it was (before {@link explainFailure}). */
    get recordedFailure() {
        return this.failure;
    }
    /** Ends the input, waits for the end of the archive, and completes the Pages tar. */
    async finish(received, signal) {
        return this.complete(signal).catch((err) => {
            throw err === this.failure ? bundle_walk_explainFailure(err, received, true) : err;
        });
    }
    /**
     * {@link finish}, with the walk's failure thrown as it was recorded (the helper thread's walk
     * sends it so: the download on the main thread knows the bytes received and explains it).
     */
    async complete(signal) {
        if (!this.failure)
            this.inflater.end();
        await abort_untilAborted(this.ended, signal);
        if (this.failure)
            throw this.failure;
        if (this.entries === 0) {
            throw new errors_ActionError('The bundle is a valid gzip tar but holds no files. The export produced an empty site; ' +
                'check `paths` and that the domain has published pages.');
        }
        const result = {
            entries: this.entries,
            htmlFiles: this.htmlFiles,
            tarBytes: this.inflated,
        };
        if (this.links)
            result.links = await abort_untilAborted(this.links.result(), signal);
        if (this.pages)
            result.pages = await this.pages.finish(signal);
        return result;
    }
    /** Stops everything and deletes the Pages tar, if any. */
    async destroy() {
        this.inflater.destroy();
        await this.links?.destroy();
        await this.pages?.destroy();
    }
    /**
     * Keeps the first failure and stops at once: inflating ends (what was fed is dropped), and
     * every wait on the walk is released.
     */
    fail(err) {
        if (this.failure)
            return;
        this.failure = err;
        this.inflater.destroy();
        this.endWalk();
        for (const listener of this.failureListeners.splice(0))
            listener();
    }
    /** An inflated chunk; `consumed`: the compressed bytes zlib had used up to make it. */
    onInflated(chunk, consumed) {
        if (this.failure)
            return;
        this.inflated += chunk.length;
        // Everything past the declared data and the headers is padding or junk: a bomb of zeros
        // behind a small tar is refused here instead of being inflated to its end.
        const allowed = this.declared + (this.entries + 1) * OVERHEAD_PER_ENTRY + OVERHEAD_SLACK;
        if (this.inflated > allowed) {
            this.fail(new bundle_walk_BundleRefusedError('(end of archive)', `inflates to more than the ${formatBytes(allowed)} its ${this.entries} headers account for`, 'Nothing was deployed. The bundle is damaged or built to exhaust the runner: run the ' +
                'export again, and if it happens again, report it to Mintlify with the job id.'));
            return;
        }
        // zlib's count of the compressed bytes it has consumed (not merely been given).
        if (this.inflated > RATIO_FREE_BYTES && this.inflated > MAX_RATIO * consumed) {
            this.fail(this.ratioRefusal(consumed));
            return;
        }
        this.parser.write(chunk);
        // The tar's buffer is full, or the link check's thread is behind: stop inflating until they
        // catch up (the download then waits).
        if (this.pages?.full)
            this.hold(this.pages.waitDrain());
        if (this.links?.full)
            this.hold(this.links.drained());
    }
    /** Pauses inflating until `until` settles (and every other hold is released). */
    hold(until) {
        if (this.holds++ === 0)
            this.inflater.pause();
        void until.then(() => {
            if (--this.holds === 0 && !this.failure)
                this.inflater.resume();
        });
    }
    onEntry(entry) {
        if (this.failure) {
            if (this.pages)
                entry.resume();
            return;
        }
        this.entries++;
        this.current = entry.path;
        const size = entry.size ?? 0;
        if (FILE_TYPES.has(entry.type)) {
            this.declared += size;
            const html = /\.html?$/i.test(entry.path);
            if (html)
                this.htmlFiles++;
            if (this.links)
                this.checkLinks(this.links, entry, html);
        }
        if (this.pages)
            this.pages.entry(entry, this.entries);
    }
    /** The refusal of a bundle that inflates more than {@link MAX_RATIO} times its gzip. */
    ratioRefusal(consumed) {
        const written = this.pages?.written ?? 0;
        const where = this.pages
            ? `${formatBytes(written)} of artifact.tar had been written, and was deleted`
            : 'none of it was written to disk';
        const err = new bundle_walk_BundleRefusedError(this.current, `brings the bundle to ${formatBytes(this.inflated)} inflated from ` +
            `${formatBytes(consumed)} of gzip, more than ${MAX_RATIO} times (real sites compress ` +
            '3–15 times)', `Inflating stopped there: ${where}. Nothing was deployed. The bundle is built to exhaust ` +
            'the runner or damaged: run the export again, and if it happens again, report it to ' +
            'Mintlify with the job id.');
        err.written = written;
        return err;
    }
    /** Records the file and, for a page, feeds its bytes to the link check as they come. */
    checkLinks(links, entry, html) {
        links.addFile(entry.path);
        if (!html || !entry.size)
            return;
        links.startPage(entry.path);
        // Listeners only: the entry is resumed by node-tar (or consumed by the Pages writer).
        entry.on('data', (chunk) => links.write(chunk));
        entry.on('end', () => links.endPage());
    }
}
/**
 * The gunzip on the walk's own thread (no helper thread: the sources run by the unit tests,
 * `worker: false`, a bundle walked from disk): zlib's streaming gunzip, its chunks handed to the
 * walk as they come.
 */
class LocalGunzip {
    gunzip;
    constructor(events) {
        this.gunzip = (0,external_node_zlib_namespaceObject.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES });
        this.gunzip.on('data', (chunk) => events.data(chunk, this.gunzip.bytesWritten));
        this.gunzip.on('error', (err) => events.error(err));
        this.gunzip.on('end', () => events.end());
    }
    /** Feeds compressed bytes; false: wait for {@link drained}. `done` once they are consumed. */
    write(chunk, done) {
        return this.gunzip.write(chunk, () => done?.());
    }
    /** Resolves when the gunzip takes more input (a failure ends the walk, which the caller races). */
    async drained() {
        if (this.gunzip.writableNeedDrain)
            await (0,external_node_events_namespaceObject.once)(this.gunzip, 'drain').catch(() => undefined);
    }
    pause() {
        this.gunzip.pause();
    }
    resume() {
        this.gunzip.resume();
    }
    end() {
        this.gunzip.end();
    }
    destroy() {
        this.gunzip.destroy();
    }
}
/**
 * Walks a `.tar.gz` on disk (tests, the bench): the same walk the download feeds from the socket.
 * On failure the Pages tar is deleted and the error rethrown.
 */
async function walkBundleFile(path, options, signal) {
    signal.throwIfAborted();
    const walk = await BundleWalk.open(options);
    let received = 0;
    try {
        for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024, signal })) {
            const piece = chunk;
            received += piece.length;
            if (!walk.write(piece))
                await untilAborted(walk.drained(), signal);
            walk.throwIfFailed(received);
        }
        return await walk.finish(received, signal);
    }
    catch (err) {
        await walk.destroy();
        signal.throwIfAborted();
        throw err;
    }
}
/**
 * Writes accepted entries into `artifact.tar`. Every entry is judged from its header before any
 * byte of it is written; the first refusal or write error is kept and nothing more is written.
 */
class PagesWriter {
    out;
    options;
    onWarning;
    onFail;
    /** The first refusal or write error (also reported to the walk, which stops). */
    failure;
    tar;
    limits;
    dirs = new Set(['']);
    counts = {
        files: 0,
        directories: 1,
        bytes: 0,
        excluded: 0,
        hasIndex: false,
        has404: false,
        hasNoJekyll: false,
    };
    warned = false;
    /** Declared bytes of every file so far, left-out ones included (the cap counts them all). */
    declaredBytes = 0;
    outError;
    /** The wait for the tar's stream to drain, while one is on. */
    drain;
    constructor(out, options, onWarning, onFail) {
        this.out = out;
        this.options = options;
        this.onWarning = onWarning;
        this.onFail = onFail;
        this.limits = { ...DEFAULT_BUNDLE_LIMITS, ...options.limits };
        out.on('error', (err) => {
            this.outError ??= err;
            this.setFailure(writeError(err));
        });
        this.tar = new TarAssembler(out, options.mtime ?? new Date());
        this.tar.header('./', 'Directory', 0, 0);
    }
    /** Bytes of `artifact.tar` handed to its stream so far. */
    get written() {
        return this.tar.size;
    }
    /** Whether the tar's stream asked to wait. */
    get full() {
        return this.tar.full;
    }
    /** Waits until the tar's stream drains (or fails); every waiter shares one pair of listeners. */
    async waitDrain() {
        if (this.out.writableNeedDrain && !this.outError) {
            this.drain ??= (0,external_node_events_namespaceObject.once)(this.out, 'drain').then(() => (this.drain = undefined), () => (this.drain = undefined));
            await this.drain;
        }
        this.tar.full = false;
    }
    /** Judges `entry` and writes it (or skips it); `count` is its number in the bundle. */
    entry(entry, count) {
        if (this.failure) {
            entry.resume();
            return;
        }
        const refused = this.judge(entry, count);
        if (refused) {
            if (refused instanceof bundle_walk_BundleRefusedError)
                refused.written = this.tar.size;
            this.setFailure(refused);
            entry.resume();
            return;
        }
        const parts = relativeParts(entry.path);
        if (parts.some((p) => EXCLUDED.has(p))) {
            this.counts.excluded++;
            entry.resume();
            return;
        }
        if (entry.type === 'Directory') {
            this.ensureDirs(parts, parts.length);
            entry.resume();
            return;
        }
        const size = entry.size ?? 0;
        const rel = parts.join('/');
        if (this.dirs.has(rel)) {
            const err = new bundle_walk_BundleRefusedError(entry.path, 'is a file where a folder is', NOT_AN_EXPORT);
            err.written = this.tar.size;
            this.setFailure(err);
            entry.resume();
            return;
        }
        this.ensureDirs(parts, parts.length - 1);
        this.tar.header(`./${rel}`, 'File', size, 0);
        this.counts.files++;
        this.counts.bytes += size;
        if (parts.length === 1) {
            if (rel === 'index.html')
                this.counts.hasIndex = true;
            else if (rel === '404.html')
                this.counts.has404 = true;
            else if (rel === '.nojekyll')
                this.counts.hasNoJekyll = true;
        }
        let written = 0;
        entry.on('data', (chunk) => {
            written += chunk.length;
            this.tar.append(chunk);
        });
        entry.on('end', () => {
            // node-tar ends a truncated entry early in strict mode only with an error; be exact anyway.
            if (written !== size) {
                this.setFailure(new bundle_walk_BundleRefusedError(entry.path, `holds ${written} bytes but its header declares ${size}`, NOT_AN_EXPORT));
                return;
            }
            const pad = (BLOCK - (size % BLOCK)) % BLOCK;
            if (pad > 0)
                this.tar.reserve(pad, true);
        });
    }
    setFailure(err) {
        if (this.failure)
            return;
        this.failure = err;
        this.onFail(err);
    }
    /** Adds `.nojekyll` when missing, ends the archive and closes the file. */
    async finish(signal) {
        if (this.counts.files === 0) {
            throw new errors_ActionError('The export bundle holds no files, so there is no site to deploy. Check `paths` and ' +
                'that the domain has published pages.');
        }
        const addedNoJekyll = !this.counts.hasNoJekyll;
        if (addedNoJekyll)
            this.tar.header('./.nojekyll', 'File', 0, 0);
        this.tar.reserve(BLOCK * 2, true);
        this.tar.flush();
        const closed = (0,external_node_events_namespaceObject.once)(this.out, 'close').catch(() => undefined);
        this.out.end();
        await abort_untilAborted(closed, signal);
        if (this.outError)
            throw writeError(this.outError);
        const { files, directories, bytes, excluded, hasIndex, has404 } = this.counts;
        return {
            path: this.options.path,
            files,
            directories,
            bytes,
            tarBytes: this.tar.bytes,
            hasIndex,
            has404,
            addedNoJekyll,
            excluded,
        };
    }
    /** Closes the file and deletes it. */
    async destroy() {
        if (!this.out.closed) {
            const closed = (0,external_node_events_namespaceObject.once)(this.out, 'close').catch(() => undefined);
            this.out.destroy();
            await closed;
        }
        await (0,promises_namespaceObject.rm)(this.options.path, { force: true }).catch(() => undefined);
    }
    judge(entry, count) {
        const problem = entryProblem(entry);
        if (problem)
            return new bundle_walk_BundleRefusedError(entry.path, problem, NOT_AN_EXPORT);
        if (count > this.limits.maxEntries) {
            return new bundle_walk_BundleRefusedError(entry.path, `is one entry more than the ${this.limits.maxEntries.toLocaleString('en-US')} a bundle may hold`, 'Nothing was deployed. Export fewer pages with `paths`, or split the site.');
        }
        if (!FILE_TYPES.has(entry.type))
            return undefined;
        const size = entry.size ?? 0;
        const total = this.declaredBytes + size;
        if (total > this.limits.maxBytes) {
            return new bundle_walk_BundleRefusedError(entry.path, `takes the site past ${formatBytes(this.limits.maxBytes)}, the most GitHub Pages deploys`, 'Nothing was deployed. Export fewer pages with `paths`, or host a site this large elsewhere.');
        }
        const free = this.options.freeBytes;
        // Header, data, padding, and the end of the archive, against what the disk has left.
        if (free !== undefined && this.tar.size + BLOCK * 4 + size > free) {
            return new errors_ActionError(`RUNNER_TEMP is out of space: the Pages artifact would outgrow the ` +
                `${formatBytes(free)} left after the bundle (entry ${quotePath(entry.path)} declares ` +
                `${formatBytes(size)}). Nothing was deployed. Free some space, or export fewer pages ` +
                'with `paths`.');
        }
        this.declaredBytes = total;
        if (!this.warned && total > this.limits.warnBytes) {
            this.warned = true;
            this.onWarning?.(`The site is larger than ${formatBytes(this.limits.warnBytes)}; GitHub Pages ` +
                `recommends staying below that, and refuses sites above ${formatBytes(this.limits.maxBytes)}.`);
        }
        return undefined;
    }
    /** Emits the folders `parts[0..n)` that have not been emitted yet, parents first. */
    ensureDirs(parts, n) {
        let rel = '';
        for (let i = 0; i < n; i++) {
            rel = rel ? `${rel}/${parts[i] ?? ''}` : (parts[i] ?? '');
            if (this.dirs.has(rel))
                continue;
            this.dirs.add(rel);
            this.tar.header(`./${rel}/`, 'Directory', 0, 0);
            this.counts.directories++;
        }
    }
}
/**
 * The error for a walk that failed: refusals as they are, others as a damaged bundle;
 * `complete`: every byte announced had arrived.
 */
function bundle_walk_explainFailure(cause, received, complete) {
    if (cause instanceof errors_ActionError)
        return cause;
    const code = cause.code;
    const what = code === 'Z_DATA_ERROR' && /header check/i.test(cause.message)
        ? 'it is not gzip data'
        : typeof code === 'string' && code.startsWith('Z_')
            ? `the gzip stream is damaged (${cause.message})`
            : `the tar inside is damaged (${cause.message.replace(/^TAR_[A-Z_]+: /, '')})`;
    const where = complete
        ? `All ${formatBytes(received)} arrived, so the bundle itself is damaged`
        : `Found after ${formatBytes(received)}; the download was stopped`;
    return new errors_ActionError(`The bundle is not a readable gzip tar: ${what}. ${where}. Run the job again to export a ` +
        `fresh bundle; if it happens again, report it to Mintlify with the job id.`, 'failure', { cause });
}
/** The error for a failed write of the Pages tar, with the likely cause. */
function writeError(err) {
    const code = err?.code;
    const hint = code === 'ENOSPC' || code === 'EDQUOT'
        ? 'RUNNER_TEMP is out of space: free some, or export fewer pages with `paths`.'
        : 'Check RUNNER_TEMP, then re-run the job.';
    return new errors_ActionError(`Writing the Pages artifact failed: ${errorText(err)}. Nothing was deployed. ${hint}`, 'failure', { cause: err });
}
/** The path's parts without empty and `.` parts: `./a//b/` → `['a', 'b']`. */
function relativeParts(path) {
    return path.split('/').filter((p) => p !== '' && p !== '.');
}
/** A path from the archive, safe to show: control characters gone, cut, quoted. */
function quotePath(path) {
    return JSON.stringify(truncate(stripControl(path), 200));
}

;// CONCATENATED MODULE: ./src/publish/thread-errors.ts
/**
 * Errors across a worker thread's boundary. A thrown error reaches the other side only as what
 * structured clone keeps of it (no subclass, no `code` or `statusCode`, no cause chain on Node
 * 20), while the messages and hints on this side read exactly those: the proxy's status
 * (publish/artifact.ts), zlib's and node-tar's codes (publish/bundle-walk.ts). So a thread sends
 * the chain as plain links ({@link chainOf}) and this side rebuilds it ({@link errorFrom}).
 */
/** Links kept of a chain: the readers look at the first few. */
const MAX_LINKS = 6;
/** The cause chain of `err`, each link's name, text, code and status. */
function chainOf(err) {
    const chain = [];
    for (let current = err; current && chain.length < MAX_LINKS;) {
        const { name, message, code, statusCode, status, cause } = current;
        chain.push({
            name: typeof name === 'string' ? name : 'Error',
            message: typeof message === 'string' ? message : String(current),
            ...(typeof code === 'string' ? { code } : {}),
            ...(typeof statusCode === 'number' ? { statusCode } : {}),
            ...(typeof status === 'number' ? { status } : {}),
        });
        current = cause;
    }
    return chain;
}
/** The error a chain describes, rebuilt with the same names, texts, codes, statuses and causes. */
function thread_errors_errorFrom(chain, fallback = 'the thread failed') {
    let built;
    for (const link of [...chain].reverse()) {
        const err = new Error(link.message, built ? { cause: built } : undefined);
        err.name = link.name;
        const { code, statusCode, status } = link;
        if (code !== undefined)
            Object.assign(err, { code });
        if (statusCode !== undefined)
            Object.assign(err, { statusCode });
        if (status !== undefined)
            Object.assign(err, { status });
        built = err;
    }
    return built ?? new Error(fallback);
}

;// CONCATENATED MODULE: ./src/publish/walk-thread.ts
/**
 * The bundle walk on the download's helper thread, seen from the download: the walk itself
 * (publish/bundle-walk.ts) runs there, fed by the gunzip the ring feeds (publish/hash-worker.ts,
 * publish/walk-worker.ts), and only its warnings, its failure and its result come back here.
 *
 * Why there: the walk reads every inflated byte. On the main thread, those bytes came over as
 * 1 MiB buffers moved from the thread, 512 of them for a 512 MiB download: a gigabyte of
 * short-lived buffers with the socket's own, which started 30–40 full garbage collections of the
 * main isolate per download (~0.5 s of its time), and left 16–34 MiB of dead buffers on a main
 * thread that then sat idle through the Pages upload, where nothing collected them
 * (BENCHMARKS.md, Download and Pages whole run). On the thread they die young, in its 2 MiB young
 * generation, and the thread's end frees whatever is left. The link check tokenizes the pages on
 * a thread of its own, which the helper thread starts and feeds (publish/link-thread.ts): on the
 * helper thread with the hash and the walk, it made the Pages pass at 100,000 files a third
 * slower (BENCHMARKS.md, Pages).
 *
 * The walk's failure comes back as recorded, and is explained here ({@link explainFailure}), where
 * the bytes received are known, exactly as the walk on the main thread explains it.
 */





/**
 * The walk's options as the thread is told them; `entry`: the helper thread's bundled entry, which
 * the link check's own thread runs too unless the options name another, or the walk's thread.
 */
function walkRequest(options, entry) {
    const { onWarning, links, ...rest } = options;
    const worker = links?.worker;
    return {
        ...rest,
        ...(links
            ? {
                links: {
                    domain: links.domain,
                    worker: worker === false || typeof worker === 'string' ? worker : entry,
                },
            }
            : {}),
        warnings: onWarning !== undefined,
    };
}
/** `err` in a form that crosses the thread whole. */
function walkError(err) {
    const error = { chain: chainOf(err) };
    if (err instanceof errors_ActionError)
        error.outcome = err.outcome;
    if (err instanceof bundle_walk_BundleRefusedError) {
        const { entry, reason, hint, written } = err;
        error.refused = { entry, reason, hint, written };
    }
    return error;
}
/** The error {@link walkError} describes, of its class, with its texts and causes. */
function errorOfWalk(error) {
    const { chain, outcome, refused } = error;
    if (refused) {
        const err = new BundleRefusedError(refused.entry, refused.reason, refused.hint);
        err.written = refused.written;
        return err;
    }
    const [first, ...causes] = chain;
    if (!first || outcome === undefined)
        return errorFrom(chain, 'the walk failed');
    const cause = causes.length > 0 ? { cause: errorFrom(causes) } : undefined;
    return new ActionError(first.message, outcome, cause);
}
/**
 * The download's handle on the walk on the helper thread. The ring feeds that walk directly, so
 * {@link write} takes nothing; `post` sends on the ring's channel.
 */
class RemoteWalk {
    options;
    post;
    inflatesHere = false;
    failure;
    result;
    listeners = [];
    settled;
    settle = () => undefined;
    stopping;
    stopped = () => undefined;
    threadGone = false;
    constructor(options, post) {
        this.options = options;
        this.post = post;
        this.settled = new Promise((resolve) => {
            this.settle = resolve;
        });
    }
    get failed() {
        return this.failure !== undefined;
    }
    write() {
        throw new Error('the helper thread inflates this walk: it takes no writes');
    }
    onFailure(listener) {
        if (this.failure)
            queueMicrotask(listener);
        else
            this.listeners.push(listener);
    }
    throwIfFailed(received) {
        if (this.failure)
            throw this.explained(received, false);
    }
    async finish(received, signal) {
        if (!this.failure)
            this.post({ kind: 'end' });
        await untilAborted(this.settled, signal);
        if (this.failure)
            throw this.explained(received, true);
        return this.result;
    }
    /** Stops the walk there and waits until its Pages tar is deleted (here too, should it die). */
    async destroy() {
        this.stopping ??= this.stop();
        await this.stopping;
    }
    /** A message of the walk's from the thread. */
    onMessage(message) {
        switch (message.kind) {
            case 'walk-warning':
                this.options.onWarning?.(message.message);
                return;
            case 'walk-failed':
                this.fail(errorOfWalk(message.error), message.recorded);
                return;
            case 'walk-done':
                this.result ??= message.result;
                this.settle();
                return;
            case 'walk-stopped':
                this.stopped();
        }
    }
    /** The ring's channel closed: nothing more will come from the thread, nor reach it. */
    detach() {
        this.threadGone = true;
        this.stopped();
    }
    /** The thread failed (its error says so): nothing more will come from it. */
    threadFailed(err) {
        this.threadGone = true;
        this.fail(err, false);
        this.stopped();
    }
    async stop() {
        if (!this.threadGone) {
            const answered = new Promise((resolve) => {
                this.stopped = resolve;
            });
            this.post({ kind: 'stop' });
            await answered;
        }
        const tar = this.options.pagesTar?.path;
        if (tar)
            await rm(tar, { force: true }).catch(() => undefined);
    }
    fail(err, recorded) {
        if (this.failure)
            return;
        this.failure = { err, recorded };
        this.settle();
        for (const listener of this.listeners.splice(0))
            listener();
    }
    explained(received, complete) {
        const { err, recorded } = this.failure;
        return recorded ? explainFailure(err, received, complete) : err;
    }
}

;// CONCATENATED MODULE: ./src/publish/walk-worker.ts



/** The walk's side of the thread; `stopInflating` destroys the gunzip and hands its slots back. */
class WalkOnThread {
    send;
    stopInflating;
    opening;
    walk;
    reported = false;
    stopped = false;
    endAsked = false;
    /** The result was sent. */
    completed = false;
    constructor(request, gunzip, chunkBytes, send, stopInflating) {
        this.send = send;
        this.stopInflating = stopInflating;
        const { links, warnings, ...rest } = request;
        this.opening = BundleWalk.open({
            ...rest,
            // On a thread of its own (started from this one) while the walk reads on, or here.
            ...(links ? { links } : {}),
            ...(warnings ? { onWarning: (message) => send({ kind: 'walk-warning', message }) } : {}),
        }, (events) => gunzipInflater(gunzip, events, stopInflating, chunkBytes)).then((walk) => this.opened(walk), (err) => {
            this.stopInflating();
            this.report(err, false);
            return undefined;
        });
    }
    /** No more compressed bytes: the walk completes and its result (or failure) is sent. */
    end() {
        this.endAsked = true;
        const walk = this.walk;
        if (!walk || this.stopped)
            return;
        walk.complete(new AbortController().signal).then((result) => {
            if (this.reported || this.stopped)
                return;
            this.completed = true;
            this.send({ kind: 'walk-done', result });
        }, (err) => this.report(err, err === walk.recordedFailure));
    }
    /**
     * Stops the walk (once open), deletes its Pages tar, and says so. A completed walk is left as
     * it is: its tar is the download's result now (the download deletes it if it fails later).
     */
    async stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.stopInflating();
        const walk = await this.opening;
        if (!this.completed)
            await walk?.destroy();
        this.send({ kind: 'walk-stopped' });
    }
    opened(walk) {
        this.walk = walk;
        if (this.stopped)
            return walk;
        // A refusal or a damaged stream is told at once: the download stops at its next chunk.
        walk.onFailure(() => this.report(walk.recordedFailure, true));
        if (this.endAsked)
            this.end();
        return walk;
    }
    /** Sends the walk's first failure. */
    report(err, recorded) {
        if (this.reported || this.stopped)
            return;
        this.reported = true;
        this.send({ kind: 'walk-failed', error: walkError(err), recorded });
    }
}
/**
 * The walk's handle on the thread's gunzip, whose chunks it reads as they come; each output buffer
 * of zlib's is freed as soon as the walk is done with it ({@link SpentBuffers}).
 */
function gunzipInflater(gunzip, events, stopInflating, chunkBytes) {
    const spent = new SpentBuffers(chunkBytes);
    gunzip.on('data', (chunk) => {
        events.data(chunk, gunzip.bytesWritten);
        spent.read(chunk);
    });
    gunzip.on('end', () => events.end());
    gunzip.on('error', (err) => events.error(err));
    return {
        pause: () => gunzip.pause(),
        resume: () => gunzip.resume(),
        end: () => gunzip.end(),
        destroy: stopInflating,
    };
}
/**
 * Frees zlib's output buffers as soon as the walk is done with them, instead of at this isolate's
 * next garbage collection. zlib's gunzip writes into a buffer of `chunkBytes`, hands out each run
 * it wrote as a view of it, and takes a fresh buffer once one is full; a spent buffer is garbage,
 * but this thread allocates next to no JavaScript objects, so V8 collected them only at its
 * external-memory trigger (~64 MiB of them): +25 MiB of peak RSS on a 512 MiB download
 * (BENCHMARKS.md, Download). So a full buffer is detached once the walk has read a chunk of a
 * later buffer: zlib never writes into a full buffer again (it took another), and the walk keeps
 * no view of it by then: node-tar's parser copies the part of a block it holds back into the next
 * chunk it reads (`Buffer.concat`), the entries flow as they are written (the Pages tar and the
 * link check copy what they keep). A buffer of another size, or a run that does not end a
 * buffer, is left to the collector.
 */
class SpentBuffers {
    chunkBytes;
    /** A full buffer, freed once the walk has read a chunk of another one. */
    full;
    constructor(chunkBytes) {
        this.chunkBytes = chunkBytes;
    }
    /** The walk has read `chunk` (a view of zlib's buffer). */
    read(chunk) {
        const buffer = chunk.buffer;
        if (this.full && this.full !== buffer) {
            freeBuffer(this.full);
            this.full = undefined;
        }
        const endsBuffer = chunk.byteOffset + chunk.length === buffer.byteLength;
        if (endsBuffer && buffer.byteLength === this.chunkBytes)
            this.full = buffer;
    }
}

;// CONCATENATED MODULE: ./src/publish/hash-worker.ts
/**
 * The ring's side of the helper thread (publish/helper-worker.ts routes its messages here). For
 * each slot of the shared ring it is told about, in order, it updates the SHA-256 and, when the
 * download walks the bundle, hands the slot's bytes to zlib's gunzip (createGunzip: public API,
 * libuv's pool, the CRC and length checked at the end), whose chunks the walk reads on this
 * thread as they come (publish/walk-worker.ts); the slot goes back once both are done with it.
 * While the walk holds inflating back (the Pages tar's stream, the link check), the gunzip's
 * output waits, its input stays held, and the ring fills up (the download then waits). On
 * `finish` it posts the digest. It only reads the ring: stopping it at any time is safe.
 */



/**
 * Inflated bytes per chunk zlib hands the walk: each is one bomb check of the walk (deflate
 * inflates at most ~1032x, so 1 MiB out is at least ~1 KiB in) and one trip to libuv's pool.
 * 256 KiB cost the gunzip twice the CPU of 1 MiB (0.21 against 0.12 s per 256 MiB here: the
 * pool's wake-ups).
 */
const CHUNK_BYTES = 1024 * 1024;
/** The handler of the `hash` channel; `send` posts on it. */
function hashHandler(send) {
    let state;
    return (message) => {
        if (message.kind === 'start') {
            if (state)
                stopInflating(state, send);
            const started = {
                hash: (0,external_node_crypto_namespaceObject.createHash)('sha256'),
                ring: message.ring,
                slotBytes: message.slotBytes,
                gunzip: undefined,
                held: new Set(),
                walk: undefined,
            };
            if (message.walk) {
                const gunzip = (0,external_node_zlib_namespaceObject.createGunzip)({ chunkSize: CHUNK_BYTES });
                started.gunzip = gunzip;
                started.walk = new WalkOnThread(message.walk, gunzip, CHUNK_BYTES, send, () => stopInflating(started, send));
            }
            state = started;
            return;
        }
        if (!state)
            throw new Error('a message came before the start');
        onMessage(state, message, send);
    };
}
/** One message after the start. */
function onMessage(state, message, send) {
    switch (message.kind) {
        case 'slot': {
            const { slot, length } = message;
            const bytes = Buffer.from(state.ring, slot * state.slotBytes, length);
            state.hash.update(bytes);
            const gunzip = state.gunzip;
            if (!gunzip) {
                send({ kind: 'released', slot });
                return;
            }
            state.held.add(slot);
            gunzip.write(bytes, () => {
                // A slot released by a stop is not released twice.
                if (state.held.delete(slot))
                    send({ kind: 'released', slot });
            });
            return;
        }
        case 'end':
            state.walk?.end();
            return;
        case 'stop':
            if (state.walk)
                void state.walk.stop();
            else
                stopInflating(state, send);
            return;
        case 'finish':
            send({ kind: 'digest', hex: state.hash.digest('hex') });
    }
}
/** Stops inflating: the gunzip is destroyed and every slot it held goes back. */
function stopInflating(state, send) {
    const gunzip = state.gunzip;
    if (!gunzip)
        return;
    state.gunzip = undefined;
    gunzip.destroy();
    for (const slot of state.held)
        send({ kind: 'released', slot });
    state.held.clear();
}

;// CONCATENATED MODULE: ./src/publish/link-worker.ts
/**
 * The link check's side of the helper thread (publish/helper-worker.ts routes its messages here).
 * It runs the whole check (publish/link-check.ts): it replays each batch's events in order,
 * tokenizing page bytes straight from the transferred buffer, hands the buffer back for reuse,
 * and posts the result when asked. An exception is posted as an `error` on the channel (the main
 * thread reports it as the link check's failure), and the check stops there; the hash, on the
 * same thread, goes on.
 */


/** Replays one batch's events on the check (the encoding is link-thread.ts's). */
function replay(check, bytes) {
    let i = 0;
    while (i < bytes.length) {
        const op = bytes[i++];
        if (op === OP_END) {
            check.endPage();
            continue;
        }
        const n = bytes.readUInt32LE(i);
        i += OP_HEADER - 1;
        if (op === OP_FILE)
            check.addFile(bytes.toString('utf8', i, i + n));
        else if (op === OP_PAGE)
            check.startPage(bytes.toString('utf8', i, i + n));
        else if (op === OP_WRITE)
            check.write(bytes.subarray(i, i + n));
        else
            throw new Error(`unknown op ${String(op)} in a batch`);
        i += n;
    }
}
/** The handler of the `links` channel; `send` posts on it (moving `transfer`'s buffers). */
function linksHandler(send) {
    let check;
    let failed = false;
    const handle = (message) => {
        if (message.kind === 'start') {
            check = new LinkCheck(message.domain);
            return;
        }
        if (!check)
            throw new Error('a batch came before the start');
        if (message.kind === 'batch') {
            replay(check, Buffer.from(message.buffer, 0, message.length));
            send({ kind: 'ack', buffer: message.buffer }, [message.buffer]);
            return;
        }
        send({ kind: 'result', result: check.result() });
    };
    return (message) => {
        if (failed)
            return;
        try {
            handle(message);
        }
        catch (err) {
            failed = true;
            send({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
        }
    };
}

;// CONCATENATED MODULE: ./src/publish/helper-worker.ts
/**
 * Entry of the download's helper thread (publish/helper-thread.ts starts it; scripts/bundle.mjs
 * bundles it on its own as `helper-worker/index.js`): the ring's (hash and gunzip) and the link
 * check's messages, each in an envelope naming its channel, go to their handler in the order they
 * came.
 */



const port = external_node_worker_threads_namespaceObject.parentPort;
if (!port)
    throw new Error('helper-worker runs only as a worker thread');
/** Posts on `channel`. */
const sender = (channel) => (message, transfer = []) => port.postMessage({ channel, message }, transfer);
const handlers = {
    hash: hashHandler(sender('hash')),
    links: linksHandler(sender('links')),
};
port.on('message', (envelope) => handlers[envelope.channel](envelope.message));


//# sourceMappingURL=index.js.map