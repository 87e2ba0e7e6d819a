// Original file: billing.proto


export interface ListPlansRequest {
}

export interface ListPlansRequest__Output {
}
