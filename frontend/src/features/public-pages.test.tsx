import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { json, mockApi } from '../test/api';
import { preloadRoutes } from '../test/preload';
import { renderApp } from '../test/renderApp';

beforeAll(preloadRoutes, 60_000);
afterEach(() => {
  jest.restoreAllMocks();
});

const CONFIG = {
  app_name: 'Winzmail',
  support_email: 'help@winzmail.test',
  support_phone: '+44 20 7946 0000',
  system_mail: false,
};

describe('public pages', () => {
  it('landing: calls to action to register and sign in, features, badges, the 3+ hours claim', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByTestId('hero-register')).toHaveAttribute(
      'href',
      '/winzmail/register',
    );
    expect(screen.getByTestId('hero-login')).toHaveAttribute('href', '/winzmail/login');
    for (const text of [
      'Email auto-reply',
      'Website chatbot',
      'Outlook plugin',
      'Secure encryption',
      'Instant setup',
      'Trusted by teams',
      'Save 3+ hours daily',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
  });

  it('/contact shows the support contact from the configuration', async () => {
    mockApi({ 'GET /public-config': () => json(200, CONFIG) });
    renderApp('/contact');
    expect(await screen.findByTestId('contact-email')).toHaveAttribute(
      'href',
      'mailto:help@winzmail.test',
    );
    expect(screen.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+442079460000');
  });

  it('/contact without a configured address shows none, and says so', async () => {
    mockApi({
      'GET /public-config': () => json(200, { ...CONFIG, support_email: '', support_phone: '' }),
    });
    renderApp('/contact');
    expect(
      await screen.findByText('This server has not published a contact address.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('contact-email')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('/demo is no page: there is no demo to show', async () => {
    mockApi({});
    renderApp('/demo');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('/pricing lists the plans from GET /plans/', async () => {
    mockApi({
      'GET /plans/': () =>
        json(200, [
          {
            id: 'p1',
            name: 'Starter',
            price: 19,
            currency: 'USD',
            duration_days: 30,
            features: ['1 mailbox'],
            plan_type: 'flat',
            user_count: 1,
          },
          {
            id: 'p2',
            name: 'Outlook Plugin',
            price: 5,
            currency: 'USD',
            duration_days: 30,
            features: ['Per-user seats'],
            plan_type: 'per_user',
            user_count: 10,
          },
        ]),
    });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByText('$19.00')).toBeInTheDocument();
    expect(screen.getByText('per user')).toBeInTheDocument();
    expect(screen.getAllByText('Days covered: 30')).toHaveLength(2);
    expect(screen.getByText('Mailboxes: 1')).toBeInTheDocument();
  });

  it('/features is a real page', async () => {
    mockApi({});
    renderApp('/features');
    expect(
      await screen.findByRole('heading', { name: 'Everything Winzmail does for you' }),
    ).toBeInTheDocument();
  });
});
