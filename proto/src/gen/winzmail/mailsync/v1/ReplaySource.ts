// Original file: mail_sync.proto


export interface ReplaySource {
  'title'?: (string);
  'url'?: (string);
}

export interface ReplaySource__Output {
  'title': (string);
  'url': (string);
}
