// Original file: identity.proto


export interface RemoveOrgUserResponse {
}

export interface RemoveOrgUserResponse__Output {
}
