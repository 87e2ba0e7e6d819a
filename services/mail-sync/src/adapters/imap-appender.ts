import type { ImapFlow, SearchObject } from 'imapflow';
import type { MailCredentials } from '../domain/types.js';
import { KeyedQueue } from '../domain/keyed-queue.js';
import type { MailNetPolicy } from './endpoint.js';
import { findOrCreateFolder, openImap, type FolderRole } from './imap.js';

interface Session {
  client: ImapFlow;
  /** The mailbox settings' revision it logged in with. */
  revision: number;
  folders: Map<FolderRole, string>;
  idle?: NodeJS.Timeout;
}

/** Where a copy was stored: the folder, and its UID under that UIDVALIDITY when the server says. */
export interface AppendedCopy {
  folder: string;
  uid?: number;
  uidValidity?: string;
}

/** A stored copy to find again: by UID (same UIDVALIDITY), else by its Message-ID. */
export interface StoredCopy extends AppendedCopy {
  messageId: string;
}

/** What the appender needs of a mailbox. */
export interface AppendTarget {
  id: string;
  revision: number;
  credentials: () => MailCredentials;
}

/**
 * Puts drafts and sent copies into mailboxes over IMAP (and removes a draft no longer wanted), keeping one logged-in session per
 * mailbox while copies keep coming (closed after `idleMs` without one) and its folder paths.
 * A new connection per copy — connect, TLS, LOGIN, LIST, APPEND, LOGOUT — took ≈ 230 ms on
 * loopback, and one organisation's replies are handled one after another, which capped a
 * mailbox at ≈ 4 drafts a second (docs/load.md); on a warm session a copy is one APPEND.
 * Copies to one mailbox run one at a time (one IMAP session does one command at a time).
 */
export class ImapAppender {
  private readonly sessions = new Map<string, Session>();
  private readonly queue = new KeyedQueue();
  private stopped = false;

  constructor(
    private readonly policy: MailNetPolicy,
    private readonly idleMs = 30_000,
    private readonly open: typeof openImap = openImap,
  ) {}

  /** Stores `raw` in the folder for `role`; where it went (UID and UIDVALIDITY with UIDPLUS). */
  append(
    target: AppendTarget,
    role: FolderRole,
    raw: Buffer,
    flags: string[],
  ): Promise<AppendedCopy> {
    return this.withSession(target, async (session) => {
      let path = session.folders.get(role);
      if (!path) {
        path = await findOrCreateFolder(session.client, role);
        session.folders.set(role, path);
      }
      const appended = await session.client.append(path, raw, flags);
      if (!appended) throw new Error(`The IMAP server did not store the message in ${path}.`);
      return {
        folder: appended.destination || path,
        ...(appended.uid !== undefined && appended.uidValidity !== undefined
          ? { uid: appended.uid, uidValidity: appended.uidValidity.toString() }
          : {}),
      };
    });
  }

  /**
   * Deletes a copy stored before: by its UID while the folder's UIDVALIDITY is the one it was
   * stored under, else by its Message-ID. Resolves with how many messages went (0: already gone).
   */
  remove(target: AppendTarget, copy: StoredCopy): Promise<number> {
    return this.withSession(target, async ({ client }) => {
      const folder = await client.mailboxOpen(copy.folder);
      const sameUids = copy.uid !== undefined && folder.uidValidity.toString() === copy.uidValidity;
      const query: SearchObject | null = sameUids
        ? { uid: String(copy.uid) }
        : copy.messageId
          ? { header: { 'message-id': copy.messageId } }
          : null;
      const uids = (query && (await client.search(query, { uid: true }))) || [];
      if (uids.length === 0) return 0;
      if (!(await client.messageDelete(uids.join(','), { uid: true })))
        throw new Error(`The IMAP server did not delete the message from ${copy.folder}.`);
      return uids.length;
    });
  }

  /** One command on the mailbox's session, after the ones before it. */
  private withSession<T>(target: AppendTarget, command: (s: Session) => Promise<T>): Promise<T> {
    return this.queue.run(target.id, async () => {
      if (this.stopped) throw new Error('mail-sync is stopping');
      const session = await this.session(target);
      let result: T;
      try {
        result = await command(session);
      } catch (err) {
        // A failed command may leave the session in any state (or the folder gone): start over.
        await this.drop(target.id);
        throw err;
      }
      this.keepFor(target.id, session);
      return result;
    });
  }

  /** Logs every session out. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.sessions.keys()].map((id) => this.drop(id)));
  }

  /** The mailbox's session: reused when it is open and logged in with the current settings. */
  private async session(target: AppendTarget): Promise<Session> {
    const found = this.sessions.get(target.id);
    if (found && found.revision === target.revision && found.client.usable) {
      clearTimeout(found.idle);
      return found;
    }
    if (found) await this.drop(target.id);
    const client = await this.open(target.credentials(), this.policy);
    const session: Session = { client, revision: target.revision, folders: new Map() };
    this.sessions.set(target.id, session);
    return session;
  }

  private keepFor(id: string, session: Session): void {
    clearTimeout(session.idle);
    session.idle = setTimeout(() => void this.queue.run(id, () => this.drop(id)), this.idleMs);
    session.idle.unref();
  }

  private async drop(id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    clearTimeout(session.idle);
    await session.client.logout().catch(() => session.client.close());
  }
}
