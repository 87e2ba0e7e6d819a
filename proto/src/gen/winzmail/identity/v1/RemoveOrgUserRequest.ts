// Original file: identity.proto


export interface RemoveOrgUserRequest {
  'org_id'?: (string);
  'user_id'?: (string);
}

export interface RemoveOrgUserRequest__Output {
  'org_id': (string);
  'user_id': (string);
}
