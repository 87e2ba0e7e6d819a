// Original file: billing.proto


export interface GetOrgSubscriptionRequest {
  'org_id'?: (string);
}

export interface GetOrgSubscriptionRequest__Output {
  'org_id': (string);
}
