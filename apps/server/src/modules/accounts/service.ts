// Account rules (spec part 1 §4–§6, §8, §9; DESIGN.md §6): sign-up with confirmation mail, sign-in
// with consent and lockout, sessions of a short access token plus a rotating refresh token,
// password reset by mail, the profile answer. Routes hold HTTP; SQL is in the repo.
import {
  ACCESS_TOKEN_TTL_MS,
  CONFIRMATION_LINK_VALIDITY_MS,
  PASSWORD_RESET_LINK_VALIDITY_MS,
  POLICIES_VERSION,
  REFRESH_TOKEN_TTL_MS,
  UNCONFIRMED_ACCOUNT_DELETION_DAYS,
  PLAN_TIER,
  effectiveTier,
  quotaBytes,
  trialRunning,
  type PlanTier,
  type SignInRequest,
  type SignUpRequest,
  type UserProfile,
} from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';
import type { CounterStore } from '../../infra/counters/counter-store.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { SessionRevocations } from '../../infra/sessions/session-revocations.ts';
import { confirmationMail, resetPasswordMail } from './mail-templates.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import type { AccountsRepo } from './repo.ts';
import { SignInLockout } from './sign-in-lockout.ts';
import {
  hashToken,
  newId,
  newToken,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from './tokens.ts';

/** Refresh tokens replaced less than this long ago still work once (two tabs refreshing together). */
const REFRESH_GRACE_MS = 30_000;
const DAY_MS = 86_400_000;

export interface AccountsServiceOptions {
  readonly subscriptions: boolean;
  /** Days of Advanced trial a new account gets from its creation (docs/api.md "Trial"); 0: none. */
  readonly trialDays: number;
  readonly sessionSecret: string;
  /** Where sign-in failures are counted (in process, or Redis with several instances). */
  readonly counters: CounterStore;
  readonly now?: () => number;
  /** Signed-out sessions, refused at once on every instance (Redis) although their access token has not expired. */
  readonly revocations?: SessionRevocations;
  /** ADMIN_EMAILS (lower case): these accounts become admins when they sign in (issue 18). */
  readonly adminEmails?: readonly string[];
}

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface RefreshedTokens {
  readonly accessToken: string;
  /** Absent when the presented token was just rotated by a concurrent refresh. */
  readonly refreshToken?: string;
}

export interface SignedIn extends SessionTokens {
  readonly profile: UserProfile;
}

export class AccountsService {
  private readonly now: () => number;
  private readonly lockout: SignInLockout;
  /** A hash of no one's password: unknown names are checked against it, costing what a real check costs. */
  private readonly standInHash: Promise<string>;

  constructor(
    private readonly repo: AccountsRepo,
    private readonly mailer: Mailer,
    private readonly options: AccountsServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lockout = new SignInLockout(options.counters, this.now);
    this.standInHash = hashPassword(newToken());
  }

  private iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  async validateUser(query: { email?: string | undefined; username?: string | undefined }) {
    const byEmail = query.email ? await this.repo.userByEmail(query.email.trim()) : undefined;
    const byName = query.username ? await this.repo.userByUsername(query.username.trim()) : undefined;
    return {
      exists: byEmail !== undefined,
      confirmed: byEmail?.is_confirmed === 1,
      usernameTaken: byName !== undefined,
    };
  }

  async signUp(request: SignUpRequest, baseUrl: string): Promise<{ uid: string }> {
    const existing = await this.repo.userByEmail(request.email);
    if (existing) {
      if (existing.is_confirmed === 1 || request.replaceUnconfirmed !== true) {
        throw new AppError('email-already-in-use', request.email);
      }
      await this.repo.deleteUser(existing.id);
    }
    if (await this.repo.userByUsername(request.username)) {
      throw new AppError('username-already-in-use', request.username);
    }
    const id = newId();
    const now = this.iso();
    try {
      await this.repo.insertUser({
        id,
        username: request.username,
        email: request.email,
        first_name: request.firstName,
        last_name: request.lastName,
        password_hash: await hashPassword(request.password),
        created_at: now,
        referrer: request.referrer,
        referrer_url: request.referrerUrl ?? null,
        gclid: request.gclid ?? null,
        consented_at: now,
        trial_ends_at: this.trialEndFrom(now),
      });
    } catch (error) {
      // Somebody took the name or address between the checks above and the insert.
      if (isUniqueViolation(error)) {
        const byName = await this.repo.userByUsername(request.username);
        throw byName
          ? new AppError('username-already-in-use', request.username)
          : new AppError('email-already-in-use', request.email);
      }
      throw error;
    }
    await this.sendConfirmation(id, request.email, request.firstName, baseUrl);
    return { uid: id };
  }

  /**
   * Mails a new confirmation link when the address has an unconfirmed account; answers the same
   * (nothing) for an unknown or already confirmed address, so it cannot be used to probe addresses.
   */
  async resendVerification(email: string, baseUrl: string): Promise<void> {
    const user = await this.repo.userByEmail(email);
    if (!user || user.is_confirmed === 1) return;
    await this.sendConfirmation(user.id, user.email, user.first_name, baseUrl);
  }

  private async sendConfirmation(
    userId: string,
    email: string,
    firstName: string,
    baseUrl: string,
  ): Promise<void> {
    const token = newToken();
    const now = this.iso();
    await this.repo.expireEmailTokens(userId, 'confirm', now);
    await this.repo.insertEmailToken({
      token_hash: hashToken(token),
      user_id: userId,
      purpose: 'confirm',
      email,
      created_at: now,
      expires_at: this.iso(CONFIRMATION_LINK_VALIDITY_MS),
    });
    try {
      await this.mailer.send(confirmationMail(email, firstName, `${baseUrl}/confirm/${token}`));
    } catch (error) {
      throw new AppError('confirmation-not-sent', `mail to ${email} failed`, { cause: error });
    }
  }

  /** "The address is already confirmed or does not exist" for every link that does not confirm now. */
  async confirmEmail(token: string): Promise<void> {
    const row = await this.repo.emailToken(hashToken(token));
    const now = this.iso();
    if (!row && (await this.confirmEmailChange(hashToken(token), now))) return;
    if (!row || row.purpose !== 'confirm' || row.used_at !== null || row.expires_at <= now) {
      throw new AppError('invalid-confirmation-token');
    }
    const user = await this.repo.userById(row.user_id);
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase())
      throw new AppError('invalid-confirmation-token');
    if (!(await this.repo.useEmailToken(row.token_hash, now)))
      throw new AppError('invalid-confirmation-token');
    await this.repo.updateUser(user.id, { is_confirmed: 1, confirmed_at: now });
  }

  /**
   * A link sent to a new address by a change of address (profile module): the account takes the
   * address now. False when the token is not one of those; a used or expired one, or an address
   * somebody took meanwhile, is refused.
   */
  private async confirmEmailChange(tokenHash: string, now: string): Promise<boolean> {
    const change = await this.repo.emailChange(tokenHash);
    if (!change) return false;
    if (change.used_at !== null || change.expires_at <= now) throw new AppError('invalid-confirmation-token');
    const holder = await this.repo.userByEmail(change.new_email);
    if (holder && holder.id !== change.user_id) throw new AppError('email-already-in-use', change.new_email);
    if (!(await this.repo.useEmailChange(tokenHash, now))) throw new AppError('invalid-confirmation-token');
    try {
      await this.repo.updateUser(change.user_id, { email: change.new_email, is_confirmed: 1 });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('email-already-in-use', change.new_email);
      throw error;
    }
    await this.repo.expireEmailChanges(change.user_id, now);
    return true;
  }

  /**
   * Signs in. An unknown name and a wrong password get the same answer after the same work (the
   * KDF runs against a stand-in hash, failures are counted alike), so neither the code nor the time
   * tells whether an account exists. `client` (the caller's address) scopes the lockout
   * (sign-in-lockout.ts).
   */
  /** `country`: the trusted proxy's ISO 3166-1 alpha-2 code for the client, null when unknown. */
  async signIn(
    request: SignInRequest,
    userAgent: string | undefined,
    client: string,
    country: string | null = null,
  ): Promise<SignedIn> {
    const login = request.login.trim();
    const user = login.includes('@')
      ? await this.repo.userByEmail(login)
      : await this.repo.userByUsername(login);
    const account = user ? `user:${user.id}` : `name:${login.toLowerCase()}`;
    const lock = await this.lockout.check(account, client);
    if (lock.locked) throw new AppError('too-many-failed-login-attempts', `locked until ${lock.until}`);
    const now = this.iso();
    const matches = await verifyPassword(request.password, user?.password_hash ?? (await this.standInHash));
    if (!user || !matches) {
      const after = await this.lockout.failed(account, client);
      if (after.locked) throw new AppError('too-many-failed-login-attempts', `locked until ${after.until}`);
      throw new AppError('wrong-password');
    }
    await this.lockout.succeeded(account, client);
    if (user.is_enabled !== 1) throw new AppError('account-disabled');
    if (user.is_confirmed !== 1) throw new AppError('email-not-confirmed', user.email);
    // Asked only of an account that has not accepted the current policies (issue 15 §14); checked
    // after the password, so it tells nothing to someone who does not know it.
    const acceptedCurrent =
      user.consented_at !== null && Date.parse(user.consented_at) >= Date.parse(POLICIES_VERSION);
    if (request.consent !== true && !acceptedCurrent)
      throw new AppError(
        'auth/consent',
        `the privacy and cookie policies changed on ${POLICIES_VERSION.slice(0, 10)}: accept them to sign in`,
      );

    await this.repo.updateUser(user.id, {
      failed_logins: 0,
      locked_until: null,
      last_login_at: now,
      last_login_ip: client,
      last_login_country: country,
      ...(this.options.adminEmails?.includes(user.email.toLowerCase()) === true ? { is_admin: 1 } : {}),
      ...(request.consent === true ? { consented_at: now } : {}),
      ...(needsRehash(user.password_hash) ? { password_hash: await hashPassword(request.password) } : {}),
    });
    const sessionId = newId();
    const refreshToken = newToken();
    await this.repo.insertSession({
      id: sessionId,
      user_id: user.id,
      refresh_hash: hashToken(refreshToken),
      created_at: now,
      expires_at: this.iso(REFRESH_TOKEN_TTL_MS),
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    const fresh = (await this.repo.userById(user.id)) ?? user;
    return {
      profile: this.profileOf(fresh),
      refreshToken,
      accessToken: this.accessTokenFor(user.id, sessionId),
    };
  }

  /** New tokens for a valid refresh token (rotated); invalid-refresh-token otherwise. */
  async refresh(refreshToken: string | undefined): Promise<RefreshedTokens> {
    if (!refreshToken) throw new AppError('invalid-refresh-token', 'no refresh token');
    const hash = hashToken(refreshToken);
    const now = this.iso();
    const session = await this.repo.sessionByRefreshHash(hash, now);
    if (!session) throw new AppError('invalid-refresh-token');
    const user = await this.repo.userById(session.user_id);
    if (!user || user.is_enabled !== 1) {
      await this.repo.revokeSession(session.id, now);
      throw new AppError('invalid-refresh-token', 'the account is not available');
    }
    const next = newToken();
    const rotated =
      session.refresh_hash === hash &&
      (await this.repo.rotateSession(session.id, hash, {
        refresh_hash: hashToken(next),
        previous_valid_until: this.iso(REFRESH_GRACE_MS),
        refreshed_at: now,
        expires_at: this.iso(REFRESH_TOKEN_TTL_MS),
      }));
    if (!rotated) {
      // Replaced moments ago by a concurrent refresh (another tab of the same browser): the
      // session stays valid, and no refresh cookie is sent so the new one already set is kept.
      return { accessToken: this.accessTokenFor(user.id, session.id) };
    }
    return { accessToken: this.accessTokenFor(user.id, session.id), refreshToken: next };
  }

  async logout(refreshToken: string | undefined, claims: AccessClaims | undefined): Promise<void> {
    const now = this.iso();
    if (refreshToken) {
      const session = await this.repo.sessionByRefreshHash(hashToken(refreshToken), now);
      if (session) {
        await this.repo.revokeSession(session.id, now);
        // Access tokens of this session were issued at most one lifetime ago.
        await this.options.revocations?.revoke(session.id, this.now() + ACCESS_TOKEN_TTL_MS);
      }
    }
    if (claims) {
      await this.repo.revokeSession(claims.sid, now);
      await this.options.revocations?.revoke(
        claims.sid,
        Math.max(claims.exp, this.now() + ACCESS_TOKEN_TTL_MS),
      );
    }
  }

  /** The claims of a valid access token, or undefined (expired, forged, missing). */
  authenticate(accessToken: string | undefined): AccessClaims | undefined {
    return accessToken ? verifyAccessToken(this.options.sessionSecret, accessToken, this.now()) : undefined;
  }

  /** The signed-in, enabled user, or unauthorized. */
  async requireUser(claims: AccessClaims | undefined): Promise<UserRow> {
    if (!claims) throw new AppError('unauthorized');
    if (await this.options.revocations?.isRevoked(claims.sid))
      throw new AppError('unauthorized', 'signed out');
    const user = await this.repo.userById(claims.sub);
    if (!user || user.is_enabled !== 1) throw new AppError('unauthorized');
    return user;
  }

  async profile(claims: AccessClaims | undefined): Promise<UserProfile> {
    return this.profileOf(await this.requireUser(claims));
  }

  /** Sends a reset link when the address has an account; answers the same either way. */
  async forgottenPassword(email: string, baseUrl: string): Promise<void> {
    const user = await this.repo.userByEmail(email);
    if (!user) return;
    const token = newToken();
    const now = this.iso();
    await this.repo.expireEmailTokens(user.id, 'reset', now);
    await this.repo.insertEmailToken({
      token_hash: hashToken(token),
      user_id: user.id,
      purpose: 'reset',
      email: user.email,
      created_at: now,
      expires_at: this.iso(PASSWORD_RESET_LINK_VALIDITY_MS),
    });
    try {
      await this.mailer.send(
        resetPasswordMail(user.email, user.first_name, `${baseUrl}/reset_password/${token}`),
      );
    } catch (error) {
      throw new AppError('reset-password-not-sent', `mail to ${user.email} failed`, { cause: error });
    }
  }

  /** A new password from a reset link; every session of the account ends. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const row = await this.repo.emailToken(hashToken(token));
    const now = this.iso();
    if (!row || row.purpose !== 'reset' || row.used_at !== null || row.expires_at <= now) {
      throw new AppError('invalid-reset-password-token');
    }
    if (!(await this.repo.useEmailToken(row.token_hash, now)))
      throw new AppError('invalid-reset-password-token');
    await this.repo.updateUser(row.user_id, {
      password_hash: await hashPassword(newPassword),
      failed_logins: 0,
      locked_until: null,
      // Following a link sent to the address proves it, as confirming would.
      is_confirmed: 1,
    });
    await this.repo.revokeSessionsOf(row.user_id, now);
  }

  /** Whether the installation has any account yet (an empty data directory has none). */
  async hasAccounts(): Promise<boolean> {
    return this.repo.anyUser();
  }

  /** An account that is confirmed from the start (the demo account of a new installation). */
  async createConfirmedAccount(input: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    password: string;
  }): Promise<UserRow> {
    const id = newId();
    const now = this.iso();
    await this.repo.insertUser({
      id,
      username: input.username,
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: await hashPassword(input.password),
      created_at: now,
      is_confirmed: 1,
      confirmed_at: now,
      consented_at: now,
      trial_ends_at: this.trialEndFrom(now),
    });
    const user = await this.repo.userById(id);
    if (!user) throw new Error('account vanished right after creation');
    return user;
  }

  /** Removes accounts never confirmed within UNCONFIRMED_ACCOUNT_DELETION_DAYS (part 1 §9). */
  purgeUnconfirmed(): Promise<number> {
    return this.repo.deleteUnconfirmedBefore(this.iso(-UNCONFIRMED_ACCOUNT_DELETION_DAYS * 86_400_000));
  }

  /**
   * A new session for an account without its password: an admin switching to an account and back
   * (modules/admin). The caller checks who may do this.
   */
  async startSessionFor(
    userId: string,
    userAgent: string | undefined,
  ): Promise<SessionTokens & { sessionId: string }> {
    const sessionId = newId();
    const refreshToken = newToken();
    const now = this.iso();
    await this.repo.insertSession({
      id: sessionId,
      user_id: userId,
      refresh_hash: hashToken(refreshToken),
      created_at: now,
      expires_at: this.iso(REFRESH_TOKEN_TTL_MS),
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return { sessionId, refreshToken, accessToken: this.accessTokenFor(userId, sessionId) };
  }

  private accessTokenFor(userId: string, sessionId: string): string {
    return signAccessToken(this.options.sessionSecret, {
      sub: userId,
      sid: sessionId,
      exp: this.now() + ACCESS_TOKEN_TTL_MS,
    });
  }

  /**
   * End of the trial of an account created at `createdAt` (ISO); null when trials are switched
   * off (TRIAL_DAYS=0). Counted from creation, not confirmation: unconfirmed accounts cannot sign
   * in and are deleted after a few days, so the difference is at most that delay.
   */
  private trialEndFrom(createdAt: string): string | null {
    if (this.options.trialDays <= 0) return null;
    return new Date(Date.parse(createdAt) + this.options.trialDays * DAY_MS).toISOString();
  }

  /**
   * What the account may use (part 1 §1, §6): the higher of bought and override tier, and
   * Advanced while its trial runs.
   */
  tierOf(user: UserRow): PlanTier {
    return effectiveTier(user.subscription_level, user.overriden_subscription_level, {
      subscriptions: this.options.subscriptions,
      trialActive: trialRunning(user.trial_ends_at, this.now()),
    });
  }

  /**
   * The end of the trial while the trial is what makes the account Advanced; null when none runs,
   * when the bought or override tier is Advanced already, or with subscriptions off (everyone is
   * Advanced and there is no trial to speak of).
   */
  trialEndsAtOf(user: UserRow): string | null {
    if (!this.options.subscriptions || !trialRunning(user.trial_ends_at, this.now())) return null;
    const withoutTrial = effectiveTier(user.subscription_level, user.overriden_subscription_level, {
      subscriptions: true,
    });
    return withoutTrial === PLAN_TIER.advanced ? null : user.trial_ends_at;
  }

  /** Storage of the account, bytes: the tier's plus additional quota. */
  quotaOf(user: UserRow): number {
    return quotaBytes(this.tierOf(user), user.additional_quota);
  }

  profileOf(user: UserRow): UserProfile {
    const tier = this.tierOf(user);
    const forumRights =
      user.forum_rights === 'administrator' || user.forum_rights === 'moderator' ? user.forum_rights : 'user';
    return {
      uid: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      avatar: user.avatar,
      isAdmin: user.is_admin === 1,
      isStaff: user.is_staff === 1,
      isConfirmed: user.is_confirmed === 1,
      isEnabled: user.is_enabled === 1,
      hasSavedNotifications: user.notifications_saved_at !== null,
      encryption: false,
      subscriptionLevel: user.subscription_level,
      overridenSubscriptionLevel: user.overriden_subscription_level,
      effectiveTier: tier,
      trialEndsAt: this.trialEndsAtOf(user),
      additionalQuota: user.additional_quota,
      totalQuota: quotaBytes(tier, user.additional_quota),
      forumRights,
      createdAt: user.created_at,
    };
  }
}
