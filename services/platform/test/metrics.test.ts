import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { services } from '@winzmail/proto';
import { MemoryBus } from '../src/bus/adapters/memory/memory-bus.js';
import { AppError } from '../src/errors/index.js';
import { bindService, createServiceClient, startGrpcServer } from '../src/grpc/index.js';
import { meteredChatModel } from '../src/llm/metered.js';
import type { ChatModel, ChatRequest } from '../src/llm/port.js';
import { createLogger } from '../src/logger/index.js';
import { failoverReason, recordFailover } from '../src/metrics/index.js';
import { Outbox, OUTBOX_INDEX, type PendingEvents } from '../src/outbox/index.js';
import { openDocumentStore, type Doc } from '../src/store/index.js';
import { measuredStore } from '../src/store/measured-store.js';
import { observeRuntime } from '../src/metrics/runtime.js';
import { metricIntervalMs, signalsFromEnv } from '../src/telemetry/signals.js';
import { describeWithServer, env, eventually, uniqueName } from '@winzmail/testing';
import { orgRegistered } from '@winzmail/testing/events';
import { startMetricsProbe, type MetricsProbe } from '@winzmail/testing/metrics-probe';
import { RefusingBus } from '@winzmail/testing/refusing-bus';
import { openEventBus } from '../src/bus/index.js';

const logger = createLogger({ service: 'metrics-test', level: 'silent' });
const event = orgRegistered;
let probe: MetricsProbe;
beforeEach(() => {
  probe = startMetricsProbe();
});
afterEach(async () => {
  await probe.stop();
});

describe('bus metrics (in-process adapter)', () => {
  it('reports consumer lag per topic and group, handler runs and dead letters', async () => {
    const bus = new MemoryBus({ partitions: 2, maxAttempts: 2, retryBaseMs: 1, logger });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await bus.subscribe('org.registered', 'billing', async (e) => {
      await gate;
      if (e.event_id === 'bad') throw new Error('poison');
    });
    for (const id of ['a', 'b', 'bad']) await bus.publish('org.registered', event(id));
    const lag = {
      'messaging.destination.name': 'org.registered',
      'messaging.consumer.group.name': 'billing',
    };
    expect(await probe.total('winzmail.bus.consumer.lag', lag)).toBe(3);
    release();
    await eventually(
      'one dead letter counted',
      async () => (await probe.total('winzmail.bus.dead_letters', lag)) === 1,
    );
    expect(await probe.total('winzmail.bus.consumer.lag', lag)).toBe(0);
    expect(await probe.total('winzmail.bus.process.duration', { ...lag, outcome: 'ok' })).toBe(2);
    expect(await probe.total('winzmail.bus.process.duration', { ...lag, outcome: 'retry' })).toBe(
      1,
    );
    await bus.close();
    expect(await probe.total('winzmail.bus.consumer.lag')).toBe(0);
  });
});

describeWithServer(['KAFKA_BROKERS'], 'bus metrics (Kafka adapter)', () => {
  it('reports consumer lag per topic and group (unprefixed), then none once handled', async () => {
    const prefix = `${uniqueName('metrics')}.`;
    const bus = await openEventBus({
      kafkaBrokers: env('KAFKA_BROKERS'),
      partitions: 1,
      maxAttempts: 2,
      retryBaseMs: 1,
      clientId: 'metrics-test',
      logger,
      topicPrefix: prefix,
    });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let handled = 0;
    try {
      await bus.subscribe('org.registered', 'billing', async () => {
        await gate;
        handled += 1;
      });
      // One produce request: the first fetch sees all three.
      await Promise.all(['a', 'b', 'c'].map((id) => bus.publish('org.registered', event(id))));
      const lag = {
        'messaging.destination.name': 'org.registered',
        'messaging.consumer.group.name': 'billing',
      };
      await eventually(
        'a consumer lag of 3',
        async () => (await probe.total('winzmail.bus.consumer.lag', lag)) === 3,
        { timeoutMs: 30_000 },
      );
      release();
      await eventually('three events handled', async () => handled === 3, { timeoutMs: 30_000 });
      await eventually(
        'a consumer lag of 0',
        async () => (await probe.total('winzmail.bus.consumer.lag', lag)) === 0,
        { timeoutMs: 30_000 },
      );
      expect(await probe.total('winzmail.bus.process.duration', { ...lag, outcome: 'ok' })).toBe(3);
    } finally {
      release();
      await bus.close();
    }
  }, 90_000);
});

