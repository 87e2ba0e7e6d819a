// Original file: identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccountSettings as _winzmail_identity_v1_AccountSettings, AccountSettings__Output as _winzmail_identity_v1_AccountSettings__Output } from '../../../winzmail/identity/v1/AccountSettings.js';
import type { AddOrgUserRequest as _winzmail_identity_v1_AddOrgUserRequest, AddOrgUserRequest__Output as _winzmail_identity_v1_AddOrgUserRequest__Output } from '../../../winzmail/identity/v1/AddOrgUserRequest.js';
import type { CaptchaChallenge as _winzmail_identity_v1_CaptchaChallenge, CaptchaChallenge__Output as _winzmail_identity_v1_CaptchaChallenge__Output } from '../../../winzmail/identity/v1/CaptchaChallenge.js';
import type { ChangePasswordRequest as _winzmail_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _winzmail_identity_v1_ChangePasswordRequest__Output } from '../../../winzmail/identity/v1/ChangePasswordRequest.js';
import type { ConfirmEmailChangeRequest as _winzmail_identity_v1_ConfirmEmailChangeRequest, ConfirmEmailChangeRequest__Output as _winzmail_identity_v1_ConfirmEmailChangeRequest__Output } from '../../../winzmail/identity/v1/ConfirmEmailChangeRequest.js';
import type { ConfirmEmailChangeResponse as _winzmail_identity_v1_ConfirmEmailChangeResponse, ConfirmEmailChangeResponse__Output as _winzmail_identity_v1_ConfirmEmailChangeResponse__Output } from '../../../winzmail/identity/v1/ConfirmEmailChangeResponse.js';
import type { CreateCaptchaChallengeRequest as _winzmail_identity_v1_CreateCaptchaChallengeRequest, CreateCaptchaChallengeRequest__Output as _winzmail_identity_v1_CreateCaptchaChallengeRequest__Output } from '../../../winzmail/identity/v1/CreateCaptchaChallengeRequest.js';
import type { DeleteOrgRequest as _winzmail_identity_v1_DeleteOrgRequest, DeleteOrgRequest__Output as _winzmail_identity_v1_DeleteOrgRequest__Output } from '../../../winzmail/identity/v1/DeleteOrgRequest.js';
import type { DeleteOrgResponse as _winzmail_identity_v1_DeleteOrgResponse, DeleteOrgResponse__Output as _winzmail_identity_v1_DeleteOrgResponse__Output } from '../../../winzmail/identity/v1/DeleteOrgResponse.js';
import type { EndOrgSessionsRequest as _winzmail_identity_v1_EndOrgSessionsRequest, EndOrgSessionsRequest__Output as _winzmail_identity_v1_EndOrgSessionsRequest__Output } from '../../../winzmail/identity/v1/EndOrgSessionsRequest.js';
import type { EndSessionRequest as _winzmail_identity_v1_EndSessionRequest, EndSessionRequest__Output as _winzmail_identity_v1_EndSessionRequest__Output } from '../../../winzmail/identity/v1/EndSessionRequest.js';
import type { EndSessionResponse as _winzmail_identity_v1_EndSessionResponse, EndSessionResponse__Output as _winzmail_identity_v1_EndSessionResponse__Output } from '../../../winzmail/identity/v1/EndSessionResponse.js';
import type { GetAccountSettingsRequest as _winzmail_identity_v1_GetAccountSettingsRequest, GetAccountSettingsRequest__Output as _winzmail_identity_v1_GetAccountSettingsRequest__Output } from '../../../winzmail/identity/v1/GetAccountSettingsRequest.js';
import type { GetOrgRequest as _winzmail_identity_v1_GetOrgRequest, GetOrgRequest__Output as _winzmail_identity_v1_GetOrgRequest__Output } from '../../../winzmail/identity/v1/GetOrgRequest.js';
import type { GetSigningKeysRequest as _winzmail_identity_v1_GetSigningKeysRequest, GetSigningKeysRequest__Output as _winzmail_identity_v1_GetSigningKeysRequest__Output } from '../../../winzmail/identity/v1/GetSigningKeysRequest.js';
import type { ListOrgUsersRequest as _winzmail_identity_v1_ListOrgUsersRequest, ListOrgUsersRequest__Output as _winzmail_identity_v1_ListOrgUsersRequest__Output } from '../../../winzmail/identity/v1/ListOrgUsersRequest.js';
import type { ListOrgUsersResponse as _winzmail_identity_v1_ListOrgUsersResponse, ListOrgUsersResponse__Output as _winzmail_identity_v1_ListOrgUsersResponse__Output } from '../../../winzmail/identity/v1/ListOrgUsersResponse.js';
import type { ListRevokedSessionsRequest as _winzmail_identity_v1_ListRevokedSessionsRequest, ListRevokedSessionsRequest__Output as _winzmail_identity_v1_ListRevokedSessionsRequest__Output } from '../../../winzmail/identity/v1/ListRevokedSessionsRequest.js';
import type { ListRevokedSessionsResponse as _winzmail_identity_v1_ListRevokedSessionsResponse, ListRevokedSessionsResponse__Output as _winzmail_identity_v1_ListRevokedSessionsResponse__Output } from '../../../winzmail/identity/v1/ListRevokedSessionsResponse.js';
import type { LoginRequest as _winzmail_identity_v1_LoginRequest, LoginRequest__Output as _winzmail_identity_v1_LoginRequest__Output } from '../../../winzmail/identity/v1/LoginRequest.js';
import type { LoginResponse as _winzmail_identity_v1_LoginResponse, LoginResponse__Output as _winzmail_identity_v1_LoginResponse__Output } from '../../../winzmail/identity/v1/LoginResponse.js';
import type { Org as _winzmail_identity_v1_Org, Org__Output as _winzmail_identity_v1_Org__Output } from '../../../winzmail/identity/v1/Org.js';
import type { OrgUser as _winzmail_identity_v1_OrgUser, OrgUser__Output as _winzmail_identity_v1_OrgUser__Output } from '../../../winzmail/identity/v1/OrgUser.js';
import type { RefreshSessionRequest as _winzmail_identity_v1_RefreshSessionRequest, RefreshSessionRequest__Output as _winzmail_identity_v1_RefreshSessionRequest__Output } from '../../../winzmail/identity/v1/RefreshSessionRequest.js';
import type { RegisterRequest as _winzmail_identity_v1_RegisterRequest, RegisterRequest__Output as _winzmail_identity_v1_RegisterRequest__Output } from '../../../winzmail/identity/v1/RegisterRequest.js';
import type { RegisterResponse as _winzmail_identity_v1_RegisterResponse, RegisterResponse__Output as _winzmail_identity_v1_RegisterResponse__Output } from '../../../winzmail/identity/v1/RegisterResponse.js';
import type { RemoveOrgUserRequest as _winzmail_identity_v1_RemoveOrgUserRequest, RemoveOrgUserRequest__Output as _winzmail_identity_v1_RemoveOrgUserRequest__Output } from '../../../winzmail/identity/v1/RemoveOrgUserRequest.js';
import type { RemoveOrgUserResponse as _winzmail_identity_v1_RemoveOrgUserResponse, RemoveOrgUserResponse__Output as _winzmail_identity_v1_RemoveOrgUserResponse__Output } from '../../../winzmail/identity/v1/RemoveOrgUserResponse.js';
import type { RenameOrgRequest as _winzmail_identity_v1_RenameOrgRequest, RenameOrgRequest__Output as _winzmail_identity_v1_RenameOrgRequest__Output } from '../../../winzmail/identity/v1/RenameOrgRequest.js';
import type { RequestEmailChangeRequest as _winzmail_identity_v1_RequestEmailChangeRequest, RequestEmailChangeRequest__Output as _winzmail_identity_v1_RequestEmailChangeRequest__Output } from '../../../winzmail/identity/v1/RequestEmailChangeRequest.js';
import type { RequestEmailChangeResponse as _winzmail_identity_v1_RequestEmailChangeResponse, RequestEmailChangeResponse__Output as _winzmail_identity_v1_RequestEmailChangeResponse__Output } from '../../../winzmail/identity/v1/RequestEmailChangeResponse.js';
import type { RequestPasswordResetRequest as _winzmail_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _winzmail_identity_v1_RequestPasswordResetRequest__Output } from '../../../winzmail/identity/v1/RequestPasswordResetRequest.js';
import type { RequestPasswordResetResponse as _winzmail_identity_v1_RequestPasswordResetResponse, RequestPasswordResetResponse__Output as _winzmail_identity_v1_RequestPasswordResetResponse__Output } from '../../../winzmail/identity/v1/RequestPasswordResetResponse.js';
import type { ResetPasswordRequest as _winzmail_identity_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _winzmail_identity_v1_ResetPasswordRequest__Output } from '../../../winzmail/identity/v1/ResetPasswordRequest.js';
import type { SigningKeys as _winzmail_identity_v1_SigningKeys, SigningKeys__Output as _winzmail_identity_v1_SigningKeys__Output } from '../../../winzmail/identity/v1/SigningKeys.js';

