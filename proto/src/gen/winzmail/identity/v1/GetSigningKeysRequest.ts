// Original file: identity.proto


export interface GetSigningKeysRequest {
}

export interface GetSigningKeysRequest__Output {
}
