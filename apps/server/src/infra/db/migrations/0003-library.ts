// The library (spec part 1 §3 "File", "Folder"): folders owned by a user, nested by parent, and
// measurement files with their original upload and parsed container as content-addressed blobs.
// Quota is the sum of a user's stored bytes (original + parsed), kept per file so it can be summed.
import { sql, type Kysely, type Migration } from 'kysely';

export const library: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('folders')
      .addColumn('guid', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('parent_guid', 'text', (c) => c.references('folders.guid').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('modified_at', 'text', (c) => c.notNull())
      .addColumn('last_opened_at', 'text')
      .execute();
    await db.schema
      .createIndex('folders_owner_parent_idx')
      .on('folders')
      .columns(['owner_id', 'parent_guid'])
      .execute();

    await db.schema
      .createTable('files')
      .addColumn('guid', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('folder_guid', 'text', (c) => c.references('folders.guid').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('modified_at', 'text', (c) => c.notNull())
      .addColumn('last_opened_at', 'text')
      .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('two_d', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('source_blob', 'text', (c) => c.notNull())
      .addColumn('source_size', 'bigint', (c) => c.notNull())
      .addColumn('container_blob', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addCheckConstraint('files_favorite_bool', sql`favorite in (0, 1)`)
      .addCheckConstraint('files_two_d_bool', sql`two_d in (0, 1)`)
      .execute();
    await db.schema
      .createIndex('files_owner_folder_idx')
      .on('files')
      .columns(['owner_id', 'folder_guid'])
      .execute();
    await db.schema
      .createIndex('files_owner_source_idx')
      .on('files')
      .columns(['owner_id', 'source_blob'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('files').execute();
    await db.schema.dropTable('folders').execute();
  },
};
