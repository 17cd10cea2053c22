/**
 * The Mintlify admin API client: everything the modes need from `src/platform`.
 */
export { PlatformClient, type PlatformClientOptions, type RetryInfo } from './client.js';
export { RequestBudget } from './budget.js';
export {
  AUTOMATIONS_PAGE_URL,
  BudgetExhaustedError,
  PlatformError,
  PlatformTimeoutError,
  redactUrl,
  type PlatformErrorCode,
} from './errors.js';
export { isCodeSnippetFeedback, isContextualFeedback } from './parse.js';
export { DEFAULT_RETRY } from './retry.js';
export type * from './types.js';
