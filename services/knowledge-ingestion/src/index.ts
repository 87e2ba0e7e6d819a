export { start, SERVICE } from './start.js';
export { knowledgeEnv, loadKnowledgeConfig, type KnowledgeConfig } from './config.js';
