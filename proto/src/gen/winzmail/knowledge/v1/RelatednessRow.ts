// Original file: knowledge_ingestion.proto


export interface RelatednessRow {
  'similarities'?: (number | string)[];
}

export interface RelatednessRow__Output {
  'similarities': (number)[];
}
