// Original file: billing.proto

import type { OrgPlanEntry as _winzmail_billing_v1_OrgPlanEntry, OrgPlanEntry__Output as _winzmail_billing_v1_OrgPlanEntry__Output } from '../../../winzmail/billing/v1/OrgPlanEntry.js';
import type { Long } from '@grpc/proto-loader';

export interface OrgSubscription {
  'plan_name'?: (string);
  'plan_price'?: (number | string);
  'plan_currency'?: (string);
  'plan_expiry'?: (string);
  'trial_active'?: (boolean);
  'plans'?: (_winzmail_billing_v1_OrgPlanEntry)[];
  'valid_until'?: (string);
  'revision'?: (number | string | Long);
}

export interface OrgSubscription__Output {
  'plan_name': (string);
  'plan_price': (number);
  'plan_currency': (string);
  'plan_expiry': (string);
  'trial_active': (boolean);
  'plans': (_winzmail_billing_v1_OrgPlanEntry__Output)[];
  'valid_until': (string);
  'revision': (number);
}
