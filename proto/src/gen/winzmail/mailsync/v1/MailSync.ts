// Original file: mail_sync.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CompleteGmailRequest as _winzmail_mailsync_v1_CompleteGmailRequest, CompleteGmailRequest__Output as _winzmail_mailsync_v1_CompleteGmailRequest__Output } from '../../../winzmail/mailsync/v1/CompleteGmailRequest.js';
import type { CompleteGmailResponse as _winzmail_mailsync_v1_CompleteGmailResponse, CompleteGmailResponse__Output as _winzmail_mailsync_v1_CompleteGmailResponse__Output } from '../../../winzmail/mailsync/v1/CompleteGmailResponse.js';
import type { CompleteOutlookDeviceAuthRequest as _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, CompleteOutlookDeviceAuthRequest__Output as _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest__Output } from '../../../winzmail/mailsync/v1/CompleteOutlookDeviceAuthRequest.js';
import type { DeviceCodeSession as _winzmail_mailsync_v1_DeviceCodeSession, DeviceCodeSession__Output as _winzmail_mailsync_v1_DeviceCodeSession__Output } from '../../../winzmail/mailsync/v1/DeviceCodeSession.js';
import type { EmailConfigResponse as _winzmail_mailsync_v1_EmailConfigResponse, EmailConfigResponse__Output as _winzmail_mailsync_v1_EmailConfigResponse__Output } from '../../../winzmail/mailsync/v1/EmailConfigResponse.js';
import type { EmailStats as _winzmail_mailsync_v1_EmailStats, EmailStats__Output as _winzmail_mailsync_v1_EmailStats__Output } from '../../../winzmail/mailsync/v1/EmailStats.js';
import type { ExportOrgRequest as _winzmail_export_v1_ExportOrgRequest, ExportOrgRequest__Output as _winzmail_export_v1_ExportOrgRequest__Output } from '../../../winzmail/export/v1/ExportOrgRequest.js';
import type { ExportPart as _winzmail_export_v1_ExportPart, ExportPart__Output as _winzmail_export_v1_ExportPart__Output } from '../../../winzmail/export/v1/ExportPart.js';
import type { FetchRecentEmailsRequest as _winzmail_mailsync_v1_FetchRecentEmailsRequest, FetchRecentEmailsRequest__Output as _winzmail_mailsync_v1_FetchRecentEmailsRequest__Output } from '../../../winzmail/mailsync/v1/FetchRecentEmailsRequest.js';
import type { FetchRecentEmailsResponse as _winzmail_mailsync_v1_FetchRecentEmailsResponse, FetchRecentEmailsResponse__Output as _winzmail_mailsync_v1_FetchRecentEmailsResponse__Output } from '../../../winzmail/mailsync/v1/FetchRecentEmailsResponse.js';
import type { GetEmailConfigRequest as _winzmail_mailsync_v1_GetEmailConfigRequest, GetEmailConfigRequest__Output as _winzmail_mailsync_v1_GetEmailConfigRequest__Output } from '../../../winzmail/mailsync/v1/GetEmailConfigRequest.js';
import type { GetEmailStatsRequest as _winzmail_mailsync_v1_GetEmailStatsRequest, GetEmailStatsRequest__Output as _winzmail_mailsync_v1_GetEmailStatsRequest__Output } from '../../../winzmail/mailsync/v1/GetEmailStatsRequest.js';
import type { GetMailProvidersRequest as _winzmail_mailsync_v1_GetMailProvidersRequest, GetMailProvidersRequest__Output as _winzmail_mailsync_v1_GetMailProvidersRequest__Output } from '../../../winzmail/mailsync/v1/GetMailProvidersRequest.js';
import type { GetOutcomesRequest as _winzmail_mailsync_v1_GetOutcomesRequest, GetOutcomesRequest__Output as _winzmail_mailsync_v1_GetOutcomesRequest__Output } from '../../../winzmail/mailsync/v1/GetOutcomesRequest.js';
import type { GetOutlookEmailConfigRequest as _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, GetOutlookEmailConfigRequest__Output as _winzmail_mailsync_v1_GetOutlookEmailConfigRequest__Output } from '../../../winzmail/mailsync/v1/GetOutlookEmailConfigRequest.js';
import type { GetReplayRequest as _winzmail_mailsync_v1_GetReplayRequest, GetReplayRequest__Output as _winzmail_mailsync_v1_GetReplayRequest__Output } from '../../../winzmail/mailsync/v1/GetReplayRequest.js';
import type { GmailAuthorization as _winzmail_mailsync_v1_GmailAuthorization, GmailAuthorization__Output as _winzmail_mailsync_v1_GmailAuthorization__Output } from '../../../winzmail/mailsync/v1/GmailAuthorization.js';
import type { GmailPushRequest as _winzmail_mailsync_v1_GmailPushRequest, GmailPushRequest__Output as _winzmail_mailsync_v1_GmailPushRequest__Output } from '../../../winzmail/mailsync/v1/GmailPushRequest.js';
import type { GmailPushResponse as _winzmail_mailsync_v1_GmailPushResponse, GmailPushResponse__Output as _winzmail_mailsync_v1_GmailPushResponse__Output } from '../../../winzmail/mailsync/v1/GmailPushResponse.js';
import type { InitiateGmailRequest as _winzmail_mailsync_v1_InitiateGmailRequest, InitiateGmailRequest__Output as _winzmail_mailsync_v1_InitiateGmailRequest__Output } from '../../../winzmail/mailsync/v1/InitiateGmailRequest.js';
import type { ListIncomingRequest as _winzmail_mailsync_v1_ListIncomingRequest, ListIncomingRequest__Output as _winzmail_mailsync_v1_ListIncomingRequest__Output } from '../../../winzmail/mailsync/v1/ListIncomingRequest.js';
import type { ListIncomingResponse as _winzmail_mailsync_v1_ListIncomingResponse, ListIncomingResponse__Output as _winzmail_mailsync_v1_ListIncomingResponse__Output } from '../../../winzmail/mailsync/v1/ListIncomingResponse.js';
import type { MailProviders as _winzmail_mailsync_v1_MailProviders, MailProviders__Output as _winzmail_mailsync_v1_MailProviders__Output } from '../../../winzmail/mailsync/v1/MailProviders.js';
import type { Outcomes as _winzmail_mailsync_v1_Outcomes, Outcomes__Output as _winzmail_mailsync_v1_Outcomes__Output } from '../../../winzmail/mailsync/v1/Outcomes.js';
import type { OutlookEmailConfig as _winzmail_mailsync_v1_OutlookEmailConfig, OutlookEmailConfig__Output as _winzmail_mailsync_v1_OutlookEmailConfig__Output } from '../../../winzmail/mailsync/v1/OutlookEmailConfig.js';
import type { Replay as _winzmail_mailsync_v1_Replay, Replay__Output as _winzmail_mailsync_v1_Replay__Output } from '../../../winzmail/mailsync/v1/Replay.js';
import type { ReplayRun as _winzmail_mailsync_v1_ReplayRun, ReplayRun__Output as _winzmail_mailsync_v1_ReplayRun__Output } from '../../../winzmail/mailsync/v1/ReplayRun.js';
import type { ReplyRequest as _winzmail_mailsync_v1_ReplyRequest, ReplyRequest__Output as _winzmail_mailsync_v1_ReplyRequest__Output } from '../../../winzmail/mailsync/v1/ReplyRequest.js';
import type { ReplyResponse as _winzmail_mailsync_v1_ReplyResponse, ReplyResponse__Output as _winzmail_mailsync_v1_ReplyResponse__Output } from '../../../winzmail/mailsync/v1/ReplyResponse.js';
import type { SetEmailConfigRequest as _winzmail_mailsync_v1_SetEmailConfigRequest, SetEmailConfigRequest__Output as _winzmail_mailsync_v1_SetEmailConfigRequest__Output } from '../../../winzmail/mailsync/v1/SetEmailConfigRequest.js';
import type { SetReplayMinimumRequest as _winzmail_mailsync_v1_SetReplayMinimumRequest, SetReplayMinimumRequest__Output as _winzmail_mailsync_v1_SetReplayMinimumRequest__Output } from '../../../winzmail/mailsync/v1/SetReplayMinimumRequest.js';
import type { SetReplyModeRequest as _winzmail_mailsync_v1_SetReplyModeRequest, SetReplyModeRequest__Output as _winzmail_mailsync_v1_SetReplyModeRequest__Output } from '../../../winzmail/mailsync/v1/SetReplyModeRequest.js';
import type { StartOutlookDeviceAuthRequest as _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, StartOutlookDeviceAuthRequest__Output as _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest__Output } from '../../../winzmail/mailsync/v1/StartOutlookDeviceAuthRequest.js';
import type { StartReplayRequest as _winzmail_mailsync_v1_StartReplayRequest, StartReplayRequest__Output as _winzmail_mailsync_v1_StartReplayRequest__Output } from '../../../winzmail/mailsync/v1/StartReplayRequest.js';

