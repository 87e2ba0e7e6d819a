import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { CheckoutStatus, OrgDetails, OrgPlanEntry, Plan } from '../../api/contract';
import { pageActions } from '../../app/pageActions';
import type { Handler } from '../../test/api';
import { json, mockApi, ORG, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';
import { paymentPolling } from './polling';

beforeAll(preloadRoutes, 60_000);

const DAY = 24 * 60 * 60 * 1000;
const saved = { ...paymentPolling };
let assign: jest.SpiedFunction<typeof pageActions.assign>;
beforeEach(() => {
  // Stripe's confirmation is waited for every 2 s in the product; tests wait less.
  paymentPolling.intervalMs = 100;
  paymentPolling.giveUpMs = 120_000;
  assign = jest.spyOn(pageActions, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.assign(paymentPolling, saved);
  jest.restoreAllMocks();
});

const PLANS: Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 29,
    currency: 'usd',
    duration_days: 30,
    features: ['Auto replies', 'Website chatbot'],
    plan_type: 'flat',
    user_count: 0,
  },
  {
    id: 'team',
    name: 'Team',
    price: 12.5,
    currency: 'EUR',
    duration_days: 365,
    features: ['Shared knowledge base'],
    plan_type: 'per_user',
    user_count: 5,
  },
];

const entry = (plan: Plan, seats = 1): OrgPlanEntry => ({
  plan_name: plan.name,
  plan_expiry: '2031-06-30T00:00:00.000Z',
  plan_type: plan.plan_type,
  user_count: seats,
  plan_price: plan.price,
  plan_currency: plan.currency.toUpperCase(),
});

const TRIAL: OrgDetails = {
  ...ORG,
  plan_name: 'Free Trial',
  plan_price: 0,
  plan_currency: 'USD',
  plan_expiry: new Date(Date.now() + 10 * DAY - 60 * 60 * 1000).toISOString(),
  trial_active: true,
  plans: PLANS.map((plan) => entry(plan)),
};
const NONE: OrgDetails = {
  ...ORG,
  plan_name: null,
  plan_price: null,
  plan_currency: null,
  plan_expiry: null,
  trial_active: false,
  plans: [],
};
const BASIC: OrgDetails = {
  ...ORG,
  plan_name: 'Basic',
  plan_price: 29,
  plan_currency: 'USD',
  plan_expiry: '2031-06-30T00:00:00.000Z',
  trial_active: false,
  plans: [entry(PLANS[0]!)],
};
const TEAM: OrgDetails = {
  ...BASIC,
  plan_name: 'Team',
  plan_price: 12.5,
  plan_currency: 'EUR',
  plans: [entry(PLANS[1]!, 4)],
};

async function openPage(
  org: OrgDetails | (() => OrgDetails),
  routes: Record<string, Handler> = {},
  path = '/subscription',
) {
  const api = mockApi(
    signedInRoutes({
      'GET /org/me': () => json(200, typeof org === 'function' ? org() : org),
      'GET /plans/': () => json(200, PLANS),
      'GET /billing/checkout': () => json(200, { configured: true, missing_settings: [] }),
      ...routes,
    }),
  );
  const app = renderApp(path, { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'Subscription' });
  return { api, app };
}

const card = (id: string) => screen.findByTestId(`plan-${id}`);
const seatsOf = (plan: HTMLElement) => within(plan).getByRole('spinbutton', { name: 'Seats' });

