// Original file: reply_generation.proto

import type { Long } from '@grpc/proto-loader';

export interface SetModelBudgetRequest {
  'org_id'?: (string);
  'monthly_micros'?: (number | string | Long);
}

export interface SetModelBudgetRequest__Output {
  'org_id': (string);
  'monthly_micros': (number);
}
