// Original file: billing.proto


export interface PaymentSettings {
  'checkout'?: (boolean);
  'missing_settings'?: (string)[];
}

export interface PaymentSettings__Output {
  'checkout': (boolean);
  'missing_settings': (string)[];
}
