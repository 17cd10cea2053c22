/**
 * The API reference figure's child (bench/api-spec.ts runs it in a process of its own, with
 * --expose-gc): two versions of a ~5 MiB spec of thousands of operations made in memory, then one
 * comparison as the feedback run makes it (on the comparison's worker when its bundle is built,
 * else on this thread), its CPU (every thread of the process) and the RSS it added (sampled every
 * 20 ms against the RSS after a collection). Prints one JSON line.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compareSpecs } from '../src/api-spec/thread.js';
import type { SpecComparison } from '../src/api-spec/types.js';

/** A spec of `n` paths (3 operations each, a schema each); `v` moves 1% of them. */
function spec(n: number, v: boolean): string {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const extra = v && i % 100 === 0 ? { extra: { type: 'string' } } : {};
    schemas[`M${i}`] = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string', description: `The name of thing ${i}` },
        count: { type: v && i % 100 === 50 ? 'string' : 'integer' },
        tags: { type: 'array', items: { type: 'string' } },
        ...extra,
      },
    };
    const ref = { $ref: `#/components/schemas/M${i}` };
    paths[`/things${i}/{id}`] = {
      get: {
        operationId: `get${i}`,
        tags: [`T${i % 20}`],
        summary: `Get thing ${i}`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'expand', in: 'query', schema: { type: 'string', enum: ['a', 'b', 'c'] } },
        ],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: ref } } },
          '404': { description: 'not found' },
        },
      },
      ...(v && i % 100 === 25
        ? {}
        : { delete: { operationId: `del${i}`, responses: { '204': { description: 'gone' } } } }),
      post: {
        operationId: `post${i}`,
        requestBody: { content: { 'application/json': { schema: ref } } },
        responses: { '201': { description: 'made' } },
      },
    };
  }
  return JSON.stringify(
    { openapi: '3.1.0', info: { title: 'bench', version: '1' }, paths, components: { schemas } },
    null,
    1,
  );
}

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 6000);
  const base = spec(n, false);
  const head = spec(n, true);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((r) => setTimeout(r, 100));
  gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const script = path.resolve('build/test-dist/api-spec-worker/index.js');
  const onWorker = process.argv[3] !== 'thread' && existsSync(script);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result: SpecComparison = await compareSpecs(
    { file: 'bench.json', base, head, deadline: Date.now() + 120_000 },
    onWorker ? script : false,
  );
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const ops = result.kind === 'compared' ? result.operations : [];
  console.log(
    JSON.stringify({
      bytes: Buffer.byteLength(head),
      operations: result.kind === 'compared' ? result.counts.head : 0,
      changed: ops.length,
      breaking: ops.filter((o) => o.breaking > 0).length,
      kind: result.kind,
      onWorker,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: wall,
      addedRssMiB: (peak - rss0) / 1048576,
    }),
  );
}

void main();
