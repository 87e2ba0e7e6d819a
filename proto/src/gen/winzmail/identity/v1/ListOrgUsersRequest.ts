// Original file: identity.proto


export interface ListOrgUsersRequest {
  'org_id'?: (string);
}

export interface ListOrgUsersRequest__Output {
  'org_id': (string);
}
