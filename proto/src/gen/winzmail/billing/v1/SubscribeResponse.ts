// Original file: billing.proto


export interface SubscribeResponse {
  'url'?: (string);
  'pending'?: (boolean);
}

export interface SubscribeResponse__Output {
  'url': (string);
  'pending': (boolean);
}
