import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMetricsProbe, type MetricsProbe } from '@winzmail/testing/metrics-probe';
import { capReason } from '../src/domain/loop-guard.js';
import { autoSendBlock } from '../src/domain/gates.js';
import { reasonKind, recordStatusChange, recordStored } from '../src/metrics.js';

let probe: MetricsProbe;
beforeAll(() => {
  probe = startMetricsProbe();
});
afterAll(async () => {
  await probe.stop();
});

describe('email-flow metrics', () => {
  it('reduces reasons to bounded kinds', () => {
    expect(reasonKind('bulk mail (Precedence: bulk)')).toBe('bulk');
    expect(reasonKind('mailing list (List-Id)')).toBe('list');
    expect(reasonKind('automated message (Auto-Submitted: auto-replied)')).toBe('automated');
    expect(reasonKind(capReason(1))).toBe('loop_guard');
    expect(
      reasonKind('the same message again from this sender in this conversation (loop guard)'),
    ).toBe('loop_guard');
    expect(reasonKind(autoSendBlock(null)!)).toBe('empty_reply');
    expect(reasonKind('check before sending: the message looked unsafe (exclusion)')).toBe(
      'unsafe',
    );
    expect(reasonKind('not sent automatically: the sender wrote in German')).toBe('language');
    expect(reasonKind('')).toBe('');
    expect(reasonKind('anything else, with an id 1234')).toBe('other');
  });

  it('records sync lag per provider (not for backlog) and the statuses', async () => {
    const tenSecondsAgo = new Date(Date.now() - 10_000).toISOString();
    recordStored(
      { status: 'pending', reason: '', received_at: tenSecondsAgo, backlog: false },
      'imap',
    );
    recordStored(
      {
        status: 'no_reply_needed',
        reason: 'bulk mail (Precedence: bulk)',
        received_at: tenSecondsAgo,
        backlog: false,
      },
      'imap',
    );
    recordStored(
      { status: 'pending', reason: '', received_at: '2001-01-01T00:00:00Z', backlog: true },
      'gmail',
    );
    const lag = await probe.points('winzmail.mail.sync.lag');
    expect(lag).toHaveLength(1);
    expect(lag[0]!.attributes).toEqual({ provider: 'imap' });
    const value = lag[0]!.value as { count: number; sum: number };
    expect(value.count).toBe(2);
    expect(value.sum / value.count).toBeGreaterThanOrEqual(9);
    expect(
      await probe.total('winzmail.mail.emails', { status: 'no_reply_needed', reason: 'bulk' }),
    ).toBe(1);

    recordStatusChange({ created_at: tenSecondsAgo }, 'drafted', '');
    recordStatusChange({ created_at: tenSecondsAgo }, 'replied', '', 'auto');
    expect(
      await probe.total('winzmail.mail.flow.duration', { status: 'replied', by: 'auto' }),
    ).toBe(1);
    expect(await probe.total('winzmail.mail.emails', { status: 'drafted' })).toBe(1);
  });
});
