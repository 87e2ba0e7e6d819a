// The shared runtime: no business logic. Ports live in their own entry points
// (`@winzmail/platform/bus`, `/store`, `/blobs`, `/search`, `/embed`, `/llm`, `/captcha`).
export * from './clock/index.js';
export * from './config/index.js';
export * from './errors/index.js';
export * from './grpc/index.js';
export * from './ids/index.js';
export * from './logger/index.js';
export * from './shutdown/index.js';
export * from './unhandled/index.js';
export * from './secrets/index.js';
export * from './wiring/index.js';
