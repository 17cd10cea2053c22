/**
 * The cloud's file rules, from the vendor's docs (mintlify.com/docs: create/files,
 * help-center/static-file-not-served, organize/mintignore, api-playground/openapi-setup; evidence
 * in BENCHMARKS.md's sources and the status notes): a static file of 20 MiB or more is not served;
 * an extension off the supported list never is, and `.pdf`, `.txt`, `.xml`, `.csv`, `.zip` only on
 * Enterprise; files under the default ignored folders (at any depth, as `.gitignore` patterns
 * without a slash match) and the docs folder's `.mintignore` are dropped. Each is an error where a
 * served page shows or links the file (readers get a 404), said at the page's line; a file too
 * large that no page names is a warning. An OpenAPI spec named by a URL the cloud cannot fetch
 * from the public internet is a warning. No request is sent. Pure over the walked tree.
 */
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import type { MintIgnore } from '../../site-config/published.js';
import type { PageImport, RawProblem } from './model.js';
import type { Located } from './severity.js';
import { inDocs, type SiteTree } from './site.js';

/** "Files must be less than 20 MB" (a 21.0 MB file ~3 KB over it 404s: the limit is 20 MiB). */
export const MAX_SERVED_BYTES = 20 * 1024 * 1024;
/** "Supported file types for all plans". */
const SUPPORTED = new Set(
  '.png .jpg .jpeg .gif .webp .svg .ico .mp4 .webm .mp3 .wav .json .yaml .css .js .woff .woff2 .ttf .eot'.split(
    ' ',
  ),
);
/** "Supported file types for Enterprise plans". */
const ENTERPRISE = new Set(['.pdf', '.txt', '.xml', '.csv', '.zip']);
/** The `.mintignore` page's default folders. */
const IGNORED_FOLDERS = new Set(
  '.git .github .claude .agents .idea .vscode node_modules build dist coverage .cache tmp temp'.split(
    ' ',
  ),
);
/** The `.mintignore` page's default files. */
const IGNORED_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);

/** A file a page names, and where. */
interface Reference extends PageImport {
  /** The page (repository path). */
  readonly page: string;
}

/** Every file-rule problem of the site. */
export function fileRuleProblems(
  tree: SiteTree,
  refs: ReadonlyMap<string, readonly PageImport[]>,
  mintignore: MintIgnore | undefined,
): Located[] {
  const named = namedFiles(tree, refs);
  const out: Located[] = [];
  const prefix = tree.docsRoot === '' ? '' : `${tree.docsRoot}/`;
  for (const file of tree.files.values()) {
    if (!file.path.startsWith(prefix) || /\.mdx?$/i.test(file.path)) continue;
    const rel = file.path.slice(prefix.length);
    const ref = named.get(file.path);
    const why = ref ? dropped(rel, mintignore) : undefined;
    const size = file.size >= MAX_SERVED_BYTES ? sizeText(rel, file.size) : undefined;
    if (ref && (why || size)) {
      out.push(atRef(ref, file.path, why ? 'mintignore' : 'file-size', (why ?? size) as string));
    } else if (size) {
      out.push({
        file: file.path,
        problem: { ...problem('file-size', 1, 1, size), warningOnly: true },
      });
    } else if (ref) {
      out.push(...typeProblems(ref, file.path, rel));
    }
  }
  return out;
}

function sizeText(rel: string, size: number): string {
  const mib = (size / 1024 / 1024).toFixed(1);
  return `${rel} is ${mib} MiB: Mintlify serves no file of 20 MiB or more (readers get a 404). Make it smaller, or host it on a CDN and link there.`;
}

/** Why the cloud drops `rel` (relative to the docs folder), or undefined. */
function dropped(rel: string, mintignore: MintIgnore | undefined): string | undefined {
  const parts = rel.split('/');
  const folder = parts.slice(0, -1).find((p) => IGNORED_FOLDERS.has(p));
  if (folder) {
    return `${rel} is under a \`${folder}/\` folder, which Mintlify ignores at any depth: it is never uploaded (readers get a 404). Move it to a folder such as \`images/\` or \`assets/\`.`;
  }
  if (IGNORED_FILES.has(parts.at(-1) ?? '')) {
    return `${rel} is one of the files Mintlify ignores by default: it is never uploaded (readers get a 404).`;
  }
  if (mintignore?.ignores(rel)) {
    return `${rel} is excluded by .mintignore: it is never uploaded (readers get a 404). Remove it from .mintignore, or stop linking it.`;
  }
  return undefined;
}

