import { z } from './registry.js';

export const OrgPlanEntry = z
  .object({
    plan_name: z.string(),
    plan_expiry: z.string().nullable(),
    plan_type: z.string(),
    user_count: z.number().int(),
    plan_price: z.number(),
    plan_currency: z.string(),
  })
  .openapi('OrgPlanEntry');

export const OrgDetails = z
  .object({
    id: z.string(),
    user_email: z.string().nullable(),
    name: z.string(),
    plan_name: z.string().nullable(),
    plan_price: z.number().nullable(),
    plan_currency: z.string().nullable(),
    plan_expiry: z.string().nullable(),
    trial_active: z.boolean(),
    plans: z.array(OrgPlanEntry),
  })
  .openapi('OrgDetails');

export const Plan = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    currency: z.string(),
    duration_days: z.number().int(),
    features: z.array(z.string()),
    plan_type: z.string(),
    user_count: z.number().int(),
  })
  .openapi('Plan');

export const PlanList = z.array(Plan).openapi('PlanList');

export const PublicConfig = z
  .object({
    app_name: z.string(),
    support_email: z
      .string()
      .openapi({ description: 'The contact address (SUPPORT_EMAIL); empty when none is set' }),
    support_phone: z
      .string()
      .openapi({ description: 'The contact phone (SUPPORT_PHONE); empty when none is set' }),
    system_mail: z.boolean().openapi({
      description:
        'System mail is configured (SYSTEM_SMTP_URL): password-reset and email-change links can be sent',
    }),
  })
  .openapi('PublicConfig');
