import { metrics, type Meter, type MeterProvider } from '@opentelemetry/api';

/**
 * The one meter helper. Instruments come from the global MeterProvider, which the telemetry SDK
 * registers only when metrics are exported (see ../telemetry/metrics.ts); without it every
 * instrument is a no-op. The API has no proxy meter (unlike tracers), so instruments are made
 * lazily and remade when the global provider changes (the SDK started later, or a test swapped it).
 *
 * Labels: only bounded values (route templates, gRPC methods, topics, groups, model ids, status
 * kinds) — never an org, mailbox, email or visitor id.
 */
export const METER_SCOPE = '@winzmail/platform';

/** Seconds; from a 5 ms call to a 2-minute model answer or mail sync. */
export const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120,
];
/** Seconds; for flows that may take minutes (mail arrival → stored, → draft / send). */
export const FLOW_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600];

/** `create` runs once per MeterProvider; the result is cached until the provider changes. */
export function lazyInstruments<T>(create: (meter: Meter) => T, scope = METER_SCOPE): () => T {
  let provider: MeterProvider | undefined;
  let value: T | undefined;
  return () => {
    const current = metrics.getMeterProvider();
    if (current !== provider || value === undefined) {
      provider = current;
      value = create(current.getMeter(scope));
    }
    return value;
  };
}

/** Seconds since a `performance.now()` reading. */
export const secondsSince = (started: number): number => (performance.now() - started) / 1000;

// Names: every instrument is `winzmail.*`. The OpenTelemetry instrumentations already record
// `http.server.duration` and `rpc.server.duration` in milliseconds under their own labels; ours
// are in seconds with bounded labels, and must not merge with theirs in Prometheus.
