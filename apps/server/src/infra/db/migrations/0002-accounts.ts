// Accounts (spec part 1 §3–§5, DESIGN.md §6): sign-up answers kept with the user, login lockout
// counters, sessions with rotating refresh tokens, and single-use e-mail tokens for confirmation
// and password reset. Tokens are stored only as SHA-256 hashes, so a database leak gives no
// working link or session.
import { sql, type Kysely, type Migration } from 'kysely';

export const accounts: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('referrer', 'text').execute();
    await db.schema.alterTable('users').addColumn('referrer_url', 'text').execute();
    await db.schema.alterTable('users').addColumn('gclid', 'text').execute();
    await db.schema.alterTable('users').addColumn('consented_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('avatar', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('locked_until', 'text').execute();
    await db.schema.alterTable('users').addColumn('confirmed_at', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('forum_rights', 'text', (c) => c.notNull().defaultTo('user'))
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('refresh_hash', 'text', (c) => c.notNull())
      .addColumn('previous_hash', 'text')
      .addColumn('previous_valid_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('refreshed_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema
      .createIndex('sessions_refresh_hash_key')
      .on('sessions')
      .unique()
      .column('refresh_hash')
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('email_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addCheckConstraint('email_tokens_purpose', sql`purpose in ('confirm', 'reset')`)
      .execute();
    await db.schema.createIndex('email_tokens_user_id_idx').on('email_tokens').column('user_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('email_tokens').execute();
    await db.schema.dropTable('sessions').execute();
    for (const column of [
      'referrer',
      'referrer_url',
      'gclid',
      'consented_at',
      'avatar',
      'failed_logins',
      'locked_until',
      'confirmed_at',
      'forum_rights',
    ]) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