describe('gRPC metrics', () => {
  it('records duration per service and method with the status, on both sides', async () => {
    const server = await startGrpcServer({
      name: 'billing-double',
      host: '127.0.0.1',
      port: 0,
      logger,
      services: [
        bindService(services.billing().service, {
          ListPlans: async () => ({ plans: [] }),
          GetOrgSubscription: async () => {
            throw new AppError('NOT_FOUND', 'no such org');
          },
        }),
      ],
    });
    const client = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 5_000,
    });
    try {
      await client.call.ListPlans({});
      await expect(client.call.GetOrgSubscription({ org_id: 'x' })).rejects.toThrow('no such org');
      for (const name of ['winzmail.rpc.server.duration', 'winzmail.rpc.client.duration']) {
        const points = await probe.points(name);
        const labels = points.map((p) => p.attributes);
        expect(labels).toContainEqual(
          expect.objectContaining({ 'rpc.method': 'ListPlans', 'rpc.grpc.status_code': 'OK' }),
        );
        expect(labels).toContainEqual(
          expect.objectContaining({
            'rpc.method': 'GetOrgSubscription',
            'rpc.grpc.status_code': 'NOT_FOUND',
          }),
        );
        expect(labels.every((l) => l['rpc.service'] === 'winzmail.billing.v1.Billing')).toBe(true);
      }
    } finally {
      client.close();
      await server.stop();
    }
  });
});

describe('model metrics', () => {
  const request = { messages: [], task: {} } as unknown as ChatRequest;

  it('records latency and tokens under the model that answered, errors under the adapter', async () => {
    let fail = false;
    const inner: ChatModel = {
      id: 'openai:router',
      complete: async () => {
        if (fail) throw new AppError('UNAVAILABLE', 'no model could answer');
        return { text: 'hi', model: 'm-1', usage: { promptTokens: 10, completionTokens: 3 } };
      },
    };
    const model = meteredChatModel(inner);
    await model.complete(request);
    fail = true;
    await expect(model.complete(request)).rejects.toThrow('no model');
    const m = 'gen_ai.request.model';
    expect(await probe.total('winzmail.llm.duration', { [m]: 'm-1', outcome: 'ok' })).toBe(1);
    expect(
      await probe.total('winzmail.llm.duration', { [m]: 'openai:router', outcome: 'error' }),
    ).toBe(1);
    expect(
      await probe.total('winzmail.llm.tokens', { [m]: 'm-1', 'gen_ai.token.type': 'input' }),
    ).toBe(10);
    expect(
      await probe.total('winzmail.llm.tokens', { [m]: 'm-1', 'gen_ai.token.type': 'output' }),
    ).toBe(3);
  });

  it('counts failovers per model with a bounded reason', async () => {
    recordFailover('m-1', 'no answer within 30000 ms');
    recordFailover('m-1', '429 Too Many Requests (retry after 2000 ms)');
    recordFailover('m-2', 'circuit open');
    expect(await probe.total('winzmail.llm.failovers', { reason: 'timeout' })).toBe(1);
    expect(await probe.total('winzmail.llm.failovers', { reason: 'rate_limited' })).toBe(1);
    expect(await probe.total('winzmail.llm.failovers', { 'gen_ai.request.model': 'm-2' })).toBe(1);
    expect(failoverReason('503 Service Unavailable')).toBe('server_error');
    expect(failoverReason('connection error: ECONNRESET')).toBe('connection');
    expect(failoverReason('something new')).toBe('other');
  });
});

