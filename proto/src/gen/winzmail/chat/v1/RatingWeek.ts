// Original file: chat.proto


export interface RatingWeek {
  'week'?: (string);
  'up'?: (number);
  'down'?: (number);
}

export interface RatingWeek__Output {
  'week': (string);
  'up': (number);
  'down': (number);
}
