export { loadReplyConfig, replyEnv, type ReplyConfig } from './config.js';
