import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';
import { isFerretDb } from '@winzmail/testing/mongo-server';
import { openRepos, recordUsage, type ReplyRepos } from '../src/adapters/repositories.js';

/**
 * Usage counting on the embedded store always, and on MongoDB when MONGODB_URL is set. FerretDB
 * 1.x (tests/infra) does not make one document's update atomic (the platform's store contract
 * waives it there), so concurrent calls are checked only where the store promises atomicity.
 */
const url = process.env.MONGODB_URL || undefined;
const ferret = await isFerretDb(url);
const stores: [string, string | undefined, boolean][] = [
  ['embedded', undefined, true],
  ...(url ? [[ferret ? 'FerretDB' : 'MongoDB', url, !ferret] as [string, string, boolean]] : []),
];

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

  it('counts every call per organisation, day and model, concurrent ones included', async () => {
    const orgA = randomUUID();
    const orgB = randomUUID();
    const at = new Date('2026-11-23T10:00:00Z');
    const call = (i: number) =>
      recordUsage(repos.usage, {
        orgId: i % 4 === 0 ? orgB : orgA,
        model: 'm1',
        promptTokens: 10,
        completionTokens: 3,
        costMicros: 7,
        at,
      });
    if (atomic) await Promise.all(Array.from({ length: 20 }, (_, i) => call(i)));
    else for (let i = 0; i < 20; i++) await call(i);
    await recordUsage(repos.usage, {
      orgId: orgA,
      model: 'm1',
      promptTokens: 1,
      completionTokens: 1,
      costMicros: 2,
      at: new Date('2026-11-24T00:00:01Z'),
    });
    const a = await repos.usage.find({ org_id: orgA }, { sort: { day: 1 } });
    expect(
      a.map((d) => [
        d.day,
        d.model,
        d.requests,
        d.prompt_tokens,
        d.completion_tokens,
        d.cost_micros,
      ]),
    ).toEqual([
      ['2026-11-23', 'm1', 15, 150, 45, 105],
      ['2026-11-24', 'm1', 1, 1, 1, 2],
    ]);
    const b = await repos.usage.find({ org_id: orgB });
    expect(b.map((d) => d.requests)).toEqual([5]);
  });
});
