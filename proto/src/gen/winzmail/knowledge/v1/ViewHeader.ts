// Original file: knowledge_ingestion.proto

import type { Long } from '@grpc/proto-loader';

export interface ViewHeader {
  'filename'?: (string);
  'content_type'?: (string);
  'size'?: (number | string | Long);
}

export interface ViewHeader__Output {
  'filename': (string);
  'content_type': (string);
  'size': (number);
}
