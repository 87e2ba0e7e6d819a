// Original file: identity.proto


export interface ListRevokedSessionsRequest {
}

export interface ListRevokedSessionsRequest__Output {
}
