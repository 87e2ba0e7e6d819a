// Original file: identity.proto


export interface LoginRequest {
  'email'?: (string);
  'password'?: (string);
  'is_admin'?: (boolean);
  'client_ip'?: (string);
  'captcha'?: (string);
}

export interface LoginRequest__Output {
  'email': (string);
  'password': (string);
  'is_admin': (boolean);
  'client_ip': (string);
  'captcha': (string);
}
