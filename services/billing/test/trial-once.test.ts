import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { EventMap, Topic } from '@winzmail/proto';
import type { EventBus, EventHandler } from '@winzmail/platform/bus';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';
import { RUN_ID, describeWithServer, env } from '@winzmail/testing';
import { openRepos } from '../src/adapters/repositories.js';
import { stripePayments } from '../src/adapters/stripe.js';
import { subscribeEvents } from '../src/events.js';
import { OrgErasure } from '../src/org-erasure.js';
import { Subscriptions } from '../src/subscriptions.js';

/**
 * The trial starts exactly once however often org.registered arrives, even when the deliveries
 * race (replicas, a redelivery after a timeout): the unique-key insert decides, on every store.
 * Billing's own consumer is driven directly — 20 deliveries at once, as no single bus would.
 */
const DELIVERIES = 20;

/** Our bus port, holding the handlers billing subscribes so the test can call them at once. */
class HandlerCapture implements EventBus {
  readonly handlers = new Map<Topic, EventHandler<EventMap[Topic]>>();
  readonly published: { topic: Topic; event_id: string }[] = [];
  async publish<T extends Topic>(topic: T, event: EventMap[T]): Promise<void> {
    this.published.push({ topic, event_id: event.event_id });
  }
  async subscribe<T extends Topic>(topic: T, _group: string, handler: EventHandler<EventMap[T]>) {
    this.handlers.set(topic, handler as EventHandler<EventMap[Topic]>);
    return { stop: async () => undefined };
  }
  async subscribeDeadLetters() {
    return { stop: async () => undefined };
  }
  async close(): Promise<void> {}
}

function trialOnce(open: () => Promise<DocumentStore>): void {
  it(`${DELIVERIES} concurrent deliveries of one org.registered start one trial`, async () => {
    const store = await open();
    try {
      const repos = await openRepos(store);
      const bus = new HandlerCapture();
      await subscribeEvents(
        bus,
        new Subscriptions(repos, bus, { trialDays: 30, currency: 'EUR' }),
        new OrgErasure({ repos, payments: stripePayments({}) }),
      );
      const handler = bus.handlers.get('org.registered')!;
      const orgId = `org-${RUN_ID}-${Math.random().toString(36).slice(2)}`;
      const event: EventMap['org.registered'] = {
        event_id: `org.registered:${orgId}`,
        org_id: orgId,
        occurred_at: '2026-11-01T10:00:00.000Z',
        org_name: 'Once Ltd',
        user_email: 'owner@once.test',
      };
      const settled = await Promise.allSettled(
        Array.from({ length: DELIVERIES }, (_, i) =>
          handler(event, { topic: 'org.registered', key: orgId, attempt: i + 1 }),
        ),
      );
      // Every delivery is acknowledged (none is retried or dead-lettered) ...
      expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
      // ... and one trial exists, from the registration time.
      const trials = await repos.subscriptions.find({ _id: orgId });
      expect(trials).toHaveLength(1);
      expect(trials[0]).toMatchObject({
        trial_started_at: '2026-11-01T10:00:00.000Z',
        trial_ends_at: '2026-12-01T10:00:00.000Z',
        paid: [],
      });
      // Each delivery may announce the trial again, but as one event (consumers dedupe by id).
      const announced = new Set(bus.published.map((p) => `${p.topic} ${p.event_id}`));
      expect(announced.size).toBe(1);
    } finally {
      await store.close();
    }
  });
}

describe('trial start on the embedded store', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  trialOnce(async () => {
    dataDir ||= await mkdtemp(join(tmpdir(), 'winzmail-trial-'));
    return openDocumentStore({ database: 'billing', dataDir });
  });
});

// Every MongoDB-protocol server the run has (tests/infra: FerretDB on SQLite and on PostgreSQL).
for (const envName of ['MONGODB_URL', 'MONGODB_PG_URL']) {
  describeWithServer([envName], `trial start on ${envName}`, () => {
    const database = `winzmail-test-billing-${RUN_ID}`;
    afterAll(async () => {
      const { MongoClient } = await import('mongodb');
      const client = await MongoClient.connect(env(envName));
      await client.db(database).dropDatabase();
      await client.close();
    });
    trialOnce(() =>
      openDocumentStore({ mongoUrl: env(envName), database, dataDir: '/nonexistent' }),
    );
  });
}
