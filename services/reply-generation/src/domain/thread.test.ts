import { describe, expect, it } from '@jest/globals';
import { questionSubject, threadTurns } from './thread.js';

describe('the conversation as context', () => {
  const ours = (body: string) => ({ from_us: true, body, subject: 'Re: Refunds' });
  const theirs = (body: string) => ({ from_us: false, body, subject: 'Refunds' });

  it('pairs each customer message with the reply sent to it', () => {
    expect(
      threadTurns([theirs('Refund window?'), ours('Thirty days.'), theirs('Also: Sundays?')]),
    ).toEqual([
      { message: 'Refund window?', response: 'Thirty days.' },
      { message: 'Also: Sundays?', response: '' },
    ]);
    expect(threadTurns([ours('Hello from us')])).toEqual([
      { message: '', response: 'Hello from us' },
    ]);
  });

  it('a subject that repeats the conversation’s is not the question; a new one is', () => {
    const thread = [theirs('Refund window?'), ours('Thirty days.')];
    expect(questionSubject('RE: Aw: refunds', 'Do you ship to Norway?', thread)).toBe('');
    expect(questionSubject('Shipping to Norway', 'Do you?', thread)).toBe('Shipping to Norway');
    expect(questionSubject('Re: Refunds', 'Do you?', [])).toBe('Re: Refunds');
    // Nothing new in the text: the subject is all there is.
    expect(questionSubject('Re: Refunds', '  ', thread)).toBe('Re: Refunds');
  });
});
