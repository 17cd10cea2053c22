/**
 * One page through the vendor's renderer stage: `@mintlify/mdx`'s `serialize`, as the cloud runs
 * it, with code blocks emptied in the tree first (highlighting decides no verdict and costs most
 * of the time; the tree keeps every position). Its error carries no position, so a failed page is
 * compiled again by the MDX compiler under it (`@mdx-js/mdx`), whose error names the line and
 * column of the body. The frontmatter is read first by the cloud's own reader (./frontmatter.ts),
 * `serialize` gets the body, and the frontmatter's lines are added back to every position.
 * Runs on the parser thread (./worker.ts).
 */
import { compile } from '@mdx-js/mdx';
import { serialize } from '@mintlify/mdx/server';
import { readFrontmatter, type FrontmatterError } from './frontmatter.js';
import {
  FRONTMATTER_WORDS,
  plainWords,
  type PageImport,
  type PageJob,
  type ParseResult,
  type RawProblem,
} from './model.js';

/** The parts of a markdown tree node this module reads or writes. */
interface TreeNode {
  type: string;
  value?: string;
  url?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  lang?: string | null;
  meta?: string | null;
  children?: TreeNode[];
  position?: { start: { line: number; column: number } };
  data?: { estree?: { body?: EsNode[] } };
}

/** The parts of an ESM statement read here. */
interface EsNode {
  type: string;
  source?: { value?: unknown };
  loc?: { start: { line: number; column: number } };
}

/** JSX attributes that name a file a page shows or links. */
const FILE_ATTRIBUTES = new Set(['src', 'href', 'poster', 'img', 'image', 'file']);

/**
 * A remark plugin: empties code blocks (no highlighting), and collects the page's imports and
 * the URLs it links or shows (markdown images, links, definitions, JSX `src`/`href`…).
 */
