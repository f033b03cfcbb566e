// The operation history (issue 6 §2, DESIGN.md §5): per file channel, the editor's list of steps with
// the current position and the saved version's steps; and the cache of derived surfaces, which names
// the blob (a parsed container) holding each fork's heights. Fork surfaces are a cache: their rows
// may be dropped at any time and are rebuilt from the source by applying the steps again.
import type { Kysely, Migration } from 'kysely';

export const operationHistory: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('file_histories')
      .addColumn('file_guid', 'text', (c) => c.notNull().references('files.guid').onDelete('cascade'))
      .addColumn('channel', 'integer', (c) => c.notNull())
      .addColumn('steps', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('saved_steps', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('file_histories_pk', ['file_guid', 'channel'])
      .execute();
    await db.schema
      .createTable('fork_surfaces')
      .addColumn('fork_hash', 'text', (c) => c.primaryKey())
      .addColumn('container_blob', 'text', (c) => c.notNull())
      .addColumn('blob', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('fork_surfaces_container_idx')
      .on('fork_surfaces')
      .column('container_blob')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('fork_surfaces').execute();
    await db.schema.dropTable('file_histories').execute();
  },
};
