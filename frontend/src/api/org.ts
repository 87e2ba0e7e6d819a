import { api } from './baseApi';
import type { EmailConfig, ResponseOf } from './contract';

export const orgApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrgDetails: build.query<ResponseOf<'/org/me', 'get'>, void>({
      query: () => '/org/me',
      providesTags: ['Org'],
    }),
    /** The mailbox configuration, or null when none exists yet (404) or it cannot be read. */
    getEmailConfig: build.query<EmailConfig | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/org/email-config');
        if (result.error) {
          const error = result.error as { status?: unknown; technical?: string };
          if (error.status !== 404)
            console.warn('Email configuration unavailable:', error.technical);
          return { data: null };
        }
        return { data: (result.data as EmailConfig | null) ?? null };
      },
      providesTags: ['EmailConfig'],
    }),
  }),
});

export const { useGetOrgDetailsQuery, useGetEmailConfigQuery } = orgApi;
