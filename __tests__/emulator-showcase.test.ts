// The platform emulator's `showcase` dataset (what `npm run demo` renders into docs/samples/), over
// real loopback HTTP: none of the default dataset's hostile fixtures, no loopback image; the
// default dataset keeps them, since the escaping tests depend on them.
import { afterAll, describe, expect, it } from 'vitest';

import { startPlatformEmulator } from '../emulator/index.js';
import type { PlatformEmulator, PlatformEmulatorOptions } from '../emulator/index.js';

const started: PlatformEmulator[] = [];

afterAll(async () => {
  await Promise.all(started.map((e) => e.close()));
});

/** The default dataset's fixtures no believable site shows. */
const FIXTURES = ['evil.example', 'onerror', 'secrets.GITHUB_TOKEN', '@everyone', '<script>'];

/** The text of the feedback, the assistant's questions and one ended update's record. */
async function servedText(options: PlatformEmulatorOptions): Promise<string> {
  const emu = await startPlatformEmulator({
    feedbackCount: 100,
    assistantCount: 20,
    update: { queuedMs: 0, runningMs: 0 },
    ...options,
  });
  started.push(emu);
  const get = async (path: string, method = 'GET'): Promise<string> => {
    const response = await fetch(`${emu.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${emu.adminKey}` },
    });
    expect(response.ok).toBe(true);
    return response.text();
  };
  const feedback = await get(`/v1/analytics/${emu.projectId}/feedback?limit=100`);
  const assistant = await get(`/v1/analytics/${emu.projectId}/assistant?limit=20`);
  const trigger = JSON.parse(await get(`/v1/project/update/${emu.projectId}`, 'POST')) as {
    statusId: string;
  };
  const update = await get(`/v1/project/update-status/${trigger.statusId}`);
  return [feedback, assistant, update].join('\n');
}

describe('emulator datasets', () => {
  it('serves no hostile fixture and no loopback image in the showcase', async () => {
    const text = await servedText({ dataset: 'showcase' });
    for (const fixture of FIXTURES) expect(text).not.toContain(fixture);
    expect(text).not.toContain('127.0.0.1');
    expect(text).toContain('"comment"');
  });

  it("votes as a fair site's readers do: most say helpful, where the tests' data is harsher", async () => {
    const share = async (options: PlatformEmulatorOptions): Promise<number> => {
      const text = await servedText({ feedbackCount: 400, ...options });
      const feedback = JSON.parse(text.split('\n', 1)[0] ?? '{}') as {
        feedback: { helpful?: boolean }[];
      };
      const votes = feedback.feedback.filter((e) => typeof e.helpful === 'boolean');
      expect(votes.length).toBeGreaterThan(30);
      return votes.filter((e) => e.helpful).length / votes.length;
    };
    expect(await share({ dataset: 'showcase' })).toBeGreaterThan(0.75);
    expect(await share({})).toBeLessThan(0.7);
  });

  it('keeps the fixtures in the default dataset', async () => {
    const text = await servedText({});
    for (const fixture of FIXTURES) expect(text).toContain(fixture);
    expect(text).toContain('127.0.0.1');
  });
});