describe('outbox metrics', () => {
  it('shows the backlog while the bus refuses, and none once relayed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-metrics-'));
    const store = await openDocumentStore({ database: 'm', dataDir });
    const bus = new RefusingBus(
      new MemoryBus({ partitions: 1, maxAttempts: 1, retryBaseMs: 1, logger }),
    );
    const items = await store.collection<Doc & PendingEvents & { org_id: string }>('items', [
      OUTBOX_INDEX,
    ]);
    const box = new Outbox(bus, logger, { pollMs: 50, retryBaseMs: 20 });
    box.watch(items);
    box.start();
    try {
      bus.refusing = true;
      for (const id of ['1', '2'])
        await box.insertOne(items, { _id: id, org_id: 'o' }, [
          { topic: 'org.registered', event: event(id) },
        ]);
      const service = { service: 'metrics-test' };
      await eventually(
        'an outbox backlog of 2',
        async () => (await probe.total('winzmail.outbox.backlog', service)) === 2,
      );
      expect(await probe.total('winzmail.outbox.relay_failures', service)).toBeGreaterThan(0);
      bus.refusing = false;
      await eventually(
        'an outbox backlog of 0',
        async () => (await probe.total('winzmail.outbox.backlog', service)) === 0,
      );
    } finally {
      await box.stop();
      await bus.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('store metrics', () => {
  it('times each operation per service, collection and operation, errors apart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-metrics-'));
    const store = measuredStore(await openDocumentStore({ database: 'm', dataDir }), 'svc');
    const items = await store.collection<Doc & { n: number }>('items', [
      { fields: { n: 1 }, unique: true },
    ]);
    try {
      await items.insertOne({ _id: 'a', n: 1 });
      await expect(items.insertOne({ _id: 'b', n: 1 })).rejects.toThrow();
      await items.find({ n: { $gte: 0 } });
      await items.find({});
      const at = (op: string, outcome = 'ok') => ({
        'db.namespace': 'svc',
        'db.collection.name': 'items',
        'db.operation.name': op,
        outcome,
      });
      expect(await probe.total('winzmail.store.duration', at('insertOne'))).toBe(1);
      expect(await probe.total('winzmail.store.duration', at('insertOne', 'error'))).toBe(1);
      expect(await probe.total('winzmail.store.duration', at('find'))).toBe(2);
      expect(await probe.total('winzmail.store.duration', at('count'))).toBe(0);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('runtime metrics', () => {
  it('reports CPU time, event loop utilization and delay, and RSS of the process', async () => {
    observeRuntime();
    const cpuBefore = await probe.total('winzmail.process.cpu.time');
    // Busy the loop for 50 ms of CPU (CPU time, not wall time: a loaded machine may preempt us).
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user + process.cpuUsage(start).system < 50_000);
    // Read right after the busy spell: the utilization since the previous reading is mostly it.
    const elu = await probe.points('winzmail.nodejs.eventloop.utilization');
    expect(elu).toHaveLength(1);
    expect(elu[0]!.value).toBeGreaterThan(0.5);
    expect(elu[0]!.value).toBeLessThanOrEqual(1);
    const cpuAfter = await probe.total('winzmail.process.cpu.time');
    expect(cpuAfter - cpuBefore).toBeGreaterThanOrEqual(0.05);
    expect(await probe.total('winzmail.process.memory.rss')).toBeGreaterThan(10 * 1024 * 1024);
  });
});

describe('which signals leave the process', () => {
  it('follows the standard OTEL_* variables', () => {
    expect(signalsFromEnv({})).toEqual({ traces: false, metrics: false });
    expect(signalsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toEqual({
      traces: true,
      metrics: true,
    });
    expect(
      signalsFromEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_METRICS_EXPORTER: 'none',
      }),
    ).toEqual({ traces: true, metrics: false });
    expect(
      signalsFromEnv({
        OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://p:9090/api/v1/otlp/v1/metrics',
      }),
    ).toEqual({ traces: false, metrics: true });
    expect(signalsFromEnv({ OTEL_METRICS_EXPORTER: 'otlp' })).toEqual({
      traces: false,
      metrics: true,
    });
    expect(
      signalsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toEqual({ traces: false, metrics: false });
    expect(metricIntervalMs({})).toBe(15_000);
    expect(metricIntervalMs({ OTEL_METRIC_EXPORT_INTERVAL: '1000' })).toBe(1000);
  });
});
