// Original file: identity.proto


export interface GetAccountSettingsRequest {
}

export interface GetAccountSettingsRequest__Output {
}
