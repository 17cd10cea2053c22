/**
 * What of a page's Markdown is prose a reader sees as written: the frontmatter's `title` and the
 * lines outside frontmatter, code fences, imports and exports, JSX components and comments. Used
 * for the committed MDX file and for what the live site serves, so both are read the same way.
 */

/** A page's Markdown, split into what is compared. */
export interface PageProse {
  /** The frontmatter's `title`, or else the first `# ` heading; undefined when neither exists. */
  readonly title: string | undefined;
  /** The prose lines, as written (not normalized), in order. */
  readonly lines: readonly string[];
}

/** Reads the title and prose lines of a Markdown or MDX text. */
export function readProse(text: string): PageProse {
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const { title: frontTitle, bodyStart } = readFrontmatter(all);
  let title = frontTitle;
  const lines: string[] = [];
  let fence: string | undefined;
  let inComment = false;
  for (const line of all.slice(bodyStart)) {
    const trimmed = line.trim();
    if (fence !== undefined) {
      if (trimmed.startsWith(fence)) fence = undefined;
      continue;
    }
    const open = /^(`{3,}|~{3,})/.exec(trimmed);
    if (open) {
      fence = open[1];
      continue;
    }
    if (inComment || /^(\{\/\*|<!--)/.test(trimmed)) {
      inComment = !/(\*\/\}|-->)\s*$/.test(trimmed);
      continue;
    }
    if (!isProse(trimmed)) continue;
    if (title === undefined && /^#\s+\S/.test(trimmed)) {
      title = trimmed.replace(/^#\s+/, '').trim();
      continue;
    }
    lines.push(line);
  }
  return { title, lines };
}

/** Blank lines, imports, exports, JSX tags and expressions, tables' rules: not prose. */
function isProse(trimmed: string): boolean {
  if (trimmed === '') return false;
  if (/^(import|export)\s/.test(trimmed)) return false;
  if (/^<\/?[A-Za-z]/.test(trimmed) || /^\{/.test(trimmed) || /^\/?>$/.test(trimmed)) return false;
  if (/^\|?\s*:?-{3,}/.test(trimmed) || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) return false;
  // An attribute line of a multi-line JSX tag (`title="…"`, `href={…}`).
  return !/^[A-Za-z][\w-]*=(["'{])/.test(trimmed);
}

/** The frontmatter's title and where the body starts (0 without frontmatter). */
function readFrontmatter(lines: readonly string[]): {
  title: string | undefined;
  bodyStart: number;
} {
  if (lines[0]?.trim() !== '---') return { title: undefined, bodyStart: 0 };
  const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  if (end < 0) return { title: undefined, bodyStart: 0 };
  let title: string | undefined;
  for (const line of lines.slice(1, end)) {
    const m = /^title:\s*(.*)$/.exec(line);
    if (m) title = unquote((m[1] ?? '').trim());
  }
  return { title, bodyStart: end + 1 };
}

/** A YAML scalar without its quotes (`'It''s'` → `It's`, `"a \"b\""` → `a "b"`). */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
    return value.slice(1, -1).replace(/''/g, "'");
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(["\\])/g, '$1');
  }
  return value.replace(/\s+#.*$/, '');
}

/** The added (`+`) and removed (`-`) lines of a unified diff as GitHub's `patch` field holds it. */
export function patchLines(patch: string): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  for (const line of patch.split(/\r?\n/)) {
    if (line.startsWith('+')) added.push(line.slice(1));
    else if (line.startsWith('-')) removed.push(line.slice(1));
  }
  return { added, removed };
}
