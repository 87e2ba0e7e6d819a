/** Browser actions kept in one object so tests can observe them. */
export const pageActions = {
  reload(): void {
    window.location.reload();
  },
  /** A full-page navigation away from the app (e.g. Stripe Checkout). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
