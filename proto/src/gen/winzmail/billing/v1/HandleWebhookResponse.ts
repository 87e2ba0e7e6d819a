// Original file: billing.proto


export interface HandleWebhookResponse {
  'duplicate'?: (boolean);
}

export interface HandleWebhookResponse__Output {
  'duplicate': (boolean);
}
