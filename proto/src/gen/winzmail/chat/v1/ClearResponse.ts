// Original file: chat.proto


export interface ClearResponse {
  'deleted'?: (number);
}

export interface ClearResponse__Output {
  'deleted': (number);
}
