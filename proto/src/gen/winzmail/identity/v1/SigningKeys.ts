// Original file: identity.proto


export interface SigningKeys {
  'jwks_json'?: (string);
  'issuer'?: (string);
  'audience'?: (string);
}

export interface SigningKeys__Output {
  'jwks_json': (string);
  'issuer': (string);
  'audience': (string);
}
