/**
 * How the screen waits for Stripe's confirmation: a look every 2 s, given up after 2 minutes.
 * One object, so tests can shorten the waits.
 */
export const paymentPolling = {
  intervalMs: 2_000,
  giveUpMs: 120_000,
};
