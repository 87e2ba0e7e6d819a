// `@winzmail/platform/export`: the organisation's data export, as each service streams its part.
export * from './parts.js';
