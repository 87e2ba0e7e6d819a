import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createServiceClient, type ServiceClient, type SharedAdapters } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadIdentityConfig, start } from '../../src/index.js';

type Definition = ReturnType<typeof services.identity>['service'];
export type Identity = ServiceClient<Definition>['call'];

export interface TestIdentity {
  /** Its start() with the embedded store and an in-process bus (`service.bus`). */
  service: TestService;
  /** A gRPC client of it. */
  identity: Identity;
  dispose(): Promise<void>;
}

/**
 * Identity on its own (`env` over its settings, `shared.clock` for the time it reads), called over
 * gRPC as the gateway calls it.
 */
export async function startTestIdentity(
  env: Record<string, string> = {},
  shared: Pick<SharedAdapters, 'clock'> = {},
): Promise<TestIdentity> {
  const service = await startTestService(start, loadIdentityConfig, env, undefined, shared);
  const client = createServiceClient(services.identity(), {
    address: service.address,
    deadlineMs: 10_000,
  });
  return {
    service,
    identity: client.call,
    dispose: async () => {
      client.close();
      await service.dispose();
    },
  };
}

/** Solves a challenge from this identity as the browser widget does. */
export async function captchaFrom(target: Identity): Promise<string> {
  const { json } = await target.CreateCaptchaChallenge({});
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
