/**
 * What the MDX compiler's errors mean, in plain words, by the rule id the compiler gives each
 * (its structured code, never its message's wording), with the fix users apply in the threads.
 */

/** Plain words per compiler rule id. */
const BY_RULE: Readonly<Record<string, string>> = {
  acorn:
    'In MDX a `{` starts a JavaScript expression, and what follows is not one: a heading ID such as `{#id}`, a brace in prose, or JSON outside a code block. Write `\\{` (or put the text in backticks).',
  'unexpected-character':
    'In MDX a `<` starts a component, and what follows cannot: `<5`, `<=`, an HTML comment `<!-- -->`, an address in angle brackets. Write `&lt;` or `\\<`, or put the text in backticks; write comments as `{/* … */}`.',
  'end-tag-mismatch':
    'A component is opened and never closed, or closed at another level (an indented `</Accordion>` inside a list): close each `<Tag>` with `</Tag>` at the same indentation, or write `<Tag />`.',
  'unexpected-eof':
    'The page ends inside a component or an expression: close the `<Tag>` or `{` it opens.',
  'unexpected-lazy':
    'A component inside a list or a quote continues on a line without the list’s indentation or the quote’s `>`: indent it like the lines before it.',
  'unexpected-closing-slash':
    'A closing tag such as `</details>` has no opening tag before it: remove it or add the opening tag.',
};

/** The plain words for `ruleId`, when known. */
export function plainWords(ruleId: string | undefined): string | undefined {
  return ruleId ? BY_RULE[ruleId] : undefined;
}

/** Plain words for bad frontmatter. */
export const FRONTMATTER_WORDS =
  'The frontmatter between the `---` lines is not valid YAML: quote a value that holds `: ` or starts with `{`, `[`, `@`, `*` or a quote, and indent nested keys with spaces.';
