// Links of a 2D image to 3D images (issue 19 item 5, spec part 3 §2–§3 "fileLinks" of the 2D file
// meta): one row per 2D image that has links, the rectangles and linked files as JSON (contract
// image-links.ts). Removed with the picture; a linked 3D file that is deleted later is dropped when
// the links are read (a foreign key cannot reach into the JSON).
import type { Kysely, Migration } from 'kysely';

export const imageLinks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('image_links')
      .addColumn('file_guid', 'text', (c) => c.primaryKey().references('files.guid').onDelete('cascade'))
      .addColumn('links', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('image_links').execute();
  },
};
