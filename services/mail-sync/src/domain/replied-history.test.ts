import { describe, expect, it } from '@jest/globals';
import {
  answeredId,
  isAutomatic,
  notAPersonReply,
  sentThreadKey,
  ThreadTally,
} from './replied-history.js';

const OWN = 'support@shop.example';
const sent = (over: Partial<Parameters<typeof notAPersonReply>[0]> = {}) => ({
  message_id: '<r@shop.example>',
  in_reply_to: '<q@example.org>',
  references: ['<root@example.org>', '<q@example.org>'],
  to: ['ann@example.org'],
  headers: {},
  ...over,
});

describe('replied history', () => {
  it('knows automatic replies by the headers Winzmail (or any automat) sets', () => {
    expect(isAutomatic({ 'auto-submitted': 'auto-replied' })).toBe(true);
    expect(isAutomatic({ 'x-auto-response-suppress': 'All' })).toBe(true);
    expect(isAutomatic({ 'auto-submitted': 'no' })).toBe(false);
    expect(isAutomatic({ 'x-auto-response-suppress': 'DR, RN' })).toBe(false);
    expect(isAutomatic({})).toBe(false);
  });

  it('takes a person’s reply to someone else, answering a message', () => {
    expect(notAPersonReply(sent(), OWN)).toBeNull();
    expect(notAPersonReply(sent({ headers: { 'auto-submitted': 'auto-replied' } }), OWN)).toBe(
      'automatic',
    );
    expect(notAPersonReply(sent({ to: ['Support@Shop.example'] }), OWN)).toBe('to no one but us');
    expect(notAPersonReply(sent({ to: [] }), OWN)).toBe('to no one but us');
    expect(notAPersonReply(sent({ in_reply_to: '', references: [] }), OWN)).toBe('answers nothing');
  });

  it('finds the answered message and the thread from the headers', () => {
    expect(answeredId(sent())).toBe('<q@example.org>');
    expect(answeredId(sent({ in_reply_to: '' }))).toBe('<q@example.org>');
    expect(sentThreadKey(sent())).toBe('<root@example.org>');
    expect(sentThreadKey(sent({ references: [] }))).toBe('<q@example.org>');
  });

  it('counts each thread once, up to the limit', () => {
    const tally = new ThreadTally(2);
    tally.take('a');
    expect(tally.has('a')).toBe(true);
    expect(tally.full).toBe(false);
    tally.take('b');
    expect(tally.full).toBe(true);
    expect(new ThreadTally(0).full).toBe(true);
  });
});
