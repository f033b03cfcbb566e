// SQL of library files (DESIGN.md §6: SQL only here).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, FilesTable } from '../../infra/db/schema.ts';

export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;

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
