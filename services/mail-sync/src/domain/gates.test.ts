import { describe, expect, it } from '@jest/globals';
import { autoSendBlock, BUDGET_SPENT, draftReason, type ReplyVerdicts } from './gates.js';

const good: ReplyVerdicts = {
  text: 'We open at nine [1].',
  grounded: true,
  abstained: false,
  screening: { passed: true, flags: [] },
};

describe('autoSendBlock', () => {
  it('lets a grounded, screened, non-abstaining reply go', () => {
    expect(autoSendBlock(good)).toBeNull();
  });

  it('keeps a reply about something else as a draft, and says what it leaves unanswered', () => {
    const relevance =
      'The reply does not answer "can I still change the delivery address?", nor says a colleague will.';
    expect(autoSendBlock({ ...good, grounded: false, relevance })).toBe(
      `not sent automatically: the reply does not answer what was asked (${relevance})`,
    );
  });

  it('keeps a reply written past the monthly budget as a draft, however good', () => {
    expect(autoSendBlock({ ...good, budget_exceeded: true })).toBe(
      `not sent automatically: ${BUDGET_SPENT}`,
    );
    expect(draftReason({ ...good, budget_exceeded: true })).toBe(
      `check before sending: ${BUDGET_SPENT}`,
    );
  });

  it('keeps an ungrounded reply as a draft', () => {
    expect(autoSendBlock({ ...good, grounded: false })).toBe(
      'not sent automatically: the reply is not grounded in your documents',
    );
  });

  it('keeps an abstention as a draft (an honest abstention is grounded, still not sent)', () => {
    expect(autoSendBlock({ ...good, abstained: true })).toBe(
      'not sent automatically: the AI did not have the information',
    );
  });

  it('names the screening flags, before any other reason', () => {
    const flagged = {
      ...good,
      grounded: false,
      screening: { passed: false, flags: ['injection:override', 'exclusion'] },
    };
    expect(autoSendBlock(flagged)).toMatch(
      /^not sent automatically: the message looked unsafe \(injection:override, exclusion\); /,
    );
  });

  it('refuses what it cannot judge: no verdicts, no screening, an empty text', () => {
    expect(autoSendBlock(null)).toMatch(/^not sent automatically: the reply is empty/);
    expect(autoSendBlock({ ...good, screening: null })).toMatch(/unsafe \(not screened\)/);
    expect(autoSendBlock({ ...good, text: '  ' })).toMatch(/empty/);
  });
});

describe('the language verdict', () => {
  const note = 'the sender wrote in German; the reply is in English';

  it('holds back a reply that is not in the sender language, with the note as the reason', () => {
    expect(autoSendBlock({ ...good, language_note: note })).toBe(`not sent automatically: ${note}`);
    expect(autoSendBlock({ ...good, language_note: '' })).toBeNull();
  });

  it('names every concern at once, the unsafe message first', () => {
    const reason = autoSendBlock({
      ...good,
      grounded: false,
      screening: { passed: false, flags: ['injection:hidden-text'] },
      language_note: note,
    });
    expect(reason).toBe(
      `not sent automatically: the message looked unsafe (injection:hidden-text); the reply is not grounded in your documents; ${note}`,
    );
  });
});

describe('draftReason (draft mode)', () => {
  it('is empty when every verdict passes', () => {
    expect(draftReason(good)).toBe('');
  });

  it('carries the same verdicts as the auto-mode gate', () => {
    const flagged = { ...good, screening: { passed: false, flags: ['injection:hidden-text'] } };
    expect(draftReason(flagged)).toBe(
      'check before sending: the message looked unsafe (injection:hidden-text)',
    );
    expect(draftReason({ ...good, abstained: true })).toMatch(/did not have the information/);
    expect(draftReason({ ...good, language_note: 'the sender wrote in German' })).toMatch(/German/);
  });
});
