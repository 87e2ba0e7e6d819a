// Original file: chat.proto


export interface WidgetSettings {
  'allowed_origins'?: (string)[];
}

export interface WidgetSettings__Output {
  'allowed_origins': (string)[];
}
