// Original file: identity.proto

import type { Long } from '@grpc/proto-loader';

export interface LoginResponse {
  'access_token'?: (string);
  'token_type'?: (string);
  'expires_in'?: (number | string | Long);
  'refresh_token'?: (string);
  'refresh_expires_in'?: (number | string | Long);
}

export interface LoginResponse__Output {
  'access_token': (string);
  'token_type': (string);
  'expires_in': (number);
  'refresh_token': (string);
  'refresh_expires_in': (number);
}
