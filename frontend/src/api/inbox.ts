import { api } from './baseApi';
import type { IncomingEmail, ReplyAnswer } from './contract';

/** The statuses the Inbox filters by on the server; undefined shows every email. */
export type InboxFilter = 'replied' | 'drafted' | 'pending';

/** One page of the list and how many emails match the filter over every page. */
export interface IncomingPage {
  emails: IncomingEmail[];
  total: number;
}

export const INBOX_PAGE_SIZE = 20;

/**
 * The Inbox's calls: the incoming list a page at a time (GET /org/email/incoming with
 * limit/offset/status; the total in X-Total-Count) and the reply call (POST /org/email/reply) as two mutations — generating stores and sends nothing, so
 * only sending refreshes the emails.
 */
export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listIncoming: build.infiniteQuery<IncomingPage, InboxFilter | undefined, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, offset) => {
          const next = offset + last.emails.length;
          return last.emails.length > 0 && next < last.total ? next : undefined;
        },
      },
      query: ({ queryArg: status, pageParam: offset }) => ({
        url: '/org/email/incoming',
        params: { limit: INBOX_PAGE_SIZE, offset, ...(status ? { status } : {}) },
      }),
      transformResponse: (emails: IncomingEmail[], meta) => {
        const header = Number(meta?.response?.headers.get('X-Total-Count'));
        return { emails, total: Number.isFinite(header) ? header : emails.length };
      },
      providesTags: ['Email'],
    }),
    /** Asks for an AI reply to an email: only the text comes back, nothing is sent or kept. */
    generateReply: build.mutation<ReplyAnswer, string>({
      query: (emailId) => ({
        url: '/org/email/reply',
        method: 'POST',
        body: { email_id: emailId, reply_text: '' },
      }),
    }),
    sendReply: build.mutation<ReplyAnswer, { emailId: string; text: string }>({
      query: ({ emailId, text }) => ({
        url: '/org/email/reply',
        method: 'POST',
        body: { email_id: emailId, reply_text: text },
      }),
      invalidatesTags: ['Email'],
    }),
  }),
});

export const { useListIncomingInfiniteQuery, useGenerateReplyMutation, useSendReplyMutation } =
  inboxApi;

/** Every loaded email once, in list order (a page read after new mail arrived repeats some). */
export function loadedEmails(pages: IncomingPage[] | undefined): IncomingEmail[] {
  const seen = new Set<string>();
  const out: IncomingEmail[] = [];
  for (const page of pages ?? []) {
    for (const email of page.emails) {
      if (seen.has(email.id)) continue;
      seen.add(email.id);
      out.push(email);
    }
  }
  return out;
}
