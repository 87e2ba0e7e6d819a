import { describe, expect, it } from '@jest/globals';
import { classify } from './classify.js';
import {
  BURST_COUNT,
  BURST_WINDOW_MS,
  capOutcome,
  loopMarkIds,
  loopVerdict,
  type EarlierMessage,
} from './loop-guard.js';

describe('loopMarkIds', () => {
  const key = { mailboxId: 'mb1', sender: 'Ann@Customer.example ', threadKey: '<t@x>' };

  it('numbers the day’s marks per mailbox, sender (case-insensitive) and thread', () => {
    expect(loopMarkIds(key, new Date('2026-11-23T23:59:00Z'), 2)).toEqual([
      'mb1|ann@customer.example|<t@x>|2026-11-23|1',
      'mb1|ann@customer.example|<t@x>|2026-11-23|2',
    ]);
  });

  it('starts again on the next UTC day and differs per thread', () => {
    const today = loopMarkIds(key, new Date('2026-11-23T12:00:00Z'), 1);
    expect(loopMarkIds(key, new Date('2026-11-24T00:00:00Z'), 1)).not.toEqual(today);
    expect(
      loopMarkIds({ ...key, threadKey: '<u@x>' }, new Date('2026-11-23T12:00:00Z'), 1),
    ).not.toEqual(today);
  });
});

describe('loopVerdict: a machine or a person', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const ann = 'ann@customer.example';
  let n = 0;
  const earlier = (over: Partial<EarlierMessage> = {}): EarlierMessage => ({
    id: `e${++n}`,
    from_address: ann,
    body: 'What is your refund window?',
    created_at: ago(60 * 60_000),
    same_thread: true,
    ...over,
  });

  it('a person’s new question in an answered conversation is answered', () => {
    expect(
      loopVerdict(
        { from_address: ann, body: 'Thanks! And do you ship to Norway?' },
        [earlier(), earlier({ from_address: 'shop@example.com', body: 'Thirty days.' })],
        now,
      ),
    ).toBeNull();
  });

  it('the same text again from the sender in the conversation is a loop', () => {
    const verdict = loopVerdict(
      { from_address: 'ANN@customer.example', body: '  what is your REFUND window ' },
      [earlier()],
      now,
    );
    expect(verdict?.reason).toMatch(/same message again.*\(loop guard\)/);
  });

  it('the same text from another sender, or in another conversation, is not', () => {
    const body = 'What is your refund window?';
    expect(
      loopVerdict(
        { from_address: ann, body },
        [earlier({ from_address: 'bob@x.example' }), earlier({ same_thread: false })],
        now,
      ),
    ).toBeNull();
  });

  it('an empty body repeated is no evidence of a loop', () => {
    expect(loopVerdict({ from_address: ann, body: ' ' }, [earlier({ body: '' })], now)).toBeNull();
  });

  it('a burst of messages from one sender is a loop; as many spread out are not', () => {
    const recent = Array.from({ length: BURST_COUNT - 1 }, (_, i) =>
      earlier({ body: `message ${i}`, created_at: ago(i * 1000), same_thread: false }),
    );
    const burst = loopVerdict({ from_address: ann, body: 'one more' }, recent, now);
    expect(burst?.reason).toMatch(/messages from this sender within .*\(loop guard\)/);
    // The same earlier message seen twice (in the thread and among the sender's) counts once.
    const twice = [
      ...recent.slice(1),
      ...recent.slice(1).map((m) => ({ ...m, same_thread: true })),
    ];
    expect(loopVerdict({ from_address: ann, body: 'one more' }, twice, now)).toBeNull();
    const spread = recent.map((m, i) => ({
      ...m,
      created_at: ago(BURST_WINDOW_MS + i * 1000 + 1),
    }));
    expect(loopVerdict({ from_address: ann, body: 'one more' }, spread, now)).toBeNull();
  });

  it('an auto-responder shows itself by its headers (classify)', () => {
    expect(
      classify(
        { from_address: ann, headers: { 'auto-submitted': 'auto-replied' } },
        'shop@example.com',
      ),
    ).not.toBeNull();
    expect(classify({ from_address: ann, headers: {} }, 'shop@example.com')).toBeNull();
  });
});

describe('capOutcome', () => {
  it('past the daily cap the reply is drafted with the reason, never hidden', () => {
    expect(capOutcome(1)).toEqual({
      status: 'drafted',
      reason: expect.stringMatching(/already had an automatic reply .*\(loop guard\)/),
    });
    expect(capOutcome(3).reason).toMatch(/already had 3 automatic replies/);
  });
});
