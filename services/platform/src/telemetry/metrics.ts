import type { metrics as sdkMetrics } from '@opentelemetry/sdk-node';
import { metricIntervalMs } from './signals.js';

/**
 * The metric reader for the NodeSDK: OTLP (http/protobuf by default, http/json when
 * `OTEL_EXPORTER_OTLP_METRICS_PROTOCOL` / `OTEL_EXPORTER_OTLP_PROTOCOL` say so), cumulative
 * temporality (what Prometheus takes), every `OTEL_METRIC_EXPORT_INTERVAL` ms. The exporter reads
 * its endpoint and headers from the standard variables itself. Loaded lazily, like the tracing.
 */
export async function otlpMetricReaders(
  env: NodeJS.ProcessEnv,
): Promise<sdkMetrics.MetricReader[]> {
  const protocol = env.OTEL_EXPORTER_OTLP_METRICS_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  const [{ metrics }, { OTLPMetricExporter }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    protocol === 'http/json'
      ? import('@opentelemetry/exporter-metrics-otlp-http')
      : import('@opentelemetry/exporter-metrics-otlp-proto'),
  ]);
  const interval = metricIntervalMs(env);
  return [
    new metrics.PeriodicExportingMetricReader({
      exporter: new OTLPMetricExporter(),
      exportIntervalMillis: interval,
      exportTimeoutMillis: Math.min(interval, 30_000),
    }),
  ];
}