function treeTap(imports: PageImport[], refs: PageImport[]) {
  return () => (tree: TreeNode) => {
    const visit = (node: TreeNode): void => {
      if (node.type === 'code') {
        node.value = '';
        node.lang = null;
        node.meta = null;
      }
      if (node.type === 'mdxjsEsm') importsOf(node, imports);
      refsOf(node, refs);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

function refsOf(node: TreeNode, out: PageImport[]): void {
  const at = node.position?.start ?? { line: 1, column: 1 };
  const add = (url: string, link: boolean): void => {
    out.push({ specifier: url, line: at.line, column: at.column, ...(link ? { link } : {}) });
  };
  if (node.type === 'image' && node.url) add(node.url, false);
  if ((node.type === 'link' || node.type === 'definition') && node.url) add(node.url, true);
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
    const name = attribute.name ?? '';
    if (FILE_ATTRIBUTES.has(name)) add(attribute.value, name === 'href');
  }
}

function importsOf(node: TreeNode, out: PageImport[]): void {
  for (const statement of node.data?.estree?.body ?? []) {
    const specifier = statement.source?.value;
    if (statement.type !== 'ImportDeclaration' || typeof specifier !== 'string') continue;
    const at = statement.loc?.start;
    out.push({
      specifier,
      line: at?.line ?? node.position?.start.line ?? 1,
      column: at ? at.column + 1 : (node.position?.start.column ?? 1),
    });
  }
}

/** Compiles one page; never throws (a parser that throws is a finding). */
export async function compilePage(job: PageJob): Promise<ParseResult> {
  const parts = readFrontmatter(job.source);
  if ('reason' in parts) return { problems: [frontmatterProblem(parts)], imports: [] };
  const { body, offset } = parts;
  const access = parts.publicPage ? { publicPage: true as const } : {};
  const imports: PageImport[] = [];
  const refs: PageImport[] = [];
  let result: Awaited<ReturnType<typeof serialize>>;
  try {
    result = await quietly(() =>
      serialize({
        source: body,
        parseFrontmatter: false,
        mdxOptions: { remarkPlugins: [treeTap(imports, refs)] },
      }),
    );
  } catch (err) {
    return { problems: [thrownProblem(err, offset)], imports: [] };
  }
  // The tree's positions are the body's: the frontmatter's lines come first in the file.
  for (const list of [imports, refs]) {
    list.forEach((item, i) => (list[i] = { ...item, line: item.line + offset }));
  }
  if (!('error' in result) || !result.error) return { problems: [], imports, refs, ...access };
  const where = await compilerPosition(body);
  // The compiler's places in its words are the body's too: said in the file's lines.
  const reason = inFileLines(where?.reason ?? serializeReason(result.error.message), offset);
  const hint = plainWords(where?.ruleId);
  return {
    problems: [
      {
        rule: 'mdx-parse',
        line: (where?.line ?? 1) + offset,
        column: where?.column ?? 1,
        title: 'This page does not compile: Mintlify will not deploy it',
        message: reason,
        ...(hint ? { hint } : {}),
      },
    ],
    imports,
    refs,
    ...access,
  };
}

/**
 * `serialize` prints every error it throws on the console (with the page's text), and KaTeX warns
 * there about math it reads loosely (quoting the page's math): on the parser thread, that would
 * reach the log raw. The vendor's call runs with console.error and console.warn silenced.
 */
async function quietly<T>(call: () => Promise<T>): Promise<T> {
  const { error, warn } = console;
  console.error = () => undefined;
  console.warn = () => undefined;
  try {
    return await call();
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** Frontmatter the cloud's YAML reader refuses: the page is never deployed. */
function frontmatterProblem(error: FrontmatterError): RawProblem {
  return {
    rule: 'frontmatter',
    line: error.line,
    column: error.column,
    title: 'The frontmatter is not valid YAML: Mintlify will not deploy this page',
    message: error.reason,
    hint: FRONTMATTER_WORDS,
  };
}

/** A throw from `serialize` itself (not its usual error result): at the body's first line. */
function thrownProblem(err: unknown, offset: number): RawProblem {
  const e = err as { message?: string };
  return {
    rule: 'mdx-parse',
    line: 1 + offset,
    column: 1,
    title: 'This page does not compile: Mintlify will not deploy it',
    message: firstLine(e.message ?? String(err)),
  };
}

/** Where the MDX compiler stops on `body` (1-based, body lines), or undefined when it does not. */
async function compilerPosition(
  body: string,
): Promise<{ line: number; column: number; reason: string; ruleId?: string } | undefined> {
  try {
    await compile(body);
    return undefined;
  } catch (err) {
    const e = err as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
      ruleId?: string;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const reason = e.reason ?? e.message ?? String(err);
    const rule = e.ruleId ? { ruleId: e.ruleId } : {};
    const point = e.place?.start ?? e.place;
    const line = e.line ?? point?.line;
    const column = e.column ?? point?.column;
    if (line !== undefined) return { line, column: column ?? 1, reason, ...rule };
    return { ...(placeInReason(reason) ?? { line: 1, column: 1 }), reason, ...rule };
  }
}

/**
 * Some of the compiler's errors (an element never closed, mdast-util-mdx-jsx's) carry their
 * place only in their reason, as `(line:column-line:column)`: the last one is the element's.
 */
function placeInReason(reason: string): { line: number; column: number } | undefined {
  const places = [...reason.matchAll(/\((\d{1,7}):(\d{1,7})-\d{1,7}:\d{1,7}\)/g)];
  const last = places.at(-1);
  return last ? { line: Number(last[1]), column: Number(last[2]) } : undefined;
}

/** `reason` with each `(line:column-line:column)` place moved down by the frontmatter's lines. */
function inFileLines(reason: string, offset: number): string {
  if (offset === 0) return reason;
  return reason.replace(
    /\((\d{1,7}):(\d{1,7})-(\d{1,7}):(\d{1,7})\)/g,
    (_, l1: string, c1: string, l2: string, c2: string) =>
      `(${Number(l1) + offset}:${c1}-${Number(l2) + offset}:${c2})`,
  );
}

/** `serialize`'s message without its library's header and code frame (which quote the page). */
function serializeReason(message: string): string {
  const lines = message.split('\n');
  return (lines[0]?.includes('error compiling MDX') ? lines[1] : lines[0]) ?? message;
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
