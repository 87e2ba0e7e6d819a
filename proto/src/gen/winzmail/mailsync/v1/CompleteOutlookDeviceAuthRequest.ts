// Original file: mail_sync.proto


export interface CompleteOutlookDeviceAuthRequest {
  'org_id'?: (string);
  'device_code'?: (string);
  'type'?: (string);
}

export interface CompleteOutlookDeviceAuthRequest__Output {
  'org_id': (string);
  'device_code': (string);
  'type': (string);
}
