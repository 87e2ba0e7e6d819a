// Original file: mail_sync.proto


export interface GmailPushResponse {
}

export interface GmailPushResponse__Output {
}
