import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as billing from '@winzmail/billing';
import * as identity from '@winzmail/identity';
import type { Logger } from '@winzmail/platform';
import { TEST_ENV } from '@winzmail/testing/product';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadGatewayConfig, start } from '../../src/index.js';

export interface TestGateway {
  /** `<url>/api` */
  api: string;
  /** identity's data directory (its signing key is under secrets/). */
  identityDataDir: string;
  dispose(): Promise<void>;
}

/**
 * The gateway's own start() on a random port, in front of identity and billing started with
 * theirs (embedded ports). `env` overrides the gateway's settings, e.g. a backend address;
 * `logger` receives the gateway's logs (e.g. to read its access log).
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<TestGateway> {
  const backends: TestService[] = [];
  try {
    backends.push(await startTestService(identity.start, identity.loadIdentityConfig));
    backends.push(await startTestService(billing.start, billing.loadBillingConfig));
    const [id, bill] = backends as [TestService, TestService];
    const gateway = await start(
      loadGatewayConfig({
        ...process.env,
        ...TEST_ENV,
        HOST: '127.0.0.1',
        PORT: '0',
        IDENTITY_ADDR: id.address,
        BILLING_ADDR: bill.address,
        KNOWLEDGE_ADDR: '',
        ...env,
      }),
      logger ? { logger } : {},
    );
    return {
      api: `${gateway.url}/api`,
      identityDataDir: join(id.dataDir, identity.SERVICE),
      dispose: async () => {
        await gateway.stop();
        for (const b of backends) await b.dispose();
      },
    };
  } catch (err) {
    for (const b of backends) await b.dispose();
    throw err;
  }
}

/** A loopback address nothing listens on (a backend that is down). */
export async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) =>
    server.close((err) => (err ? reject(err) : resolve())),
  );
  return `127.0.0.1:${port}`;
}
