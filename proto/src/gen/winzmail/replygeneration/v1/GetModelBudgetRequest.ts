// Original file: reply_generation.proto


export interface GetModelBudgetRequest {
  'org_id'?: (string);
}

export interface GetModelBudgetRequest__Output {
  'org_id': (string);
}
