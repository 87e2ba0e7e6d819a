import {
  AppError,
  DuplicateKeyError,
  invalid,
  isAppError,
  newId,
  nowIso,
  unauthenticated,
  type Logger,
} from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import type { chat } from '@winzmail/proto';
import type { Answers } from './adapters/answers.js';
import type { ChatContextDoc, ChatDoc, ChatRepos } from './adapters/repositories.js';
import { SESSION_NOT_VALID } from './domain/access.js';
import { contextKey, withTurn, type Turn } from './domain/context.js';
import { readerText, shownSource, sourcesFor, type Audience } from './domain/sources.js';
import { StreamedMarkers } from './domain/streamed-markers.js';
import { unansweredEvent } from './domain/unanswered.js';
import { issueVisitorToken, verifyVisitorToken } from './domain/visitor-token.js';
import type { Widget } from './widget.js';

/** One conversation, resolved from the caller: whose, and who reads it. */
export interface Resolved {
  orgId: string;
  conv: string;
  audience: Audience;
}

export interface ConversationsDeps {
  repos: ChatRepos;
  /** Publishes question.unanswered with the answer that abstained (the same write). */
  outbox: EventOutbox;
  answers: Answers;
  /** Who may use the website chat (asked before a visitor's token is read). */
  widget: Pick<Widget, 'admit'>;
  visitorKey: Buffer;
  maxMessageChars: number;
  contextTurns: number;
  logger: Logger;
}

export const VISITOR_UNAVAILABLE = 'This assistant is not available at the moment.';

const toMessage = (d: ChatDoc, rating = ''): chat.ChatMessage => ({
  id: d._id,
  message: d.message,
  response: d.response,
  created_at: d.created_at,
  sources: d.sources.map(shownSource),
  rating,
  abstained: d.abstained === true,
});

/**
 * Staff chat and website visitors' chats: each question answered by reply-generation from the
 * organisation's documents, with the recent turns as context, then kept. A failed answer keeps
 * nothing.
 */
export class Conversations {
  constructor(private readonly deps: ConversationsDeps) {}

  async startVisitor(req: chat.StartVisitorRequest__Output): Promise<chat.VisitorToken> {
    if (!req.org_id) throw invalid('An organisation is required.');
    await this.deps.widget.admit(req.org_id, req.origin);
    return { visitor_token: issueVisitorToken(this.deps.visitorKey, req.org_id) };
  }

  async ask(
    req: chat.AskRequest__Output,
    live?: { onText: (delta: string) => void; signal?: AbortSignal },
  ): Promise<chat.ChatMessage> {
    const who = await this.caller(req.conversation);
    const message = req.message.trim();
    if (!message) throw invalid('Please enter a message.', { message: 'required' });
    if (message.length > this.deps.maxMessageChars) {
      throw invalid(`Messages can be at most ${this.deps.maxMessageChars} characters long.`, {
        message: 'too long',
      });
    }
    const context = await this.readContext(who);
    const history: Turn[] = context?.turns.slice(-this.deps.contextTurns) ?? [];
    // A visitor sees no marker while the answer streams (see StreamedMarkers); staff see them all.
    const markers = who.audience === 'visitor' && live ? new StreamedMarkers() : undefined;
    const onText =
      markers && live
        ? (delta: string) => {
            const shown = markers.push(delta);
            if (shown) live.onText(shown);
          }
        : live?.onText;
    const answer = await this.deps.answers
      .answer({ org_id: who.orgId, question: message, history }, onText, live?.signal)
      .catch((err: unknown) => {
        // No active plan: staff read why; a website visitor is not told about the billing.
        if (who.audience === 'visitor' && isAppError(err) && err.code === 'FAILED_PRECONDITION') {
          throw new AppError('FAILED_PRECONDITION', VISITOR_UNAVAILABLE);
        }
        throw err;
      });
    const rest = markers?.end();
    if (rest) live?.onText(rest);
    const sources = sourcesFor(who.audience, answer.sources);
    const doc: ChatDoc = {
      _id: newId(),
      org_id: who.orgId,
      conv: who.conv,
      message,
      response: readerText(answer.text, sources),
      sources,
      created_at: nowIso(),
      ...(answer.abstained ? { abstained: true } : {}),
    };
    if (answer.abstained) {
      // The knowledge base had nothing: the question joins the knowledge-gap queue.
      const source = who.audience === 'staff' ? 'chat_abstained' : 'widget_abstained';
      await this.deps.outbox.insertOne(this.deps.repos.chats, doc, [
        unansweredEvent(
          { id: doc._id, orgId: doc.org_id, question: message },
          source,
          doc.created_at,
        ),
      ]);
    } else {
      await this.deps.repos.chats.insertOne(doc);
    }
    await this.keepTurn(who, context, doc);
    return toMessage(doc);
  }

