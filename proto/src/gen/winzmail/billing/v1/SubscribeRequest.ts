// Original file: billing.proto


export interface SubscribeRequest {
  'org_id'?: (string);
  'plan_id'?: (string);
}

export interface SubscribeRequest__Output {
  'org_id': (string);
  'plan_id': (string);
}
