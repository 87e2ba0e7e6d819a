// Original file: billing.proto


export interface HandleWebhookResponse {
}

export interface HandleWebhookResponse__Output {
}
