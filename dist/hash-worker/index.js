import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/publish/hash-worker.ts
/**
 * Entry of the download's hash thread (publish/hash-thread.ts starts it; scripts/bundle.mjs
 * bundles it on its own as `hash-worker/index.js`, as it does the link check's worker). For each
 * slot of the shared ring it is told about, in order, it updates the SHA-256 and hands the slot
 * back; on `finish` it posts the digest. It only reads the ring: stopping it at any time is safe.
 */


const port = external_node_worker_threads_namespaceObject.parentPort;
if (!port)
    throw new Error('hash-worker runs only as a worker thread');
const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
let ring;
let slotBytes = 0;
port.on('message', (message) => {
    if (message.kind === 'start') {
        ({ ring, slotBytes } = message);
        return;
    }
    if (!ring)
        throw new Error('a slot came before the start');
    if (message.kind === 'slot') {
        hash.update(new Uint8Array(ring, message.slot * slotBytes, message.length));
        const done = { kind: 'hashed', slot: message.slot };
        port.postMessage(done);
        return;
    }
    const reply = { kind: 'digest', hex: hash.digest('hex') };
    port.postMessage(reply);
});


//# sourceMappingURL=index.js.map