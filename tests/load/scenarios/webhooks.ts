// A burst of Stripe webhooks: POST /billing/webhook, each a new signed event (Stripe-Signature
// t=<ts>,v1=<HMAC-SHA256 of "ts.payload"> with the webhook secret) moving the organisation's
// subscription on: signature check, once-only claim, state change, subscription.changed.
import { subscriptionEventSeries } from '@winzmail/testing/stripe';
import { step, type Ctx, type Scenario, type StepResult } from '../lib/scenario.js';
import type { LoadShape, Target } from '../lib/vegeta.js';

const SHAPES: Record<string, { events: number; shape: LoadShape }> = {
  smoke: { events: 300, shape: { workers: 20, rate: 100, seconds: 20 } },
  // Signatures are made before the step and Stripe's tolerance is 5 minutes: keep it shorter.
  staging: { events: 6000, shape: { workers: 50, rate: 40, seconds: 150 } },
};

export const webhooks: Scenario = {
  name: 'webhooks',
  thresholds: { burst: { p95Ms: 300, errorRate: 0 } },
  async run(ctx: Ctx): Promise<StepResult[]> {
    if (ctx.profile === 'capacity') return [];
    const secret = ctx.system.webhookSecret;
    if (!secret) {
      ctx.log('  SKIPPED: webhooks: set STRIPE_WEBHOOK_SECRET (the deployment’s) to sign them');
      return [];
    }
    const { orgId } = ctx.org;
    const shape = SHAPES[ctx.profile]!;
    const events = subscriptionEventSeries(secret, orgId, `sub_load_${orgId}`, shape.events);
    const targets: Target[] = events.map((e) => ({
      method: 'POST',
      url: `${ctx.system.api}/billing/webhook`,
      header: { 'content-type': ['application/json'], 'stripe-signature': [e.signature] },
      body: Buffer.from(e.payload).toString('base64'),
    }));
    return [await step(ctx, this, 'burst', targets, shape.shape)];
  },
};
