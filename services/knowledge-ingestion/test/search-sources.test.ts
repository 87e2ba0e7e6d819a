import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  commonSchema,
  createServiceClient,
  loadConfig,
  serviceDataDir,
  storeFromConfig,
  type ServiceClient,
} from '@winzmail/platform';
import { openSearchIndex } from '@winzmail/platform/search';
import { services } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { TEST_ENV } from '@winzmail/testing/product';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { openRepos } from '../src/adapters/repositories.js';
import { loadKnowledgeConfig, start } from '../src/index.js';

/**
 * Search gives each hit its page's address from the index (kept with the chunk when it was
 * indexed), not from a read of its document; chunks indexed before the index kept it still get
 * it, from their documents.
 */
const PAGE = `<!DOCTYPE html><html><head><title>Opening times</title></head><body><article>
<h1>Opening times</h1><p>On Saturdays the garden centre opens at nine and closes at five.</p>
<p>Plants that die within a month are replaced.</p>
</article></body></html>`;
type Knowledge = ServiceClient<ReturnType<typeof services.knowledge>['service']>;
const ENV = { SCRAPE_ALLOW_LOOPBACK: 'true', EMBEDDINGS_PROVIDER: 'lexical' };

let site: Server;
let pageUrl: string;
let dir: string;
let service: TestService | undefined;
let client: Knowledge | undefined;
const orgId = randomUUID();

async function startService(): Promise<Knowledge> {
  service = await startTestService(start, loadKnowledgeConfig, ENV, dir);
  client = createServiceClient(services.knowledge(), {
    address: service.address,
    deadlineMs: 30_000,
  });
  return client;
}
async function stopService(): Promise<void> {
  client?.close();
  await service?.dispose();
  client = undefined;
  service = undefined;
}

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/hours') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/hours`;
  dir = await mkdtemp(join(tmpdir(), 'winzmail-search-sources-'));
}, 60_000);
afterAll(async () => {
  await stopService();
  await new Promise((r) => site?.close(r));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The service's own store and index, opened while it is stopped. */
async function openData() {
  // The embedded store, as the service's own (TEST_ENV), whatever servers the run's env names.
  const common = loadConfig(commonSchema, { ...process.env, ...TEST_ENV, DATA_DIR: dir });
  const store = await storeFromConfig(common, 'knowledge-ingestion');
  const index = await openSearchIndex({
    dims: 384,
    dataDir: serviceDataDir(common, 'knowledge-ingestion'),
  });
  return {
    repos: await openRepos(store),
    index,
    close: async () => {
      await index.close();
      await store.close();
    },
  };
}

const vector = (axis: number) => {
  const v = new Array<number>(384).fill(0);
  v[axis] = 1;
  return v;
};

it("keeps a scraped page's address with its chunks in the index, and Search gives it", async () => {
  const kb = await startService();
  const doc = await kb.call.Scrape({ org_id: orgId, url: pageUrl, max_pages: 1 });
  await eventually(
    'the page to be ready',
    () => kb.call.List({ org_id: orgId }),
    (l) => l.documents.some((d) => d.id === doc.id && d.status === 'ready'),
  );
  const { hits } = await kb.call.Search({ org_id: orgId, query: 'open on Saturdays', k: 3 });
  expect(hits.map((h) => [h.document_id, h.source_url])).toEqual([[doc.id, pageUrl]]);
  // The query's language as the caller gives it ('' when unknown: too short for the index to
  // tell): "die" is an English word of the page, but in German a stopword, so left out.
  const die = async (language: string) =>
    (await kb.call.Search({ org_id: orgId, query: 'die', k: 3, language })).hits.length;
  expect([await die(''), await die('en'), await die('de')]).toEqual([1, 1, 0]);
  await stopService();
  const data = await openData();
  try {
    const indexed = await data.index.search(orgId, { text: 'Saturdays', vector: [], k: 3 });
    expect(indexed.map((h) => [h.documentId, h.sourceUrl])).toEqual([[doc.id, pageUrl]]);
  } finally {
    await data.close();
  }
}, 60_000);

it("answers from the index's address, and from the document's only for chunks indexed without one", async () => {
  await stopService();
  // Two pages' records: one chunk as indexed now (its address in the index, here deliberately
  // another than its record's, to tell them apart), one as an older version left it.
  const data = await openData();
  const record = (id: string, url: string) => ({
    _id: id,
    org_id: orgId,
    filename: id,
    type: 'web' as const,
    content_type: 'text/markdown',
    size: 60,
    upload_time: new Date().toISOString(),
    status: 'ready' as const,
    error: '',
    source_url: url,
    chunk_count: 1,
    blob_key: id,
  });
  const chunk = (id: string, text: string, axis: number) => ({
    id: `${id}:0`,
    orgId,
    documentId: id,
    filename: id,
    heading: 'Delivery',
    text,
    vector: vector(axis),
  });
  try {
    await data.repos.documents.insertOne(record('current-page', 'https://record.example/a'));
    await data.repos.documents.insertOne(record('older-page', 'https://record.example/b'));
    await data.index.upsert([
      {
        ...chunk('current-page', 'Parcels go out by bicycle courier every morning.', 1),
        sourceUrl: 'https://index.example/a',
      },
      chunk('older-page', 'A bicycle courier brings parcels within the city.', 2),
    ]);
  } finally {
    await data.close();
  }
  const kb = await startService();
  const { hits } = await kb.call.Search({ org_id: orgId, query: 'bicycle courier parcels', k: 5 });
  expect(new Map(hits.map((h) => [h.document_id, h.source_url]))).toEqual(
    new Map([
      ['current-page', 'https://index.example/a'],
      ['older-page', 'https://record.example/b'],
    ]),
  );
}, 60_000);
