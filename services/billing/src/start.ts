import {
  busFromConfig,
  createLogger,
  startGrpcServer,
  stopAll,
  storeFromConfig,
  type RunningService,
  type SharedAdapters,
} from '@winzmail/platform';
import { openRepos, seedPlans } from './adapters/repositories.js';
import type { BillingConfig } from './config.js';
import { defaultPlans } from './domain/plans.js';
import { subscribeEvents } from './events.js';
import { billingRpc } from './rpc.js';
import { Subscriptions } from './subscriptions.js';

export const SERVICE = 'billing';

export async function start(
  config: BillingConfig,
  options: SharedAdapters = {},
): Promise<RunningService> {
  const logger = (
    options.logger ?? createLogger({ service: SERVICE, level: config.LOG_LEVEL })
  ).child({
    component: SERVICE,
  });
  const store = await storeFromConfig(config, SERVICE);
  const bus = options.bus ?? (await busFromConfig(config, SERVICE, logger));
  const repos = await openRepos(store);
  await seedPlans(repos, defaultPlans(config.BILLING_CURRENCY));
  const subscriptions = new Subscriptions(repos, {
    trialDays: config.TRIAL_DAYS,
    currency: config.BILLING_CURRENCY,
  });
  const consumers = await subscribeEvents(bus, subscriptions);
  const server = await startGrpcServer({
    name: SERVICE,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    services: [billingRpc(subscriptions)],
    logger,
  });
  return {
    address: server.address,
    port: server.port,
    stop: () =>
      stopAll([
        ...consumers.map((c) => () => c.stop()),
        () => server.stop(),
        ...(options.bus ? [] : [() => bus.close()]),
        () => store.close(),
      ]),
  };
}
