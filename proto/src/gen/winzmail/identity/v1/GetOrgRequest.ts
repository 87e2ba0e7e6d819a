// Original file: identity.proto


export interface GetOrgRequest {
  'org_id'?: (string);
  'user_id'?: (string);
}

export interface GetOrgRequest__Output {
  'org_id': (string);
  'user_id': (string);
}
