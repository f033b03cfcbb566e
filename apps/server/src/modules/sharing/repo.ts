// SQL of file and folder links and of counted views (DESIGN.md §6: SQL only here).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DatabaseSchema, FileSharesTable, FolderSharesTable } from '../../infra/db/schema.ts';
import type { FileRow } from '../files/repo.ts';
import type { FolderRow } from '../folders/repo.ts';

export type FileShareRow = Selectable<FileSharesTable>;
export type FileShareUpdate = Updateable<FileSharesTable>;
export type FolderShareRow = Selectable<FolderSharesTable>;
export type NewFolderShareRow = Insertable<FolderSharesTable>;

export class SharingRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  fileShare(fileGuid: string): Promise<FileShareRow | undefined> {
    return this.db.selectFrom('file_shares').selectAll().where('file_guid', '=', fileGuid).executeTakeFirst();
  }

  /** The live link whose hash has this SHA-256 digest. */
  fileShareByDigest(digest: string): Promise<FileShareRow | undefined> {
    return this.db
      .selectFrom('file_shares')
      .selectAll()
      .where('share_digest', '=', digest)
      .executeTakeFirst();
  }

  /** Inserts or replaces a file's link row (one per file). */
  async putFileShare(row: FileShareRow): Promise<void> {
    // view_count is only ever changed by addView / clearViews, so a view counted meanwhile is kept.
    const { file_guid: _key, view_count: _views, ...changes } = row;
    await this.db
      .insertInto('file_shares')
      .values(row)
      .onConflict((oc) => oc.column('file_guid').doUpdateSet(changes))
      .execute();
  }

  async updateFileShare(fileGuid: string, changes: FileShareUpdate): Promise<void> {
    await this.db.updateTable('file_shares').set(changes).where('file_guid', '=', fileGuid).execute();
  }

  /** Which of these files have a live link (the Shared view filter, the list items' share flag). */
  async sharedAmong(fileGuids: readonly string[]): Promise<Set<string>> {
    const shared = new Set<string>();
    for (let i = 0; i < fileGuids.length; i += 500) {
      const rows = await this.db
        .selectFrom('file_shares')
        .select('file_guid')
        .where('file_guid', 'in', fileGuids.slice(i, i + 500))
        .where('share_hash', 'is not', null)
        .execute();
      for (const row of rows) shared.add(row.file_guid);
    }
    return shared;
  }

  /** An owner's files that have a live link (the library's Shared view). */
  sharedFilesOf(ownerId: string): Promise<FileRow[]> {
    return this.db
      .selectFrom('files')
      .innerJoin('file_shares', 'file_shares.file_guid', 'files.guid')
      .selectAll('files')
      .where('files.owner_id', '=', ownerId)
      .where('file_shares.share_hash', 'is not', null)
      .execute();
  }

  folderShare(folderGuid: string): Promise<FolderShareRow | undefined> {
    return this.db
      .selectFrom('folder_shares')
      .selectAll()
      .where('folder_guid', '=', folderGuid)
      .executeTakeFirst();
  }

  folderShareByHashedGuid(hashedGuid: string): Promise<FolderShareRow | undefined> {
    return this.db
      .selectFrom('folder_shares')
      .selectAll()
      .where('hashed_guid', '=', hashedGuid)
      .executeTakeFirst();
  }

  /** The links of these folders (a walk up a folder chain asks for a handful at once). */
  async folderSharesOf(folderGuids: readonly string[]): Promise<FolderShareRow[]> {
    if (folderGuids.length === 0) return [];
    return this.db
      .selectFrom('folder_shares')
      .selectAll()
      .where('folder_guid', 'in', [...folderGuids])
      .execute();
  }

  async putFolderShare(row: NewFolderShareRow): Promise<void> {
    const { folder_guid: _key, ...changes } = row;
    await this.db
      .insertInto('folder_shares')
      .values(row)
      .onConflict((oc) => oc.column('folder_guid').doUpdateSet(changes))
      .execute();
  }

  async deleteFolderShare(folderGuid: string): Promise<void> {
    await this.db.deleteFrom('folder_shares').where('folder_guid', '=', folderGuid).execute();
  }

  /** Any user's file (the access function decides who may see it). */
  file(guid: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('guid', '=', guid).executeTakeFirst();
  }

  /** Any user's folder. */
  folder(guid: string): Promise<FolderRow | undefined> {
    return this.db.selectFrom('folders').selectAll().where('guid', '=', guid).executeTakeFirst();
  }

  /** Counts a view unless this visitor was already counted in this hour. */
  async addView(fileGuid: string, visitor: string, hour: string): Promise<void> {
    const result = await this.db
      .insertInto('share_views')
      .values({ file_guid: fileGuid, visitor, hour })
      .onConflict((oc) => oc.columns(['file_guid', 'visitor', 'hour']).doNothing())
      .executeTakeFirst();
    // The gallery sorts by this count (modules/gallery): one more only when the view was new.
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0)
      await this.db
        .updateTable('file_shares')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('file_guid', '=', fileGuid)
        .execute();
  }

  async views(fileGuid: string): Promise<number> {
    const row = await this.db
      .selectFrom('share_views')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('file_guid', '=', fileGuid)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async clearViews(fileGuid: string): Promise<void> {
    await this.db.deleteFrom('share_views').where('file_guid', '=', fileGuid).execute();
    await this.db
      .updateTable('file_shares')
      .set({ view_count: 0 })
      .where('file_guid', '=', fileGuid)
      .execute();
  }
}
