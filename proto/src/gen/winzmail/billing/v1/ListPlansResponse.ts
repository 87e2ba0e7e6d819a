// Original file: billing.proto

import type { Plan as _winzmail_billing_v1_Plan, Plan__Output as _winzmail_billing_v1_Plan__Output } from '../../../winzmail/billing/v1/Plan.js';

export interface ListPlansResponse {
  'plans'?: (_winzmail_billing_v1_Plan)[];
}

export interface ListPlansResponse__Output {
  'plans': (_winzmail_billing_v1_Plan__Output)[];
}
