import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  rootsOf,
  startOtlpReceiver,
  type OtlpReceiver,
} from '../../../tests/fixtures/otlp-receiver.js';
import { eventually, newAccount, register } from '../../../tests/fixtures/product.js';
import { spawnProduct, type ProductProcess } from '../../../tests/fixtures/product-process.js';

/**
 * One REST call that publishes an event yields ONE trace: gateway → identity (gRPC) → bus →
 * billing's consumer. The product runs as its own process (telemetry must hook module loading
 * before anything loads, as in production) and exports OTLP/JSON to a receiver in this test.
 */
let receiver: OtlpReceiver;
let product: ProductProcess;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  product = await spawnProduct(receiver.env);
}, 60_000);

afterAll(async () => {
  await product?.stop();
  await receiver?.close();
});

describe('tracing', () => {
  it('follows POST /auth/register through gRPC and the bus into billing as one trace', async () => {
    const { spans } = receiver;
    const account = newAccount('trace');
    const res = await register(product.api, account);
    expect(res.status).toBe(201);

    const consumer = await eventually(
      async () => spans.find((s) => s.name === 'org.registered process'),
      (s) => s !== undefined,
      15_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}; spans seen: ${spans.map((s) => s.name).join(', ')}`);
    });
    const trace = spans.filter((s) => s.traceId === consumer!.traceId);
    const names = trace.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /winzmail/api/auth/register',
        'grpc.winzmail.identity.v1.Identity/Register',
        'org.registered publish',
        'org.registered process',
      ]),
    );
    // Every span of the trace hangs off one root: the gateway's HTTP server span.
    expect(rootsOf(trace).map((s) => s.name)).toEqual(['POST /winzmail/api/auth/register']);
  });
});
