/** Reads and checks the inputs of `mode: preview` (the shared ones come from src/inputs/). */
import { DEFAULT_PREVIEW_ENVIRONMENT, Input } from '../../constants.js';
import {
  readGitHubToken,
  readPollInterval,
  readProjectId,
  type CommonInputs,
  type PollInput,
  type ProjectInput,
  type TokenInput,
} from '../../inputs/common.js';
import {
  clip,
  parseBool,
  parseCommentKey,
  parseDocsRoot,
  requireProjectId,
  type Getter,
} from '../../inputs/parse.js';
import { PR_EVENTS, isForkPr, pullRequestOf } from '../../inputs/runner.js';

/** Inputs of `mode: preview`. */
export interface PreviewInputs extends CommonInputs, ProjectInput, TokenInput, PollInput {
  readonly mode: 'preview';
  /** Branch to preview (from the input or the event); empty only when `fork` is set. */
  readonly branch: string;
  /** Poll until the preview ends. */
  readonly wait: boolean;
  /** Write the sticky PR comment on pull request events. */
  readonly comment: boolean;
  /** Distinguishes sticky comments of several projects on one PR. */
  readonly commentKey: string;
  /** Record the preview as a GitHub Deployment. */
  readonly deployment: boolean;
  /** GitHub environment of the deployment. */
  readonly environment: string;
  /**
   * Folder of the docs inside the repository, without slashes at either end; empty for the root;
   * undefined when the input is unset (then found: the folder holding docs.json at the head).
   */
  readonly docsRoot: string | undefined;
  /** The pull request's number on pull request events; undefined otherwise. */
  readonly pullNumber: number | undefined;
  /** The commit being previewed: the PR's head SHA on pull request events, else GITHUB_SHA. */
  readonly headSha: string;
  /**
   * The run is for a pull request whose head branch lives in a fork: the platform cannot build
   * that branch and the workflow gets no secrets, so nothing is sent at all.
   */
  readonly fork: boolean;
  /**
   * Set when the run is for a pull request event whose action is `closed`: the preview ends (no
   * platform request; the deployments go inactive and the comment says so). `merged` is the
   * payload's `pull_request.merged`.
   */
  readonly closed: { readonly merged: boolean } | undefined;
}

/** Reads `mode: preview`'s own inputs onto the shared ones, pushing every problem found. */
export function readPreviewInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): PreviewInputs {
  const { runner } = common;
  const fork = PR_EVENTS.has(runner.eventName) && isForkPr(runner);
  const projectId = readProjectId(get, problems);
  if (!fork) requireProjectId(projectId, 'preview', problems);
  const githubToken = readGitHubToken(get);
  const pollIntervalMs = readPollInterval(get, problems);
  const wait = parseBool(get(Input.Wait), true, Input.Wait, problems);
  const comment = parseBool(get(Input.Comment), true, Input.Comment, problems);
  const deployment = parseBool(get(Input.Deployment), true, Input.Deployment, problems);
  const commentKey = parseCommentKey(get(Input.CommentKey) || projectId, problems);
  const environment = get(Input.Environment) || DEFAULT_PREVIEW_ENVIRONMENT;
  const rawDocsRoot = get(Input.DocsRoot);
  const docsRoot = rawDocsRoot.trim() === '' ? undefined : parseDocsRoot(rawDocsRoot, problems);
  if (environment.length > 255 || /[\p{Cc}]/u.test(environment)) {
    problems.push(
      `\`${Input.Environment}\` "${clip(environment)}" is not an environment name (at most 255 characters, one line).`,
    );
  }

  const pr = PR_EVENTS.has(runner.eventName) ? pullRequestOf(runner.event) : undefined;
  let branch = get(Input.Branch).replace(/^refs\/heads\//, '');
  if (!branch && !fork) {
    if (PR_EVENTS.has(runner.eventName)) branch = pr?.headRef || runner.headRef;
    else if (runner.eventName === 'push' && runner.ref.startsWith('refs/heads/')) {
      branch = runner.ref.slice('refs/heads/'.length);
    }
    if (!branch) {
      problems.push(
        `\`mode: preview\` needs \`${Input.Branch}\` on \`${runner.eventName || 'unknown'}\` events${
          runner.eventName === 'push'
            ? ` that push a tag (GITHUB_REF is "${clip(runner.ref)}")`
            : ''
        }: only pull requests and branch pushes name a branch by themselves. Set e.g. \`${Input.Branch}: \${{ github.ref_name }}\`.`,
      );
    }
  }
  if (branch) {
    const bad = branchProblem(branch);
    if (bad) {
      problems.push(`\`${Input.Branch}\` "${clip(branch)}" is not a branch name: ${bad}.`);
    }
  }
  return {
    ...common,
    projectId,
    githubToken,
    pollIntervalMs,
    mode: 'preview',
    branch,
    wait,
    comment,
    commentKey,
    deployment,
    environment,
    docsRoot,
    pullNumber: pr?.number,
    headSha: pr?.headSha || runner.sha,
    fork,
    closed: pr && runner.event.action === 'closed' ? { merged: pr.merged } : undefined,
  };
}

/** Why `name` cannot be a Git branch (per `git check-ref-format`), or undefined when it can. */
function branchProblem(name: string): string | undefined {
  if (name.length > 255) return 'longer than 255 characters';
  if (/[\p{Cc}\s]/u.test(name)) return 'it contains white space or control characters';
  if (/[~^:?*[\\]/.test(name)) return 'it contains one of ~ ^ : ? * [ \\';
  if (name.includes('..') || name.includes('@{') || name.includes('//')) {
    return 'it contains `..`, `@{` or `//`';
  }
  if (/^[-/.]|[/.]$|\.lock$|\/\./.test(name)) {
    return 'it starts with `-`, `/` or `.`, ends with `/`, `.` or `.lock`, or has a part starting with `.`';
  }
  return undefined;
}
