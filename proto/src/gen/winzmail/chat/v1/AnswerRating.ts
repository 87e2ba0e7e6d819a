// Original file: chat.proto


export interface AnswerRating {
  'chat_id'?: (string);
  'rating'?: (string);
  'reason'?: (string);
  'rated_at'?: (string);
}

export interface AnswerRating__Output {
  'chat_id': (string);
  'rating': (string);
  'reason': (string);
  'rated_at': (string);
}
