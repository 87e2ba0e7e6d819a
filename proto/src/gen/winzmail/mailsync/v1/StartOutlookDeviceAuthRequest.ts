// Original file: mail_sync.proto


export interface StartOutlookDeviceAuthRequest {
  'org_id'?: (string);
}

export interface StartOutlookDeviceAuthRequest__Output {
  'org_id': (string);
}
