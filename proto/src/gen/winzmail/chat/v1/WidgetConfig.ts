// Original file: chat.proto


export interface WidgetConfig {
  'org_name'?: (string);
}

export interface WidgetConfig__Output {
  'org_name': (string);
}
