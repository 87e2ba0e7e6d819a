// Original file: billing.proto


export interface HandleWebhookRequest {
  'payload'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
}

export interface HandleWebhookRequest__Output {
  'payload': (Buffer);
  'signature': (string);
}
