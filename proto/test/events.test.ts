import { describe, expect, it } from '@jest/globals';
import { decodeEvent, encodeEvent, isTopic, TOPICS } from '@winzmail/proto';

describe('events codec', () => {
  it('round-trips an event through protobuf', () => {
    const event = {
      event_id: 'e1',
      org_id: 'o1',
      occurred_at: '2026-01-01T00:00:00.000Z',
      org_name: 'Acme',
      user_email: 'a@acme.test',
    };
    const bytes = encodeEvent('org.registered', event);
    expect(decodeEvent('org.registered', bytes)).toEqual(event);
  });

  it('round-trips a question for the knowledge-gap queue', () => {
    const event = {
      event_id: 'question.unanswered:email_abstained:m1',
      org_id: 'o1',
      occurred_at: '2026-01-01T00:00:00.000Z',
      source: 'email_abstained',
      question: 'Do you sell gift cards?',
      reference_id: 'm1',
      answer: '',
    };
    expect(decodeEvent('question.unanswered', encodeEvent('question.unanswered', event))).toEqual(
      event,
    );
  });

  it('round-trips a handoff to a person with its transcript', () => {
    const event = {
      event_id: 'h1',
      org_id: 'o1',
      occurred_at: '2026-01-01T00:00:00.000Z',
      address: 'ana@example.com',
      name: 'Ana',
      transcript: [
        { question: 'Gift cards?', answer: 'I do not know.', at: '2026-01-01T00:00:00.000Z' },
      ],
      conv: 'v:abc',
    };
    expect(decodeEvent('handoff.requested', encodeEvent('handoff.requested', event))).toEqual(
      event,
    );
  });

  it('knows the topics of the architecture', () => {
    expect(TOPICS).toEqual([
      'org.registered',
      'document.uploaded',
      'document.processed',
      'mail.received',
      'reply.generated',
      'reply.sent',
      'subscription.changed',
      'session.revoked',
      'prompt.changed',
      'budget.changed',
      'widget.changed',
      'question.unanswered',
      'handoff.requested',
      'org.deleted',
    ]);
    expect(isTopic('mail.received')).toBe(true);
    expect(isTopic('mail.unknown')).toBe(false);
  });
});
