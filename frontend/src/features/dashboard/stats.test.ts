import { describe, expect, it } from '@jest/globals';
import type { EmailStats, IncomingEmail, KnowledgeDocument } from '../../api/contract';
import { emailFigures, recentActivity, weekdayLabel } from './stats';

const week = (received: number[], replied: number[] = received.map(() => 0)) =>
  received.map((r, i) => ({
    date: `2026-11-${String(17 + i).padStart(2, '0')}`,
    received: r,
    replied: replied[i] ?? 0,
  }));

const STATS: EmailStats = {
  total: 40,
  pending: 6,
  drafted: 4,
  replied: 20,
  no_reply_needed: 10,
  week: week([3, 0, 5, 2, 5, 1, 4], [1, 0, 2, 2, 3, 0, 1]),
  ai_sent: 8,
  ai_sent_unedited: 2,
  ai_kept_permille_sum: 6_520,
};

describe('emailFigures', () => {
  it('success rate counts only the emails that needed a reply', () => {
    // 20 replied of 40 − 10 no_reply_needed = 66.7 %
    expect(emailFigures(STATS)).toMatchObject({
      total: 40,
      replied: 20,
      pending: 6,
      successRate: 67,
    });
    expect(emailFigures({ ...STATS, no_reply_needed: 0 }).successRate).toBe(50);
  });

  it('response accuracy is the average kept share of sent AI drafts; unedited is a share too', () => {
    // 6520 ‰ over 8 drafts = 815 ‰ = 81.5 % → 82; 2 of 8 unedited = 25 %
    expect(emailFigures(STATS)).toMatchObject({ responseAccuracy: 82, sentUnedited: 25 });
    expect(
      emailFigures({ ...STATS, ai_sent: 3, ai_sent_unedited: 3, ai_kept_permille_sum: 3000 }),
    ).toMatchObject({ responseAccuracy: 100, sentUnedited: 100 });
  });

  it('the week: received total, daily average and the busiest (latest of equal) day', () => {
    const figures = emailFigures(STATS);
    expect(figures.thisWeek).toBe(20);
    expect(figures.dailyAverage).toBe(2.9);
    expect(figures.busiestDay).toEqual({ date: '2026-11-21', received: 5, replied: 3 });
  });

  it('no denominator, no figure: null, never 0 % or NaN', () => {
    const empty: EmailStats = {
      total: 3,
      pending: 0,
      drafted: 0,
      replied: 0,
      no_reply_needed: 3,
      week: week([0, 0, 0, 0, 0, 0, 0]),
      ai_sent: 0,
      ai_sent_unedited: 0,
      ai_kept_permille_sum: 0,
    };
    expect(emailFigures(empty)).toEqual({
      total: 3,
      replied: 0,
      pending: 0,
      successRate: null,
      responseAccuracy: null,
      sentUnedited: null,
      thisWeek: 0,
      dailyAverage: 0,
      busiestDay: null,
    });
    expect(emailFigures(undefined)).toMatchObject({ total: 0, successRate: null, thisWeek: 0 });
  });
});

describe('weekdayLabel', () => {
  it('names the calendar day whatever the time zone, in the given language', () => {
    expect(weekdayLabel('2026-11-23', 'en-US')).toBe('Mon');
    expect(weekdayLabel('2026-11-22', 'de-DE')).toMatch(/^So/);
    expect(weekdayLabel('not a date', 'en-US')).toBe('not a date');
  });
});

const email = (id: string, created_at: string, subject: string): IncomingEmail => ({
  id,
  from_address: `${id}@x.test`,
  from_name: '',
  subject,
  body: '',
  body_html: '',
  quoted: '',
  reply_body: '',
  reason: '',
  sources: [],
  created_at,
  received_at: '',
  status: 'pending',
});
const doc = (id: string, upload_time: string, status: KnowledgeDocument['status']) =>
  ({
    id,
    filename: `${id}.pdf`,
    upload_time,
    size: 1,
    type: 'pdf',
    status,
    error: '',
    source_url: '',
    chunk_count: 0,
  }) satisfies KnowledgeDocument;

describe('recentActivity', () => {
  it('two latest documents and two latest emails, newest first, each with its own status', () => {
    const items = recentActivity(
      [
        email('e1', '2026-11-01T10:00:00Z', 'Old'),
        email('e2', '2026-11-22T10:00:00Z', 'Newest'),
        email('e3', '2026-11-20T10:00:00Z', 'Middle'),
      ],
      [
        doc('d1', '2026-11-21T10:00:00Z', 'ready'),
        doc('d2', '2026-11-19T10:00:00Z', 'error'),
        doc('d3', '2026-10-01T10:00:00Z', 'ready'),
      ],
    );
    expect(items.map((i) => [i.id, i.title, i.status])).toEqual([
      ['e2', 'Newest', 'pending'],
      ['d1', 'd1.pdf', 'ready'],
      ['e3', 'Middle', 'pending'],
      ['d2', 'd2.pdf', 'error'],
    ]);
    expect(recentActivity([], [])).toEqual([]);
  });
});
