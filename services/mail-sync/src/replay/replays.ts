import { createHash } from 'node:crypto';
import {
  AppError,
  DuplicateKeyError,
  invalid,
  newId,
  notFound,
  type Logger,
} from '@winzmail/platform';
import type { mailSync } from '@winzmail/proto';
import type { ReplyGenerationClient } from '../adapters/reply-client.js';
import type { MailRepos, ReplayRunDoc, ReplayThreadDoc } from '../adapters/repositories.js';
import type { MailboxDoc } from '../domain/records.js';
import type { RepliedThread } from '../domain/replied-history.js';
import {
  autoSendRefusal,
  countsOf,
  figuresOf,
  NO_COUNTS,
  REPLAY_OUTCOMES,
  type ReplayCounts,
  type ReplayOutcome,
} from '../domain/replay.js';
import type { Outcomes } from '../outcomes/outcomes.js';
import { providerOf, type Providers } from '../providers/registry.js';
import type { Filter } from '@winzmail/platform/store';

export interface ReplaysDeps {
  repos: Pick<MailRepos, 'mailboxes' | 'replayRuns' | 'replayThreads' | 'replayPolicies'>;
  providers: Providers;
  replies: Pick<ReplyGenerationClient['call'], 'ReplayReply'>;
  logger: Logger;
  /** Threads a run reads (REPLAY_THREADS, 200). */
  threads: number;
  /** How far back (REPLAY_WINDOW_DAYS, 90). */
  windowDays: number;
  /** Quiet time after a knowledge or style change before the figures are recomputed. */
  recomputeDelayMs: number;
  /** The Dashboard's outcomes: the week's replay agreement. */
  outcomes: Pick<Outcomes, 'replayed'>;
}

const PURPOSE = 'auto_reply';
/** A run whose replica died shows as failed after this long without progress. */
const STALLED_MS = 10 * 60_000;
/** Characters of a stored question or reply: the screen shows a thread, not an archive. */
const MAX_STORED_CHARS = 20_000;
const clip = (text: string): string => text.slice(0, MAX_STORED_CHARS);
const MAX_PAGE = 100;

/**
 * Replay before auto-send (docs/replay.md): reads the mailbox's answered history through its
 * provider, asks reply-generation what it would write now for each question (nothing is sent or
 * stored there), and keeps each thread's verdict and the mailbox's figures. One run per
 * organisation at a time (a compare-and-set on its run document); threads are streamed, one in
 * memory at a time.
 */
