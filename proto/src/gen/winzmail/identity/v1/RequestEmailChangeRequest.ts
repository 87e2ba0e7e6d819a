// Original file: identity.proto


export interface RequestEmailChangeRequest {
  'org_id'?: (string);
  'user_id'?: (string);
  'current_password'?: (string);
  'new_email'?: (string);
  'language'?: (string);
  'link_base'?: (string);
}

export interface RequestEmailChangeRequest__Output {
  'org_id': (string);
  'user_id': (string);
  'current_password': (string);
  'new_email': (string);
  'language': (string);
  'link_base': (string);
}
