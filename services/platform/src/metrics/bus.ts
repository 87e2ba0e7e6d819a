import type { ObservableResult } from '@opentelemetry/api';
import { DURATION_BUCKETS, lazyInstruments } from './meter.js';

/**
 * The event bus, per topic and consumer group (both bounded: the topics of events.proto and
 * their `.dlq`, the groups named in code):
 * - `winzmail.bus.process.duration` (seconds, `outcome` ok | retry | dead_letter): handler runs;
 * - `winzmail.bus.dead_letters`: messages that failed their last attempt;
 * - `winzmail.bus.consumer.lag`: messages published but not yet handled by the group, summed over
 *   partitions (in-process: log end − cursor; Kafka: high watermark − next offset, as last seen).
 */
export type LagSource = () => Iterable<{ topic: string; group: string; lag: number }>;

const lagSources = new Set<LagSource>();

function observeLag(result: ObservableResult): void {
  const sums = new Map<string, { topic: string; group: string; lag: number }>();
  for (const source of lagSources) {
    for (const { topic, group, lag } of source()) {
      const key = `${topic}\u0000${group}`;
      const sum = sums.get(key);
      if (sum) sum.lag += lag;
      else sums.set(key, { topic, group, lag });
    }
  }
  for (const { topic, group, lag } of sums.values())
    result.observe(lag, {
      'messaging.destination.name': topic,
      'messaging.consumer.group.name': group,
    });
}

const instruments = lazyInstruments((meter) => {
  const lag = meter.createObservableGauge('winzmail.bus.consumer.lag', {
    unit: '{message}',
    description: 'Messages published and not yet handled, per topic and consumer group',
  });
  lag.addCallback(observeLag);
  return {
    process: meter.createHistogram('winzmail.bus.process.duration', {
      unit: 's',
      description: 'Bus handler runs, by topic, group and outcome',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    }),
    deadLetters: meter.createCounter('winzmail.bus.dead_letters', {
      unit: '{message}',
      description: 'Messages dead-lettered after their last failed attempt',
    }),
  };
});

export type ProcessOutcome = 'ok' | 'retry' | 'dead_letter';

export function recordProcessed(
  topic: string,
  group: string,
  outcome: ProcessOutcome,
  seconds: number,
): void {
  const attributes = {
    'messaging.destination.name': topic,
    'messaging.consumer.group.name': group,
  };
  const i = instruments();
  i.process.record(seconds, { ...attributes, outcome });
  if (outcome === 'dead_letter') i.deadLetters.add(1, attributes);
}

/** Reports a bus's lag until the returned function is called (on close). */
export function registerLagSource(source: LagSource): () => void {
  instruments();
  lagSources.add(source);
  return () => lagSources.delete(source);
}

/** Makes sure the lag gauge exists on the current provider (a provider registered later). */
export function ensureBusMetrics(): void {
  instruments();
}
