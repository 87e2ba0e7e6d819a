import { describe, expect, it } from '@jest/globals';
import { draftSent, NO_OUTCOMES, outcomeReport, spentCounts } from './outcomes.js';

const weeks = ['2026-11-23', '2026-11-16', '2026-11-09'];

describe('outcomeReport', () => {
  it('gives every mailbox a row per week, zero where nothing happened, the current one first', () => {
    const report = outcomeReport(
      weeks,
      [
        { mailbox_id: 'old', week: '2026-11-09', mailbox_address: 'old@ex.org', abstained: 2 },
        { mailbox_id: 'now', week: '2026-11-23', auto_sent: 3, cost_micros: 1200 },
        {
          mailbox_id: 'now',
          week: '2026-11-16',
          drafted_edited: 1,
          replay: { answered: 10, agreed: 8 },
        },
      ],
      { id: 'now', address: 'help@ex.org' },
    );
    expect(report.weeks).toEqual(weeks);
    expect(report.mailboxes.map((m) => [m.mailbox_id, m.email_address, m.current])).toEqual([
      ['now', 'help@ex.org', true],
      ['old', 'old@ex.org', false],
    ]);
    const now = report.mailboxes[0]!.weeks;
    expect(now.map((w) => w.week)).toEqual(weeks);
    expect(now[0]).toEqual({
      ...NO_OUTCOMES,
      week: '2026-11-23',
      auto_sent: 3,
      cost_micros: 1200,
      replayed: false,
      replay_answered: 0,
      replay_agreed: 0,
    });
    expect(now[1]).toMatchObject({
      drafted_edited: 1,
      replayed: true,
      replay_answered: 10,
      replay_agreed: 8,
    });
    expect(now[2]).toEqual({
      ...NO_OUTCOMES,
      week: '2026-11-09',
      replayed: false,
      replay_answered: 0,
      replay_agreed: 0,
    });
  });

  it('shows the current mailbox even before anything happened, and none without one', () => {
    expect(outcomeReport(weeks, [], { id: 'm', address: 'a@ex.org' }).mailboxes).toHaveLength(1);
    expect(outcomeReport(weeks, [], null).mailboxes).toEqual([]);
  });
});

describe('what an event adds', () => {
  it('counts a draft sent unedited only when every character was kept', () => {
    expect(draftSent(1000)).toEqual({ drafted_unedited: 1 });
    expect(draftSent(999)).toEqual({ drafted_edited: 1 });
  });

  it("takes a reply's cost and tokens, and none from a reply without usage", () => {
    expect(
      spentCounts({ cost_micros: 490, usage: { prompt_tokens: 1000, completion_tokens: 200 } }),
    ).toEqual({ cost_micros: 490, prompt_tokens: 1000, completion_tokens: 200 });
    expect(spentCounts({ cost_micros: 0, usage: null })).toEqual({
      cost_micros: 0,
      prompt_tokens: 0,
      completion_tokens: 0,
    });
  });
});
