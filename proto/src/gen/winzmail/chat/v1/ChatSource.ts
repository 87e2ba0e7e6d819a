// Original file: chat.proto


export interface ChatSource {
  'number'?: (number);
  'title'?: (string);
  'document_id'?: (string);
  'url'?: (string);
}

export interface ChatSource__Output {
  'number': (number);
  'title': (string);
  'document_id': (string);
  'url': (string);
}
