// Original file: identity.proto


export interface AccountSettings {
  'system_mail'?: (boolean);
}

export interface AccountSettings__Output {
  'system_mail': (boolean);
}
