/**
 * Export bundles: building the .tar.gz on disk (a small docs site, or a large incompressible file
 * generated as a stream), S3-shaped presigned links, and serving downloads with ranges.
 */
import { createCipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, constants as zlibConstants } from 'node:zlib';

import { create as tarCreate } from 'tar';

import { derive, Rng } from './random.js';
import type { BundleSpec } from './types.js';

/** A bundle archive on disk. */
export interface BundleArchive {
  /** Absolute path of the .tar.gz. */
  path: string;
  /** File size in bytes. */
  size: number;
  /** Quoted MD5 of the file, as S3 reports it for single-part objects. */
  etag: string;
  /** Modification time for Last-Modified. */
  mtime: Date;
}

/** Fixed timestamp so archives are byte-for-byte reproducible. */
const ARCHIVE_DATE = new Date('2026-01-01T00:00:00Z');

/** Builds the archive described by `spec` inside `dir`. */
export async function buildBundle(
  spec: BundleSpec,
  dir: string,
  seed: number,
  projectId: string,
  signal: AbortSignal,
): Promise<BundleArchive> {
  if (spec.kind === 'file') {
    const info = await stat(spec.path);
    return {
      path: spec.path,
      size: info.size,
      etag: `"${await md5File(spec.path)}"`,
      mtime: ARCHIVE_DATE,
    };
  }
  const path = join(dir, 'bundle.tar.gz');
  let md5: string;
  if (spec.kind === 'site') {
    await buildSiteBundle(path, join(dir, 'site'), projectId, seed, spec);
    md5 = await md5File(path);
  } else {
    md5 = await buildRandomBundle(path, spec.sizeBytes, seed, signal);
  }
  const info = await stat(path);
  return { path, size: info.size, etag: `"${md5}"`, mtime: ARCHIVE_DATE };
}

