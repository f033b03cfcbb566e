// Reports, technical-support and additional-file requests (spec part 3 §4–§5; issues 17 and 19):
// each one is mailed to the support address and kept here so staff can list and resolve it. The
// attachments travel with the mail only; their names and sizes are kept (JSON) for the list. The
// sender's username and the reported item's title and owner are copied so the row still reads after
// either is removed.
import type { Kysely, Migration } from 'kysely';

export const supportRequests: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('support_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('username', 'text')
      .addColumn('item_id', 'text')
      .addColumn('file_guid', 'text')
      .addColumn('item_title', 'text')
      .addColumn('item_owner', 'text')
      .addColumn('format', 'text')
      .addColumn('attachments', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('resolved_at', 'text')
      .addColumn('resolved_by', 'text')
      .execute();
    await db.schema
      .createIndex('support_requests_state_idx')
      .on('support_requests')
      .columns(['state', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('support_requests').execute();
  },
};
