// Original file: knowledge_ingestion.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddGapEntryRequest as _winzmail_knowledge_v1_AddGapEntryRequest, AddGapEntryRequest__Output as _winzmail_knowledge_v1_AddGapEntryRequest__Output } from '../../../winzmail/knowledge/v1/AddGapEntryRequest.js';
import type { AddGapEntryResponse as _winzmail_knowledge_v1_AddGapEntryResponse, AddGapEntryResponse__Output as _winzmail_knowledge_v1_AddGapEntryResponse__Output } from '../../../winzmail/knowledge/v1/AddGapEntryResponse.js';
import type { DeleteRequest as _winzmail_knowledge_v1_DeleteRequest, DeleteRequest__Output as _winzmail_knowledge_v1_DeleteRequest__Output } from '../../../winzmail/knowledge/v1/DeleteRequest.js';
import type { DeleteResponse as _winzmail_knowledge_v1_DeleteResponse, DeleteResponse__Output as _winzmail_knowledge_v1_DeleteResponse__Output } from '../../../winzmail/knowledge/v1/DeleteResponse.js';
import type { Document as _winzmail_knowledge_v1_Document, Document__Output as _winzmail_knowledge_v1_Document__Output } from '../../../winzmail/knowledge/v1/Document.js';
import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from '../../../winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from '../../../winzmail/export/v1/ExportPart.js';
import type { ListGapsRequest as _winzmail_knowledge_v1_ListGapsRequest, ListGapsRequest__Output as _winzmail_knowledge_v1_ListGapsRequest__Output } from '../../../winzmail/knowledge/v1/ListGapsRequest.js';
import type { ListGapsResponse as _winzmail_knowledge_v1_ListGapsResponse, ListGapsResponse__Output as _winzmail_knowledge_v1_ListGapsResponse__Output } from '../../../winzmail/knowledge/v1/ListGapsResponse.js';
import type { ListRequest as _winzmail_knowledge_v1_ListRequest, ListRequest__Output as _winzmail_knowledge_v1_ListRequest__Output } from '../../../winzmail/knowledge/v1/ListRequest.js';
import type { ListResponse as _winzmail_knowledge_v1_ListResponse, ListResponse__Output as _winzmail_knowledge_v1_ListResponse__Output } from '../../../winzmail/knowledge/v1/ListResponse.js';
import type { RelatednessRequest as _winzmail_knowledge_v1_RelatednessRequest, RelatednessRequest__Output as _winzmail_knowledge_v1_RelatednessRequest__Output } from '../../../winzmail/knowledge/v1/RelatednessRequest.js';
import type { RelatednessResponse as _winzmail_knowledge_v1_RelatednessResponse, RelatednessResponse__Output as _winzmail_knowledge_v1_RelatednessResponse__Output } from '../../../winzmail/knowledge/v1/RelatednessResponse.js';
import type { ScrapeRequest as _winzmail_knowledge_v1_ScrapeRequest, ScrapeRequest__Output as _winzmail_knowledge_v1_ScrapeRequest__Output } from '../../../winzmail/knowledge/v1/ScrapeRequest.js';
import type { SearchRequest as _winzmail_knowledge_v1_SearchRequest, SearchRequest__Output as _winzmail_knowledge_v1_SearchRequest__Output } from '../../../winzmail/knowledge/v1/SearchRequest.js';
import type { SearchResponse as _winzmail_knowledge_v1_SearchResponse, SearchResponse__Output as _winzmail_knowledge_v1_SearchResponse__Output } from '../../../winzmail/knowledge/v1/SearchResponse.js';
import type { UploadChunk as _winzmail_knowledge_v1_UploadChunk, UploadChunk__Output as _winzmail_knowledge_v1_UploadChunk__Output } from '../../../winzmail/knowledge/v1/UploadChunk.js';
import type { ViewChunk as _winzmail_knowledge_v1_ViewChunk, ViewChunk__Output as _winzmail_knowledge_v1_ViewChunk__Output } from '../../../winzmail/knowledge/v1/ViewChunk.js';
import type { ViewRequest as _winzmail_knowledge_v1_ViewRequest, ViewRequest__Output as _winzmail_knowledge_v1_ViewRequest__Output } from '../../../winzmail/knowledge/v1/ViewRequest.js';

