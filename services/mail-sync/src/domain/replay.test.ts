import { describe, expect, it } from '@jest/globals';
import {
  autoSendRefusal,
  countsOf,
  figuresOf,
  MIN_ANSWERED_FOR_GATE,
  NO_COUNTS,
  type ReplayCounts,
} from './replay.js';

const add = (a: ReplayCounts, b: ReplayCounts): ReplayCounts => ({
  threads: a.threads + b.threads,
  answered: a.answered + b.answered,
  abstained: a.abstained + b.abstained,
  not_grounded: a.not_grounded + b.not_grounded,
  agreed: a.agreed + b.agreed,
});

describe('replay figures', () => {
  it('count each thread once, by outcome; only an answered thread can agree', () => {
    const counts = [
      countsOf({ outcome: 'answered', agrees: true }),
      countsOf({ outcome: 'answered', agrees: true }),
      countsOf({ outcome: 'answered', agrees: false }),
      countsOf({ outcome: 'abstained', agrees: true }),
      countsOf({ outcome: 'not_grounded', agrees: true }),
    ].reduce(add, NO_COUNTS);
    expect(counts).toEqual({ threads: 5, answered: 3, abstained: 1, not_grounded: 1, agreed: 2 });
    expect(figuresOf(counts)).toEqual({
      would_answer_pct: 60,
      agreement_pct: 66.7,
      wrong_confident_pct: 20,
    });
  });

  it('are 0, not NaN, with nothing to divide by', () => {
    expect(figuresOf(NO_COUNTS)).toEqual({
      would_answer_pct: 0,
      agreement_pct: 0,
      wrong_confident_pct: 0,
    });
  });
});

describe('autoSendRefusal', () => {
  const counts = (answered: number, agreed: number): ReplayCounts => ({
    threads: answered,
    answered,
    abstained: 0,
    not_grounded: 0,
    agreed,
  });

  it('allows auto-send when the organisation requires nothing', () => {
    expect(autoSendRefusal({ minimum: 0, counts: undefined })).toBe('');
  });

  it('needs a finished replay with enough answers, then the agreement', () => {
    expect(autoSendRefusal({ minimum: 80, counts: undefined })).toMatch(/replay of this mailbox/);
    expect(autoSendRefusal({ minimum: 80, counts: counts(MIN_ANSWERED_FOR_GATE - 1, 4) })).toMatch(
      /at least 5 replayed answers/,
    );
    expect(autoSendRefusal({ minimum: 80, counts: counts(10, 7) })).toBe(
      'Automatic replies need at least 80% agreement with staff on replay; this mailbox has 70%.',
    );
    expect(autoSendRefusal({ minimum: 80, counts: counts(10, 8) })).toBe('');
  });
});
