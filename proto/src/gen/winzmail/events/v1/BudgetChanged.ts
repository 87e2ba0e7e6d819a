// Original file: events.proto

import type { Long } from '@grpc/proto-loader';

export interface BudgetChanged {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'monthly_micros'?: (number | string | Long);
}

export interface BudgetChanged__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'monthly_micros': (number);
}
