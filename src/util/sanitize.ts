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
export function stripControl(text: string): string {
  return (
    text
      .replace(
        /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)?|\u001b[@-Z\\-_]/g,
        '',
      )
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      // Bidirectional overrides can make text read differently from what it is.
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
  );
}

/* eslint-enable no-control-regex */

/** Escapes `&`, `<`, `>` and quotes for use inside HTML (e.g. `<summary>`, attributes). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escapes `&`, `<`, `>`: enough for text outside attributes, and leaves quotes readable. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Breaks @mentions and #123 / GH-123 / owner/repo#1 references so GitHub does not link or notify. */
export function defuseMentions(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}${ZWSP}-`);
}

/**
 * Makes untrusted text safe as inline markdown: one line, HTML and markdown syntax escaped,
 * mentions and references defused, cut to `max` characters (default 300).
 */
export function inlineText(text: string | null | undefined, max = 300): string {
  if (text === null || text === undefined) return '';
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
export function tableCell(text: string | null | undefined, max = 120): string {
  const cell = inlineText(text, max);
  return cell === '' ? '—' : cell;
}

/**
 * Shows untrusted text verbatim as a fenced code block whose fence is longer than any backtick
 * run inside it, so the text cannot close the block early. Mentions do not fire inside code.
 */
export function codeBlock(text: string, language = ''): string {
  const body = stripControl(text).replace(/\r\n?/g, '\n');
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const lang = /^[A-Za-z0-9_+#.-]{1,30}$/.test(language) ? language : '';
  return `${fence}${lang}\n${body}\n${fence}`;
}

/** Shows a short untrusted string as inline code (one line), safe whatever backticks it holds. */
export function inlineCode(text: string, max = 200): string {
  const one = truncate(stripControl(text).replace(/\s+/g, ' ').trim(), max);
  if (one === '') return '';
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
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username || parsed.password) return undefined;
  return parsed.href.replace(
    /[()<> "'`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** How far back from a cut {@link truncate} looks for a space, so no word is cut in two. */
const WORD_ROOM = 20;

/**
 * Cuts `text` to at most `max` characters (code points), ending with `…` when cut: at the last
 * space of the kept part when one is within {@link WORD_ROOM} characters of its end, so a quote
 * reads "…how to pick a…", not "…how to pick a region w…".
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, Math.max(0, max - 1));
  const space = kept.lastIndexOf(' ');
  const end = space > 0 && space >= kept.length - WORD_ROOM ? space : kept.length;
  return `${kept.slice(0, end).join('').trimEnd()}…`;
}

/** A collapsed `<details>` block; `summary` is untrusted-safe (escaped), `body` is markdown. */
export function details(summary: string, body: string, open = false): string {
  return `<details${open ? ' open' : ''}><summary>${escapeHtml(stripControl(summary))}</summary>\n\n${body}\n\n</details>`;
}
