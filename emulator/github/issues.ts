/**
 * GitHub's issues REST routes, as far as a bot keeping one report issue uses them: list (filtered
 * by `labels`, `state` and `creator`, sorted, paginated, pull requests never among them), get,
 * create, update (title, body, state, labels) and add labels. Labels a new issue names are created
 * on the fly, as GitHub does for a token with push access. With `issuesWritable: false` every
 * write answers 403 with `x-accepted-github-permissions: issues=write`, as for a job without that
 * permission.
 */
import type { Context } from './context.js';
import { ACTIONS_BOT_ID } from './context.js';
import { asRecord, ghError, isoSeconds, notFound, paginate, userId } from './http.js';
import type { Reply, Route } from './http.js';
import { actorOf } from './rest.js';
import type { GitHubUser, Issue } from './types.js';

const ISSUE_DOCS = 'https://docs.github.com/rest/issues/issues';
const LABEL_DOCS = 'https://docs.github.com/rest/issues/labels';
/** GitHub refuses issue bodies longer than this, as it does comment bodies. */
const MAX_BODY = 65_536;
/** GitHub refuses issue titles longer than this. */
const MAX_TITLE = 256;

/** What a test may give {@link IssuesApi.seedIssue}. */
export interface IssueSeed {
  title: string;
  body?: string;
  /** Label names; created when new. */
  labels?: string[];
  /** The author's login (`[bot]` logins are bots); default the token's own account. */
  author?: string;
  /** Default `open`. */
  state?: 'open' | 'closed';
}

/** The routes plus the seeding helper the emulator handle exposes. */
export interface IssuesApi {
  routes: Route[];
  /** Adds an issue as if someone had opened it (and, with `state: closed`, closed it). */
  seedIssue(seed: IssueSeed): Issue;
}

/** The issue routes over the shared context. */
export function createIssueRoutes(ctx: Context): IssuesApi {
  const { options, state } = ctx;
  const repoApi = (): string => `${ctx.baseUrl}/repos/${options.owner}/${options.repo}`;
  const htmlRepo = `https://github.com/${options.owner}/${options.repo}`;
  const bot: GitHubUser = { login: options.botLogin, type: 'Bot', id: ACTIONS_BOT_ID };
  const write = (docs: string): Route['write'] => ({ docs, permission: 'issues=write' });

  /** GitHub's answer when the token lacks `issues: write`. */
  const forbidden = (docs: string): Reply | undefined =>
    options.issuesWritable
      ? undefined
      : {
          ...ghError(403, 'Resource not accessible by integration', docs),
          headers: { 'x-accepted-github-permissions': 'issues=write' },
        };

  const userJson = (user: GitHubUser): Record<string, unknown> => {
    const id = user.id ?? (user.login === options.botLogin ? ACTIONS_BOT_ID : userId(user.login));
    return { login: user.login, id, type: user.type, site_admin: false };
  };

  const serialize = (issue: Issue): Record<string, unknown> => ({
    url: `${repoApi()}/issues/${issue.number}`,
    html_url: issue.html_url,
    id: issue.id,
    node_id: `I_kwDO${Buffer.from(String(issue.id)).toString('base64url')}`,
    number: issue.number,
    title: issue.title,
    user: userJson(issue.user),
    labels: issue.labels.map((name) => ({ name, color: 'ededed', default: false })),
    state: issue.state,
    state_reason: issue.state_reason,
    locked: false,
    comments: state.comments.get(issue.number)?.length ?? 0,
    created_at: issue.created_at,
    updated_at: issue.updated_at,
    closed_at: issue.closed_at,
    closed_by: issue.closed_by ? userJson(issue.closed_by) : null,
    author_association: issue.user.type === 'Bot' ? 'NONE' : 'MEMBER',
    body: issue.body,
  });

  const addLabels = (issue: Issue, names: readonly string[]): void => {
    for (const name of names) {
      if (!state.labels.some((l) => l.toLowerCase() === name.toLowerCase())) {
        state.labels.push(name);
      }
      if (!issue.labels.some((l) => l.toLowerCase() === name.toLowerCase())) {
        issue.labels.push(name);
      }
    }
  };

  const create = (seed: IssueSeed, user: GitHubUser): Issue => {
    const now = isoSeconds(new Date());
    const number = ctx.nextId('issue');
    const closed = seed.state === 'closed';
    const issue: Issue = {
      number,
      id: number * 7 + 3_000_000,
      title: seed.title,
      body: seed.body ?? null,
      user,
      labels: [],
      state: closed ? 'closed' : 'open',
      state_reason: closed ? 'completed' : null,
      created_at: now,
      updated_at: now,
      closed_at: closed ? now : null,
      closed_by: closed ? user : null,
      html_url: `${htmlRepo}/issues/${number}`,
    };
    addLabels(issue, seed.labels ?? []);
    state.issues.push(issue);
    return issue;
  };

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming) => {
        const page = paginate(listed(state.issues, incoming.url), incoming, ctx.baseUrl);
        return { ...page, json: (page.json as Issue[]).map(serialize) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [n]) => {
        const issue = state.issues.find((i) => String(i.number) === n);
        return issue
          ? { status: 200, json: serialize(issue) }
          : notFound(`${ISSUE_DOCS}#get-an-issue`);
      },
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues$/,
      auth: 'rest',
      repoScoped: true,
      write: write(`${ISSUE_DOCS}#create-an-issue`),
      handle: (incoming) => {
        const docs = `${ISSUE_DOCS}#create-an-issue`;
        const denied = forbidden(docs);
        if (denied) return denied;
        const input = asRecord(incoming.json);
        const problem = checkFields(input, true, docs);
        if (problem) return problem;
        const issue = create(
          {
            title: input['title'] as string,
            ...(typeof input['body'] === 'string' ? { body: input['body'] } : {}),
            labels: labelNames(input['labels']),
          },
          actorOf(incoming, ctx) ?? bot,
        );
        return {
          status: 201,
          headers: { location: `${repoApi()}/issues/${issue.number}` },
          json: serialize(issue),
        };
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: write(`${ISSUE_DOCS}#update-an-issue`),
      handle: (incoming, [n]) => {
        const docs = `${ISSUE_DOCS}#update-an-issue`;
        const denied = forbidden(docs);
        if (denied) return denied;
        const issue = state.issues.find((i) => String(i.number) === n);
        if (!issue) return notFound(docs);
        const input = asRecord(incoming.json);
        const problem = checkFields(input, false, docs);
        if (problem) return problem;
        update(issue, input, actorOf(incoming, ctx) ?? bot);
        if (Array.isArray(input['labels'])) {
          issue.labels = [];
          addLabels(issue, labelNames(input['labels']));
        }
        return { status: 200, json: serialize(issue) };
      },
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/labels$/,
      auth: 'rest',
      repoScoped: true,
      write: write(`${LABEL_DOCS}#add-labels-to-an-issue`),
      handle: (incoming, [n]) => {
        const docs = `${LABEL_DOCS}#add-labels-to-an-issue`;
        const denied = forbidden(docs);
        if (denied) return denied;
        const issue = state.issues.find((i) => String(i.number) === n);
        if (!issue) return notFound(docs);
        addLabels(issue, labelNames(asRecord(incoming.json)['labels']));
        issue.updated_at = isoSeconds(new Date());
        return {
          status: 200,
          json: issue.labels.map((name) => ({ name, color: 'ededed', default: false })),
        };
      },
    },
  ];

  return { routes, seedIssue: (seed) => create(seed, seededUser(seed.author, bot)) };
}

