// Original file: identity.proto


export interface RequestPasswordResetResponse {
}

export interface RequestPasswordResetResponse__Output {
}
