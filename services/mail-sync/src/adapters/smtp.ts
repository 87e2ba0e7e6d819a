import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { withSpan } from '@winzmail/platform/telemetry';
import type { OutgoingMail } from '../domain/reply-message.js';
import type { MailCredentials } from '../domain/types.js';
import { classifyConnectError, MailConnectError } from './connect-errors.js';
import { resolveEndpoint, type MailNetPolicy } from './endpoint.js';
import { SendError } from '../providers/port.js';

export { SendError } from '../providers/port.js';

export const smtpServerName = (creds: Pick<MailCredentials, 'smtp_host' | 'smtp_port'>): string =>
  `SMTP server ${creds.smtp_host}:${creds.smtp_port}`;

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/** One SMTP session; every step also fails when the connection errors or ends under it. */
class Session {
  private readonly broken: Promise<never>;

  constructor(readonly conn: SMTPConnection) {
    this.broken = new Promise<never>((_, reject) => {
      // `on`, not `once`: a broken server can fail a connection twice (socket, then timeout).
      conn.on('error', reject);
      conn.once('end', () =>
        reject(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })),
      );
    });
    this.broken.catch(() => undefined);
  }

  step<T>(run: (done: (err: Error | null | undefined, value?: T) => void) => void): Promise<T> {
    const done = new Promise<T>((resolve, reject) =>
      run((err, value) => (err ? reject(err) : resolve(value as T))),
    );
    return Promise.race([done, this.broken]);
  }

  close(): void {
    this.conn.quit();
    this.conn.close();
  }
}

/**
 * Connects and logs in: to the address the guard checked, TLS as the endpoint decided (implicit
 * on 465, else STARTTLS — required unless insecure mode). Logging is off (it would carry message
 * data). Failures become a MailConnectError with a clear reason.
 */
async function openSession(creds: MailCredentials, policy: MailNetPolicy): Promise<Session> {
  const server = smtpServerName(creds);
  const endpoint = await resolveEndpoint(creds.smtp_host, creds.smtp_port, policy).catch(
    (err: unknown) => {
      throw classifyConnectError(err, server);
    },
  );
  const servername = endpoint.servername || undefined;
  const session = new Session(
    new SMTPConnection({
      host: endpoint.address,
      port: endpoint.port,
      secure: endpoint.implicitTls,
      requireTLS: !endpoint.implicitTls && endpoint.requireStartTls,
      servername,
      tls: { servername, rejectUnauthorized: endpoint.rejectUnauthorized },
      connectionTimeout: endpoint.timeoutMs,
      greetingTimeout: endpoint.timeoutMs,
      // A large message on a slow link: each write may take a while, the whole send longer.
      socketTimeout: Math.max(endpoint.timeoutMs, 60_000),
      logger: false,
    }),
  );
  try {
    await session.step<void>((done) => session.conn.connect((err) => done(err)));
    // Always log in: a submission server that offers no AUTH would relay for anyone.
    await session.step<boolean>((done) =>
      session.conn.login({ user: creds.email_address, pass: creds.password }, done),
    );
    return session;
  } catch (err) {
    session.conn.close();
    throw classifyConnectError(err, server);
  }
}

/** Checks the settings: connect, STARTTLS as required, log in, quit. */
export async function verifySmtp(creds: MailCredentials, policy: MailNetPolicy): Promise<void> {
  (await openSession(creds, policy)).close();
}

/** The RFC 822 bytes of a reply (sent as they are, and stored in Sent as they are). */
export function composeMail(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo || undefined,
    references: mail.references.length > 0 ? mail.references : undefined,
    text: mail.text,
    headers: mail.headers,
    date: new Date(),
  })
    .compile()
    .build();
}

/**
 * Sends one message: composes its bytes once and hands exactly those to the server (the same
 * bytes are what goes to Sent). Throws SendError saying whether the message may have gone out.
 * Traced as `smtp.send`, in the trace of whatever asked for the send (the reply's event).
 */
export async function sendMail(
  creds: MailCredentials,
  policy: MailNetPolicy,
  mail: OutgoingMail,
): Promise<{ messageId: string; raw: Buffer }> {
  const attributes = {
    'app.smtp.server': `${creds.smtp_host}:${creds.smtp_port}`,
    'app.mail.message_id': mail.messageId,
  };
  return withSpan('@winzmail/mail-sync', 'smtp.send', { kind: 'client', attributes }, (span) =>
    send(creds, policy, mail).catch((err: unknown) => {
      if (err instanceof SendError) span.setAttribute('app.smtp.outcome', err.outcome);
      throw err;
    }),
  );
}

async function send(
  creds: MailCredentials,
  policy: MailNetPolicy,
  mail: OutgoingMail,
): Promise<{ messageId: string; raw: Buffer }> {
  const raw = await composeMail(mail);
  let session: Session;
  try {
    session = await openSession(creds, policy);
  } catch (err) {
    throw new SendError('not_sent', errorText(err, smtpServerName(creds)));
  }
  try {
    await session.step((done) => session.conn.send({ from: mail.from, to: [mail.to] }, raw, done));
  } catch (err) {
    session.conn.close();
    const failure = (err ?? {}) as SmtpFailure;
    if (typeof failure.responseCode === 'number' && failure.responseCode >= 400)
      throw new SendError('not_sent', refusal(creds, failure));
    throw new SendError(
      'unknown',
      `${smtpServerName(creds)}: the connection broke while the message was being sent.`,
    );
  }
  session.close();
  return { messageId: mail.messageId, raw };
}

const errorText = (err: unknown, server: string): string =>
  (err instanceof MailConnectError ? err : classifyConnectError(err, server)).message;

/** The server's own answer, one line and short: it says which address or rule refused. */
function refusal(creds: MailCredentials, failure: SmtpFailure): string {
  const answer = String(failure.response ?? '')
    .split(/\r?\n/)[0]!
    .slice(0, 200);
  return `${smtpServerName(creds)} refused the message${answer ? `: ${answer}` : ''}.`;
}
