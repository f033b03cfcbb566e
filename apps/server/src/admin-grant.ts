// `npx asperity admin grant EMAIL` (issue 18 item 7): makes an existing account an admin directly on
// the server's database — the one the server's configuration names (DATABASE_URL, or the SQLite
// file under DATA_DIR), read from the same environment variables. Written to the audit log with no
// actor (the command line).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from './config.ts';
import { createDatabase } from './infra/db/database.ts';
import { migrateToLatest } from './infra/db/migrate.ts';

export interface AdminGrantResult {
  readonly uid: string;
  readonly email: string;
  /** The account was an admin already (nothing changed, nothing logged). */
  readonly alreadyAdmin: boolean;
}

export class NoSuchAccountError extends Error {
  constructor(email: string) {
    super(`no account with the e-mail address ${email}`);
    this.name = 'NoSuchAccountError';
  }
}

export async function grantAdmin(
  email: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<AdminGrantResult> {
  const config = loadConfig(env);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database);
    const db = database.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'is_admin'])
      .where(sql`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) throw new NoSuchAccountError(email.trim());
    if (user.is_admin === 1) return { uid: user.id, email: user.email, alreadyAdmin: true };
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ is_admin: 1 }).where('id', '=', user.id).execute();
      await tx
        .insertInto('audit_log')
        .values({
          id: randomBytes(12).toString('base64url'),
          at: new Date().toISOString(),
          actor_id: null,
          actor_email: null,
          action: 'admin.grant',
          target_id: user.id,
          target_email: user.email,
          before: JSON.stringify({ isAdmin: false }),
          after: JSON.stringify({ isAdmin: true }),
        })
        .execute();
    });
    return { uid: user.id, email: user.email, alreadyAdmin: false };
  } finally {
    await database.destroy();
  }
}
