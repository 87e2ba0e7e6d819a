export { start, SERVICE } from './start.js';
export { chatEnv, loadChatConfig, type ChatConfig } from './config.js';
