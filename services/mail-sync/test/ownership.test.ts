import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger, systemClock, type Clock } from '@winzmail/platform';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';
import { describeWithServer, env, manualClock, uniqueName } from '@winzmail/testing';
import { Leases } from '../src/adapters/leases.js';
import { openRepos, type MailboxDoc, type MailRepos } from '../src/adapters/repositories.js';
import { Ownership, type WatcherSet } from '../src/inbound/ownership.js';

const logger = createLogger({ service: 'ownership-test', level: 'silent' });
/** A lease's life (a test that needs it to pass moves a manual clock). */
const LEASE_MS = 60_000;

/** What a replica's watchers were told: the mailboxes it watches, the one-off syncs it ran. */
class RecordingWatchers implements WatcherSet {
  readonly watching = new Map<string, number>();
  readonly unwatchedSyncs: string[] = [];
  async reconcile(owned: MailboxDoc[]) {
    this.watching.clear();
    for (const m of owned) this.watching.set(m.org_id, m.revision);
  }
  async refresh(orgId: string) {
    this.watching.set(orgId, (this.watching.get(orgId) ?? 0) + 1);
  }
  async drop(orgId: string) {
    this.watching.delete(orgId);
  }
  async checkNow(orgId: string) {
    return this.watching.has(orgId) ? 1 : -1;
  }
  async syncUnwatched(orgId: string) {
    this.unwatchedSyncs.push(orgId);
    return 0;
  }
  async stop() {
    this.watching.clear();
  }
}

const mailbox = (orgId: string): MailboxDoc =>
  ({
    _id: `mb-${orgId}`,
    org_id: orgId,
    purpose: 'auto_reply',
    provider: 'imap',
    revision: 1,
    created_at: '',
    updated_at: '',
  }) as unknown as MailboxDoc;

function suite(open: () => Promise<{ store: DocumentStore; dispose(): Promise<void> }>) {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let repos: MailRepos;
  const replicas: { ownership: Ownership; watchers: RecordingWatchers; leases: Leases }[] = [];

  const replica = (name: string, clock: Clock = systemClock) => {
    const watchers = new RecordingWatchers();
    const leases = new Leases(repos, name, LEASE_MS, clock);
    const ownership = new Ownership({ leases, repos, watchers, leaseMs: LEASE_MS, logger, clock });
    const r = { ownership, watchers, leases };
    replicas.push(r);
    return r;
  };
  /** One pass on each replica, as their timers would run them. */
  const passes = async (...rs: { ownership: Ownership }[]) => {
    for (const r of rs) await r.ownership.rebalance();
  };
  const watched = (...rs: { watchers: RecordingWatchers }[]) =>
    rs.flatMap((r) => [...r.watchers.watching.keys()]).sort();

  beforeEach(async () => {
    ({ store, dispose } = await open());
    repos = await openRepos(store);
    for (let i = 0; i < 10; i++) await repos.mailboxes.insertOne(mailbox(`org-${i}`));
  });
  afterEach(async () => {
    for (const r of replicas.splice(0)) await r.ownership.stop();
    await dispose();
  });

  const all = Array.from({ length: 10 }, (_, i) => `org-${i}`).sort();

  it('two replicas watch every mailbox once, half each', async () => {
    const a = replica('a');
    const b = replica('b');
    await a.leases.heartbeat();
    await passes(b, a, b);
    expect(a.watchers.watching.size).toBe(5);
    expect(b.watchers.watching.size).toBe(5);
    expect(watched(a, b)).toEqual(all);
  });

  it('a replica that joins takes a share; one that stops hands its mailboxes over', async () => {
    const a = replica('a');
    await passes(a);
    expect(watched(a)).toEqual(all);
    const b = replica('b');
    const c = replica('c');
    await b.leases.heartbeat();
    await c.leases.heartbeat();
    // a gives back beyond its share (4 of 10 for 3), then b and c take the free ones.
    await passes(a, b, c, a, b, c);
    expect([a, b, c].map((r) => r.watchers.watching.size).sort()).toEqual([2, 4, 4]);
    expect(watched(a, b, c)).toEqual(all);
    await a.ownership.stop();
    await passes(b, c, b, c);
    expect(watched(b, c)).toEqual(all);
    expect([b, c].map((r) => r.watchers.watching.size)).toEqual([5, 5]);
  });

  it('a replica gone without a word loses its leases after their life', async () => {
    const clock = manualClock();
    const a = replica('a', clock.now);
    const b = replica('b', clock.now);
    await a.leases.heartbeat();
    await passes(a, b);
    expect(watched(a, b)).toEqual(all);
    // a stops renewing (a crash): within a lease's life its mailboxes stay its own...
    clock.advance(LEASE_MS - 1);
    await passes(b);
    expect(watched(b)).toEqual([]);
    // ...and after it b holds every mailbox.
    clock.advance(2);
    await passes(b);
    expect(watched(b)).toEqual(all);
  });

  it('ten replicas claiming one mailbox at once: exactly one gets it', async () => {
    const rs = Array.from({ length: 10 }, (_, i) => replica(`r${i}`));
    const won = await Promise.all(rs.map((r) => r.leases.claim('org-3')));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('a settings change or a check on a replica that does not watch the mailbox', async () => {
    const a = replica('a');
    const b = replica('b');
    await passes(a);
    // a watches all; a change arriving at b leaves it to a (b watches nothing of it)...
    await b.ownership.refresh('org-1');
    expect(b.watchers.watching.has('org-1')).toBe(false);
    // ...and a check there syncs once without watching.
    expect(await b.ownership.checkNow('org-1')).toBe(0);
    expect(b.watchers.unwatchedSyncs).toEqual(['org-1']);
    // A new mailbox, free: the replica the change reaches watches it at once.
    await repos.mailboxes.insertOne(mailbox('org-new'));
    await b.ownership.refresh('org-new');
    expect(b.watchers.watching.has('org-new')).toBe(true);
    expect(await b.ownership.checkNow('org-new')).toBe(1);
  });
}

describe('mailbox ownership across replicas (embedded store)', () => {
  suite(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'winzmail-ownership-'));
    const store = await openDocumentStore({ database: 'mail-sync', dataDir: dir });
    return {
      store,
      dispose: async () => {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });
});

describeWithServer(['MONGODB_URL'], 'mailbox ownership across replicas (MongoDB)', () => {
  suite(async () => {
    const store = await openDocumentStore({
      mongoUrl: env('MONGODB_URL'),
      database: uniqueName('ownership'),
      dataDir: '',
    });
    return { store, dispose: () => store.close() };
  });
});
