// Original file: identity.proto


export interface RenameOrgRequest {
  'org_id'?: (string);
  'user_id'?: (string);
  'session_id'?: (string);
  'name'?: (string);
}

export interface RenameOrgRequest__Output {
  'org_id': (string);
  'user_id': (string);
  'session_id': (string);
  'name': (string);
}
