import { api } from './baseApi';
import type {
  AutomationStatus,
  EmailConfig,
  EmailConfigBody,
  EmailConfigState,
  EmailStats,
  RecentEmailsAnswer,
} from './contract';

/** The browser's offset from UTC in minutes (east positive), as GET /org/email/stats takes it. */
export function utcOffsetMinutes(at: Date = new Date()): number {
  return -at.getTimezoneOffset() || 0;
}

/**
 * The organisation's mailbox: its settings (GET/POST /org/email-config), the email figures
 * (GET /org/email/stats), the automation status and the "check for new emails now" call.
 */
export const mailboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The mailbox configuration, or null when there is none yet (answered `configured: false`)
     * or it cannot be read (logged: pages show "not configured" either way).
     */
    getEmailConfig: build.query<EmailConfig | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/org/email-config');
        if (result.error) {
          const error = result.error as { technical?: string };
          console.warn('Email configuration unavailable:', error.technical);
          return { data: null };
        }
        const state = result.data as EmailConfigState;
        if (!state.configured) return { data: null };
        const { configured: _configured, ...config } = state;
        return { data: config };
      },
      providesTags: ['EmailConfig'],
    }),
    /** Saves the settings (the server checks them first); a blank password keeps the stored one. */
    setEmailConfig: build.mutation<EmailConfig, EmailConfigBody>({
      query: (body) => ({ url: '/org/email-config', method: 'POST', body }),
      // The answer is the saved configuration: show it at once (the session's emailConfigured
      // flag reads the same cache entry); the invalidation then reads the mailbox state afresh.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(mailboxApi.util.upsertQueryData('getEmailConfig', undefined, data));
      },
      invalidatesTags: (result) => (result ? ['EmailConfig'] : []),
    }),
    /** Counts, the week's figures and the accuracy sums; the week in the given UTC offset. */
    getEmailStats: build.query<EmailStats, number>({
      query: (offset) => `/org/email/stats?utc_offset_minutes=${offset}`,
      providesTags: ['Email', 'EmailConfig'],
    }),
    getAutomationStatus: build.query<AutomationStatus, void>({
      query: () => '/org/automation-status',
      providesTags: ['EmailConfig', 'Document'],
    }),
    /** Starts an immediate check of the mailbox; answers how many new messages it found. */
    checkForEmails: build.mutation<RecentEmailsAnswer, void>({
      query: () => '/api/recent-emails',
      invalidatesTags: (result) => (result ? ['Email', 'EmailConfig'] : []),
    }),
  }),
});

export const {
  useGetEmailConfigQuery,
  useSetEmailConfigMutation,
  useGetEmailStatsQuery,
  useGetAutomationStatusQuery,
  useCheckForEmailsMutation,
} = mailboxApi;
