import {
  AppError,
  alreadyExists,
  invalid,
  notFound,
  nowIso,
  type Logger,
} from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { events, knowledge, mailSync } from '@winzmail/proto';
import type { ReplyGenerationClient } from '../adapters/reply-client.js';
import type {
  DraftRecord,
  EmailDoc,
  MailboxDoc,
  MailRepos,
  SendClaimDoc,
} from '../adapters/repositories.js';
import { autoSendBlock, draftReason } from '../domain/gates.js';
import { capOutcome, loopMarkIds } from '../domain/loop-guard.js';
import {
  EMAIL_STATUSES,
  type EmailStatus,
  type ReplyMode,
  type ReplySource,
} from '../domain/types.js';
import type { Mailboxes } from '../accounts/mailboxes.js';
import { claimState, interruptedReason } from '../domain/send-claim.js';
import { spentCounts, type OutcomeCounts } from '../domain/outcomes.js';
import { unansweredEvent } from '../domain/unanswered.js';
import type { Outcomes } from '../outcomes/outcomes.js';
import type { Outbound } from './outbound.js';
import { recordStatusChange } from '../metrics.js';
import { contextOf, earlierMail } from '../inbound/thread-history.js';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;

export interface EmailsDeps {
  repos: MailRepos;
  /** question.unanswered leaves with the status an abstained reply gives its email. */
  outbox: EventOutbox;
  mailboxes: Mailboxes;
  outbound: Outbound;
  replies: Pick<ReplyGenerationClient['call'], 'GenerateReply'>;
  /** The Dashboard's outcomes: what writing cost, what the AI abstained on. */
  outcomes: Pick<Outcomes, 'add'>;
  logger: Logger;
  /** Automatic replies per sender and conversation per day (MAIL_AUTO_REPLIES_PER_THREAD_DAY). */
  autoRepliesPerThreadDay: number;
}

/** What a generated reply leaves on the email, whatever happens to it next. */
interface GeneratedFields {
  reply_body: string;
  sources: ReplySource[];
  draft: DraftRecord;
}

/**
 * The Inbox: incoming emails of one organisation, what the AI drafted for them, and replying —
 * automatically when the mailbox's mode and reply-generation's verdicts allow it, else as a
 * draft; by staff from the Inbox. Every query carries the caller's org id.
 */
export class Emails {
  constructor(private readonly deps: EmailsDeps) {}

  async list(
    orgId: string,
    query: { limit: number; offset: number; status: string },
  ): Promise<mailSync.ListIncomingResponse> {
    if (query.status && !(EMAIL_STATUSES as readonly string[]).includes(query.status))
      throw invalid(`The status must be one of ${EMAIL_STATUSES.join(', ')}.`, {
        status: 'unknown status',
      });
    if (query.limit < 0 || query.limit > MAX_PAGE || query.offset < 0)
      throw invalid(`The page is limit 1–${MAX_PAGE} from offset 0 or more.`);
    const filter = query.status ? { org_id: orgId, status: query.status } : { org_id: orgId };
    const [docs, total] = await Promise.all([
      this.deps.repos.emails.find(filter, {
        sort: { created_at: -1, _id: -1 },
        skip: query.offset,
        limit: query.limit || DEFAULT_PAGE,
      }),
      this.deps.repos.emails.count(filter),
    ]);
    const unsent = docs.filter((d) => d.status !== 'replied').map((d) => d._id);
    const claims = unsent.length ? await this.deps.repos.claims.find({ _id: { $in: unsent } }) : [];
    const interrupted = new Map(
      claims.filter((c) => claimState(c) === 'interrupted').map((c) => [c._id, c]),
    );
    return {
      emails: docs.map((d) => {
        const claim = interrupted.get(d._id);
        return toIncoming(d, claim ? interruptedReason(claim.message_id) : d.reason);
      }),
      total,
    };
  }

  async get(orgId: string, emailId: string): Promise<EmailDoc> {
    const email = emailId
      ? await this.deps.repos.emails.findOne({ _id: emailId, org_id: orgId })
      : null;
    if (!email) throw notFound('No such email.');
    return email;
  }

