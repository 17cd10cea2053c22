/**
 * What the failure summary says when the export fails while downloading or publishing: a
 * library's error (Octokit's, @actions/artifact's) says nothing of the target, so the stage
 * names what failed and what to do (src/errors.ts `StageError`).
 */
import type { Target } from '../../constants.js';
import type { FailureCause } from '../../errors.js';
import { DOWNLOAD_FAILED } from '../../publish/download.js';

/** Where in the export a failure happened. */
export type ExportStage = 'download' | 'publish';

/** What failed and what to do when `stage` fails for `target`. */
export function stageCause(stage: ExportStage, target: Target): FailureCause {
  return stage === 'download' ? DOWNLOAD_FAILED : publishCause(target);
}

/** Where each target's publishing can fail, and the fix. */
function publishCause(target: Target): FailureCause {
  switch (target) {
    case 'pages':
      return {
        what: 'the site could not be deployed to GitHub Pages',
        todo: [
          'Set Settings → Pages → Build and deployment → Source to GitHub Actions.',
          'Give the job `pages: write` and `id-token: write`, and run it in the `github-pages` environment.',
        ],
        anchor: 'github-pages',
      };
    case 'release':
      return {
        what: 'the bundle could not be attached to the release',
        todo: [
          'Give the job `permissions: contents: write`.',
          'With immutable releases on, let the action create the release from a tag push, or start from a draft.',
        ],
        anchor: 'publishing',
      };
    default:
      return {
        what: 'the bundle could not be uploaded as an artifact',
        todo: [
          'Give each export of a run its own `artifact-name`.',
          'Outside GitHub Actions, or on a GitHub Enterprise Server without artifacts, use `target: none` or `target: release`.',
        ],
        anchor: 'publishing',
      };
  }
}
