import { newId, nowIso, type Logger } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { addCounts, type MailRepos, type SendClaimDoc } from '../adapters/repositories.js';
import { accuracyIncrement, keptPermille } from '../domain/accuracy.js';
import { disconnectedReason } from '../domain/disconnected.js';
import type { EmailDoc, MailboxDoc, MailboxDraftRef, SentRecord } from '../domain/records.js';
import { buildReply } from '../domain/reply-message.js';
import { draftSent } from '../domain/outcomes.js';
import { heavilyEdited, unansweredEvent } from '../domain/unanswered.js';
import type { Outcomes } from '../outcomes/outcomes.js';
import type { EmailStatus } from '../domain/types.js';
import { hourBucket } from '../domain/week.js';
import { recordStatusChange } from '../metrics.js';
import { GrantError, SendError, type MailProvider, type SentReply } from '../providers/port.js';
import { notSetUp, providerOf, type Providers } from '../providers/registry.js';

export interface Delivery {
  email: EmailDoc;
  mailbox: MailboxDoc;
  text: string;
  by: SentRecord['by'];
  /** The statuses the email may still have for the send to be recorded as its reply. */
  from: EmailStatus[];
  /** More fields to set with the status (the AI draft, its sources). */
  set?: Record<string, unknown>;
}

export type DeliveryResult =
  | { ok: true; messageId: string }
  | { ok: false; outcome: SendError['outcome']; reason: string; messageId: string };

export interface OutboundDeps {
  repos: MailRepos;
  outbox: EventOutbox;
  /** Each mailbox sends and drafts through its provider (SMTP and APPEND, Gmail, Graph). */
  providers: Providers;
  logger: Logger;
  /** The Dashboard's outcomes: a reply sent automatically, an AI draft staff sent. */
  outcomes: Pick<Outcomes, 'add'>;
}

/**
 * Sending, exactly once. Whether an email is sent is decided by inserting its send claim (unique
 * _id = the email id): whoever inserts it sends, everyone else does not — on every store, across
 * replicas and redeliveries. A claim is released only when the message certainly did not go out.
 */
export class Outbound {
  constructor(private readonly deps: OutboundDeps) {}

  /** null: this caller holds the claim and sends; otherwise the claim someone else holds. */
  async claim(email: EmailDoc, by: SentRecord['by']): Promise<SendClaimDoc | null> {
    const claim: SendClaimDoc = {
      _id: email._id,
      org_id: email.org_id,
      claimed_at: nowIso(),
      by,
      state: 'sending',
    };
    try {
      await this.deps.repos.claims.insertOne(claim);
      return null;
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
      return (await this.deps.repos.claims.findOne({ _id: email._id })) ?? claim;
    }
  }

  /** Gives the claim back: only for a message that certainly was not sent. */
  async release(emailId: string): Promise<void> {
    await this.deps.repos.claims.deleteOne({ _id: emailId, state: 'sending' });
  }

  /**
   * Sends the reply of a claimed email and records it: status replied with the sent record and
   * reply.sent in one write, the claim marked sent, the counters, a copy in Sent. A failure that
   * certainly sent nothing releases the claim; an unknown outcome keeps it (never sent twice).
   */
  async deliver(d: Delivery): Promise<DeliveryResult> {
    const { email, mailbox } = d;
    const mail = buildReply(email, {
      mailboxAddress: mailbox.email_address,
      text: d.text,
      automatic: d.by === 'auto',
      uniqueId: newId(),
    });
    // Recorded before SMTP, so a send cut off by a crash names the message to look for.
    await this.deps.repos.claims.updateOne(
      { _id: email._id },
      { $set: { message_id: mail.messageId } },
    );
    let handed: SentReply;
    try {
      handed = await this.provider(mailbox).send(mailbox, email, mail);
    } catch (caught) {
      // A refused grant fails before anything is handed over: certainly not sent.
      const err =
        caught instanceof GrantError
          ? new SendError('not_sent', disconnectedReason(mailbox.provider))
          : caught;
      if (!(err instanceof SendError)) throw err;
      this.deps.logger.warn(
        { orgId: email.org_id, emailId: email._id, outcome: err.outcome, reason: err.message },
        'reply not sent',
      );
      if (err.outcome === 'not_sent') await this.release(email._id);
      return { ok: false, outcome: err.outcome, reason: err.message, messageId: mail.messageId };
    }
    // IMAP keeps the copy for Sent (below); Gmail and Outlook keep their own.
    const messageId = handed.messageId || mail.messageId;
    const at = nowIso();
    const sent: SentRecord = { message_id: messageId, at, by: d.by };
    const draft = email.draft?.text;
    if (d.by === 'auto') sent.kept_permille = 1000;
    else if (draft) sent.kept_permille = keptPermille(draft, d.text);
    const { matched } = await this.deps.outbox.updateOne(
      this.deps.repos.emails,
      { _id: email._id, org_id: email.org_id, status: { $in: d.from } },
      { $set: { ...d.set, status: 'replied', reply_body: d.text, reason: '', sent } },
      [
        {
          topic: 'reply.sent',
          event: {
            event_id: newId(),
            org_id: email.org_id,
            occurred_at: at,
            email_id: email._id,
            message_id: messageId,
          },
        },
        // Staff kept less than half of the AI's draft: its question goes to the gap queue, with
        // what staff answered instead.
        ...(d.by === 'staff' && heavilyEdited(sent.kept_permille)
          ? [unansweredEvent(email, 'draft_edited', at, d.text)]
          : []),
      ],
    );
    if (matched === 0)
      this.deps.logger.warn({ emailId: email._id }, 'reply sent, but the email changed meanwhile');
    else recordStatusChange(email, 'replied', '', d.by);
    await this.deps.repos.claims.updateOne({ _id: email._id }, { $set: { state: 'sent' } });
    await this.count(email.org_id, d.by === 'staff' ? draft : undefined, d.text);
    const outcome =
      d.by === 'auto'
        ? { auto_sent: 1 }
        : sent.kept_permille !== undefined
          ? draftSent(sent.kept_permille)
          : {};
    await this.deps.outcomes.add(
      {
        org_id: email.org_id,
        mailbox_id: email.mailbox_id,
        mailbox_address: mailbox.email_address,
      },
      outcome,
    );
    if (handed.keepCopy) await this.keepCopy(mailbox, handed.keepCopy);
    return { ok: true, messageId };
  }

