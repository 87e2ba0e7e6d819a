// Original file: mail_sync.proto


export interface GetMailProvidersRequest {
}

export interface GetMailProvidersRequest__Output {
}