/** The issues a list request selects, in its order (pull requests are not stored here). */
function listed(issues: readonly Issue[], url: URL): Issue[] {
  const q = url.searchParams;
  const wantedState = q.get('state') ?? 'open';
  const labels = (q.get('labels') ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const creator = q.get('creator')?.toLowerCase();
  const byUpdate = q.get('sort') === 'updated';
  const ascending = q.get('direction') === 'asc';
  const out = issues.filter(
    (i) =>
      (wantedState === 'all' || i.state === wantedState) &&
      labels.every((l) => i.labels.some((have) => have.toLowerCase() === l)) &&
      (creator === undefined || i.user.login.toLowerCase() === creator),
  );
  const key = (i: Issue): string => (byUpdate ? i.updated_at : i.created_at);
  // Newest first by default; equal times by number, as GitHub's order is stable.
  out.sort((a, b) => {
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number;
    return ascending ? order : -order;
  });
  return out;
}

/** The 422 GitHub answers for a missing title, or a title or body over its limit. */
function checkFields(input: Record<string, unknown>, creating: boolean, docs: string) {
  const title = input['title'];
  if (creating && (typeof title !== 'string' || title.trim() === '')) {
    return ghError(422, 'Validation Failed', docs, {
      errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }],
    });
  }
  const tooLong = (field: string, max: number) =>
    ghError(422, 'Validation Failed', docs, {
      errors: [
        {
          resource: 'Issue',
          code: 'custom',
          field,
          message: `${field} is too long (maximum is ${max} characters)`,
        },
      ],
    });
  if (typeof title === 'string' && title.length > MAX_TITLE) return tooLong('title', MAX_TITLE);
  const body = input['body'];
  if (typeof body === 'string' && body.length > MAX_BODY) return tooLong('body', MAX_BODY);
  return undefined;
}

/** Applies title, body and state of an update; a close records who closed it. */
function update(issue: Issue, input: Record<string, unknown>, actor: GitHubUser): void {
  if (typeof input['title'] === 'string') issue.title = input['title'];
  if (typeof input['body'] === 'string' || input['body'] === null) {
    issue.body = input['body'] as string | null;
  }
  const next = input['state'];
  if ((next === 'open' || next === 'closed') && next !== issue.state) {
    issue.state = next;
    issue.closed_at = next === 'closed' ? isoSeconds(new Date()) : null;
    issue.closed_by = next === 'closed' ? actor : null;
    issue.state_reason =
      next === 'closed'
        ? typeof input['state_reason'] === 'string'
          ? input['state_reason']
          : 'completed'
        : 'reopened';
  }
  issue.updated_at = isoSeconds(new Date());
}

/** Label names from a request: strings, or objects with a `name`. */
function labelNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((v) => (typeof v === 'string' ? v : asRecord(v)['name']))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** The author of a seeded issue: the token's own account unless a login is given. */
function seededUser(login: string | undefined, bot: GitHubUser): GitHubUser {
  if (login === undefined) return bot;
  return { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' };
}
