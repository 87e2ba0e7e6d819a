// Original file: knowledge_ingestion.proto


export interface UploadHeader {
  'org_id'?: (string);
  'filename'?: (string);
  'content_type'?: (string);
}

export interface UploadHeader__Output {
  'org_id': (string);
  'filename': (string);
  'content_type': (string);
}
