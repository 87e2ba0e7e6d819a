export { start, SERVICE } from './start.js';
export { identityEnv, loadIdentityConfig, type IdentityConfig } from './config.js';
