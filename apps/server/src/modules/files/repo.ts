// SQL of library files (DESIGN.md §6: SQL only here).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DatabaseSchema, FilesTable } from '../../infra/db/schema.ts';

export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;
export type FileRowUpdate = Updateable<FilesTable>;

/** Which of an owner's files a listing wants (the file browser's view filters). */
export interface FileQuery {
  /** Folders to look in (null: the root); all folders when absent. */
  readonly folders?: readonly (string | null)[];
  readonly favoritesOnly?: boolean;
  /** Only files opened or modified at or after this time. */
  readonly touchedSince?: string;
}

/** Kysely answers `in ()` with invalid SQL; chunks also keep PostgreSQL's parameter limit away. */
const IN_CHUNK = 500;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
}

export class FilesRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Bytes a user stores: originals plus parsed containers of every file. */
  async usedBytes(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('files')
      .select((eb) => [
        eb.fn.sum<number | string | null>('size').as('parsed'),
        eb.fn.sum<number | string | null>('source_size').as('source'),
      ])
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.parsed ?? 0) + Number(row?.source ?? 0);
  }

  async insert(row: NewFileRow): Promise<void> {
    await this.db.insertInto('files').values(row).execute();
  }

  byGuid(guid: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('guid', '=', guid).executeTakeFirst();
  }

  /** A file of this owner with the same original bytes (duplicate upload). */
  bySource(ownerId: string, sourceBlob: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('source_blob', '=', sourceBlob)
      .executeTakeFirst();
  }

  /** Whether the owner has a 3D file (one with heights): a 2D upload needs one (spec part 1 §4). */
  async hasThreeD(ownerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('files')
      .select('guid')
      .where('owner_id', '=', ownerId)
      .where('two_d', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  inFolder(ownerId: string, folderGuid: string | null): Promise<FileRow[]> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('folder_guid', folderGuid === null ? 'is' : '=', folderGuid)
      .orderBy('modified_at', 'desc')
      .execute();
  }

  /** Whether `guid` is a folder of `ownerId`. */
  async folderOf(ownerId: string, guid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('folders')
      .select('guid')
      .where('guid', '=', guid)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Folder names from the root down to `guid` (a folder of `ownerId`); [] for the root. */
  async folderPath(ownerId: string, guid: string | null): Promise<string[]> {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at = guid; at !== null && !seen.has(at);) {
      seen.add(at);
      const folder = await this.db
        .selectFrom('folders')
        .select(['name', 'parent_guid'])
        .where('guid', '=', at)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      if (!folder) break;
      names.unshift(folder.name);
      at = folder.parent_guid;
    }
    return names;
  }

  async query(ownerId: string, query: FileQuery): Promise<FileRow[]> {
    const base = this.db
      .selectFrom('files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .$if(query.favoritesOnly === true, (q) => q.where('favorite', '=', 1))
      .$if(query.touchedSince !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('modified_at', '>=', query.touchedSince ?? ''),
            eb('last_opened_at', '>=', query.touchedSince ?? ''),
          ]),
        ),
      );
    if (query.folders === undefined) return base.execute();
    const inRoot = query.folders.includes(null);
    const guids = query.folders.filter((g): g is string => g !== null);
    const rows: FileRow[] = [];
    if (inRoot) rows.push(...(await base.where('folder_guid', 'is', null).execute()));
    for (const part of chunks(guids)) rows.push(...(await base.where('folder_guid', 'in', part).execute()));
    return rows;
  }

  /** Names of the files directly in a folder (null: the root). */
  async namesIn(ownerId: string, folderGuid: string | null): Promise<{ guid: string; name: string }[]> {
    return this.db
      .selectFrom('files')
      .select(['guid', 'name'])
      .where('owner_id', '=', ownerId)
      .where('folder_guid', folderGuid === null ? 'is' : '=', folderGuid)
      .execute();
  }

  async byGuids(ownerId: string, guids: readonly string[]): Promise<FileRow[]> {
    const rows: FileRow[] = [];
    for (const part of chunks(guids))
      rows.push(
        ...(await this.db
          .selectFrom('files')
          .selectAll()
          .where('owner_id', '=', ownerId)
          .where('guid', 'in', part)
          .execute()),
      );
    return rows;
  }

  async update(guid: string, changes: FileRowUpdate): Promise<void> {
    await this.db.updateTable('files').set(changes).where('guid', '=', guid).execute();
  }

  async deleteMany(guids: readonly string[]): Promise<void> {
    for (const part of chunks(guids)) await this.db.deleteFrom('files').where('guid', 'in', part).execute();
  }

  async touchOpened(guid: string, at: string): Promise<void> {
    await this.db.updateTable('files').set({ last_opened_at: at }).where('guid', '=', guid).execute();
  }

  async delete(guid: string): Promise<void> {
    await this.db.deleteFrom('files').where('guid', '=', guid).execute();
  }

  /** Whether any file still refers to this blob (blobs are shared by content). */
  async blobInUse(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('files')
      .select('guid')
      .where((eb) => eb.or([eb('source_blob', '=', key), eb('container_blob', '=', key)]))
      .executeTakeFirst();
    return row !== undefined;
  }
}
