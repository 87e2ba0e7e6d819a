import type { ImapFlow } from 'imapflow';
import type { MailCredentials } from '../domain/types.js';
import { KeyedQueue } from '../keyed-queue.js';
import type { MailNetPolicy } from './endpoint.js';
import { findOrCreateFolder, openImap, type FolderRole } from './imap.js';

interface Session {
  client: ImapFlow;
  /** The mailbox settings' revision it logged in with. */
  revision: number;
  folders: Map<FolderRole, string>;
  idle?: NodeJS.Timeout;
}

/** What the appender needs of a mailbox. */
export interface AppendTarget {
  id: string;
  revision: number;
  credentials: () => MailCredentials;
}

/**
 * Puts drafts and sent copies into mailboxes over IMAP, keeping one logged-in session per
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

  append(target: AppendTarget, role: FolderRole, raw: Buffer, flags: string[]): Promise<void> {
    return this.queue.run(target.id, async () => {
      if (this.stopped) throw new Error('mail-sync is stopping');
      const session = await this.session(target);
      try {
        let path = session.folders.get(role);
        if (!path) {
          path = await findOrCreateFolder(session.client, role);
          session.folders.set(role, path);
        }
        const appended = await session.client.append(path, raw, flags);
        if (!appended) throw new Error(`The IMAP server did not store the message in ${path}.`);
      } catch (err) {
        // A failed command may leave the session in any state (or the folder gone): start over.
        await this.drop(target.id);
        throw err;
      }
      this.keepFor(target.id, session);
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