  /** Newest first: offset 0 is the latest page. */
  async history(req: chat.HistoryRequest__Output): Promise<chat.HistoryResponse> {
    const who = await this.caller(req.conversation);
    const limit = Math.min(Math.max(req.limit || 50, 1), 500);
    const offset = Math.max(req.offset, 0);
    const filter = { org_id: who.orgId, conv: who.conv };
    const [docs, total] = await Promise.all([
      this.deps.repos.chats.find(filter, { sort: { created_at: -1 }, skip: offset, limit }),
      this.deps.repos.chats.count(filter),
    ]);
    // The caller's rating of each answer on the page (one rating per answer, keyed by its id).
    const ratings = docs.length
      ? await this.deps.repos.ratings.find({
          _id: { $in: docs.map((d) => d._id) },
          org_id: who.orgId,
        })
      : [];
    const ratingOf = new Map(ratings.map((r) => [r._id, r.rating]));
    return { chats: docs.map((d) => toMessage(d, ratingOf.get(d._id))), total };
  }

  async clear(req: chat.ClearRequest__Output): Promise<chat.ClearResponse> {
    const who = await this.caller(req.conversation);
    // The context first: an answer in flight then finds it gone and does not re-create it.
    await this.deps.repos.contexts.deleteOne({ _id: contextKey(who.orgId, who.conv) });
    return {
      deleted: await this.deps.repos.chats.deleteMany({ org_id: who.orgId, conv: who.conv }),
    };
  }

  /** The conversation's latest turns: one read by key, whatever the conversation's length. */
  private async readContext(who: Resolved): Promise<ChatContextDoc | null> {
    if (this.deps.contextTurns === 0) return null;
    return this.deps.repos.contexts.findOne({ _id: contextKey(who.orgId, who.conv) });
  }

  /**
   * Adds the stored turn to the context read before the answer. Racing answers of one
   * conversation (staff chat has many readers) each write theirs over what they read: the last
   * write stands, and a turn left out is in the conversation all the same. A context read is only
   * updated, never re-created: a clear that came between stands. Keyed by `_id` alone, which every
   * store serves from its primary index (FerretDB on SQLite pushes down nothing else). The answer
   * is kept and returned whatever happens here: the context is derived from it.
   */
  private async keepTurn(who: Resolved, read: ChatContextDoc | null, doc: ChatDoc): Promise<void> {
    if (this.deps.contextTurns === 0) return;
    const { contexts } = this.deps.repos;
    const _id = contextKey(who.orgId, who.conv);
    const turns = withTurn(read?.turns ?? [], doc, this.deps.contextTurns);
    try {
      if (read) await contexts.updateOne({ _id }, { $set: { turns } });
      else await contexts.insertOne({ _id, org_id: who.orgId, turns });
    } catch (err) {
      if (err instanceof DuplicateKeyError) return; // another first answer's context stands
      this.deps.logger.warn({ err, chat: doc._id }, 'the chat context was not updated');
    }
  }

  /**
   * Staff, or a visitor of an organisation's website chat (Widget.admit: it exists, the page is
   * allowed) whose token this service signed for it.
   */
  async caller(conversation: chat.Conversation__Output | null): Promise<Resolved> {
    const orgId = conversation?.org_id ?? '';
    if (!orgId) throw invalid('An organisation is required.');
    const token = conversation?.visitor_token ?? '';
    if (conversation?.staff) {
      if (token) throw invalid('A conversation is either staff or one visitor, not both.');
      return { orgId, conv: 'staff', audience: 'staff' };
    }
    await this.deps.widget.admit(orgId, conversation?.origin ?? '');
    const visitorId = token ? verifyVisitorToken(this.deps.visitorKey, orgId, token) : null;
    if (!visitorId) throw unauthenticated(SESSION_NOT_VALID);
    return { orgId, conv: `v:${visitorId}`, audience: 'visitor' };
  }
}
