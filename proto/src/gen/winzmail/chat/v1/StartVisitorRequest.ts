// Original file: chat.proto


export interface StartVisitorRequest {
  'org_id'?: (string);
  'origin'?: (string);
}

export interface StartVisitorRequest__Output {
  'org_id': (string);
  'origin': (string);
}
