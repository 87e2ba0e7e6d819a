// Original file: identity.proto


export interface ChangePasswordRequest {
  'org_id'?: (string);
  'user_id'?: (string);
  'session_id'?: (string);
  'current_password'?: (string);
  'new_password'?: (string);
}

export interface ChangePasswordRequest__Output {
  'org_id': (string);
  'user_id': (string);
  'session_id': (string);
  'current_password': (string);
  'new_password': (string);
}
