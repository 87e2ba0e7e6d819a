import {
  AppError,
  DuplicateKeyError,
  invalid,
  notFound,
  weekOf,
  type Clock,
} from '@winzmail/platform';
import type { EventOutbox, OutboxEvent } from '@winzmail/platform/outbox';
import type { chat } from '@winzmail/proto';
import { takeRatingSlot } from './adapters/rating-slots.js';
import type { ChatRepos, RatingDoc } from './adapters/repositories.js';
import type { Resolved } from './conversations.js';
import {
  ANSWER_NOT_FOUND,
  checkReason,
  isRating,
  TOO_MANY_RATINGS,
  windowStart,
} from './domain/feedback.js';
import { unansweredEvent } from './domain/unanswered.js';

const MAX_WEEKS = 26;
const isWeek = (week: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(week) && weekOf(new Date(`${week}T00:00:00Z`)) === week;
const nextWeek = (week: string): string =>
  new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

export interface FeedbackDeps {
  repos: ChatRepos;
  /** Publishes question.unanswered with a rating down (the same write). */
  outbox: EventOutbox;
  /** Who is calling (Conversations.caller: the same checks as asking). */
  caller: (conversation: chat.Conversation__Output | null) => Promise<Resolved>;
  now: Clock;
  /** Ratings one website visitor may send in an hour (staff are not counted). */
  visitorRatingsPerHour: number;
}

/**
 * Thumbs up or down on an answer of the caller's own conversation, kept with the question and
 * answer it judges (the negative ones are what the knowledge-gap queue will read).
 */
export class Feedback {
  constructor(private readonly deps: FeedbackDeps) {}

  async rate(req: chat.RateAnswerRequest__Output): Promise<chat.AnswerRating> {
    const who = await this.deps.caller(req.conversation);
    const rating = req.rating;
    if (!isRating(rating)) throw invalid("A rating is 'up' or 'down'.", { rating: 'invalid' });
    const reason = checkReason(req.reason);
    if (!reason.ok) throw invalid(reason.error, { reason: 'too long' });
    // Counted before the answer is looked up, so guessing ids costs a visitor its ratings too.
    if (who.audience === 'visitor') await this.countVisitorRating(`${who.orgId}:${who.conv}`);
    const answered = req.chat_id
      ? await this.deps.repos.chats.findOne({ _id: req.chat_id, org_id: who.orgId, conv: who.conv })
      : null;
    // Another organisation's, another visitor's or a deleted answer: the same answer as none.
    if (!answered) throw notFound(ANSWER_NOT_FOUND);
    const ratedAt = new Date(this.deps.now()).toISOString();
    const fields = {
      org_id: who.orgId,
      conv: who.conv,
      source: who.audience === 'staff' ? ('staff' as const) : ('widget' as const),
      rating,
      reason: reason.reason,
      question: answered.message,
      answer: answered.response,
      rated_at: ratedAt,
    };
    // A rating down sends the question to the knowledge-gap queue, in the write that records it
    // (the event's id is the answer's: rating down twice queues it once).
    const events =
      rating === 'down'
        ? [
            unansweredEvent(
              { id: answered._id, orgId: who.orgId, question: answered.message },
              'negative_feedback',
              ratedAt,
            ),
          ]
        : [];
    await this.record(answered._id, fields, ratedAt, events);
    return { chat_id: answered._id, rating, reason: reason.reason, rated_at: ratedAt };
  }

  /**
   * The Dashboard's thumbs: ratings up and down per week (Mondays, YYYY-MM-DD), each counted in
   * the week it was last given. Counts over the index, two per week.
   */
  async weeks(orgId: string, weeks: readonly string[]): Promise<chat.RatingWeeks> {
    if (weeks.length > MAX_WEEKS || !weeks.every(isWeek))
      throw invalid(`Up to ${MAX_WEEKS} weeks, each named by its Monday (YYYY-MM-DD).`, {
        weeks: 'invalid',
      });
    const count = (rating: string, week: string) =>
      this.deps.repos.ratings.count({
        org_id: orgId,
        rating,
        rated_at: { $gte: week, $lt: nextWeek(week) },
      });
    return {
      weeks: await Promise.all(
        weeks.map(async (week) => {
          const [up, down] = await Promise.all([count('up', week), count('down', week)]);
          return { week, up, down };
        }),
      ),
    };
  }

  /** Replaces the answer's rating, or inserts its first, with `events` in the same write. */
  private async record(
    id: string,
    fields: Omit<RatingDoc, '_id' | 'created_at'>,
    ratedAt: string,
    events: OutboxEvent[],
  ): Promise<void> {
    const { outbox, repos } = this.deps;
    // Through the outbox only with an event to carry (an empty one would still be scanned).
    const update = () =>
      events.length
        ? outbox.updateOne(repos.ratings, { _id: id }, { $set: fields }, events)
        : repos.ratings.updateOne({ _id: id }, { $set: fields });
    const doc: RatingDoc = { _id: id, ...fields, created_at: ratedAt };
    const insert = () =>
      events.length ? outbox.insertOne(repos.ratings, doc, events) : repos.ratings.insertOne(doc);
    if ((await update()).matched) return;
    try {
      await insert();
    } catch (err) {
      // Two first ratings of an answer at once: one inserted, the other now replaces it.
      if (!(err instanceof DuplicateKeyError)) throw err;
      await update();
    }
  }

  /** One more rating in the visitor's current window; refused past the cap. */
  private async countVisitorRating(visitor: string): Promise<void> {
    const { ratingSlots } = this.deps.repos;
    const start = windowStart(this.deps.now());
    if (!(await takeRatingSlot(ratingSlots, visitor, start, this.deps.visitorRatingsPerHour))) {
      throw new AppError('RESOURCE_EXHAUSTED', TOO_MANY_RATINGS);
    }
  }
}
