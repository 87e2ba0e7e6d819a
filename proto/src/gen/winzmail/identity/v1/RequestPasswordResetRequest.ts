// Original file: identity.proto


export interface RequestPasswordResetRequest {
  'email'?: (string);
  'client_ip'?: (string);
  'language'?: (string);
  'link_base'?: (string);
}

export interface RequestPasswordResetRequest__Output {
  'email': (string);
  'client_ip': (string);
  'language': (string);
  'link_base': (string);
}
