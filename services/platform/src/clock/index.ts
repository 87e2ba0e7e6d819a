/**
 * The time, in epoch milliseconds (what Date.now returns). Code whose behaviour depends on time
 * passing (captcha expiry, the model breaker's cool-down) takes a Clock, so a test sets the time
 * instead of sleeping until it has passed.
 */
export type Clock = () => number;

/** The real time: the default wherever a Clock is taken. */
export const systemClock: Clock = () => Date.now();

export { lastWeeks, weekOf } from './weeks.js';
