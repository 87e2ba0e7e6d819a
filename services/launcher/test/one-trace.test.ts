import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rootsOf, startOtlpReceiver, type OtlpReceiver } from '@winzmail/testing/otlp-receiver';
import { newAccount, register } from '@winzmail/testing/product';
import { spawnProduct, type ProductProcess } from '@winzmail/testing/product-process';

/**
 * One REST call that publishes an event yields ONE trace: gateway → identity (gRPC) → bus →
 * billing's consumer. The product runs as its own process (telemetry must hook module loading
 * before anything loads, as in production) and exports OTLP/JSON to a receiver in this test.
 */
let receiver: OtlpReceiver;
let product: ProductProcess;

// The product's start took over 60 s on a 2-core machine under a load average of 20.
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  product = await spawnProduct(receiver.env);
}, 120_000);

afterAll(async () => {
  await product?.stop();
  await receiver?.close();
});

describe('tracing', () => {
  it('follows POST /auth/register through gRPC and the bus into billing as one trace', async () => {
    const account = newAccount('trace');
    const res = await register(product.api, account);
    expect(res.status).toBe(201);

    // billing's consumer span ends the flow; the gateway's HTTP span (the root) may still be on
    // its way, so the whole trace is waited for.
    const consumer = await receiver.span(
      'org.registered process',
      (s) => s.name === 'org.registered process',
    );
    const expected = [
      'POST /winzmail/api/auth/register',
      'grpc.winzmail.identity.v1.Identity/Register',
      'org.registered publish',
      'org.registered process',
    ];
    const trace = await receiver.trace(consumer.traceId, expected);
    expect(trace.map((s) => s.name)).toEqual(expect.arrayContaining(expected));
    // Every span of the trace hangs off one root: the gateway's HTTP server span.
    expect(rootsOf(trace).map((s) => s.name)).toEqual(['POST /winzmail/api/auth/register']);
  });
});
