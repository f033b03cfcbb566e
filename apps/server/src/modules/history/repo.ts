// SQL of the operation history and of the derived-surface cache (DESIGN.md §6: SQL only here).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../infra/db/schema.ts';
import type { StoredStep } from './fork-hash.ts';

/** One file channel's history as stored. */
export interface HistoryRecord {
  readonly steps: readonly StoredStep[];
  readonly position: number;
  readonly savedSteps: readonly StoredStep[];
  /** Raised by every write; writers compare-and-set on it (0: no row yet). */
  readonly version: number;
}

export const EMPTY_HISTORY: HistoryRecord = { steps: [], position: 0, savedSteps: [], version: 0 };

export interface ForkSurfaceRow {
  readonly blob: string;
  readonly containerBlob: string;
}

export class HistoryRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async get(fileGuid: string, channel: number): Promise<HistoryRecord> {
    const row = await this.db
      .selectFrom('file_histories')
      .select(['steps', 'position', 'saved_steps', 'version'])
      .where('file_guid', '=', fileGuid)
      .where('channel', '=', channel)
      .executeTakeFirst();
    if (!row) return EMPTY_HISTORY;
    return {
      steps: JSON.parse(row.steps) as StoredStep[],
      position: Number(row.position),
      savedSteps: JSON.parse(row.saved_steps) as StoredStep[],
      version: Number(row.version),
    };
  }

  /**
   * Writes the editor's list and position (not the saved version, which only save writes) when the
   * history is still at `record.version`, raising it; false when another writer (another instance
   * on the same database) changed it since: nothing is written then and the caller starts again.
   */
  async put(fileGuid: string, channel: number, record: HistoryRecord, at: string): Promise<boolean> {
    const values = { steps: JSON.stringify(record.steps), position: record.position, updated_at: at };
    const updated = await this.db
      .updateTable('file_histories')
      .set({ ...values, version: record.version + 1 })
      .where('file_guid', '=', fileGuid)
      .where('channel', '=', channel)
      .where('version', '=', record.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
    if (record.version !== 0) return false;
    // No row yet (version 0 is the empty history): the first writer creates it.
    const inserted = await this.db
      .insertInto('file_histories')
      .values({ file_guid: fileGuid, channel, ...values, saved_steps: '[]', version: 1 })
      .onConflict((oc) => oc.columns(['file_guid', 'channel']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Writes a whole history (a new file's, from save-as), whatever was there. */
  async replace(fileGuid: string, channel: number, record: HistoryRecord, at: string): Promise<void> {
    const values = {
      steps: JSON.stringify(record.steps),
      position: record.position,
      saved_steps: JSON.stringify(record.savedSteps),
      updated_at: at,
    };
    await this.db
      .insertInto('file_histories')
      .values({ file_guid: fileGuid, channel, ...values, version: 1 })
      .onConflict((oc) =>
        oc
          .columns(['file_guid', 'channel'])
          .doUpdateSet((eb) => ({ ...values, version: eb('file_histories.version', '+', 1) })),
      )
      .execute();
  }

  /**
   * Makes `savedSteps` the file channel's saved version, moves the file's modifiedAt to `at` and
   * stores its listed summary (describing the saved version), in one transaction: only when
   * modifiedAt is still `expected` (null: whatever it is). False when the file changed since
   * (nothing is written then).
   */
  async save(
    fileGuid: string,
    channel: number,
    savedSteps: readonly StoredStep[],
    expected: string | null,
    at: string,
    summary: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('files')
        .set({ modified_at: at, summary })
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
          version: 1,
        })
        .onConflict((oc) =>
          oc.columns(['file_guid', 'channel']).doUpdateSet((eb) => ({
            saved_steps: saved,
            updated_at: at,
            version: eb('file_histories.version', '+', 1),
          })),
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
