// Original file: identity.proto


export interface RefreshSessionRequest {
  'refresh_token'?: (string);
}

export interface RefreshSessionRequest__Output {
  'refresh_token': (string);
}
