/**
 * What a push changed, for following the GitHub App's deploy of it: the files from the event's
 * payload, or from the compare API when the payload is cut short (no commit list, a commit without
 * its file lists, or GitHub's 2,048-commit cap reached), and whether any of them is a docs file.
 */
import type { Octokit } from '../../github/octokit.js';
import { readCommitDiff } from '../../github/commit-diff.js';
import type { RunnerContext } from '../../inputs/runner.js';
import type { ChangedFiles } from './live-targets.js';

/** Commits a push payload lists at most. */
const PAYLOAD_COMMIT_CAP = 2048;
/** What the site builds from, under `docs-root`: pages, docs.json, snippets, images. */
const DOCS_FILE = /\.mdx?$|(^|\/)(docs|mint)\.json$|^snippets\/|\.(png|jpe?g|gif|svg|webp|ico)$/i;

/** The push's changed files, its `before`, and where the list came from. */
export interface PushFiles {
  readonly files: ChangedFiles;
  readonly before: string | undefined;
  readonly from: 'payload' | 'compare API' | 'nothing';
}

/** Reads the push's files (one compare request only when the payload is cut short). */
export async function pushFiles(
  runner: RunnerContext,
  octokit: Octokit | undefined,
  signal: AbortSignal,
): Promise<PushFiles> {
  const event = runner.event as { before?: unknown; commits?: unknown };
  const before = typeof event.before === 'string' ? event.before : undefined;
  const commits = Array.isArray(event.commits) ? (event.commits as Record<string, unknown>[]) : [];
  const whole =
    commits.length > 0 &&
    commits.length < PAYLOAD_COMMIT_CAP &&
    commits.every((c) => ['added', 'modified', 'removed'].every((k) => Array.isArray(c[k])));
  if (whole) return { files: fromPayload(commits), before, from: 'payload' };
  if (!octokit || !before || /^0+$/.test(before)) {
    return { files: { added: [], modified: [], removed: [] }, before, from: 'nothing' };
  }
  const diff = await readCommitDiff(octokit, {
    owner: runner.owner,
    repo: runner.repo,
    base: before,
    head: runner.sha,
    signal,
  });
  const of = (status: string): string[] =>
    diff.files.filter((f) => f.status === status).map((f) => f.filename);
  const renamed = diff.files.filter((f) => f.status === 'renamed');
  return {
    files: {
      added: [...of('added'), ...of('copied'), ...renamed.map((f) => f.filename)],
      modified: of('modified'),
      removed: [
        ...of('removed'),
        ...renamed.flatMap((f) => (f.previousFilename ? [f.previousFilename] : [])),
      ],
    },
    before,
    from: 'compare API',
  };
}

/** The union over the push's commits, the last word on each file winning. */
function fromPayload(commits: readonly Record<string, unknown>[]): ChangedFiles {
  const last = new Map<string, 'added' | 'modified' | 'removed'>();
  for (const commit of commits) {
    for (const kind of ['added', 'modified', 'removed'] as const) {
      for (const file of commit[kind] as unknown[]) {
        if (typeof file !== 'string') continue;
        const was = last.get(file);
        // Added then modified is still added; added then removed is nothing at all.
        if (kind === 'removed' && was === 'added') last.delete(file);
        else last.set(file, was === 'added' && kind === 'modified' ? 'added' : kind);
      }
    }
  }
  const list = (kind: string): string[] => [...last].filter(([, k]) => k === kind).map(([f]) => f);
  return { added: list('added'), modified: list('modified'), removed: list('removed') };
}

/** Whether any file is one the docs site builds from (under `docs-root`). */
export function touchesDocs(files: ChangedFiles, docsRoot: string): boolean {
  const root = docsRoot ? `${docsRoot}/` : '';
  return [...files.added, ...files.modified, ...files.removed].some(
    (f) =>
      f.startsWith(root) &&
      DOCS_FILE.test(f.slice(root.length)) &&
      !f.split('/').some((s) => s.startsWith('.')),
  );
}