describe('subscription screen', () => {
  it.each([
    ['Free Trial', TRIAL],
    ['Active', BASIC],
    ['No Subscription', NONE],
  ])('badge "%s"', async (text, org) => {
    await openPage(org);
    expect(await screen.findByTestId('subscription-badge')).toHaveTextContent(text);
  });

  it('shows the trial banner with the days left and every plan to upgrade to', async () => {
    await openPage(TRIAL);
    expect(await screen.findByTestId('trial-banner')).toHaveTextContent(
      '10 days left in your free trial',
    );
    // During the trial every plan is listed in /org/me, yet none is owned: Upgrade everywhere.
    const basic = await card('basic');
    expect(within(basic).getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    expect(within(basic).queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('shows the current plan and, per plan, price with currency, coverage and features', async () => {
    await openPage(BASIC);
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByTestId('current-plan-name')).toHaveTextContent('Basic');
    expect(within(current).getByTestId('current-plan-price')).toHaveTextContent('$29.00');
    expect(within(current).getByTestId('current-plan-expiry')).toHaveTextContent('Jun 30, 2031');
    expect(screen.queryByTestId('trial-banner')).toBeNull();

    const basic = await card('basic');
    expect(within(basic).getByRole('heading', { level: 3, name: 'Basic' })).toBeInTheDocument();
    expect(within(basic).getByTestId('plan-price')).toHaveTextContent('$29.00');
    expect(within(basic).getByText('30 days of coverage')).toBeInTheDocument();
    expect(within(basic).getByText('Website chatbot')).toBeInTheDocument();
    expect(within(basic).queryByRole('spinbutton')).toBeNull();
    expect(within(basic).getByRole('button', { name: 'Renew' })).toBeInTheDocument();

    const team = await card('team');
    expect(within(team).getByTestId('plan-price')).toHaveTextContent('€12.50 per user');
    expect(within(team).getByText('365 days of coverage')).toBeInTheDocument();
    expect(within(team).getByText('Users included: 5')).toBeInTheDocument();
    expect(within(team).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('shows N/A without a plan', async () => {
    await openPage(NONE);
    expect(await screen.findByTestId('current-plan-price')).toHaveTextContent('N/A');
    expect(screen.getByTestId('current-plan-expiry')).toHaveTextContent('N/A');
  });

  it('seats: default 1; an empty, 0 or invalid value becomes 1 on blur', async () => {
    const { app } = await openPage(NONE);
    const seats = seatsOf(await card('team'));
    expect(seats).toHaveValue('1');
    for (const typed of ['', '0', 'abc', '-4']) {
      await app.user.clear(seats);
      if (typed) await app.user.type(seats, typed);
      await app.user.tab();
      await waitFor(() => expect(seats).toHaveValue('1'));
    }
    await app.user.clear(seats);
    await app.user.type(seats, '7');
    await app.user.tab();
    expect(seats).toHaveValue('7');
  });

  it('Upgrade with 3 seats opens Stripe Checkout for them', async () => {
    const { api, app } = await openPage(NONE, {
      'POST /plans/create-checkout-session/team': () =>
        json(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });
    const team = await card('team');
    await app.user.clear(seatsOf(team));
    await app.user.type(seatsOf(team), '3');
    await app.user.click(within(team).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(api.callsTo('POST', '/plans/create-checkout-session/team').map((c) => c.body)).toEqual([
      { seat_count: 3, addon: false },
    ]);
    expect(api.callsTo('POST', '/plans/subscribe/team')).toEqual([]);
  });

  it('a checkout answer without a url is an error: Failed to initiate payment.', async () => {
    const { app } = await openPage(TRIAL, {
      'POST /plans/create-checkout-session/basic': () => json(200, { url: '' }),
    });
    await app.user.click(within(await card('basic')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Failed to initiate payment.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a refused checkout says Failed to initiate payment.', async () => {
    const { app } = await openPage(TRIAL, {
      'POST /plans/create-checkout-session/basic': () =>
        json(503, { error: 'Payments are not configured' }),
    });
    await app.user.click(within(await card('basic')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Failed to initiate payment.')).toBeInTheDocument();
    // The server's reason is shown with it.
    expect(screen.getByText('Payments are not configured')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to initiate payment:', 'API Error: 503');
  });

  it('without payments set up: the trial and every plan as the spec shows them, actions off with the reason', async () => {
    await openPage(TRIAL, {
      'GET /billing/checkout': () =>
        json(200, {
          configured: false,
          missing_settings: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
        }),
    });
    expect(
      await screen.findByText('Paying by card is not set up on this server'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-unavailable')).toHaveTextContent(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
    );
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('10 days left in your free trial');
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Free Trial');
    const basic = await card('basic');
    const upgrade = within(basic).getByRole('button', { name: 'Upgrade' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription(/Plans cannot be bought or renewed here/);
    // The per-user plan keeps its seats input (spec: Renew, Upgrade and a seats input).
    expect(seatsOf(await card('team'))).toBeInTheDocument();
  });

  it('Renew pays for the owned plan again; Add users buys seats (addon)', async () => {
    const { api, app } = await openPage(TEAM, {
      'POST /plans/create-checkout-session/team': () =>
        json(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_2' }),
    });
    const team = await card('team');
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Active');
    await app.user.click(within(team).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await app.user.clear(seatsOf(team));
    await app.user.type(seatsOf(team), '2');
    await app.user.click(within(team).getByRole('button', { name: 'Add users' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(api.callsTo('POST', '/plans/create-checkout-session/team').map((c) => c.body)).toEqual([
      { seat_count: 1, addon: false },
      { seat_count: 2, addon: true },
    ]);
    // A plan the organisation does not have offers no Add users.
    expect(within(await card('basic')).queryByRole('button', { name: 'Add users' })).toBeNull();
  });

  it('load failure: Failed to load subscription details', async () => {
    await openPage(BASIC, { 'GET /plans/': () => json(500, { error: 'boom' }) });
    expect(await screen.findByText('Failed to load subscription details')).toBeInTheDocument();
    expect(screen.getByTestId('plans-error')).toHaveTextContent('The plans could not be loaded.');
  });
});

describe('upgrading a running subscription', () => {
  it('subscribe answering pending shows payment processing until /org/me has the plan', async () => {
    let org = BASIC;
    const { api, app } = await openPage(() => org, {
      'POST /plans/subscribe/team': () => json(200, { url: null, pending: true }),
    });
    const team = await card('team');
    await app.user.clear(seatsOf(team));
    await app.user.type(seatsOf(team), '4');
    await app.user.click(within(team).getByRole('button', { name: 'Upgrade' }));

    expect(await screen.findByTestId('payment-processing')).toHaveTextContent('Payment processing');
    expect(screen.queryByTestId('current-plan')).toBeNull();
    expect(api.callsTo('POST', '/plans/subscribe/team').map((c) => c.body)).toEqual([
      { seat_count: 4 },
    ]);
    expect(api.callsTo('POST', '/plans/create-checkout-session/team')).toEqual([]);

    const before = api.callsTo('GET', '/org/me').length;
    await waitFor(() => expect(api.callsTo('GET', '/org/me').length).toBeGreaterThan(before + 1));
    org = TEAM;
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Team');
    expect(screen.queryByTestId('payment-processing')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('subscribe answering with a payment page goes there', async () => {
    const { app } = await openPage(BASIC, {
      'POST /plans/subscribe/team': () =>
        json(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_3', pending: false }),
    });
    await app.user.click(within(await card('team')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_3'),
    );
  });

  it('gives up waiting after the limit with a note', async () => {
    paymentPolling.giveUpMs = 400;
    const { app } = await openPage(BASIC, {
      'POST /plans/subscribe/team': () => json(200, { url: null, pending: true }),
    });
    await app.user.click(within(await card('team')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByTestId('payment-processing')).toBeInTheDocument();
    expect(await screen.findByText('Payment still processing')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toBeInTheDocument();
  });
});

describe('coming back from Stripe', () => {
  it('checkout=success: payment processing while pending, then the new plan', async () => {
    let org = NONE;
    let status: CheckoutStatus['status'] = 'pending';
    const { api, app } = await openPage(
      () => org,
      { 'GET /plans/checkout-session/cs_42': () => json(200, { status }) },
      '/subscription?checkout=success&session_id=cs_42',
    );
    expect(await screen.findByTestId('payment-processing')).toHaveTextContent('Payment processing');
    expect(screen.queryByTestId('current-plan')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('GET', '/plans/checkout-session/cs_42').length).toBeGreaterThan(2),
    );
    // Coming back proved nothing; the status call decides.
    expect(screen.getByTestId('payment-processing')).toBeInTheDocument();

    org = BASIC;
    status = 'complete';
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Basic');
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Active');
    expect(app.router.state.location.search).toBe('');
    expect(app.path()).toBe('/subscription');
  });

  it('checkout=success with an expired session says so', async () => {
    const { app } = await openPage(
      NONE,
      { 'GET /plans/checkout-session/cs_9': () => json(200, { status: 'expired' }) },
      '/subscription?checkout=success&session_id=cs_9',
    );
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(await screen.findByTestId('current-plan')).toBeInTheDocument();
  });

  it('checkout=success with an unknown session says the payment could not be confirmed', async () => {
    const { app } = await openPage(
      NONE,
      { 'GET /plans/checkout-session/cs_x': () => json(404, { error: 'Not found' }) },
      '/subscription?checkout=success&session_id=cs_x',
    );
    expect(await screen.findByText('Payment could not be confirmed')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('checkout=cancelled says Payment cancelled and drops the query string', async () => {
    const { api, app } = await openPage(NONE, {}, '/subscription?checkout=cancelled');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(api.calls.filter((c) => c.path.startsWith('/plans/checkout-session'))).toEqual([]);
  });
});
