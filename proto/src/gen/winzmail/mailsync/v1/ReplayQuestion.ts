// Original file: mail_sync.proto


export interface ReplayQuestion {
  'from_address'?: (string);
  'from_name'?: (string);
  'subject'?: (string);
  'date'?: (string);
  'body'?: (string);
}

export interface ReplayQuestion__Output {
  'from_address': (string);
  'from_name': (string);
  'subject': (string);
  'date': (string);
  'body': (string);
}
