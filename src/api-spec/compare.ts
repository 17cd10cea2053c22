/**
 * The one entry of the comparison: the base and head texts of one file in, a
 * {@link SpecComparison} out. Parses both (./parse.ts), inspects them within the bounds
 * (./inspect.ts), diffs their operations (./diff.ts); any bound, parse error, library failure or
 * the deadline gives `failed` with the reason, never a throw. Runs on the worker
 * (./worker.ts) or, from the TypeScript sources, on the caller's thread (./thread.ts).
 */
import { DeadlineError } from './deadline.js';
import { diffOperations } from './diff.js';
import { inspectSpec, SpecBoundError, type Inspection } from './inspect.js';
import { parseSpec, type ParsedSpec } from './parse.js';
import { MAX_SPEC_WARNINGS, type SpecComparison } from './types.js';

/** What to compare: a file's text at the base and at the head (undefined where absent). */
export interface CompareJob {
  readonly file: string;
  readonly base?: string;
  readonly head?: string;
  /** Epoch ms the comparison stops by. */
  readonly deadline: number;
}

function warningsOf(file: string, found: Inspection[]): string[] {
  const out: string[] = [];
  const external = found.reduce((n, f) => n + f.externalCount, 0);
  if (external > 0) {
    const names = [...new Set(found.flatMap((f) => f.external))].join(', ');
    out.push(
      `${file}: ${external} $ref${external === 1 ? '' : 's'} to another file or a URL (${names}) not followed, as Mintlify does not follow them; what they point to is not compared.`,
    );
  }
  const dropped = found.reduce((n, f) => n + f.dropped, 0);
  if (dropped > 0)
    out.push(`${file}: ${dropped} \`__proto__\` key${dropped === 1 ? '' : 's'} ignored.`);
  return out.slice(0, MAX_SPEC_WARNINGS);
}

/** Why a parsed version cannot be compared, or undefined when it can (or is absent). */
function refusal(
  parsed: ParsedSpec | undefined,
  file: string,
  at: string,
): SpecComparison | undefined {
  if (!parsed) return undefined;
  if (parsed.kind === 'bad')
    return { kind: 'failed', reason: `${file} at the ${at}: ${parsed.reason}` };
  if (parsed.kind === 'skipped') return { kind: 'skipped', reason: `${file}: ${parsed.reason}` };
  return undefined;
}

function compareParsed(job: CompareJob, base?: ParsedSpec, head?: ParsedSpec): SpecComparison {
  const problem = refusal(head, job.file, 'head') ?? refusal(base, job.file, 'base');
  if (problem) return problem;
  const b = base?.kind === 'openapi' ? base : undefined;
  const h = head?.kind === 'openapi' ? head : undefined;
  if (!b && !h) return { kind: 'not-openapi' };
  const found = [b, h].flatMap((s) => (s ? [inspectSpec(s.doc, job.deadline)] : []));
  const { operations, counts, facts } = diffOperations(b?.doc, h?.doc, job.deadline);
  return {
    kind: 'compared',
    version: (h ?? b)?.version ?? '',
    operations,
    counts,
    facts,
    warnings: warningsOf(job.file, found),
  };
}

/** Compares the two versions of `job.file`; never throws. */
export function compareSpecTexts(job: CompareJob): SpecComparison {
  try {
    const base = job.base === undefined ? undefined : parseSpec(job.base, job.file);
    const head = job.head === undefined ? undefined : parseSpec(job.head, job.file);
    return compareParsed(job, base, head);
  } catch (err) {
    if (err instanceof SpecBoundError || err instanceof DeadlineError) {
      return { kind: 'failed', reason: `${job.file}: ${err.message}; not compared.` };
    }
    if (err instanceof RangeError) {
      return {
        kind: 'failed',
        reason: `${job.file}: it nests too deeply to compare; not compared.`,
      };
    }
    const message = err instanceof Error ? err.message : String(err);
    return {
      kind: 'failed',
      reason: `${job.file}: the comparison failed (${message.slice(0, 200)}).`,
    };
  }
}
