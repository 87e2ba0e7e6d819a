import { createHash } from 'node:crypto';
import { AppError, invalid, notFound, nowIso, type Logger } from '@winzmail/platform';
import type { mailSync } from '@winzmail/proto';
import {
  GRAPH_SCOPES,
  publicClient,
  type CacheHolder,
  type MicrosoftSettings,
} from '../adapters/microsoft.js';
import type { MailRepos } from '../adapters/repositories.js';
import type { SecretBox } from '../domain/secret-box.js';
import type { Mailboxes } from './mailboxes.js';
import { sweepExpired } from './pending-sign-ins.js';

const PURPOSES = { auto_reply: 'auto_reply', outlook: 'outlook_plugin' } as const;

/** The store's key of a device code: its hash (the code itself is never stored). */
const keyOf = (deviceCode: string) => createHash('sha256').update(deviceCode).digest('hex');

/** How often a confirmation looks at the pending sign-in while MSAL's next poll may land. */
const WATCH_MS = 250;

export interface OutlookAuthDeps {
  settings: MicrosoftSettings;
  repos: Pick<MailRepos, 'pending'>;
  box: SecretBox;
  mailboxes: Mailboxes;
  logger: Logger;
}

/**
 * Connecting Outlook by Microsoft's device-code flow, with MSAL doing all of it: it asks for the
 * code and polls the token endpoint (on the replica that started it) until the user signed in,
 * filling its token cache. Where the sign-in stands is kept in the store by the code's hash —
 * waiting, signed in (with the cache sealed), or failed — so the user's confirmation may reach any
 * replica. The confirmation turns a finished sign-in into the mailbox (or the plugin's account).
 */
export class OutlookAuth {
  /**
   * MSAL device-code requests polling here, by organisation: a new start abandons the
   * organisation's earlier codes (one poller each, not one per click), stop() cancels all.
   */
  private readonly polling = new Map<string, { cancel: boolean }>();

  constructor(private readonly deps: OutlookAuthDeps) {}

  async start(orgId: string): Promise<mailSync.DeviceCodeSession> {
    const holder: CacheHolder = { cache: '' };
    const client = publicClient(this.deps.settings, holder);
    let interval = 5;
    let announce: (s: Required<mailSync.DeviceCodeSession>) => void = () => undefined;
    const announced = new Promise<Required<mailSync.DeviceCodeSession>>((r) => (announce = r));
    const request = {
      scopes: GRAPH_SCOPES,
      cancel: false,
      deviceCodeCallback: (r: {
        deviceCode: string;
        userCode: string;
        verificationUri: string;
        expiresIn: number;
        interval: number;
        message: string;
      }) => {
        interval = r.interval;
        announce({
          device_code: r.deviceCode,
          user_code: r.userCode,
          verification_uri: r.verificationUri,
          expires_in: r.expiresIn,
          message: r.message,
        });
      },
    };
    const earlier = this.polling.get(orgId);
    if (earlier) earlier.cancel = true;
    this.polling.set(orgId, request);
    await sweepExpired(this.deps.repos);
    const signedIn = client.acquireTokenByDeviceCode(request);
    const session = await Promise.race([
      announced,
      // Ends first only when MSAL failed before a code was announced.
      signedIn.then(
        () => undefined,
        () => undefined,
      ),
    ]);
    if (!session) {
      if (this.polling.get(orgId) === request) this.polling.delete(orgId);
      const why = await signedIn.then(
        () => 'no code',
        (err: unknown) => msalReason(err),
      );
      this.deps.logger.warn({ orgId, err: why }, 'outlook sign-in did not start');
      throw new AppError('UNAVAILABLE', 'Microsoft did not start the sign-in.');
    }
    const _id = keyOf(session.device_code);
    // Without its record nobody could finish this sign-in: stop MSAL's polling for it.
    await this.record(_id, orgId, session, interval).catch((err: unknown) => {
      request.cancel = true;
      throw err;
    });
    void signedIn
      .then((result) => this.signedIn(_id, holder, result?.accessToken ?? ''))
      .catch((err: unknown) => this.failed(_id, orgId, err))
      .finally(() => {
        if (this.polling.get(orgId) === request) this.polling.delete(orgId);
      });
    return session;
  }

