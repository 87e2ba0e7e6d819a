export { loadMailConfig, mailEnv, type MailConfig } from './config.js';
