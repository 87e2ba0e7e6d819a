import { api } from './baseApi';
import type { EmailStatus, IncomingEmail, KnowledgeDocument } from './types';

function listFrom(value: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    for (const key of keys) {
      const inner = (value as Record<string, unknown>)[key];
      if (Array.isArray(inner)) return inner;
    }
  }
  return [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : value == null ? null : String(value);
}

const STATUSES: EmailStatus[] = ['pending', 'drafted', 'replied', 'no_reply_needed', 'processed'];

export function toEmail(raw: unknown): IncomingEmail {
  const r = (raw ?? {}) as Record<string, unknown>;
  const status = STATUSES.includes(r.status as EmailStatus) ? (r.status as EmailStatus) : 'pending';
  return {
    id: String(r.id ?? r._id ?? ''),
    from_address: text(r.from_address),
    subject: text(r.subject),
    body: text(r.body),
    reply_body: text(r.reply_body),
    created_at: text(r.created_at),
    status,
  };
}

export function toDocument(raw: unknown): KnowledgeDocument {
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    id: String(r.id ?? r._id ?? ''),
    filename: text(r.filename) ?? '',
    upload_time: text(r.upload_time),
    status: r.status === 'processing' || r.status === 'error' ? r.status : 'ready',
  };
}

/** The dashboard's read-only views of documents and incoming emails. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardDocuments: build.query<KnowledgeDocument[], void>({
      query: () => '/org/documents/list',
      transformResponse: (raw: unknown) => listFrom(raw, 'documents', 'items').map(toDocument),
      providesTags: ['Document'],
    }),
    getDashboardEmails: build.query<IncomingEmail[], void>({
      query: () => '/org/email/incoming',
      transformResponse: (raw: unknown) => listFrom(raw, 'emails', 'items').map(toEmail),
      providesTags: ['Email'],
    }),
  }),
});

export const { useGetDashboardDocumentsQuery, useGetDashboardEmailsQuery } = dashboardApi;
