// `@winzmail/platform/bus`: the port (types and retry policy) and the factory that picks an
// adapter. Adapters are not exported: services get one from openEventBus.
export * from './port.js';
export { openEventBus } from './open.js';
export { subscribeAll } from './subscribe-all.js';
