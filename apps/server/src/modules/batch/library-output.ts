// Writes a batch's results into the owner's library idempotently (issue 19 item 4): a job retried after
// a crash, or run twice by two workers after a stalled lock, must leave one file per input, never a
// duplicate or a half-written one.
// - Names are deterministic: the result folder's guid derives from the run, each output file's guid from
//   the run and the file's position, so a second attempt finds what the first one wrote.
// - Blobs first, then the row: blobs are content-addressed (writing the same bytes twice gives the same
//   key), and the row that makes the file visible is inserted in one transaction with the item's state.
//   A crash between the two leaves unreferenced blobs, which the orphan sweeper removes after its grace
//   period; it never leaves a row pointing at a missing or partial blob.
import { createHash } from 'node:crypto';
import type { SurfaceFileSummary } from '@asperity/core';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/errors.ts';
import type { DatabaseSchema, UserRow } from '../../infra/db/schema.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import { FilesRepo } from '../files/repo.ts';
import { freeName, nameKey } from '../folders/names.ts';

/** A UUID-shaped name derived from `parts` (the same parts always give the same guid). */
export function derivedGuid(...parts: readonly string[]): string {
  const hex = createHash('sha256').update(parts.join('\0')).digest('hex');
  // Version 8 (custom) UUID layout, so the guid looks like every other guid of the library.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SurfaceOutput {
  readonly bytes: Uint8Array;
  readonly container: Uint8Array;
  readonly summary: SurfaceFileSummary;
}

export class BatchLibrary {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly blobs: BlobStore,
    private readonly quotaOf: (user: UserRow) => number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The run's result folder at the root of the library, created once whatever the number of calls. */
  async ensureFolder(owner: UserRow, runId: string, wantedName: string): Promise<string> {
    const guid = derivedGuid('batch-folder', runId);
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.db
        .selectFrom('folders')
        .select('guid')
        .where('guid', '=', guid)
        .executeTakeFirst();
      if (existing) return guid;
      const siblings = await this.db
        .selectFrom('folders')
        .select('name_key')
        .where('owner_id', '=', owner.id)
        .where('parent_guid', 'is', null)
        .execute();
      const name = freeName(wantedName, new Set(siblings.map((s) => s.name_key)), 'folder');
      const at = this.now().toISOString();
      try {
        await this.db
          .insertInto('folders')
          .values({
            guid,
            owner_id: owner.id,
            parent_guid: null,
            name,
            name_key: nameKey(name),
            created_at: at,
            modified_at: at,
            last_opened_at: null,
          })
          .execute();
        return guid;
      } catch (error) {
        // Another instance created it (same guid) or took the name a moment ago: look again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('folder-already-exists', wantedName);
  }

  /**
   * Stores one processed surface as `<stem>.sur` in `folderGuid` and, in the same transaction, runs
   * `alsoInTransaction` (the item's state). Answers the file's guid; when a previous attempt already
   * stored it, stores nothing and answers the same guid.
   */
  async writeSurface(
    owner: UserRow,
    runId: string,
    position: number,
    folderGuid: string,
    sourceName: string,
    output: SurfaceOutput,
    alsoInTransaction: (trx: Kysely<DatabaseSchema>, fileGuid: string) => Promise<void>,
  ): Promise<string> {
    const guid = derivedGuid('batch-file', runId, String(position));
    const files = new FilesRepo(this.db);
    if (await files.byGuid(guid)) {
      await alsoInTransaction(this.db, guid);
      return guid;
    }
    const room = this.quotaOf(owner) - (await files.usedBytes(owner.id));
    if (output.bytes.byteLength + output.container.byteLength > room)
      throw new AppError(
        'quota-exceeded',
        `the processed surface needs ${output.bytes.byteLength + output.container.byteLength} bytes, ${Math.max(0, room)} left`,
      );
    const source = await this.blobs.put(output.bytes);
    const container = await this.blobs.put(output.container);
    const dot = sourceName.lastIndexOf('.');
    const wanted = `${dot > 0 ? sourceName.slice(0, dot) : sourceName}.sur`;
    try {
      await this.db.transaction().execute(async (trx) => {
        const repo = new FilesRepo(trx);
        if (await repo.byGuid(guid)) return;
        const taken = new Set((await repo.namesIn(owner.id, folderGuid)).map((s) => nameKey(s.name)));
        const name = freeName(wanted, taken, 'file');
        const at = this.now().toISOString();
        await repo.insert({
          guid,
          owner_id: owner.id,
          folder_guid: folderGuid,
          name,
          created_at: at,
          modified_at: at,
          favorite: 0,
          two_d: 0,
          format: output.summary.format,
          source_blob: source.key,
          source_size: source.size,
          source_name: name,
          container_blob: container.key,
          size: container.size,
          summary: JSON.stringify(output.summary),
        });
        await alsoInTransaction(trx, guid);
      });
    } catch (error) {
      // A second worker running the same file at the same moment inserted the row first: theirs stands.
      if (!isUniqueViolation(error)) throw error;
      await alsoInTransaction(this.db, guid);
    }
    return guid;
  }
}
