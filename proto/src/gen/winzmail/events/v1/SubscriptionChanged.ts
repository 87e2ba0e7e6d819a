// Original file: events.proto


export interface SubscriptionChanged {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'plan_id'?: (string);
  'plan_name'?: (string);
  'status'?: (string);
  'expires_at'?: (string);
  'seats'?: (number);
}

export interface SubscriptionChanged__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'plan_id': (string);
  'plan_name': (string);
  'status': (string);
  'expires_at': (string);
  'seats': (number);
}
