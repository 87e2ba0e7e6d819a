// Original file: identity.proto


export interface DeleteOrgRequest {
  'org_id'?: (string);
  'user_id'?: (string);
  'confirm_name'?: (string);
}

export interface DeleteOrgRequest__Output {
  'org_id': (string);
  'user_id': (string);
  'confirm_name': (string);
}
