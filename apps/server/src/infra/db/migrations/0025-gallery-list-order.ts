// Indexes that give GET /gallery/list its order (issue 17 §10): the list is filtered on
// publicly_shared = 1 and staff_hidden = 0 and sorted by (published_at, file_guid) or (view_count,
// published_at, file_guid); 0016's indexes held only (publicly_shared, published_at|view_count), so
// SQLite sorted every published row for each page (a full scan and a temporary B-tree, ~200 ms at
// 100,000 items) and PostgreSQL sorted incrementally. With the whole order in the index both walk it
// and stop after one page; the landing page's strip walks the staff picks alone. These replace 0016's.
import type { Kysely, Migration } from 'kysely';

const INDEXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['file_shares_gallery_date_idx', ['publicly_shared', 'staff_hidden', 'published_at', 'file_guid']],
  [
    'file_shares_gallery_by_views_idx',
    ['publicly_shared', 'staff_hidden', 'view_count', 'published_at', 'file_guid'],
  ],
  [
    'file_shares_gallery_picks_idx',
    ['staff_picked', 'publicly_shared', 'staff_hidden', 'published_at', 'file_guid'],
  ],
];

export const galleryListOrder: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, columns] of INDEXES)
      await db.schema
        .createIndex(name)
        .on('file_shares')
        .columns([...columns])
        .execute();
    await db.schema.dropIndex('file_shares_gallery_idx').execute();
    await db.schema.dropIndex('file_shares_gallery_views_idx').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
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
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