export interface MailSyncClient extends grpc.Client {
  CompleteGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  CompleteGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  CompleteGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  CompleteGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  completeGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  completeGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  completeGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  completeGmail(argument: _winzmail_mailsync_v1_CompleteGmailRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_CompleteGmailResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  CompleteOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  CompleteOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  CompleteOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  completeOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  completeOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  completeOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  completeOutlookDeviceAuth(argument: _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  ExportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  exportOrg(argument: _winzmail_export_v1_ExportOrgRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_winzmail_export_v1_ExportPart__Output>;
  
  FetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  FetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  FetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  FetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  fetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  fetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  fetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  fetchRecentEmails(argument: _winzmail_mailsync_v1_FetchRecentEmailsRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>): grpc.ClientUnaryCall;
  
  GetEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  GetEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  GetEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  GetEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  getEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  getEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  getEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  getEmailConfig(argument: _winzmail_mailsync_v1_GetEmailConfigRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  
  GetEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  GetEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  GetEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  GetEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  getEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  getEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  getEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  getEmailStats(argument: _winzmail_mailsync_v1_GetEmailStatsRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailStats__Output>): grpc.ClientUnaryCall;
  
  GetMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  GetMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  GetMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  GetMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  getMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  getMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  getMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  getMailProviders(argument: _winzmail_mailsync_v1_GetMailProvidersRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_MailProviders__Output>): grpc.ClientUnaryCall;
  
  GetOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  GetOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  GetOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  GetOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  getOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  getOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  getOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  getOutcomes(argument: _winzmail_mailsync_v1_GetOutcomesRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_Outcomes__Output>): grpc.ClientUnaryCall;
  
  GetOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  GetOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  GetOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  GetOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  getOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  getOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  getOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  getOutlookEmailConfig(argument: _winzmail_mailsync_v1_GetOutlookEmailConfigRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_OutlookEmailConfig__Output>): grpc.ClientUnaryCall;
  
  GetReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  GetReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  GetReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  GetReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _winzmail_mailsync_v1_GetReplayRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  
  GmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  GmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  GmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  GmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  gmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  gmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  gmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  gmailPush(argument: _winzmail_mailsync_v1_GmailPushRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailPushResponse__Output>): grpc.ClientUnaryCall;
  
  InitiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  InitiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  InitiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  InitiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  initiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  initiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  initiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  initiateGmail(argument: _winzmail_mailsync_v1_InitiateGmailRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_GmailAuthorization__Output>): grpc.ClientUnaryCall;
  
  ListIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  ListIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  ListIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  ListIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  listIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  listIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  listIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  listIncoming(argument: _winzmail_mailsync_v1_ListIncomingRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_ListIncomingResponse__Output>): grpc.ClientUnaryCall;
  
  Reply(argument: _winzmail_mailsync_v1_ReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  Reply(argument: _winzmail_mailsync_v1_ReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  Reply(argument: _winzmail_mailsync_v1_ReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  Reply(argument: _winzmail_mailsync_v1_ReplyRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  reply(argument: _winzmail_mailsync_v1_ReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  reply(argument: _winzmail_mailsync_v1_ReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  reply(argument: _winzmail_mailsync_v1_ReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  reply(argument: _winzmail_mailsync_v1_ReplyRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplyResponse__Output>): grpc.ClientUnaryCall;
  
  SetEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  SetEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  SetEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  SetEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setEmailConfig(argument: _winzmail_mailsync_v1_SetEmailConfigRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  
  SetReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  SetReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  SetReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  SetReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  setReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  setReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  setReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  setReplayMinimum(argument: _winzmail_mailsync_v1_SetReplayMinimumRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_Replay__Output>): grpc.ClientUnaryCall;
  
  SetReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  SetReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  SetReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  SetReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  setReplyMode(argument: _winzmail_mailsync_v1_SetReplyModeRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_EmailConfigResponse__Output>): grpc.ClientUnaryCall;
  
  StartOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  StartOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  StartOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  StartOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  startOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  startOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  startOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  startOutlookDeviceAuth(argument: _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_DeviceCodeSession__Output>): grpc.ClientUnaryCall;
  
  StartReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  StartReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  StartReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  StartReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  startReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  startReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  startReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  startReplay(argument: _winzmail_mailsync_v1_StartReplayRequest, callback: grpc.requestCallback<_winzmail_mailsync_v1_ReplayRun__Output>): grpc.ClientUnaryCall;
  
}

export interface MailSyncHandlers extends grpc.UntypedServiceImplementation {
  CompleteGmail: grpc.handleUnaryCall<_winzmail_mailsync_v1_CompleteGmailRequest__Output, _winzmail_mailsync_v1_CompleteGmailResponse>;
  
  CompleteOutlookDeviceAuth: grpc.handleUnaryCall<_winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest__Output, _winzmail_mailsync_v1_OutlookEmailConfig>;
  
  ExportOrg: grpc.handleServerStreamingCall<_winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart>;
  
  FetchRecentEmails: grpc.handleUnaryCall<_winzmail_mailsync_v1_FetchRecentEmailsRequest__Output, _winzmail_mailsync_v1_FetchRecentEmailsResponse>;
  
  GetEmailConfig: grpc.handleUnaryCall<_winzmail_mailsync_v1_GetEmailConfigRequest__Output, _winzmail_mailsync_v1_EmailConfigResponse>;
  
  GetEmailStats: grpc.handleUnaryCall<_winzmail_mailsync_v1_GetEmailStatsRequest__Output, _winzmail_mailsync_v1_EmailStats>;
  
  GetMailProviders: grpc.handleUnaryCall<_winzmail_mailsync_v1_GetMailProvidersRequest__Output, _winzmail_mailsync_v1_MailProviders>;
  
  GetOutcomes: grpc.handleUnaryCall<_winzmail_mailsync_v1_GetOutcomesRequest__Output, _winzmail_mailsync_v1_Outcomes>;
  
  GetOutlookEmailConfig: grpc.handleUnaryCall<_winzmail_mailsync_v1_GetOutlookEmailConfigRequest__Output, _winzmail_mailsync_v1_OutlookEmailConfig>;
  
  GetReplay: grpc.handleUnaryCall<_winzmail_mailsync_v1_GetReplayRequest__Output, _winzmail_mailsync_v1_Replay>;
  
  GmailPush: grpc.handleUnaryCall<_winzmail_mailsync_v1_GmailPushRequest__Output, _winzmail_mailsync_v1_GmailPushResponse>;
  
  InitiateGmail: grpc.handleUnaryCall<_winzmail_mailsync_v1_InitiateGmailRequest__Output, _winzmail_mailsync_v1_GmailAuthorization>;
  
  ListIncoming: grpc.handleUnaryCall<_winzmail_mailsync_v1_ListIncomingRequest__Output, _winzmail_mailsync_v1_ListIncomingResponse>;
  
  Reply: grpc.handleUnaryCall<_winzmail_mailsync_v1_ReplyRequest__Output, _winzmail_mailsync_v1_ReplyResponse>;
  
  SetEmailConfig: grpc.handleUnaryCall<_winzmail_mailsync_v1_SetEmailConfigRequest__Output, _winzmail_mailsync_v1_EmailConfigResponse>;
  
  SetReplayMinimum: grpc.handleUnaryCall<_winzmail_mailsync_v1_SetReplayMinimumRequest__Output, _winzmail_mailsync_v1_Replay>;
  
  SetReplyMode: grpc.handleUnaryCall<_winzmail_mailsync_v1_SetReplyModeRequest__Output, _winzmail_mailsync_v1_EmailConfigResponse>;
  
  StartOutlookDeviceAuth: grpc.handleUnaryCall<_winzmail_mailsync_v1_StartOutlookDeviceAuthRequest__Output, _winzmail_mailsync_v1_DeviceCodeSession>;
  
  StartReplay: grpc.handleUnaryCall<_winzmail_mailsync_v1_StartReplayRequest__Output, _winzmail_mailsync_v1_ReplayRun>;
  
}

export interface MailSyncDefinition extends grpc.ServiceDefinition {
  CompleteGmail: MethodDefinition<_winzmail_mailsync_v1_CompleteGmailRequest, _winzmail_mailsync_v1_CompleteGmailResponse, _winzmail_mailsync_v1_CompleteGmailRequest__Output, _winzmail_mailsync_v1_CompleteGmailResponse__Output>
  CompleteOutlookDeviceAuth: MethodDefinition<_winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest, _winzmail_mailsync_v1_OutlookEmailConfig, _winzmail_mailsync_v1_CompleteOutlookDeviceAuthRequest__Output, _winzmail_mailsync_v1_OutlookEmailConfig__Output>
  ExportOrg: MethodDefinition<_winzmail_export_v1_ExportOrgRequest, _winzmail_export_v1_ExportPart, _winzmail_export_v1_ExportOrgRequest__Output, _winzmail_export_v1_ExportPart__Output>
  FetchRecentEmails: MethodDefinition<_winzmail_mailsync_v1_FetchRecentEmailsRequest, _winzmail_mailsync_v1_FetchRecentEmailsResponse, _winzmail_mailsync_v1_FetchRecentEmailsRequest__Output, _winzmail_mailsync_v1_FetchRecentEmailsResponse__Output>
  GetEmailConfig: MethodDefinition<_winzmail_mailsync_v1_GetEmailConfigRequest, _winzmail_mailsync_v1_EmailConfigResponse, _winzmail_mailsync_v1_GetEmailConfigRequest__Output, _winzmail_mailsync_v1_EmailConfigResponse__Output>
  GetEmailStats: MethodDefinition<_winzmail_mailsync_v1_GetEmailStatsRequest, _winzmail_mailsync_v1_EmailStats, _winzmail_mailsync_v1_GetEmailStatsRequest__Output, _winzmail_mailsync_v1_EmailStats__Output>
  GetMailProviders: MethodDefinition<_winzmail_mailsync_v1_GetMailProvidersRequest, _winzmail_mailsync_v1_MailProviders, _winzmail_mailsync_v1_GetMailProvidersRequest__Output, _winzmail_mailsync_v1_MailProviders__Output>
  GetOutcomes: MethodDefinition<_winzmail_mailsync_v1_GetOutcomesRequest, _winzmail_mailsync_v1_Outcomes, _winzmail_mailsync_v1_GetOutcomesRequest__Output, _winzmail_mailsync_v1_Outcomes__Output>
  GetOutlookEmailConfig: MethodDefinition<_winzmail_mailsync_v1_GetOutlookEmailConfigRequest, _winzmail_mailsync_v1_OutlookEmailConfig, _winzmail_mailsync_v1_GetOutlookEmailConfigRequest__Output, _winzmail_mailsync_v1_OutlookEmailConfig__Output>
  GetReplay: MethodDefinition<_winzmail_mailsync_v1_GetReplayRequest, _winzmail_mailsync_v1_Replay, _winzmail_mailsync_v1_GetReplayRequest__Output, _winzmail_mailsync_v1_Replay__Output>
  GmailPush: MethodDefinition<_winzmail_mailsync_v1_GmailPushRequest, _winzmail_mailsync_v1_GmailPushResponse, _winzmail_mailsync_v1_GmailPushRequest__Output, _winzmail_mailsync_v1_GmailPushResponse__Output>
  InitiateGmail: MethodDefinition<_winzmail_mailsync_v1_InitiateGmailRequest, _winzmail_mailsync_v1_GmailAuthorization, _winzmail_mailsync_v1_InitiateGmailRequest__Output, _winzmail_mailsync_v1_GmailAuthorization__Output>
  ListIncoming: MethodDefinition<_winzmail_mailsync_v1_ListIncomingRequest, _winzmail_mailsync_v1_ListIncomingResponse, _winzmail_mailsync_v1_ListIncomingRequest__Output, _winzmail_mailsync_v1_ListIncomingResponse__Output>
  Reply: MethodDefinition<_winzmail_mailsync_v1_ReplyRequest, _winzmail_mailsync_v1_ReplyResponse, _winzmail_mailsync_v1_ReplyRequest__Output, _winzmail_mailsync_v1_ReplyResponse__Output>
  SetEmailConfig: MethodDefinition<_winzmail_mailsync_v1_SetEmailConfigRequest, _winzmail_mailsync_v1_EmailConfigResponse, _winzmail_mailsync_v1_SetEmailConfigRequest__Output, _winzmail_mailsync_v1_EmailConfigResponse__Output>
  SetReplayMinimum: MethodDefinition<_winzmail_mailsync_v1_SetReplayMinimumRequest, _winzmail_mailsync_v1_Replay, _winzmail_mailsync_v1_SetReplayMinimumRequest__Output, _winzmail_mailsync_v1_Replay__Output>
  SetReplyMode: MethodDefinition<_winzmail_mailsync_v1_SetReplyModeRequest, _winzmail_mailsync_v1_EmailConfigResponse, _winzmail_mailsync_v1_SetReplyModeRequest__Output, _winzmail_mailsync_v1_EmailConfigResponse__Output>
  StartOutlookDeviceAuth: MethodDefinition<_winzmail_mailsync_v1_StartOutlookDeviceAuthRequest, _winzmail_mailsync_v1_DeviceCodeSession, _winzmail_mailsync_v1_StartOutlookDeviceAuthRequest__Output, _winzmail_mailsync_v1_DeviceCodeSession__Output>
  StartReplay: MethodDefinition<_winzmail_mailsync_v1_StartReplayRequest, _winzmail_mailsync_v1_ReplayRun, _winzmail_mailsync_v1_StartReplayRequest__Output, _winzmail_mailsync_v1_ReplayRun__Output>
}
