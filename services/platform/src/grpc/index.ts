export * from './client.js';
export * from './server.js';
export * from './status.js';
export * from './piece-stream.js';
