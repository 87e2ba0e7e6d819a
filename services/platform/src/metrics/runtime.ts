import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { metrics } from '@opentelemetry/api';
import { METER_SCOPE } from './meter.js';

/**
 * The process itself, so a load result can name the service whose CPU is the limit:
 * - `winzmail.process.cpu.time` (s, counter): user + system CPU of the process (all threads:
 *   libuv's pool, GC); `rate()` of it is cores in use;
 * - `winzmail.nodejs.eventloop.utilization` (0–1): share of the time since the previous export
 *   that the event loop was busy — JavaScript runs on one thread, so a service is CPU-bound when
 *   this nears 1 even with spare cores;
 * - `winzmail.nodejs.eventloop.delay.p99` (s): how late timers ran (queueing on the loop);
 * - `winzmail.process.memory.rss` (bytes).
 * Hand-written from node:perf_hooks and process: @opentelemetry/instrumentation-runtime-node
 * needs a newer OpenTelemetry core than the SDK the services run.
 */
export function observeRuntime(): void {
  const meter = metrics.getMeterProvider().getMeter(METER_SCOPE);
  let lastElu: EventLoopUtilization = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  meter
    .createObservableCounter('winzmail.process.cpu.time', {
      unit: 's',
      description: 'CPU time of the process, user and system',
    })
    .addCallback((r) => {
      const { user, system } = process.cpuUsage();
      r.observe((user + system) / 1e6);
    });
  meter
    .createObservableGauge('winzmail.nodejs.eventloop.utilization', {
      description: 'Share of the time since the last export the event loop was busy',
    })
    .addCallback((r) => {
      const now = performance.eventLoopUtilization();
      r.observe(performance.eventLoopUtilization(now, lastElu).utilization);
      lastElu = now;
    });
  meter
    .createObservableGauge('winzmail.nodejs.eventloop.delay.p99', {
      unit: 's',
      description: '99th percentile of event loop delay since the last export',
    })
    .addCallback((r) => {
      // Until the first delay sample the histogram reports its initial maximum: nothing to say.
      if (delay.count > 0) r.observe(delay.percentile(99) / 1e9);
      delay.reset();
    });
  meter
    .createObservableGauge('winzmail.process.memory.rss', {
      unit: 'By',
      description: 'Resident set size of the process',
    })
    .addCallback((r) => r.observe(process.memoryUsage.rss()));
}
