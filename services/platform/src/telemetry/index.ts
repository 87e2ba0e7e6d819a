/**
 * OpenTelemetry, configured only by the standard OTEL_* variables. The SDK starts only when an
 * OTLP endpoint is set (for traces and metrics: signals.ts says which), and is loaded lazily so
 * the embedded mode pays nothing for it.
 * ESM note: instrumentations patch modules through the loader hook, so a service's main.ts calls
 * startTelemetry() before it imports anything it wants traced (see main.ts files).
 */
// Type-only imports: erased at runtime, so nothing traced is loaded before the SDK starts.
import type { Logger } from '../logger/index.js';
import type { RunningService } from '../wiring/index.js';
import { otlpMetricReaders } from './metrics.js';
import { signalsFromEnv } from './signals.js';

export { withSpan, type WorkSpan } from './spans.js';

export interface Telemetry {
  enabled: boolean;
  shutdown(): Promise<void>;
}

export async function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Telemetry> {
  const signals = signalsFromEnv(env);
  if (!signals.traces && !signals.metrics) {
    return { enabled: false, shutdown: async () => undefined };
  }
  const { register } = await import('node:module');
  register('import-in-the-middle/hook.mjs', import.meta.url);
  // The standard protocol switch: http/protobuf (default) or http/json.
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  const [{ NodeSDK }, { OTLPTraceExporter }, http, express, grpc, mongodb] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    protocol === 'http/json'
      ? import('@opentelemetry/exporter-trace-otlp-http')
      : import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-grpc'),
    import('@opentelemetry/instrumentation-mongodb'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    ...(signals.traces ? { traceExporter: new OTLPTraceExporter() } : { spanProcessors: [] }),
    // Metrics only as the OTEL_* variables say (see signals.ts); none otherwise.
    metricReaders: signals.metrics ? await otlpMetricReaders(env) : [],
    instrumentations: [
      new http.HttpInstrumentation({
        // Health checks are noise in traces, as in the access log.
        ignoreIncomingRequestHook: (req) => /\/(healthz|readyz)$/.test(req.url ?? ''),
      }),
      new express.ExpressInstrumentation(),
      new grpc.GrpcInstrumentation(),
      new mongodb.MongoDBInstrumentation(),
      // No kafkajs instrumentation: the bus makes its own publish/process spans and carries each
      // event's context in its headers (bus/trace-context.ts). kafkajs's would parent every
      // message of a batched produce request on the first publisher's trace, overwrite the
      // headers' traceparent with that, and start a root trace per consumed batch.
    ],
  });
  sdk.start();
  if (signals.metrics) (await import('../metrics/runtime.js')).observeRuntime();
  return { enabled: true, shutdown: () => sdk.shutdown() };
}

interface ServiceModule<C extends { LOG_LEVEL: string }> {
  config: C;
  start(config: C, options: { logger: Logger }): Promise<RunningService>;
}

/**
 * Entry of a service's own process: telemetry first, then the service's modules (imported by
 * `load` after the SDK has hooked module loading), then start, then clean shutdown on signals.
 */
export async function runServiceMain<C extends { LOG_LEVEL: string }>(
  name: string,
  load: () => Promise<ServiceModule<C>>,
): Promise<void> {
  const telemetry = await startTelemetry(name);
  const [{ createLogger }, { onShutdown }, { guardProcess }, service] = await Promise.all([
    import('../logger/index.js'),
    import('../shutdown/index.js'),
    import('../unhandled/index.js'),
    load(),
  ]);
  const logger = createLogger({ service: name, level: service.config.LOG_LEVEL });
  guardProcess(logger);
  const running = await service.start(service.config, { logger });
  onShutdown(async () => {
    await running.stop();
    await telemetry.shutdown();
  }, logger);
}