  /**
   * reply.generated: the AI's reply to a pending email. Mode draft → drafted (and into the
   * mailbox's Drafts); mode auto → sent when the gates pass, else drafted with the reason.
   * Idempotent: an email that is no longer pending, or whose send is claimed, is left alone.
   */
  async onReplyGenerated(event: events.ReplyGenerated__Output): Promise<void> {
    const email = await this.deps.repos.emails.findOne({
      _id: event.email_id,
      org_id: event.org_id,
    });
    if (!email || email.status !== 'pending') return;
    const mailbox = await this.deps.mailboxes.find(email.org_id);
    const generated = generatedFields(event);
    const spent = spentOf(event);
    if (!mailbox || mailbox._id !== email.mailbox_id) {
      await this.toStatus(
        email,
        'drafted',
        'the mailbox it came to is no longer set up',
        generated,
        spent,
      );
      return;
    }
    const mode = effectiveMode(email, mailbox);
    if (mode === 'none') return;
    const where = {
      org_id: email.org_id,
      mailbox_id: email.mailbox_id,
      mailbox_address: mailbox.email_address,
    };
    // Draft mode drafts with the verdicts as its reason; auto mode drafts what the gates hold back.
    const verdicts = event.generated && { ...event.generated, text: generated.reply_body };
    const block =
      mode === 'draft'
        ? draftReason(verdicts)
        : (autoSendBlock(verdicts) ??
          ((await this.deps.mailboxes.autoSendRefusal(mailbox)) || null));
    if (block !== null) {
      if (await this.toStatus(email, 'drafted', block, generated, spent))
        await this.deps.outbound.saveDraft(email, mailbox, generated.reply_body);
      return;
    }
    const taken = await this.deps.outbound.claim(email, 'auto');
    if (taken) {
      // Someone else sends it — or a send was cut off and must not be repeated blindly.
      if (claimState(taken) === 'interrupted')
        await this.toStatus(
          email,
          'drafted',
          interruptedReason(taken.message_id),
          generated,
          spent,
        );
      return;
    }
    const mark = await this.takeLoopMark(email);
    if (!mark) {
      // The daily cap: a draft for staff, never hidden (a person who keeps asking is a person).
      await this.deps.outbound.release(email._id);
      const cap = capOutcome(this.deps.autoRepliesPerThreadDay);
      if (await this.toStatus(email, cap.status, cap.reason, generated, spent))
        await this.deps.outbound.saveDraft(email, mailbox, generated.reply_body);
      return;
    }
    const result = await this.deps.outbound.deliver({
      email,
      mailbox,
      text: generated.reply_body,
      by: 'auto',
      from: ['pending'],
      set: { sources: generated.sources, draft: generated.draft },
    });
    if (result.ok) {
      await this.deps.outcomes.add(where, spent);
      return;
    }
    if (result.outcome === 'not_sent') {
      await this.deps.repos.autoReplyMarks.deleteOne({ _id: mark });
      await this.toStatus(email, 'drafted', `sending failed: ${result.reason}`, generated, spent);
    } else
      await this.toStatus(email, 'drafted', interruptedReason(result.messageId), generated, spent);
  }

  /**
   * The Inbox's Generate (empty text: a generated reply with the conversation as context; it
   * replaces the AI's draft in the mailbox, if one is there) and Send (the text goes out threaded,
   * once: a second send is refused; the AI's draft leaves the mailbox).
   */
  async reply(orgId: string, emailId: string, text: string): Promise<mailSync.ReplyResponse> {
    const email = await this.get(orgId, emailId);
    if (text.trim() === '') {
      const mailbox = await this.deps.mailboxes.find(orgId);
      const earlier = await earlierMail(this.deps.repos, email, new Date());
      const generated = await this.deps.replies.GenerateReply({
        org_id: orgId,
        from_address: email.from_address,
        subject: email.subject,
        body: email.body,
        html: email.body_html,
        thread: contextOf(email, earlier, mailbox?.email_address ?? ''),
      });
      if (mailbox?._id === email.mailbox_id && email.mailbox_draft && email.status !== 'replied')
        await this.replaceDraft(email, mailbox, generated.text);
      // Writing again costs again.
      await this.deps.outcomes.add(
        { org_id: orgId, mailbox_id: email.mailbox_id },
        spentCounts(generated),
      );
      return { reply: generated.text, sent: false, generated };
    }
    if (email.status === 'replied') throw alreadyExists('This email was already replied to.');
    const mailbox = await this.deps.mailboxes.find(orgId);
    if (!mailbox)
      throw new AppError('FAILED_PRECONDITION', 'Set up the email configuration before sending.');
    const taken = await this.deps.outbound.claim(email, 'staff');
    if (taken) throw claimRefusal(taken);
    const result = await this.deps.outbound.deliver({
      email,
      mailbox,
      text,
      by: 'staff',
      from: ['pending', 'drafted', 'no_reply_needed'],
    });
    if (result.ok) {
      await this.removeDraft(email, mailbox);
      return { reply: text, sent: true };
    }
    if (result.outcome === 'not_sent')
      throw new AppError('UNAVAILABLE', `The reply was not sent: ${result.reason}`);
    const reason = interruptedReason(result.messageId);
    await this.deps.repos.emails.updateOne(
      { _id: email._id, status: { $ne: 'replied' } },
      { $set: { reason } },
    );
    throw new AppError('FAILED_PRECONDITION', `The reply may not have been sent: ${reason}.`);
  }

  /**
   * Staff sent their own reply: the AI's draft leaves the mailbox (else a mail program could send
   * it a second time). A failure is logged and shown on the email, never fails the send.
   */
  private async removeDraft(email: EmailDoc, mailbox: MailboxDoc): Promise<void> {
    if (mailbox._id !== email.mailbox_id) return;
    const failed = await this.deps.outbound.removeDraft(email, mailbox);
    if (failed)
      await this.deps.repos.emails.updateOne(
        { _id: email._id, status: 'replied' },
        { $set: { reason: draftNotRemovedReason(failed) } },
      );
  }

