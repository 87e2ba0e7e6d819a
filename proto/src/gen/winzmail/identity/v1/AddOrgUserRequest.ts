// Original file: identity.proto


export interface AddOrgUserRequest {
  'org_id'?: (string);
  'email'?: (string);
  'max_users'?: (number);
}

export interface AddOrgUserRequest__Output {
  'org_id': (string);
  'email': (string);
  'max_users': (number);
}
