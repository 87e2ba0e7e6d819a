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
import type { CompleteGmailRequest as _winzmail_mailsync_v1_CompleteGmailRequest, CompleteGmailRequest__Output as _winzmail_mailsync_v1_CompleteGmailRequest__Output } from './winzmail/mailsync/v1/CompleteGmailRequest.js';
import type { CompleteGmailResponse as _winzmail_mailsync_v1_CompleteGmailResponse, CompleteGmailResponse__Output as _winzmail_mailsync_v1_CompleteGmailResponse__Output } from './winzmail/mailsync/v1/CompleteGmailResponse.js';
import type { CompleteOutlookDeviceAuthRequest as _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, CompleteOutlookDeviceAuthRequest__Output as _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest__Output } from './winzmail/mailsync/v1/CompleteOutlookDeviceAuthRequest.js';
import type { DayCount as _winzmail_mailsync_v1_DayCount, DayCount__Output as _winzmail_mailsync_v1_DayCount__Output } from './winzmail/mailsync/v1/DayCount.js';
import type { DeviceCodeSession as _winzmail_mailsync_v1_DeviceCodeSession, DeviceCodeSession__Output as _winzmail_mailsync_v1_DeviceCodeSession__Output } from './winzmail/mailsync/v1/DeviceCodeSession.js';
import type { EmailConfig as _winzmail_mailsync_v1_EmailConfig, EmailConfig__Output as _winzmail_mailsync_v1_EmailConfig__Output } from './winzmail/mailsync/v1/EmailConfig.js';
import type { EmailConfigResponse as _winzmail_mailsync_v1_EmailConfigResponse, EmailConfigResponse__Output as _winzmail_mailsync_v1_EmailConfigResponse__Output } from './winzmail/mailsync/v1/EmailConfigResponse.js';
import type { EmailStats as _winzmail_mailsync_v1_EmailStats, EmailStats__Output as _winzmail_mailsync_v1_EmailStats__Output } from './winzmail/mailsync/v1/EmailStats.js';
import type { FetchRecentEmailsRequest as _winzmail_mailsync_v1_FetchRecentEmailsRequest, FetchRecentEmailsRequest__Output as _winzmail_mailsync_v1_FetchRecentEmailsRequest__Output } from './winzmail/mailsync/v1/FetchRecentEmailsRequest.js';
import type { FetchRecentEmailsResponse as _winzmail_mailsync_v1_FetchRecentEmailsResponse, FetchRecentEmailsResponse__Output as _winzmail_mailsync_v1_FetchRecentEmailsResponse__Output } from './winzmail/mailsync/v1/FetchRecentEmailsResponse.js';
import type { GetEmailConfigRequest as _winzmail_mailsync_v1_GetEmailConfigRequest, GetEmailConfigRequest__Output as _winzmail_mailsync_v1_GetEmailConfigRequest__Output } from './winzmail/mailsync/v1/GetEmailConfigRequest.js';
import type { GetEmailStatsRequest as _winzmail_mailsync_v1_GetEmailStatsRequest, GetEmailStatsRequest__Output as _winzmail_mailsync_v1_GetEmailStatsRequest__Output } from './winzmail/mailsync/v1/GetEmailStatsRequest.js';
import type { GetMailProvidersRequest as _winzmail_mailsync_v1_GetMailProvidersRequest, GetMailProvidersRequest__Output as _winzmail_mailsync_v1_GetMailProvidersRequest__Output } from './winzmail/mailsync/v1/GetMailProvidersRequest.js';
import type { GetOutcomesRequest as _winzmail_mailsync_v1_GetOutcomesRequest, GetOutcomesRequest__Output as _winzmail_mailsync_v1_GetOutcomesRequest__Output } from './winzmail/mailsync/v1/GetOutcomesRequest.js';
import type { GetOutlookEmailConfigRequest as _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, GetOutlookEmailConfigRequest__Output as _winzmail_mailsync_v1_GetOutlookEmailConfigRequest__Output } from './winzmail/mailsync/v1/GetOutlookEmailConfigRequest.js';
import type { GetReplayRequest as _winzmail_mailsync_v1_GetReplayRequest, GetReplayRequest__Output as _winzmail_mailsync_v1_GetReplayRequest__Output } from './winzmail/mailsync/v1/GetReplayRequest.js';
import type { GmailAuthorization as _winzmail_mailsync_v1_GmailAuthorization, GmailAuthorization__Output as _winzmail_mailsync_v1_GmailAuthorization__Output } from './winzmail/mailsync/v1/GmailAuthorization.js';
import type { GmailPushRequest as _winzmail_mailsync_v1_GmailPushRequest, GmailPushRequest__Output as _winzmail_mailsync_v1_GmailPushRequest__Output } from './winzmail/mailsync/v1/GmailPushRequest.js';
import type { GmailPushResponse as _winzmail_mailsync_v1_GmailPushResponse, GmailPushResponse__Output as _winzmail_mailsync_v1_GmailPushResponse__Output } from './winzmail/mailsync/v1/GmailPushResponse.js';
import type { IncomingEmail as _winzmail_mailsync_v1_IncomingEmail, IncomingEmail__Output as _winzmail_mailsync_v1_IncomingEmail__Output } from './winzmail/mailsync/v1/IncomingEmail.js';
import type { InitiateGmailRequest as _winzmail_mailsync_v1_InitiateGmailRequest, InitiateGmailRequest__Output as _winzmail_mailsync_v1_InitiateGmailRequest__Output } from './winzmail/mailsync/v1/InitiateGmailRequest.js';
import type { ListIncomingRequest as _winzmail_mailsync_v1_ListIncomingRequest, ListIncomingRequest__Output as _winzmail_mailsync_v1_ListIncomingRequest__Output } from './winzmail/mailsync/v1/ListIncomingRequest.js';
import type { ListIncomingResponse as _winzmail_mailsync_v1_ListIncomingResponse, ListIncomingResponse__Output as _winzmail_mailsync_v1_ListIncomingResponse__Output } from './winzmail/mailsync/v1/ListIncomingResponse.js';
import type { MailProviders as _winzmail_mailsync_v1_MailProviders, MailProviders__Output as _winzmail_mailsync_v1_MailProviders__Output } from './winzmail/mailsync/v1/MailProviders.js';
import type { MailSyncClient as _winzmail_mailsync_v1_MailSyncClient, MailSyncDefinition as _winzmail_mailsync_v1_MailSyncDefinition } from './winzmail/mailsync/v1/MailSync.js';
import type { MailboxOutcomes as _winzmail_mailsync_v1_MailboxOutcomes, MailboxOutcomes__Output as _winzmail_mailsync_v1_MailboxOutcomes__Output } from './winzmail/mailsync/v1/MailboxOutcomes.js';
import type { MailboxState as _winzmail_mailsync_v1_MailboxState, MailboxState__Output as _winzmail_mailsync_v1_MailboxState__Output } from './winzmail/mailsync/v1/MailboxState.js';
import type { OutcomeWeek as _winzmail_mailsync_v1_OutcomeWeek, OutcomeWeek__Output as _winzmail_mailsync_v1_OutcomeWeek__Output } from './winzmail/mailsync/v1/OutcomeWeek.js';
import type { Outcomes as _winzmail_mailsync_v1_Outcomes, Outcomes__Output as _winzmail_mailsync_v1_Outcomes__Output } from './winzmail/mailsync/v1/Outcomes.js';
import type { OutlookEmailConfig as _winzmail_mailsync_v1_OutlookEmailConfig, OutlookEmailConfig__Output as _winzmail_mailsync_v1_OutlookEmailConfig__Output } from './winzmail/mailsync/v1/OutlookEmailConfig.js';
import type { Replay as _winzmail_mailsync_v1_Replay, Replay__Output as _winzmail_mailsync_v1_Replay__Output } from './winzmail/mailsync/v1/Replay.js';
import type { ReplayCounts as _winzmail_mailsync_v1_ReplayCounts, ReplayCounts__Output as _winzmail_mailsync_v1_ReplayCounts__Output } from './winzmail/mailsync/v1/ReplayCounts.js';
import type { ReplayFigures as _winzmail_mailsync_v1_ReplayFigures, ReplayFigures__Output as _winzmail_mailsync_v1_ReplayFigures__Output } from './winzmail/mailsync/v1/ReplayFigures.js';
import type { ReplayQuestion as _winzmail_mailsync_v1_ReplayQuestion, ReplayQuestion__Output as _winzmail_mailsync_v1_ReplayQuestion__Output } from './winzmail/mailsync/v1/ReplayQuestion.js';
import type { ReplayRun as _winzmail_mailsync_v1_ReplayRun, ReplayRun__Output as _winzmail_mailsync_v1_ReplayRun__Output } from './winzmail/mailsync/v1/ReplayRun.js';
import type { ReplaySource as _winzmail_mailsync_v1_ReplaySource, ReplaySource__Output as _winzmail_mailsync_v1_ReplaySource__Output } from './winzmail/mailsync/v1/ReplaySource.js';
import type { ReplayThread as _winzmail_mailsync_v1_ReplayThread, ReplayThread__Output as _winzmail_mailsync_v1_ReplayThread__Output } from './winzmail/mailsync/v1/ReplayThread.js';
import type { ReplyRequest as _winzmail_mailsync_v1_ReplyRequest, ReplyRequest__Output as _winzmail_mailsync_v1_ReplyRequest__Output } from './winzmail/mailsync/v1/ReplyRequest.js';
import type { ReplyResponse as _winzmail_mailsync_v1_ReplyResponse, ReplyResponse__Output as _winzmail_mailsync_v1_ReplyResponse__Output } from './winzmail/mailsync/v1/ReplyResponse.js';
import type { SetEmailConfigRequest as _winzmail_mailsync_v1_SetEmailConfigRequest, SetEmailConfigRequest__Output as _winzmail_mailsync_v1_SetEmailConfigRequest__Output } from './winzmail/mailsync/v1/SetEmailConfigRequest.js';
import type { SetReplayMinimumRequest as _winzmail_mailsync_v1_SetReplayMinimumRequest, SetReplayMinimumRequest__Output as _winzmail_mailsync_v1_SetReplayMinimumRequest__Output } from './winzmail/mailsync/v1/SetReplayMinimumRequest.js';
import type { SetReplyModeRequest as _winzmail_mailsync_v1_SetReplyModeRequest, SetReplyModeRequest__Output as _winzmail_mailsync_v1_SetReplyModeRequest__Output } from './winzmail/mailsync/v1/SetReplyModeRequest.js';
import type { StartOutlookDeviceAuthRequest as _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, StartOutlookDeviceAuthRequest__Output as _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest__Output } from './winzmail/mailsync/v1/StartOutlookDeviceAuthRequest.js';
import type { StartReplayRequest as _winzmail_mailsync_v1_StartReplayRequest, StartReplayRequest__Output as _winzmail_mailsync_v1_StartReplayRequest__Output } from './winzmail/mailsync/v1/StartReplayRequest.js';
import type { AnswerEvent as _winzmail_replygeneration_v1_AnswerEvent, AnswerEvent__Output as _winzmail_replygeneration_v1_AnswerEvent__Output } from './winzmail/replygeneration/v1/AnswerEvent.js';
import type { AnswerRequest as _winzmail_replygeneration_v1_AnswerRequest, AnswerRequest__Output as _winzmail_replygeneration_v1_AnswerRequest__Output } from './winzmail/replygeneration/v1/AnswerRequest.js';
import type { ChatTurn as _winzmail_replygeneration_v1_ChatTurn, ChatTurn__Output as _winzmail_replygeneration_v1_ChatTurn__Output } from './winzmail/replygeneration/v1/ChatTurn.js';
import type { GenerateReplyRequest as _winzmail_replygeneration_v1_GenerateReplyRequest, GenerateReplyRequest__Output as _winzmail_replygeneration_v1_GenerateReplyRequest__Output } from './winzmail/replygeneration/v1/GenerateReplyRequest.js';
import type { GeneratedText as _winzmail_replygeneration_v1_GeneratedText, GeneratedText__Output as _winzmail_replygeneration_v1_GeneratedText__Output } from './winzmail/replygeneration/v1/GeneratedText.js';
import type { GetModelBudgetRequest as _winzmail_replygeneration_v1_GetModelBudgetRequest, GetModelBudgetRequest__Output as _winzmail_replygeneration_v1_GetModelBudgetRequest__Output } from './winzmail/replygeneration/v1/GetModelBudgetRequest.js';
import type { GetModelStatusRequest as _winzmail_replygeneration_v1_GetModelStatusRequest, GetModelStatusRequest__Output as _winzmail_replygeneration_v1_GetModelStatusRequest__Output } from './winzmail/replygeneration/v1/GetModelStatusRequest.js';
import type { GetPromptRequest as _winzmail_replygeneration_v1_GetPromptRequest, GetPromptRequest__Output as _winzmail_replygeneration_v1_GetPromptRequest__Output } from './winzmail/replygeneration/v1/GetPromptRequest.js';
import type { ModelBudget as _winzmail_replygeneration_v1_ModelBudget, ModelBudget__Output as _winzmail_replygeneration_v1_ModelBudget__Output } from './winzmail/replygeneration/v1/ModelBudget.js';
import type { ModelStatus as _winzmail_replygeneration_v1_ModelStatus, ModelStatus__Output as _winzmail_replygeneration_v1_ModelStatus__Output } from './winzmail/replygeneration/v1/ModelStatus.js';
import type { PromptConfig as _winzmail_replygeneration_v1_PromptConfig, PromptConfig__Output as _winzmail_replygeneration_v1_PromptConfig__Output } from './winzmail/replygeneration/v1/PromptConfig.js';
import type { ReplayReplyRequest as _winzmail_replygeneration_v1_ReplayReplyRequest, ReplayReplyRequest__Output as _winzmail_replygeneration_v1_ReplayReplyRequest__Output } from './winzmail/replygeneration/v1/ReplayReplyRequest.js';
import type { ReplayedReply as _winzmail_replygeneration_v1_ReplayedReply, ReplayedReply__Output as _winzmail_replygeneration_v1_ReplayedReply__Output } from './winzmail/replygeneration/v1/ReplayedReply.js';
import type { ReplyAgreement as _winzmail_replygeneration_v1_ReplyAgreement, ReplyAgreement__Output as _winzmail_replygeneration_v1_ReplyAgreement__Output } from './winzmail/replygeneration/v1/ReplyAgreement.js';
import type { ReplyGenerationClient as _winzmail_replygeneration_v1_ReplyGenerationClient, ReplyGenerationDefinition as _winzmail_replygeneration_v1_ReplyGenerationDefinition } from './winzmail/replygeneration/v1/ReplyGeneration.js';
import type { Screening as _winzmail_replygeneration_v1_Screening, Screening__Output as _winzmail_replygeneration_v1_Screening__Output } from './winzmail/replygeneration/v1/Screening.js';
import type { SetModelBudgetRequest as _winzmail_replygeneration_v1_SetModelBudgetRequest, SetModelBudgetRequest__Output as _winzmail_replygeneration_v1_SetModelBudgetRequest__Output } from './winzmail/replygeneration/v1/SetModelBudgetRequest.js';
import type { SetPromptRequest as _winzmail_replygeneration_v1_SetPromptRequest, SetPromptRequest__Output as _winzmail_replygeneration_v1_SetPromptRequest__Output } from './winzmail/replygeneration/v1/SetPromptRequest.js';
import type { ThreadMessage as _winzmail_replygeneration_v1_ThreadMessage, ThreadMessage__Output as _winzmail_replygeneration_v1_ThreadMessage__Output } from './winzmail/replygeneration/v1/ThreadMessage.js';
import type { TryPromptRequest as _winzmail_replygeneration_v1_TryPromptRequest, TryPromptRequest__Output as _winzmail_replygeneration_v1_TryPromptRequest__Output } from './winzmail/replygeneration/v1/TryPromptRequest.js';
import type { Usage as _winzmail_replygeneration_v1_Usage, Usage__Output as _winzmail_replygeneration_v1_Usage__Output } from './winzmail/replygeneration/v1/Usage.js';

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
    mailsync: {
      v1: {
        CompleteGmailRequest: MessageTypeDefinition<_winzmail_mailsync_v1_CompleteGmailRequest, _winzmail_mailsync_v1_CompleteGmailRequest__Output>
        CompleteGmailResponse: MessageTypeDefinition<_winzmail_mailsync_v1_CompleteGmailResponse, _winzmail_mailsync_v1_CompleteGmailResponse__Output>
        CompleteOutlookDeviceAuthRequest: MessageTypeDefinition<_winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest__Output>
        DayCount: MessageTypeDefinition<_winzmail_mailsync_v1_DayCount, _winzmail_mailsync_v1_DayCount__Output>
        DeviceCodeSession: MessageTypeDefinition<_winzmail_mailsync_v1_DeviceCodeSession, _winzmail_mailsync_v1_DeviceCodeSession__Output>
        EmailConfig: MessageTypeDefinition<_winzmail_mailsync_v1_EmailConfig, _winzmail_mailsync_v1_EmailConfig__Output>
        EmailConfigResponse: MessageTypeDefinition<_winzmail_mailsync_v1_EmailConfigResponse, _winzmail_mailsync_v1_EmailConfigResponse__Output>
        EmailStats: MessageTypeDefinition<_winzmail_mailsync_v1_EmailStats, _winzmail_mailsync_v1_EmailStats__Output>
        FetchRecentEmailsRequest: MessageTypeDefinition<_winzmail_mailsync_v1_FetchRecentEmailsRequest, _winzmail_mailsync_v1_FetchRecentEmailsRequest__Output>
        FetchRecentEmailsResponse: MessageTypeDefinition<_winzmail_mailsync_v1_FetchRecentEmailsResponse, _winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>
        GetEmailConfigRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GetEmailConfigRequest, _winzmail_mailsync_v1_GetEmailConfigRequest__Output>
        GetEmailStatsRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GetEmailStatsRequest, _winzmail_mailsync_v1_GetEmailStatsRequest__Output>
        GetMailProvidersRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GetMailProvidersRequest, _winzmail_mailsync_v1_GetMailProvidersRequest__Output>
        GetOutcomesRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GetOutcomesRequest, _winzmail_mailsync_v1_GetOutcomesRequest__Output>
        GetOutlookEmailConfigRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GetOutlookEmailConfigRequest, _winzmail_mailsync_v1_GetOutlookEmailConfigRequest__Output>
        GetReplayRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GetReplayRequest, _winzmail_mailsync_v1_GetReplayRequest__Output>
        GmailAuthorization: MessageTypeDefinition<_winzmail_mailsync_v1_GmailAuthorization, _winzmail_mailsync_v1_GmailAuthorization__Output>
        GmailPushRequest: MessageTypeDefinition<_winzmail_mailsync_v1_GmailPushRequest, _winzmail_mailsync_v1_GmailPushRequest__Output>
        GmailPushResponse: MessageTypeDefinition<_winzmail_mailsync_v1_GmailPushResponse, _winzmail_mailsync_v1_GmailPushResponse__Output>
        IncomingEmail: MessageTypeDefinition<_winzmail_mailsync_v1_IncomingEmail, _winzmail_mailsync_v1_IncomingEmail__Output>
        InitiateGmailRequest: MessageTypeDefinition<_winzmail_mailsync_v1_InitiateGmailRequest, _winzmail_mailsync_v1_InitiateGmailRequest__Output>
        ListIncomingRequest: MessageTypeDefinition<_winzmail_mailsync_v1_ListIncomingRequest, _winzmail_mailsync_v1_ListIncomingRequest__Output>
        ListIncomingResponse: MessageTypeDefinition<_winzmail_mailsync_v1_ListIncomingResponse, _winzmail_mailsync_v1_ListIncomingResponse__Output>
        MailProviders: MessageTypeDefinition<_winzmail_mailsync_v1_MailProviders, _winzmail_mailsync_v1_MailProviders__Output>
        MailSync: SubtypeConstructor<typeof grpc.Client, _winzmail_mailsync_v1_MailSyncClient> & { service: _winzmail_mailsync_v1_MailSyncDefinition }
        MailboxOutcomes: MessageTypeDefinition<_winzmail_mailsync_v1_MailboxOutcomes, _winzmail_mailsync_v1_MailboxOutcomes__Output>
        MailboxState: MessageTypeDefinition<_winzmail_mailsync_v1_MailboxState, _winzmail_mailsync_v1_MailboxState__Output>
        OutcomeWeek: MessageTypeDefinition<_winzmail_mailsync_v1_OutcomeWeek, _winzmail_mailsync_v1_OutcomeWeek__Output>
        Outcomes: MessageTypeDefinition<_winzmail_mailsync_v1_Outcomes, _winzmail_mailsync_v1_Outcomes__Output>
        OutlookEmailConfig: MessageTypeDefinition<_winzmail_mailsync_v1_OutlookEmailConfig, _winzmail_mailsync_v1_OutlookEmailConfig__Output>
        Replay: MessageTypeDefinition<_winzmail_mailsync_v1_Replay, _winzmail_mailsync_v1_Replay__Output>
        ReplayCounts: MessageTypeDefinition<_winzmail_mailsync_v1_ReplayCounts, _winzmail_mailsync_v1_ReplayCounts__Output>
        ReplayFigures: MessageTypeDefinition<_winzmail_mailsync_v1_ReplayFigures, _winzmail_mailsync_v1_ReplayFigures__Output>
        ReplayQuestion: MessageTypeDefinition<_winzmail_mailsync_v1_ReplayQuestion, _winzmail_mailsync_v1_ReplayQuestion__Output>
        ReplayRun: MessageTypeDefinition<_winzmail_mailsync_v1_ReplayRun, _winzmail_mailsync_v1_ReplayRun__Output>
        ReplaySource: MessageTypeDefinition<_winzmail_mailsync_v1_ReplaySource, _winzmail_mailsync_v1_ReplaySource__Output>
        ReplayThread: MessageTypeDefinition<_winzmail_mailsync_v1_ReplayThread, _winzmail_mailsync_v1_ReplayThread__Output>
        ReplyRequest: MessageTypeDefinition<_winzmail_mailsync_v1_ReplyRequest, _winzmail_mailsync_v1_ReplyRequest__Output>
        ReplyResponse: MessageTypeDefinition<_winzmail_mailsync_v1_ReplyResponse, _winzmail_mailsync_v1_ReplyResponse__Output>
        SetEmailConfigRequest: MessageTypeDefinition<_winzmail_mailsync_v1_SetEmailConfigRequest, _winzmail_mailsync_v1_SetEmailConfigRequest__Output>
        SetReplayMinimumRequest: MessageTypeDefinition<_winzmail_mailsync_v1_SetReplayMinimumRequest, _winzmail_mailsync_v1_SetReplayMinimumRequest__Output>
        SetReplyModeRequest: MessageTypeDefinition<_winzmail_mailsync_v1_SetReplyModeRequest, _winzmail_mailsync_v1_SetReplyModeRequest__Output>
        StartOutlookDeviceAuthRequest: MessageTypeDefinition<_winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest__Output>
        StartReplayRequest: MessageTypeDefinition<_winzmail_mailsync_v1_StartReplayRequest, _winzmail_mailsync_v1_StartReplayRequest__Output>
      }
    }
    replygeneration: {
      v1: {
        AnswerEvent: MessageTypeDefinition<_winzmail_replygeneration_v1_AnswerEvent, _winzmail_replygeneration_v1_AnswerEvent__Output>
        AnswerRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_AnswerRequest, _winzmail_replygeneration_v1_AnswerRequest__Output>
        ChatTurn: MessageTypeDefinition<_winzmail_replygeneration_v1_ChatTurn, _winzmail_replygeneration_v1_ChatTurn__Output>
        GenerateReplyRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GenerateReplyRequest, _winzmail_replygeneration_v1_GenerateReplyRequest__Output>
        GeneratedText: MessageTypeDefinition<_winzmail_replygeneration_v1_GeneratedText, _winzmail_replygeneration_v1_GeneratedText__Output>
        GetModelBudgetRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GetModelBudgetRequest, _winzmail_replygeneration_v1_GetModelBudgetRequest__Output>
        GetModelStatusRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GetModelStatusRequest, _winzmail_replygeneration_v1_GetModelStatusRequest__Output>
        GetPromptRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_GetPromptRequest, _winzmail_replygeneration_v1_GetPromptRequest__Output>
        ModelBudget: MessageTypeDefinition<_winzmail_replygeneration_v1_ModelBudget, _winzmail_replygeneration_v1_ModelBudget__Output>
        ModelStatus: MessageTypeDefinition<_winzmail_replygeneration_v1_ModelStatus, _winzmail_replygeneration_v1_ModelStatus__Output>
        PromptConfig: MessageTypeDefinition<_winzmail_replygeneration_v1_PromptConfig, _winzmail_replygeneration_v1_PromptConfig__Output>
        ReplayReplyRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_ReplayReplyRequest, _winzmail_replygeneration_v1_ReplayReplyRequest__Output>
        ReplayedReply: MessageTypeDefinition<_winzmail_replygeneration_v1_ReplayedReply, _winzmail_replygeneration_v1_ReplayedReply__Output>
        ReplyAgreement: MessageTypeDefinition<_winzmail_replygeneration_v1_ReplyAgreement, _winzmail_replygeneration_v1_ReplyAgreement__Output>
        ReplyGeneration: SubtypeConstructor<typeof grpc.Client, _winzmail_replygeneration_v1_ReplyGenerationClient> & { service: _winzmail_replygeneration_v1_ReplyGenerationDefinition }
        Screening: MessageTypeDefinition<_winzmail_replygeneration_v1_Screening, _winzmail_replygeneration_v1_Screening__Output>
        SetModelBudgetRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_SetModelBudgetRequest, _winzmail_replygeneration_v1_SetModelBudgetRequest__Output>
        SetPromptRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_SetPromptRequest, _winzmail_replygeneration_v1_SetPromptRequest__Output>
        ThreadMessage: MessageTypeDefinition<_winzmail_replygeneration_v1_ThreadMessage, _winzmail_replygeneration_v1_ThreadMessage__Output>
        TryPromptRequest: MessageTypeDefinition<_winzmail_replygeneration_v1_TryPromptRequest, _winzmail_replygeneration_v1_TryPromptRequest__Output>
        Usage: MessageTypeDefinition<_winzmail_replygeneration_v1_Usage, _winzmail_replygeneration_v1_Usage__Output>
      }
    }
  }
}

