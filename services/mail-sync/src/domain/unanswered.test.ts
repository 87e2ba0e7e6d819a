import { describe, expect, it } from '@jest/globals';
import { emailQuestion, heavilyEdited, unansweredEvent } from './unanswered.js';

describe('the gap queue from mail', () => {
  it('"changed a lot" is less than half of the draft kept', () => {
    expect(heavilyEdited(499)).toBe(true);
    expect(heavilyEdited(500)).toBe(false);
    expect(heavilyEdited(undefined)).toBe(false);
  });

  it('asks with the subject first unless the text already says it', () => {
    expect(emailQuestion({ subject: 'Re: Gift cards', body: 'Do you have them?' })).toBe(
      'Gift cards: Do you have them?',
    );
    expect(emailQuestion({ subject: 'gift cards', body: 'Do you sell Gift Cards?' })).toBe(
      'Do you sell Gift Cards?',
    );
    expect(emailQuestion({ subject: '', body: 'x'.repeat(3000) })).toHaveLength(2000);
  });

  it('one event per email and source', () => {
    const email = { _id: 'e1', org_id: 'o1', subject: '', body: 'Hi?' };
    const a = unansweredEvent(email, 'draft_edited', 't', ' Yes. ');
    expect(a).toEqual({
      topic: 'question.unanswered',
      event: {
        event_id: 'question.unanswered:draft_edited:e1',
        org_id: 'o1',
        occurred_at: 't',
        source: 'draft_edited',
        question: 'Hi?',
        reference_id: 'e1',
        answer: 'Yes.',
      },
    });
  });
});