export class Replays {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly deps: ReplaysDeps) {}

  /** Starts a replay of the organisation's mailbox; the run as it stands (already running: that one). */
  async start(orgId: string, reason: ReplayRunDoc['reason']): Promise<mailSync.ReplayRun> {
    const mailbox = await this.mailbox(orgId);
    if (!mailbox) throw notFound('No email configuration yet.');
    if (!providerOf(this.deps.providers, mailbox))
      throw new AppError(
        'FAILED_PRECONDITION',
        `${mailbox.provider} mailboxes are not set up on this server.`,
      );
    const run = await this.claim(mailbox, reason);
    if (run.claimed) this.track(this.execute(mailbox, run.doc));
    return this.view(run.doc);
  }

  /** The latest run and one page of its threads, optionally of one outcome. */
  async get(req: mailSync.GetReplayRequest__Output): Promise<mailSync.Replay> {
    const runs = this.deps.repos.replayRuns;
    const doc = await runs.findOne({ _id: req.org_id });
    const policy = await this.deps.repos.replayPolicies.findOne({ _id: req.org_id });
    const minimum = policy?.min_agreement ?? 0;
    if (!doc) return { run: undefined, threads: [], total: 0, min_agreement: minimum };
    const filter: Filter = {
      org_id: req.org_id,
      run_id: doc.finished_run_id ?? doc.run_id,
    };
    if (req.outcome) {
      if (req.outcome === 'wrong_confident')
        Object.assign(filter, { outcome: 'answered', agrees: false });
      else if ((REPLAY_OUTCOMES as readonly string[]).includes(req.outcome))
        filter.outcome = req.outcome;
      else throw invalid('Unknown outcome.', { outcome: 'unknown outcome' });
    }
    const limit = Math.min(Math.max(req.limit || 20, 1), MAX_PAGE);
    const [threads, total] = await Promise.all([
      this.deps.repos.replayThreads.find(filter, {
        sort: { replied_at: -1 },
        skip: Math.max(req.offset, 0),
        limit,
      }),
      this.deps.repos.replayThreads.count(filter),
    ]);
    return { run: this.view(doc), threads: threads.map(threadView), total, min_agreement: minimum };
  }

  /** The minimum agreement (percent) before automatic sending may be turned on; 0: none. */
  async setMinimum(orgId: string, minimum: number): Promise<mailSync.Replay> {
    if (!Number.isInteger(minimum) || minimum < 0 || minimum > 100)
      throw invalid('The minimum agreement is a whole percent from 0 to 100.', {
        min_agreement: 'a whole number from 0 to 100',
      });
    await this.deps.repos.replayPolicies.updateOne(
      { _id: orgId },
      { $set: { min_agreement: minimum } },
      { upsert: true },
    );
    return this.get({ org_id: orgId, outcome: '', offset: 0, limit: 20 });
  }

  /** '' when automatic sending may be turned on for the organisation's mailbox, else why not. */
  async autoSendRefusal(orgId: string, mailboxId: string): Promise<string> {
    const policy = await this.deps.repos.replayPolicies.findOne({ _id: orgId });
    const minimum = policy?.min_agreement ?? 0;
    if (minimum <= 0) return '';
    const run = await this.deps.repos.replayRuns.findOne({ _id: orgId });
    const finished = run?.finished_mailbox_id === mailboxId ? run.finished : undefined;
    return autoSendRefusal({ minimum, counts: finished });
  }

  /** A mailbox connected or its settings saved: replay it when it is not the one replayed. */
  async onMailboxChanged(orgId: string): Promise<void> {
    const mailbox = await this.mailbox(orgId);
    if (!mailbox || !providerOf(this.deps.providers, mailbox)) return;
    const run = await this.deps.repos.replayRuns.findOne({ _id: orgId });
    if (run?.mailbox_id === mailbox._id && run.mailbox_revision === mailbox.revision) return;
    await this.start(orgId, 'connected');
  }

  /**
   * The knowledge base or the reply style changed: the figures are out of date. They are
   * recomputed after a quiet time (an upload of many documents reruns once), if a replay was ever
   * run for the organisation.
   */
  async onKnowledgeChanged(orgId: string, reason: 'knowledge' | 'style'): Promise<void> {
    const run = await this.deps.repos.replayRuns.findOne({ _id: orgId });
    if (!run) return;
    await this.deps.repos.replayRuns.updateOne({ _id: orgId }, { $set: { stale: true } });
    clearTimeout(this.timers.get(orgId));
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(orgId);
      this.start(orgId, reason).catch((err: unknown) =>
        this.deps.logger.warn({ err, orgId }, 'the replay was not recomputed'),
      );
    }, this.deps.recomputeDelayMs);
    timer.unref();
    this.timers.set(orgId, timer);
  }

  /** The organisation was deleted: no recompute is scheduled for it any more. */
  forget(orgId: string): void {
    clearTimeout(this.timers.get(orgId));
    this.timers.delete(orgId);
  }

  /** Stops scheduling and waits for the runs under way to end (they stop at the next thread). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private mailbox(orgId: string): Promise<MailboxDoc | null> {
    return this.deps.repos.mailboxes.findOne({ org_id: orgId, purpose: PURPOSE });
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Takes the organisation's run document for a new run, unless a live run holds it. */
  private async claim(
    mailbox: MailboxDoc,
    reason: ReplayRunDoc['reason'],
  ): Promise<{ claimed: boolean; doc: ReplayRunDoc }> {
    const runs = this.deps.repos.replayRuns;
    const now = new Date();
    const fresh = {
      run_id: newId(),
      mailbox_id: mailbox._id,
      mailbox_revision: mailbox.revision,
      state: 'running' as const,
      reason,
      started_at: now.toISOString(),
      progress_at: now.toISOString(),
      limit: this.deps.threads,
      window_days: this.deps.windowDays,
      counts: NO_COUNTS,
      stale: false,
      error: '',
    };
    const taken = await runs.findOneAndUpdate(
      {
        _id: mailbox.org_id,
        $or: [
          { state: { $ne: 'running' } },
          { progress_at: { $lt: new Date(now.getTime() - STALLED_MS).toISOString() } },
        ],
      },
      { $set: fresh },
    );
    if (taken) return { claimed: true, doc: taken };
    const doc: ReplayRunDoc = { _id: mailbox.org_id, org_id: mailbox.org_id, ...fresh };
    try {
      await runs.insertOne(doc);
      return { claimed: true, doc };
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
      const current = await runs.findOne({ _id: mailbox.org_id });
      if (!current) throw err;
      return { claimed: false, doc: current };
    }
  }

  private async execute(mailbox: MailboxDoc, run: ReplayRunDoc): Promise<void> {
    const { repos, logger } = this.deps;
    const mine = { _id: run._id, run_id: run.run_id };
    try {
      const provider = providerOf(this.deps.providers, mailbox);
      if (!provider)
        throw new Error(`${mailbox.provider} mailboxes are not set up on this server.`);
      const since = new Date(Date.now() - run.window_days * 86_400_000);
      for await (const thread of provider.repliedThreads(mailbox, { limit: run.limit, since })) {
        if (this.stopped) throw new Error('The service stopped during the replay; replay again.');
        const doc = await this.replayOne(mailbox, run.run_id, thread);
        if (!doc) continue;
        const { matched } = await repos.replayRuns.updateOne(mine, {
          $inc: prefixed(countsOf({ outcome: doc.outcome, agrees: doc.agrees })),
          $set: { progress_at: new Date().toISOString() },
        });
        if (matched === 0) return; // a newer run took over
      }
      const done = await repos.replayRuns.findOne(mine);
      if (!done) return;
      await repos.replayRuns.updateOne(mine, {
        $set: {
          state: 'done',
          finished_at: new Date().toISOString(),
          finished: done.counts,
          finished_run_id: run.run_id,
          finished_mailbox_id: mailbox._id,
        },
      });
      await this.deps.outcomes.replayed(
        { org_id: mailbox.org_id, mailbox_id: mailbox._id, mailbox_address: mailbox.email_address },
        done.counts,
      );
      // The previous runs' threads are no longer shown.
      await repos.replayThreads.deleteMany({ org_id: mailbox.org_id, run_id: { $ne: run.run_id } });
      logger.info({ orgId: mailbox.org_id, counts: done.counts }, 'replay finished');
    } catch (err) {
      logger.warn({ err, orgId: mailbox.org_id }, 'replay failed');
      const reason = err instanceof Error ? err.message.slice(0, 300) : String(err);
      await repos.replayRuns
        .updateOne(mine, {
          $set: { state: 'failed', error: reason, finished_at: new Date().toISOString() },
        })
        .catch(() => undefined);
    }
  }

  private async replayOne(
    mailbox: MailboxDoc,
    runId: string,
    { question, reply, thread }: RepliedThread,
  ): Promise<ReplayThreadDoc | null> {
    const res = await this.deps.replies.ReplayReply({
      email: {
        org_id: mailbox.org_id,
        from_address: question.from_address,
        subject: question.subject,
        body: question.body,
        html: question.html,
        thread: thread.map((m) => ({
          from_us: m.from_address.toLowerCase() === mailbox.email_address.toLowerCase(),
          from_address: m.from_address,
          subject: m.subject,
          body: m.body,
          at: m.date,
        })),
      },
      staff_reply: reply.body,
    });
    const outcome = (REPLAY_OUTCOMES as readonly string[]).includes(res.outcome)
      ? (res.outcome as ReplayOutcome)
      : 'not_grounded';
    const agreement = res.agreement;
    const doc: ReplayThreadDoc = {
      _id: `${mailbox.org_id}:${runId}:${hash(question.message_id || question.date + question.subject)}`,
      org_id: mailbox.org_id,
      mailbox_id: mailbox._id,
      run_id: runId,
      question: {
        from_address: question.from_address,
        from_name: question.from_name,
        subject: question.subject,
        date: question.date,
        body: clip(question.body),
      },
      staff_reply: clip(reply.body),
      replied_at: reply.date,
      ai_reply: clip(res.generated?.text ?? ''),
      sources: (res.generated?.sources ?? []).map((s) => ({
        title: s.heading ? `${s.filename} › ${s.heading}` : s.filename,
        url: s.source_url,
      })),
      outcome,
      agrees: outcome === 'answered' && agreement?.agrees === true,
      score: agreement?.score ?? 0,
      meaning: agreement?.meaning ?? -1,
      shared: agreement?.shared ?? [],
      missing: agreement?.missing ?? [],
      conflicting: agreement?.conflicting ?? [],
      relevance: res.generated?.relevance ?? '',
    };
    try {
      await this.deps.repos.replayThreads.insertOne(doc);
    } catch (err) {
      // The same question listed twice in one run (a provider's paging overlap): counted once.
      if (!(err instanceof DuplicateKeyError)) throw err;
      return null;
    }
    return doc;
  }

  private view(doc: ReplayRunDoc): mailSync.ReplayRun {
    const shown = doc.state === 'done' || !doc.finished ? doc.counts : doc.finished;
    return {
      state: doc.state,
      reason: doc.reason,
      started_at: doc.started_at,
      finished_at: doc.finished_at ?? '',
      limit: doc.limit,
      window_days: doc.window_days,
      replayed: doc.counts.threads,
      counts: shown,
      figures: figuresOf(shown),
      stale: doc.stale,
      error: doc.error,
    };
  }
}

const prefixed = (counts: ReplayCounts): Record<string, number> =>
  Object.fromEntries(Object.entries(counts).map(([k, v]) => [`counts.${k}`, v]));

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 24);

function threadView(doc: ReplayThreadDoc): mailSync.ReplayThread {
  return {
    id: doc._id,
    question: doc.question,
    staff_reply: doc.staff_reply,
    replied_at: doc.replied_at,
    ai_reply: doc.ai_reply,
    sources: doc.sources,
    outcome: doc.outcome,
    agrees: doc.agrees,
    score: doc.score,
    meaning: doc.meaning,
    shared: doc.shared,
    missing: doc.missing,
    conflicting: doc.conflicting,
    relevance: doc.relevance,
  };
}
