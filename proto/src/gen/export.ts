import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from './winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from './winzmail/export/v1/ExportPart.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  winzmail: {
    export: {
      v1: {
        ExportOrgRequest: MessageTypeDefinition<_winzmail_export_v1_ExportOrgRequest, _winzmail_export_v1_ExportOrgRequest__Output>
        ExportPart: MessageTypeDefinition<_winzmail_export_v1_ExportPart, _winzmail_export_v1_ExportPart__Output>
      }
    }
  }
}

