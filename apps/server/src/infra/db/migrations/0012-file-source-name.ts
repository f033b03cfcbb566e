// The name a file was uploaded with, so "download the original" keeps the original's extension after
// the file was renamed or saved as "grating copy" (issue 15 §10). Files uploaded before this column
// existed take their current name, the best knowledge left of it.
import { sql, type Kysely, type Migration } from 'kysely';

export const fileSourceName: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('files')
      .addColumn('source_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update files set source_name = name`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('files').dropColumn('source_name').execute();
  },
};
