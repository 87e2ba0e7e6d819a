import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  createLogger,
  createServiceClient,
  type RunningService,
  type ServiceClient,
} from '@winzmail/platform';
import { openChatModel } from '@winzmail/platform/llm';
import { services } from '@winzmail/proto';
import { describeWithServer, env, eventually, RUN_ID } from '@winzmail/testing';
import { startMetricsProbe, type MetricsProbe } from '@winzmail/testing/metrics-probe';
import { TEST_ENV } from '@winzmail/testing/product';
import { loadReplyConfig, start } from '../src/index.js';
import { startHarness, type Harness, type ReplyCall } from './support/harness.js';

/**
 * Two replicas of reply-generation on one database (MongoDB protocol) and one bus (in-process):
 * what one saves, the other's next reply uses — its read models (reply style, budget, plan) are
 * fed by the events, not by a store read per reply — and both replicas' model usage adds up.
 */
const FAQ = 'Opening hours\n\nOn Saturdays the shop opens at nine and closes at five.';
const PRICED = { LLM_PRICES: 'grounded-composer=1/2' };

describeWithServer(['MONGODB_URL'], 'reply-generation replicas (read models)', () => {
  let probe: MetricsProbe;
  let h: Harness;
  let b: RunningService;
  let replicaB: ServiceClient<ReturnType<typeof services.replyGeneration>['service']>;
  let bStopped = false;
  let dirB: string;
  const orgId = randomUUID();
  const database = { MONGODB_URL: '', MONGODB_DATABASE_PREFIX: `replicas-${RUN_ID}-` };

  beforeAll(async () => {
    probe = startMetricsProbe();
    database.MONGODB_URL = env('MONGODB_URL');
    h = await startHarness(await openChatModel({ provider: 'composer' }), {
      ...database,
      ...PRICED,
      READ_MODELS_GROUP: `replica-a-${RUN_ID}`,
    });
    dirB = await mkdtemp(join(tmpdir(), 'winzmail-replica-b-'));
    const config = loadReplyConfig({
      ...process.env,
      ...TEST_ENV,
      ...database,
      ...PRICED,
      DATA_DIR: dirB,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: '0',
      KNOWLEDGE_ADDR: h.knowledgeAddress,
      READ_MODELS_GROUP: `replica-b-${RUN_ID}`,
      // B's usage waits in memory until B stops (the last test).
      MODEL_USAGE_FLUSH_MS: '3600000',
    });
    b = await start(
      config,
      { bus: h.bus, logger: createLogger({ service: 'test', level: 'silent' }) },
      { model: await openChatModel({ provider: 'composer' }) },
    );
    replicaB = createServiceClient(services.replyGeneration(), {
      address: b.address,
      deadlineMs: 60_000,
    });
    await h.upload(orgId, 'hours.md', FAQ);
  }, 120_000);
  afterAll(async () => {
    replicaB?.close();
    if (!bStopped) await b?.stop();
    await h?.dispose();
    await probe?.stop();
    if (dirB) await rm(dirB, { recursive: true, force: true });
  });

  const costs: number[] = [];
  const reply = async (replica: ReplyCall) => {
    const r = await replica.GenerateReply({
      org_id: orgId,
      from_address: 'sam@example.com',
      subject: 'Saturday',
      body: 'When do you open on Saturdays?',
      html: '',
    });
    costs.push(r.cost_micros);
    return r;
  };
  const promptReads = () =>
    probe.total('winzmail.store.duration', {
      'db.namespace': 'reply-generation',
      'db.collection.name': 'prompt_configs',
      'db.operation.name': 'findOne',
    });

  it("uses the other replica's saved reply style in its next reply, read once per change", async () => {
    await reply(replicaB.call);
    const reads = await promptReads();
    for (let i = 0; i < 3; i++) await reply(replicaB.call);
    // Kept in memory: no store read per reply.
    expect(await promptReads()).toBe(reads);
    const signature = `Greetings from the other replica ${RUN_ID}`;
    await h.reply.SetPrompt({ org_id: orgId, config: { signature }, set_fields: ['signature'] });
    await eventually(
      "replica B's reply to carry the new signature",
      () => reply(replicaB.call),
      (r) => r.text.includes(signature),
    );
    // The replica that saved it reads its own save at once.
    expect((await reply(h.reply)).text).toContain(signature);
  });

  it("switches to the composer on the other replica's budget at once, and back", async () => {
    expect((await reply(replicaB.call)).budget_exceeded).toBe(false);
    // Both replicas' spending so far is far above one millionth of a dollar.
    await h.reply.SetModelBudget({ org_id: orgId, monthly_micros: 1 });
    await eventually(
      'replica B to find the budget spent',
      () => reply(replicaB.call),
      (r) => r.budget_exceeded,
    );
    await h.reply.SetModelBudget({ org_id: orgId, monthly_micros: 0 });
    await eventually(
      'replica B to find no budget',
      () => reply(replicaB.call),
      (r) => !r.budget_exceeded,
    );
  });

  it('refuses on both replicas once the plan has ended (subscription.changed)', async () => {
    await h.bus.publish('subscription.changed', {
      event_id: randomUUID(),
      org_id: orgId,
      occurred_at: new Date().toISOString(),
      subscription: {
        plan_name: '',
        plan_price: 0,
        plan_currency: 'USD',
        plan_expiry: '',
        trial_active: false,
        plans: [
          {
            plan_name: 'Free Trial',
            plan_expiry: new Date(Date.now() - 86_400_000).toISOString(),
            plan_type: 'flat',
            user_count: 1,
            plan_price: 0,
            plan_currency: 'USD',
          },
        ],
        valid_until: '',
        revision: 5,
      },
    });
    for (const replica of [h.reply, replicaB.call]) {
      await eventually(
        'the reply to be refused (plan ended)',
        () =>
          replica
            .Answer({ org_id: orgId, question: 'When do you open on Saturdays?', history: [] })
            .then(
              () => 'answered',
              (err: { code?: string }) => err.code ?? 'error',
            ),
        (o) => o === 'FAILED_PRECONDITION',
      );
    }
  });

  it("adds both replicas' model usage up exactly, B's written when it stops", async () => {
    // A's replies (written on its timer, or read from its own tally) and B's (in B's memory).
    const spentBefore = (await h.reply.GetModelBudget({ org_id: orgId })).spent_micros;
    expect(spentBefore).toBeLessThan(costs.reduce((s, c) => s + c, 0));
    await b.stop();
    bStopped = true;
    const total = costs.reduce((s, c) => s + c, 0);
    expect(total).toBeGreaterThan(0);
    expect((await h.reply.GetModelBudget({ org_id: orgId })).spent_micros).toBe(total);
  });
});
