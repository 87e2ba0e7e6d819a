// Metrics helpers (OpenTelemetry API): no-ops until the telemetry SDK registers a MeterProvider.
export * from './meter.js';
export * from './http.js';
export * from './rpc.js';
export * from './bus.js';
export * from './outbox.js';
export * from './llm.js';
export * from './store.js';
export * from './unhandled.js';
