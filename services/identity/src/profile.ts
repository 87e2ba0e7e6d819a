import { AppError, DuplicateKeyError, alreadyExists, invalid, notFound } from '@winzmail/platform';
import type { identity } from '@winzmail/proto';
import { newNonce } from './adapters/account-token-key.js';
import { hashPassword, verifyPassword } from './adapters/passwords.js';
import type { UserDoc } from './adapters/repositories.js';
import { accountLink, emailChangeMail } from './domain/account-mail.js';
import { ACCOUNT_MESSAGES, newPasswordProblem, orgNameOf } from './domain/account-rules.js';
import { EMAIL_CHANGE_TTL_MS, signAccountToken, spendKey } from './domain/account-tokens.js';
import type { ThrottlePolicy } from './domain/login-throttle.js';
import { MESSAGES } from './domain/messages.js';
import { emailProblem, normaliseEmail } from './domain/registration.js';
import { linkRefused, readLink, type AccountLinksDeps } from './password-reset.js';

export interface ProfileDeps extends Omit<AccountLinksDeps, 'throttle'> {
  /** Wrong current passwords are counted per user, like failed sign-ins per address. */
  passwordFailures: ThrottlePolicy;
}

/** The web app's page a confirmation link opens. */
export const CONFIRM_EMAIL_PAGE = 'confirm-email';

/** The signed-in user's own account: password, sign-in email, the organisation's name. */
export class Profile {
  constructor(private readonly deps: ProfileDeps) {}

  /** A new password; every other session of the user ends, the caller's stays. */
  async changePassword(
    input: identity.ChangePasswordRequest__Output,
  ): Promise<identity.RevokedSession__Output[]> {
    const user = await this.caller(input.org_id, input.user_id);
    const problem = newPasswordProblem(input.new_password);
    if (problem) throw invalid(problem, { new_password: problem });
    await this.proveCurrentPassword(user, input.current_password);
    const passwordHash = await hashPassword(input.new_password);
    // Conditional: a concurrent change (or reset) in between wins, this one asks again.
    const { matched } = await this.deps.repos.users.updateOne(
      { _id: user._id, password_hash: user.password_hash },
      { $set: { password_hash: passwordHash } },
    );
    if (matched === 0)
      throw new AppError(
        'FAILED_PRECONDITION',
        'The password was changed meanwhile. Please try again.',
      );
    return this.deps.sessions.endAllOfUser(user._id, 'password-change', input.session_id);
  }

  /** Mails a confirmation link to the new address; the email changes only when it is opened. */
  async requestEmailChange(
    input: identity.RequestEmailChangeRequest__Output,
  ): Promise<identity.RequestEmailChangeResponse> {
    const { outgoing } = this.deps;
    if (!outgoing) throw new AppError('FAILED_PRECONDITION', ACCOUNT_MESSAGES.noSystemMail);
    const user = await this.caller(input.org_id, input.user_id);
    const email = normaliseEmail(input.new_email);
    const problem = emailProblem(email);
    if (problem) throw invalid(problem, { new_email: problem });
    if (email === user.email) {
      throw invalid(ACCOUNT_MESSAGES.sameEmail, { new_email: ACCOUNT_MESSAGES.sameEmail });
    }
    if (!input.link_base) throw invalid('The link address is missing.');
    await this.proveCurrentPassword(user, input.current_password);
    if (await this.deps.repos.users.findOne({ email })) {
      throw alreadyExists(ACCOUNT_MESSAGES.emailTaken);
    }
    const token = signAccountToken(
      {
        purpose: 'email-change',
        userId: user._id,
        nonce: newNonce(),
        expiresAt: this.deps.now() + EMAIL_CHANGE_TTL_MS,
        subject: email,
      },
      this.deps.mac,
    );
    outgoing.send(
      emailChangeMail({
        to: email,
        link: accountLink(input.link_base, CONFIRM_EMAIL_PAGE, token),
        language: input.language,
        app: this.deps.appName,
      }),
      'email-change',
    );
    return { new_email: email };
  }

  /** The link from the confirmation mail: the sign-in email becomes the new address. */
  async confirmEmailChange(
    input: identity.ConfirmEmailChangeRequest__Output,
  ): Promise<identity.ConfirmEmailChangeResponse> {
    const claims = readLink(input.token, 'email-change', this.deps.mac, this.deps.now());
    const { users } = this.deps.repos;
    const user = await users.findOne({ _id: claims.userId });
    if (!user) throw linkRefused('malformed');
    if (user.email === claims.subject) throw linkRefused('used');
    if (await users.findOne({ email: claims.subject })) {
      throw alreadyExists(ACCOUNT_MESSAGES.emailTaken);
    }
    if (!(await this.deps.spent.spend(spendKey(claims), claims.expiresAt))) {
      throw linkRefused('used');
    }
    try {
      // The unique email index decides a race with a registration of the same address.
      await users.updateOne({ _id: user._id }, { $set: { email: claims.subject } });
    } catch (err) {
      if (err instanceof DuplicateKeyError) throw alreadyExists(ACCOUNT_MESSAGES.emailTaken);
      throw err;
    }
    return { email: claims.subject };
  }

  /**
   * Renames the organisation (administrators only) and answers a new access token of the
   * caller's session: tokens carry the name, so the caller sees the new one at once.
   */
  async renameOrg(
    input: identity.RenameOrgRequest__Output,
  ): Promise<identity.LoginResponse__Output> {
    const user = await this.caller(input.org_id, input.user_id);
    if (!user.is_admin) throw new AppError('PERMISSION_DENIED', ACCOUNT_MESSAGES.adminOnly);
    const named = orgNameOf(input.name);
    if ('problem' in named) throw invalid(named.problem, { name: named.problem });
    const { matched } = await this.deps.repos.orgs.updateOne(
      { _id: input.org_id },
      { $set: { name: named.name } },
    );
    if (matched === 0) throw notFound(MESSAGES.orgNotFound);
    return this.deps.sessions.reissue(input.session_id, user, named.name);
  }

  /** The caller, within their organisation (ids come from a verified token). */
  private async caller(orgId: string, userId: string): Promise<UserDoc> {
    const user =
      orgId && userId ? await this.deps.repos.users.findOne({ _id: userId, org_id: orgId }) : null;
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  /** A stolen session cannot take over the account: changes need the password, rate limited. */
  private async proveCurrentPassword(user: UserDoc, password: string): Promise<void> {
    const key = [{ key: `password:${user._id}`, policy: this.deps.passwordFailures }];
    await this.deps.attempts.check(key, ACCOUNT_MESSAGES.tooManyPasswordFailures);
    if (!password || !(await verifyPassword(user.password_hash, password))) {
      await this.deps.attempts.count(key);
      throw invalid(ACCOUNT_MESSAGES.wrongPassword, {
        current_password: ACCOUNT_MESSAGES.wrongPassword,
      });
    }
    await this.deps.attempts.forget(key[0]!.key);
  }
}
