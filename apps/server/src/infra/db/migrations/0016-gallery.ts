// The public gallery (spec part 1 §3, §5; issue 17 §1–§4): a publicly shared file's categories
// (one row per code, so a category filter walks an index), its 3D image links (2D images), when it
// was published, the plain text that search reads (title, description, system), the staff pick,
// and a staff unpublish with its reason. Likes (one per user and item) and plain-text comments in
// their own tables. Full-text search runs on each database's own engine, never a LIKE scan:
// SQLite an FTS5 table over file_shares kept in sync by triggers; PostgreSQL a stored tsvector
// column generated from the same text, with a GIN index.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export const gallery: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const columns: [string, 'text' | 'integer', boolean][] = [
      ['file_links', 'text', false],
      ['published_at', 'text', false],
      ['search_title', 'text', false],
      ['search_description', 'text', false],
      ['search_system', 'text', false],
      ['staff_picked', 'integer', true],
      // Counted views kept with the link, so sorting the gallery by views reads no share_views rows.
      ['view_count', 'integer', true],
      ['staff_hidden', 'integer', true],
      ['unpublish_reason', 'text', false],
    ];
    for (const [name, type, zero] of columns)
      await db.schema
        .alterTable('file_shares')
        .addColumn(name, type, (c) => (zero ? c.notNull().defaultTo(0) : c))
        .execute();
    await db.schema
      .createIndex('file_shares_gallery_idx')
      .on('file_shares')
      .columns(['publicly_shared', 'published_at'])
      .execute();
    await db.schema
      .createIndex('file_shares_gallery_views_idx')
      .on('file_shares')
      .columns(['publicly_shared', 'view_count'])
      .execute();

    await db.schema
      .createTable('gallery_categories')
      .addColumn('file_guid', 'text', (c) => c.notNull().references('files.guid').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('gallery_categories_pk', ['file_guid', 'category'])
      .execute();
    await db.schema
      .createIndex('gallery_categories_category_idx')
      .on('gallery_categories')
      .columns(['category', 'file_guid'])
      .execute();

    await db.schema
      .createTable('gallery_likes')
      .addColumn('file_guid', 'text', (c) => c.notNull().references('files.guid').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('gallery_likes_pk', ['file_guid', 'user_id'])
      .execute();

    await db.schema
      .createTable('gallery_comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('file_guid', 'text', (c) => c.notNull().references('files.guid').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gallery_comments_file_idx')
      .on('gallery_comments')
      .columns(['file_guid', 'created_at'])
      .execute();

    if (isPostgres(db)) {
      await sql`alter table file_shares add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', coalesce(search_title, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(search_description, '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(search_system, '')), 'C')
      ) stored`.execute(db);
      await sql`create index file_shares_search_idx on file_shares using gin (search_vector)`.execute(db);
      // One vector per field for searches limited to some fields (searchBy, searchDescription, searchSystem).
      for (const field of ['title', 'description', 'system'])
        await sql`create index ${sql.raw(`file_shares_search_${field}_idx`)} on file_shares using gin
          (to_tsvector('simple', coalesce(${sql.ref(`search_${field}`)}, '')))`.execute(db);
      return;
    }
    // External-content FTS5 table over file_shares' rowid: the text lives once, in file_shares.
    await sql`create virtual table gallery_fts using fts5(
      search_title, search_description, search_system,
      content='file_shares', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`create trigger gallery_fts_insert after insert on file_shares begin
      insert into gallery_fts(rowid, search_title, search_description, search_system)
        values (new.rowid, new.search_title, new.search_description, new.search_system);
    end`.execute(db);
    await sql`create trigger gallery_fts_delete after delete on file_shares begin
      insert into gallery_fts(gallery_fts, rowid, search_title, search_description, search_system)
        values ('delete', old.rowid, old.search_title, old.search_description, old.search_system);
    end`.execute(db);
    // Only when the searched text changes: a counted view or a flag change does not rewrite the index.
    await sql`create trigger gallery_fts_update
      after update of search_title, search_description, search_system on file_shares begin
      insert into gallery_fts(gallery_fts, rowid, search_title, search_description, search_system)
        values ('delete', old.rowid, old.search_title, old.search_description, old.search_system);
      insert into gallery_fts(rowid, search_title, search_description, search_system)
        values (new.rowid, new.search_title, new.search_description, new.search_system);
    end`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (isPostgres(db)) {
      for (const field of ['title', 'description', 'system'])
        await sql`drop index if exists ${sql.raw(`file_shares_search_${field}_idx`)}`.execute(db);
      await sql`drop index if exists file_shares_search_idx`.execute(db);
      await sql`alter table file_shares drop column search_vector`.execute(db);
    } else {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql`drop trigger if exists ${sql.raw(`gallery_fts_${trigger}`)}`.execute(db);
      await sql`drop table if exists gallery_fts`.execute(db);
    }
    await db.schema.dropTable('gallery_comments').execute();
    await db.schema.dropTable('gallery_likes').execute();
    await db.schema.dropTable('gallery_categories').execute();
    await db.schema.dropIndex('file_shares_gallery_views_idx').execute();
    await db.schema.dropIndex('file_shares_gallery_idx').execute();
    for (const name of [
      'unpublish_reason',
      'staff_hidden',
      'view_count',
      'staff_picked',
      'search_system',
      'search_description',
      'search_title',
      'published_at',
      'file_links',
    ])
      await db.schema.alterTable('file_shares').dropColumn(name).execute();
  },
};
