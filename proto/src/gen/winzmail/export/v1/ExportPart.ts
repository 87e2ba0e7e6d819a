// Original file: export.proto


export interface ExportPart {
  'path'?: (string);
  'data'?: (Buffer | Uint8Array | string);
}

export interface ExportPart__Output {
  'path': (string);
  'data': (Buffer);
}
