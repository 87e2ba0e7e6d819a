// Original file: billing.proto

import type { OrgPlanEntry as _winzmail_billing_v1_OrgPlanEntry, OrgPlanEntry__Output as _winzmail_billing_v1_OrgPlanEntry__Output } from '../../../winzmail/billing/v1/OrgPlanEntry.js';

export interface OrgSubscription {
  'plan_name'?: (string);
  'plan_price'?: (number | string);
  'plan_currency'?: (string);
  'plan_expiry'?: (string);
  'trial_active'?: (boolean);
  'plans'?: (_winzmail_billing_v1_OrgPlanEntry)[];
}

export interface OrgSubscription__Output {
  'plan_name': (string);
  'plan_price': (number);
  'plan_currency': (string);
  'plan_expiry': (string);
  'trial_active': (boolean);
  'plans': (_winzmail_billing_v1_OrgPlanEntry__Output)[];
}
