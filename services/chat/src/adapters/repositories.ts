import { OUTBOX_INDEX, type PendingEvents } from '@winzmail/platform/outbox';
import type { Collection, Doc, DocumentStore } from '@winzmail/platform/store';
import type { Turn } from '../domain/context.js';
import type { FeedbackSource, Rating } from '../domain/feedback.js';
import type { StoredSource } from '../domain/sources.js';

/**
 * One question and its answer. `conv` is 'staff' or 'v:<visitor id>'. An abstaining answer
 * carries its question.unanswered event (outbox) from the write that stores it.
 */
export interface ChatDoc extends Doc, PendingEvents {
  org_id: string;
  conv: string;
  message: string;
  response: string;
  sources: StoredSource[];
  created_at: string;
  /** The answer abstained (the widget then offers a person); absent on older answers. */
  abstained?: boolean;
}

/**
 * A conversation's latest turns (keyed by contextKey), the model's context for its next answer.
 * Kept beside the conversation so that an answer reads one document by key, whatever the
 * conversation's length: a store that cannot serve a sorted read from an index (FerretDB)
 * otherwise reads every turn of the conversation for every answer. Derived from `chats`.
 */
export interface ChatContextDoc extends Doc {
  org_id: string;
  turns: Turn[];
}

/** Keyed by org id. A save carries its widget.changed event (outbox) in the write. */
export interface WidgetSettingsDoc extends Doc, PendingEvents {
  allowed_origins: string[];
  updated_at: string;
}

/**
 * The rating of one answer, keyed by the chat's id: one per answer, and an answer has one
 * reader (its conversation's), so rating again replaces it. The question and answer are copied
 * in, so the negative ones stay readable (for the knowledge-gap queue) after a conversation is
 * cleared.
 */
export interface RatingDoc extends Doc, PendingEvents {
  org_id: string;
  conv: string;
  source: FeedbackSource;
  rating: Rating;
  reason: string;
  question: string;
  answer: string;
  /** When the answer was first rated, and last. */
  created_at: string;
  rated_at: string;
}

/** One of a website visitor's ratings in a window: `<visitor>:<window start ms>:<n>`. */
export interface RatingSlotDoc extends Doc {
  /** `<org>:<conv>`. */
  visitor: string;
  /** The window's start (ms since the epoch). */
  window: number;
}

/**
 * A website visitor's request for a person, stored with its handoff.requested event (the
 * outbox). The address is kept for the event only and shown to staff only (in the Inbox).
 */
export interface HandoffDoc extends Doc, PendingEvents {
  org_id: string;
  conv: string;
  address: string;
  name: string;
  turns: number;
  created_at: string;
}

export interface ChatRepos {
  chats: Collection<ChatDoc>;
  contexts: Collection<ChatContextDoc>;
  widgetSettings: Collection<WidgetSettingsDoc>;
  ratings: Collection<RatingDoc>;
  ratingSlots: Collection<RatingSlotDoc>;
  handoffs: Collection<HandoffDoc>;
  /** The handoffs' daily caps, one slot each (as ratingSlots). */
  handoffSlots: Collection<RatingSlotDoc>;
}

export async function openRepos(store: DocumentStore): Promise<ChatRepos> {
  const [chats, contexts, widgetSettings, ratings, ratingSlots, handoffs, handoffSlots] =
    await Promise.all([
      // A conversation's page, newest first, and its count: both served by the one index
      // (MongoDB, and the embedded store, which keeps counts per leading fields).
      store.collection<ChatDoc>('chats', [
        { fields: { org_id: 1, conv: 1, created_at: -1 } },
        OUTBOX_INDEX,
      ]),
      store.collection<ChatContextDoc>('chat_contexts'),
      store.collection<WidgetSettingsDoc>('widget_settings', [OUTBOX_INDEX]),
      // _id (the chat's id) makes one rating per answer; the index serves an organisation's
      // negative ratings, newest first (what the knowledge-gap queue will read).
      store.collection<RatingDoc>('chat_ratings', [
        { fields: { org_id: 1, rating: 1, rated_at: -1 } },
        OUTBOX_INDEX,
      ]),
      store.collection<RatingSlotDoc>('chat_rating_slots', [{ fields: { visitor: 1, window: 1 } }]),
      store.collection<HandoffDoc>('chat_handoffs', [OUTBOX_INDEX]),
      store.collection<RatingSlotDoc>('chat_handoff_slots', [
        { fields: { visitor: 1, window: 1 } },
      ]),
    ]);
  return { chats, contexts, widgetSettings, ratings, ratingSlots, handoffs, handoffSlots };
}
