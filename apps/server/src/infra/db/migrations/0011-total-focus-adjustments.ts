// Total-focus image adjustments (spec part 2 §3 totalFocusImageBrightness / totalFocusImageContrast):
// one row per file whose image channel was adjusted; a file without a row shows its image unchanged
// (both 0). Removed with the file.
import type { Kysely, Migration } from 'kysely';

export const totalFocusAdjustments: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('total_focus_adjustments')
      .addColumn('file_guid', 'text', (c) => c.primaryKey().references('files.guid').onDelete('cascade'))
      .addColumn('brightness', 'integer', (c) => c.notNull())
      .addColumn('contrast', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('total_focus_adjustments').execute();
  },
};
