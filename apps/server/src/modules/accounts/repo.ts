// SQL of accounts, sessions and e-mail tokens (DESIGN.md §6: repos hold SQL only). Usernames and
// addresses are matched case-insensitively through the lower(...) unique indexes of 0001-initial.
import { sql, type Kysely } from 'kysely';
import type {
  DatabaseSchema,
  EmailTokenPurpose,
  NewUserRow,
  UserRow,
  UserRowUpdate,
} from '../../infra/db/schema.ts';

export interface SessionRow {
  readonly id: string;
  readonly user_id: string;
  readonly refresh_hash: string;
  readonly previous_hash: string | null;
  readonly previous_valid_until: string | null;
  readonly expires_at: string;
  readonly revoked_at: string | null;
}

export interface EmailTokenRow {
  readonly token_hash: string;
  readonly user_id: string;
  readonly purpose: EmailTokenPurpose;
  readonly email: string;
  readonly expires_at: string;
  readonly used_at: string | null;
}

export interface EmailChangeRow {
  readonly token_hash: string;
  readonly user_id: string;
  readonly new_email: string;
  readonly expires_at: string;
  readonly used_at: string | null;
}

export class AccountsRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  userById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  userByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  userByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async anyUser(): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  async insertUser(row: NewUserRow): Promise<void> {
    await this.db.insertInto('users').values(row).execute();
  }

  async updateUser(id: string, patch: UserRowUpdate): Promise<void> {
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }

  async deleteUser(id: string): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  /** Unconfirmed accounts created before `cutoff` (spec part 1 §9: removed after 90 days). */
  async deleteUnconfirmedBefore(cutoff: string): Promise<number> {
    const result = await this.db
      .deleteFrom('users')
      .where('is_confirmed', '=', 0)
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Adds one failed sign-in and returns the new count. */
  async countFailedLogin(id: string): Promise<number> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const row = await this.db
      .selectFrom('users')
      .select('failed_logins')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.failed_logins ?? 0;
  }

  async insertSession(row: {
    id: string;
    user_id: string;
    refresh_hash: string;
    created_at: string;
    expires_at: string;
    user_agent: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ ...row, refreshed_at: row.created_at })
      .execute();
  }

  /** The live session whose current refresh token — or just-replaced one, within its grace — has this hash. */
  sessionByRefreshHash(hash: string, now: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .select([
        'id',
        'user_id',
        'refresh_hash',
        'previous_hash',
        'previous_valid_until',
        'expires_at',
        'revoked_at',
      ])
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where((eb) =>
        eb.or([
          eb('refresh_hash', '=', hash),
          eb.and([eb('previous_hash', '=', hash), eb('previous_valid_until', '>', now)]),
        ]),
      )
      .executeTakeFirst();
  }

  sessionById(id: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .select([
        'id',
        'user_id',
        'refresh_hash',
        'previous_hash',
        'previous_valid_until',
        'expires_at',
        'revoked_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Replaces the refresh token only if it is still `expectedHash` (two refreshes at once: one wins). */
  async rotateSession(
    id: string,
    expectedHash: string,
    update: { refresh_hash: string; previous_valid_until: string; refreshed_at: string; expires_at: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ ...update, previous_hash: expectedHash })
      .where('id', '=', id)
      .where('refresh_hash', '=', expectedHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeSession(id: string, now: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).execute();
  }

  async revokeSessionsOf(userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of the user but one (a password change keeps the session that made it). */
  async revokeOtherSessions(userId: string, keepSessionId: string, now: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async insertEmailChange(row: {
    token_hash: string;
    user_id: string;
    new_email: string;
    created_at: string;
    expires_at: string;
  }): Promise<void> {
    await this.db.insertInto('email_changes').values(row).execute();
  }

  emailChange(hash: string): Promise<EmailChangeRow | undefined> {
    return this.db
      .selectFrom('email_changes')
      .select(['token_hash', 'user_id', 'new_email', 'expires_at', 'used_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Marks the change used if it was not; false when another request used it first. */
  async useEmailChange(hash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('email_changes')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A new request or a confirmed change makes the user's other pending changes stop working. */
  async expireEmailChanges(userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('email_changes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  async insertEmailToken(row: {
    token_hash: string;
    user_id: string;
    purpose: EmailTokenPurpose;
    email: string;
    created_at: string;
    expires_at: string;
  }): Promise<void> {
    await this.db.insertInto('email_tokens').values(row).execute();
  }

  emailToken(hash: string): Promise<EmailTokenRow | undefined> {
    return this.db
      .selectFrom('email_tokens')
      .select(['token_hash', 'user_id', 'purpose', 'email', 'expires_at', 'used_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Marks the token used if it was not; false when another request used it first. */
  async useEmailToken(hash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Older links of the same purpose stop working when a new one is sent or one is used. */
  async expireEmailTokens(userId: string, purpose: EmailTokenPurpose, now: string): Promise<void> {
    await this.db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
