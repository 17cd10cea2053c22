/**
 * The docs agent of the Admin API (v2), as the vendor documents it: POST
 * /v2/agent/{projectId}/job with `{prompt}` answers 201 with an `AgentJob`; GET
 * /v2/agent/{projectId}/job/{id} reads it. A job is `active` for a few reads, then ends the way
 * the test chose: `completed` with a pull request (opened through `openPullRequest`, the GitHub
 * emulator's in the tests and the demo), `completed` without one, `failed` or `archived`. Both
 * calls count against 100 uses per project per hour (reads assumed to count, as the action does).
 * The pull request touches the file the prompt names on its `File to edit:` line, like the real
 * agent asked to edit only that page, plus a workflow file for `pr-workflow`.
 */
import { derive } from './random.js';

/** How one agent job ends. */
export type AgentOutcome = 'pr' | 'pr-workflow' | 'no-pr' | 'failed' | 'archived';

/** What the test sets of the agent (`setAgent`). */
export interface AgentBehaviour {
  /**
   * How each job started after this behaviour was set ends, in creation order; the last one
   * repeats. Default `['pr']`.
   */
  outcomes?: readonly AgentOutcome[];
  /** Reads a job answers `active` before it ends. Default 1. */
  activeReads?: number;
  /**
   * Opens the job's pull request and returns its link; without it a PR outcome links an invented
   * github.com pull request.
   */
  openPullRequest?: (pr: { title: string; head: string; files: string[] }) => string;
  /** Whether the organization's plan has the agent (else every call answers 403). Default true. */
  enabled?: boolean;
  /** Uses per project per hour, creates and reads together. Default 100. */
  limitPerHour?: number;
  /** A `prLink` to send instead of the real one (a link elsewhere, or something hostile). */
  prLinkOverride?: string;
}

/** One job as the emulator keeps it. */
export interface AgentJobRecord {
  readonly id: string;
  readonly prompt: string;
  readonly outcome: AgentOutcome;
  /** Reads answered so far. */
  reads: number;
  /** The PR link once opened. */
  prLink: string | null;
  readonly createdAt: string;
}

/** A reply of the agent routes. */
export interface AgentReply {
  readonly status: number;
  readonly json: unknown;
}

/** The workflow file a `pr-workflow` job also edits. */
export const AGENT_WORKFLOW_FILE = '.github/workflows/docs-ci.yml';

/** The agent's state and routes over one project. */
export function createAgent(seed: number, projectId: string) {
  let behaviour: AgentBehaviour = {};
  const jobs: AgentJobRecord[] = [];
  /** Jobs that existed when the behaviour was last set: `outcomes` counts from here. */
  let base = 0;
  const hits: number[] = [];

  /** The rate limit and the plan, shared by both calls; a reply when the call is refused. */
  function gate(project: string): AgentReply | undefined {
    if (project !== projectId)
      return { status: 404, json: { error: `Project ${project} not found.` } };
    if (behaviour.enabled === false) {
      return { status: 403, json: { error: 'The agent is not available on your plan.' } };
    }
    const now = Date.now();
    while (hits.length > 0 && (hits[0] ?? 0) <= now - 3_600_000) hits.shift();
    const limit = behaviour.limitPerHour ?? 100;
    if (hits.length >= limit) {
      return {
        status: 429,
        json: {
          error: `Rate limit exceeded: the agent allows ${limit} uses per project per hour.`,
        },
      };
    }
    hits.push(now);
    return undefined;
  }

  function render(job: AgentJobRecord): Record<string, unknown> {
    const status = job.reads <= (behaviour.activeReads ?? 1) ? 'active' : finalStatus(job.outcome);
    if (status !== 'active' && job.outcome.startsWith('pr') && job.prLink === null) openPr(job);
    const prLink =
      status === 'completed' && job.prLink !== null
        ? (behaviour.prLinkOverride ?? job.prLink)
        : null;
    return {
      id: job.id,
      status,
      source: { repository: 'https://github.com/acme/docs', ref: `mintlify/${job.id}` },
      model: 'sonnet',
      prLink,
      createdAt: job.createdAt,
      archivedAt: status === 'archived' ? new Date().toISOString() : null,
    };
  }

  function openPr(job: AgentJobRecord): void {
    const line = job.prompt.split('\n').find((l) => l.startsWith('File to edit: '));
    const page = line ? line.slice('File to edit: '.length).trim() : 'index.mdx';
    const files = job.outcome === 'pr-workflow' ? [page, AGENT_WORKFLOW_FILE] : [page];
    const pr = { title: `Docs: fix ${page}`, head: `mintlify/${job.id}`, files };
    job.prLink =
      behaviour.openPullRequest?.(pr) ??
      `https://github.com/acme/docs/pull/${1000 + jobs.indexOf(job)}`;
  }

  return {
    set(next: AgentBehaviour): void {
      behaviour = { ...next };
      base = jobs.length;
    },
    jobs(): readonly AgentJobRecord[] {
      return jobs;
    },
    create(project: string, body: unknown): AgentReply {
      const prompt = (body as { prompt?: unknown } | null)?.prompt;
      if (typeof prompt !== 'string' || prompt === '') {
        return {
          status: 400,
          json: { error: 'Invalid request: `prompt` must be a non-empty string.' },
        };
      }
      const refused = gate(project);
      if (refused) return refused;
      const outcomes = behaviour.outcomes ?? ['pr'];
      const outcome = outcomes[Math.min(jobs.length - base, outcomes.length - 1)] ?? 'pr';
      const id = `agent_${derive(`agent-job-${jobs.length}`, seed).slice(0, 20)}`;
      const job: AgentJobRecord = {
        id,
        prompt,
        outcome,
        reads: 0,
        prLink: null,
        createdAt: new Date().toISOString(),
      };
      jobs.push(job);
      return { status: 201, json: render(job) };
    },
    get(project: string, id: string): AgentReply {
      const refused = gate(project);
      if (refused) return refused;
      const job = jobs.find((j) => j.id === id);
      if (!job) return { status: 404, json: { error: `No agent job found with ID ${id}.` } };
      job.reads += 1;
      return { status: 200, json: render(job) };
    },
  };
}

/** The status a job ends in. */
function finalStatus(outcome: AgentOutcome): string {
  if (outcome === 'failed') return 'failed';
  return outcome === 'archived' ? 'archived' : 'completed';
}

/** The agent of one emulator. */
export type Agent = ReturnType<typeof createAgent>;