export interface IdentityClient extends grpc.Client {
  AddOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  AddOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  AddOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  AddOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  addOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  addOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  addOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  addOrgUser(argument: _winzmail_identity_v1_AddOrgUserRequest, callback: grpc.requestCallback<_winzmail_identity_v1_OrgUser__Output>): grpc.ClientUnaryCall;
  
  ChangePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _winzmail_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _winzmail_identity_v1_ConfirmEmailChangeRequest, callback: grpc.requestCallback<_winzmail_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  
  CreateCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  CreateCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  CreateCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  CreateCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  createCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  createCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  createCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  createCaptchaChallenge(argument: _winzmail_identity_v1_CreateCaptchaChallengeRequest, callback: grpc.requestCallback<_winzmail_identity_v1_CaptchaChallenge__Output>): grpc.ClientUnaryCall;
  
  DeleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  DeleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  DeleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  DeleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  deleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  deleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  deleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  deleteOrg(argument: _winzmail_identity_v1_DeleteOrgRequest, callback: grpc.requestCallback<_winzmail_identity_v1_DeleteOrgResponse__Output>): grpc.ClientUnaryCall;
  
  EndOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  EndOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  EndOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  EndOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endOrgSessions(argument: _winzmail_identity_v1_EndOrgSessionsRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  
  EndSession(argument: _winzmail_identity_v1_EndSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  EndSession(argument: _winzmail_identity_v1_EndSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  EndSession(argument: _winzmail_identity_v1_EndSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  EndSession(argument: _winzmail_identity_v1_EndSessionRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endSession(argument: _winzmail_identity_v1_EndSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endSession(argument: _winzmail_identity_v1_EndSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endSession(argument: _winzmail_identity_v1_EndSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  endSession(argument: _winzmail_identity_v1_EndSessionRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  GetAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  GetAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  GetAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  getAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  getAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  getAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  getAccountSettings(argument: _winzmail_identity_v1_GetAccountSettingsRequest, callback: grpc.requestCallback<_winzmail_identity_v1_AccountSettings__Output>): grpc.ClientUnaryCall;
  
  GetOrg(argument: _winzmail_identity_v1_GetOrgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  GetOrg(argument: _winzmail_identity_v1_GetOrgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  GetOrg(argument: _winzmail_identity_v1_GetOrgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  GetOrg(argument: _winzmail_identity_v1_GetOrgRequest, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  getOrg(argument: _winzmail_identity_v1_GetOrgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  getOrg(argument: _winzmail_identity_v1_GetOrgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  getOrg(argument: _winzmail_identity_v1_GetOrgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  getOrg(argument: _winzmail_identity_v1_GetOrgRequest, callback: grpc.requestCallback<_winzmail_identity_v1_Org__Output>): grpc.ClientUnaryCall;
  
  GetSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  GetSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  GetSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  GetSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _winzmail_identity_v1_GetSigningKeysRequest, callback: grpc.requestCallback<_winzmail_identity_v1_SigningKeys__Output>): grpc.ClientUnaryCall;
  
  ListOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  ListOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  ListOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  ListOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  listOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  listOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  listOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  listOrgUsers(argument: _winzmail_identity_v1_ListOrgUsersRequest, callback: grpc.requestCallback<_winzmail_identity_v1_ListOrgUsersResponse__Output>): grpc.ClientUnaryCall;
  
  ListRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessions(argument: _winzmail_identity_v1_ListRevokedSessionsRequest, callback: grpc.requestCallback<_winzmail_identity_v1_ListRevokedSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _winzmail_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _winzmail_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _winzmail_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _winzmail_identity_v1_LoginRequest, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _winzmail_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _winzmail_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _winzmail_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _winzmail_identity_v1_LoginRequest, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  
  RefreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  RefreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  RefreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  RefreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _winzmail_identity_v1_RefreshSessionRequest, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  
  Register(argument: _winzmail_identity_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _winzmail_identity_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _winzmail_identity_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _winzmail_identity_v1_RegisterRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _winzmail_identity_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _winzmail_identity_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _winzmail_identity_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _winzmail_identity_v1_RegisterRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  
  RemoveOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  RemoveOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  RemoveOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  RemoveOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  removeOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  removeOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  removeOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  removeOrgUser(argument: _winzmail_identity_v1_RemoveOrgUserRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RemoveOrgUserResponse__Output>): grpc.ClientUnaryCall;
  
  RenameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  RenameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  RenameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  RenameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  renameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  renameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  renameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  renameOrg(argument: _winzmail_identity_v1_RenameOrgRequest, callback: grpc.requestCallback<_winzmail_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  
  RequestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  RequestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  RequestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  RequestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  requestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  requestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  requestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  requestEmailChange(argument: _winzmail_identity_v1_RequestEmailChangeRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RequestEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  
  RequestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _winzmail_identity_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_winzmail_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  
  ResetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _winzmail_identity_v1_ResetPasswordRequest, callback: grpc.requestCallback<_winzmail_identity_v1_EndSessionResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityHandlers extends grpc.UntypedServiceImplementation {
  AddOrgUser: grpc.handleUnaryCall<_winzmail_identity_v1_AddOrgUserRequest__Output, _winzmail_identity_v1_OrgUser>;
  
  ChangePassword: grpc.handleUnaryCall<_winzmail_identity_v1_ChangePasswordRequest__Output, _winzmail_identity_v1_EndSessionResponse>;
  
  ConfirmEmailChange: grpc.handleUnaryCall<_winzmail_identity_v1_ConfirmEmailChangeRequest__Output, _winzmail_identity_v1_ConfirmEmailChangeResponse>;
  
  CreateCaptchaChallenge: grpc.handleUnaryCall<_winzmail_identity_v1_CreateCaptchaChallengeRequest__Output, _winzmail_identity_v1_CaptchaChallenge>;
  
  DeleteOrg: grpc.handleUnaryCall<_winzmail_identity_v1_DeleteOrgRequest__Output, _winzmail_identity_v1_DeleteOrgResponse>;
  
  EndOrgSessions: grpc.handleUnaryCall<_winzmail_identity_v1_EndOrgSessionsRequest__Output, _winzmail_identity_v1_EndSessionResponse>;
  
  EndSession: grpc.handleUnaryCall<_winzmail_identity_v1_EndSessionRequest__Output, _winzmail_identity_v1_EndSessionResponse>;
  
  GetAccountSettings: grpc.handleUnaryCall<_winzmail_identity_v1_GetAccountSettingsRequest__Output, _winzmail_identity_v1_AccountSettings>;
  
  GetOrg: grpc.handleUnaryCall<_winzmail_identity_v1_GetOrgRequest__Output, _winzmail_identity_v1_Org>;
  
  GetSigningKeys: grpc.handleUnaryCall<_winzmail_identity_v1_GetSigningKeysRequest__Output, _winzmail_identity_v1_SigningKeys>;
  
  ListOrgUsers: grpc.handleUnaryCall<_winzmail_identity_v1_ListOrgUsersRequest__Output, _winzmail_identity_v1_ListOrgUsersResponse>;
  
  ListRevokedSessions: grpc.handleUnaryCall<_winzmail_identity_v1_ListRevokedSessionsRequest__Output, _winzmail_identity_v1_ListRevokedSessionsResponse>;
  
  Login: grpc.handleUnaryCall<_winzmail_identity_v1_LoginRequest__Output, _winzmail_identity_v1_LoginResponse>;
  
  RefreshSession: grpc.handleUnaryCall<_winzmail_identity_v1_RefreshSessionRequest__Output, _winzmail_identity_v1_LoginResponse>;
  
  Register: grpc.handleUnaryCall<_winzmail_identity_v1_RegisterRequest__Output, _winzmail_identity_v1_RegisterResponse>;
  
  RemoveOrgUser: grpc.handleUnaryCall<_winzmail_identity_v1_RemoveOrgUserRequest__Output, _winzmail_identity_v1_RemoveOrgUserResponse>;
  
  RenameOrg: grpc.handleUnaryCall<_winzmail_identity_v1_RenameOrgRequest__Output, _winzmail_identity_v1_LoginResponse>;
  
  RequestEmailChange: grpc.handleUnaryCall<_winzmail_identity_v1_RequestEmailChangeRequest__Output, _winzmail_identity_v1_RequestEmailChangeResponse>;
  
  RequestPasswordReset: grpc.handleUnaryCall<_winzmail_identity_v1_RequestPasswordResetRequest__Output, _winzmail_identity_v1_RequestPasswordResetResponse>;
  
  ResetPassword: grpc.handleUnaryCall<_winzmail_identity_v1_ResetPasswordRequest__Output, _winzmail_identity_v1_EndSessionResponse>;
  
}

export interface IdentityDefinition extends grpc.ServiceDefinition {
  AddOrgUser: MethodDefinition<_winzmail_identity_v1_AddOrgUserRequest, _winzmail_identity_v1_OrgUser, _winzmail_identity_v1_AddOrgUserRequest__Output, _winzmail_identity_v1_OrgUser__Output>
  ChangePassword: MethodDefinition<_winzmail_identity_v1_ChangePasswordRequest, _winzmail_identity_v1_EndSessionResponse, _winzmail_identity_v1_ChangePasswordRequest__Output, _winzmail_identity_v1_EndSessionResponse__Output>
  ConfirmEmailChange: MethodDefinition<_winzmail_identity_v1_ConfirmEmailChangeRequest, _winzmail_identity_v1_ConfirmEmailChangeResponse, _winzmail_identity_v1_ConfirmEmailChangeRequest__Output, _winzmail_identity_v1_ConfirmEmailChangeResponse__Output>
  CreateCaptchaChallenge: MethodDefinition<_winzmail_identity_v1_CreateCaptchaChallengeRequest, _winzmail_identity_v1_CaptchaChallenge, _winzmail_identity_v1_CreateCaptchaChallengeRequest__Output, _winzmail_identity_v1_CaptchaChallenge__Output>
  DeleteOrg: MethodDefinition<_winzmail_identity_v1_DeleteOrgRequest, _winzmail_identity_v1_DeleteOrgResponse, _winzmail_identity_v1_DeleteOrgRequest__Output, _winzmail_identity_v1_DeleteOrgResponse__Output>
  EndOrgSessions: MethodDefinition<_winzmail_identity_v1_EndOrgSessionsRequest, _winzmail_identity_v1_EndSessionResponse, _winzmail_identity_v1_EndOrgSessionsRequest__Output, _winzmail_identity_v1_EndSessionResponse__Output>
  EndSession: MethodDefinition<_winzmail_identity_v1_EndSessionRequest, _winzmail_identity_v1_EndSessionResponse, _winzmail_identity_v1_EndSessionRequest__Output, _winzmail_identity_v1_EndSessionResponse__Output>
  GetAccountSettings: MethodDefinition<_winzmail_identity_v1_GetAccountSettingsRequest, _winzmail_identity_v1_AccountSettings, _winzmail_identity_v1_GetAccountSettingsRequest__Output, _winzmail_identity_v1_AccountSettings__Output>
  GetOrg: MethodDefinition<_winzmail_identity_v1_GetOrgRequest, _winzmail_identity_v1_Org, _winzmail_identity_v1_GetOrgRequest__Output, _winzmail_identity_v1_Org__Output>
  GetSigningKeys: MethodDefinition<_winzmail_identity_v1_GetSigningKeysRequest, _winzmail_identity_v1_SigningKeys, _winzmail_identity_v1_GetSigningKeysRequest__Output, _winzmail_identity_v1_SigningKeys__Output>
  ListOrgUsers: MethodDefinition<_winzmail_identity_v1_ListOrgUsersRequest, _winzmail_identity_v1_ListOrgUsersResponse, _winzmail_identity_v1_ListOrgUsersRequest__Output, _winzmail_identity_v1_ListOrgUsersResponse__Output>
  ListRevokedSessions: MethodDefinition<_winzmail_identity_v1_ListRevokedSessionsRequest, _winzmail_identity_v1_ListRevokedSessionsResponse, _winzmail_identity_v1_ListRevokedSessionsRequest__Output, _winzmail_identity_v1_ListRevokedSessionsResponse__Output>
  Login: MethodDefinition<_winzmail_identity_v1_LoginRequest, _winzmail_identity_v1_LoginResponse, _winzmail_identity_v1_LoginRequest__Output, _winzmail_identity_v1_LoginResponse__Output>
  RefreshSession: MethodDefinition<_winzmail_identity_v1_RefreshSessionRequest, _winzmail_identity_v1_LoginResponse, _winzmail_identity_v1_RefreshSessionRequest__Output, _winzmail_identity_v1_LoginResponse__Output>
  Register: MethodDefinition<_winzmail_identity_v1_RegisterRequest, _winzmail_identity_v1_RegisterResponse, _winzmail_identity_v1_RegisterRequest__Output, _winzmail_identity_v1_RegisterResponse__Output>
  RemoveOrgUser: MethodDefinition<_winzmail_identity_v1_RemoveOrgUserRequest, _winzmail_identity_v1_RemoveOrgUserResponse, _winzmail_identity_v1_RemoveOrgUserRequest__Output, _winzmail_identity_v1_RemoveOrgUserResponse__Output>
  RenameOrg: MethodDefinition<_winzmail_identity_v1_RenameOrgRequest, _winzmail_identity_v1_LoginResponse, _winzmail_identity_v1_RenameOrgRequest__Output, _winzmail_identity_v1_LoginResponse__Output>
  RequestEmailChange: MethodDefinition<_winzmail_identity_v1_RequestEmailChangeRequest, _winzmail_identity_v1_RequestEmailChangeResponse, _winzmail_identity_v1_RequestEmailChangeRequest__Output, _winzmail_identity_v1_RequestEmailChangeResponse__Output>
  RequestPasswordReset: MethodDefinition<_winzmail_identity_v1_RequestPasswordResetRequest, _winzmail_identity_v1_RequestPasswordResetResponse, _winzmail_identity_v1_RequestPasswordResetRequest__Output, _winzmail_identity_v1_RequestPasswordResetResponse__Output>
  ResetPassword: MethodDefinition<_winzmail_identity_v1_ResetPasswordRequest, _winzmail_identity_v1_EndSessionResponse, _winzmail_identity_v1_ResetPasswordRequest__Output, _winzmail_identity_v1_EndSessionResponse__Output>
}
