// Original file: billing.proto


export interface GetCheckoutStatusRequest {
  'org_id'?: (string);
  'session_id'?: (string);
}

export interface GetCheckoutStatusRequest__Output {
  'org_id': (string);
  'session_id': (string);
}
