// `@winzmail/platform/captcha`: the port (types, messages) and the factory that picks an adapter.
export * from './port.js';
export { openCaptcha } from './open.js';
