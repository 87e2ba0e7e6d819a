import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';
import { eventually } from '@winzmail/testing';
import { isFerretDb } from '@winzmail/testing/mongo-server';
import { addUsage, openRepos, type ReplyRepos } from '../src/adapters/repositories.js';
import { UsageCounter } from '../src/adapters/usage-counter.js';
import type { UsageEntry } from '../src/domain/usage-batch.js';

/**
 * Usage counting on the embedded store always, and on MongoDB when MONGODB_URL is set. FerretDB
 * 1.x (tests/infra) does not make one document's update atomic (the platform's store contract
 * waives it there), so concurrent writes are checked only where the store promises atomicity.
 */
const url = process.env.MONGODB_URL || undefined;
const ferret = await isFerretDb(url);
const stores: [string, string | undefined, boolean][] = [
  ['embedded', undefined, true],
  ...(url ? [[ferret ? 'FerretDB' : 'MongoDB', url, !ferret] as [string, string, boolean]] : []),
];
const logger = createLogger({ service: 'test', level: 'silent' });

describe.each(stores)('model usage on the %s store', (_name, mongoUrl, atomic) => {
  let dir: string;
  let store: DocumentStore;
  let repos: ReplyRepos;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'winzmail-usage-'));
    store = await openDocumentStore({
      mongoUrl,
      database: `reply_usage_${randomUUID().slice(0, 8)}`,
      dataDir: dir,
    });
    repos = await openRepos(store);
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const rows = async (orgId: string) =>
    (await repos.usage.find({ org_id: orgId }, { sort: { day: 1, model: 1 } })).map((d) => [
      d.day,
      d.model,
      d.requests,
      d.prompt_tokens,
      d.completion_tokens,
      d.cost_micros,
    ]);
  const entry = (orgId: string, at: string, model = 'm1'): UsageEntry => ({
    orgId,
    model,
    promptTokens: 10,
    completionTokens: 3,
    costMicros: 7,
    at: new Date(at),
  });

  it('adds increments with $inc per organisation, day and model, concurrent ones included', async () => {
    const orgA = randomUUID();
    const orgB = randomUUID();
    const inc = (i: number) =>
      addUsage(repos.usage, {
        orgId: i % 4 === 0 ? orgB : orgA,
        day: '2026-11-23',
        model: 'm1',
        requests: 2,
        promptTokens: 10,
        completionTokens: 3,
        costMicros: 7,
      });
    if (atomic) await Promise.all(Array.from({ length: 20 }, (_, i) => inc(i)));
    else for (let i = 0; i < 20; i++) await inc(i);
    expect(await rows(orgA)).toEqual([['2026-11-23', 'm1', 30, 150, 45, 105]]);
    expect(await rows(orgB)).toEqual([['2026-11-23', 'm1', 10, 50, 15, 35]]);
  });

  it('two replicas’ counters add up exactly: by count, by time, and what waits on stop', async () => {
    const org = randomUUID();
    // Replica A writes every 7 calls (and only then: its timer is far off); B on a timer (where
    // two writers may update one record at once; else B is flushed after A each time).
    const a = new UsageCounter(repos.usage, { flushMs: 3_600_000, flushCalls: 7, logger });
    const b = new UsageCounter(repos.usage, {
      flushMs: atomic ? 20 : 3_600_000,
      flushCalls: 1_000,
      logger,
    });
    for (let i = 0; i < 30; i++) {
      a.add(entry(org, '2026-11-23T10:00:00Z'));
      b.add(
        entry(org, i < 10 ? '2026-11-23T23:59:59Z' : '2026-11-24T00:00:01Z', i % 2 ? 'm2' : 'm1'),
      );
      if (!atomic) {
        await a.flush();
        await b.flush();
      }
    }
    // B's timer writes its 30 calls (the 2 days, 2 models) without being asked.
    await eventually(
      "replica B's calls written",
      () => rows(org),
      (r) => r.filter((x) => x[0] === '2026-11-24').reduce((n, x) => n + Number(x[2]), 0) === 20,
    );
    // A wrote 28 of its 30 on the count; the last 2 wait for its stop.
    await a.stop();
    await b.stop();
    expect(await rows(org)).toEqual([
      ['2026-11-23', 'm1', 35, 350, 105, 245],
      ['2026-11-23', 'm2', 5, 50, 15, 35],
      ['2026-11-24', 'm1', 10, 100, 30, 70],
      ['2026-11-24', 'm2', 10, 100, 30, 70],
    ]);
  });

  it('tallies the current month: what was recorded, and what reached the store', async () => {
    const org = randomUUID();
    const now = new Date().toISOString();
    const month = now.slice(0, 7);
    const counter = new UsageCounter(repos.usage, {
      flushMs: 3_600_000,
      flushCalls: 1_000,
      logger,
    });
    counter.add(entry(org, now));
    counter.add(entry(org, now));
    expect(counter.month(org, month)).toEqual({ recorded: 14, written: 0 });
    await counter.flush();
    expect(counter.month(org, month)).toEqual({ recorded: 14, written: 14 });
    expect(await rows(org)).toEqual([[now.slice(0, 10), 'm1', 2, 20, 6, 14]]);
    // A deleted organisation's waiting calls are dropped, never written back.
    counter.add(entry(org, now));
    counter.dropOrg(org);
    await counter.stop();
    expect(await rows(org)).toEqual([[now.slice(0, 10), 'm1', 2, 20, 6, 14]]);
  });
});
