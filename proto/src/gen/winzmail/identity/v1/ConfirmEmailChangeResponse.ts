// Original file: identity.proto


export interface ConfirmEmailChangeResponse {
  'email'?: (string);
}

export interface ConfirmEmailChangeResponse__Output {
  'email': (string);
}
