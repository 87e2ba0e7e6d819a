// The Dashboard's figures from GET /org/email/stats, written out in docs/dashboard.md.
import type {
  DocumentStatus,
  EmailStats,
  IncomingEmail,
  KnowledgeDocument,
} from '../../api/contract';

type WeekDay = EmailStats['week'][number];

export interface EmailFigures {
  total: number;
  /** Emails with status replied (the "AI responses" card). */
  replied: number;
  /** Emails with status pending (the "Unread" card). */
  pending: number;
  /** replied / (total − no_reply_needed), whole %, null while no email needed a reply. */
  successRate: number | null;
  /** The average share of the AI's draft kept when sent, whole %, null while none was sent. */
  responseAccuracy: number | null;
  /** The share of sent AI drafts sent exactly as drafted, whole %, null while none was sent. */
  sentUnedited: number | null;
  /** The last seven days' received emails. */
  thisWeek: number;
  /** thisWeek / 7, one decimal. */
  dailyAverage: number;
  /** The day with the most received emails (the latest of equal days), null while none. */
  busiestDay: WeekDay | null;
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 100) : null;

export function emailFigures(stats: EmailStats | undefined): EmailFigures {
  const week = stats?.week ?? [];
  const thisWeek = week.reduce((sum, day) => sum + day.received, 0);
  const busiestDay = week.reduce<WeekDay | null>(
    (best, day) => (day.received > 0 && day.received >= (best?.received ?? 0) ? day : best),
    null,
  );
  if (!stats) {
    return {
      total: 0,
      replied: 0,
      pending: 0,
      successRate: null,
      responseAccuracy: null,
      sentUnedited: null,
      thisWeek,
      dailyAverage: 0,
      busiestDay,
    };
  }
  const aiSent = stats.ai_sent;
  return {
    total: stats.total,
    replied: stats.replied,
    pending: stats.pending,
    successRate: percent(stats.replied, stats.total - stats.no_reply_needed),
    // ai_kept_permille_sum / ai_sent is thousandths: / 10 gives %.
    responseAccuracy: aiSent > 0 ? Math.round(stats.ai_kept_permille_sum / aiSent / 10) : null,
    sentUnedited: percent(stats.ai_sent_unedited, aiSent),
    thisWeek,
    dailyAverage: Math.round((thisWeek / 7) * 10) / 10,
    busiestDay,
  };
}

/**
 * A YYYY-MM-DD day of the caller's calendar as a short weekday ("Tue"). The date is read at
 * noon UTC and formatted in UTC, so no time zone can move it to a neighbouring day.
 */
export function weekdayLabel(date: string, locale: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at);
  } catch {
    return date;
  }
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

/** The two latest documents and the two latest emails, newest first (spec sections 2 and 9). */
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
      title: e.subject,
      at: e.created_at,
      status: e.status,
    }));
  return newestFirst([...docs, ...mails], (a) => a.at);
}
