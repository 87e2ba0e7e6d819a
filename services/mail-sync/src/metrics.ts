import { FLOW_BUCKETS, lazyInstruments } from '@winzmail/platform/metrics';

/**
 * The email flow's metrics (labels bounded: provider, status, a reason's KIND — never a mailbox,
 * an org or an email):
 * - `winzmail.mail.sync.lag` (seconds, per provider): the message's arrival (its date) → stored;
 *   backlog imports are left out (they are old on purpose);
 * - `winzmail.mail.emails` (`status`, `reason`): emails stored and each later status change;
 * - `winzmail.mail.flow.duration` (seconds, `status` drafted | replied | no_reply_needed, `by`):
 *   stored → drafted or sent.
 */
const instruments = lazyInstruments(
  (meter) => ({
    syncLag: meter.createHistogram('winzmail.mail.sync.lag', {
      unit: 's',
      description: 'Mail arrival (its date) to stored, per provider',
      advice: { explicitBucketBoundaries: FLOW_BUCKETS },
    }),
    emails: meter.createCounter('winzmail.mail.emails', {
      description: 'Emails stored and status changes, by status and reason kind',
    }),
    flow: meter.createHistogram('winzmail.mail.flow.duration', {
      unit: 's',
      description: 'Stored to drafted or replied',
      advice: { explicitBucketBoundaries: FLOW_BUCKETS },
    }),
  }),
  '@winzmail/mail-sync',
);

/** A reason reduced to its kind: `bulk mail (Precedence: bulk)` → `bulk`. */
export function reasonKind(reason: string): string {
  const r = reason.toLowerCase();
  if (!r) return '';
  if (r.startsWith('automated message')) return 'automated';
  if (r.startsWith('bulk mail')) return 'bulk';
  if (r.startsWith('mailing list')) return 'list';
  if (r.startsWith('delivery report')) return 'delivery_report';
  if (r.startsWith('no-reply sender')) return 'no_reply_sender';
  if (r.startsWith('asks for no automatic reply')) return 'suppressed';
  if (r.startsWith('sent from this mailbox')) return 'own_mail';
  if (r.startsWith('no sender address')) return 'no_sender';
  if (r.includes('(loop guard)')) return 'loop_guard';
  if (r.startsWith('sending failed')) return 'send_failed';
  // The gates' verdicts, in auto mode ("not sent automatically: …") and draft mode ("check …").
  const verdict = r.replace(/^(not sent automatically|check before sending): /, '');
  if (verdict.startsWith('the reply is empty')) return 'empty_reply';
  if (verdict.startsWith('the message looked unsafe')) return 'unsafe';
  if (verdict.startsWith('the ai did not have')) return 'abstained';
  if (verdict.startsWith('the reply is not grounded')) return 'not_grounded';
  if (verdict.startsWith('the sender wrote in')) return 'language';
  if (r.startsWith('the mailbox it came to')) return 'mailbox_gone';
  return 'other';
}

export function recordStored(
  email: { status: string; reason: string; received_at: string; backlog: boolean },
  provider: string,
): void {
  const i = instruments();
  i.emails.add(1, {
    status: email.status,
    reason: reasonKind(email.reason),
    backlog: email.backlog,
  });
  const arrived = Date.parse(email.received_at);
  if (!email.backlog && Number.isFinite(arrived))
    i.syncLag.record(Math.max(0, (Date.now() - arrived) / 1000), { provider });
}

export function recordStatusChange(
  email: { created_at: string },
  status: string,
  reason: string,
  by: 'auto' | 'staff' = 'auto',
): void {
  const i = instruments();
  i.emails.add(1, { status, reason: reasonKind(reason), backlog: false });
  const stored = Date.parse(email.created_at);
  if (Number.isFinite(stored))
    i.flow.record(Math.max(0, (Date.now() - stored) / 1000), { status, by });
}
