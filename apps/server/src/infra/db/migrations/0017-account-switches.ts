// Switch-to-account (issue 18 item 6): the session an admin opened as another account, and whose it
// is, so "switch back" can give the admin a session of their own again and the banner can say who
// is acting. The row goes with either account.
import type { Kysely, Migration } from 'kysely';

export const accountSwitches: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('account_switches')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('account_switches').execute();
  },
};
