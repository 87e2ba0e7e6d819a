// Original file: chat.proto


export interface HandOffResult {
  'handoff_id'?: (string);
  'created_at'?: (string);
}

export interface HandOffResult__Output {
  'handoff_id': (string);
  'created_at': (string);
}
