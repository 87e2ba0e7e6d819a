// Replay before auto-send (docs/replay.md): what a run over a mailbox's history adds up to, and
// whether those figures let the organisation turn automatic sending on. Pure.

/** reply-generation's outcome for one past email. */
export type ReplayOutcome = 'answered' | 'abstained' | 'not_grounded';

export const REPLAY_OUTCOMES: readonly ReplayOutcome[] = ['answered', 'abstained', 'not_grounded'];

/** One thread's result, as the figures count it. */
export interface ThreadVerdict {
  outcome: ReplayOutcome;
  /** Only for an answered thread: whether the reply agrees with staff's. */
  agrees: boolean;
}

/** Running counts of a run (stored as they grow: $inc per thread). */
export interface ReplayCounts {
  threads: number;
  answered: number;
  abstained: number;
  not_grounded: number;
  /** Answered and agreeing with staff. */
  agreed: number;
}

export const NO_COUNTS: ReplayCounts = {
  threads: 0,
  answered: 0,
  abstained: 0,
  not_grounded: 0,
  agreed: 0,
};

/** What one thread adds to the counts ($inc). */
export function countsOf(verdict: ThreadVerdict): ReplayCounts {
  return {
    threads: 1,
    answered: verdict.outcome === 'answered' ? 1 : 0,
    abstained: verdict.outcome === 'abstained' ? 1 : 0,
    not_grounded: verdict.outcome === 'not_grounded' ? 1 : 0,
    agreed: verdict.outcome === 'answered' && verdict.agrees ? 1 : 0,
  };
}

/** The mailbox's figures, in whole percent (0 when there is nothing to divide by). */
export interface ReplayFigures {
  /** Answered (would have been sent in auto mode) of all threads replayed. */
  would_answer_pct: number;
  /** Agreeing with staff, of the answered threads. */
  agreement_pct: number;
  /** Answered but disagreeing with staff, of all threads: what auto mode would have sent wrongly. */
  wrong_confident_pct: number;
}

const pct = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export function figuresOf(c: ReplayCounts): ReplayFigures {
  return {
    would_answer_pct: pct(c.answered, c.threads),
    agreement_pct: pct(c.agreed, c.answered),
    wrong_confident_pct: pct(c.answered - c.agreed, c.threads),
  };
}

/** What the auto-send gate knows of the mailbox's latest replay. */
export interface ReplayEvidence {
  /** The organisation's minimum agreement (percent); 0: no minimum. */
  minimum: number;
  /** The latest finished run's counts for this mailbox; undefined when none finished. */
  counts: ReplayCounts | undefined;
}

/** Fewer answered threads than this cannot support a minimum: too few to tell. */
export const MIN_ANSWERED_FOR_GATE = 5;

/** '' when automatic sending may be turned on, else why not (shown to the user). */
export function autoSendRefusal({ minimum, counts }: ReplayEvidence): string {
  if (minimum <= 0) return '';
  if (!counts)
    return `Automatic replies need a replay of this mailbox's history first (at least ${minimum}% agreement is required).`;
  if (counts.answered < MIN_ANSWERED_FOR_GATE)
    return `Automatic replies need at least ${MIN_ANSWERED_FOR_GATE} replayed answers to judge agreement; this mailbox's replay has ${counts.answered}.`;
  const { agreement_pct } = figuresOf(counts);
  if (agreement_pct < minimum)
    return `Automatic replies need at least ${minimum}% agreement with staff on replay; this mailbox has ${agreement_pct}%.`;
  return '';
}
