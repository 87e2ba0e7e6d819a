// Original file: billing.proto


export interface CheckoutSession {
  'url'?: (string);
}

export interface CheckoutSession__Output {
  'url': (string);
}
