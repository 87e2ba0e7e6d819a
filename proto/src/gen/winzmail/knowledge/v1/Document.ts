// Original file: knowledge_ingestion.proto

import type { Long } from '@grpc/proto-loader';

export interface Document {
  'id'?: (string);
  'filename'?: (string);
  'upload_time'?: (string);
  'size'?: (number | string | Long);
  'type'?: (string);
  'status'?: (string);
  'error'?: (string);
  'source_url'?: (string);
  'chunk_count'?: (number);
}

export interface Document__Output {
  'id': (string);
  'filename': (string);
  'upload_time': (string);
  'size': (number);
  'type': (string);
  'status': (string);
  'error': (string);
  'source_url': (string);
  'chunk_count': (number);
}
