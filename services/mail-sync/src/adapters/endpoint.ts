import { lookup } from 'node:dns/promises';
import { classifyAddress, ipLiteralHost, type AddressPolicy } from '@winzmail/platform/net';
import type { MailConfig } from '../config.js';
import { MailConnectError } from './connect-errors.js';

/** The server settings that decide which hosts and transports a mailbox may use. */
export interface MailNetPolicy extends AddressPolicy {
  /** Plaintext and unverified certificates (development and test servers only). */
  allowInsecure: boolean;
  timeoutMs: number;
}

/** Where to connect: the checked address, the name for TLS (SNI + certificate), how TLS runs. */
export interface MailEndpoint {
  /** The IP address that passed the guard (connecting to it leaves no DNS-rebinding gap). */
  address: string;
  servername: string;
  port: number;
  /** TLS from the first byte (993, 465); otherwise STARTTLS, required unless insecure. */
  implicitTls: boolean;
  requireStartTls: boolean;
  rejectUnauthorized: boolean;
  timeoutMs: number;
}

const IMPLICIT_TLS_PORTS = new Set([993, 465]);

/**
 * Resolves a mailbox host through the same address guard as scraping: every address it resolves
 * to must be allowed, so a mailbox form cannot probe the internal network.
 */
export async function resolveEndpoint(
  host: string,
  port: number,
  policy: MailNetPolicy,
): Promise<MailEndpoint> {
  const name = host.trim().replace(/\.$/, '');
  let addresses: string[];
  const literal = ipLiteralHost(name);
  if (literal) addresses = [literal];
  else {
    try {
      addresses = (await lookup(name, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new MailConnectError('host', `The host ${name} was not found.`);
    }
  }
  const blocked = addresses.find((a) => !classifyAddress(a, policy).ok);
  if (addresses.length === 0 || blocked)
    throw new MailConnectError(
      'blocked',
      `The host ${name} points to an address that is not allowed (a private or internal network).`,
    );
  return {
    address: addresses[0]!,
    servername: literal ? '' : name,
    port,
    implicitTls: IMPLICIT_TLS_PORTS.has(port),
    requireStartTls: !policy.allowInsecure,
    rejectUnauthorized: !policy.allowInsecure,
    timeoutMs: policy.timeoutMs,
  };
}

/** Which mail servers a mailbox may use, and how long a connection may take. */
export const netPolicyOf = (config: MailConfig): MailNetPolicy => ({
  allowLoopback: config.MAIL_ALLOW_LOOPBACK,
  allowPrivate: config.MAIL_ALLOW_PRIVATE,
  allowInsecure: config.MAIL_ALLOW_INSECURE,
  timeoutMs: config.MAIL_TIMEOUT_MS,
});
