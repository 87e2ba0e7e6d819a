// Original file: chat.proto


export interface ClearResponse {
}

export interface ClearResponse__Output {
}
