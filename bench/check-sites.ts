/**
 * The public Mintlify sites that calibrate mode `check` and its benchmark, and how to take one out
 * of a `fetch` snapshot (a bare git directory under /work/.mirror) into a temp folder, as a runner's
 * checkout would hold it. Not run in CI: the snapshots live outside the repository (only the small
 * site in __tests__/fixtures/check-real/site is committed).
 *
 * Files the snapshot lacks (the store leaves out blobs of 4 MiB and more) are written as sparse
 * files of their recorded size, so a size rule sees what the real checkout has.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/** One public site: where it lives and under which licence its pages may be used as test data. */
export interface RealSite {
  /** Short name used in the bench's rows and the calibration notes. */
  readonly name: string;
  /** `owner/name` on GitHub. */
  readonly repo: string;
  /** The commit measured. */
  readonly commit: string;
  /** The docs folder in the repository (`''`: its root). */
  readonly docsRoot: string;
  /** The licence its pages are used under. */
  readonly licence: string;
}

/** The calibration sites, smallest first; `mintlify-docs` is the vendor's own (about 1,100 pages). */
export const REAL_SITES: readonly RealSite[] = [
  {
    name: 'ollama',
    repo: 'ollama/ollama',
    commit: 'fb30760996871fa9460115c753afd2c60d4ab0f7',
    docsRoot: 'docs',
    licence: 'MIT',
  },
  {
    name: 'polar',
    repo: 'polarsource/polar',
    commit: 'c6c3645e639ee8eeaa05aa0835cf8e39e330382f',
    docsRoot: 'docs',
    licence: 'Apache-2.0',
  },
  {
    name: 'stagehand',
    repo: 'browserbase/stagehand',
    commit: 'a21633d53930abc5d62b8dbd6b608995f2ccb4b1',
    docsRoot: 'packages/docs',
    licence: 'MIT',
  },
  {
    name: 'mem0',
    repo: 'mem0ai/mem0',
    commit: '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378',
    docsRoot: 'docs',
    licence: 'Apache-2.0',
  },
  {
    name: 'modelcontextprotocol',
    repo: 'modelcontextprotocol/modelcontextprotocol',
    commit: 'b0f60ba5409db7a6582440a7b473cc0398890f15',
    docsRoot: 'docs',
    licence: 'CC-BY-4.0 (docs) / Apache-2.0',
  },
  {
    // The site of the issue's own reference figures (379 files under docs/: 375 .mdx, 4 .md).
    name: 'trigger.dev',
    repo: 'triggerdotdev/trigger.dev',
    commit: 'b082e44389337dc6505d590737a6df70867cc8f4',
    docsRoot: 'docs',
    licence: 'Apache-2.0',
  },
  {
    name: 'pipecat',
    repo: 'pipecat-ai/docs',
    commit: '1393c9d76927eaef55dd3d872ae51e37ace8f92e',
    docsRoot: '',
    licence: 'BSD-2-Clause',
  },
  {
    name: 'mintlify-docs',
    repo: 'mintlify/docs',
    commit: '3bbce7aa1abf66b19671bc398b9752d608fd0826',
    docsRoot: '',
    licence: 'MIT',
  },
];

/** Where `fetch` leaves snapshots; `CHECK_MIRROR` overrides it. */
export function mirrorRoot(): string {
  return process.env.CHECK_MIRROR ?? '/work/.mirror';
}

/** The snapshot's git directory of `site`, or undefined when it is not on this machine. */
export function snapshotOf(site: RealSite, root = mirrorRoot()): string | undefined {
  const dir = path.join(root, site.repo.replace('/', '+'), 'repo');
  if (!existsSync(dir)) return undefined;
  const has = spawnSync('git', ['--git-dir', dir, 'cat-file', '-e', `${site.commit}^{commit}`]);
  return has.status === 0 ? dir : undefined;
}

/** One file of a tree: its path, blob id and size. */
interface TreeFile {
  readonly path: string;
  readonly blob: string;
  readonly size: number;
}

/** The regular files of the commit (symlinks and submodules left out). */
function listTree(gitDir: string, commit: string): TreeFile[] {
  const out = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-l', '-z', commit], {
    maxBuffer: 256 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`git ls-tree failed in ${gitDir}: ${String(out.stderr)}`);
  const files: TreeFile[] = [];
  for (const entry of out.stdout.toString('utf8').split('\0')) {
    const m = /^(\d+) blob ([0-9a-f]+) +(\d+)\t(.+)$/s.exec(entry);
    if (m?.[1] !== '100644' && m?.[1] !== '100755') continue;
    files.push({ path: m[4] ?? '', blob: m[2] ?? '', size: Number(m[3]) });
  }
  return files;
}

/**
 * Writes the repository's files at `site.commit` into `dest` (the checkout's root), as they are;
 * a blob the snapshot lacks becomes a sparse file of its size. Returns how many files were written.
 */
export async function extractSite(site: RealSite, gitDir: string, dest: string): Promise<number> {
  const files = listTree(gitDir, site.commit);
  const cat = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const reader = blobReader(cat.stdout);
  for (const file of files) {
    const target = path.join(dest, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    cat.stdin.write(`${file.blob}\n`);
    const body = await reader();
    const handle = await open(target, 'w');
    try {
      if (body === undefined) await handle.truncate(file.size);
      else await handle.writeFile(body);
    } finally {
      await handle.close();
    }
  }
  cat.stdin.end();
  return files.length;
}

/** Reads `git cat-file --batch` answers one at a time: a blob's bytes, or undefined if missing. */
function blobReader(stream: NodeJS.ReadableStream): () => Promise<Buffer | undefined> {
  let buffered = Buffer.alloc(0);
  let wake: (() => void) | undefined;
  stream.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  const more = (): Promise<void> => new Promise((resolve) => (wake = resolve));
  return async () => {
    for (;;) {
      const nl = buffered.indexOf(10);
      if (nl >= 0) {
        const header = buffered.subarray(0, nl).toString('utf8');
        if (header.endsWith(' missing')) {
          buffered = buffered.subarray(nl + 1);
          return undefined;
        }
        const size = Number(header.split(' ')[2]);
        if (buffered.length >= nl + 1 + size + 1) {
          const body = Buffer.from(buffered.subarray(nl + 1, nl + 1 + size));
          buffered = buffered.subarray(nl + 1 + size + 1);
          return body;
        }
      }
      await more();
    }
  };
}
