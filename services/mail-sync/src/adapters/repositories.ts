import { DuplicateKeyError } from '@winzmail/platform/errors';
import { OUTBOX_INDEX } from '@winzmail/platform/outbox';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { EmailDoc, MailboxDoc } from '../domain/records.js';
import type { OutcomeCounts } from '../domain/outcomes.js';
import type { ReplayCounts, ReplayOutcome } from '../domain/replay.js';
import type { SealedSecret } from '../domain/secret-box.js';

export type {
  DraftRecord,
  EmailDoc,
  MailboxDoc,
  MailboxDraftRef,
  SentRecord,
} from '../domain/records.js';

/**
 * The send claim: inserted (unique _id = email id) before an email goes to SMTP. Whoever inserts
 * it sends; everyone else does not. A claim left in `sending` means the outcome is unknown (a
 * crash between claim and send): the email is shown as needing attention, never sent again.
 */
export interface SendClaimDoc extends Doc {
  org_id: string;
  claimed_at: string;
  by: 'auto' | 'staff';
  state: 'sending' | 'sent';
  /** The reply's Message-ID, recorded before SMTP: after a crash, staff can look for it. */
  message_id?: string;
}

/** One automatic reply to a sender in a thread on a day (the loop guard's unique key). */
export interface AutoReplyMarkDoc extends Doc {
  org_id: string;
  /**
   * When it was made. No TTL index: FerretDB (a store we run on) refuses one; a mark is one small
   * document per automatic reply, like the send claims.
   */
  created: Date;
}

/** Per-organisation hourly counts (UTC hour buckets) for the week chart. */
export interface HourCountDoc extends Doc {
  org_id: string;
  /** YYYY-MM-DDTHH, UTC. */
  hour: string;
  received: number;
  replied: number;
}

/** Per-organisation running totals of AI drafts sent (response accuracy). */
export interface AccuracyDoc extends Doc {
  org_id: string;
  ai_sent: number;
  ai_sent_unedited: number;
  ai_kept_permille_sum: number;
}

/**
 * A sign-in under way (a Gmail consent, an Outlook device code): in the store, so whichever
 * replica the browser or the confirmation reaches can finish it; consumed once (deleteOne's
 * count decides), expired by `expires_at`.
 */
export interface OAuthPendingDoc extends Doc {
  org_id: string;
  kind: 'gmail' | 'outlook';
  /** Gmail: the PKCE code verifier, sealed and bound to this _id. */
  verifier?: SealedSecret;
  /** Gmail: the redirect URI the consent was asked with (the exchange must repeat it). */
  redirect_uri?: string;
  /** Outlook: where the sign-in stands (the replica that started it polls Microsoft). */
  state?: 'waiting' | 'signed_in' | 'failed';
  /** Outlook: Microsoft's polling interval (s), how long a confirmation waits for MSAL. */
  interval_s?: number;
  /** Outlook, signed in: MSAL's token cache, sealed and bound to this _id, and the address. */
  grant?: SealedSecret;
  email_address?: string;
  /** Outlook, failed: why (declined, expired). */
  reason?: string;
  created_at: string;
  expires_at: string;
}

/** Which replica watches an organisation's mailbox (`_id` = org id), until `expires_at`. */
export interface LeaseDoc {
  _id: string;
  owner: string;
  expires_at: string;
}

/** A mail-sync replica alive as of `seen_at` (the replicas share the mailboxes by this count). */
export interface ReplicaDoc {
  _id: string;
  seen_at: string;
}

/** An organisation's replay (`_id` = org id): the run under way or the last, and its counts. */
export interface ReplayRunDoc extends Doc {
  org_id: string;
  /** Changes with every run: a run writes only while it is still the current one. */
  run_id: string;
  mailbox_id: string;
  mailbox_revision: number;
  state: 'running' | 'done' | 'failed';
  reason: 'connected' | 'staff' | 'knowledge' | 'style';
  started_at: string;
  /** Last thread replayed: a run silent for long died with its replica. */
  progress_at: string;
  finished_at?: string;
  limit: number;
  window_days: number;
  /** The current run's counts, as they grow. */
  counts: ReplayCounts;
  /** The last finished run's counts, its run and mailbox (what the figures and the gate show). */
  finished?: ReplayCounts;
  finished_run_id?: string;
  finished_mailbox_id?: string;
  /** The knowledge base or the style changed since the last run. */
  stale: boolean;
  error: string;
}

/** One replayed thread of a run: the customer's question, staff's reply, the product's. */
export interface ReplayThreadDoc extends Doc {
  org_id: string;
  mailbox_id: string;
  run_id: string;
  question: {
    from_address: string;
    from_name: string;
    subject: string;
    date: string;
    body: string;
  };
  staff_reply: string;
  replied_at: string;
  ai_reply: string;
  sources: { title: string; url: string }[];
  outcome: ReplayOutcome;
  agrees: boolean;
  score: number;
  meaning: number;
  shared: string[];
  missing: string[];
  conflicting: string[];
  relevance: string;
}

