// Original file: knowledge_ingestion.proto


export interface DeleteResponse {
}

export interface DeleteResponse__Output {
}
