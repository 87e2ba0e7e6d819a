// Original file: identity.proto


export interface CaptchaChallenge {
  'provider'?: (string);
  'json'?: (string);
}

export interface CaptchaChallenge__Output {
  'provider': (string);
  'json': (string);
}
