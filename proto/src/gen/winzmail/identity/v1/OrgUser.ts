// Original file: identity.proto


export interface OrgUser {
  'id'?: (string);
  'email'?: (string);
}

export interface OrgUser__Output {
  'id': (string);
  'email': (string);
}
