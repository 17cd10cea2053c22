export const id = 889;
export const ids = [889];
export const modules = {

/***/ 889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SpentBuffers: () => (/* binding */ SpentBuffers),
  WalkOnThread: () => (/* binding */ WalkOnThread)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(919);
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
        const { port1 } = new external_node_worker_threads_.MessageChannel();
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

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(24);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(697);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(916);
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

// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(334);
// EXTERNAL MODULE: ./src/publish/link-thread.ts + 2 modules
var link_thread = __webpack_require__(167);
;// CONCATENATED MODULE: ./src/publish/pages-tar.ts

/** Size of the buffers the tar is assembled in. */
const BATCH_BYTES = 1024 * 1024;
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
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    /** Whether the write stream asked to wait (reset by the caller once it has waited). */
    full = false;
    /** Bytes handed to the stream so far. */
    bytes = 0;
    used = 0;
    /** Batches the stream has written and given back, for reuse. */
    spare = [];
    templates;
    templateSums;
    fallback = new index_min/* Header */.Y9();
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
            this.write(new index_min/* Pax */.un({ path, size, mtime: this.mtime }).encode());
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
            if (sent.length === BATCH_BYTES)
                this.spare.push(sent);
        });
        this.batch = this.spare.pop() ?? Buffer.allocUnsafe(BATCH_BYTES);
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
 *   every file path recorded, every page tokenized as it is inflated, on the walk's thread or on
 *   a thread of its own, publish/link-thread.ts; while that is behind, inflating waits as it does
 *   for a full Pages tar). The inflated size is held to what the headers declare (plus a small allowance
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
class bundle_walk_BundleRefusedError extends errors/* ActionError */.lZ {
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
            this.links = (0,link_thread/* openLinkCheck */.rk)(domain, (err) => this.fail(err), worker);
        }
        this.parser = (0,index_min.t)({
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
            out = (0,external_node_fs_.createWriteStream)(options.pagesTar.path, { highWaterMark: OUT_BUFFER_BYTES });
            await (0,external_node_events_.once)(out, 'open');
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
        await (0,abort/* untilAborted */.Eu)(this.ended, signal);
        if (this.failure)
            throw this.failure;
        if (this.entries === 0) {
            throw new errors/* ActionError */.lZ('The bundle is a valid gzip tar but holds no files. The export produced an empty site; ' +
                'check `paths` and that the domain has published pages.');
        }
        const result = {
            entries: this.entries,
            htmlFiles: this.htmlFiles,
            tarBytes: this.inflated,
        };
        if (this.links)
            result.links = await (0,abort/* untilAborted */.Eu)(this.links.result(), signal);
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
        this.gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES });
        feedWalk(this.gunzip, events);
    }
    /** Feeds compressed bytes; false: wait for {@link drained}. `done` once they are consumed. */
    write(chunk, done) {
        return this.gunzip.write(chunk, () => done?.());
    }
    /** Resolves when the gunzip takes more input (a failure ends the walk, which the caller races). */
    async drained() {
        if (this.gunzip.writableNeedDrain)
            await (0,external_node_events_.once)(this.gunzip, 'drain').catch(() => undefined);
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
 * Hands `gunzip`'s output to the walk's `events` as it comes (with the compressed bytes zlib has
 * consumed); `afterData` is called once the walk has read each chunk.
 */
function feedWalk(gunzip, events, afterData) {
    gunzip.on('data', (chunk) => {
        events.data(chunk, gunzip.bytesWritten);
        afterData?.(chunk);
    });
    gunzip.on('error', (err) => events.error(err));
    gunzip.on('end', () => events.end());
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
            this.drain ??= (0,external_node_events_.once)(this.out, 'drain').then(() => (this.drain = undefined), () => (this.drain = undefined));
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
            throw new errors/* ActionError */.lZ('The export bundle holds no files, so there is no site to deploy. Check `paths` and ' +
                'that the domain has published pages.');
        }
        const addedNoJekyll = !this.counts.hasNoJekyll;
        if (addedNoJekyll)
            this.tar.header('./.nojekyll', 'File', 0, 0);
        this.tar.reserve(BLOCK * 2, true);
        this.tar.flush();
        const closed = (0,external_node_events_.once)(this.out, 'close').catch(() => undefined);
        this.out.end();
        await (0,abort/* untilAborted */.Eu)(closed, signal);
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
            const closed = (0,external_node_events_.once)(this.out, 'close').catch(() => undefined);
            this.out.destroy();
            await closed;
        }
        await (0,promises_.rm)(this.options.path, { force: true }).catch(() => undefined);
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
            return new errors/* ActionError */.lZ(`RUNNER_TEMP is out of space: the Pages artifact would outgrow the ` +
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
    if (cause instanceof errors/* ActionError */.lZ)
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
    return new errors/* ActionError */.lZ(`The bundle is not a readable gzip tar: ${what}. ${where}. Run the job again to export a ` +
        `fresh bundle; if it happens again, report it to Mintlify with the job id.`, 'failure', { cause });
}
/** The error for a failed write of the Pages tar, with the likely cause. */
function writeError(err) {
    const code = err?.code;
    const hint = code === 'ENOSPC' || code === 'EDQUOT'
        ? 'RUNNER_TEMP is out of space: free some, or export fewer pages with `paths`.'
        : 'Check RUNNER_TEMP, then re-run the job.';
    return new errors/* ActionError */.lZ(`Writing the Pages artifact failed: ${(0,abort/* errorText */.kc)(err)}. Nothing was deployed. ${hint}`, 'failure', { cause: err });
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
 * the same thread, in the walk. A thread of its own, which the helper thread would start and
 * feed (publish/link-thread.ts), made the Pages pass at 100,000 files 1.5 times faster, but cost
 * 17–21 MiB more at its peak, past the link check's budget of 16 MiB; at 10,000 files it was no
 * faster (BENCHMARKS.md, Pages). It is still there for a caller that names its entry.
 *
 * The walk's failure comes back as recorded, and is explained here ({@link explainFailure}), where
 * the bytes received are known, exactly as the walk on the main thread explains it.
 */





/**
 * The walk's options as the thread is told them. The link check runs on the walk's thread unless
 * the options name a bundled entry for a thread of its own (see the module's comment).
 */
function walkRequest(options) {
    const { onWarning, links, ...rest } = options;
    const worker = links?.worker;
    return {
        ...rest,
        ...(links
            ? { links: { domain: links.domain, worker: typeof worker === 'string' ? worker : false } }
            : {}),
        warnings: onWarning !== undefined,
    };
}
/** `err` in a form that crosses the thread whole. */
function walkError(err) {
    const error = { chain: chainOf(err) };
    if (err instanceof errors/* ActionError */.lZ)
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
    feedWalk(gunzip, events, (chunk) => spent.read(chunk));
    // It may have failed before the walk was there to hear it.
    const early = gunzip.errored;
    if (early)
        queueMicrotask(() => events.error(early));
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


/***/ })

};

//# sourceMappingURL=889.index.js.map