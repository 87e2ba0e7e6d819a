// Original file: identity.proto


export interface RevokedSession {
  'session_id'?: (string);
  'org_id'?: (string);
  'user_id'?: (string);
  'until'?: (string);
}

export interface RevokedSession__Output {
  'session_id': (string);
  'org_id': (string);
  'user_id': (string);
  'until': (string);
}
