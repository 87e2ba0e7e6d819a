// Original file: billing.proto


export interface GetPaymentSettingsRequest {
}

export interface GetPaymentSettingsRequest__Output {
}
