import { api } from './baseApi';
import type { IncomingEmail } from './contract';

/** The dashboard's read-only view of incoming emails (its documents come from documentsApi). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardEmails: build.query<IncomingEmail[], void>({
      query: () => '/org/email/incoming',
      providesTags: ['Email'],
    }),
  }),
});

export const { useGetDashboardEmailsQuery } = dashboardApi;
