// Original file: billing.proto


export interface OrgPlanEntry {
  'plan_name'?: (string);
  'plan_expiry'?: (string);
  'plan_type'?: (string);
  'user_count'?: (number);
  'plan_price'?: (number | string);
  'plan_currency'?: (string);
}

export interface OrgPlanEntry__Output {
  'plan_name': (string);
  'plan_expiry': (string);
  'plan_type': (string);
  'user_count': (number);
  'plan_price': (number);
  'plan_currency': (string);
}
