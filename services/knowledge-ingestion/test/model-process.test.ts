// The local model runs in a child process (platform/src/onnx/model-process.ts): a native crash
// there — SIGKILL, abort() as onnxruntime-node's Napi::Error gives (issue 22) — fails the batch
// in flight, the bus retries that document, and the service goes on serving and indexing.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { localModelPresent } from '@winzmail/platform/embed';
import { describeUnlessWaived, eventually } from '@winzmail/testing';
import { startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { udhrCorpus } from '@winzmail/testing/udhr-corpus';
import { list, searchClient, settled, signedInOrg, upload } from './support/api.js';
import { busyLoop, modelProcessPids } from './support/model-process.js';

const present = await localModelPresent();

/** The model child that has just started (a request is waiting on its model load). */
const startedChild = (not: number[] = []) =>
  eventually(
    'one newly started model child',
    async () => modelProcessPids().filter((p) => !not.includes(p)),
    (pids) => pids.length === 1,
    { timeoutMs: 60_000 },
  ).then(([pid]) => pid!);

// No waiver: CI fetches MiniLM (scripts/fetch-embedding-model.sh).
describeUnlessWaived(present, '', 'the local model dies mid-ingest (SIGKILL, abort)', () => {
  let product: TestProduct;
  let token: string;
  let orgId: string;
  beforeAll(async () => {
    product = await startTestProduct({ EMBEDDINGS_PROVIDER: 'local' });
    ({ token, orgId } = await signedInOrg(product, 'crash'));
  }, 60_000);
  afterAll(() => product?.dispose());

  it('fails the batch in flight, retries the document, and indexes the later ones', async () => {
    const corpus = await udhrCorpus(3, 3000);
    const first = await upload(product, token, 'first.md', Buffer.from(corpus[0]!.text));
    expect(first.status).toBe(201);
    // The child starts with the first batch and loads the model for it: that batch is in flight.
    const killed = await startedChild();
    process.kill(killed, 'SIGKILL');
    // The bus retries the document; its next batch starts a new child, which aborts.
    const aborted = await startedChild([killed]);
    process.kill(aborted, 'SIGABRT');

    // Meanwhile the service answers, and later documents are indexed.
    expect((await list(product, token)).map((d) => d.filename)).toContain('first.md');
    const later = [];
    for (const [i, d] of corpus.slice(1).entries())
      later.push(await upload(product, token, `later-${i}.md`, Buffer.from(d.text)));
    for (const doc of [first, ...later]) {
      const done = await settled(product, token, doc.body.id, 120_000);
      expect(done).toMatchObject({ status: 'ready', error: '' });
      expect(done.chunk_count).toBeGreaterThan(0);
    }
    const [now] = modelProcessPids();
    expect([killed, aborted]).not.toContain(now);
    const search = searchClient(product.services.knowledge!);
    try {
      const phrase = corpus[2]!.text.split(' ').slice(3, 12).join(' ');
      expect((await search.search(orgId, phrase))[0]?.filename).toBe('later-1.md');
      // A search whose query vector is lost with the model answers by BM25 alone.
      process.kill(now!, 'SIGKILL');
      await eventually(
        'the killed model child to be gone',
        async () => modelProcessPids(),
        (pids) => !pids.includes(now!),
      );
      const searching = search.search(orgId, phrase);
      process.kill(await startedChild([killed, aborted, now!]), 'SIGKILL');
      expect((await searching)[0]?.filename).toBe('later-1.md');
    } finally {
      search.close();
    }
  }, 240_000);
});

/** Documents × chunks each: thousands of chunks, small enough for CI's 2 cores. */
const DOCS = 80;
const CHUNK_CHARS = 200;
const DOC_CHARS = 4000;

describeUnlessWaived(present, '', 'a large ingest under CPU and memory pressure', () => {
  let product: TestProduct;
  let token: string;
  let orgId: string;
  let busy: { stop(): void } | undefined;
  beforeAll(async () => {
    busy = busyLoop();
    product = await startTestProduct({
      EMBEDDINGS_PROVIDER: 'local',
      // A tight heap for the model child (it needs ~40 MB of JS heap; tensors are native).
      MODEL_PROCESS_MAX_OLD_SPACE_MB: '64',
      CHUNK_TARGET_CHARS: String(CHUNK_CHARS),
      CHUNK_OVERLAP_CHARS: '0',
      // One sign-in for the whole ingest: on a loaded machine it outlasts the default 10 minutes.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    });
    ({ token, orgId } = await signedInOrg(product, 'bulk'));
  }, 60_000);
  afterAll(async () => {
    busy?.stop();
    await product?.dispose();
  });

  it(`indexes ${DOCS} documents of ~${DOC_CHARS / CHUNK_CHARS} chunks each beside a busy loop`, async () => {
    const corpus = await udhrCorpus(DOCS, DOC_CHARS);
    const ids: string[] = [];
    for (const [i, d] of corpus.entries()) {
      const res = await upload(
        product,
        token,
        `bulk-${i}.md`,
        Buffer.from(`# ${d.title}\n\n${d.text}`),
      );
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const docs = await eventually(
      'every document to be processed',
      () => list(product, token),
      (l) => l.filter((d) => ids.includes(d.id)).every((d) => d.status !== 'processing'),
      { timeoutMs: 600_000 },
    );
    const mine = docs.filter((d) => ids.includes(d.id));
    expect(mine.filter((d) => d.status !== 'ready')).toEqual([]);
    const chunks = mine.reduce((n, d) => n + d.chunk_count, 0);
    expect(chunks).toBeGreaterThanOrEqual(2000);
    const search = searchClient(product.services.knowledge!);
    try {
      // Among the first hits: the udhr package holds near-identical variants of some declarations.
      const last = corpus[DOCS - 1]!.text.split(' ').slice(3, 12).join(' ');
      const hits = await search.search(orgId, last);
      expect(hits.map((h) => h.filename)).toContain(`bulk-${DOCS - 1}.md`);
    } finally {
      search.close();
    }
  }, 700_000);
});
