// SQL of the operation history and of the derived-surface cache (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';
import type { StoredStep } from './fork-hash.ts';

/** One file channel's history as stored. */
export interface HistoryRecord {
  readonly steps: readonly StoredStep[];
  readonly position: number;
  readonly savedSteps: readonly StoredStep[];
}

export const EMPTY_HISTORY: HistoryRecord = { steps: [], position: 0, savedSteps: [] };

export interface ForkSurfaceRow {
  readonly blob: string;
  readonly containerBlob: string;
}

export class HistoryRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async get(fileGuid: string, channel: number): Promise<HistoryRecord> {
    const row = await this.db
      .selectFrom('file_histories')
      .select(['steps', 'position', 'saved_steps'])
      .where('file_guid', '=', fileGuid)
      .where('channel', '=', channel)
      .executeTakeFirst();
    if (!row) return EMPTY_HISTORY;
    return {
      steps: JSON.parse(row.steps) as StoredStep[],
      position: Number(row.position),
      savedSteps: JSON.parse(row.saved_steps) as StoredStep[],
    };
  }

  async put(fileGuid: string, channel: number, record: HistoryRecord, at: string): Promise<void> {
    const values = {
      steps: JSON.stringify(record.steps),
      position: record.position,
      saved_steps: JSON.stringify(record.savedSteps),
      updated_at: at,
    };
    await this.db
      .insertInto('file_histories')
      .values({ file_guid: fileGuid, channel, ...values })
      .onConflict((oc) => oc.columns(['file_guid', 'channel']).doUpdateSet(values))
      .execute();
  }

  /**
   * Makes `savedSteps` the file channel's saved version and moves the file's modifiedAt to `at`, in
   * one transaction: only when modifiedAt is still `expected` (null: whatever it is). False when the
   * file changed since (nothing is written then).
   */
  async save(
    fileGuid: string,
    channel: number,
    savedSteps: readonly StoredStep[],
    expected: string | null,
    at: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('files')
        .set({ modified_at: at })
        .where('guid', '=', fileGuid)
        .$if(expected !== null, (q) => q.where('modified_at', '=', expected ?? ''))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const saved = JSON.stringify(savedSteps);
      await trx
        .insertInto('file_histories')
        .values({
          file_guid: fileGuid,
          channel,
          steps: '[]',
          position: 0,
          saved_steps: saved,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['file_guid', 'channel']).doUpdateSet({ saved_steps: saved, updated_at: at }),
        )
        .execute();
      return true;
    });
  }

  /**
   * Gives a copied file the original's histories (every channel): the copy's saved version is the
   * original's, so it shows the same surface, and its editor opens where the original's was.
   */
  async copy(fromGuid: string, toGuid: string, at: string): Promise<void> {
    await this.db
      .insertInto('file_histories')
      .columns(['file_guid', 'channel', 'steps', 'position', 'saved_steps', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('file_histories')
          .select([
            eb.val(toGuid).as('file_guid'),
            'channel',
            'steps',
            'position',
            'saved_steps',
            eb.val(at).as('updated_at'),
          ])
          .where('file_guid', '=', fromGuid),
      )
      .execute();
  }

  async forkSurface(forkHash: string): Promise<ForkSurfaceRow | undefined> {
    const row = await this.db
      .selectFrom('fork_surfaces')
      .select(['blob', 'container_blob'])
      .where('fork_hash', '=', forkHash)
      .executeTakeFirst();
    return row ? { blob: row.blob, containerBlob: row.container_blob } : undefined;
  }

  async addForkSurface(
    forkHash: string,
    containerBlob: string,
    blob: string,
    size: number,
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('fork_surfaces')
      .values({ fork_hash: forkHash, container_blob: containerBlob, blob, size, created_at: at })
      .onConflict((oc) => oc.column('fork_hash').doNothing())
      .execute();
  }

  async dropForkSurface(forkHash: string): Promise<void> {
    await this.db.deleteFrom('fork_surfaces').where('fork_hash', '=', forkHash).execute();
  }

  /** Removes the cached forks of a source container; returns their blobs. */
  async forgetContainer(containerBlob: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('fork_surfaces')
      .select('blob')
      .where('container_blob', '=', containerBlob)
      .execute();
    await this.db.deleteFrom('fork_surfaces').where('container_blob', '=', containerBlob).execute();
    return rows.map((r) => r.blob);
  }

  /** Whether a cached fork still refers to this blob (forks of equal content share one). */
  async blobInUse(blob: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('fork_surfaces')
      .select('fork_hash')
      .where('blob', '=', blob)
      .executeTakeFirst();
    return row !== undefined;
  }
}
