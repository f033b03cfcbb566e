// SQL of the preview cache (DESIGN.md §6: SQL only here).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, PreviewsTable } from '../../infra/db/schema.ts';

export type PreviewRow = Selectable<PreviewsTable>;

export class PreviewsRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async byKey(cacheKey: string): Promise<PreviewRow | undefined> {
    return this.db.selectFrom('previews').selectAll().where('cache_key', '=', cacheKey).executeTakeFirst();
  }

  /** Records a rendering; a racing request that stored the same key first wins (same picture). */
  async insert(row: Insertable<PreviewsTable>): Promise<void> {
    await this.db
      .insertInto('previews')
      .values(row)
      .onConflict((oc) => oc.column('cache_key').doNothing())
      .execute();
  }

  async forget(cacheKey: string): Promise<void> {
    await this.db.deleteFrom('previews').where('cache_key', '=', cacheKey).execute();
  }
}
