export { start, wire, SERVICE, type WiredMailSync } from './start.js';
export { loadMailConfig, mailEnv, type MailConfig } from './config.js';