  /**
   * Puts the AI's reply into the mailbox's Drafts, threaded, for staff to send themselves, and
   * records where it lies (the email's mailbox_draft). Best effort, like the Sent copy: the draft
   * stored here is what the Inbox shows.
   */
  async saveDraft(email: EmailDoc, mailbox: MailboxDoc, text: string): Promise<void> {
    const mail = buildReply(email, {
      mailboxAddress: mailbox.email_address,
      text,
      automatic: false,
      uniqueId: newId(),
    });
    let ref: MailboxDraftRef | null = null;
    try {
      const place = await this.provider(mailbox).saveDraft(mailbox, email, mail);
      ref = { message_id: mail.messageId, ...place };
    } catch (err) {
      this.deps.logger.warn(
        { err: err instanceof Error ? err.message : String(err), mailboxId: mailbox._id },
        'the draft was not stored in the mailbox',
      );
    }
    if (ref)
      await this.deps.repos.emails.updateOne({ _id: email._id }, { $set: { mailbox_draft: ref } });
  }

  /**
   * Removes the AI's draft of `email` from the mailbox (staff sent their own reply, or a new draft
   * replaces it). Never throws: '' when it is gone (or there was none), else why it could not be
   * removed — logged, and for the caller to show.
   */
  async removeDraft(email: EmailDoc, mailbox: MailboxDoc): Promise<string> {
    const ref = email.mailbox_draft;
    if (!ref) return '';
    try {
      await this.provider(mailbox).deleteDraft(mailbox, ref);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.deps.logger.warn(
        { err: reason, orgId: email.org_id, emailId: email._id, mailboxId: mailbox._id },
        "the AI's draft was not removed from the mailbox",
      );
      return reason || 'the mail server refused';
    }
    await this.deps.repos.emails.updateOne(
      { _id: email._id, 'mailbox_draft.message_id': ref.message_id },
      { $unset: { mailbox_draft: 1 } },
    );
    return '';
  }

  /** The mailbox's provider; a send through one not set up here certainly sends nothing. */
  private provider(mailbox: MailboxDoc): MailProvider {
    const provider = providerOf(this.deps.providers, mailbox);
    if (!provider) throw new SendError('not_sent', notSetUp(mailbox));
    return provider;
  }

  /** The week chart's replied count; response accuracy for an AI draft staff sent. */
  private async count(orgId: string, draft: string | undefined, sentText: string): Promise<void> {
    await addCounts(
      this.deps.repos.hourCounts,
      { org_id: orgId, hour: hourBucket(new Date()) },
      { replied: 1 },
    );
    if (draft)
      await addCounts(
        this.deps.repos.accuracy,
        { org_id: orgId },
        accuracyIncrement(draft, sentText),
      );
  }

  /** The copy in Sent for staff's own mail program: best effort (the send already counts). */
  private async keepCopy(mailbox: MailboxDoc, keep: () => Promise<unknown>): Promise<void> {
    try {
      await keep();
    } catch (err) {
      this.deps.logger.warn(
        { err, orgId: mailbox.org_id, mailboxId: mailbox._id, role: 'sent' },
        'the sent copy was not stored in the mailbox',
      );
    }
  }
}
