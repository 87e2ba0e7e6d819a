// Original file: identity.proto


export interface Org {
  'id'?: (string);
  'name'?: (string);
  'user_email'?: (string);
  'created_at'?: (string);
  'is_admin'?: (boolean);
}

export interface Org__Output {
  'id': (string);
  'name': (string);
  'user_email': (string);
  'created_at': (string);
  'is_admin': (boolean);
}
