import { api } from './baseApi';
import type { Schemas } from './contract';

export type Outcomes = Schemas['Outcomes'];
export type OutcomeWeek = Schemas['OutcomeWeek'];
export type MailboxOutcomes = Schemas['MailboxOutcomes'];
export type ModelBudget = Schemas['ModelBudget'];
export type ModelBudgetBody = Schemas['ModelBudgetBody'];

/** Weeks the Dashboard shows. */
export const OUTCOME_WEEKS = 8;

/**
 * The Dashboard's outcomes and cost (docs/dashboard.md#outcomes): per mailbox and week, the
 * thumbs, and the monthly model budget.
 */
export const outcomesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutcomes: build.query<Outcomes, number>({
      query: (weeks) => ({ url: '/org/outcomes', params: { weeks } }),
      // A new mailbox, a replay or a sent reply changes them.
      providesTags: ['Outcomes', 'EmailConfig', 'Replay', 'Email'],
    }),
    setModelBudget: build.mutation<ModelBudget, number>({
      query: (monthly_usd) => ({
        url: '/org/model-budget',
        method: 'PUT',
        body: { monthly_usd } satisfies ModelBudgetBody,
      }),
      invalidatesTags: (result) => (result ? ['Outcomes'] : []),
    }),
  }),
});

export const { useGetOutcomesQuery, useSetModelBudgetMutation } = outcomesApi;
