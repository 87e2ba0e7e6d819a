import { useEffect, useState } from 'react';
import { api } from './baseApi';
import type { Schemas } from './contract';
import type { paths } from './gen/schema';

export type ReplayRun = Schemas['ReplayRun'];
export type ReplayThread = Schemas['ReplayThread'];
export type ReplayOutcome = Schemas['ReplayOutcome'];
export type ReplayMinimumBody = Schemas['ReplayMinimumBody'];

/** GET /org/replay's answer: run is null when the mailbox was never replayed. */
export type Replay = Schemas['Replay'];

/** The outcomes the list filters by on the server (wrong_confident: answered, not agreeing). */
export type ReplayFilter = NonNullable<
  NonNullable<paths['/org/replay']['get']['parameters']['query']>['outcome']
>;

export interface ReplayQuery {
  /** undefined: every outcome. */
  outcome?: ReplayFilter;
  offset: number;
  limit: number;
}

/** A replay under way is read again this often, for its progress. */
export const REPLAY_POLL_MS = 2000;

/**
 * The replay of the mailbox's answered history (docs/replay.md): the run with its figures and a
 * page of threads, starting a run (nothing is sent) and the minimum agreement auto-send needs.
 */
export const replayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReplay: build.query<Replay, ReplayQuery>({
      query: ({ outcome, offset, limit }) => ({
        url: '/org/replay',
        params: { offset, limit, ...(outcome ? { outcome } : {}) },
      }),
      // A new mailbox starts a replay; a knowledge or style change makes the figures stale.
      providesTags: ['Replay', 'EmailConfig', 'Document', 'Prompt'],
    }),
    /** 202 with the run (the one under way when there is one); 404 without a mailbox. */
    startReplay: build.mutation<ReplayRun, void>({
      query: () => ({ url: '/org/replay', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Replay'] : []),
    }),
    setReplayMinimum: build.mutation<Replay, number>({
      query: (min_agreement) => ({
        url: '/org/replay/minimum',
        method: 'PUT',
        body: { min_agreement } satisfies ReplayMinimumBody,
      }),
      invalidatesTags: (result) => (result ? ['Replay'] : []),
    }),
  }),
});

export const { useGetReplayQuery, useStartReplayMutation, useSetReplayMinimumMutation } = replayApi;

/**
 * Whether the replay is worth reading again soon: while a run is under way (its progress), and
 * while stale figures wait for the recompute the server starts after a quiet time (so the screen
 * sees it begin without a reload).
 */
export function replayInMotion(run: ReplayRun | null | undefined): boolean {
  return run?.state === 'running' || Boolean(run?.stale);
}

/** getReplay, polled every REPLAY_POLL_MS while the run is in motion and not otherwise. */
export function useReplay(query: ReplayQuery) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const result = useGetReplayQuery(query, { pollingInterval });
  const moving = replayInMotion(result.data?.run);
  useEffect(() => setPollingInterval(moving ? REPLAY_POLL_MS : 0), [moving]);
  return result;
}
