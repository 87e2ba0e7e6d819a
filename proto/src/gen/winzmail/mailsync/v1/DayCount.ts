// Original file: mail_sync.proto


export interface DayCount {
  'date'?: (string);
  'received'?: (number);
  'replied'?: (number);
}

export interface DayCount__Output {
  'date': (string);
  'received': (number);
  'replied': (number);
}
