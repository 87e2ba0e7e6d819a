export { start, SERVICE, type RunningGateway } from './start.js';
export { gatewayEnv, loadGatewayConfig, type GatewayConfig } from './config.js';
