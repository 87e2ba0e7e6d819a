// Original file: knowledge_ingestion.proto


export interface ScrapeRequest {
  'org_id'?: (string);
  'url'?: (string);
  'max_pages'?: (number);
}

export interface ScrapeRequest__Output {
  'org_id': (string);
  'url': (string);
  'max_pages': (number);
}
