// Original file: chat.proto


export interface GetWidgetSettingsRequest {
  'org_id'?: (string);
}

export interface GetWidgetSettingsRequest__Output {
  'org_id': (string);
}
