// Original file: reply_generation.proto


export interface GetModelStatusRequest {
  'org_id'?: (string);
}

export interface GetModelStatusRequest__Output {
  'org_id': (string);
}
