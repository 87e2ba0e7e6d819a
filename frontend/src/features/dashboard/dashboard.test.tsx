import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingEmail, KnowledgeDocument } from '../../api/contract';
import { json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';
import { dashboardStats, recentActivity } from './stats';

beforeAll(preloadRoutes, 60_000);

const now = Date.parse('2026-03-10T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const iso = (t: number) => new Date(t).toISOString();

const EMAILS: IncomingEmail[] = [
  {
    id: 'e1',
    from_address: 'a@x.test',
    subject: 'Old question',
    body: '',
    reply_body: '',
    created_at: iso(now - 20 * day),
    status: 'replied',
  },
  {
    id: 'e2',
    from_address: 'b@x.test',
    subject: 'Delivery time?',
    body: '',
    reply_body: '',
    created_at: iso(now - 1 * day),
    status: 'pending',
  },
  {
    id: 'e3',
    from_address: 'c@x.test',
    subject: 'Refund',
    body: '',
    reply_body: 'Draft',
    created_at: iso(now - 2 * day),
    status: 'drafted',
  },
  {
    id: 'e4',
    from_address: 'd@x.test',
    subject: 'Thanks!',
    body: '',
    reply_body: '',
    created_at: iso(now - 3 * day),
    status: 'replied',
  },
];
const doc = (
  id: string,
  filename: string,
  uploaded: number,
  status: KnowledgeDocument['status'],
): KnowledgeDocument => ({
  id,
  filename,
  upload_time: iso(uploaded),
  size: 1024,
  type: filename.split('.').pop() ?? '',
  status,
  error: status === 'error' ? 'The file could not be read.' : '',
  source_url: '',
  chunk_count: status === 'ready' ? 3 : 0,
});
const DOCS = [
  doc('d1', 'prices.pdf', now - 5 * day, 'ready'),
  doc('d2', 'faq.docx', now - 1.5 * day, 'error'),
  doc('d3', 'old.txt', now - 30 * day, 'ready'),
];

describe('dashboard figures', () => {
  it('counts totals, replied, pending, documents, success rate and this week', () => {
    expect(dashboardStats(EMAILS, DOCS, now)).toEqual({
      totalEmails: 4,
      aiResponses: 2,
      unread: 1,
      documents: 3,
      successRate: 50,
      thisWeek: 3,
    });
    expect(dashboardStats([], [], now)).toMatchObject({
      totalEmails: 0,
      successRate: null,
      thisWeek: 0,
    });
  });

  it('recent activity: the two latest documents and emails, newest first', () => {
    const items = recentActivity(EMAILS, DOCS);
    expect(items.map((i) => i.id)).toEqual(['e2', 'd2', 'e3', 'd1']);
    // Each document keeps its own processing status.
    expect(items.filter((i) => i.kind === 'document').map((i) => i.status)).toEqual([
      'error',
      'ready',
    ]);
  });
});

describe('dashboard page', () => {
  it('shows the four stat cards and the recent activity from the APIs', async () => {
    mockApi(
      signedInRoutes({
        'GET /org/email/incoming': () => json(200, EMAILS),
        'GET /org/documents/list': () => json(200, DOCS),
      }),
    );
    renderApp('/dashboard', { token: 'tok' });
    await waitFor(() => expect(screen.getByTestId('stat-total-emails')).toHaveTextContent('4'));
    expect(screen.getByTestId('stat-ai-responses')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-ai-responses')).toHaveTextContent('Success rate 50%');
    expect(screen.getByTestId('stat-unread')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-documents')).toHaveTextContent('3');
    const activity = await screen.findByTestId('activity-list');
    expect(within(activity).getAllByText('Document uploaded')).toHaveLength(2);
    expect(within(activity).getAllByText('Email received')).toHaveLength(2);
    expect(within(activity).getByText('faq.docx')).toBeInTheDocument();
    expect(within(activity).getByText('Delivery time?')).toBeInTheDocument();
    expect(within(activity).getByText('Pending')).toBeInTheDocument();
  });

  it('shows zeros and an empty state when the lists cannot be loaded, and only logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(signedInRoutes());
    renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    for (const id of ['stat-total-emails', 'stat-ai-responses', 'stat-unread', 'stat-documents']) {
      expect(screen.getByTestId(id).querySelector('.stat-value')).toHaveTextContent('0');
    }
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to load documents:', 'API Error: 404 Not Found'),
    );
    expect(error).toHaveBeenCalledWith('Failed to load emails:', 'API Error: 404 Not Found');
    // No toast: the failure is only logged.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    error.mockRestore();
  });

  it('shows the three automation indicators as active and the quick actions', async () => {
    mockApi(signedInRoutes());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('Email service')).toBeInTheDocument();
    expect(screen.getByText('Document sync')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(3);
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(
      ['/emails', '/documents', '/chat', '/email-config', '/prompt-config', '/chatbot-plugin'].map(
        (p) => `/winzmail${p}`,
      ),
    );
    expect(screen.getByText('No mailbox connected yet')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
