// Original file: export.proto


export interface ExportOrgRequest {
  'org_id'?: (string);
}

export interface ExportOrgRequest__Output {
  'org_id': (string);
}
