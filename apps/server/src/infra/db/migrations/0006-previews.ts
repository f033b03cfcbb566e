// Encoded preview pictures (issue 5 §5): which blob holds the picture of one container channel at
// one type, size and format, so a repeated request is a blob read. A cache: rows may be dropped
// at any time and are rebuilt on demand.
import type { Kysely, Migration } from 'kysely';

export const previews: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('previews')
      .addColumn('cache_key', 'text', (c) => c.primaryKey())
      .addColumn('container_blob', 'text', (c) => c.notNull())
      .addColumn('blob', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('previews_container_idx').on('previews').column('container_blob').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('previews').execute();
  },
};
