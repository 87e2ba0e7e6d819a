import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';
import { openEventBus, type EventBus } from '../src/bus/index.js';
import { createLogger } from '../src/logger/index.js';
import { Outbox, OUTBOX_INDEX, type PendingEvents } from '../src/outbox/index.js';
import { openDocumentStore, type Doc, type DocumentStore } from '../src/store/index.js';
import { describeWithServer, env, eventually, uniqueName } from '@winzmail/testing';
import { Effects } from '@winzmail/testing/effects';

/**
 * Fault: the Kafka broker stops while a service keeps writing state changes with their events,
 * then comes back with its data. The writes never wait for the bus; the outbox relay backs off
 * while publishes fail and, without a restart, delivers every event — none twice in effect (the
 * consumer dedupes by event_id). Runs alone (jest project "fault"): it takes the broker away.
 */
// Warnings on: when events go missing, the bus's own lines say whether a publish or a consumer
// gave up.
const logger = createLogger({ service: 'outbox-fault', level: process.env.LOG_LEVEL ?? 'warn' });
const RESTART = resolve(import.meta.dirname, '../../../tests/infra/restart');
const WRITES = 90;

function restartKafka(downSeconds: number): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn('bash', [RESTART, 'kafka', String(downSeconds)], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`restart exited ${code}`))));
  });
}

interface Item extends Doc, PendingEvents {
  org_id: string;
}

describeWithServer(['KAFKA_BROKERS'], 'Outbox on Kafka through a broker restart', () => {
  let bus: EventBus | undefined;
  let outbox: Outbox | undefined;
  let store: DocumentStore | undefined;
  let dataDir = '';
  afterAll(async () => {
    await outbox?.stop();
    await bus?.close();
    await store?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every recorded event once in effect, without a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'winzmail-outbox-fault-'));
    store = await openDocumentStore({ database: 'outbox-fault', dataDir });
    const items = await store.collection<Item>('items', [OUTBOX_INDEX]);
    bus = await openEventBus({
      kafkaBrokers: env('KAFKA_BROKERS'),
      partitions: 3,
      maxAttempts: 50,
      retryBaseMs: 100,
      clientId: 'outbox-fault',
      logger,
      topicPrefix: `${uniqueName('outbox-fault')}.`,
    });
    const effects = new Effects();
    await effects.follow(bus, 'outbox-fault-consumer');
    outbox = new Outbox(bus, logger, { pollMs: 5_000, retryBaseMs: 200 });
    outbox.watch(items);
    outbox.start();

    const ids: string[] = [];
    let restart: Promise<void> | undefined;
    for (let i = 0; i < WRITES; i++) {
      if (i === WRITES / 3) restart = restartKafka(3);
      const item: Item = { _id: `k${i}`, org_id: `org-${i % 7}` };
      // The state change succeeds whatever the broker does: its event waits in the document.
      await outbox.insertOne(items, item, [
        {
          topic: 'document.uploaded',
          event: {
            event_id: `k-${i}`,
            org_id: item.org_id,
            occurred_at: new Date().toISOString(),
            document_id: item._id,
          },
        },
      ]);
      ids.push(`k-${i}`);
      // Pacing, not a wait for a condition: the writes are spread over the broker's restart, so
      // some land before, some while it is down and some after.
      await new Promise((r) => setTimeout(r, 25));
    }
    await restart;

    await eventually(
      'every event applied',
      () => effects.missing(ids),
      (missing) => missing.length === 0,
      { timeoutMs: 120_000 },
    ).catch(async (err: Error) => {
      // Which side stalled: events still in the outbox were never published.
      const waiting = await items.count({ outbox_token: { $exists: true } });
      throw new Error(`${err.message}; ${waiting} of them still waiting in the outbox`);
    });
    expect(effects.applied.size).toBe(WRITES);
    expect([...effects.counts.values()].every((n) => n === 1)).toBe(true);
    await eventually(
      'the outbox to be empty',
      () => items.count({ outbox_token: { $exists: true } }),
      (waiting) => waiting === 0,
      { timeoutMs: 30_000 },
    );
    logger.info({ deliveries: effects.deliveries, events: WRITES }, 'outbox fault deliveries');
  }, 300_000);
});
