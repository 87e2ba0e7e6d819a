import { startTelemetry } from '@winzmail/platform/telemetry';

// Telemetry first, so instrumented modules load after the SDK registers its hooks.
const telemetry = await startTelemetry('winzmail');
const [{ startProduct }, { createLogger, guardProcess, onShutdown }] = await Promise.all([
  import('./index.js'),
  import('@winzmail/platform'),
]);
const started = Date.now();
const logger = createLogger({ service: 'winzmail', level: process.env.LOG_LEVEL ?? 'info' });
guardProcess(logger);
const product = await startProduct({ logger });
logger.info({ url: product.url, ms: Date.now() - started }, 'Winzmail is ready');
console.log(`\n  Winzmail is running at ${product.url}\n  (Ctrl-C stops it)\n`);
onShutdown(async () => {
  await product.stop();
  await telemetry.shutdown();
}, logger);
