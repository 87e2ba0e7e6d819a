import type { DocumentStatus, IncomingEmail, KnowledgeDocument } from '../../api/contract';

export interface DashboardStats {
  totalEmails: number;
  /** Emails with status replied. */
  aiResponses: number;
  /** Emails with status pending. */
  unread: number;
  documents: number;
  /** Share of emails answered by the AI, 0–100; null while there are no emails. */
  successRate: number | null;
  /** Emails received in the last seven days. */
  thisWeek: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function dashboardStats(
  emails: IncomingEmail[],
  documents: KnowledgeDocument[],
  now: number = Date.now(),
): DashboardStats {
  const aiResponses = emails.filter((e) => e.status === 'replied').length;
  const unread = emails.filter((e) => e.status === 'pending').length;
  const thisWeek = emails.filter((e) => {
    const at = e.created_at ? Date.parse(e.created_at) : NaN;
    return !Number.isNaN(at) && now - at <= WEEK_MS && at <= now;
  }).length;
  return {
    totalEmails: emails.length,
    aiResponses,
    unread,
    documents: documents.length,
    successRate: emails.length ? Math.round((aiResponses / emails.length) * 100) : null,
    thisWeek,
  };
}

export type Activity =
  | { kind: 'document'; id: string; title: string; at: string | null; status: DocumentStatus }
  | {
      kind: 'email';
      id: string;
      title: string;
      at: string | null;
      status: IncomingEmail['status'];
    };

function newestFirst<T>(items: T[], at: (item: T) => string | null): T[] {
  const time = (item: T) => {
    const value = at(item);
    const parsed = value ? Date.parse(value) : NaN;
    return Number.isNaN(parsed) ? -Infinity : parsed;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}

/** The two latest documents and the two latest emails, newest first (spec section 2). */
export function recentActivity(
  emails: IncomingEmail[],
  documents: KnowledgeDocument[],
): Activity[] {
  const docs: Activity[] = newestFirst(documents, (d) => d.upload_time)
    .slice(0, 2)
    .map((d) => ({
      kind: 'document',
      id: d.id,
      title: d.filename,
      at: d.upload_time,
      status: d.status,
    }));
  const mails: Activity[] = newestFirst(emails, (e) => e.created_at)
    .slice(0, 2)
    .map((e) => ({
      kind: 'email',
      id: e.id,
      title: e.subject ?? '',
      at: e.created_at,
      status: e.status,
    }));
  return newestFirst([...docs, ...mails], (a) => a.at);
}
