import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@winzmail/platform';
import { openEventBus } from '@winzmail/platform/bus';
import { startProduct } from '../src/index.js';
import { eventually } from '@winzmail/testing';
import {
  call,
  login,
  newAccount,
  register,
  TEST_ENV,
  type TestProduct,
} from '@winzmail/testing/product';
import { RefusingBus } from '@winzmail/testing/refusing-bus';
import { list, settled, upload } from '../../knowledge-ingestion/test/support/api.js';

/**
 * The bus refuses every publish for a while (a broker outage), then recovers. What was written
 * meanwhile — an organisation (its trial starts on org.registered) and a document (processed on
 * document.uploaded) — completes without a restart: the services' outboxes keep relaying.
 */
const logger = createLogger({ service: 'outbox-recovery', level: 'silent' });
const memory = await openEventBus({
  partitions: 3,
  maxAttempts: 5,
  retryBaseMs: 50,
  clientId: 'outbox-recovery',
  logger,
});
const bus = new RefusingBus(memory);
let product: TestProduct;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'winzmail-outbox-'));
  const running = await startProduct({
    port: 0,
    dataDir,
    logger,
    bus,
    // Only the kick and the backoff can deliver within the test: the fallback poll is far away.
    env: { ...TEST_ENV, BUS_RETRY_BASE_MS: '200', OUTBOX_POLL_MS: '600000' },
  });
  product = {
    ...running,
    api: `${running.url}/api`,
    dataDir,
    dispose: async () => {
      await running.stop();
      await memory.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}, 60_000);
afterAll(async () => {
  await product?.dispose();
});

describe('a bus outage', () => {
  it('delays the trial and the processing, and both complete when the bus recovers', async () => {
    bus.refusing = true;
    const account = newAccount('outage');
    expect((await register(product.api, account)).status).toBe(201);
    const token = await login(product.api, account);
    const doc = await upload(product, token, 'notes.md', Buffer.from('# Notes\n\nOpen on Monday.'));
    expect(doc.status).toBe(201);
    // Both services' relays have tried and been refused.
    await eventually(
      "both services' relays to be refused",
      async () => bus.refused,
      (n) => n >= 2,
    );
    const me = await call('GET', `${product.api}/org/me`, undefined, token);
    expect(me.body.trial_active).toBe(false);
    expect((await list(product, token)).find((d) => d.id === doc.body.id)?.status).toBe(
      'processing',
    );

    bus.refusing = false;
    const after = await eventually(
      '/org/me to show the trial once the bus takes events',
      () => call('GET', `${product.api}/org/me`, undefined, token),
      (r) => r.body.trial_active === true,
      { timeoutMs: 20_000 },
    );
    expect(after.body).toMatchObject({ name: account.orgName, trial_active: true });
    const ready = await settled(product, token, doc.body.id);
    expect(ready).toMatchObject({ status: 'ready', error: '' });
    expect(ready.chunk_count).toBeGreaterThan(0);
  }, 60_000);
});
