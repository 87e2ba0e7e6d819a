import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWithServer, env, eventually } from '@winzmail/testing';
import { call, login, startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { filledOrg, type FilledOrg } from './support/org-data.js';
import { findInRealStores } from './support/real-stores.js';
import {
  createMailUser,
  deliver,
  emailConfigFor,
  mailServer,
  MAIL_TEST_ENV,
  type MailUser,
} from '@winzmail/testing/mail-server';

const SERVERS = [
  'KAFKA_BROKERS',
  'MONGODB_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'ELASTICSEARCH_URL',
  'MAIL_TEST_HOST',
  'MAIL_TEST_API_URL',
];

/**
 * Deleting an organisation on the production adapters, with a mailbox connected on GreenMail:
 * org.deleted travels on Kafka to every service, and afterwards no document of any collection of any service's MongoDB database, no
 * object in MinIO and no chunk in Elasticsearch holds the organisation's id or its user's —
 * while another organisation's records, file and chunks are all still there.
 */
describeWithServer(
  SERVERS,
  'deleting an organisation on Kafka + MongoDB + MinIO + Elasticsearch',
  () => {
    const run = randomBytes(4).toString('hex');
    const stores = { databasePrefix: `d${run}-`, bucket: `del-${run}` };
    let product: TestProduct;
    let doomed: FilledOrg;
    let kept: FilledOrg;
    let mailbox: MailUser;

    beforeAll(async () => {
      product = await startTestProduct({
        KAFKA_BROKERS: env('KAFKA_BROKERS'),
        MONGODB_URL: env('MONGODB_URL'),
        S3_ENDPOINT: env('S3_ENDPOINT'),
        S3_ACCESS_KEY: env('S3_ACCESS_KEY'),
        S3_SECRET_KEY: env('S3_SECRET_KEY'),
        S3_BUCKET: stores.bucket,
        ELASTICSEARCH_URL: env('ELASTICSEARCH_URL'),
        KAFKA_TOPIC_PREFIX: `d${run}.`,
        MONGODB_DATABASE_PREFIX: stores.databasePrefix,
        ...MAIL_TEST_ENV,
      });
      doomed = await filledOrg(product, 'doomed');
      // A connected mailbox (its password sealed in mail-sync's store) with one email in it.
      const mail = mailServer()!;
      mailbox = await createMailUser(mail, 'doomed');
      const saved = await call(
        'POST',
        `${product.api}/org/email-config`,
        emailConfigFor(mail, mailbox, 'draft'),
        doomed.token,
      );
      expect(saved.status).toBe(200);
      await deliver(mail, mailbox.email, {
        from: 'customer@example.com',
        to: mailbox.email,
        subject: 'Where is my parcel?',
        text: 'I ordered on Monday.',
      });
      await eventually(
        'the email from the connected mailbox',
        () => call('GET', `${product.api}/org/email/incoming`, undefined, doomed.token),
        (r) => JSON.stringify(r.body).includes('Where is my parcel?'),
        { timeoutMs: 60_000 },
      );
      kept = await filledOrg(product, 'kept');
    }, 240_000);
    afterAll(async () => {
      await product?.dispose();
    });

    it('erases it from every store and index, and only it', async () => {
      const needles = [doomed.orgId, doomed.userId, mailbox.email];
      const before = (await findInRealStores(stores, needles)).join('\n');
      for (const where of [
        `${stores.databasePrefix}identity.users`,
        `${stores.databasePrefix}billing.subscriptions`,
        `${stores.databasePrefix}chat.chats`,
        `${stores.databasePrefix}chat.chat_contexts`,
        `${stores.databasePrefix}reply-generation.prompt_configs`,
        `${stores.databasePrefix}mail-sync.replay_policies`,
        `${stores.databasePrefix}mail-sync.emails`,
        `${stores.databasePrefix}mail-sync.mailboxes`,
        `${stores.databasePrefix}chat.chat_handoffs`,
        `${stores.databasePrefix}knowledge-ingestion.documents`,
        `minio ${stores.bucket}/${doomed.orgId}/${doomed.documentId} (name)`,
        'elasticsearch ',
      ])
        expect(before).toContain(where);

      const api = product.api;
      const res = await call(
        'DELETE',
        `${api}/org`,
        { confirm_name: doomed.account.orgName },
        doomed.token,
      );
      expect(res.status).toBe(204);
      expect((await call('GET', `${api}/org/me`, undefined, doomed.token)).status).toBe(401);
      await expect(login(api, doomed.account)).rejects.toThrow(/401/);

      await eventually(
        'nothing of the deleted organisation in MongoDB, MinIO or Elasticsearch',
        () => findInRealStores(stores, needles),
        (found) => found.length === 0,
        { timeoutMs: 90_000 },
      );

      const keptFound = (await findInRealStores(stores, [kept.orgId])).join('\n');
      expect(keptFound).toContain(`minio ${stores.bucket}/${kept.orgId}/${kept.documentId} (name)`);
      expect(keptFound).toContain(`${stores.databasePrefix}knowledge-ingestion.documents`);
      expect(keptFound).toContain('elasticsearch ');
      const docs = await call<{ id: string }[]>(
        'GET',
        `${api}/org/documents/list`,
        undefined,
        kept.token,
      );
      expect(docs.body.map((d) => d.id)).toEqual([kept.documentId]);
      const prompt = await call('GET', `${api}/prompt/`, undefined, kept.token);
      expect(prompt.body.signature).toBe(`The ${kept.account.orgName} team`);
    }, 240_000);
  },
);
