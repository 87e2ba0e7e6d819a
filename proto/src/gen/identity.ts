import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

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

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  winzmail: {
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
  }
}

