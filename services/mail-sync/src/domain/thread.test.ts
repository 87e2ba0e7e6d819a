import { describe, expect, it } from '@jest/globals';
import { THREAD_MESSAGES, threadMessages, type ThreadEmail } from './thread.js';

describe('threadMessages', () => {
  const email = (id: string, over: Partial<ThreadEmail> = {}): ThreadEmail => ({
    _id: id,
    from_address: 'ann@customer.example',
    subject: 'Refunds',
    body: `question ${id}`,
    created_at: `2026-11-23T10:00:0${id}Z`,
    received_at: '',
    status: 'pending',
    reply_body: '',
    ...over,
  });

  it('the customer’s messages and the replies sent, oldest first, without the new one', () => {
    const thread = threadMessages(
      [
        email('3'),
        email('1', {
          status: 'replied',
          reply_body: 'Thirty days.',
          sent: { at: '2026-11-23T10:00:01.5Z' },
        }),
        email('2', { status: 'drafted', reply_body: 'a draft, never sent' }),
        email('4', { from_address: 'Shop@Example.com', body: 'our copy' }),
      ],
      '3',
      'shop@example.com',
    );
    expect(thread).toEqual([
      expect.objectContaining({ from_us: false, body: 'question 1' }),
      expect.objectContaining({
        from_us: true,
        body: 'Thirty days.',
        at: '2026-11-23T10:00:01.5Z',
      }),
      expect.objectContaining({ from_us: false, body: 'question 2' }),
    ]);
  });

  it('keeps the last few messages', () => {
    const many = Array.from({ length: 9 }, (_, i) => email(String(i)));
    const thread = threadMessages(many, 'x', 'shop@example.com');
    expect(thread).toHaveLength(THREAD_MESSAGES);
    expect(thread.at(-1)?.body).toBe('question 8');
  });
});
