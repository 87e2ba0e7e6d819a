import { registry, z } from './registry.js';

export const CheckoutBody = z
  .object({
    seat_count: z.number().int().min(1, 'At least one seat.').max(10_000).default(1),
    addon: z.boolean().default(false),
  })
  .strict()
  .openapi('CheckoutBody');

export const CheckoutSession = registry.register(
  'CheckoutSession',
  z.object({
    url: z.string().openapi({ description: "Stripe Checkout's page: send the browser there" }),
  }),
);

export const SubscribeBody = z
  .object({ seat_count: z.number().int().min(1).max(10_000).optional() })
  .strict()
  .openapi('SubscribeBody');

export const SubscribeResult = registry.register(
  'SubscribeResult',
  z.object({
    url: z.string().nullable().openapi({
      description: 'Stripe Checkout, when the change needs a payment page; else null',
    }),
    pending: z.boolean().openapi({
      description:
        'Stripe has the change; the plan shown changes when its confirmation (webhook) lands',
    }),
  }),
);

export const CheckoutStatus = registry.register(
  'CheckoutStatus',
  z.object({
    status: z.enum(['pending', 'complete', 'expired']).openapi({
      description:
        "pending: Stripe's confirmation has not landed yet (show 'payment processing'); " +
        'complete: the subscription is in place; expired: the session was abandoned',
    }),
  }),
);

export const CheckoutSettings = registry.register(
  'CheckoutSettings',
  z.object({
    configured: z.boolean().openapi({
      description: 'Paying by card (Stripe Checkout) is set up on this server',
    }),
    missing_settings: z.array(z.string()).openapi({
      description:
        "The server's environment variables an administrator still has to set; empty when configured",
    }),
  }),
);

export const OrgUser = registry.register(
  'OrgUser',
  z.object({ id: z.string(), email: z.string() }),
);
export const OrgUserList = registry.register('OrgUserList', z.array(OrgUser));
export const AddOrgUserBody = z
  .object({ email: z.string().trim().min(1, 'Please enter an email address.').max(254) })
  .strict()
  .openapi('AddOrgUserBody');
