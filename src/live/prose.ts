/**
 * What of a page's Markdown is prose a reader sees as written: the frontmatter's `title` and the
 * lines outside frontmatter, code fences, imports and exports, JSX components and comments. Used
 * for the committed MDX file and for what the live site serves, so both are read the same way.
 */
import { readFrontmatter } from '../util/frontmatter.js';

/** A page's Markdown, split into what is compared. */
export interface PageProse {
  /** The frontmatter's `title`, or else the first `# ` heading; undefined when neither exists. */
  readonly title: string | undefined;
  /** The prose lines, as written (not normalized), in order. */
  readonly lines: readonly string[];
  /** Why the frontmatter could not be read (then the page is not compared). */
  readonly problem?: string;
}

/** Reads the title and prose lines of a Markdown or MDX text. */
export function readProse(text: string): PageProse {
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const front = readFrontmatter(all);
  let title = scalarText(front.data?.title);
  const lines: string[] = [];
  let fence: string | undefined;
  let inComment = false;
  for (const line of all.slice(front.bodyStart)) {
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
  return { title, lines, ...(front.problem ? { problem: front.problem } : {}) };
}

/** A YAML scalar as the page shows it (`title: 2024` is a number to YAML); else undefined. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
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