  /**
   * The user says they signed in: the account is connected once MSAL has the tokens (waiting a
   * poll interval for it), else "not complete yet" and the sign-in stays open.
   */
  async complete(
    orgId: string,
    deviceCode: string,
    type: string,
  ): Promise<{ email_address: string }> {
    const purpose = PURPOSES[type as keyof typeof PURPOSES];
    if (!purpose) throw invalid("The type must be 'auto_reply' or 'outlook'.", { type: 'unknown' });
    const _id = keyOf(deviceCode);
    const find = () => this.deps.repos.pending.findOne({ _id, org_id: orgId, kind: 'outlook' });
    let pending = await find();
    if (!pending) throw notFound('No such Outlook sign-in.');
    // MSAL polls every `interval` seconds: a sign-in finished just now lands within one.
    const until = Date.now() + (pending.interval_s ?? 5) * 1000 + 2_000;
    while (pending?.state === 'waiting' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, WATCH_MS));
      pending = await find();
    }
    if (!pending) throw notFound('No such Outlook sign-in.');
    if (pending.state === 'failed') {
      await this.deps.repos.pending.deleteOne({ _id });
      throw invalid(pending.reason ?? 'Microsoft refused the sign-in. Start it again.');
    }
    if (pending.state !== 'signed_in' || !pending.grant || !pending.email_address) {
      if (Date.parse(pending.expires_at) < Date.now()) {
        await this.deps.repos.pending.deleteOne({ _id });
        throw invalid('The code expired. Start the Outlook sign-in again.');
      }
      throw new AppError(
        'FAILED_PRECONDITION',
        'The sign-in is not complete yet. Finish it at Microsoft.',
      );
    }
    // Whoever removes the finished sign-in connects it: a second confirmation finds nothing.
    if ((await this.deps.repos.pending.deleteOne({ _id })) !== 1)
      throw notFound('No such Outlook sign-in.');
    await this.deps.mailboxes.connectAccount(orgId, purpose, {
      provider: 'outlook',
      email_address: pending.email_address,
      grant: this.deps.box.open(pending.grant, _id),
    });
    return { email_address: pending.email_address };
  }

  private record(
    _id: string,
    orgId: string,
    session: Required<mailSync.DeviceCodeSession>,
    interval: number,
  ): Promise<void> {
    return this.deps.repos.pending.insertOne({
      _id,
      org_id: orgId,
      kind: 'outlook',
      state: 'waiting',
      interval_s: interval,
      created_at: nowIso(),
      expires_at: new Date(Date.now() + session.expires_in * 1000).toISOString(),
    });
  }

  /** Stops MSAL's polling of every sign-in started here. */
  stop(): void {
    for (const request of this.polling.values()) request.cancel = true;
  }

  private async signedIn(_id: string, holder: CacheHolder, accessToken: string): Promise<void> {
    const address = (await this.address(accessToken)).toLowerCase();
    await this.deps.repos.pending.updateOne(
      { _id, state: 'waiting' },
      {
        $set: {
          state: 'signed_in',
          grant: this.deps.box.seal(holder.cache, _id),
          email_address: address,
        },
      },
    );
  }

  private async failed(_id: string, orgId: string, err: unknown): Promise<void> {
    const code = msalReason(err);
    const words = err instanceof Error ? err.message : '';
    this.deps.logger.info({ orgId, reason: code }, 'outlook sign-in ended without an account');
    const reason =
      code === 'device_code_expired' || /expired/.test(words)
        ? 'The code expired. Start the Outlook sign-in again.'
        : code === 'device_code_polling_cancelled'
          ? 'A newer Outlook sign-in replaced this one. Use its code.'
          : 'Microsoft refused the sign-in. Start it again.';
    await this.deps.repos.pending
      .updateOne({ _id, state: 'waiting' }, { $set: { state: 'failed', reason } })
      .catch(() => undefined);
  }

  private async address(accessToken: string): Promise<string> {
    const res = await fetch(`${this.deps.settings.graphUrl}/me?$select=mail,userPrincipalName`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(this.deps.settings.timeoutMs),
    });
    const me = res.ok
      ? ((await res.json()) as { mail?: string | null; userPrincipalName?: string })
      : {};
    const address = me.mail || me.userPrincipalName;
    if (!address) throw new AppError('UNAVAILABLE', 'The Outlook address could not be read.');
    return address;
  }
}

const msalReason = (err: unknown): string =>
  String((err as { errorCode?: unknown })?.errorCode ?? 'error').slice(0, 100);
