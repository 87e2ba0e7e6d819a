import type { ObservableResult } from '@opentelemetry/api';
import { lazyInstruments } from './meter.js';

/**
 * The outbox, per service (the process logger's `service`; bounded):
 * - `winzmail.outbox.backlog`: documents with events not yet published, as the relay's last pass
 *   found them (a pass reads at most its batch; more than that shows as the batch size);
 * - `winzmail.outbox.oldest_age` (seconds): how long the oldest pending event has waited;
 * - `winzmail.outbox.relay_failures`: relay passes that failed (bus down).
 */
export interface Backlog {
  pending: number;
  oldestAgeSeconds: number;
}
export type BacklogSource = () => Iterable<[service: string, backlog: Backlog]>;

const sources = new Set<BacklogSource>();

/** Several outboxes of one service (replicas in a test, a restart) add up. */
function observe(
  result: ObservableResult,
  pick: (b: Backlog) => number,
  combine: (a: number, b: number) => number,
): void {
  const values = new Map<string, number>();
  for (const source of sources)
    for (const [service, backlog] of source()) {
      const seen = values.get(service);
      values.set(service, seen === undefined ? pick(backlog) : combine(seen, pick(backlog)));
    }
  for (const [service, value] of values) result.observe(value, { service });
}

const instruments = lazyInstruments((meter) => {
  meter
    .createObservableGauge('winzmail.outbox.backlog', {
      unit: '{document}',
      description: 'Documents whose events are waiting to be published',
    })
    .addCallback((r) =>
      observe(
        r,
        (b) => b.pending,
        (a, b) => a + b,
      ),
    );
  meter
    .createObservableGauge('winzmail.outbox.oldest_age', {
      unit: 's',
      description: 'Age of the oldest event waiting to be published',
    })
    .addCallback((r) => observe(r, (b) => b.oldestAgeSeconds, Math.max));
  return {
    failures: meter.createCounter('winzmail.outbox.relay_failures', {
      description: 'Outbox relay passes that failed',
    }),
  };
});

export function registerBacklogSource(source: BacklogSource): () => void {
  instruments();
  sources.add(source);
  return () => sources.delete(source);
}

export function recordRelayFailure(service: string): void {
  instruments().failures.add(1, { service });
}
