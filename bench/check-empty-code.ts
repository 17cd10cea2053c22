/**
 * Code blocks emptied, lines kept: the calibration's way to compile a page without syntax
 * highlighting (`serialize` has no switch for it). The page's frontmatter is taken off as
 * `next-mdx-remote-client` does (`vfile-matter`), the body is parsed by `@mdx-js/mdx`'s own
 * processor (remark-parse with remark-mdx), and every fenced block keeps its opening and closing
 * fence, and each line between keeps only its container's prefix (indentation, `>`). A page that does not parse is returned as it is (its verdict
 * is a failure either way).
 *
 * The parsers are mode `check`'s dependencies, loaded by name at run time.
 */

/** A node of the parsed tree, as far as this file reads it. */
interface TreeNode {
  readonly type: string;
  readonly position?: { start: { line: number }; end: { line: number } };
  readonly children?: readonly TreeNode[];
}

/** The parsers, loaded once. */
interface Parsers {
  readonly parse: (body: string) => TreeNode;
  readonly strip: (source: string) => string;
}

/** Loads the parsers and returns the emptier. */
export async function loadEmptier(): Promise<(source: string) => string> {
  const names = { mdx: '@mdx-js/mdx', vfile: 'vfile', matter: 'vfile-matter' };
  const mdx = (await import(names.mdx)) as {
    createProcessor: () => { parse: (s: string) => TreeNode };
  };
  const { VFile } = (await import(names.vfile)) as {
    VFile: new (s: string) => { value: unknown };
  };
  const { matter } = (await import(names.matter)) as {
    matter: (f: unknown, o: { strip: boolean }) => void;
  };
  const processor = mdx.createProcessor();
  const parsers: Parsers = {
    parse: (body) => processor.parse(body),
    strip: (source) => {
      const file = new VFile(source);
      matter(file, { strip: true });
      return String(file.value);
    },
  };
  return (source) => emptyCodeBlocks(source, parsers);
}

/** `source` with the inside of every fenced code block blanked, same line count. */
function emptyCodeBlocks(source: string, parsers: Parsers): string {
  let body: string;
  let tree: TreeNode;
  try {
    body = parsers.strip(source);
    tree = parsers.parse(body);
  } catch {
    return source; // Bad YAML or bad MDX: serialize fails on it as it is.
  }
  const prefix = source.slice(0, source.length - body.length);
  const lines = body.split('\n');
  const blank = new Set<number>();
  const visit = (node: TreeNode): void => {
    if (node.type === 'code') mark(node, lines, blank);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  if (blank.size === 0) return source;
  return prefix + lines.map((line, i) => (blank.has(i) ? containerPrefix(line) : line)).join('\n');
}

/** The line's leading spaces, tabs and `>`: what keeps it inside its list item or blockquote. */
function containerPrefix(line: string): string {
  let end = 0;
  while (end < line.length && ' \t>'.includes(line.charAt(end))) end++;
  return line.slice(0, end);
}

/** Marks the lines of `node` between its fences (0-based indexes into `lines`). */
function mark(node: TreeNode, lines: readonly string[], blank: Set<number>): void {
  const start = node.position?.start.line;
  const end = node.position?.end.line;
  if (start === undefined || end === undefined || end <= start) return;
  const last = (lines[end - 1] ?? '').trimStart().replace(/^>\s*/, '');
  const closed = last.startsWith('```') || last.startsWith('~~~');
  for (let line = start + 1; line <= (closed ? end - 1 : end); line++) blank.add(line - 1);
}
