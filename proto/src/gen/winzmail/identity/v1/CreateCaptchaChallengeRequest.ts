// Original file: identity.proto


export interface CreateCaptchaChallengeRequest {
}

export interface CreateCaptchaChallengeRequest__Output {
}
