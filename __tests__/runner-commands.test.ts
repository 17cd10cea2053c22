import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as runner from '../src/runner-commands.js';
import { parseOutputFile } from './helpers/run-action.js';

describe('runner commands (the entry chunk without @actions/core)', () => {
  const saved = process.env.GITHUB_OUTPUT;
  afterEach(() => {
    process.env.GITHUB_OUTPUT = saved;
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('escapes messages so a newline or % cannot forge another command', () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    runner.setFailed('bad 100%\n::add-mask::x\r');
    runner.setSecret('mint_abc');
    expect(lines.join('')).toBe('::error::bad 100%25%0A::add-mask::x%0D\n::add-mask::mint_abc\n');
    expect(process.exitCode).toBe(1);
  });

  it('writes outputs as GITHUB_OUTPUT heredocs, multi-line values intact', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'out-')), 'output');
    writeFileSync(file, '');
    process.env.GITHUB_OUTPUT = file;
    runner.setOutput('outcome', 'success');
    runner.setOutput('deployment-values', 'staticExport:\n  enabled: true');
    expect(parseOutputFile(readFileSync(file, 'utf8'))).toEqual({
      outcome: 'success',
      'deployment-values': 'staticExport:\n  enabled: true',
    });
  });
});
