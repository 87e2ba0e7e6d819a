/**
 * Which signals leave the process, from the standard OTEL_* variables only:
 * - traces: an OTLP endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` or `…_TRACES_ENDPOINT`), unless
 *   `OTEL_TRACES_EXPORTER=none`;
 * - metrics: an OTLP endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` or `…_METRICS_ENDPOINT`) or
 *   `OTEL_METRICS_EXPORTER=otlp` (the exporter's default endpoint), unless it says `none`.
 * `OTEL_SDK_DISABLED=true` turns both off. Nothing set: nothing starts (the embedded default).
 */
export interface Signals {
  traces: boolean;
  metrics: boolean;
}

export function signalsFromEnv(env: NodeJS.ProcessEnv): Signals {
  if (env.OTEL_SDK_DISABLED === 'true') return { traces: false, metrics: false };
  const common = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const tracesExporters = list(env.OTEL_TRACES_EXPORTER);
  const metricsExporters = list(env.OTEL_METRICS_EXPORTER);
  const traces =
    !tracesExporters.includes('none') &&
    (common || Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT));
  const metrics =
    !metricsExporters.includes('none') &&
    (common ||
      Boolean(env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT) ||
      metricsExporters.includes('otlp'));
  return { traces, metrics };
}

/** Export interval (ms): `OTEL_METRIC_EXPORT_INTERVAL`, else 15 s (a Prometheus-like step). */
export function metricIntervalMs(env: NodeJS.ProcessEnv): number {
  const given = Number(env.OTEL_METRIC_EXPORT_INTERVAL);
  return Number.isFinite(given) && given > 0 ? given : 15_000;
}
