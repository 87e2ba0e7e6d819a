export * from './port.js';
export { Outbox } from './relay.js';
