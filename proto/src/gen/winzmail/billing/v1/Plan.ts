// Original file: billing.proto


export interface Plan {
  'id'?: (string);
  'name'?: (string);
  'price'?: (number | string);
  'currency'?: (string);
  'duration_days'?: (number);
  'features'?: (string)[];
  'plan_type'?: (string);
  'user_count'?: (number);
}

export interface Plan__Output {
  'id': (string);
  'name': (string);
  'price': (number);
  'currency': (string);
  'duration_days': (number);
  'features': (string)[];
  'plan_type': (string);
  'user_count': (number);
}
