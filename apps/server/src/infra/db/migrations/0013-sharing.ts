// Sharing (spec part 1 §3, §4, §6; issue 14 §1–§2): a file's link (share hash, priority, public flag,
// allow flags, the link's title, rich-text description, technology and thumbnail type, optional
// expiry and password) and a folder's link (token, hashedGuid, allow flags, expiry, password), each
// in its own table so that copying a file or folder never copies its link. A file's row stays when
// its link is removed (share_hash null) so the title and description written for it are kept.
// share_digest (SHA-256 of the hash) is what lookups use: the secret itself is then only compared in
// constant time, never searched with a timing-dependent index walk. Views: one row per visitor per
// hour, so counting a view twice is an insert that does nothing.
import { sql, type Kysely, type Migration } from 'kysely';

export const sharing: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('file_shares')
      .addColumn('file_guid', 'text', (c) => c.primaryKey().references('files.guid').onDelete('cascade'))
      .addColumn('share_hash', 'text')
      .addColumn('share_digest', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('publicly_shared', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_editing', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_saving', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_original_file_export', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('technology', 'text', (c) => c.notNull().defaultTo('unknown'))
      .addColumn('public_thumbnail_type', 'text', (c) => c.notNull().defaultTo('auto'))
      .addColumn('expires_at', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('file_shares_publicly_shared_bool', sql`publicly_shared in (0, 1)`)
      .addCheckConstraint('file_shares_allow_editing_bool', sql`allow_editing in (0, 1)`)
      .addCheckConstraint('file_shares_allow_saving_bool', sql`allow_saving in (0, 1)`)
      .addCheckConstraint('file_shares_allow_export_bool', sql`allow_original_file_export in (0, 1)`)
      .addCheckConstraint(
        'file_shares_public_not_editable',
        sql`not (publicly_shared = 1 and allow_editing = 1)`,
      )
      .execute();
    await db.schema
      .createIndex('file_shares_digest_key')
      .on('file_shares')
      .unique()
      .column('share_digest')
      .execute();

    await db.schema
      .createTable('folder_shares')
      .addColumn('folder_guid', 'text', (c) => c.primaryKey().references('folders.guid').onDelete('cascade'))
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('hashed_guid', 'text', (c) => c.notNull())
      .addColumn('allow_editing', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_saving', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_original_file_export', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('folder_shares_allow_editing_bool', sql`allow_editing in (0, 1)`)
      .addCheckConstraint('folder_shares_allow_saving_bool', sql`allow_saving in (0, 1)`)
      .addCheckConstraint('folder_shares_allow_export_bool', sql`allow_original_file_export in (0, 1)`)
      .execute();
    await db.schema
      .createIndex('folder_shares_hashed_guid_key')
      .on('folder_shares')
      .unique()
      .column('hashed_guid')
      .execute();

    await db.schema
      .createTable('share_views')
      .addColumn('file_guid', 'text', (c) => c.notNull().references('files.guid').onDelete('cascade'))
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('hour', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('share_views_pk', ['file_guid', 'visitor', 'hour'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('share_views').execute();
    await db.schema.dropTable('folder_shares').execute();
    await db.schema.dropTable('file_shares').execute();
  },
};
