// Organising the library (issue 5 §2–§3): folder names unique among siblings regardless of case,
// the "more quota requested" flag, and per-user preferences (the file browser's view).
import { sql, type Kysely, type Migration } from 'kysely';

export const libraryOrganisation: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // The service writes the key (NFC, lower case); SQL lower() only backfills rows written before.
    await db.schema
      .alterTable('folders')
      .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update folders set name_key = lower(name)`.execute(db);
    // coalesce: NULLs are distinct in unique indexes, which would let the root hold twins.
    await db.schema
      .createIndex('folders_sibling_name_idx')
      .on('folders')
      .unique()
      .expression(sql`owner_id, coalesce(parent_guid, ''), name_key`)
      .execute();

    await db.schema
      .createTable('quota_requests')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_preferences')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'name'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('user_preferences').execute();
    await db.schema.dropTable('quota_requests').execute();
    await db.schema.dropIndex('folders_sibling_name_idx').execute();
    await db.schema.alterTable('folders').dropColumn('name_key').execute();
  },
};
