// Notifications, their settings, the staff/admin audit log and admin switch-to-account (issue 18).
// - notifications: one row per recipient (a staff notice to everybody is one INSERT … SELECT); the id
//   of a notice's row is `<noticeId>:<userId>`, so every instance can name it without a lookup.
// - notification_settings: one row per account and kind once the account saved its choice
//   (users.notifications_saved_at); defaults apply before (contract DEFAULT_NOTIFICATION_CHANNELS).
// - audit_log: append-only; no code path updates or deletes its rows.
// - trial_ending_notices: which trial end was announced, so the daily job notifies once per trial.
// - users.last_login_ip for the admin account row; indexes for sorting 100,000 accounts by last login.
import { type Kysely, type Migration } from 'kysely';

export const notificationsAdmin: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('group_key', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_user_created_idx')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('notifications_user_read_idx')
      .on('notifications')
      .columns(['user_id', 'read_at'])
      .execute();

    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('app', 'integer', (c) => c.notNull())
      .addColumn('email', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'kind'])
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text')
      .addColumn('target_email', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
    await db.schema
      .createIndex('audit_log_target_idx')
      .on('audit_log')
      .columns(['target_id', 'at'])
      .execute();
    await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();

    await db.schema
      .createTable('trial_ending_notices')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('trial_ends_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('users').addColumn('notifications_saved_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('last_login_ip', 'text').execute();
    await db.schema.createIndex('users_last_login_at_idx').on('users').column('last_login_at').execute();
    await db.schema.createIndex('users_trial_ends_at_idx').on('users').column('trial_ends_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('users_trial_ends_at_idx').execute();
    await db.schema.dropIndex('users_last_login_at_idx').execute();
    await db.schema.alterTable('users').dropColumn('last_login_ip').execute();
    await db.schema.alterTable('users').dropColumn('notifications_saved_at').execute();
    await db.schema.dropTable('trial_ending_notices').execute();
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('notification_settings').execute();
    await db.schema.dropTable('notifications').execute();
  },
};
