// Original file: reply_generation.proto


export interface GenerateReplyRequest {
  'org_id'?: (string);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'html'?: (string);
}

export interface GenerateReplyRequest__Output {
  'org_id': (string);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'html': (string);
}
