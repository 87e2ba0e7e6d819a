import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingClient as _winzmail_billing_v1_BillingClient, BillingDefinition as _winzmail_billing_v1_BillingDefinition } from './winzmail/billing/v1/Billing.js';
import type { CheckoutSession as _winzmail_billing_v1_CheckoutSession, CheckoutSession__Output as _winzmail_billing_v1_CheckoutSession__Output } from './winzmail/billing/v1/CheckoutSession.js';
import type { CheckoutStatus as _winzmail_billing_v1_CheckoutStatus, CheckoutStatus__Output as _winzmail_billing_v1_CheckoutStatus__Output } from './winzmail/billing/v1/CheckoutStatus.js';
import type { CreateCheckoutSessionRequest as _winzmail_billing_v1_CreateCheckoutSessionRequest, CreateCheckoutSessionRequest__Output as _winzmail_billing_v1_CreateCheckoutSessionRequest__Output } from './winzmail/billing/v1/CreateCheckoutSessionRequest.js';
import type { GetCheckoutStatusRequest as _winzmail_billing_v1_GetCheckoutStatusRequest, GetCheckoutStatusRequest__Output as _winzmail_billing_v1_GetCheckoutStatusRequest__Output } from './winzmail/billing/v1/GetCheckoutStatusRequest.js';
import type { GetOrgSubscriptionRequest as _winzmail_billing_v1_GetOrgSubscriptionRequest, GetOrgSubscriptionRequest__Output as _winzmail_billing_v1_GetOrgSubscriptionRequest__Output } from './winzmail/billing/v1/GetOrgSubscriptionRequest.js';
import type { GetPaymentSettingsRequest as _winzmail_billing_v1_GetPaymentSettingsRequest, GetPaymentSettingsRequest__Output as _winzmail_billing_v1_GetPaymentSettingsRequest__Output } from './winzmail/billing/v1/GetPaymentSettingsRequest.js';
import type { HandleWebhookRequest as _winzmail_billing_v1_HandleWebhookRequest, HandleWebhookRequest__Output as _winzmail_billing_v1_HandleWebhookRequest__Output } from './winzmail/billing/v1/HandleWebhookRequest.js';
import type { HandleWebhookResponse as _winzmail_billing_v1_HandleWebhookResponse, HandleWebhookResponse__Output as _winzmail_billing_v1_HandleWebhookResponse__Output } from './winzmail/billing/v1/HandleWebhookResponse.js';
import type { ListPlansRequest as _winzmail_billing_v1_ListPlansRequest, ListPlansRequest__Output as _winzmail_billing_v1_ListPlansRequest__Output } from './winzmail/billing/v1/ListPlansRequest.js';
import type { ListPlansResponse as _winzmail_billing_v1_ListPlansResponse, ListPlansResponse__Output as _winzmail_billing_v1_ListPlansResponse__Output } from './winzmail/billing/v1/ListPlansResponse.js';
import type { OrgPlanEntry as _winzmail_billing_v1_OrgPlanEntry, OrgPlanEntry__Output as _winzmail_billing_v1_OrgPlanEntry__Output } from './winzmail/billing/v1/OrgPlanEntry.js';
import type { OrgSubscription as _winzmail_billing_v1_OrgSubscription, OrgSubscription__Output as _winzmail_billing_v1_OrgSubscription__Output } from './winzmail/billing/v1/OrgSubscription.js';
import type { PaymentSettings as _winzmail_billing_v1_PaymentSettings, PaymentSettings__Output as _winzmail_billing_v1_PaymentSettings__Output } from './winzmail/billing/v1/PaymentSettings.js';
import type { Plan as _winzmail_billing_v1_Plan, Plan__Output as _winzmail_billing_v1_Plan__Output } from './winzmail/billing/v1/Plan.js';
import type { SubscribeRequest as _winzmail_billing_v1_SubscribeRequest, SubscribeRequest__Output as _winzmail_billing_v1_SubscribeRequest__Output } from './winzmail/billing/v1/SubscribeRequest.js';
import type { SubscribeResponse as _winzmail_billing_v1_SubscribeResponse, SubscribeResponse__Output as _winzmail_billing_v1_SubscribeResponse__Output } from './winzmail/billing/v1/SubscribeResponse.js';
import type { BudgetChanged as _winzmail_events_v1_BudgetChanged, BudgetChanged__Output as _winzmail_events_v1_BudgetChanged__Output } from './winzmail/events/v1/BudgetChanged.js';
import type { DocumentProcessed as _winzmail_events_v1_DocumentProcessed, DocumentProcessed__Output as _winzmail_events_v1_DocumentProcessed__Output } from './winzmail/events/v1/DocumentProcessed.js';
import type { DocumentUploaded as _winzmail_events_v1_DocumentUploaded, DocumentUploaded__Output as _winzmail_events_v1_DocumentUploaded__Output } from './winzmail/events/v1/DocumentUploaded.js';
import type { HandoffRequested as _winzmail_events_v1_HandoffRequested, HandoffRequested__Output as _winzmail_events_v1_HandoffRequested__Output } from './winzmail/events/v1/HandoffRequested.js';
import type { HandoffTurn as _winzmail_events_v1_HandoffTurn, HandoffTurn__Output as _winzmail_events_v1_HandoffTurn__Output } from './winzmail/events/v1/HandoffTurn.js';
import type { MailReceived as _winzmail_events_v1_MailReceived, MailReceived__Output as _winzmail_events_v1_MailReceived__Output } from './winzmail/events/v1/MailReceived.js';
import type { OrgDeleted as _winzmail_events_v1_OrgDeleted, OrgDeleted__Output as _winzmail_events_v1_OrgDeleted__Output } from './winzmail/events/v1/OrgDeleted.js';
import type { OrgRegistered as _winzmail_events_v1_OrgRegistered, OrgRegistered__Output as _winzmail_events_v1_OrgRegistered__Output } from './winzmail/events/v1/OrgRegistered.js';
import type { PromptChanged as _winzmail_events_v1_PromptChanged, PromptChanged__Output as _winzmail_events_v1_PromptChanged__Output } from './winzmail/events/v1/PromptChanged.js';
import type { QuestionUnanswered as _winzmail_events_v1_QuestionUnanswered, QuestionUnanswered__Output as _winzmail_events_v1_QuestionUnanswered__Output } from './winzmail/events/v1/QuestionUnanswered.js';
import type { ReplyGenerated as _winzmail_events_v1_ReplyGenerated, ReplyGenerated__Output as _winzmail_events_v1_ReplyGenerated__Output } from './winzmail/events/v1/ReplyGenerated.js';
import type { ReplySent as _winzmail_events_v1_ReplySent, ReplySent__Output as _winzmail_events_v1_ReplySent__Output } from './winzmail/events/v1/ReplySent.js';
import type { SessionRevoked as _winzmail_events_v1_SessionRevoked, SessionRevoked__Output as _winzmail_events_v1_SessionRevoked__Output } from './winzmail/events/v1/SessionRevoked.js';
import type { SubscriptionChanged as _winzmail_events_v1_SubscriptionChanged, SubscriptionChanged__Output as _winzmail_events_v1_SubscriptionChanged__Output } from './winzmail/events/v1/SubscriptionChanged.js';
import type { WidgetChanged as _winzmail_events_v1_WidgetChanged, WidgetChanged__Output as _winzmail_events_v1_WidgetChanged__Output } from './winzmail/events/v1/WidgetChanged.js';
import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from './winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from './winzmail/export/v1/ExportPart.js';
import type { AccountSettings as _winzmail_identity_v1_AccountSettings, AccountSettings__Output as _winzmail_identity_v1_AccountSettings__Output } from './winzmail/identity/v1/AccountSettings.js';
import type { AddOrgUserRequest as _winzmail_identity_v1_AddOrgUserRequest, AddOrgUserRequest__Output as _winzmail_identity_v1_AddOrgUserRequest__Output } from './winzmail/identity/v1/AddOrgUserRequest.js';
import type { CaptchaChallenge as _winzmail_identity_v1_CaptchaChallenge, CaptchaChallenge__Output as _winzmail_identity_v1_CaptchaChallenge__Output } from './winzmail/identity/v1/CaptchaChallenge.js';
import type { ChangePasswordRequest as _winzmail_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _winzmail_identity_v1_ChangePasswordRequest__Output } from './winzmail/identity/v1/ChangePasswordRequest.js';
import type { ConfirmEmailChangeRequest as _winzmail_identity_v1_ConfirmEmailChangeRequest, ConfirmEmailChangeRequest__Output as _winzmail_identity_v1_ConfirmEmailChangeRequest__Output } from './winzmail/identity/v1/ConfirmEmailChangeRequest.js';
import type { ConfirmEmailChangeResponse as _winzmail_identity_v1_ConfirmEmailChangeResponse, ConfirmEmailChangeResponse__Output as _winzmail_identity_v1_ConfirmEmailChangeResponse__Output } from './winzmail/identity/v1/ConfirmEmailChangeResponse.js';
import type { CreateCaptchaChallengeRequest as _winzmail_identity_v1_CreateCaptchaChallengeRequest, CreateCaptchaChallengeRequest__Output as _winzmail_identity_v1_CreateCaptchaChallengeRequest__Output } from './winzmail/identity/v1/CreateCaptchaChallengeRequest.js';
import type { DeleteOrgRequest as _winzmail_identity_v1_DeleteOrgRequest, DeleteOrgRequest__Output as _winzmail_identity_v1_DeleteOrgRequest__Output } from './winzmail/identity/v1/DeleteOrgRequest.js';
import type { DeleteOrgResponse as _winzmail_identity_v1_DeleteOrgResponse, DeleteOrgResponse__Output as _winzmail_identity_v1_DeleteOrgResponse__Output } from './winzmail/identity/v1/DeleteOrgResponse.js';
import type { EndOrgSessionsRequest as _winzmail_identity_v1_EndOrgSessionsRequest, EndOrgSessionsRequest__Output as _winzmail_identity_v1_EndOrgSessionsRequest__Output } from './winzmail/identity/v1/EndOrgSessionsRequest.js';
import type { EndSessionRequest as _winzmail_identity_v1_EndSessionRequest, EndSessionRequest__Output as _winzmail_identity_v1_EndSessionRequest__Output } from './winzmail/identity/v1/EndSessionRequest.js';
import type { EndSessionResponse as _winzmail_identity_v1_EndSessionResponse, EndSessionResponse__Output as _winzmail_identity_v1_EndSessionResponse__Output } from './winzmail/identity/v1/EndSessionResponse.js';
import type { GetAccountSettingsRequest as _winzmail_identity_v1_GetAccountSettingsRequest, GetAccountSettingsRequest__Output as _winzmail_identity_v1_GetAccountSettingsRequest__Output } from './winzmail/identity/v1/GetAccountSettingsRequest.js';
import type { GetOrgRequest as _winzmail_identity_v1_GetOrgRequest, GetOrgRequest__Output as _winzmail_identity_v1_GetOrgRequest__Output } from './winzmail/identity/v1/GetOrgRequest.js';
import type { GetSigningKeysRequest as _winzmail_identity_v1_GetSigningKeysRequest, GetSigningKeysRequest__Output as _winzmail_identity_v1_GetSigningKeysRequest__Output } from './winzmail/identity/v1/GetSigningKeysRequest.js';
import type { IdentityClient as _winzmail_identity_v1_IdentityClient, IdentityDefinition as _winzmail_identity_v1_IdentityDefinition } from './winzmail/identity/v1/Identity.js';
import type { ListOrgUsersRequest as _winzmail_identity_v1_ListOrgUsersRequest, ListOrgUsersRequest__Output as _winzmail_identity_v1_ListOrgUsersRequest__Output } from './winzmail/identity/v1/ListOrgUsersRequest.js';
import type { ListOrgUsersResponse as _winzmail_identity_v1_ListOrgUsersResponse, ListOrgUsersResponse__Output as _winzmail_identity_v1_ListOrgUsersResponse__Output } from './winzmail/identity/v1/ListOrgUsersResponse.js';
import type { ListRevokedSessionsRequest as _winzmail_identity_v1_ListRevokedSessionsRequest, ListRevokedSessionsRequest__Output as _winzmail_identity_v1_ListRevokedSessionsRequest__Output } from './winzmail/identity/v1/ListRevokedSessionsRequest.js';
import type { ListRevokedSessionsResponse as _winzmail_identity_v1_ListRevokedSessionsResponse, ListRevokedSessionsResponse__Output as _winzmail_identity_v1_ListRevokedSessionsResponse__Output } from './winzmail/identity/v1/ListRevokedSessionsResponse.js';
import type { LoginRequest as _winzmail_identity_v1_LoginRequest, LoginRequest__Output as _winzmail_identity_v1_LoginRequest__Output } from './winzmail/identity/v1/LoginRequest.js';
import type { LoginResponse as _winzmail_identity_v1_LoginResponse, LoginResponse__Output as _winzmail_identity_v1_LoginResponse__Output } from './winzmail/identity/v1/LoginResponse.js';
import type { Org as _winzmail_identity_v1_Org, Org__Output as _winzmail_identity_v1_Org__Output } from './winzmail/identity/v1/Org.js';
import type { OrgUser as _winzmail_identity_v1_OrgUser, OrgUser__Output as _winzmail_identity_v1_OrgUser__Output } from './winzmail/identity/v1/OrgUser.js';
import type { RefreshSessionRequest as _winzmail_identity_v1_RefreshSessionRequest, RefreshSessionRequest__Output as _winzmail_identity_v1_RefreshSessionRequest__Output } from './winzmail/identity/v1/RefreshSessionRequest.js';
import type { RegisterRequest as _winzmail_identity_v1_RegisterRequest, RegisterRequest__Output as _winzmail_identity_v1_RegisterRequest__Output } from './winzmail/identity/v1/RegisterRequest.js';
import type { RegisterResponse as _winzmail_identity_v1_RegisterResponse, RegisterResponse__Output as _winzmail_identity_v1_RegisterResponse__Output } from './winzmail/identity/v1/RegisterResponse.js';
import type { RemoveOrgUserRequest as _winzmail_identity_v1_RemoveOrgUserRequest, RemoveOrgUserRequest__Output as _winzmail_identity_v1_RemoveOrgUserRequest__Output } from './winzmail/identity/v1/RemoveOrgUserRequest.js';
import type { RemoveOrgUserResponse as _winzmail_identity_v1_RemoveOrgUserResponse, RemoveOrgUserResponse__Output as _winzmail_identity_v1_RemoveOrgUserResponse__Output } from './winzmail/identity/v1/RemoveOrgUserResponse.js';
import type { RenameOrgRequest as _winzmail_identity_v1_RenameOrgRequest, RenameOrgRequest__Output as _winzmail_identity_v1_RenameOrgRequest__Output } from './winzmail/identity/v1/RenameOrgRequest.js';
import type { RequestEmailChangeRequest as _winzmail_identity_v1_RequestEmailChangeRequest, RequestEmailChangeRequest__Output as _winzmail_identity_v1_RequestEmailChangeRequest__Output } from './winzmail/identity/v1/RequestEmailChangeRequest.js';
import type { RequestEmailChangeResponse as _winzmail_identity_v1_RequestEmailChangeResponse, RequestEmailChangeResponse__Output as _winzmail_identity_v1_RequestEmailChangeResponse__Output } from './winzmail/identity/v1/RequestEmailChangeResponse.js';
import type { RequestPasswordResetRequest as _winzmail_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _winzmail_identity_v1_RequestPasswordResetRequest__Output } from './winzmail/identity/v1/RequestPasswordResetRequest.js';
import type { RequestPasswordResetResponse as _winzmail_identity_v1_RequestPasswordResetResponse, RequestPasswordResetResponse__Output as _winzmail_identity_v1_RequestPasswordResetResponse__Output } from './winzmail/identity/v1/RequestPasswordResetResponse.js';
import type { ResetPasswordRequest as _winzmail_identity_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _winzmail_identity_v1_ResetPasswordRequest__Output } from './winzmail/identity/v1/ResetPasswordRequest.js';
import type { RevokedSession as _winzmail_identity_v1_RevokedSession, RevokedSession__Output as _winzmail_identity_v1_RevokedSession__Output } from './winzmail/identity/v1/RevokedSession.js';
import type { SigningKeys as _winzmail_identity_v1_SigningKeys, SigningKeys__Output as _winzmail_identity_v1_SigningKeys__Output } from './winzmail/identity/v1/SigningKeys.js';
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
    billing: {
      v1: {
        Billing: SubtypeConstructor<typeof grpc.Client, _winzmail_billing_v1_BillingClient> & { service: _winzmail_billing_v1_BillingDefinition }
        CheckoutSession: MessageTypeDefinition<_winzmail_billing_v1_CheckoutSession, _winzmail_billing_v1_CheckoutSession__Output>
        CheckoutStatus: MessageTypeDefinition<_winzmail_billing_v1_CheckoutStatus, _winzmail_billing_v1_CheckoutStatus__Output>
        CreateCheckoutSessionRequest: MessageTypeDefinition<_winzmail_billing_v1_CreateCheckoutSessionRequest, _winzmail_billing_v1_CreateCheckoutSessionRequest__Output>
        GetCheckoutStatusRequest: MessageTypeDefinition<_winzmail_billing_v1_GetCheckoutStatusRequest, _winzmail_billing_v1_GetCheckoutStatusRequest__Output>
        GetOrgSubscriptionRequest: MessageTypeDefinition<_winzmail_billing_v1_GetOrgSubscriptionRequest, _winzmail_billing_v1_GetOrgSubscriptionRequest__Output>
        GetPaymentSettingsRequest: MessageTypeDefinition<_winzmail_billing_v1_GetPaymentSettingsRequest, _winzmail_billing_v1_GetPaymentSettingsRequest__Output>
        HandleWebhookRequest: MessageTypeDefinition<_winzmail_billing_v1_HandleWebhookRequest, _winzmail_billing_v1_HandleWebhookRequest__Output>
        HandleWebhookResponse: MessageTypeDefinition<_winzmail_billing_v1_HandleWebhookResponse, _winzmail_billing_v1_HandleWebhookResponse__Output>
        ListPlansRequest: MessageTypeDefinition<_winzmail_billing_v1_ListPlansRequest, _winzmail_billing_v1_ListPlansRequest__Output>
        ListPlansResponse: MessageTypeDefinition<_winzmail_billing_v1_ListPlansResponse, _winzmail_billing_v1_ListPlansResponse__Output>
        OrgPlanEntry: MessageTypeDefinition<_winzmail_billing_v1_OrgPlanEntry, _winzmail_billing_v1_OrgPlanEntry__Output>
        OrgSubscription: MessageTypeDefinition<_winzmail_billing_v1_OrgSubscription, _winzmail_billing_v1_OrgSubscription__Output>
        PaymentSettings: MessageTypeDefinition<_winzmail_billing_v1_PaymentSettings, _winzmail_billing_v1_PaymentSettings__Output>
        Plan: MessageTypeDefinition<_winzmail_billing_v1_Plan, _winzmail_billing_v1_Plan__Output>
        SubscribeRequest: MessageTypeDefinition<_winzmail_billing_v1_SubscribeRequest, _winzmail_billing_v1_SubscribeRequest__Output>
        SubscribeResponse: MessageTypeDefinition<_winzmail_billing_v1_SubscribeResponse, _winzmail_billing_v1_SubscribeResponse__Output>
      }
    }
    events: {
      v1: {
        BudgetChanged: MessageTypeDefinition<_winzmail_events_v1_BudgetChanged, _winzmail_events_v1_BudgetChanged__Output>
        DocumentProcessed: MessageTypeDefinition<_winzmail_events_v1_DocumentProcessed, _winzmail_events_v1_DocumentProcessed__Output>
        DocumentUploaded: MessageTypeDefinition<_winzmail_events_v1_DocumentUploaded, _winzmail_events_v1_DocumentUploaded__Output>
        HandoffRequested: MessageTypeDefinition<_winzmail_events_v1_HandoffRequested, _winzmail_events_v1_HandoffRequested__Output>
        HandoffTurn: MessageTypeDefinition<_winzmail_events_v1_HandoffTurn, _winzmail_events_v1_HandoffTurn__Output>
        MailReceived: MessageTypeDefinition<_winzmail_events_v1_MailReceived, _winzmail_events_v1_MailReceived__Output>
        OrgDeleted: MessageTypeDefinition<_winzmail_events_v1_OrgDeleted, _winzmail_events_v1_OrgDeleted__Output>
        OrgRegistered: MessageTypeDefinition<_winzmail_events_v1_OrgRegistered, _winzmail_events_v1_OrgRegistered__Output>
        PromptChanged: MessageTypeDefinition<_winzmail_events_v1_PromptChanged, _winzmail_events_v1_PromptChanged__Output>
        QuestionUnanswered: MessageTypeDefinition<_winzmail_events_v1_QuestionUnanswered, _winzmail_events_v1_QuestionUnanswered__Output>
        ReplyGenerated: MessageTypeDefinition<_winzmail_events_v1_ReplyGenerated, _winzmail_events_v1_ReplyGenerated__Output>
        ReplySent: MessageTypeDefinition<_winzmail_events_v1_ReplySent, _winzmail_events_v1_ReplySent__Output>
        SessionRevoked: MessageTypeDefinition<_winzmail_events_v1_SessionRevoked, _winzmail_events_v1_SessionRevoked__Output>
        SubscriptionChanged: MessageTypeDefinition<_winzmail_events_v1_SubscriptionChanged, _winzmail_events_v1_SubscriptionChanged__Output>
        WidgetChanged: MessageTypeDefinition<_winzmail_events_v1_WidgetChanged, _winzmail_events_v1_WidgetChanged__Output>
      }
    }
    export: {
      v1: {
        ExportOrgRequest: MessageTypeDefinition<_winzmail_export_v1_ExportOrgRequest, _winzmail_export_v1_ExportOrgRequest__Output>
        ExportPart: MessageTypeDefinition<_winzmail_export_v1_ExportPart, _winzmail_export_v1_ExportPart__Output>
      }
    }
    identity: {
      v1: {
        AccountSettings: MessageTypeDefinition<_winzmail_identity_v1_AccountSettings, _winzmail_identity_v1_AccountSettings__Output>
        AddOrgUserRequest: MessageTypeDefinition<_winzmail_identity_v1_AddOrgUserRequest, _winzmail_identity_v1_AddOrgUserRequest__Output>
        CaptchaChallenge: MessageTypeDefinition<_winzmail_identity_v1_CaptchaChallenge, _winzmail_identity_v1_CaptchaChallenge__Output>
        ChangePasswordRequest: MessageTypeDefinition<_winzmail_identity_v1_ChangePasswordRequest, _winzmail_identity_v1_ChangePasswordRequest__Output>
        ConfirmEmailChangeRequest: MessageTypeDefinition<_winzmail_identity_v1_ConfirmEmailChangeRequest, _winzmail_identity_v1_ConfirmEmailChangeRequest__Output>
        ConfirmEmailChangeResponse: MessageTypeDefinition<_winzmail_identity_v1_ConfirmEmailChangeResponse, _winzmail_identity_v1_ConfirmEmailChangeResponse__Output>
        CreateCaptchaChallengeRequest: MessageTypeDefinition<_winzmail_identity_v1_CreateCaptchaChallengeRequest, _winzmail_identity_v1_CreateCaptchaChallengeRequest__Output>
        DeleteOrgRequest: MessageTypeDefinition<_winzmail_identity_v1_DeleteOrgRequest, _winzmail_identity_v1_DeleteOrgRequest__Output>
        DeleteOrgResponse: MessageTypeDefinition<_winzmail_identity_v1_DeleteOrgResponse, _winzmail_identity_v1_DeleteOrgResponse__Output>
        EndOrgSessionsRequest: MessageTypeDefinition<_winzmail_identity_v1_EndOrgSessionsRequest, _winzmail_identity_v1_EndOrgSessionsRequest__Output>
        EndSessionRequest: MessageTypeDefinition<_winzmail_identity_v1_EndSessionRequest, _winzmail_identity_v1_EndSessionRequest__Output>
        EndSessionResponse: MessageTypeDefinition<_winzmail_identity_v1_EndSessionResponse, _winzmail_identity_v1_EndSessionResponse__Output>
        GetAccountSettingsRequest: MessageTypeDefinition<_winzmail_identity_v1_GetAccountSettingsRequest, _winzmail_identity_v1_GetAccountSettingsRequest__Output>
        GetOrgRequest: MessageTypeDefinition<_winzmail_identity_v1_GetOrgRequest, _winzmail_identity_v1_GetOrgRequest__Output>
        GetSigningKeysRequest: MessageTypeDefinition<_winzmail_identity_v1_GetSigningKeysRequest, _winzmail_identity_v1_GetSigningKeysRequest__Output>
        Identity: SubtypeConstructor<typeof grpc.Client, _winzmail_identity_v1_IdentityClient> & { service: _winzmail_identity_v1_IdentityDefinition }
        ListOrgUsersRequest: MessageTypeDefinition<_winzmail_identity_v1_ListOrgUsersRequest, _winzmail_identity_v1_ListOrgUsersRequest__Output>
        ListOrgUsersResponse: MessageTypeDefinition<_winzmail_identity_v1_ListOrgUsersResponse, _winzmail_identity_v1_ListOrgUsersResponse__Output>
        ListRevokedSessionsRequest: MessageTypeDefinition<_winzmail_identity_v1_ListRevokedSessionsRequest, _winzmail_identity_v1_ListRevokedSessionsRequest__Output>
        ListRevokedSessionsResponse: MessageTypeDefinition<_winzmail_identity_v1_ListRevokedSessionsResponse, _winzmail_identity_v1_ListRevokedSessionsResponse__Output>
        LoginRequest: MessageTypeDefinition<_winzmail_identity_v1_LoginRequest, _winzmail_identity_v1_LoginRequest__Output>
        LoginResponse: MessageTypeDefinition<_winzmail_identity_v1_LoginResponse, _winzmail_identity_v1_LoginResponse__Output>
        Org: MessageTypeDefinition<_winzmail_identity_v1_Org, _winzmail_identity_v1_Org__Output>
        OrgUser: MessageTypeDefinition<_winzmail_identity_v1_OrgUser, _winzmail_identity_v1_OrgUser__Output>
        RefreshSessionRequest: MessageTypeDefinition<_winzmail_identity_v1_RefreshSessionRequest, _winzmail_identity_v1_RefreshSessionRequest__Output>
        RegisterRequest: MessageTypeDefinition<_winzmail_identity_v1_RegisterRequest, _winzmail_identity_v1_RegisterRequest__Output>
        RegisterResponse: MessageTypeDefinition<_winzmail_identity_v1_RegisterResponse, _winzmail_identity_v1_RegisterResponse__Output>
        RemoveOrgUserRequest: MessageTypeDefinition<_winzmail_identity_v1_RemoveOrgUserRequest, _winzmail_identity_v1_RemoveOrgUserRequest__Output>
        RemoveOrgUserResponse: MessageTypeDefinition<_winzmail_identity_v1_RemoveOrgUserResponse, _winzmail_identity_v1_RemoveOrgUserResponse__Output>
        RenameOrgRequest: MessageTypeDefinition<_winzmail_identity_v1_RenameOrgRequest, _winzmail_identity_v1_RenameOrgRequest__Output>
        RequestEmailChangeRequest: MessageTypeDefinition<_winzmail_identity_v1_RequestEmailChangeRequest, _winzmail_identity_v1_RequestEmailChangeRequest__Output>
        RequestEmailChangeResponse: MessageTypeDefinition<_winzmail_identity_v1_RequestEmailChangeResponse, _winzmail_identity_v1_RequestEmailChangeResponse__Output>
        RequestPasswordResetRequest: MessageTypeDefinition<_winzmail_identity_v1_RequestPasswordResetRequest, _winzmail_identity_v1_RequestPasswordResetRequest__Output>
        RequestPasswordResetResponse: MessageTypeDefinition<_winzmail_identity_v1_RequestPasswordResetResponse, _winzmail_identity_v1_RequestPasswordResetResponse__Output>
        ResetPasswordRequest: MessageTypeDefinition<_winzmail_identity_v1_ResetPasswordRequest, _winzmail_identity_v1_ResetPasswordRequest__Output>
        RevokedSession: MessageTypeDefinition<_winzmail_identity_v1_RevokedSession, _winzmail_identity_v1_RevokedSession__Output>
        SigningKeys: MessageTypeDefinition<_winzmail_identity_v1_SigningKeys, _winzmail_identity_v1_SigningKeys__Output>
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

