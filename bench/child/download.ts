/** Child task of figure 2: the action's bundle download (src/publish/download.ts) alone. */
import { PlatformClient } from '../../src/platform/index.js';
import { downloadBundle, type BundleLink } from '../../src/publish/download.js';

/** Arguments from the parent. */
export interface DownloadArgs {
  /** Emulator base URL. */
  apiUrl: string;
  /** Admin key of the emulator. */
  adminKey: string;
  /** A completed export job. */
  jobId: string;
  /** Where to write the bundle. */
  destination: string;
}

/** What the parent gets back. */
export interface DownloadChildResult {
  /** Milliseconds of `downloadBundle` (the link is made before the clock starts). */
  ms: number;
  /** Bytes downloaded. */
  sizeBytes: number;
  /** HTTP attempts made (1 when nothing went wrong). */
  attempts: number;
  /** RSS peak before the download started, bytes: the process's own floor. */
  baselineRssBytes: number;
}

/** Makes a fresh link with the platform client, then downloads and verifies the bundle. */
export async function download(args: DownloadArgs): Promise<DownloadChildResult> {
  const client = new PlatformClient({
    baseUrl: args.apiUrl,
    adminKey: args.adminKey,
    userAgent: 'mintlify-docs-action-bench',
  });
  const link = async (): Promise<BundleLink> => {
    const b = await client.generateBundle(args.jobId);
    return { url: b.bundleUrl, sizeBytes: b.sizeBytes, expiresAt: b.expiresAt };
  };
  try {
    const first = await link();
    const baselineRssBytes = process.resourceUsage().maxRSS * 1024;
    const started = performance.now();
    const result = await downloadBundle({
      link: first,
      refresh: link,
      destination: args.destination,
      dispatcher: client.dispatcher,
      userAgent: 'mintlify-docs-action-bench',
      signal: AbortSignal.timeout(300_000),
    });
    const ms = performance.now() - started;
    return { ms, sizeBytes: result.sizeBytes, attempts: result.attempts, baselineRssBytes };
  } finally {
    await client.close();
  }
}
