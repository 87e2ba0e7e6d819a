// Original file: knowledge_ingestion.proto


export interface RelatednessRequest {
  'org_id'?: (string);
  'units'?: (string)[];
  'texts'?: (string)[];
}

export interface RelatednessRequest__Output {
  'org_id': (string);
  'units': (string)[];
  'texts': (string)[];
}
