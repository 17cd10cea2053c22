/**
 * Reader text of the caller's choosing put into the reader-text fields of analytics pages (option
 * `readerTexts`): what readers type into feedback, search and the assistant, for the tests of
 * what the action quotes of it (credentials pasted by readers, text that must survive as it is).
 * Unlike `hostile`, paths and page URLs are left alone, so the entries stay on their pages.
 */
import type { AssistantResponse, FeedbackEntry, FeedbackPage, SearchesResponse } from './types.js';

/** The text for the `i`-th row of a page: the texts in turn. */
function textFor(texts: readonly string[], i: number): string {
  return texts[i % texts.length] ?? '';
}

/** `text`, then what was there (if anything), one blank between. */
function before(text: string, original: string | null, separator = ' '): string {
  return original ? `${text}${separator}${original}` : text;
}

/**
 * A feedback page whose `i`-th entry's comment starts with text `i` (an entry without a comment
 * gets one), and whose code snippets' code starts with it on a line of its own.
 */
export function readerTextFeedback(page: FeedbackPage, texts: readonly string[]): FeedbackPage {
  if (texts.length === 0) return page;
  const feedback = page.feedback.map((e, i): FeedbackEntry => {
    const text = textFor(texts, i);
    const comment = before(text, e.comment);
    return e.source === 'code_snippet'
      ? { ...e, comment, code: before(text, e.code, '\n') }
      : { ...e, comment };
  });
  return { ...page, feedback };
}

/** A search page whose `i`-th term starts with text `i`. */
export function readerTextSearches(
  page: SearchesResponse,
  texts: readonly string[],
): SearchesResponse {
  if (texts.length === 0) return page;
  const searches = page.searches.map((row, i) => ({
    ...row,
    searchQuery: before(textFor(texts, i), row.searchQuery),
  }));
  return { ...page, searches };
}

/** An assistant page whose `i`-th question starts with text `i`. */
export function readerTextAssistant(
  page: AssistantResponse,
  texts: readonly string[],
): AssistantResponse {
  if (texts.length === 0) return page;
  const conversations = page.conversations.map((c, i) => ({
    ...c,
    query: before(textFor(texts, i), c.query),
  }));
  return { ...page, conversations };
}
