import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrgDetails, OrgPlanEntry, OrgUser } from '../../api/contract';
import type { Handler } from '../../test/api';
import { json, mailProvidersAnswer, mockApi, ORG, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const plan = (plan_name: string, user_count: number): OrgPlanEntry => ({
  plan_name,
  plan_expiry: '2031-06-30T00:00:00.000Z',
  plan_type: 'per_user',
  user_count,
  plan_price: 5,
  plan_currency: 'USD',
});
const WITH_PLUGIN: OrgDetails = {
  ...ORG,
  trial_active: false,
  plan_name: 'Outlook Plugin',
  plans: [plan('Basic', 1), plan('Outlook Plugin', 5)],
};
const USERS = 'GET /org/org-1/users';

function usersOf(count: number): OrgUser[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `u${i + 1}`,
    email: `user${i + 1}@acme.test`,
  }));
}

async function openPage(org: OrgDetails, routes: Record<string, Handler> = {}) {
  const api = mockApi(
    signedInRoutes({
      'GET /org/me': () => json(200, org),
      'GET /mail-providers': () => mailProvidersAnswer(true, true),
      'GET /org/outlook-email-config': () => json(200, { email_address: '' }),
      ...routes,
    }),
  );
  const app = renderApp('/outlook-email-config', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'Email configuration' });
  return { api, app };
}

const emailInput = () => screen.getByLabelText('Email address');
const addButton = () => screen.getByRole('button', { name: /Add/ });

describe('Outlook plugin users', () => {
  it("is not shown without a plan named exactly 'Outlook Plugin'", async () => {
    const { api } = await openPage({
      ...WITH_PLUGIN,
      plans: [plan('Basic', 1), plan('outlook plugin', 5)],
    });
    expect(await screen.findByText('Connect to Outlook')).toBeInTheDocument();
    expect(screen.queryByTestId('plugin-users')).toBeNull();
    expect(api.calls.filter((c) => c.path.includes('/users'))).toEqual([]);
  });

  it('is shown during the trial (every plan listed), limited by the plan user_count', async () => {
    await openPage(
      { ...ORG, trial_active: true, plans: [plan('Basic', 1), plan('Outlook Plugin', 3)] },
      { [USERS]: () => json(200, usersOf(1)) },
    );
    const card = await screen.findByTestId('plugin-users');
    expect(within(card).getByRole('heading', { name: 'Outlook plugin users' })).toBeInTheDocument();
    expect(await within(card).findByText('user1@acme.test')).toBeInTheDocument();
    expect(within(card).getByTestId('plugin-users-count')).toHaveTextContent('1 / 3 users');
  });

  it('lists, adds and removes users, with toasts', async () => {
    let users = usersOf(2);
    const { api, app } = await openPage(WITH_PLUGIN, {
      [USERS]: () => json(200, users),
      'POST /org/org-1/users': async (request) => {
        const { email } = (await request.json()) as { email: string };
        const user = { id: 'u9', email };
        users = [...users, user];
        return json(201, user);
      },
      'DELETE /org/org-1/users/u1': () => {
        users = users.filter((u) => u.id !== 'u1');
        return new Response(null, { status: 204 });
      },
    });
    const card = await screen.findByTestId('plugin-users');
    expect(await within(card).findByText('user2@acme.test')).toBeInTheDocument();
    expect(within(card).getByTestId('plugin-users-count')).toHaveTextContent('2 / 5 users');

    // Add needs an email.
    expect(addButton()).toBeDisabled();
    await app.user.type(emailInput(), '  new@acme.test ');
    await app.user.click(addButton());
    expect(await screen.findByText('User added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/org/org-1/users').map((c) => c.body)).toEqual([
      { email: 'new@acme.test' },
    ]);
    expect(await within(card).findByText('new@acme.test')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
    expect(within(card).getByTestId('plugin-users-count')).toHaveTextContent('3 / 5 users');

    // Remove asks first.
    await app.user.click(within(card).getByRole('button', { name: 'Remove user1@acme.test' }));
    expect(await screen.findByText('Remove this user?')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/org/org-1/users/u1')).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Remove' });
    await app.user.click(confirm);
    expect(await screen.findByText('User removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/org/org-1/users/u1')).toHaveLength(1);
    await waitFor(() => expect(within(card).queryByText('user1@acme.test')).toBeNull());
    expect(within(card).getByTestId('plugin-users-count')).toHaveTextContent('2 / 5 users');
  });

  it('at the limit: Limit Reached, input and button disabled', async () => {
    const { api } = await openPage(WITH_PLUGIN, { [USERS]: () => json(200, usersOf(5)) });
    const card = await screen.findByTestId('plugin-users');
    const limit = await within(card).findByTestId('plugin-users-limit');
    expect(limit).toHaveTextContent('Limit Reached');
    expect(limit).toHaveTextContent('You can only add up to 5 users.');
    expect(within(card).getByTestId('plugin-users-count')).toHaveTextContent('5 / 5 users');
    expect(emailInput()).toBeDisabled();
    expect(addButton()).toBeDisabled();
    expect(api.callsTo('POST', '/org/org-1/users')).toEqual([]);
  });

  it('says Failed to load users', async () => {
    await openPage(WITH_PLUGIN, { [USERS]: () => json(500, { error: 'down' }) });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });

  it("says Failed to add user, with the server's reason", async () => {
    const { app } = await openPage(WITH_PLUGIN, {
      [USERS]: () => json(200, usersOf(1)),
      'POST /org/org-1/users': () => json(409, { error: 'This user is already added.' }),
    });
    await screen.findByText('user1@acme.test');
    await app.user.type(emailInput(), 'user1@acme.test');
    await app.user.click(addButton());
    expect(await screen.findByText('Failed to add user')).toBeInTheDocument();
    expect(screen.getByText('This user is already added.')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('user1@acme.test');
  });

  it('says Failed to remove user', async () => {
    const { app } = await openPage(WITH_PLUGIN, {
      [USERS]: () => json(200, usersOf(1)),
      'DELETE /org/org-1/users/u1': () => json(500, { error: 'boom' }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Remove user1@acme.test' }));
    await app.user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove user')).toBeInTheDocument();
    expect(screen.getByText('user1@acme.test')).toBeInTheDocument();
  });
});
