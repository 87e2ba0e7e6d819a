/**
 * Why a mail server could not be used, in words the Email configuration page can show. Never
 * carries a password or a raw server dump.
 */
export type MailConnectKind =
  'auth' | 'host' | 'blocked' | 'tls' | 'timeout' | 'refused' | 'protocol';

export class MailConnectError extends Error {
  constructor(
    readonly kind: MailConnectKind,
    message: string,
  ) {
    super(message);
    this.name = 'MailConnectError';
  }
}

interface ErrorLike {
  code?: unknown;
  /** nodemailer's socket errors: code ESOCKET, the socket's own code here (ECONNREFUSED …). */
  originalCode?: unknown;
  message?: unknown;
  responseCode?: unknown;
  authenticationFailed?: unknown;
  serverResponseCode?: unknown;
  cause?: unknown;
}

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL|EPROTO|HOSTNAME_MISMATCH/;
/** A limit ran out: ETIMEDOUT (socket, nodemailer), imapflow's CONNECT_/GREETING_/UPGRADE_TIMEOUT, ETIMEOUT. */
const TIMEOUT_CODES = /TIMEOUT|ETIMEDOUT/i;
/**
 * The connection went away under us: the socket's codes, nodemailer's ESOCKET, the SMTP
 * session's ECONNECTION (smtp.ts), imapflow's NoConnection and ClosedAfterConnect* (the server
 * hung up before or instead of greeting).
 */
const CLOSED_CODES = /^(ECONNRESET|EPIPE|ESOCKET|ECONNECTION|NoConnection|ClosedAfterConnect\w*)$/;

/**
 * Maps what imapflow / nodemailer / the socket threw to a clear reason. `server` names the
 * protocol and host:port in the message ("IMAP server imap.example.com:993").
 */
export function classifyConnectError(err: unknown, server: string): MailConnectError {
  if (err instanceof MailConnectError) return err;
  const e = (err ?? {}) as ErrorLike;
  const cause = (e.cause ?? {}) as ErrorLike;
  const code = String(e.originalCode ?? e.code ?? cause.code ?? '');
  const text = `${String(e.message ?? '')} ${String(cause.message ?? '')}`;
  if (
    e.authenticationFailed === true ||
    code === 'EAUTH' ||
    e.responseCode === 535 ||
    /AUTHENTICATIONFAILED|Invalid credentials|authentication failed|LOGIN failed/i.test(text)
  )
    return new MailConnectError(
      'auth',
      `${server} refused the email address and password (wrong password, or an app password is needed).`,
    );
  // By its code, before any reading of the text: a server that never greets makes imapflow
  // guess "Maybe should use TLS?", which would read as a certificate problem.
  if (TIMEOUT_CODES.test(code))
    return new MailConnectError('timeout', `${server} did not answer in time.`);
  // Before the generic TLS test: a server without STARTTLS needs its own advice (imapflow:
  // "does not support STARTTLS"; nodemailer: "Error upgrading connection with STARTTLS").
  if (/not support\w* (required )?STARTTLS|upgrading connection with STARTTLS/i.test(text))
    return new MailConnectError(
      'tls',
      `${server} does not offer STARTTLS; use its TLS port (993 for IMAP, 465 for SMTP).`,
    );
  if (TLS_CODES.test(code) || /certificate|TLS|SSL|wrong version number/i.test(text))
    return new MailConnectError(
      'tls',
      `${server}: the secure (TLS) connection failed — the certificate is not trusted or the port does not speak TLS.`,
    );
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EDNS')
    return new MailConnectError('host', `${server}: the host was not found.`);
  if (code === 'ECONNREFUSED')
    return new MailConnectError(
      'refused',
      `${server} refused the connection (wrong host or port).`,
    );
  if (/time(d)? ?out/i.test(text))
    return new MailConnectError('timeout', `${server} did not answer in time.`);
  if (CLOSED_CODES.test(code))
    return new MailConnectError('refused', `${server} closed the connection.`);
  return new MailConnectError('protocol', `${server} answered in a way we could not use.`);
}