async function md5File(path: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Pages of the default generated site: [canonical path, title]. */
const SITE_PAGES: readonly (readonly [string, string])[] = [
  ['/', 'Home'],
  ['/guides/getting-started', 'Getting started'],
  ['/guides/intro', 'Introduction'],
  ['/guides/advanced/webhooks', 'Webhooks'],
  ['/guides/advanced/rate-limits', 'Rate limits'],
];

const WORDS = (
  'the docs page deploy export static bundle host cache header route build preview branch ' +
  'commit review reader feedback search index api key scope token request response error retry'
).split(' ');

/** The file a static export writes for a canonical path: `/` → `index.html`, `/a/b` → `a/b.html`. */
function htmlFile(canonical: string): string {
  return canonical === '/' ? 'index.html' : `${canonical.slice(1)}.html`;
}

/** A title for a path of a dataset's site: `/guides/sync-users` → "Sync users". */
function titleOf(canonical: string): string {
  const last = canonical.split('/').pop() ?? '';
  const words = last.replace(/-/g, ' ');
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'Home';
}

/** The site a `site` bundle holds: its pages (the home page first) and its origin. */
function sitePages(spec: SiteSpec): readonly (readonly [string, string])[] {
  if (!spec.pages) return SITE_PAGES;
  const listed = spec.pages.filter((p) => p !== '/').map((p) => [p, titleOf(p)] as const);
  return [['/', 'Home'], ...listed];
}

/** How many `.html` files a `site` bundle holds: its pages, the home page and the 404 page. */
export function siteHtmlCount(spec: SiteSpec): number {
  return sitePages(spec).length + 1;
}

type SiteSpec = Extract<BundleSpec, { kind: 'site' }>;

/** The script chunks a dataset's site ships, as a docs framework's build does: [file, KiB]. */
const SITE_CHUNKS: readonly (readonly [string, number])[] = [
  ['_next/static/chunks/framework.js', 140],
  ['_next/static/chunks/main.js', 420],
  ['_next/static/chunks/pages/_app.js', 610],
];

/** Seeded minified-looking script of about `kib` KiB (it compresses as real bundles do). */
function scriptChunk(rng: Rng, kib: number): string {
  const names = Array.from({ length: 600 }, () => rng.int(1_296, 46_655).toString(36));
  const parts: string[] = [];
  for (let size = 0; size < kib * 1024;) {
    const [f, a, b, c] = [rng.pick(names), rng.pick(names), rng.pick(names), rng.pick(names)];
    const part = `function ${f}(${a}){return ${b}.${c}(${a},${rng.int(0, 0xffffff).toString(16)})}`;
    parts.push(part);
    size += part.length;
  }
  return `${parts.join(';')}\n`;
}

/**
 * The files of the generated static site, keyed by relative path. Links use `.html` files while
 * canonical and sitemap URLs stay extensionless, as the vendor's static export does; every page
 * has the whole navigation, as a docs site's sidebar does.
 */
function siteFiles(projectId: string, seed: number, spec: SiteSpec): Record<string, string> {
  const rng = new Rng(seed, 'site');
  const pages = sitePages(spec);
  const origin = spec.origin ?? 'https://docs.example.com';
  // A dataset's site ships scripts, so its size is a site's; the default site stays tiny.
  const chunks = spec.pages ? SITE_CHUNKS : [];
  // Seeded prose so the archive is a few KiB even once gzipped, like a real (tiny) export.
  const prose = (): string =>
    Array.from({ length: 10 }, () => {
      const words = Array.from({ length: 40 }, () => rng.pick(WORDS));
      return `    <p>${words.join(' ')}.</p>`;
    }).join('\n');
  const page = (canonical: string, title: string, body: string): string =>
    [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '  <meta charset="utf-8">',
      `  <title>${title} · ${projectId}</title>`,
      '  <link rel="stylesheet" href="/assets/style.css">',
      `  <link rel="canonical" href="${origin}${canonical}">`,
      ...chunks.map(([file]) => `  <script src="/${file}" defer></script>`),
      '</head>',
      '<body>',
      '  <header><img src="/assets/logo.svg" alt="logo" width="32" height="32"></header>',
      '  <nav>',
      ...pages.map(([path, t]) => `    <a href="/${htmlFile(path)}">${t}</a>`),
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
  const files: Record<string, string> = {};
  for (const [canonical, title] of pages)
    files[htmlFile(canonical)] = page(canonical, title, prose());
  files['404.html'] = page('/404', 'Page not found', '    <p>This page does not exist.</p>');
  files['assets/style.css'] =
    'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem}\nheader{padding:1rem}\n';
  files['assets/logo.svg'] =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#16a34a"/></svg>\n';
  const scripts = new Rng(seed, 'site-scripts');
  for (const [file, kib] of chunks) files[file] = scriptChunk(scripts, kib);
  files['sitemap.xml'] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(([canonical]) => `  <url><loc>${origin}${canonical}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return files;
}

async function buildSiteBundle(
  path: string,
  siteDir: string,
  projectId: string,
  seed: number,
  spec: SiteSpec,
): Promise<void> {
  const files = siteFiles(projectId, seed, spec);
  if (spec.links) Object.assign(files, LINK_SITE_FILES);
  for (const name of spec.extraNames ?? []) {
    files[`guides/${name}.html`] = `<!doctype html>\n<title>${name.length} characters</title>\n`;
  }
  const names = Object.keys(files).sort();
  for (const name of names) {
    const target = join(siteDir, name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, files[name] ?? '');
  }
  await tarCreate(
    { gzip: true, file: path, cwd: siteDir, portable: true, mtime: ARCHIVE_DATE },
    names,
  );
}

/**
 * The link-check pages, at `links/…` (the site's domain is `docs.example.com`). Each rule of the
 * check is covered by a good link and a broken one; the comment after each names the rule.
 */
const LINK_SITE_FILES: Readonly<Record<string, string>> = {
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
  'links/page.html':
    '<!doctype html><a href="/links/nope-root">again</a><a href="index.html">back</a>\n',
  'links/app.js': 'console.log("app");\n',
  'links/sub/index.html':
    '<!doctype html><base href="/links/"><a href="page">based</a>' +
    '<a href="base-missing">broken against base</a>\n',
  'links/with space.html': '<!doctype html><meta http-equiv="refresh" content="0; url=page">\n',
  'links/café.html':
    '<!doctype html><meta http-equiv="Refresh" content="3;URL=\'/links/old-page\'">\n',
};

/** The broken targets of {@link LINK_SITE_FILES} (with `links: true`), most-referenced first. */
export const LINK_SITE_BROKEN: readonly string[] = [
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
];

/** Size of one generated chunk; keeps memory flat however large the bundle is. */
const CHUNK = 1 << 20;

/**
 * Streams a gzip (stored blocks, level 0) of a tar with one file of AES-CTR keystream bytes: fast,
 * seeded and incompressible, so the archive size tracks `sizeBytes` closely.
 */
async function buildRandomBundle(
  path: string,
  sizeBytes: number,
  seed: number,
  signal: AbortSignal,
): Promise<string> {
  // Overheads: tar header (512) + end blocks (1024) + padding, gzip framing (18), and 5 bytes per
  // stored deflate block (zlib emits about one per 32 KiB).
  const overhead = 512 + 1024 + 512 + 18 + Math.ceil(sizeBytes / 32_768) * 5;
  const payload = Math.max(0, sizeBytes - overhead);
  const key = Buffer.from(derive('bundle-key', seed).slice(0, 32), 'hex');
  const iv = Buffer.from(derive('bundle-iv', seed).slice(0, 32), 'hex');
  const cipher = createCipheriv('aes-128-ctr', key, iv);
  const zeros = Buffer.alloc(CHUNK);

  async function* tarStream(): AsyncGenerator<Buffer> {
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
  const hash = createHash('md5');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(
    Readable.from(tarStream()),
    createGzip({ level: zlibConstants.Z_NO_COMPRESSION }),
    hashing,
    createWriteStream(path),
    { signal },
  );
  return hash.digest('hex');
}

/** A ustar header for one regular file. */
function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string): void => {
    header.write(value, offset, length, 'ascii');
  };
  const octal = (offset: number, length: number, value: number): void => {
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
  for (const byte of header) sum += byte;
  field(148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return header;
}

/** Query parameters of a presigned link, S3-style. */
export interface PresignedParams {
  /** Request date, `YYYYMMDDTHHMMSSZ`. */
  amzDate: string;
  /** Lifetime in seconds. */
  expires: number;
  /** Per-link token so each call yields a fresh URL. */
  token: string;
}

/** Formats a time as an S3 `X-Amz-Date`. */
export function amzDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Parses an `X-Amz-Date`; NaN when malformed. */
export function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
  );
}

/** HMAC-SHA256 hex over the object path and the expiry parameters. */
export function signLink(secret: string, path: string, params: PresignedParams): string {
  return createHmac('sha256', secret)
    .update(`GET\n${path}\n${params.amzDate}\n${params.expires}\n${params.token}`)
    .digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An S3-style XML error document. */
export function s3Error(
  code: string,
  message: string,
  resource: string,
  requestId: string,
): string {
  const escape = (s: string): string =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escape(message)}</Message>` +
    `<Resource>${escape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}

/** A parsed single byte range, inclusive. */
export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Interprets a Range header against a size. Only one `bytes=` range is honoured; anything else
 * (several ranges, other units, garbage) is ignored and the whole body is served, as RFC 9110
 * allows.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

/** Bytes read from the archive at a time while serving it. */
const SERVE_CHUNK_BYTES = 1024 * 1024;

/** Callback the server uses to record the status before headers go out. */
export type StatusRecorder = (status: number) => void;

/**
 * Serves the archive (GET or HEAD) honouring a single range. With `truncateAfter`, the headers still
 * announce the full length but the connection is cut after that many body bytes.
 */
export async function serveArchive(
  req: IncomingMessage,
  res: ServerResponse,
  archive: BundleArchive,
  record: StatusRecorder,
  extraHeaders: Record<string, string>,
  truncateAfter?: number,
): Promise<void> {
  const range = parseRange(req.headers.range, archive.size);
  const headers: Record<string, string | number> = {
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
    const file = createReadStream(archive.path, { start, end, highWaterMark: SERVE_CHUNK_BYTES });
    await pipeline(file, res).catch(() => {
      // The client hung up mid-download; nothing left to do.
    });
    return;
  }
  const cut = Math.min(truncateAfter, length);
  if (cut > 0) {
    const stream = createReadStream(archive.path, { start, end: start + cut - 1 });
    for await (const chunk of stream) {
      // Wait for each write to reach the socket so the bytes are really sent before the cut.
      await new Promise<void>((resolve) => res.write(chunk as Buffer, () => resolve()));
    }
  }
  res.socket?.destroy();
}
