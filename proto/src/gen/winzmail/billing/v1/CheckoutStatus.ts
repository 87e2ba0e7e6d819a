// Original file: billing.proto


export interface CheckoutStatus {
  'status'?: (string);
}

export interface CheckoutStatus__Output {
  'status': (string);
}
