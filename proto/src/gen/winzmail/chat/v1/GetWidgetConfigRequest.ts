// Original file: chat.proto


export interface GetWidgetConfigRequest {
  'org_id'?: (string);
  'origin'?: (string);
  'staff'?: (boolean);
}

export interface GetWidgetConfigRequest__Output {
  'org_id': (string);
  'origin': (string);
  'staff': (boolean);
}
