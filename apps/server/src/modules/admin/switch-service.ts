// Switch to account (spec part 1 §4; issue 18 item 6): an admin acts as another account in a new
// session of that account, remembered with the admin's id so the banner can show it and "switch
// back" can give the admin a session of their own again. Both steps are in the audit log.
import { ACCESS_TOKEN_TTL_MS, type SwitchState } from '@asperity/contract';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.ts';
import type { DatabaseSchema, UserRow } from '../../infra/db/schema.ts';
import type { SessionRevocations } from '../../infra/sessions/session-revocations.ts';
import { requireConsoleAccess } from '../access/console-access.ts';
import type { AccountsRepo } from '../accounts/repo.ts';
import type { AccountsService, SessionTokens } from '../accounts/service.ts';
import type { LiveHub } from '../notifications/live-hub.ts';

export interface SwitchServiceOptions {
  readonly accounts: AccountsService;
  readonly accountsRepo: AccountsRepo;
  readonly revocations: SessionRevocations;
  readonly live: LiveHub;
}

export class SwitchService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly options: SwitchServiceOptions,
  ) {}

  private async audit(actor: UserRow, action: 'account.switch' | 'account.switch-back', target: UserRow) {
    await this.db
      .insertInto('audit_log')
      .values({
        id: randomBytes(12).toString('base64url'),
        at: new Date().toISOString(),
        actor_id: actor.id,
        actor_email: actor.email,
        action,
        target_id: target.id,
        target_email: target.email,
        before: null,
        after: null,
      })
      .execute();
  }

  /** The session ends; its sockets hear `switched` (the browser's cookies already hold the new session). */
  private async endSession(sessionId: string): Promise<void> {
    await this.options.accountsRepo.revokeSession(sessionId, new Date().toISOString());
    await this.options.revocations.revoke(sessionId, Date.now() + ACCESS_TOKEN_TTL_MS);
    await this.options.live.toSession(sessionId, { type: 'sign-out', reason: 'switched' });
  }

  /** The admin's session ends; the answer is a session of the target account and the switch state. */
  async switchTo(
    actor: UserRow | null,
    actorSessionId: string | undefined,
    uid: string,
    userAgent: string | undefined,
  ): Promise<{ tokens: SessionTokens; state: SwitchState }> {
    requireConsoleAccess(actor, 'accounts.switch');
    const target = await this.options.accountsRepo.userById(uid);
    if (!target) throw new AppError('not-found', `account ${uid}`);
    requireConsoleAccess(actor, 'accounts.switch', target);
    if (target.is_enabled !== 1) throw new AppError('account-disabled', 'enable the account to act as it');
    const tokens = await this.options.accounts.startSessionFor(target.id, userAgent);
    await this.db
      .insertInto('account_switches')
      .values({
        session_id: tokens.sessionId,
        admin_id: actor.id,
        user_id: target.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    if (actorSessionId !== undefined) await this.endSession(actorSessionId);
    await this.audit(actor, 'account.switch', target);
    return { tokens, state: { actingAs: target.id, admin: { uid: actor.id, email: actor.email } } };
  }

  async state(sessionId: string | undefined): Promise<SwitchState | null> {
    if (sessionId === undefined) return null;
    const row = await this.db
      .selectFrom('account_switches')
      .innerJoin('users', 'users.id', 'account_switches.admin_id')
      .select(['account_switches.user_id', 'account_switches.admin_id', 'users.email'])
      .where('account_switches.session_id', '=', sessionId)
      .executeTakeFirst();
    return row ? { actingAs: row.user_id, admin: { uid: row.admin_id, email: row.email } } : null;
  }

  /** Ends the switched session and answers a new session of the admin; forbidden outside a switch. */
  async switchBack(sessionId: string | undefined, userAgent: string | undefined): Promise<SessionTokens> {
    if (sessionId === undefined) throw new AppError('unauthorized');
    const row = await this.db
      .selectFrom('account_switches')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row) throw new AppError('forbidden', 'this session is not a switch to another account');
    const admin = await this.options.accountsRepo.userById(row.admin_id);
    const target = await this.options.accountsRepo.userById(row.user_id);
    await this.db.deleteFrom('account_switches').where('session_id', '=', sessionId).execute();
    await this.endSession(sessionId);
    if (!admin || admin.is_enabled !== 1 || admin.is_admin !== 1)
      throw new AppError('forbidden', 'the account that switched is no longer an admin');
    if (target) await this.audit(admin, 'account.switch-back', target);
    return this.options.accounts.startSessionFor(admin.id, userAgent);
  }
}
