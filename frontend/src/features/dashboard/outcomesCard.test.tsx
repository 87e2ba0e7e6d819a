import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Outcomes } from '../../api/outcomes';
import { json, mockApi, signedInRoutes } from '../../test/api';
import { modelBudget, outcomeWeek } from '../../test/outcomes';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(preloadRoutes, 60_000);
afterEach(() => {
  jest.restoreAllMocks();
});

const week = outcomeWeek;
const WEEKS = ['2026-11-23', '2026-11-16'];
const BUDGET = modelBudget();
const OUTCOMES: Outcomes = {
  weeks: WEEKS,
  mailboxes: [
    {
      mailbox_id: 'now',
      email_address: 'help@acme.test',
      current: true,
      weeks: [
        week('2026-11-23', {
          auto_sent: 12,
          drafted_unedited: 3,
          drafted_edited: 5,
          abstained: 2,
          handed_over: 1,
          resolved: 20,
          cost_usd: 0.5,
          cost_per_resolved_usd: 0.025,
        }),
        week('2026-11-16', { replay_agreement_pct: 87.5, replay_answered: 16 }),
      ],
    },
    {
      mailbox_id: 'old',
      email_address: 'old@acme.test',
      current: false,
      weeks: [week('2026-11-23'), week('2026-11-16', { auto_sent: 7 })],
    },
  ],
  thumbs: [
    { week: '2026-11-23', up: 4, down: 1 },
    { week: '2026-11-16', up: 0, down: 0 },
  ],
  budget: BUDGET,
};

function show(outcomes: Outcomes, extra: Parameters<typeof signedInRoutes>[0] = {}) {
  // The Dashboard's other calls are not the subject here: they answer 404 and are logged.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = mockApi(signedInRoutes({ 'GET /org/outcomes': () => json(200, outcomes), ...extra }));
  renderApp('/dashboard', { token: 'tok' });
  return api;
}

const cell = (weekRow: HTMLElement, column: string) =>
  weekRow.querySelector(`[data-column="${column}"]`)?.textContent;

describe('outcomes and cost on the Dashboard', () => {
  it("shows the mailbox's weeks with the organisation's thumbs, and asks for eight weeks", async () => {
    const api = show(OUTCOMES);
    const table = await screen.findByTestId('outcomes-table');
    const [thisWeek, lastWeek] = within(table).getAllByRole('row').slice(1);
    expect(thisWeek).toHaveTextContent('Week of Nov 23, 2026');
    expect(cell(thisWeek!, 'autoSent')).toBe('12');
    expect(cell(thisWeek!, 'draftedUnedited')).toBe('3');
    expect(cell(thisWeek!, 'draftedEdited')).toBe('5');
    expect(cell(thisWeek!, 'abstained')).toBe('2');
    expect(cell(thisWeek!, 'handedOver')).toBe('1');
    expect(cell(thisWeek!, 'thumbs')?.trim().split(/\s+/)).toEqual(['4', '1']);
    expect(cell(thisWeek!, 'replayAgreement')).toBe('—');
    expect(cell(thisWeek!, 'cost')).toBe('$0.50');
    expect(cell(thisWeek!, 'costPerResolved')).toBe('$0.025');
    expect(cell(lastWeek!, 'replayAgreement')).toBe('87.5%');
    expect(cell(lastWeek!, 'costPerResolved')).toBe('—');
    expect(api.calls.find((c) => c.path === '/org/outcomes')?.query).toBe('weeks=8');

    // An earlier mailbox can be chosen; its weeks replace the current one's.
    // The select loads when there is a choice to make.
    fireEvent.mouseDown(
      within(await screen.findByTestId('outcomes-mailbox')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByText('old@acme.test (earlier)'));
    await waitFor(() => expect(cell(within(table).getAllByRole('row')[2]!, 'autoSent')).toBe('7'));
  });

  it('shows the month against the budget, and saves a new budget', async () => {
    const api = show(OUTCOMES, {
      'PUT /org/model-budget': () => json(200, { ...BUDGET, monthly_usd: 50 }),
    });
    expect(await screen.findByTestId('budget-spent')).toHaveTextContent(
      'This month: $3.50 of $20.00',
    );
    expect(screen.queryByTestId('budget-exceeded')).toBeNull();
    const input = screen.getByTestId('budget-input');
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('budget-save'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ monthly_usd: 50 }),
    );
    expect(await screen.findByText('Budget saved')).toBeInTheDocument();
  });

  it('says when the budget is spent: the composer writes, and replies are drafted', async () => {
    show({ ...OUTCOMES, budget: { ...BUDGET, spent_usd: 20.01, exceeded: true } });
    const alert = await screen.findByTestId('budget-exceeded');
    expect(alert).toHaveTextContent('Monthly budget reached');
    expect(alert).toHaveTextContent('built-in composer (grounded-composer)');
    expect(alert).toHaveTextContent('never sent automatically');
  });

  it('offers no budget when the model has no price, and shows the thumbs without a mailbox', async () => {
    show({
      ...OUTCOMES,
      mailboxes: [],
      budget: { ...BUDGET, priced: false, monthly_usd: 0, spent_usd: 0 },
    });
    expect(await screen.findByTestId('budget-unpriced')).toHaveTextContent(
      'The AI model on this server has no price set',
    );
    expect(screen.queryByTestId('budget-input')).toBeNull();
    expect(screen.getByTestId('outcomes-mailbox-address')).toHaveTextContent(
      'No mailbox connected yet',
    );
    const [thisWeek] = within(screen.getByTestId('outcomes-table')).getAllByRole('row').slice(1);
    expect(cell(thisWeek!, 'thumbs')?.trim().split(/\s+/)).toEqual(['4', '1']);
  });
});
