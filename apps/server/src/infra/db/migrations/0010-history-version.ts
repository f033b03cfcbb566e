// A version number on each file channel's history, so concurrent writers (several app instances on
// one database) change it by compare-and-set: a write based on a version that moved meanwhile is
// refused and retried on the history as it now is, never lost or interleaved (issue 6 §2).
import type { Kysely, Migration } from 'kysely';

export const historyVersion: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('file_histories')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('file_histories').dropColumn('version').execute();
  },
};
