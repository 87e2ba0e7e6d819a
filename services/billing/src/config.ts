import { commonEnv, loadConfig, optionalString, port } from '@winzmail/platform';
import { z } from 'zod';

export const billingEnv = z.object({
  ...commonEnv,
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50052),
  /** 0: no trial (the AI writes only for a paid plan). */
  TRIAL_DAYS: z.coerce.number().int().min(0).default(30),
  /** Currency of the seeded plans. */
  BILLING_CURRENCY: z.string().length(3).default('USD'),
  STRIPE_SECRET_KEY: optionalString(),
  STRIPE_WEBHOOK_SECRET: optionalString(),
  STRIPE_API_BASE: optionalString(),
});

export type BillingConfig = z.infer<typeof billingEnv>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig =>
  loadConfig(billingEnv, env);
