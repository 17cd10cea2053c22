/**
 * What `api-changes` makes of the API reference read: sets the `breaking-changes` and
 * `api-changes` outputs; with a breaking change, `warn` warns now and `error` returns the step's
 * failure when one touches an operation that has a page (to return once the comment is written).
 */
import * as core from '../log.js';
import { setOutput } from '../guard.js';
import { Output, type ApiChangesPolicy } from '../constants.js';
import { logText } from '../util/text.js';
import { plural } from '../util/format.js';
import type { ModeResult } from '../modes/types.js';
import { orderOperations } from './api-report.js';
import { linkedPages, operationViews, type PageReaders } from './model.js';
import type { ApiChangesRead } from '../api-spec/changes.js';

/** Operations in the `api-changes` output at most. */
export const MAX_OUTPUT_OPERATIONS = 200;

/** The `api-changes` output: one object per operation, breaking first. */
export function apiChangesJson(api: ApiChangesRead, views: PageReaders | undefined): string {
  const ops = orderOperations(api.operations, views).slice(0, MAX_OUTPUT_OPERATIONS);
  return JSON.stringify(
    ops.map((op) => ({
      operation: `${op.method} ${op.path}`,
      spec: op.spec,
      status: op.status,
      class: op.breaking > 0 ? 'breaking' : op.nonBreaking > 0 ? 'non-breaking' : 'annotation',
      changes: op.changes.map((c) => ({ class: c.class, what: c.what })),
      page: linkedPages(op)[0] ?? null,
      views: operationViews(op, views)?.total ?? null,
    })),
  );
}

/** Sets the outputs and judges; undefined unless `error` fails the step. */
export function judgeApiChanges(
  policy: ApiChangesPolicy,
  api: ApiChangesRead | undefined,
  views: PageReaders | undefined,
): (ModeResult & { message: string }) | undefined {
  if (policy === 'off') return undefined;
  const breaking = api?.operations.filter((o) => o.breaking > 0) ?? [];
  setOutput(Output.BreakingChanges, String(breaking.length));
  setOutput(Output.ApiChanges, api ? apiChangesJson(api, views) : '[]');
  if (breaking.length === 0) return undefined;
  const named = breaking
    .slice(0, 5)
    .map((o) => logText(`${o.method} ${o.path}`, 160))
    .join(', ');
  const message = `This PR makes a breaking change to ${plural(breaking.length, 'API operation')} (${named}${breaking.length > 5 ? ', …' : ''}); the comment's "API reference" section lists each with its page and readers`;
  const withPage = breaking.filter((o) => o.pages.length > 0);
  if (policy === 'warn' || withPage.length === 0) {
    core.warning(`${message}.`);
    return undefined;
  }
  return {
    outcome: 'failure',
    message: `${message}. ${plural(withPage.length, 'of them has a page', 'of them have a page')} readers use; set \`api-changes: warn\` to be warned only.`,
  };
}