export interface KnowledgeIngestionClient extends grpc.Client {
  AddGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  AddGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  AddGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  AddGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  addGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  addGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  addGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  addGapEntry(argument: _winzmail_knowledge_v1_AddGapEntryRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_AddGapEntryResponse__Output>): grpc.ClientUnaryCall;
  
  Delete(argument: _winzmail_knowledge_v1_DeleteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  Delete(argument: _winzmail_knowledge_v1_DeleteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  Delete(argument: _winzmail_knowledge_v1_DeleteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  Delete(argument: _winzmail_knowledge_v1_DeleteRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  delete(argument: _winzmail_knowledge_v1_DeleteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  delete(argument: _winzmail_knowledge_v1_DeleteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  delete(argument: _winzmail_knowledge_v1_DeleteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  delete(argument: _winzmail_knowledge_v1_DeleteRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_DeleteResponse__Output>): grpc.ClientUnaryCall;
  
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  
  List(argument: _winzmail_knowledge_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  List(argument: _winzmail_knowledge_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  List(argument: _winzmail_knowledge_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  List(argument: _winzmail_knowledge_v1_ListRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  list(argument: _winzmail_knowledge_v1_ListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  list(argument: _winzmail_knowledge_v1_ListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  list(argument: _winzmail_knowledge_v1_ListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  list(argument: _winzmail_knowledge_v1_ListRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListResponse__Output>): grpc.ClientUnaryCall;
  
  ListGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  ListGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  ListGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  ListGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  listGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  listGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  listGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  listGaps(argument: _winzmail_knowledge_v1_ListGapsRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_ListGapsResponse__Output>): grpc.ClientUnaryCall;
  
  Relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  Relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  Relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  Relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  relatedness(argument: _winzmail_knowledge_v1_RelatednessRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_RelatednessResponse__Output>): grpc.ClientUnaryCall;
  
  Scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  Scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  Scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  Scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  scrape(argument: _winzmail_knowledge_v1_ScrapeRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientUnaryCall;
  
  Search(argument: _winzmail_knowledge_v1_SearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  Search(argument: _winzmail_knowledge_v1_SearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  Search(argument: _winzmail_knowledge_v1_SearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  Search(argument: _winzmail_knowledge_v1_SearchRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _winzmail_knowledge_v1_SearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _winzmail_knowledge_v1_SearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _winzmail_knowledge_v1_SearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  search(argument: _winzmail_knowledge_v1_SearchRequest, callback: grpc.requestCallback<_winzmail_knowledge_v1_SearchResponse__Output>): grpc.ClientUnaryCall;
  
  Upload(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  Upload(metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  Upload(options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  Upload(callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  upload(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  upload(metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  upload(options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  upload(callback: grpc.requestCallback<_winzmail_knowledge_v1_Document__Output>): grpc.ClientWritableStream<_winzmail_knowledge_v1_UploadChunk>;
  
  View(argument: _winzmail_knowledge_v1_ViewRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_knowledge_v1_ViewChunk__Output>;
  View(argument: _winzmail_knowledge_v1_ViewRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_knowledge_v1_ViewChunk__Output>;
  view(argument: _winzmail_knowledge_v1_ViewRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_knowledge_v1_ViewChunk__Output>;
  view(argument: _winzmail_knowledge_v1_ViewRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_knowledge_v1_ViewChunk__Output>;
  
}

export interface KnowledgeIngestionHandlers extends grpc.UntypedServiceImplementation {
  AddGapEntry: grpc.handleUnaryCall<_winzmail_knowledge_v1_AddGapEntryRequest__Output, _winzmail_knowledge_v1_AddGapEntryResponse>;
  
  Delete: grpc.handleUnaryCall<_winzmail_knowledge_v1_DeleteRequest__Output, _winzmail_knowledge_v1_DeleteResponse>;
  
  ExportOrg: grpc.handleServerStreamingCall<_winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart>;
  
  List: grpc.handleUnaryCall<_winzmail_knowledge_v1_ListRequest__Output, _winzmail_knowledge_v1_ListResponse>;
  
  ListGaps: grpc.handleUnaryCall<_winzmail_knowledge_v1_ListGapsRequest__Output, _winzmail_knowledge_v1_ListGapsResponse>;
  
  Relatedness: grpc.handleUnaryCall<_winzmail_knowledge_v1_RelatednessRequest__Output, _winzmail_knowledge_v1_RelatednessResponse>;
  
  Scrape: grpc.handleUnaryCall<_winzmail_knowledge_v1_ScrapeRequest__Output, _winzmail_knowledge_v1_Document>;
  
  Search: grpc.handleUnaryCall<_winzmail_knowledge_v1_SearchRequest__Output, _winzmail_knowledge_v1_SearchResponse>;
  
  Upload: grpc.handleClientStreamingCall<_winzmail_knowledge_v1_UploadChunk__Output, _winzmail_knowledge_v1_Document>;
  
  View: grpc.handleServerStreamingCall<_winzmail_knowledge_v1_ViewRequest__Output, _winzmail_knowledge_v1_ViewChunk>;
  
}

export interface KnowledgeIngestionDefinition extends grpc.ServiceDefinition {
  AddGapEntry: MethodDefinition<_winzmail_knowledge_v1_AddGapEntryRequest, _winzmail_knowledge_v1_AddGapEntryResponse, _winzmail_knowledge_v1_AddGapEntryRequest__Output, _winzmail_knowledge_v1_AddGapEntryResponse__Output>
  Delete: MethodDefinition<_winzmail_knowledge_v1_DeleteRequest, _winzmail_knowledge_v1_DeleteResponse, _winzmail_knowledge_v1_DeleteRequest__Output, _winzmail_knowledge_v1_DeleteResponse__Output>
  ExportOrg: MethodDefinition<_winzmail_export_v1_ExportOrgRequest, _winzmail_export_v1_ExportPart, _winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart__Output>
  List: MethodDefinition<_winzmail_knowledge_v1_ListRequest, _winzmail_knowledge_v1_ListResponse, _winzmail_knowledge_v1_ListRequest__Output, _winzmail_knowledge_v1_ListResponse__Output>
  ListGaps: MethodDefinition<_winzmail_knowledge_v1_ListGapsRequest, _winzmail_knowledge_v1_ListGapsResponse, _winzmail_knowledge_v1_ListGapsRequest__Output, _winzmail_knowledge_v1_ListGapsResponse__Output>
  Relatedness: MethodDefinition<_winzmail_knowledge_v1_RelatednessRequest, _winzmail_knowledge_v1_RelatednessResponse, _winzmail_knowledge_v1_RelatednessRequest__Output, _winzmail_knowledge_v1_RelatednessResponse__Output>
  Scrape: MethodDefinition<_winzmail_knowledge_v1_ScrapeRequest, _winzmail_knowledge_v1_Document, _winzmail_knowledge_v1_ScrapeRequest__Output, _winzmail_knowledge_v1_Document__Output>
  Search: MethodDefinition<_winzmail_knowledge_v1_SearchRequest, _winzmail_knowledge_v1_SearchResponse, _winzmail_knowledge_v1_SearchRequest__Output, _winzmail_knowledge_v1_SearchResponse__Output>
  Upload: MethodDefinition<_winzmail_knowledge_v1_UploadChunk, _winzmail_knowledge_v1_Document, _winzmail_knowledge_v1_UploadChunk__Output, _winzmail_knowledge_v1_Document__Output>
  View: MethodDefinition<_winzmail_knowledge_v1_ViewRequest, _winzmail_knowledge_v1_ViewChunk, _winzmail_knowledge_v1_ViewRequest__Output, _winzmail_knowledge_v1_ViewChunk__Output>
}
