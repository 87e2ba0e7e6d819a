import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWithServer, env } from '@winzmail/testing';
import { call, startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { list, searchClient, settled, signedInOrg, upload } from './support/api.js';

/**
 * The knowledge base on the production adapters: events on Kafka, metadata in MongoDB, files in
 * MinIO, chunks in Elasticsearch (BM25 + kNN). Same HTTP calls as the embedded suite.
 */
const SERVERS = [
  'KAFKA_BROKERS',
  'MONGODB_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'ELASTICSEARCH_URL',
];

describeWithServer(SERVERS, 'documents on Kafka + MongoDB + MinIO + Elasticsearch', () => {
  let product: TestProduct;
  let token: string;
  let orgId: string;
  let other: { token: string; orgId: string };

  beforeAll(async () => {
    const run = randomBytes(4).toString('hex');
    product = await startTestProduct({
      KAFKA_BROKERS: env('KAFKA_BROKERS'),
      MONGODB_URL: env('MONGODB_URL'),
      S3_ENDPOINT: env('S3_ENDPOINT'),
      S3_ACCESS_KEY: env('S3_ACCESS_KEY'),
      S3_SECRET_KEY: env('S3_SECRET_KEY'),
      S3_BUCKET: `docs-${run}`,
      ELASTICSEARCH_URL: env('ELASTICSEARCH_URL'),
      KAFKA_TOPIC_PREFIX: `k${run}.`,
      MONGODB_DATABASE_PREFIX: `k${run}-`,
    });
    ({ token, orgId } = await signedInOrg(product));
    other = await signedInOrg(product);
  }, 90_000);
  afterAll(async () => {
    await product?.dispose();
  });

  it('uploads, processes, retrieves, serves and deletes a document, for its organisation only', async () => {
    const text =
      '# Returns policy\n\nParcels can be returned within 30 days.\n\n## Refunds\n\nRefunds reach your card in five working days.';
    const res = await upload(product, token, 'returns.md', Buffer.from(text));
    expect(res.status).toBe(201);
    const doc = await settled(product, token, res.body.id);
    expect(doc).toMatchObject({ status: 'ready', error: '' });

    const search = searchClient(product.services.knowledge!);
    try {
      const hits = await search.search(orgId, 'how long until my refund arrives');
      expect(hits.slice(0, 3).map((h) => h.document_id)).toContain(doc.id);
      expect(await search.search(other.orgId, 'refund card working days')).toEqual([]);
    } finally {
      search.close();
    }
    const view = await fetch(`${product.api}/org/documents/view/${doc.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await view.text()).toBe(text);
    expect(
      (await call('GET', `${product.api}/org/documents/view/${doc.id}`, undefined, other.token))
        .status,
    ).toBe(404);
    expect((await list(product, other.token)).length).toBe(0);
    // Another organisation's delete is a 404 and leaves the document where it was.
    expect(
      (
        await call(
          'DELETE',
          `${product.api}/org/documents/delete/${doc.id}`,
          undefined,
          other.token,
        )
      ).status,
    ).toBe(404);
    expect((await list(product, token)).some((d) => d.id === doc.id)).toBe(true);

    expect(
      (await call('DELETE', `${product.api}/org/documents/delete/${doc.id}`, undefined, token))
        .status,
    ).toBe(200);
    expect(
      (await call('DELETE', `${product.api}/org/documents/delete/${doc.id}`, undefined, token))
        .status,
    ).toBe(404);
    expect((await list(product, token)).some((d) => d.id === doc.id)).toBe(false);
    expect(
      (await call('GET', `${product.api}/org/documents/view/${doc.id}`, undefined, token)).status,
    ).toBe(404);
  }, 90_000);
});
