export * from './port.js';
export { openChatModel } from './open.js';
