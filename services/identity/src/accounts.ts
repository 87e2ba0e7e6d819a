import {
  AppError,
  DuplicateKeyError,
  alreadyExists,
  invalid,
  newId,
  notFound,
  nowIso,
  unauthenticated,
} from '@winzmail/platform';
import type { EventOutbox } from '@winzmail/platform/outbox';
import { CAPTCHA_MESSAGES, type CaptchaProvider } from '@winzmail/platform/captcha';
import type { identity } from '@winzmail/proto';
import { burnPasswordCheck, hashPassword, verifyPassword } from './adapters/passwords.js';
import type { IdentityRepos, OrgDoc, PluginUserDoc } from './adapters/repositories.js';
import {
  isThrottled,
  recordFailure,
  retryAfterSeconds,
  type FailureRecord,
  type ThrottlePolicy,
} from './domain/login-throttle.js';
import { MESSAGES } from './domain/messages.js';
import { freeSlots } from './domain/plugin-slots.js';
import { emailProblem, normaliseEmail, validateRegistration } from './domain/registration.js';
import type { Sessions } from './sessions.js';

export interface AccountsDeps {
  repos: IdentityRepos;
  /** org.registered leaves with the organisation's insert. */
  outbox: EventOutbox;
  captcha: CaptchaProvider;
  /** A successful sign-in opens a session (access token + refresh token). */
  sessions: Sessions;
  /** Failed sign-ins are counted per email and, more loosely, per client address. */
  throttle: { perEmail: ThrottlePolicy; perIp: ThrottlePolicy };
}

/** The identity use cases: each one validates, then writes the store (events included). */
export class Accounts {
  constructor(private readonly deps: AccountsDeps) {}

  async register(input: {
    org_name: string;
    email: string;
    password: string;
    is_admin: boolean;
    opt_in: boolean;
    captcha: string;
  }): Promise<identity.RegisterResponse__Output> {
    const reg = validateRegistration(input);
    const { repos } = this.deps;
    await this.verifyCaptcha(input.captcha);
    if (await repos.users.findOne({ email: reg.email })) throw alreadyExists(MESSAGES.emailTaken);

    const orgId = newId();
    const userId = newId();
    const createdAt = nowIso();
    const passwordHash = await hashPassword(reg.password);
    try {
      // The unique email index decides a race between two registrations of one address.
      await repos.users.insertOne({
        _id: userId,
        org_id: orgId,
        email: reg.email,
        password_hash: passwordHash,
        is_admin: reg.isAdmin,
        opt_in: reg.optIn,
        created_at: createdAt,
      });
    } catch (err) {
      if (err instanceof DuplicateKeyError) throw alreadyExists(MESSAGES.emailTaken);
      throw err;
    }
    const org: OrgDoc = {
      _id: orgId,
      name: reg.orgName,
      owner_user_id: userId,
      created_at: createdAt,
    };
    try {
      await this.deps.outbox.insertOne(repos.orgs, org, [
        {
          topic: 'org.registered',
          event: {
            // Stable id: a re-published event is recognised as the same one downstream.
            event_id: `org.registered:${orgId}`,
            org_id: orgId,
            occurred_at: createdAt,
            org_name: reg.orgName,
            user_email: reg.email,
          },
        },
      ]);
    } catch (err) {
      // Nothing half-way: without its organisation the user must not exist either.
      await repos.users.deleteOne({ _id: userId });
      throw err;
    }
    return { org_id: orgId, user_id: userId };
  }

  /** A captcha is single-use: verifying it spends it, whatever happens next. */
  private async verifyCaptcha(payload: string, clientIp?: string): Promise<void> {
    const captcha = await this.deps.captcha.verify(payload || undefined, clientIp || undefined);
    if (!captcha.ok)
      throw invalid(CAPTCHA_MESSAGES[captcha.reason], {
        captcha: CAPTCHA_MESSAGES[captcha.reason],
      });
  }

