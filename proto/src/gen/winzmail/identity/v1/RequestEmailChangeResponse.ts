// Original file: identity.proto


export interface RequestEmailChangeResponse {
  'new_email'?: (string);
}

export interface RequestEmailChangeResponse__Output {
  'new_email': (string);
}
