// Original file: identity.proto


export interface RegisterRequest {
  'org_name'?: (string);
  'email'?: (string);
  'password'?: (string);
  'is_admin'?: (boolean);
  'captcha'?: (string);
  'opt_in'?: (boolean);
}

export interface RegisterRequest__Output {
  'org_name': (string);
  'email': (string);
  'password': (string);
  'is_admin': (boolean);
  'captcha': (string);
  'opt_in': (boolean);
}
