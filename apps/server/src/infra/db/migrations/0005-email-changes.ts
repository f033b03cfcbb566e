// A change of address waiting for its confirmation (issue 5 §1): the link goes to the new address
// and the account keeps its old one until the link is followed. A table of its own because the
// purpose CHECK of email_tokens (0002) cannot be widened in SQLite without rebuilding the table.
import type { Kysely, Migration } from 'kysely';

export const emailChanges: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('email_changes')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('email_changes_user_id_idx').on('email_changes').column('user_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('email_changes').execute();
  },
};
