import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AppError,
  bindService,
  createLogger,
  createServiceClient,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services } from '@winzmail/proto';

const logger = createLogger({ service: 'test', level: 'silent' });
let server: RunningGrpcServer;
let flaky = 0;

beforeAll(async () => {
  server = await startGrpcServer({
    name: 'billing-double',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [
      bindService(services.billing().service, {
        ListPlans: async () => {
          return {
            plans: [
              {
                id: 'p',
                name: 'Plan',
                price: 1,
                currency: 'USD',
                duration_days: 30,
                features: ['a'],
                plan_type: 'flat',
                user_count: 1,
              },
            ],
          };
        },
        GetOrgSubscription: async (req) => {
          if (req.org_id === 'flaky') {
            flaky += 1;
            throw new AppError('UNAVAILABLE', 'try later');
          }
          if (req.org_id === 'missing') throw new AppError('NOT_FOUND', 'no such org');
          if (req.org_id === 'bad')
            throw new AppError('INVALID_ARGUMENT', 'bad input', { org_id: 'looks wrong' });
          // Field messages can quote client input: control characters, accents, astral planes.
          if (req.org_id === 'quoted')
            throw new AppError('INVALID_ARGUMENT', 'bad input', {
              org_id: '"\u0014±7«þ񶋷²V𷚜\u0000" is not valid',
            });
          throw new Error('secret internal detail');
        },
      }),
    ],
  });
});
afterAll(async () => {
  await server.stop();
});

describe('gRPC helpers', () => {
  it('round-trips a typed unary call', async () => {
    const client = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 2000,
    });
    const res = await client.call.ListPlans({});
    expect(res.plans[0]).toMatchObject({ id: 'p', features: ['a'], user_count: 1 });
    client.close();
  });

  it('maps AppError codes, messages and field errors across the wire', async () => {
    const client = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 2000,
    });
    await expect(client.call.GetOrgSubscription({ org_id: 'missing' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'no such org',
    });
    await expect(client.call.GetOrgSubscription({ org_id: 'bad' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: { org_id: 'looks wrong' },
    });
    client.close();
  });

  it('carries field errors that quote any characters (the fuzzer crashed the process on one)', async () => {
    const client = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 2000,
    });
    await expect(client.call.GetOrgSubscription({ org_id: 'quoted' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: { org_id: '"\u0014±7«þ񶋷²V𷚜\u0000" is not valid' },
    });
    client.close();
  });

  it('hides unexpected errors behind INTERNAL', async () => {
    const client = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 2000,
    });
    const err = await client.call.GetOrgSubscription({ org_id: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('INTERNAL');
    expect((err as AppError).message).not.toMatch(/secret/);
    client.close();
  });

  it('retries idempotent calls only, and only on UNAVAILABLE', async () => {
    const retrying = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 2000,
      idempotent: ['GetOrgSubscription'],
      retries: 2,
    });
    flaky = 0;
    await expect(retrying.call.GetOrgSubscription({ org_id: 'flaky' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    expect(flaky).toBe(3);
    flaky = 0;
    await expect(retrying.call.GetOrgSubscription({ org_id: 'missing' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const plain = createServiceClient(services.billing(), {
      address: server.address,
      deadlineMs: 2000,
    });
    await expect(plain.call.GetOrgSubscription({ org_id: 'flaky' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    expect(flaky).toBe(1);
    retrying.close();
    plain.close();
  });
});
