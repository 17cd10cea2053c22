/**
 * The vendor's docs agent as the health mode uses it: one client of its own whose budget is the
 * agent's documented limit (100 uses per project per hour; reads are assumed to count, so this
 * run's starts and reads both take a unit), one attempt per request (a retry would spend the
 * limit, and a repeated start could start a second job), and a session that stops at the first
 * answer that says the agent cannot be used now: a 429 (the limit), a 403 (the plan or a read-only
 * key), the budget spent, or the run's time. Jobs are read at most every {@link DRAFT_POLL_MS}.
 */
import * as core from '../../log.js';
import { AGENT_JOB_LIMIT_PER_HOUR } from '../../constants.js';
import {
  BudgetExhaustedError,
  PlatformError,
  PlatformTimeoutError,
  PlatformClient,
  RequestBudget,
  type AgentJob,
} from '../../platform/index.js';
import { AGENT_FORBIDDEN } from '../../platform/errors.js';
import { addSecret } from '../../secrets.js';
import { isLoopback } from '../../util/loopback.js';
import { sleep } from '../../util/timing.js';
import type { ModeContext } from '../types.js';
import type { HealthInputs } from './inputs.js';

/** Least time between two reads of the jobs. */
export const DRAFT_POLL_MS = 30_000;
/**
 * The interval the tests and the demo use against the emulator: honoured only when the API is on
 * loopback, so no workflow can make the action read the real agent more often.
 */
export const DRAFT_POLL_ENV = 'MINTLIFY_DOCS_ACTION_DRAFT_POLL_MS';

/** The interval of this run: {@link DRAFT_POLL_MS}, or the emulator's from the environment. */
export function draftPollMs(apiUrl: string, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[DRAFT_POLL_ENV];
  let host = '';
  try {
    host = new URL(apiUrl).hostname;
  } catch {
    return DRAFT_POLL_MS;
  }
  const ms = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : undefined;
  return ms !== undefined && ms >= 10 && isLoopback(host) ? ms : DRAFT_POLL_MS;
}

/** Why the session stopped talking to the agent, in one line for the report. */
export type AgentStop = { readonly why: string; readonly status?: number };

/** The run's use of the agent. */
export class AgentSession {
  readonly budget = new RequestBudget(AGENT_JOB_LIMIT_PER_HOUR);
  readonly client: PlatformClient;
  /** Set once the agent may not be asked again this run. */
  stopped: AgentStop | undefined;

  constructor(
    private readonly ctx: ModeContext<HealthInputs>,
    readonly pollMs: number,
  ) {
    this.client = new PlatformClient({
      baseUrl: ctx.inputs.apiUrl,
      adminKey: ctx.inputs.adminKey,
      userAgent: ctx.userAgent,
      deadline: ctx.deadline,
      signal: ctx.signal,
      budget: this.budget,
      retry: { maxAttempts: 1 },
      onSecret: addSecret,
    });
  }

  /** Starts a job; undefined (with the reason noted or stopped) when it could not. */
  async start(page: string, prompt: string): Promise<AgentJob | { error: string }> {
    try {
      const job = await this.client.createAgentJob(this.ctx.inputs.projectId, prompt);
      core.info(`Started the docs agent for ${page}: job ${job.id} (${job.status}).`);
      return job;
    } catch (err) {
      return { error: this.judge(err, 'start') };
    }
  }

  /** Reads a job; its error text when it could not. */
  async read(id: string): Promise<AgentJob | { error: string }> {
    try {
      return await this.client.getAgentJob(this.ctx.inputs.projectId, id);
    } catch (err) {
      return { error: this.judge(err, 'read') };
    }
  }

  /** Waits one interval; false when the next read would come after `until` (nothing waited). */
  async pause(until: number): Promise<boolean> {
    if (Date.now() + this.pollMs > until) return false;
    await sleep(this.pollMs, this.ctx.signal);
    return true;
  }

  /** Closes the client. */
  close(): Promise<void> {
    return this.client.close();
  }

  /** The error in words; the answers that rule the agent out for this run stop the session. */
  private judge(err: unknown, what: 'start' | 'read'): string {
    if (this.ctx.signal.aborted) throw this.ctx.signal.reason;
    if (err instanceof BudgetExhaustedError) {
      this.stopped = {
        why: `this run made ${AGENT_JOB_LIMIT_PER_HOUR} agent requests, the agent's hourly limit: the rest waits for the next run.`,
      };
    } else if (err instanceof PlatformTimeoutError) {
      this.stopped = { why: "the run's `timeout` came first: the rest waits for the next run." };
    } else if (err instanceof PlatformError && err.status === 429) {
      this.stopped = {
        why: `Mintlify's agent limit was reached (HTTP 429, ${AGENT_JOB_LIMIT_PER_HOUR} uses per project per hour): no new job was started; the rest waits for the next run.`,
        status: 429,
      };
    } else if (err instanceof PlatformError && err.status === 403) {
      this.stopped = { why: `${AGENT_FORBIDDEN} (HTTP 403)`, status: 403 };
    } else if (err instanceof PlatformError && what === 'start' && err.maybeProcessed) {
      // The job may have started: another start could make a second one.
      this.stopped = { why: `no further job was started: ${err.message}` };
    }
    const text = err instanceof Error ? err.message : String(err);
    core.info(`The docs agent could not ${what} a job: ${text}`);
    return this.stopped?.why ?? text;
  }
}
