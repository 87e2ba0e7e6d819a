// Original file: chat.proto


export interface VisitorToken {
  'visitor_token'?: (string);
}

export interface VisitorToken__Output {
  'visitor_token': (string);
}