  async login(input: {
    email: string;
    password: string;
    client_ip: string;
    captcha: string;
  }): Promise<identity.LoginResponse__Output> {
    const email = normaliseEmail(input.email);
    if (emailProblem(email) || !input.password) {
      throw invalid('Email and password are required.', {
        ...(emailProblem(email) ? { email: emailProblem(email) } : {}),
        ...(!input.password ? { password: 'Password is required.' } : {}),
      });
    }
    // Before the password is tried: guessing passwords costs a solved captcha per attempt, and
    // a missing or spent captcha does not count as a failed sign-in.
    await this.verifyCaptcha(input.captcha, input.client_ip);
    const keys: { key: string; policy: ThrottlePolicy }[] = [
      { key: `email:${email}`, policy: this.deps.throttle.perEmail },
      ...(input.client_ip
        ? [{ key: `ip:${input.client_ip}`, policy: this.deps.throttle.perIp }]
        : []),
    ];
    const now = Date.now();
    const records = await Promise.all(keys.map((k) => this.failureRecord(k.key)));
    for (const [i, { policy }] of keys.entries()) {
      const record = records[i] ?? null;
      if (record && isThrottled(record, policy, now)) {
        const minutes = Math.ceil(retryAfterSeconds(record, policy, now) / 60);
        throw new AppError('RESOURCE_EXHAUSTED', MESSAGES.throttled(minutes));
      }
    }
    const user = await this.deps.repos.users.findOne({ email });
    const ok = user ? await verifyPassword(user.password_hash, input.password) : false;
    if (!user) await burnPasswordCheck(input.password);
    if (!user || !ok) {
      await Promise.all(
        keys.map((k, i) => this.saveFailure(k.key, k.policy, records[i] ?? null, now)),
      );
      throw unauthenticated(MESSAGES.badCredentials);
    }
    const [org] = await Promise.all([
      this.deps.repos.orgs.findOne({ _id: user.org_id }),
      this.deps.repos.loginFailures.deleteOne({ _id: `email:${email}` }),
    ]);
    return this.deps.sessions.open(user, org?.name ?? '');
  }

  private async failureRecord(key: string): Promise<FailureRecord | null> {
    const doc = await this.deps.repos.loginFailures.findOne({ _id: key });
    return doc ? { count: doc.count, windowStart: doc.window_start } : null;
  }

  private async saveFailure(
    key: string,
    policy: ThrottlePolicy,
    record: FailureRecord | null,
    now: number,
  ): Promise<void> {
    const next = recordFailure(record, policy, now);
    await this.deps.repos.loginFailures.updateOne(
      { _id: key },
      {
        $set: {
          count: next.count,
          window_start: next.windowStart,
          expires_at: next.windowStart + policy.windowMs,
        },
      },
      { upsert: true },
    );
  }

  async getOrg(orgId: string, userId: string): Promise<identity.Org__Output> {
    const org = await this.deps.repos.orgs.findOne({ _id: orgId });
    if (!org || org.deleted_at) throw notFound(MESSAGES.orgNotFound);
    const user = await this.deps.repos.users.findOne({
      _id: userId || org.owner_user_id,
      org_id: orgId,
    });
    return {
      id: org._id,
      name: org.name,
      user_email: user?.email ?? '',
      created_at: org.created_at,
      is_admin: user?.is_admin ?? false,
    };
  }

  async listPluginUsers(orgId: string): Promise<identity.OrgUser__Output[]> {
    const users = await this.deps.repos.pluginUsers.find(
      { org_id: orgId },
      { sort: { created_at: 1, _id: 1 } },
    );
    return users.map((u) => ({ id: u._id, email: u.email }));
  }

  /**
   * Admits a user only by taking a free slot below `maxUsers` with a unique-key insert, so the
   * limit holds under any number of concurrent adds, on every store. A user left above the limit
   * by a larger plan (or from before slots) still counts: an add that finds the organisation over
   * the limit after its insert takes itself back out.
   */
  async addPluginUser(
    orgId: string,
    rawEmail: string,
    maxUsers: number,
  ): Promise<identity.OrgUser__Output> {
    if (!orgId) throw invalid('An organisation is required.');
    const email = normaliseEmail(rawEmail);
    const problem = emailProblem(email);
    if (problem) throw invalid(problem, { email: problem });
    const max = Math.max(0, Math.trunc(maxUsers));
    const { pluginUsers } = this.deps.repos;
    const full = () => new AppError('FAILED_PRECONDITION', MESSAGES.userLimit(max));
    const user: PluginUserDoc = { _id: newId(), org_id: orgId, email, created_at: nowIso() };

    // A few rounds: a round's free slots may all go to concurrent adds while others free up.
    for (let round = 0; round < 3; round++) {
      const present = await pluginUsers.find({ org_id: orgId });
      if (present.some((u) => u.email === email)) throw alreadyExists(MESSAGES.userExists);
      if (present.length >= max) throw full();
      for (const slot of freeSlots(
        present.map((u) => u.slot),
        max,
      )) {
        try {
          await pluginUsers.insertOne({ ...user, slot });
        } catch (err) {
          if (!(err instanceof DuplicateKeyError)) throw err;
          // The e-mail (its own unique index) or the slot: only the e-mail ends the attempt.
          if (await pluginUsers.findOne({ org_id: orgId, email })) {
            throw alreadyExists(MESSAGES.userExists);
          }
          continue;
        }
        if ((await pluginUsers.count({ org_id: orgId })) > max) {
          await pluginUsers.deleteOne({ _id: user._id });
          throw full();
        }
        return { id: user._id, email };
      }
    }
    throw full();
  }

  async removePluginUser(orgId: string, userId: string): Promise<void> {
    const removed = await this.deps.repos.pluginUsers.deleteOne({ _id: userId, org_id: orgId });
    if (removed === 0) throw notFound(MESSAGES.userNotFound);
  }
}
