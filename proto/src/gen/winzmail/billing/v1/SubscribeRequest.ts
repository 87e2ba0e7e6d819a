// Original file: billing.proto


export interface SubscribeRequest {
  'org_id'?: (string);
  'plan_id'?: (string);
  'seat_count'?: (number);
  'success_url'?: (string);
  'cancel_url'?: (string);
}

export interface SubscribeRequest__Output {
  'org_id': (string);
  'plan_id': (string);
  'seat_count': (number);
  'success_url': (string);
  'cancel_url': (string);
}
