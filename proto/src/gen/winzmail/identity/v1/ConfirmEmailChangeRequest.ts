// Original file: identity.proto


export interface ConfirmEmailChangeRequest {
  'token'?: (string);
}

export interface ConfirmEmailChangeRequest__Output {
  'token': (string);
}