function typeProblems(ref: Reference, file: string, rel: string): Located[] {
  const ext = path.posix.extname(rel).toLowerCase();
  if (SUPPORTED.has(ext) || rel.endsWith('docs.json')) return [];
  if (ENTERPRISE.has(ext)) {
    const text = `${rel}: Mintlify serves \`${ext}\` files on Enterprise plans only; on other plans readers get a 404.`;
    return [atRef(ref, file, 'file-type', text, true)];
  }
  const shown = ext === '' ? 'files without an extension' : `\`${ext}\` files`;
  const hint = ext === '.yml' ? ' Rename it to `.yaml`.' : '';
  return [
    atRef(
      ref,
      file,
      'file-type',
      `${rel}: Mintlify never serves ${shown} (readers get a 404).${hint}`,
    ),
  ];
}

function atRef(
  ref: Reference,
  related: string,
  rule: RawProblem['rule'],
  message: string,
  warningOnly = false,
): Located {
  const found = problem(rule, ref.line, ref.column, message);
  return { file: ref.page, related, problem: warningOnly ? { ...found, warningOnly } : found };
}

function problem(
  rule: RawProblem['rule'],
  line: number,
  column: number,
  message: string,
): RawProblem {
  const title =
    rule === 'file-size'
      ? 'A file over 20 MiB is not served'
      : rule === 'mintignore'
        ? 'A file Mintlify ignores is linked or shown'
        : 'A file type Mintlify does not serve is linked or shown';
  return { rule, line, column, title, message };
}

/** The first place each static file of the site is named by a page. */
function namedFiles(
  tree: SiteTree,
  refs: ReadonlyMap<string, readonly PageImport[]>,
): Map<string, Reference> {
  const named = new Map<string, Reference>();
  for (const [page, list] of refs) {
    for (const ref of list) {
      const target = targetOf(tree, page, ref.specifier);
      if (target && tree.files.has(target) && !named.has(target)) {
        named.set(target, { ...ref, page });
      }
    }
  }
  return named;
}

/** The repository file a URL written on `page` names, or undefined (another site, an anchor). */
export function targetOf(tree: SiteTree, page: string, url: string): string | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url))
    return undefined;
  const cut = Math.min(...['?', '#'].map((c) => (url.includes(c) ? url.indexOf(c) : url.length)));
  let bare = url.slice(0, cut);
  try {
    bare = decodeURI(bare);
  } catch {
    // Not percent-encoded as a URL should be: taken as written.
  }
  const joined = bare.startsWith('/')
    ? inDocs(tree, bare.slice(1))
    : path.posix.join(path.posix.dirname(page), bare);
  return path.posix.normalize(joined);
}

/** Addresses the public internet cannot reach (RFC 1918, loopback, link-local, ULA). */
const PRIVATE = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['0.0.0.0', 8],
  ] as const)
    list.addSubnet(net, bits, 'ipv4');
  for (const [net, bits] of [
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const)
    list.addSubnet(net, bits, 'ipv6');
  return list;
})();

/** Why the cloud cannot fetch the OpenAPI spec at `source`, or undefined (a path, a public URL). */
export function openApiUrlProblem(source: string): string | undefined {
  if (source.startsWith('//')) {
    return `The OpenAPI spec \`${source}\` has no scheme: write \`https://…\` for a hosted spec, or a path in the repository.`;
  }
  if (!/^https?:\/\//i.test(source)) return undefined;
  let host: string;
  try {
    host = new URL(source).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return `The OpenAPI spec \`${source}\` is not a valid URL.`;
  }
  const kind = isIP(host);
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    (kind !== 0 && PRIVATE.check(host, kind === 6 ? 'ipv6' : 'ipv4')) ||
    (kind === 0 && !host.includes('.'));
  if (!local) return undefined;
  return `The OpenAPI spec \`${source}\` is on a host the public internet cannot reach (${host}): Mintlify fetches it from the public internet at every build, without credentials, and the build fails when it cannot.`;
}

/** The OpenAPI-URL problems of docs.json, at the line of each source. */
export function openApiProblems(
  tree: SiteTree,
  sources: readonly string[],
  docsJsonText: string | undefined,
): Located[] {
  const file = inDocs(tree, 'docs.json');
  const out: Located[] = [];
  for (const source of new Set(sources)) {
    const why = openApiUrlProblem(source);
    if (!why) continue;
    const line = docsJsonText ? lineOfString(docsJsonText, source) : 1;
    out.push({
      file,
      problem: {
        rule: 'openapi-url',
        line,
        column: 1,
        title: 'An OpenAPI URL Mintlify cannot fetch',
        message: why,
        warningOnly: true,
      },
    });
  }
  return out;
}

/** The line of the first JSON string literal equal to `value` (1 when none). */
function lineOfString(text: string, value: string): number {
  const at = text.indexOf(JSON.stringify(value));
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}
