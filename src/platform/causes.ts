/**
 * What the failure summary says of a failed request, by the kind of failure: what failed and what
 * to do, with the troubleshooting entry. The errors in errors.ts carry it (`failure`), so the
 * summary needs to know no error class; their messages say the same for this one request.
 */
import type { FailureCause } from '../errors.js';
import { isAgentEndpoint, isExportEndpoint, type EndpointName } from './endpoints.js';

/** What kind of failure a `PlatformError` is, for callers that branch on it. */
export type PlatformErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'bad_request'
  | 'rate_limited'
  | 'server_error'
  | 'network'
  | 'invalid_response';

/** What the summary reads of a failed request. */
export interface FailedRequest {
  readonly code: PlatformErrorCode;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly endpoint: EndpointName;
}

/** The run's analytics budget ran out before a request. */
export const BUDGET_SPENT: FailureCause = {
  what: "the run's analytics budget is spent",
  todo: [
    'Lower `max-pages`, keep `page-size` at 100, or shorten the date range (`date-from`, `date-to`).',
    '`page-views: false` and `reader-signals: none` leave the whole budget to the feedback.',
  ],
  anchor: 'the-runs-analytics-budget-is-spent',
};

/** What failed and what to do for a failed request. */
export function platformCause(error: FailedRequest): FailureCause {
  const http = error.status > 0 ? ` (HTTP ${error.status})` : '';
  switch (error.code) {
    case 'unauthorized':
      return {
        what: `Mintlify refused the admin key${http}`,
        todo: [
          'Create a new admin key in the Mintlify dashboard (Settings → API keys).',
          'Put it in the secret the workflow passes as `admin-key` (`MINTLIFY_ADMIN_KEY` in the examples) and run again.',
        ],
        anchor: '401-the-key-is-refused',
      };
    case 'forbidden':
      return forbiddenCause(error.endpoint, http);
    case 'not_found':
      return {
        what: `Mintlify does not know an id the step passed${http}`,
        todo: [
          'Copy `project-id` (and `status-id` or `automation-id`) again from the Mintlify dashboard, whole.',
          'Check that the admin key belongs to the same organization as the project.',
        ],
        anchor: '404-unknown-project-update-or-export-job',
      };
    case 'rate_limited':
      return {
        what: `Mintlify's rate limit held${http}`,
        todo: [
          'Run fewer jobs against the API at once: a `concurrency` group per workflow helps.',
          'For `mode: feedback`, lower `max-pages`: analytics allow 100 requests per organization per hour.',
        ],
        anchor: '429-rate-limit',
      };
    default:
      return otherCause(error.code, http);
  }
}

/** A 403: the export's Enterprise gate, the preview's plan, or the key's scope and allowlist. */
function forbiddenCause(endpoint: EndpointName, http: string): FailureCause {
  if (isAgentEndpoint(endpoint)) {
    return {
      what: `Mintlify refused the agent${http}`,
      todo: [
        "The organization's plan may not include the agent, or the admin key is read-only: starting a job needs the write scope.",
      ],
      anchor: '403-the-key-may-not-do-this',
    };
  }
  if (isExportEndpoint(endpoint)) {
    return {
      what: `Mintlify refused ${endpoint === 'startExport' ? 'to start ' : ''}the static export${http}`,
      todo: [
        'Static export is an Enterprise feature that Mintlify turns on per organization: ask Mintlify to enable it for yours.',
        "If it is on, use an admin key with the write scope, and check that the key's IP allowlist (if it has one) includes the runner.",
      ],
      anchor: '403-the-key-may-not-do-this',
    };
  }
  if (endpoint === 'startPreview') {
    return {
      what: `Mintlify refused the preview${http}`,
      todo: [
        'Preview deployments need a plan that has them: upgrade in the Mintlify dashboard (Settings → Billing), or remove the preview step.',
        'If your plan has them, use an admin key with the write scope whose IP allowlist (if it has one) includes the runner.',
      ],
      anchor: '403-previews-are-not-on-your-plan',
    };
  }
  return {
    what: `Mintlify refused this request to the admin key${http}`,
    todo: [
      'Writes (an update, an export, a preview, an automation) need a key with the write scope; reads work with a read-only key.',
      "Check the key's IP allowlist: the addresses of GitHub-hosted runners change.",
    ],
    anchor: '403-the-key-may-not-do-this',
  };
}

/** A 400, a 5xx, or no answer the client could read. */
function otherCause(code: PlatformErrorCode, http: string): FailureCause {
  switch (code) {
    case 'bad_request':
      return {
        what: `Mintlify rejected the request as invalid${http}`,
        todo: ["The message above names what to check; the platform's own details follow it."],
        anchor: '400-the-request-was-rejected',
      };
    case 'server_error':
      return {
        what: `Mintlify failed on its side${http}`,
        todo: [
          'Nothing to change in the workflow: run the job again later.',
          'When the message says the request was not retried, check the dashboard first: what it asked for may have started anyway.',
        ],
        anchor: '5xx-the-platform-failed',
      };
    default:
      return {
        what: `the Mintlify API did not answer as expected${http}`,
        todo: [
          'Leave `api-url` empty for https://api.mintlify.com (without `/v1`).',
          'On a self-hosted runner, check that it can reach the API (DNS, firewall, proxy).',
        ],
        anchor: 'no-response-or-not-the-mintlify-api',
      };
  }
}
