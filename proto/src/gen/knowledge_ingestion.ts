import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from './winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from './winzmail/export/v1/ExportPart.js';
import type { AddGapEntryRequest as _winzmail_knowledge_v1_AddGapEntryRequest, AddGapEntryRequest__Output as _winzmail_knowledge_v1_AddGapEntryRequest__Output } from './winzmail/knowledge/v1/AddGapEntryRequest.js';
import type { AddGapEntryResponse as _winzmail_knowledge_v1_AddGapEntryResponse, AddGapEntryResponse__Output as _winzmail_knowledge_v1_AddGapEntryResponse__Output } from './winzmail/knowledge/v1/AddGapEntryResponse.js';
import type { DeleteRequest as _winzmail_knowledge_v1_DeleteRequest, DeleteRequest__Output as _winzmail_knowledge_v1_DeleteRequest__Output } from './winzmail/knowledge/v1/DeleteRequest.js';
import type { DeleteResponse as _winzmail_knowledge_v1_DeleteResponse, DeleteResponse__Output as _winzmail_knowledge_v1_DeleteResponse__Output } from './winzmail/knowledge/v1/DeleteResponse.js';
import type { Document as _winzmail_knowledge_v1_Document, Document__Output as _winzmail_knowledge_v1_Document__Output } from './winzmail/knowledge/v1/Document.js';
import type { GapExample as _winzmail_knowledge_v1_GapExample, GapExample__Output as _winzmail_knowledge_v1_GapExample__Output } from './winzmail/knowledge/v1/GapExample.js';
import type { GapGroup as _winzmail_knowledge_v1_GapGroup, GapGroup__Output as _winzmail_knowledge_v1_GapGroup__Output } from './winzmail/knowledge/v1/GapGroup.js';
import type { KnowledgeIngestionClient as _winzmail_knowledge_v1_KnowledgeIngestionClient, KnowledgeIngestionDefinition as _winzmail_knowledge_v1_KnowledgeIngestionDefinition } from './winzmail/knowledge/v1/KnowledgeIngestion.js';
import type { ListGapsRequest as _winzmail_knowledge_v1_ListGapsRequest, ListGapsRequest__Output as _winzmail_knowledge_v1_ListGapsRequest__Output } from './winzmail/knowledge/v1/ListGapsRequest.js';
import type { ListGapsResponse as _winzmail_knowledge_v1_ListGapsResponse, ListGapsResponse__Output as _winzmail_knowledge_v1_ListGapsResponse__Output } from './winzmail/knowledge/v1/ListGapsResponse.js';
import type { ListRequest as _winzmail_knowledge_v1_ListRequest, ListRequest__Output as _winzmail_knowledge_v1_ListRequest__Output } from './winzmail/knowledge/v1/ListRequest.js';
import type { ListResponse as _winzmail_knowledge_v1_ListResponse, ListResponse__Output as _winzmail_knowledge_v1_ListResponse__Output } from './winzmail/knowledge/v1/ListResponse.js';
import type { RelatednessRequest as _winzmail_knowledge_v1_RelatednessRequest, RelatednessRequest__Output as _winzmail_knowledge_v1_RelatednessRequest__Output } from './winzmail/knowledge/v1/RelatednessRequest.js';
import type { RelatednessResponse as _winzmail_knowledge_v1_RelatednessResponse, RelatednessResponse__Output as _winzmail_knowledge_v1_RelatednessResponse__Output } from './winzmail/knowledge/v1/RelatednessResponse.js';
import type { RelatednessRow as _winzmail_knowledge_v1_RelatednessRow, RelatednessRow__Output as _winzmail_knowledge_v1_RelatednessRow__Output } from './winzmail/knowledge/v1/RelatednessRow.js';
import type { ScrapeRequest as _winzmail_knowledge_v1_ScrapeRequest, ScrapeRequest__Output as _winzmail_knowledge_v1_ScrapeRequest__Output } from './winzmail/knowledge/v1/ScrapeRequest.js';
import type { SearchRequest as _winzmail_knowledge_v1_SearchRequest, SearchRequest__Output as _winzmail_knowledge_v1_SearchRequest__Output } from './winzmail/knowledge/v1/SearchRequest.js';
import type { SearchResponse as _winzmail_knowledge_v1_SearchResponse, SearchResponse__Output as _winzmail_knowledge_v1_SearchResponse__Output } from './winzmail/knowledge/v1/SearchResponse.js';
import type { Source as _winzmail_knowledge_v1_Source, Source__Output as _winzmail_knowledge_v1_Source__Output } from './winzmail/knowledge/v1/Source.js';
import type { UploadChunk as _winzmail_knowledge_v1_UploadChunk, UploadChunk__Output as _winzmail_knowledge_v1_UploadChunk__Output } from './winzmail/knowledge/v1/UploadChunk.js';
import type { UploadEnd as _winzmail_knowledge_v1_UploadEnd, UploadEnd__Output as _winzmail_knowledge_v1_UploadEnd__Output } from './winzmail/knowledge/v1/UploadEnd.js';
import type { UploadHeader as _winzmail_knowledge_v1_UploadHeader, UploadHeader__Output as _winzmail_knowledge_v1_UploadHeader__Output } from './winzmail/knowledge/v1/UploadHeader.js';
import type { ViewChunk as _winzmail_knowledge_v1_ViewChunk, ViewChunk__Output as _winzmail_knowledge_v1_ViewChunk__Output } from './winzmail/knowledge/v1/ViewChunk.js';
import type { ViewHeader as _winzmail_knowledge_v1_ViewHeader, ViewHeader__Output as _winzmail_knowledge_v1_ViewHeader__Output } from './winzmail/knowledge/v1/ViewHeader.js';
import type { ViewRequest as _winzmail_knowledge_v1_ViewRequest, ViewRequest__Output as _winzmail_knowledge_v1_ViewRequest__Output } from './winzmail/knowledge/v1/ViewRequest.js';

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
    knowledge: {
      v1: {
        AddGapEntryRequest: MessageTypeDefinition<_winzmail_knowledge_v1_AddGapEntryRequest, _winzmail_knowledge_v1_AddGapEntryRequest__Output>
        AddGapEntryResponse: MessageTypeDefinition<_winzmail_knowledge_v1_AddGapEntryResponse, _winzmail_knowledge_v1_AddGapEntryResponse__Output>
        DeleteRequest: MessageTypeDefinition<_winzmail_knowledge_v1_DeleteRequest, _winzmail_knowledge_v1_DeleteRequest__Output>
        DeleteResponse: MessageTypeDefinition<_winzmail_knowledge_v1_DeleteResponse, _winzmail_knowledge_v1_DeleteResponse__Output>
        Document: MessageTypeDefinition<_winzmail_knowledge_v1_Document, _winzmail_knowledge_v1_Document__Output>
        GapExample: MessageTypeDefinition<_winzmail_knowledge_v1_GapExample, _winzmail_knowledge_v1_GapExample__Output>
        GapGroup: MessageTypeDefinition<_winzmail_knowledge_v1_GapGroup, _winzmail_knowledge_v1_GapGroup__Output>
        KnowledgeIngestion: SubtypeConstructor<typeof grpc.Client, _winzmail_knowledge_v1_KnowledgeIngestionClient> & { service: _winzmail_knowledge_v1_KnowledgeIngestionDefinition }
        ListGapsRequest: MessageTypeDefinition<_winzmail_knowledge_v1_ListGapsRequest, _winzmail_knowledge_v1_ListGapsRequest__Output>
        ListGapsResponse: MessageTypeDefinition<_winzmail_knowledge_v1_ListGapsResponse, _winzmail_knowledge_v1_ListGapsResponse__Output>
        ListRequest: MessageTypeDefinition<_winzmail_knowledge_v1_ListRequest, _winzmail_knowledge_v1_ListRequest__Output>
        ListResponse: MessageTypeDefinition<_winzmail_knowledge_v1_ListResponse, _winzmail_knowledge_v1_ListResponse__Output>
        RelatednessRequest: MessageTypeDefinition<_winzmail_knowledge_v1_RelatednessRequest, _winzmail_knowledge_v1_RelatednessRequest__Output>
        RelatednessResponse: MessageTypeDefinition<_winzmail_knowledge_v1_RelatednessResponse, _winzmail_knowledge_v1_RelatednessResponse__Output>
        RelatednessRow: MessageTypeDefinition<_winzmail_knowledge_v1_RelatednessRow, _winzmail_knowledge_v1_RelatednessRow__Output>
        ScrapeRequest: MessageTypeDefinition<_winzmail_knowledge_v1_ScrapeRequest, _winzmail_knowledge_v1_ScrapeRequest__Output>
        SearchRequest: MessageTypeDefinition<_winzmail_knowledge_v1_SearchRequest, _winzmail_knowledge_v1_SearchRequest__Output>
        SearchResponse: MessageTypeDefinition<_winzmail_knowledge_v1_SearchResponse, _winzmail_knowledge_v1_SearchResponse__Output>
        Source: MessageTypeDefinition<_winzmail_knowledge_v1_Source, _winzmail_knowledge_v1_Source__Output>
        UploadChunk: MessageTypeDefinition<_winzmail_knowledge_v1_UploadChunk, _winzmail_knowledge_v1_UploadChunk__Output>
        UploadEnd: MessageTypeDefinition<_winzmail_knowledge_v1_UploadEnd, _winzmail_knowledge_v1_UploadEnd__Output>
        UploadHeader: MessageTypeDefinition<_winzmail_knowledge_v1_UploadHeader, _winzmail_knowledge_v1_UploadHeader__Output>
        ViewChunk: MessageTypeDefinition<_winzmail_knowledge_v1_ViewChunk, _winzmail_knowledge_v1_ViewChunk__Output>
        ViewHeader: MessageTypeDefinition<_winzmail_knowledge_v1_ViewHeader, _winzmail_knowledge_v1_ViewHeader__Output>
        ViewRequest: MessageTypeDefinition<_winzmail_knowledge_v1_ViewRequest, _winzmail_knowledge_v1_ViewRequest__Output>
      }
    }
  }
}

