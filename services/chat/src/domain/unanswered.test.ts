import { describe, expect, it } from '@jest/globals';
import { MAX_QUESTION_CHARS, unansweredEvent } from './unanswered.js';

describe('unansweredEvent', () => {
  it('names the answer and the source in its id, so a second publication is the same event', () => {
    const a = unansweredEvent(
      { id: 'c1', orgId: 'o1', question: ' Gift\n cards? ' },
      'widget_abstained',
      't',
    );
    expect(a).toEqual({
      topic: 'question.unanswered',
      event: {
        event_id: 'question.unanswered:widget_abstained:c1',
        org_id: 'o1',
        occurred_at: 't',
        source: 'widget_abstained',
        question: 'Gift cards?',
        reference_id: 'c1',
        answer: '',
      },
    });
    const b = unansweredEvent({ id: 'c1', orgId: 'o1', question: 'x' }, 'negative_feedback', 't');
    expect(b.event.event_id).not.toBe(a.event.event_id);
  });

  it('bounds the question', () => {
    const long = unansweredEvent(
      { id: 'c', orgId: 'o', question: 'q'.repeat(5000) },
      'chat_abstained',
      't',
    );
    expect((long.event as { question: string }).question).toHaveLength(MAX_QUESTION_CHARS);
  });
});
