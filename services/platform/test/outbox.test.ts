import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { MemoryBus } from '../src/bus/adapters/memory/memory-bus.js';
import { createLogger } from '../src/logger/index.js';
import {
  appendEntries,
  Outbox,
  OUTBOX_INDEX,
  relayBackoffMs,
  type OutboxEvent,
  type PendingEvents,
} from '../src/outbox/index.js';
import {
  openDocumentStore,
  type Collection,
  type Doc,
  type DocumentStore,
} from '../src/store/index.js';
import { uniqueName, eventually } from '@winzmail/testing';
import { Effects } from '@winzmail/testing/effects';
import { RefusingBus } from '@winzmail/testing/refusing-bus';
import { activeTraceId, enableTracing, inRootSpan } from '@winzmail/testing/tracing';

const logger = createLogger({ service: 'outbox-test', level: process.env.LOG_LEVEL ?? 'silent' });

interface Item extends Doc, PendingEvents {
  org_id: string;
  version: number;
}

const uploaded = (item: Item, version = item.version): OutboxEvent => ({
  topic: 'document.uploaded',
  event: {
    event_id: `uploaded:${item._id}:${version}`,
    org_id: item.org_id,
    occurred_at: new Date().toISOString(),
    document_id: item._id,
  },
});

let dataDir: string;
let store: DocumentStore;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'winzmail-outbox-'));
  store = await openDocumentStore({ database: 'outbox', dataDir });
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});
afterAll(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A fresh collection, an in-process bus behind a switch, a deduping consumer. */
async function setup(): Promise<{ items: Collection<Item>; bus: RefusingBus; effects: Effects }> {
  const items = await store.collection<Item>(uniqueName('items', '_'), [OUTBOX_INDEX]);
  const memory = new MemoryBus({ partitions: 3, maxAttempts: 3, retryBaseMs: 10, logger });
  const bus = new RefusingBus(memory);
  const effects = new Effects();
  await effects.follow(bus, 'effects');
  stops.push(() => memory.close());
  return { items, bus, effects };
}

function outbox(
  bus: RefusingBus,
  items: Collection<Item>,
  settings: { pollMs: number; retryBaseMs: number },
): Outbox {
  const box = new Outbox(bus, logger, settings);
  box.watch(items);
  stops.push(() => box.stop());
  return box;
}

const pendingLeft = (items: Collection<Item>) => items.count({ outbox_token: { $exists: true } });

describe('outbox relay', () => {
  it('publishes right after the write that records the event, in the writer’s trace', async () => {
    enableTracing();
    const { items, bus, effects } = await setup();
    const traces: Array<string | undefined> = [];
    await bus.subscribe(
      'document.uploaded',
      'traces',
      async () => void traces.push(activeTraceId()),
    );
    // A poll far away: only the kick can deliver within the wait.
    const box = outbox(bus, items, { pollMs: 600_000, retryBaseMs: 100 });
    box.start();
    const item: Item = { _id: 'i1', org_id: 'o1', version: 1 };
    const { traceId } = await inRootSpan(() => box.insertOne(items, item, [uploaded(item)]));

    await eventually(
      'every event applied',
      () => effects.missing(['uploaded:i1:1']),
      (missing) => missing.length === 0,
      { timeoutMs: 10_000 },
    );
    await eventually('the outbox to be empty', async () => (await pendingLeft(items)) === 0);
    expect(await items.findOne({ _id: 'i1' })).toEqual(item);
    await eventually('the trace of the delivery', async () => traces.length > 0);
    expect(traces[0]).toBe(traceId);
  });

  it('keeps events while the bus refuses, backs off, and delivers every one once in effect when it recovers', async () => {
    const { items, bus, effects } = await setup();
    // First wait 1–2 s, then 2–4 s: writes during the wait do not cut it short.
    const box = outbox(bus, items, { pollMs: 600_000, retryBaseMs: 2_000 });
    box.start();
    bus.refusing = true;

    const ids: string[] = [];
    const first: Item = { _id: 'r0', org_id: 'o0', version: 1 };
    await box.insertOne(items, first, [uploaded(first)]);
    ids.push('uploaded:r0:1');
    await eventually('the bus to refuse a publish', async () => bus.refused >= 1);
    for (let i = 1; i <= 20; i++) {
      const item: Item = { _id: `r${i}`, org_id: `o${i % 4}`, version: 1 };
      await box.insertOne(items, item, [uploaded(item)]);
      ids.push(`uploaded:r${i}:1`);
    }
    // State changes that append to documents still holding unpublished events.
    for (let i = 0; i <= 20; i += 2) {
      const res = await box.updateOne(items, { _id: `r${i}` }, { $set: { version: 2 } }, [
        uploaded({ _id: `r${i}`, org_id: `o${i % 4}`, version: 2 }),
      ]);
      expect(res.matched).toBe(1);
      ids.push(`uploaded:r${i}:2`);
    }
    // 32 writes woke the relay 32 times; a relay that retried on each would have tried 32 times.
    expect(bus.attempts).toBeLessThanOrEqual(3);
    expect(effects.applied.size).toBe(0);
    expect(await pendingLeft(items)).toBe(21);

    bus.refusing = false;
    await eventually(
      'every event applied',
      () => effects.missing(ids),
      (missing) => missing.length === 0,
      { timeoutMs: 20_000 },
    );
    expect(effects.applied.size).toBe(ids.length);
    expect([...effects.counts.values()].every((n) => n === 1)).toBe(true);
    await eventually('the outbox to be empty', async () => (await pendingLeft(items)) === 0);
    expect((await items.findOne({ _id: 'r2' }))?.version).toBe(2);
  }, 40_000);

  it('lets replicas relay the same documents while events keep being appended: none lost', async () => {
    const { items, bus, effects } = await setup();
    const settings = { pollMs: 20, retryBaseMs: 50 };
    const replicas = [outbox(bus, items, settings), outbox(bus, items, settings)];
    for (const r of replicas) r.start();
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const item: Item = { _id: `p${i}`, org_id: `o${i % 3}`, version: 1 };
        await replicas[i % 2]!.insertOne(items, item, [uploaded(item)]);
        ids.push(`uploaded:p${i}:1`);
        for (let v = 2; v <= 5; v++) {
          await replicas[(i + v) % 2]!.updateOne(
            items,
            { _id: item._id },
            { $set: { version: v } },
            [uploaded(item, v)],
          );
          ids.push(`uploaded:p${i}:${v}`);
        }
      }),
    );
    await eventually(
      'every event applied',
      () => effects.missing(ids),
      (missing) => missing.length === 0,
      { timeoutMs: 20_000 },
    );
    expect(effects.applied.size).toBe(75);
    expect(effects.deliveries).toBeGreaterThanOrEqual(75);
    expect([...effects.counts.values()].every((n) => n === 1)).toBe(true);
    await eventually('the outbox to be empty', async () => (await pendingLeft(items)) === 0);
  }, 40_000);

  it('relays what an earlier run left at start, and finds un-kicked events by polling', async () => {
    const { items, bus, effects } = await setup();
    // A run that wrote and stopped before relaying (its kick goes nowhere).
    const earlier = outbox(bus, items, { pollMs: 600_000, retryBaseMs: 100 });
    const left: Item = { _id: 'l1', org_id: 'o1', version: 1 };
    await earlier.insertOne(items, left, [uploaded(left)]);
    expect(bus.attempts).toBe(0);

    const next = outbox(bus, items, { pollMs: 100, retryBaseMs: 100 });
    next.start();
    await eventually(
      'every event applied',
      () => effects.missing(['uploaded:l1:1']),
      (missing) => missing.length === 0,
      { timeoutMs: 10_000 },
    );
    // Another replica's write: this relay is not kicked, its poll finds it.
    const other: Item = { _id: 'l2', org_id: 'o1', version: 1 };
    await earlier.insertOne(items, other, [uploaded(other)]);
    await eventually(
      'every event applied',
      () => effects.missing(['uploaded:l2:1']),
      (missing) => missing.length === 0,
      { timeoutMs: 10_000 },
    );
  });

  it('stops without waiting out a publish that hangs; the event stays pending for the next run', async () => {
    const { items } = await setup();
    let called = false;
    // Our bus port with a publish that never settles (a broker that accepts the connection and
    // then says nothing).
    const hanging = new RefusingBus({
      publish: () => {
        called = true;
        return new Promise<void>(() => undefined);
      },
      subscribe: async () => ({ stop: async () => undefined }),
      subscribeDeadLetters: async () => ({ stop: async () => undefined }),
      close: async () => undefined,
    });
    const box = new Outbox(hanging, logger, { pollMs: 600_000, retryBaseMs: 100 });
    box.watch(items);
    box.start();
    const item: Item = { _id: 'h1', org_id: 'o1', version: 1 };
    await box.insertOne(items, item, [uploaded(item)]);
    await eventually('the relay to publish', async () => called);
    await box.stop(50);
    expect(await pendingLeft(items)).toBe(1);
  });

  it('refuses an invalid event at the write, storing nothing, so the relay is never blocked', async () => {
    const { items, bus } = await setup();
    const box = outbox(bus, items, { pollMs: 600_000, retryBaseMs: 100 });
    const bad = {
      topic: 'document.uploaded',
      event: { event_id: 'x', org_id: 'o', occurred_at: '', document_id: 42 },
    } as unknown as OutboxEvent;
    await expect(
      box.insertOne(items, { _id: 'bad', org_id: 'o', version: 1 }, [bad]),
    ).rejects.toThrow(/invalid document.uploaded event/);
    expect(await items.count({})).toBe(0);
    // And a collection the outbox does not watch is a wiring mistake, said at once.
    const other = await store.collection<Item>(uniqueName('unwatched', '_'));
    const item: Item = { _id: 'u', org_id: 'o', version: 1 };
    await expect(box.insertOne(other, item, [uploaded(item)])).rejects.toThrow(/watch\(\)/);
  });
});

describe('outbox policy', () => {
  it('backs off exponentially with jitter, capped at 30 s', () => {
    const settings = { pollMs: 1000, retryBaseMs: 200 };
    for (let failures = 1; failures <= 12; failures++) {
      const base = Math.min(200 * 2 ** (failures - 1), 30_000);
      const delay = relayBackoffMs(settings, failures);
      expect(delay).toBeGreaterThanOrEqual(base / 2);
      expect(delay).toBeLessThanOrEqual(base);
    }
  });

  it('appends events to a state change in one update and keeps the outbox fields its own', () => {
    const entry = {
      topic: 'org.registered' as const,
      event: { event_id: 'e', org_id: 'o', occurred_at: '', org_name: 'n', user_email: 'u' },
      trace: {},
      recorded_at: '',
    };
    expect(appendEntries({ $set: { status: 'x' }, $push: { log: 1 } }, [entry], 't')).toEqual({
      $set: { status: 'x', outbox_token: 't' },
      $push: { log: 1, outbox: { $each: [entry] } },
    });
    expect(() => appendEntries({ $set: { outbox: [] } }, [entry], 't')).toThrow(/outbox/);
  });
});
