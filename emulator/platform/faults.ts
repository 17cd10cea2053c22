/**
 * Fault queues, one per endpoint. Faults of one endpoint are strictly ordered: a `truncate` or
 * `expired-link` at the head must be used up (by a download or a generated link) before the faults
 * queued behind it apply.
 */
import type { EndpointName, Fault } from './types.js';

/** Faults applied before the request is handled at all. */
export type PreFault = Extract<Fault, { kind: 'status' | 'reset' | 'delay' }>;

interface Pending {
  fault: Fault;
  remaining: number;
}

/** Ordered per-endpoint fault queues. */
export class FaultQueue {
  private readonly queues = new Map<EndpointName, Pending[]>();

  /** Queues a fault; `times` defaults to 1. */
  inject(fault: Fault): void {
    const times = fault.times ?? 1;
    if (!Number.isInteger(times) || times < 1) {
      throw new Error(`fault.times must be a positive integer, got ${String(fault.times)}`);
    }
    const queue = this.queues.get(fault.endpoint) ?? [];
    queue.push({ fault, remaining: times });
    this.queues.set(fault.endpoint, queue);
  }

  /** Drops every queued fault. */
  clear(): void {
    this.queues.clear();
  }

  /** Uses up one application of the head fault when it is a pre-handling kind. */
  takePre(endpoint: EndpointName): PreFault | undefined {
    const head = this.queues.get(endpoint)?.[0];
    if (!head) return undefined;
    const { fault } = head;
    if (fault.kind !== 'status' && fault.kind !== 'reset' && fault.kind !== 'delay')
      return undefined;
    this.consume(endpoint);
    return fault;
  }

  /** Uses up one application of the head fault when it is of `kind`. */
  take<K extends Fault['kind']>(
    endpoint: EndpointName,
    kind: K,
  ): Extract<Fault, { kind: K }> | undefined {
    const head = this.queues.get(endpoint)?.[0];
    if (!head || head.fault.kind !== kind) return undefined;
    this.consume(endpoint);
    return head.fault as Extract<Fault, { kind: K }>;
  }

  private consume(endpoint: EndpointName): void {
    const queue = this.queues.get(endpoint);
    const head = queue?.[0];
    if (!queue || !head) return;
    head.remaining -= 1;
    if (head.remaining <= 0) queue.shift();
  }
}
