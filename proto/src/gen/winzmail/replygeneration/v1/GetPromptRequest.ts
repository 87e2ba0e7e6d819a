// Original file: reply_generation.proto


export interface GetPromptRequest {
  'org_id'?: (string);
}

export interface GetPromptRequest__Output {
  'org_id': (string);
}
