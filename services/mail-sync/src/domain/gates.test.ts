import { describe, expect, it } from '@jest/globals';
import { autoSendBlock, type ReplyVerdicts } from './gates.js';

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
    expect(autoSendBlock(flagged)).toBe(
      'not sent automatically: the message looked unsafe (injection:override, exclusion)',
    );
  });

  it('refuses what it cannot judge: no verdicts, no screening, an empty text', () => {
    expect(autoSendBlock(null)).toMatch(/^not sent automatically: the reply is empty/);
    expect(autoSendBlock({ ...good, screening: null })).toMatch(/unsafe \(not screened\)/);
    expect(autoSendBlock({ ...good, text: '  ' })).toMatch(/empty/);
  });
});
