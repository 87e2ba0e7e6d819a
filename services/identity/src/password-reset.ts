import { AppError, invalid } from '@winzmail/platform';
import type { identity } from '@winzmail/proto';
import { newNonce, passwordFingerprint } from './adapters/account-token-key.js';
import { hashPassword } from './adapters/passwords.js';
import type { IdentityRepos } from './adapters/repositories.js';
import type { SpentTokens } from './adapters/spent-tokens.js';
import type { Attempts } from './attempts.js';
import { accountLink, passwordResetMail } from './domain/account-mail.js';
import { ACCOUNT_MESSAGES, newPasswordProblem } from './domain/account-rules.js';
import {
  PASSWORD_RESET_TTL_MS,
  readAccountToken,
  signAccountToken,
  spendKey,
  type AccountTokenPurpose,
  type Mac,
  type TokenProblem,
} from './domain/account-tokens.js';
import type { ThrottlePolicy } from './domain/login-throttle.js';
import { emailProblem, normaliseEmail } from './domain/registration.js';
import type { OutgoingMail } from './outgoing-mail.js';
import type { Sessions } from './sessions.js';

export interface AccountLinksDeps {
  repos: IdentityRepos;
  spent: SpentTokens;
  sessions: Sessions;
  attempts: Attempts;
  /** Absent without SYSTEM_SMTP_URL: the links cannot be sent. */
  outgoing?: OutgoingMail;
  mac: Mac;
  appName: string;
  /** Reset requests are counted per address and per client address. */
  throttle: { perEmail: ThrottlePolicy; perIp: ThrottlePolicy };
  now: () => number;
}

/** The web app's page a reset link opens. */
export const RESET_PAGE = 'reset-password';

/** Forgotten password: a signed, single-use link by mail, then the new password. */
export class PasswordReset {
  constructor(private readonly deps: AccountLinksDeps) {}

  /**
   * Mails a reset link when the address is registered. The answer (and its time: the mail leaves
   * in the background) is the same for a known and an unknown address.
   */
  async request(input: identity.RequestPasswordResetRequest__Output): Promise<void> {
    const { outgoing } = this.deps;
    if (!outgoing) throw new AppError('FAILED_PRECONDITION', ACCOUNT_MESSAGES.noSystemMail);
    const email = normaliseEmail(input.email);
    const problem = emailProblem(email);
    if (problem) throw invalid(problem, { email: problem });
    if (!input.link_base) throw invalid('The link address is missing.');
    const keys = [
      { key: `reset-email:${email}`, policy: this.deps.throttle.perEmail },
      ...(input.client_ip
        ? [{ key: `reset-ip:${input.client_ip}`, policy: this.deps.throttle.perIp }]
        : []),
    ];
    await this.deps.attempts.check(keys, ACCOUNT_MESSAGES.tooManyRequests);
    await this.deps.attempts.count(keys);
    const user = await this.deps.repos.users.findOne({ email });
    if (!user) return;
    const token = signAccountToken(
      {
        purpose: 'password-reset',
        userId: user._id,
        nonce: newNonce(),
        expiresAt: this.deps.now() + PASSWORD_RESET_TTL_MS,
        subject: passwordFingerprint(user.password_hash),
      },
      this.deps.mac,
    );
    outgoing.send(
      passwordResetMail({
        to: user.email,
        link: accountLink(input.link_base, RESET_PAGE, token),
        language: input.language,
        app: this.deps.appName,
      }),
      'password-reset',
    );
  }

  /**
   * Sets the password from a reset link. Single use: the token's key is spent by a unique-key
   * insert, so of two resets with one link exactly one succeeds; the password is then replaced
   * only if it is still the one the link was made for. Every session of the user ends.
   */
  async reset(
    input: identity.ResetPasswordRequest__Output,
  ): Promise<identity.RevokedSession__Output[]> {
    const claims = readLink(input.token, 'password-reset', this.deps.mac, this.deps.now());
    const problem = newPasswordProblem(input.new_password);
    if (problem) throw invalid(problem, { new_password: problem });
    const { users } = this.deps.repos;
    const user = await users.findOne({ _id: claims.userId });
    if (!user || passwordFingerprint(user.password_hash) !== claims.subject) {
      throw linkRefused('used');
    }
    const passwordHash = await hashPassword(input.new_password);
    if (!(await this.deps.spent.spend(spendKey(claims), claims.expiresAt))) {
      throw linkRefused('used');
    }
    const { matched } = await users.updateOne(
      { _id: user._id, password_hash: user.password_hash },
      { $set: { password_hash: passwordHash } },
    );
    if (matched === 0) throw linkRefused('used');
    // The user proved holding the mailbox: earlier failed sign-ins no longer slow them down.
    await this.deps.attempts.forget(`email:${user.email}`);
    return this.deps.sessions.endAllOfUser(user._id, 'password-reset');
  }
}

/** The claims of a valid link of `purpose`, else a 400 saying what is wrong with it. */
export function readLink(token: string, purpose: AccountTokenPurpose, mac: Mac, now: number) {
  const read = readAccountToken(token, purpose, mac, now);
  if (!read.ok) throw linkRefused(read.problem);
  return read.claims;
}

export function linkRefused(problem: TokenProblem | 'used'): AppError {
  const message =
    problem === 'expired'
      ? ACCOUNT_MESSAGES.linkExpired
      : problem === 'used'
        ? ACCOUNT_MESSAGES.linkUsed
        : ACCOUNT_MESSAGES.linkInvalid;
  return invalid(message, { token: message });
}
