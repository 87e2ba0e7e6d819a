import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jsonArrayFile, pagesOf, type ExportPart } from '@winzmail/platform/export';
import { openDocumentStore, type DocumentStore } from '@winzmail/platform/store';

/**
 * The export reads an organisation's records a page at a time in _id order (no page holds more
 * than its size, none repeats or skips a record, another organisation's never appear) and writes
 * them as one JSON array whatever the number of pages — on the embedded store.
 */
describe('export pages over the store', () => {
  let dir: string;
  let store: DocumentStore;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'export-pages-'));
    store = await openDocumentStore({ dataDir: dir, database: 'export' });
  });
  afterAll(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('pages through every record of one organisation, each once', async () => {
    const records = await store.collection<{ _id: string; org_id: string; n: number }>('records', [
      { fields: { org_id: 1 } },
    ]);
    for (let n = 0; n < 450; n++) {
      await records.insertOne({ _id: `r${String(n).padStart(4, '0')}`, org_id: 'a', n });
      if (n % 3 === 0) await records.insertOne({ _id: `s${n}`, org_id: 'b', n });
    }
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const page of pagesOf(records, { org_id: 'a' }, 200)) {
      sizes.push(page.length);
      seen.push(...page.map((r) => r.n));
    }
    expect(sizes).toEqual([200, 200, 50]);
    expect(seen).toEqual(Array.from({ length: 450 }, (_, n) => n));

    const parts: ExportPart[] = [];
    for await (const part of jsonArrayFile('a.json', pagesOf(records, { org_id: 'a' }, 200)))
      parts.push(part);
    const all = JSON.parse(Buffer.concat(parts.map((p) => p.data)).toString()) as { n: number }[];
    expect(all.map((r) => r.n)).toEqual(seen);
  });
});
