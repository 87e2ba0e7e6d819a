// Original file: reply_generation.proto

import type { Long } from '@grpc/proto-loader';

export interface ModelBudget {
  'monthly_micros'?: (number | string | Long);
  'spent_micros'?: (number | string | Long);
  'exceeded'?: (boolean);
  'month'?: (string);
  'priced'?: (boolean);
  'fallback_model'?: (string);
}

export interface ModelBudget__Output {
  'monthly_micros': (number);
  'spent_micros': (number);
  'exceeded': (boolean);
  'month': (string);
  'priced': (boolean);
  'fallback_model': (string);
}
