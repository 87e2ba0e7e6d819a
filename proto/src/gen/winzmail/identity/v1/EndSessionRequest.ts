// Original file: identity.proto


export interface EndSessionRequest {
  'refresh_token'?: (string);
  'session_id'?: (string);
  'org_id'?: (string);
}

export interface EndSessionRequest__Output {
  'refresh_token': (string);
  'session_id': (string);
  'org_id': (string);
}
