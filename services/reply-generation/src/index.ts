export { start, SERVICE, type ReplyOptions } from './start.js';
export { loadReplyConfig, replyEnv, type ReplyConfig } from './config.js';
