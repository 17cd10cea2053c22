/**
 * Where the configuration reader's files come from: the checkout in GITHUB_WORKSPACE, when its
 * HEAD is the commit to check (never on pull request events, whose checkout is the merge ref),
 * else the contents API at that commit. Both read a path once and answer in the reader's terms
 * (found, missing, too large, an error in plain words); only cancellation rejects.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { githubErrorText, type Octokit } from '../../github/octokit.js';
import { readRepoFile } from '../../github/repo-file.js';
import { PR_EVENTS, type RunnerContext } from '../../inputs/runner.js';
import {
  MAX_CONFIG_FILE_BYTES,
  type ConfigFileRead,
  type ConfigFileSource,
} from '../../site-config/types.js';
import { withDeadline } from '../../util/abort.js';

const run = promisify(execFile);

/** What the sources need of the run. */
export interface ConfigSourceContext {
  /** Absent without a `github-token`: then only the checkout can be read. */
  readonly octokit?: Octokit;
  readonly runner: RunnerContext;
  readonly signal: AbortSignal;
  /** Epoch ms the step must end by. */
  readonly deadline: number;
}

/** The workspace's folder when its checkout is at `ref` and may be read for it, else undefined. */
export async function checkoutAt(
  ctx: ConfigSourceContext,
  ref: string,
): Promise<string | undefined> {
  const workspace = process.env.GITHUB_WORKSPACE;
  if (!workspace || PR_EVENTS.has(ctx.runner.eventName) || !/^[0-9a-f]{40}$/i.test(ref))
    return undefined;
  try {
    const { stdout } = await run('git', ['-C', workspace, 'rev-parse', 'HEAD'], {
      timeout: 10_000,
      signal: ctx.signal,
    });
    return stdout.trim().toLowerCase() === ref.toLowerCase()
      ? await fs.realpath(workspace)
      : undefined;
  } catch {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    // No git, no repository, an unsafe directory: the contents API reads it instead.
    return undefined;
  }
}

/** Reads files of the checkout at `root`; a path that leads outside it (a symlink) is refused. */
export function checkoutSource(root: string): ConfigFileSource {
  return {
    async read(repoPath) {
      const full = path.join(root, repoPath);
      try {
        const real = await fs.realpath(full);
        if (!real.startsWith(`${root}${path.sep}`)) {
          return { kind: 'error', reason: 'it is a link that leads outside the repository' };
        }
        const stat = await fs.stat(real);
        if (!stat.isFile()) return { kind: 'error', reason: 'it is not a file' };
        if (stat.size > MAX_CONFIG_FILE_BYTES) return { kind: 'too-large', size: stat.size };
        return { kind: 'found', text: await fs.readFile(real, 'utf8') };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
        return { kind: 'error', reason: code ?? String(err) };
      }
    },
  };
}

/** Reads files through the contents API at `ref`, one request each. */
export function apiSource(ctx: ConfigSourceContext, ref: string): ConfigFileSource {
  return {
    async read(repoPath): Promise<ConfigFileRead> {
      if (!ctx.octokit) return { kind: 'error', reason: '`github-token` is empty' };
      try {
        const found = await readRepoFile(ctx.octokit, {
          owner: ctx.runner.owner,
          repo: ctx.runner.repo,
          path: repoPath,
          ref,
          signal: withDeadline(ctx.signal, ctx.deadline),
        });
        if (found.kind === 'not-a-file')
          return { kind: 'error', reason: `it is not a file (${found.type.slice(0, 40)})` };
        if (found.kind === 'too-large') return { kind: 'too-large', size: found.size };
        return found.kind === 'found' ? { kind: 'found', text: found.text } : found;
      } catch (err) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        return { kind: 'error', reason: githubErrorText(err) };
      }
    },
  };
}
