/** The job summary of `mode: automation`: a pure renderer, fed hostile ids on purpose. */
import { describe, expect, it } from 'vitest';
import { renderAutomationSummary } from '../src/modes/automation/report.js';

const PAGE = 'https://app.mintlify.com/products/automations';
const base = { projectId: 'proj_1', automationId: 'auto_1', runsPageUrl: PAGE };

describe('renderAutomationSummary', () => {
  it('says what was queued and where to see the run', () => {
    const md = renderAutomationSummary({
      ...base,
      ending: 'queued',
      run: { schemaId: 'auto_1', instanceId: 'run_9', jobId: 'job_3' },
    });
    expect(md).toMatch(/^## ✅ Automation run queued\n/);
    expect(md).toContain('| Run (instance) | `run_9` |');
    expect(md).toContain('| Job | `job_3` |');
    expect(md).toContain('| Automation | `auto_1` |');
    expect(md).toContain(`[Automations page](${PAGE})`);
    expect(md).toContain('run `run_9` is in its run history');
  });

  it('keeps hostile ids from the platform inert', () => {
    const md = renderAutomationSummary({
      ...base,
      ending: 'queued',
      run: { schemaId: 'x` <img src=x>', instanceId: '|`a`|\n## heading', jobId: '@octo #1' },
    });
    expect(md).not.toMatch(/^## heading/m);
    expect(md).toContain('``x` <img src=x>``');
    // Each id stays inside one table cell: no row of more than three pipes.
    for (const row of md.split('\n').filter((l) => l.startsWith('| Run'))) {
      expect(row).toContain('``|`a`| ## heading``');
    }
  });

  it('says nothing was queued after a refusal, and quotes the error inertly', () => {
    const md = renderAutomationSummary({
      ...base,
      ending: 'refused',
      errorMessage: 'HTTP 400: not active <script>x</script> @octo',
    });
    expect(md).toMatch(/^## ❌ Automation not triggered/);
    expect(md).toContain('Nothing was queued.');
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('@octo');
  });

  it('warns that a run may exist after a maybe-processed failure or a cancellation', () => {
    const unknown = renderAutomationSummary({
      ...base,
      ending: 'unknown',
      errorMessage: 'HTTP 502',
    });
    expect(unknown).toMatch(/^## ❔ Automation trigger failed: a run may have been queued/);
    expect(unknown).toContain(`[Automations page](${PAGE}) before running this step again`);
    const cancelled = renderAutomationSummary({ ...base, ending: 'cancelled' });
    expect(cancelled).toMatch(/^## 🛑 Automation trigger cancelled/);
    expect(cancelled).toContain('whether a run was queued is not known');
  });
});
