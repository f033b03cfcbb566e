// SQL of library folders (DESIGN.md §6: SQL only here).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DatabaseSchema, FoldersTable } from '../../infra/db/schema.ts';
import { EditorSettingsRepo } from '../editor-settings/repo.ts';
import { FilesRepo } from '../files/repo.ts';
import { HistoryRepo } from '../history/repo.ts';

export type FolderRow = Selectable<FoldersTable>;
export type NewFolderRow = Insertable<FoldersTable>;
export type FolderRowUpdate = Updateable<FoldersTable>;

/** The repos bound to one transaction. */
export interface LibraryRepos {
  readonly folders: FoldersRepo;
  readonly files: FilesRepo;
  /** A copied file takes its original's operation histories (saved version included). */
  readonly histories: HistoryRepo;
  /** …and its display settings. */
  readonly editorSettings: EditorSettingsRepo;
}

const IN_CHUNK = 500;

export class FoldersRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Runs `work` in one transaction: a recursive delete or a folder-tree copy either happens
   * whole or not at all.
   */
  transaction<T>(work: (repos: LibraryRepos) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) =>
      work({
        folders: new FoldersRepo(trx),
        files: new FilesRepo(trx),
        histories: new HistoryRepo(trx),
        editorSettings: new EditorSettingsRepo(trx),
      }),
    );
  }

  byGuid(ownerId: string, guid: string): Promise<FolderRow | undefined> {
    return this.db
      .selectFrom('folders')
      .selectAll()
      .where('guid', '=', guid)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  async byGuids(ownerId: string, guids: readonly string[]): Promise<FolderRow[]> {
    const rows: FolderRow[] = [];
    for (let i = 0; i < guids.length; i += IN_CHUNK)
      rows.push(
        ...(await this.db
          .selectFrom('folders')
          .selectAll()
          .where('owner_id', '=', ownerId)
          .where('guid', 'in', guids.slice(i, i + IN_CHUNK))
          .execute()),
      );
    return rows;
  }

  /** Folders directly in `parentGuid` (null: the root). */
  children(ownerId: string, parentGuid: string | null): Promise<FolderRow[]> {
    return this.db
      .selectFrom('folders')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('parent_guid', parentGuid === null ? 'is' : '=', parentGuid)
      .execute();
  }

  /** Folders directly in any of `parentGuids`. */
  async childrenOfAll(ownerId: string, parentGuids: readonly string[]): Promise<FolderRow[]> {
    const rows: FolderRow[] = [];
    for (let i = 0; i < parentGuids.length; i += IN_CHUNK)
      rows.push(
        ...(await this.db
          .selectFrom('folders')
          .selectAll()
          .where('owner_id', '=', ownerId)
          .where('parent_guid', 'in', parentGuids.slice(i, i + IN_CHUNK))
          .execute()),
      );
    return rows;
  }

  /** The sibling folder with this name key, if any. */
  bySiblingKey(ownerId: string, parentGuid: string | null, nameKey: string): Promise<FolderRow | undefined> {
    return this.db
      .selectFrom('folders')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('parent_guid', parentGuid === null ? 'is' : '=', parentGuid)
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
  }

  async insert(row: NewFolderRow): Promise<void> {
    await this.db.insertInto('folders').values(row).execute();
  }

  async update(guid: string, changes: FolderRowUpdate): Promise<void> {
    await this.db.updateTable('folders').set(changes).where('guid', '=', guid).execute();
  }

  /** Deletes a folder; its subfolders and their files go with it (foreign keys cascade). */
  async delete(guid: string): Promise<void> {
    await this.db.deleteFrom('folders').where('guid', '=', guid).execute();
  }
}
