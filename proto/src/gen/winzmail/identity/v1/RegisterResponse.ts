// Original file: identity.proto


export interface RegisterResponse {
  'org_id'?: (string);
  'user_id'?: (string);
}

export interface RegisterResponse__Output {
  'org_id': (string);
  'user_id': (string);
}
