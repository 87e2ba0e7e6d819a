// Original file: mail_sync.proto


export interface DeviceCodeSession {
  'device_code'?: (string);
  'user_code'?: (string);
  'verification_uri'?: (string);
  'expires_in'?: (number);
  'message'?: (string);
}

export interface DeviceCodeSession__Output {
  'device_code': (string);
  'user_code': (string);
  'verification_uri': (string);
  'expires_in': (number);
  'message': (string);
}
