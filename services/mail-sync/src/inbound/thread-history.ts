import type { EmailDoc, MailRepos } from '../adapters/repositories.js';
import {
  BURST_COUNT,
  BURST_WINDOW_MS,
  loopVerdict,
  type EarlierMessage,
} from '../domain/loop-guard.js';
import { threadMessages, type ThreadMessage } from '../domain/thread.js';

/** Earlier messages of a conversation read at most (the loop guard and the context need few). */
const THREAD_READ = 50;

/** What the mailbox already holds before `email`: its conversation, the sender's recent mail. */
export interface Earlier {
  thread: EmailDoc[];
  fromSender: EmailDoc[];
}

export async function earlierMail(
  repos: Pick<MailRepos, 'emails'>,
  email: Pick<EmailDoc, '_id' | 'mailbox_id' | 'thread_key' | 'from_address' | 'created_at'>,
  now: Date,
): Promise<Earlier> {
  const others = (docs: EmailDoc[]) =>
    docs.filter((d) => d._id !== email._id && d.created_at <= email.created_at);
  const [thread, fromSender] = await Promise.all([
    repos.emails.find(
      { mailbox_id: email.mailbox_id, thread_key: email.thread_key },
      { sort: { created_at: -1 }, limit: THREAD_READ },
    ),
    repos.emails.find(
      {
        mailbox_id: email.mailbox_id,
        from_address: email.from_address,
        created_at: { $gte: new Date(now.getTime() - BURST_WINDOW_MS).toISOString() },
      },
      { sort: { created_at: -1 }, limit: BURST_COUNT * 2 },
    ),
  ]);
  return { thread: others(thread), fromSender: others(fromSender) };
}

/** The loop guard's verdict on a new message, from what the mailbox holds before it. */
export function loopOf(
  email: Pick<EmailDoc, 'from_address' | 'body'>,
  earlier: Earlier,
  now: Date,
): { reason: string } | null {
  const seen = (docs: EmailDoc[], same_thread: boolean): EarlierMessage[] =>
    docs.map((d) => ({
      id: d._id,
      from_address: d.from_address,
      body: d.body,
      created_at: d.created_at,
      same_thread,
    }));
  return loopVerdict(
    email,
    [...seen(earlier.thread, true), ...seen(earlier.fromSender, false)],
    now,
  );
}

/** The conversation as reply-generation's context (GenerateReplyRequest.thread). */
export const contextOf = (
  email: Pick<EmailDoc, '_id'>,
  earlier: Earlier,
  ownAddress: string,
): ThreadMessage[] => threadMessages(earlier.thread, email._id, ownAddress);
