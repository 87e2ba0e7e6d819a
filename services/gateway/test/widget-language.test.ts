import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eventually } from '@winzmail/testing';
import { startMetricsProbe, type MetricsProbe } from '@winzmail/testing/metrics-probe';
import { call, login, newAccount, register } from '@winzmail/testing/product';
import { startGatewayReplicas, type GatewayReplicas } from './support/replicas.js';

/**
 * The website chat's language on every load (GET /chat/widget-config) from the gateway's read
 * model, fed by prompt.changed: two gateway replicas in front of identity, billing, chat and
 * reply-generation on one in-process bus. No call to reply-generation per load; a saved language
 * shows at once on the replica that saved it and on the other once the event arrives.
 */
let replicas: GatewayReplicas;
let probe: MetricsProbe;

beforeAll(async () => {
  probe = startMetricsProbe();
  replicas = await startGatewayReplicas('widget-language', { chat: true });
}, 60_000);
afterAll(async () => {
  await replicas?.stop();
  await probe?.stop();
});

const promptCalls = () =>
  probe.total('winzmail.rpc.server.duration', { 'rpc.method': 'GetPrompt' });

it("shows a language saved on one replica on the other's next load, asking reply-generation once per change", async () => {
  const a = await replicas.gateway('gateway-a');
  const b = await replicas.gateway('gateway-b');
  const account = newAccount('widgetlang');
  const created = await register(a, account);
  expect(created.status).toBe(201);
  const orgId = created.body.org_id as string;
  const token = await login(a, account);
  const config = (api: string) =>
    fetch(`${api}/chat/widget-config`, { headers: { 'org-token': orgId } }).then(
      async (r) => [r.status, await r.json()] as [number, { language: string; rtl: boolean }],
    );

  expect(await config(b)).toEqual([200, expect.objectContaining({ language: 'en', rtl: false })]);
  const asked = await promptCalls();
  // The first load asked reply-generation (the count is read where the call was served).
  expect(asked).toBeGreaterThan(0);
  for (let i = 0; i < 5; i++) expect((await config(b))[1].language).toBe('en');
  expect(await promptCalls()).toBe(asked);

  expect((await call('POST', `${a}/prompt/set`, { language: 'Arabic' }, token)).status).toBe(200);
  // The replica that saved it shows it at once; the other on prompt.changed.
  expect((await config(a))[1]).toMatchObject({ language: 'ar', rtl: true });
  await eventually(
    'the other replica to show Arabic',
    () => config(b),
    ([, body]) => body.language === 'ar',
  );
  const afterChange = await promptCalls();
  for (let i = 0; i < 5; i++) expect((await config(b))[1].language).toBe('ar');
  expect(await promptCalls()).toBe(afterChange);
}, 60_000);
