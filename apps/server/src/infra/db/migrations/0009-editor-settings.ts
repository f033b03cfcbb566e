// The editor's display settings per file and user (issue 7 item 2): colour scale, general view options
// and lighting as JSON, validated by the contract's schema when read. The user's own editor defaults
// (units, chart options, custom gradients) live in user_preferences under the name `editor`.
import type { Kysely, Migration } from 'kysely';

export const editorSettings: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('editor_settings')
      .addColumn('file_guid', 'text', (c) => c.notNull().references('files.guid').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('editor_settings_pk', ['file_guid', 'user_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('editor_settings').execute();
  },
};
