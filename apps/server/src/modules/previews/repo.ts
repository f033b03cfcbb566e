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

  /** Forgets every rendering of a container; answers the blobs they used. */
  async forgetContainer(containerBlob: string): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('previews')
      .where('container_blob', '=', containerBlob)
      .returning('blob')
      .execute();
    return rows.map((row) => row.blob);
  }

  /** Whether a cached rendering still uses this picture (the same picture may serve two keys). */
  async blobInUse(blob: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('previews')
      .select('cache_key')
      .where('blob', '=', blob)
      .executeTakeFirst();
    return row !== undefined;
  }

  async forget(cacheKey: string): Promise<void> {
    await this.db.deleteFrom('previews').where('cache_key', '=', cacheKey).execute();
  }

  /** Records that a rendering was served now (least-recently-used order). */
  async touch(cacheKey: string, at: string): Promise<void> {
    await this.db.updateTable('previews').set({ used_at: at }).where('cache_key', '=', cacheKey).execute();
  }

  /** Bytes of the renderings of one account's files, or of all when `ownerId` is undefined. */
  async bytes(ownerId?: string): Promise<number> {
    let query = this.db
      .selectFrom('previews')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'));
    if (ownerId !== undefined) query = query.where('owner_id', '=', ownerId);
    const row = await query.executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /**
   * The least recently used renderings (of one account, or of all), never `except`: rows from before
   * used_at existed first, then by last use.
   */
  async leastRecentlyUsed(
    ownerId: string | undefined,
    except: string,
    limit: number,
  ): Promise<Pick<PreviewRow, 'cache_key' | 'blob' | 'size'>[]> {
    let query = this.db
      .selectFrom('previews')
      .select(['cache_key', 'blob', 'size'])
      .where('cache_key', '!=', except)
      .orderBy((eb) => eb.case().when('used_at', 'is', null).then(0).else(1).end())
      .orderBy('used_at')
      .limit(limit);
    if (ownerId !== undefined) query = query.where('owner_id', '=', ownerId);
    return query.execute();
  }
}
