/**
 * The bench's child program: one measured task per process, so its peak RSS and CPU are its own.
 * Built with ncc (like the action) into bench/.out/child, so the memory figures are those of
 * bundled JavaScript on plain node, without a TypeScript loader. Arguments come as JSON in
 * `BENCH_ARGS`; the result is one `RESULT {json}` line on stdout.
 */
const tasks: Record<string, () => Promise<(args: never) => Promise<unknown>>> = {
  download: async () => (await import('./download.js')).download,
  feedback: async () => (await import('./feedback.js')).feedback,
};

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const load = tasks[name];
  if (!load) throw new Error(`unknown task "${name}"; one of ${Object.keys(tasks).join(', ')}`);
  const task = await load();
  const result = await task(JSON.parse(process.env.BENCH_ARGS ?? '{}') as never);
  // maxRSS is in KiB; the parent prefers GNU time's figure, this one is for machines without it.
  const usage = process.resourceUsage();
  console.log(
    `RESULT ${JSON.stringify({ ...(result as object), selfMaxRssBytes: usage.maxRSS * 1024 })}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
});
