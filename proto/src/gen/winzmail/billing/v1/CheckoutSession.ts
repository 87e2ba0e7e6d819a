// Original file: billing.proto


export interface CheckoutSession {
  'url'?: (string);
  'id'?: (string);
}

export interface CheckoutSession__Output {
  'url': (string);
  'id': (string);
}
