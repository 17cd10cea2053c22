/** The preview's PR comment and job summary: pure renderers, fed hostile text on purpose. */
import { describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../src/platform/index.js';
import {
  COMMENT_FILES_COLLAPSE_ABOVE,
  COMMENT_LOG_TAIL,
  previewPageUrl,
  renderPreviewComment,
  renderPreviewEndedComment,
  renderPreviewEndedSummary,
  renderPreviewSummary,
  type PreviewEndReport,
  type PreviewReport,
} from '../src/modes/preview/report.js';

const SHA = 'abcdef0123456789abcdef0123456789abcdef01';
const URL_ = 'https://acme-feature.preview.mintlify.app/';

function report(extra: Partial<PreviewReport> = {}): PreviewReport {
  return {
    state: 'building',
    branch: 'feature/x',
    headSha: SHA,
    previewUrl: URL_,
    statusId: 'st_1',
    serverUrl: 'https://github.com',
    owner: 'acme',
    repo: 'docs',
    runUrl: 'https://github.com/acme/docs/actions/runs/1',
    timeoutMs: 180_000,
    ...extra,
  };
}

function update(extra: Partial<UpdateStatus> = {}): UpdateStatus {
  return {
    status: 'success',
    summary: 'Deployment succeeded',
    commit: {
      sha: SHA,
      message: 'docs: new guide',
      filesChanged: { added: [], modified: ['a.mdx'], removed: [] },
    },
    logs: [],
    ...extra,
  };
}

describe('renderPreviewComment', () => {
  it('says "building" with the branch, the commit and where the preview will be', () => {
    const { content, footer } = renderPreviewComment(report());
    expect(content).toMatch(/^## ⏳ Docs preview building/);
    expect(content).toContain('**Branch** `feature/x`');
    expect(content).toContain(`[\`abcdef0\`](https://github.com/acme/docs/commit/${SHA})`);
    expect(content).toContain(`The preview will be at ${URL_} once the build finishes.`);
    expect(footer).toBe(
      '<sub>[Workflow run](https://github.com/acme/docs/actions/runs/1) · Mintlify docs preview</sub>',
    );
  });

  it('puts the link first when ready, and collapses a long file list', () => {
    const many = Array.from({ length: COMMENT_FILES_COLLAPSE_ABOVE + 1 }, (_, i) => `p${i}.mdx`);
    const { content } = renderPreviewComment(
      report({
        state: 'success',
        update: update({
          commit: { sha: SHA, filesChanged: { added: many, modified: [], removed: [] } },
        }),
      }),
    );
    const lines = content.split('\n').filter(Boolean);
    expect(lines[0]).toBe('## ✅ Docs preview ready');
    expect(lines[1]).toBe(`### [Open the preview →](${URL_})`);
    expect(content.split(`(${URL_})`).length).toBe(2);
    expect(lines).not.toContain(URL_);
    expect(content).toContain(`<details><summary>Changed files: ${many.length}</summary>`);
  });

  it('shows a short file list open', () => {
    const { content } = renderPreviewComment(report({ state: 'success', update: update() }));
    expect(content).toContain('**Changed files: 1**\n\n- modified: `a.mdx`');
    expect(content).not.toContain('<details>');
  });

  it('neutralizes a hostile summary, branch, logs and link', () => {
    const logs = Array.from({ length: COMMENT_LOG_TAIL + 5 }, (_, i) => `line ${i}`);
    logs.push('```\n<script>alert(1)</script> @octocat');
    const { content } = renderPreviewComment(
      report({
        state: 'failure',
        branch: 'x`y',
        previewUrl: 'javascript:alert(1)',
        update: update({
          status: 'failure',
          summary: '<img src=x onerror=alert(1)> @everyone see #12 [link](https://evil.example)',
          logs,
        }),
      }),
    );
    expect(content).toMatch(/^## ❌ Docs preview failed/);
    expect(content).not.toContain('<img');
    expect(content).not.toContain('@everyone');
    expect(content).not.toContain('](https://evil');
    expect(content).not.toContain('javascript:');
    expect(content).toContain('**Branch** ``x`y``');
    expect(content).toContain(`Build log: last ${COMMENT_LOG_TAIL} of ${logs.length} lines`);
    expect(content).not.toContain('line 0\n');
    // The script tag is inside a fence longer than any backtick run in the log.
    const fence = content.indexOf('````text');
    expect(fence).toBeGreaterThan(-1);
    expect(content.indexOf('<script>')).toBeGreaterThan(fence);
  });

  it('says tracking was cancelled on timeout, and that the run was cancelled on SIGTERM', () => {
    const timeout = renderPreviewComment(
      report({ state: 'timeout', update: update({ status: 'in_progress' }) }),
    ).content;
    expect(timeout).toContain('This step stopped waiting after 3 min');
    expect(timeout).toContain('tracking was cancelled while the preview was `in_progress`');
    expect(timeout).toContain(`The preview may still finish at ${URL_}`);
    const cancelled = renderPreviewComment(report({ state: 'cancelled' })).content;
    expect(cancelled).toMatch(/^## 🛑 Docs preview cancelled/);
    expect(cancelled).toContain('The workflow run was cancelled before the preview finished.');
  });
});

describe('renderPreviewSummary', () => {
  it('starts with the preview link, then the status summary under the preview’s name', () => {
    const md = renderPreviewSummary(report({ state: 'success', update: update() }), 1_000, SHA);
    expect(md.split('\n')[0]).toBe(`**🔗 Preview: [${URL_}](${URL_})** (branch \`feature/x\`)`);
    expect(md).toContain('## ✅ Docs preview succeeded');
  });

  it('does not link a preview that is not ready', () => {
    const md = renderPreviewSummary(
      report({ state: 'failure', update: update({ status: 'failure' }) }),
      1_000,
      SHA,
    );
    expect(md.split('\n')[0]).toBe(`🔗 Preview (not ready): ${URL_} (branch \`feature/x\`)`);
    expect(md).toContain('## ❌ Docs preview failed');
  });
});

describe('the preview of a closed pull request', () => {
  const ended = (extra: Partial<PreviewEndReport> = {}): PreviewEndReport => ({
    pullNumber: 7,
    merged: false,
    branch: 'feature/x',
    environment: 'docs-preview',
    lastPreviewUrl: URL_,
    deactivated: 2,
    alreadyInactive: 0,
    deploymentsChecked: true,
    comment: 'updated',
    runUrl: 'https://github.com/acme/docs/actions/runs/1',
    ...extra,
  });

  it('says closed or merged, no longer updated, with the last link', () => {
    const closed = renderPreviewEndedComment(ended());
    expect(closed.content).toMatch(/^## 🔒 Docs preview ended: pull request closed/);
    expect(closed.content).toContain(
      `This pull request was closed, so its docs preview is no longer updated. The last preview was at ${URL_}`,
    );
    expect(closed.content).toContain('Its deployments in `docs-preview` are marked inactive.');
    const merged = renderPreviewEndedComment(ended({ merged: true }));
    expect(merged.content).toMatch(/^## 🔀 Docs preview ended: pull request merged/);
    expect(merged.content).toContain('This pull request was merged');
  });

  it('is the same content whether this run or an earlier one made the deployments inactive', () => {
    const first = renderPreviewEndedComment(ended());
    const again = renderPreviewEndedComment(ended({ deactivated: 0, alreadyInactive: 2 }));
    expect(again.content).toBe(first.content);
  });

  it('links no unsafe URL and keeps a hostile branch inert', () => {
    const c = renderPreviewEndedComment(
      ended({ lastPreviewUrl: 'javascript:alert(1)', branch: '`x` @octo <b>', deactivated: 0 }),
    );
    expect(c.content).not.toContain('javascript:');
    expect(c.content).not.toContain('marked inactive');
    expect(c.content).toContain('`` `x` @octo <b> ``');
  });

  it('summarizes what was done without any platform request', () => {
    const md = renderPreviewEndedSummary(ended({ deactivated: 1, alreadyInactive: 1 }));
    expect(md).toMatch(/^## 🔒 Docs preview ended/);
    expect(md).toContain('PR #7 was closed: no request was sent to the platform');
    expect(md).toContain('1 marked inactive; 1 already were');
    expect(md).toContain('Preview comment: updated to say the preview ended.');
    const none = renderPreviewEndedSummary(ended({ deploymentsChecked: false, comment: 'none' }));
    expect(none).toContain('not checked');
    expect(none).toContain('there is none of ours on this pull request');
  });
});

describe('previewPageUrl', () => {
  it('puts the page path under the preview, as the site serves it', () => {
    expect(previewPageUrl('https://x.mintlify.app', '/quickstart')).toBe(
      'https://x.mintlify.app/quickstart',
    );
    // A preview under a path keeps it; the home page is the preview itself.
    expect(previewPageUrl('https://x.app/docs', '/guides/intro')).toBe(
      'https://x.app/docs/guides/intro',
    );
    expect(previewPageUrl('https://x.app/docs/', '/')).toBe('https://x.app/docs/');
    // Segments are escaped: `..`, `?` and `#` in a file name stay in the path.
    expect(previewPageUrl('https://x.app/', '/a/..%/b?c#d')).toBe(
      'https://x.app/a/..%25/b%3Fc%23d',
    );
    expect(previewPageUrl('javascript:alert(1)', '/a')).toBeUndefined();
  });
});
