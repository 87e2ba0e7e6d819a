import {
  isFromOthers,
  type HistoryMessage,
  type RepliedThread,
} from '../domain/replied-history.js';
import { parseMessage, type ParsedMessage } from './mime.js';

/**
 * What the three providers' history readers share: a message read with the incoming path's
 * parser (mime.ts: its new text apart from the quoted history, bounded), as replay gets it.
 */

/** Parses a raw message; undefined when the parser refuses it (that thread is skipped). */
export async function parsed(raw: Buffer): Promise<ParsedMessage | undefined> {
  return parseMessage(raw).catch(() => undefined);
}

/** A message as replay reads it; `fallbackMs` dates it when its Date header is missing. */
export function historyMessage(p: ParsedMessage, fallbackMs: number): HistoryMessage {
  return {
    message_id: p.message_id,
    from_address: p.from_address,
    from_name: p.from_name,
    to: p.to,
    subject: p.subject,
    date: p.date || new Date(fallbackMs).toISOString(),
    body: p.body,
    html: p.html,
  };
}

/**
 * The pair replay compares, or undefined when the "question" is the mailbox's own message (a
 * follow-up to our own mail answers no customer).
 */
export function repliedThread(
  question: { parsed: ParsedMessage; at: number },
  reply: { parsed: ParsedMessage; at: number },
  ownAddress: string,
): RepliedThread | undefined {
  if (!isFromOthers(question.parsed.from_address, ownAddress)) return undefined;
  return {
    question: historyMessage(question.parsed, question.at),
    reply: historyMessage(reply.parsed, reply.at),
    thread: [],
  };
}
