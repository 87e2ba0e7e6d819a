import { api } from './baseApi';
import type {
  ConnectedEmail,
  DeviceCodeCompletion,
  DeviceCodeSession,
  EmailConfig,
  GmailAuthorization,
  MailProviders,
  OutlookEmailConfig,
  ReplyMode,
} from './contract';
import { mailboxApi } from './mailbox';

/**
 * Connecting mailboxes by sign-in: which providers the server offers, Gmail's consent URL,
 * Outlook's device code (GET/POST /api/fetch-emails), the Outlook-plugin account, and the reply
 * mode of a Gmail or Outlook mailbox.
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailProviders: build.query<MailProviders, void>({ query: () => '/mail-providers' }),
    initiateGmail: build.mutation<GmailAuthorization, string>({
      query: (email) => `/gmail/initiate?email=${encodeURIComponent(email)}`,
    }),
    startOutlook: build.mutation<DeviceCodeSession, void>({ query: () => '/api/fetch-emails' }),
    completeOutlook: build.mutation<ConnectedEmail, DeviceCodeCompletion>({
      query: (body) => ({ url: '/api/fetch-emails', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmailConfig', 'OutlookConfig'] : []),
    }),
    getOutlookConfig: build.query<OutlookEmailConfig, void>({
      query: () => '/org/outlook-email-config',
      providesTags: ['OutlookConfig'],
    }),
    setReplyMode: build.mutation<EmailConfig, ReplyMode>({
      query: (reply_mode) => ({
        url: '/org/email-config/reply-mode',
        method: 'PUT',
        body: { reply_mode },
      }),
      async onQueryStarted(_mode, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(mailboxApi.util.upsertQueryData('getEmailConfig', undefined, data));
      },
    }),
  }),
});

export const {
  useGetMailProvidersQuery,
  useInitiateGmailMutation,
  useStartOutlookMutation,
  useCompleteOutlookMutation,
  useGetOutlookConfigQuery,
  useSetReplyModeMutation,
} = accountsApi;
