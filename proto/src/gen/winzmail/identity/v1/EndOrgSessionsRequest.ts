// Original file: identity.proto


export interface EndOrgSessionsRequest {
  'org_id'?: (string);
}

export interface EndOrgSessionsRequest__Output {
  'org_id': (string);
}
