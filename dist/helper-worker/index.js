import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   lZ: () => (/* binding */ ActionError)
/* harmony export */ });
/* unused harmony exports InputError, TIMED_OUT, TimeoutError, ProxyRefusedError, CancelledError, StageError, failureCauseOf, innerError */
/**
 * An error whose message is meant for the workflow's author as is: it says what went wrong and
 * how to fix it. `outcome` is what the step reports in its `outcome` output; `failure`, when set,
 * is what the failure summary says (a plain ActionError leaves it to the message).
 */
class ActionError extends Error {
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
class InputError extends ActionError {
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
class TimeoutError extends ActionError {
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
class ProxyRefusedError extends ActionError {
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
class CancelledError extends ActionError {
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


/***/ }),

/***/ 847:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fs: () => (/* binding */ LinkCheck)
});

// UNUSED EXPORTS: PAGES_PER_TARGET, refreshUrl, srcsetUrls

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __nccwpck_require__(193);
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
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
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


/***/ }),

/***/ 167:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  W_: () => (/* binding */ OP_END),
  LT: () => (/* binding */ OP_FILE),
  U_: () => (/* binding */ OP_HEADER),
  K8: () => (/* binding */ OP_PAGE),
  iD: () => (/* binding */ OP_WRITE),
  rk: () => (/* binding */ openLinkCheck)
});

// UNUSED EXPORTS: LinkThread

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(916);
// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __nccwpck_require__(334);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(919);
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
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(here), ...parts);
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
        const worker = new external_node_worker_threads_.Worker(this.script, { resourceLimits: RESOURCE_LIMITS });
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

// EXTERNAL MODULE: ./src/publish/link-check.ts + 7 modules
var link_check = __nccwpck_require__(847);
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
        this.check = new link_check/* LinkCheck */.fs(domain);
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
        this.failure = new errors/* ActionError */.lZ(`The link check failed: ${(0,abort/* errorText */.kc)(err)}. Nothing was published. Set \`check-links: off\` ` +
            'to publish without checking links, and report this with the job log.', 'failure', { cause: err });
        this.release();
        this.finished?.reject(this.failure);
        void this.destroy();
        this.onFail(this.failure);
    }
}


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ untilAborted),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/* unused harmony exports windDown, withDeadline */
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


/***/ }),

/***/ 613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 75:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 106:
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
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
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

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(919);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(598);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(522);
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
                hash: (0,external_node_crypto_.createHash)('sha256'),
                ring: message.ring,
                slotBytes: message.slotBytes,
                gunzip: undefined,
                held: new Set(),
                walk: undefined,
            };
            const request = message.walk;
            if (request) {
                // Slots go into the gunzip at once; its output waits there until the walk reads it.
                const gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: CHUNK_BYTES });
                // Not gzip, found before the walk listens: kept (`errored`) for the walk to read then.
                gunzip.on('error', () => undefined);
                started.gunzip = gunzip;
                started.walk = Promise.all(/* import() */[__nccwpck_require__.e(697), __nccwpck_require__.e(889)]).then(__nccwpck_require__.bind(__nccwpck_require__, 889)).then(({ WalkOnThread }) => new WalkOnThread(request, gunzip, CHUNK_BYTES, send, () => stopInflating(started, send)));
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
        // In the order they came: each waits for the walk's module, loaded once.
        case 'end':
            void state.walk?.then((walk) => walk.end());
            return;
        case 'stop':
            if (state.walk)
                void state.walk.then((walk) => walk.stop());
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

// EXTERNAL MODULE: ./src/publish/link-check.ts + 7 modules
var link_check = __nccwpck_require__(847);
// EXTERNAL MODULE: ./src/publish/link-thread.ts + 2 modules
var link_thread = __nccwpck_require__(167);
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
        if (op === link_thread/* OP_END */.W_) {
            check.endPage();
            continue;
        }
        const n = bytes.readUInt32LE(i);
        i += link_thread/* OP_HEADER */.U_ - 1;
        if (op === link_thread/* OP_FILE */.LT)
            check.addFile(bytes.toString('utf8', i, i + n));
        else if (op === link_thread/* OP_PAGE */.K8)
            check.startPage(bytes.toString('utf8', i, i + n));
        else if (op === link_thread/* OP_WRITE */.iD)
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
            check = new link_check/* LinkCheck */.fs(message.domain);
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



const port = external_node_worker_threads_.parentPort;
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