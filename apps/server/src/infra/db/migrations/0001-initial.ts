// First schema: accounts and a key/value table for instance-wide facts (e.g. the schema owner,
// first-run markers). Portable types only (see ../schema.ts); never edit a released migration,
// add a new one.
import { sql, type Kysely, type Migration } from 'kysely';

export const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('subscription_level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('overriden_subscription_level', 'integer')
      .addColumn('additional_quota', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_login_at', 'text')
      .addCheckConstraint('users_is_admin_bool', sql`is_admin in (0, 1)`)
      .addCheckConstraint('users_is_staff_bool', sql`is_staff in (0, 1)`)
      .addCheckConstraint('users_is_confirmed_bool', sql`is_confirmed in (0, 1)`)
      .addCheckConstraint('users_is_enabled_bool', sql`is_enabled in (0, 1)`)
      .addCheckConstraint('users_subscription_level_range', sql`subscription_level between 0 and 2`)
      .addCheckConstraint(
        'users_overriden_subscription_level_range',
        sql`overriden_subscription_level is null or overriden_subscription_level between 0 and 2`,
      )
      .addCheckConstraint('users_additional_quota_nonnegative', sql`additional_quota >= 0`)
      .execute();

    // Usernames and e-mail addresses are unique regardless of case ("Alice" and "alice" are one
    // account); repos look them up with lower(...) so these indexes serve the queries too.
    await db.schema
      .createIndex('users_username_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .execute();
    await db.schema
      .createIndex('users_email_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
    await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('app_meta').execute();
    await db.schema.dropTable('users').execute();
  },
};
