import { randomBytes } from 'node:crypto';
import { AppError, invalid, nowIso, type Logger } from '@winzmail/platform';
import {
  GMAIL_SCOPES,
  gmailApi,
  googleReason,
  oauthClient,
  type GoogleSettings,
} from '../adapters/google.js';
import type { MailboxDoc, MailRepos } from '../adapters/repositories.js';
import { signState, verifyState } from '../domain/oauth-state.js';
import type { SecretBox } from '../domain/secret-box.js';
import type { Mailboxes } from './mailboxes.js';
import { sweepExpired } from './pending-sign-ins.js';

export interface GmailAuthDeps {
  settings: GoogleSettings;
  repos: Pick<MailRepos, 'pending'>;
  box: SecretBox;
  /** Signs the OAuth state (derived from the secrets key: stable across replicas). */
  stateKey: Buffer;
  mailboxes: Mailboxes;
  /** How long a started sign-in may take (OAUTH_PENDING_TTL_S). */
  ttlSeconds: number;
  logger: Logger;
  /** After a mailbox is connected (Gmail push: users.watch). */
  onConnected?: (mailbox: MailboxDoc) => Promise<void>;
}

const refused = (why: string) => invalid(`The Gmail sign-in was refused: ${why}.`);

/**
 * Connecting Gmail by Google's OAuth 2.0 web-server flow: PKCE, offline access (a refresh
 * token), and a state that is signed, bound to the organisation and single-use. The pending
 * sign-in lives in the store, so the callback may reach any replica.
 */
export class GmailAuth {
  constructor(private readonly deps: GmailAuthDeps) {}

  async initiate(orgId: string, email: string, redirectUri: string): Promise<{ auth_url: string }> {
    if (!/^https?:\/\//.test(redirectUri)) throw invalid('A redirect URI is required.');
    const client = oauthClient(this.deps.settings, redirectUri);
    await sweepExpired(this.deps.repos);
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const nonce = randomBytes(18).toString('base64url');
    const now = Date.now();
    const expiresAt = Math.floor(now / 1000) + this.deps.ttlSeconds;
    await this.deps.repos.pending.insertOne({
      _id: nonce,
      org_id: orgId,
      kind: 'gmail',
      verifier: this.deps.box.seal(codeVerifier!, nonce),
      redirect_uri: redirectUri,
      created_at: nowIso(),
      expires_at: new Date(expiresAt * 1000).toISOString(),
    });
    const hint = email.trim();
    const auth_url = client.generateAuthUrl({
      access_type: 'offline',
      // Consent every time: Google gives a refresh token only on consent.
      prompt: 'consent',
      scope: GMAIL_SCOPES,
      include_granted_scopes: false,
      state: signState({ nonce, orgId, expiresAt }, this.deps.stateKey),
      code_challenge: codeChallenge,
      code_challenge_method: 'S256' as never,
      ...(hint ? { login_hint: hint } : {}),
    });
    return { auth_url };
  }

  /**
   * Google's redirect back: the state checked and its pending sign-in consumed (once), the code
   * exchanged with the verifier, the address read, the refresh token stored sealed.
   */
  async complete(
    code: string,
    state: string,
    redirectUri: string,
    error: string,
  ): Promise<{ org_id: string; email_address: string }> {
    const check = verifyState(state, this.deps.stateKey, Math.floor(Date.now() / 1000));
    if (!check.ok) {
      this.deps.logger.warn({ reason: check.reason }, 'gmail sign-in: state refused');
      throw refused(check.reason);
    }
    const { nonce, orgId } = check.payload;
    const pending = await this.deps.repos.pending.findOne({ _id: nonce, kind: 'gmail' });
    // deleteOne's count decides who finishes it: a replayed state loses here.
    const consumed = pending ? await this.deps.repos.pending.deleteOne({ _id: nonce }) : 0;
    if (!pending || consumed !== 1 || pending.org_id !== orgId) {
      this.deps.logger.warn({ orgId }, 'gmail sign-in: state used before or unknown');
      throw refused('this sign-in was already used or is unknown');
    }
    if (Date.parse(pending.expires_at) < Date.now()) throw refused('the sign-in expired');
    if (error) {
      this.deps.logger.info({ orgId, error: error.slice(0, 50) }, 'gmail sign-in declined');
      throw refused(error === 'access_denied' ? 'access was declined' : 'Google reported an error');
    }
    if (pending.redirect_uri !== redirectUri) throw refused('the redirect URI differs');
    if (!code) throw refused('no authorisation code');
    const client = oauthClient(this.deps.settings, redirectUri);
    let refreshToken: string | null | undefined;
    try {
      const { tokens } = await client.getToken({
        code,
        codeVerifier: this.deps.box.open(pending.verifier!, nonce),
        redirect_uri: redirectUri,
      });
      refreshToken = tokens.refresh_token;
      client.setCredentials(tokens);
    } catch (err) {
      this.deps.logger.warn({ orgId, reason: googleReason(err) }, 'gmail sign-in: exchange failed');
      throw refused(googleReason(err));
    }
    if (!refreshToken) throw refused('Google gave no refresh token');
    let address: string;
    try {
      const profile = await gmailApi(this.deps.settings, client).users.getProfile({ userId: 'me' });
      address = profile.data.emailAddress ?? '';
    } catch (err) {
      throw new AppError(
        'UNAVAILABLE',
        `The Gmail address could not be read: ${googleReason(err)}`,
      );
    }
    address = address.toLowerCase();
    if (!address) throw refused('Google gave no address');
    const mailbox = await this.deps.mailboxes.connectAccount(orgId, 'auto_reply', {
      provider: 'gmail',
      email_address: address,
      grant: refreshToken,
    });
    await this.deps
      .onConnected?.(mailbox)
      .catch((err: unknown) =>
        this.deps.logger.warn({ orgId, err: googleReason(err) }, 'gmail push was not started'),
      );
    return { org_id: orgId, email_address: address };
  }
}
