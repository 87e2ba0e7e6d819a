// Original file: events.proto

import type { OrgSubscription as _winzmail_billing_v1_OrgSubscription, OrgSubscription__Output as _winzmail_billing_v1_OrgSubscription__Output } from '../../../winzmail/billing/v1/OrgSubscription.js';

export interface SubscriptionChanged {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'subscription'?: (_winzmail_billing_v1_OrgSubscription | null);
}

export interface SubscriptionChanged__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'subscription': (_winzmail_billing_v1_OrgSubscription__Output | null);
}
