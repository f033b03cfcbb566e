// The preview cache bounded per account and in total, least recently used first (issue 16 §4: 100
// brightness values on one picture cached 45.7 MB in 8 s). Each rendering records the account whose
// file it shows (owner_id) and when it was last served (used_at). Rows from before have neither:
// they count towards the total only and go first.
import type { Kysely, Migration } from 'kysely';

export const previewCacheBounds: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('previews').addColumn('owner_id', 'text').execute();
    await db.schema.alterTable('previews').addColumn('used_at', 'text').execute();
    await db.schema
      .createIndex('previews_owner_used_idx')
      .on('previews')
      .columns(['owner_id', 'used_at'])
      .execute();
    await db.schema.createIndex('previews_used_idx').on('previews').column('used_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('previews_used_idx').execute();
    await db.schema.dropIndex('previews_owner_used_idx').execute();
    await db.schema.alterTable('previews').dropColumn('used_at').execute();
    await db.schema.alterTable('previews').dropColumn('owner_id').execute();
  },
};
