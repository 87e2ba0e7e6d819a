import express, { Router, type Request, type RequestHandler } from 'express';
import type { BillingClient } from '../clients/billing.js';
import { authOf } from '../http/auth.js';
import { bodyOf, validateBody } from '../http/validate.js';
import {
  CheckoutBody,
  CheckoutSession,
  CheckoutSettings,
  CheckoutStatus,
  SubscribeBody,
  SubscribeResult,
} from '../schemas/billing.js';
import { bearerAuth, errorResponses, jsonContent, registry, z } from '../schemas/registry.js';

const security = [{ [bearerAuth.name]: [] }];
const planParam = z.object({ id: z.string() });

registry.registerPath({
  method: 'post',
  path: '/plans/create-checkout-session/{id}',
  summary: 'Starts a Stripe Checkout for a plan (seats for a per-user plan; addon adds seats)',
  security,
  request: { params: planParam, body: { content: jsonContent(CheckoutBody) } },
  responses: {
    200: { description: 'Where to send the browser', content: jsonContent(CheckoutSession) },
    ...errorResponses(400, 401, 404, 409, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/plans/subscribe/{id}',
  summary: "Changes the organisation's running subscription to this plan (upgrade, prorated)",
  security,
  request: { params: planParam, body: { content: jsonContent(SubscribeBody) } },
  responses: {
    200: { description: 'What happens next', content: jsonContent(SubscribeResult) },
    ...errorResponses(400, 401, 404, 409, 503),
  },
});
registry.registerPath({
  method: 'get',
  path: '/plans/checkout-session/{id}',
  summary: "Whether Stripe's confirmation of a checkout has landed",
  security,
  request: { params: planParam },
  responses: {
    200: { description: 'The checkout’s state', content: jsonContent(CheckoutStatus) },
    ...errorResponses(401, 404),
  },
});
registry.registerPath({
  method: 'get',
  path: '/billing/checkout',
  summary:
    'Whether paying by card is set up on this server (the web app disables what cannot work)',
  security,
  responses: {
    200: { description: 'Checkout settings', content: jsonContent(CheckoutSettings) },
    ...errorResponses(401, 503),
  },
});
registry.registerPath({
  method: 'post',
  path: '/billing/webhook',
  summary: "Stripe's webhook: events signed with the endpoint's secret (raw body checked)",
  request: {
    headers: z.object({ 'Stripe-Signature': z.string() }),
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({}).passthrough() } },
    },
  },
  responses: {
    200: {
      description: 'Handled (or already handled)',
      content: jsonContent(z.object({ received: z.boolean(), duplicate: z.boolean() })),
    },
    // 503: payments are not configured on this server (no webhook secret to check with).
    ...errorResponses(400, 503),
  },
});

export interface BillingPaths {
  basePath: string;
  /** The public URL (PUBLIC_URL), else the request's own origin is used. */
  publicUrl?: string;
}

/**
 * Paying: Checkout, prorated changes, and whether a checkout's confirmation has landed. Where
 * the browser returns is built here (the Subscription screen), never taken from the request.
 */
export function billingRoutes(
  auth: RequestHandler,
  billing: BillingClient,
  paths: BillingPaths,
): Router {
  const router = Router();
  const urls = (req: Request) => {
    const base = paths.publicUrl
      ? paths.publicUrl.replace(/\/+$/, '')
      : `${req.protocol}://${req.get('host') ?? 'localhost'}${paths.basePath}`;
    return {
      success_url: `${base}/subscription`,
      cancel_url: `${base}/subscription?checkout=cancelled`,
    };
  };
  router.get('/billing/checkout', auth, async (_req, res) => {
    const settings = await billing.GetPaymentSettings({});
    res
      .set('Cache-Control', 'no-store')
      .json({ configured: settings.checkout, missing_settings: settings.missing_settings });
  });
  router.post(
    '/plans/create-checkout-session/:id',
    auth,
    validateBody(CheckoutBody),
    async (req, res) => {
      const body = bodyOf(CheckoutBody, res.locals);
      const session = await billing.CreateCheckoutSession({
        org_id: authOf(res).orgId,
        plan_id: String(req.params.id),
        seat_count: body.seat_count,
        addon: body.addon,
        ...urls(req),
      });
      res.json({ url: session.url });
    },
  );
  router.post('/plans/subscribe/:id', auth, validateBody(SubscribeBody), async (req, res) => {
    const body = bodyOf(SubscribeBody, res.locals);
    const answer = await billing.Subscribe({
      org_id: authOf(res).orgId,
      plan_id: String(req.params.id),
      seat_count: body.seat_count ?? 0,
      ...urls(req),
    });
    res.json({ url: answer.url || null, pending: answer.pending });
  });
  router.get('/plans/checkout-session/:id', auth, async (req, res) => {
    const answer = await billing.GetCheckoutStatus({
      org_id: authOf(res).orgId,
      session_id: String(req.params.id),
    });
    res.set('Cache-Control', 'no-store').json({ status: answer.status });
  });
  return router;
}

/**
 * Stripe's webhook, before the JSON parser: the signature covers the raw bytes, so they reach
 * billing untouched.
 */
export function stripeWebhook(billing: BillingClient): RequestHandler[] {
  return [
    express.raw({ type: '*/*', limit: '1mb' }),
    async (req, res) => {
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await billing.HandleWebhook({
        payload,
        signature: req.get('stripe-signature') ?? '',
      });
      res.json({ received: true, duplicate: answer.duplicate });
    },
  ];
}
