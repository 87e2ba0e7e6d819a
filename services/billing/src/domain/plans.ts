/** A plan a deployment offers. */
export interface Plan {
  id: string;
  name: string;
  price: number;
  currency: string;
  duration_days: number;
  features: string[];
  /** 'flat' (one price per organisation) or 'per_user' (price per seat). */
  plan_type: 'flat' | 'per_user';
  /** Staff seats for flat plans; the Outlook-plugin user limit for the per-user plan. */
  user_count: number;
}

export const OUTLOOK_PLUGIN_PLAN = 'Outlook Plugin';

/** The plans a new deployment offers (seeded at start; prices in the configured currency). */
export function defaultPlans(currency: string): Plan[] {
  return [
    {
      id: 'starter',
      name: 'Starter',
      price: 19,
      currency,
      duration_days: 30,
      features: [
        '1 mailbox',
        'AI replies in draft or auto mode',
        '50 knowledge-base documents',
        'Website chatbot',
      ],
      plan_type: 'flat',
      user_count: 1,
    },
    {
      id: 'professional',
      name: 'Professional',
      price: 49,
      currency,
      duration_days: 30,
      features: [
        '3 mailboxes',
        'Unlimited AI replies',
        '500 knowledge-base documents',
        'Website chatbot',
        'Priority support',
      ],
      plan_type: 'flat',
      user_count: 5,
    },
    {
      id: 'business',
      name: 'Business',
      price: 99,
      currency,
      duration_days: 30,
      features: [
        '10 mailboxes',
        'Unlimited AI replies',
        'Unlimited documents',
        'Website chatbot',
        'Dedicated support',
      ],
      plan_type: 'flat',
      user_count: 20,
    },
    {
      id: 'outlook-plugin',
      name: OUTLOOK_PLUGIN_PLAN,
      price: 5,
      currency,
      duration_days: 30,
      features: ['AI replies inside Outlook', 'Per-user seats', 'Shared knowledge base'],
      plan_type: 'per_user',
      user_count: 10,
    },
  ];
}
