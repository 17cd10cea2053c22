/**
 * src/github/raw-file.ts: one file of the repository read raw, capped (the OpenAPI files of
 * `mode: feedback`, 20 MiB each). Against the GitHub emulator (which declares the length, as
 * GitHub does) and against a loopback server that streams the body without a length, so the cap
 * is kept both ways and the stream is cut, not drained, once past it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { MAX_SPEC_BYTES } from '../src/api-spec/types.js';
import { createOctokit } from '../src/github/octokit.js';
import { readRawRepoFile } from '../src/github/raw-file.js';

const REF = 'a'.repeat(40);
const quiet = { log: () => undefined };

describe('readRawRepoFile against the GitHub emulator', () => {
  let github: GitHubEmulator;

  beforeAll(async () => {
    github = await startGitHubEmulator();
    github.setRepoFile('spec/at-cap.yaml', Buffer.alloc(MAX_SPEC_BYTES, 0x61), REF);
    github.setRepoFile('spec/over-cap.yaml', Buffer.alloc(MAX_SPEC_BYTES + 1, 0x61), REF);
  });
  afterAll(() => github.close());

  const read = (path: string) =>
    readRawRepoFile(createOctokit(github.token, { apiUrl: github.apiUrl }, quiet), {
      owner: 'acme',
      repo: 'docs',
      path,
      ref: REF,
      maxBytes: MAX_SPEC_BYTES,
    });

  it('reads a file of exactly the cap, whole', async () => {
    const found = await read('spec/at-cap.yaml');
    expect(found).toMatchObject({ kind: 'found', size: MAX_SPEC_BYTES });
    expect(found.kind === 'found' && found.text.length).toBe(MAX_SPEC_BYTES);
  });

  it('refuses a file one byte over the cap from its declared length', async () => {
    expect(await read('spec/over-cap.yaml')).toEqual({
      kind: 'too-large',
      size: MAX_SPEC_BYTES + 1,
    });
  });

  it('says a file that is not there is missing', async () => {
    expect(await read('spec/none.yaml')).toEqual({ kind: 'missing' });
  });
});

describe('readRawRepoFile against a body of no declared length', () => {
  let server: Server;
  let apiUrl = '';
  /** Bytes the server managed to write before the client hung up, per request. */
  const written: number[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.includes('broken')) {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Validation Failed' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/vnd.github.raw+json' }); // chunked
      const chunk = Buffer.alloc(1024 * 1024, 0x62);
      let sent = 0;
      const index = written.push(0) - 1;
      const pump = (): void => {
        // Up to 64 MiB, far past the cap, unless the client stops reading first.
        while (sent < 64 * chunk.length && !res.destroyed) {
          sent += chunk.length;
          written[index] = sent;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const read = (path: string) =>
    readRawRepoFile(createOctokit('t', { apiUrl }, quiet), {
      owner: 'acme',
      repo: 'docs',
      path,
      ref: REF,
      maxBytes: MAX_SPEC_BYTES,
    });

  it('stops reading once past the cap and says how much it read', async () => {
    const result = await read('spec/endless.yaml');
    expect(result.kind).toBe('too-large');
    expect(result.kind === 'too-large' && result.size).toBeGreaterThan(MAX_SPEC_BYTES);
    expect(result.kind === 'too-large' && result.size).toBeLessThan(
      MAX_SPEC_BYTES + 2 * 1024 * 1024,
    );
    // The server was cut off well before its 64 MiB (socket buffers hold a few MiB at most).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written.at(-1)).toBeLessThan(48 * 1024 * 1024);
  });

  it('throws the Octokit error of a failure other than 404 (not retried: a 422), for the caller to word', async () => {
    await expect(read('spec/broken.yaml')).rejects.toMatchObject({ status: 422 });
  });
});
