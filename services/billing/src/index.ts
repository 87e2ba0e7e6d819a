export { start, SERVICE } from './start.js';
export { billingEnv, loadBillingConfig, type BillingConfig } from './config.js';