  /** A regenerated reply takes the old draft's place in the mailbox. */
  private async replaceDraft(email: EmailDoc, mailbox: MailboxDoc, text: string): Promise<void> {
    const failed = await this.deps.outbound.removeDraft(email, mailbox);
    if (failed) {
      // Two AI drafts side by side would be worse than the old one alone.
      await this.deps.repos.emails.updateOne(
        { _id: email._id, status: { $ne: 'replied' } },
        { $set: { reason: draftNotRemovedReason(failed) } },
      );
      return;
    }
    await this.deps.outbound.saveDraft(email, mailbox, text);
  }

  /** Compare-and-set from pending: true when this caller made the change. */
  private async toStatus(
    email: EmailDoc,
    status: EmailStatus,
    reason: string,
    generated: GeneratedFields,
    spent: Partial<OutcomeCounts>,
  ): Promise<boolean> {
    const filter = { _id: email._id, org_id: email.org_id, status: 'pending' };
    const update = { $set: { status, reason, ...generated } };
    // The AI abstained: the question goes to the knowledge-gap queue with this change, once
    // (only one caller moves the email from pending).
    const { matched } = generated.draft.abstained
      ? await this.deps.outbox.updateOne(this.deps.repos.emails, filter, update, [
          unansweredEvent(email, 'email_abstained', generated.draft.generated_at),
        ])
      : await this.deps.repos.emails.updateOne(filter, update);
    if (matched > 0) {
      recordStatusChange(email, status, reason);
      // Counted by the caller that moved the email from pending: once.
      await this.deps.outcomes.add(
        { org_id: email.org_id, mailbox_id: email.mailbox_id },
        { ...spent, abstained: generated.draft.abstained ? 1 : 0 },
      );
    }
    return matched > 0;
  }

  /** Takes one of the day's automatic-reply marks for this sender and thread; null: none left. */
  private async takeLoopMark(email: EmailDoc): Promise<string | null> {
    const now = new Date();
    const ids = loopMarkIds(
      { mailboxId: email.mailbox_id, sender: email.from_address, threadKey: email.thread_key },
      now,
      this.deps.autoRepliesPerThreadDay,
    );
    for (const _id of ids) {
      try {
        await this.deps.repos.autoReplyMarks.insertOne({ _id, org_id: email.org_id, created: now });
        return _id;
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
    }
    return null;
  }
}

/**
 * Automatic only when the mailbox was in auto mode when the message came and still is, and the
 * message is not backlog; `none` at either time means no reply at all.
 */
function effectiveMode(email: EmailDoc, mailbox: MailboxDoc): ReplyMode {
  if (email.reply_mode === 'none' || mailbox.reply_mode === 'none') return 'none';
  if (email.reply_mode === 'auto' && mailbox.reply_mode === 'auto' && !email.backlog) return 'auto';
  return 'draft';
}

/** Shown on the email when the AI's draft could not be taken out of the mailbox. */
export const draftNotRemovedReason = (why: string): string =>
  `the AI's draft could not be removed from the mailbox's Drafts (${why}) — delete it there, so it is not sent a second time`;

function claimRefusal(claim: SendClaimDoc): AppError {
  switch (claimState(claim)) {
    case 'sent':
      return alreadyExists('This email was already replied to.');
    case 'sending':
      return alreadyExists('A reply to this email is being sent.');
    case 'interrupted':
      return new AppError(
        'FAILED_PRECONDITION',
        `Not sent: ${interruptedReason(claim.message_id)}.`,
      );
  }
}

/** What writing the event's reply cost, as the outcomes count it. */
const spentOf = (event: events.ReplyGenerated__Output): Partial<OutcomeCounts> =>
  event.generated ? spentCounts(event.generated) : {};

function generatedFields(event: events.ReplyGenerated__Output): GeneratedFields {
  const g = event.generated;
  const text = g?.text ?? '';
  return {
    reply_body: text,
    sources: (g?.sources ?? []).map(toSource),
    draft: {
      text,
      model: g?.model ?? '',
      grounded: g?.grounded ?? false,
      abstained: g?.abstained ?? false,
      screening_passed: g?.screening?.passed ?? false,
      flags: g?.screening?.flags ?? [],
      generated_at: event.occurred_at || nowIso(),
    },
  };
}

const toSource = (s: knowledge.Source__Output): ReplySource => ({
  document_id: s.document_id,
  filename: s.filename,
  heading: s.heading,
  chunk_id: s.chunk_id,
  number: s.number,
  excerpt: s.text,
});

const toIncoming = (d: EmailDoc, reason: string): mailSync.IncomingEmail => ({
  id: d._id,
  from_address: d.from_address,
  from_name: d.from_name,
  subject: d.subject,
  body: d.body,
  quoted: d.quoted,
  body_html: d.body_html,
  reply_body: d.reply_body,
  created_at: d.created_at,
  received_at: d.received_at,
  status: d.status,
  reason,
  sources: d.sources.map(({ excerpt, ...s }) => ({ ...s, text: excerpt })),
  origin: d.origin ?? '',
});
