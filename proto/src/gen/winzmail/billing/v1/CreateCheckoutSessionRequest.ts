// Original file: billing.proto


export interface CreateCheckoutSessionRequest {
  'org_id'?: (string);
  'plan_id'?: (string);
  'seat_count'?: (number);
  'addon'?: (boolean);
  'success_url'?: (string);
  'cancel_url'?: (string);
}

export interface CreateCheckoutSessionRequest__Output {
  'org_id': (string);
  'plan_id': (string);
  'seat_count': (number);
  'addon': (boolean);
  'success_url': (string);
  'cancel_url': (string);
}