/**
 * What happened to one mailbox's email in one week (the Dashboard's outcomes):
 * `_id` = org|mailbox|week, counted with $inc as each outcome happens (domain/outcomes.ts).
 */
export interface OutcomeWeekDoc extends Doc, Partial<OutcomeCounts> {
  org_id: string;
  mailbox_id: string;
  /** The week's Monday (UTC), YYYY-MM-DD. */
  week: string;
  /** The mailbox's address when the week was counted (it may be disconnected since). */
  mailbox_address?: string;
  /** The last replay finished that week. */
  replay?: { answered: number; agreed: number };
}

/** The agreement an organisation requires before auto-send (`_id` = org id). */
export interface ReplayPolicyDoc extends Doc {
  min_agreement: number;
}

export interface MailRepos {
  mailboxes: Collection<MailboxDoc>;
  emails: Collection<EmailDoc>;
  claims: Collection<SendClaimDoc>;
  autoReplyMarks: Collection<AutoReplyMarkDoc>;
  hourCounts: Collection<HourCountDoc>;
  accuracy: Collection<AccuracyDoc>;
  pending: Collection<OAuthPendingDoc>;
  leases: Collection<LeaseDoc>;
  replicas: Collection<ReplicaDoc>;
  replayRuns: Collection<ReplayRunDoc>;
  replayThreads: Collection<ReplayThreadDoc>;
  replayPolicies: Collection<ReplayPolicyDoc>;
  outcomeWeeks: Collection<OutcomeWeekDoc>;
}

export async function openRepos(store: DocumentStore): Promise<MailRepos> {
  return allOpen({
    mailboxes: store.collection<MailboxDoc>('mailboxes', [
      { fields: { org_id: 1, purpose: 1 }, unique: true },
    ]),
    emails: store.collection<EmailDoc>('emails', [
      { fields: { org_id: 1, created_at: -1 } },
      { fields: { org_id: 1, status: 1, created_at: -1 } },
      { fields: { mailbox_id: 1, from_address: 1 } },
      // The loop guard's and the reply's look at a conversation's earlier messages.
      { fields: { mailbox_id: 1, thread_key: 1 } },
      OUTBOX_INDEX,
    ]),
    claims: store.collection<SendClaimDoc>('send_claims', [{ fields: { org_id: 1 } }]),
    autoReplyMarks: store.collection<AutoReplyMarkDoc>('auto_reply_marks', [
      { fields: { org_id: 1 } },
    ]),
    hourCounts: store.collection<HourCountDoc>('hour_counts', [
      { fields: { org_id: 1, hour: 1 }, unique: true },
    ]),
    accuracy: store.collection<AccuracyDoc>('accuracy', [{ fields: { org_id: 1 }, unique: true }]),
    pending: store.collection<OAuthPendingDoc>('oauth_pending', [{ fields: { org_id: 1 } }]),
    leases: store.collection<LeaseDoc>('mailbox_leases', [{ fields: { owner: 1 } }]),
    replicas: store.collection<ReplicaDoc>('sync_replicas'),
    replayRuns: store.collection<ReplayRunDoc>('replay_runs'),
    replayThreads: store.collection<ReplayThreadDoc>('replay_threads', [
      { fields: { org_id: 1, run_id: 1, replied_at: -1 } },
      { fields: { org_id: 1, run_id: 1, outcome: 1, replied_at: -1 } },
    ]),
    replayPolicies: store.collection<ReplayPolicyDoc>('replay_policies'),
    outcomeWeeks: store.collection<OutcomeWeekDoc>('outcome_weeks', [
      { fields: { org_id: 1, week: -1 } },
    ]),
  });
}

/** Every collection opened at once, by name. */
async function allOpen<T>(opening: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const names = Object.keys(opening) as (keyof T)[];
  const opened = await Promise.all(names.map((name) => opening[name]));
  return Object.fromEntries(names.map((name, i) => [name, opened[i]])) as T;
}

/**
 * Adds to a counter document with $inc on an upsert, so concurrent additions never lose one. Two
 * first writers may race to insert; the loser retries as an update.
 */
export async function addCounts<T extends Doc>(
  collection: Collection<T>,
  key: Record<string, string>,
  inc: Record<string, number>,
): Promise<void> {
  const filter = { _id: Object.values(key).join('|'), ...key };
  try {
    await collection.updateOne(filter, { $inc: inc }, { upsert: true });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    await collection.updateOne(filter, { $inc: inc });
  }
}
