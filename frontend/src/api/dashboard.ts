import { api } from './baseApi';
import type { IncomingEmail } from './contract';

/** The dashboard's read-only view of the latest emails (its documents come from documentsApi). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLatestEmails: build.query<IncomingEmail[], number>({
      query: (limit) => `/org/email/incoming?limit=${limit}`,
      providesTags: ['Email'],
    }),
  }),
});

export const { useGetLatestEmailsQuery } = dashboardApi;
