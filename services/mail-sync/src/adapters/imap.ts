import { ImapFlow, type ListResponse } from 'imapflow';
import type { MailCredentials } from '../domain/types.js';
import { classifyConnectError } from './connect-errors.js';
import { resolveEndpoint, type MailEndpoint, type MailNetPolicy } from './endpoint.js';

/** A folder staff see their replies in: the draft Winzmail made, or the mail it sent. */
export type FolderRole = 'drafts' | 'sent';

const SPECIAL_USE: Record<FolderRole, string> = { drafts: '\\Drafts', sent: '\\Sent' };

/** Names servers without SPECIAL-USE commonly give these folders (compared case-insensitively). */
const COMMON_NAMES: Record<FolderRole, string[]> = {
  drafts: ['Drafts', 'Draft', 'INBOX.Drafts', 'INBOX/Drafts', '[Gmail]/Drafts'],
  sent: [
    'Sent',
    'Sent Items',
    'Sent Messages',
    'Sent Mail',
    'INBOX.Sent',
    'INBOX/Sent',
    '[Gmail]/Sent Mail',
  ],
};

const CREATE_NAME: Record<FolderRole, string> = { drafts: 'Drafts', sent: 'Sent' };

export const imapServerName = (creds: Pick<MailCredentials, 'imap_host' | 'imap_port'>): string =>
  `IMAP server ${creds.imap_host}:${creds.imap_port}`;

/**
 * A logged-in IMAP session. Connects to the address the guard checked (no second DNS lookup),
 * TLS as the endpoint decided; every failure becomes a MailConnectError with a clear reason.
 * Logging is off: imapflow's logs would carry message data.
 */
export async function openImap(creds: MailCredentials, policy: MailNetPolicy): Promise<ImapFlow> {
  const endpoint = await resolveEndpoint(creds.imap_host, creds.imap_port, policy).catch(
    (err: unknown) => {
      throw classifyConnectError(err, imapServerName(creds));
    },
  );
  return connectImap(endpoint, creds);
}

/** Logs in at an endpoint that already passed the address guard (see openImap). */
export async function connectImap(
  endpoint: MailEndpoint,
  creds: MailCredentials,
): Promise<ImapFlow> {
  const servername = endpoint.servername || undefined;
  const client = new ImapFlow({
    host: endpoint.address,
    port: endpoint.port,
    secure: endpoint.implicitTls,
    // Required STARTTLS: credentials never cross the wire in clear. Insecure mode: opportunistic.
    doSTARTTLS: !endpoint.implicitTls && endpoint.requireStartTls ? true : undefined,
    servername,
    tls: { servername, rejectUnauthorized: endpoint.rejectUnauthorized },
    auth: { user: creds.email_address, pass: creds.password },
    logger: false,
    connectionTimeout: endpoint.timeoutMs,
    greetingTimeout: endpoint.timeoutMs,
    socketTimeout: Math.max(endpoint.timeoutMs, 5 * 60_000),
    // The watcher decides when to IDLE; an automatic IDLE would race its own commands.
    disableAutoIdle: true,
  });
  // An error after connect (socket reset) is reported through 'close'; without a listener it
  // would be an unhandled 'error' event and end the process.
  client.on('error', () => undefined);
  // imapflow's limits end at the greeting: a server that greets and then never answers would
  // hold the login until the socket's limit (minutes, for IDLE). Connect, greeting and login
  // get MAIL_TIMEOUT_MS each.
  const connecting = client.connect();
  connecting.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('no answer to the login'), { code: 'ETIMEOUT' })),
      3 * endpoint.timeoutMs,
    );
  });
  try {
    await Promise.race([connecting, deadline]);
  } catch (err) {
    client.close();
    throw classifyConnectError(err, imapServerName(creds));
  } finally {
    clearTimeout(timer);
  }
  return client;
}

/** How long a clean logout may take before the socket is simply closed. */
const LOGOUT_LIMIT_MS = 2_000;

/** Logs out, or closes the socket when the server does not answer in time. */
export async function closeClient(client: ImapFlow): Promise<void> {
  if (client.usable) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.logout().catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_LIMIT_MS))),
    ]);
    clearTimeout(timer);
  }
  client.close();
}

/** Checks the settings: connect, log in, log out. */
export async function verifyImap(creds: MailCredentials, policy: MailNetPolicy): Promise<void> {
  const client = await openImap(creds, policy);
  await client.logout().catch(() => client.close());
}

/**
 * The path of the folder for `role` — the one marked with the special-use flag, else one with a
 * common name — created when the mailbox has none, so staff see their replies in their own mail
 * program.
 */
export async function findOrCreateFolder(client: ImapFlow, role: FolderRole): Promise<string> {
  const found = pickFolder(await client.list(), role);
  if (found) return found;
  const created = await client.mailboxCreate(CREATE_NAME[role]);
  return created.path;
}

export function pickFolder(folders: ListResponse[], role: FolderRole): string | undefined {
  const bySpecialUse = folders.find((f) => f.specialUse === SPECIAL_USE[role]);
  if (bySpecialUse) return bySpecialUse.path;
  for (const name of COMMON_NAMES[role]) {
    const byName = folders.find((f) => f.path.toLowerCase() === name.toLowerCase());
    if (byName) return byName.path;
  }
  return undefined;
}
