// Folders and the library's organisation (spec part 1 §3 Folder, Files listing response; §5 names,
// copy/move; issue 5 §2–§3): create, rename, recursive delete, the listing with its view filters and
// sort orders, and copy/move of files and folders. Every method works only on the caller's own
// items; anything else is "not found", so another user cannot learn that an item exists.
import {
  RECENT_DAYS,
  type Breadcrumb,
  type FileItem,
  type FileList,
  type FileSortField as FileSortBy,
  type Folder,
  type SortOrder,
  type TransferredItems,
  type ViewFilter,
} from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { FileRow, FilesRepo } from '../files/repo.ts';
import type { FilesService } from '../files/service.ts';
import { freeName, nameKey } from './names.ts';
import type { FolderRow, FoldersRepo, LibraryRepos } from './repo.ts';

export interface FoldersServiceOptions {
  /** Total storage of an account, bytes (plan + additional quota). */
  readonly quotaOf: (user: UserRow) => number;
  /** The owner's files that have a live share link (the Shared view; modules/sharing). */
  readonly sharedFiles?: (ownerId: string) => Promise<FileRow[]>;
  readonly now?: () => Date;
}

export interface ListingQuery {
  readonly folderGuid: string | null;
  readonly viewFilter: ViewFilter;
  readonly sortBy: FileSortBy;
  readonly sortOrder: SortOrder;
  /** Whether the listing counts as the owner opening the folder (not when a link visitor lists it). */
  readonly recordOpened?: boolean;
}

export interface TransferRequest {
  readonly files: readonly string[];
  readonly folders: readonly string[];
  readonly destinationFolderGuid: string | null;
}

/** Folder trees deeper than this are refused (also stops a walk up a corrupted parent chain). */
const MAX_DEPTH = 256;
const DAY_MS = 86_400_000;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const newGuid = (): string => crypto.randomUUID();
const storedBytes = (row: FileRow): number => Number(row.size) + Number(row.source_size);

export class FoldersService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: FoldersRepo,
    private readonly filesRepo: FilesRepo,
    private readonly files: FilesService,
    private readonly options: FoldersServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The folder if it is the owner's; `code` (a 404) otherwise. */
  async ownFolder(
    owner: UserRow,
    guid: string,
    code: 'not-found' | 'parent-folder-not-found' = 'not-found',
  ): Promise<FolderRow> {
    const row = await this.repo.byGuid(owner.id, guid);
    if (!row) throw new AppError(code, `folder ${guid}`);
    return row;
  }

  async folder(owner: UserRow, guid: string): Promise<Folder> {
    return folderOf(await this.ownFolder(owner, guid));
  }

  async create(owner: UserRow, name: string, parentGuid: string | null): Promise<Folder> {
    if (parentGuid !== null) {
      const parent = await this.ownFolder(owner, parentGuid, 'parent-folder-not-found');
      if ((await this.ancestry(owner, parent)).length >= MAX_DEPTH)
        throw new AppError('invalid-request', `folders nest at most ${MAX_DEPTH} deep`);
    }
    const key = nameKey(name);
    if (await this.repo.bySiblingKey(owner.id, parentGuid, key))
      throw new AppError('folder-already-exists', name);
    const at = this.now().toISOString();
    const row: FolderRow = {
      guid: newGuid(),
      owner_id: owner.id,
      parent_guid: parentGuid,
      name,
      name_key: key,
      created_at: at,
      modified_at: at,
      last_opened_at: null,
    };
    await this.uniquely(name, () => this.repo.insert(row));
    return folderOf(row);
  }

  async rename(owner: UserRow, guid: string, name: string): Promise<Folder> {
    const row = await this.ownFolder(owner, guid);
    if (name === row.name) return folderOf(row);
    const key = nameKey(name);
    const twin = await this.repo.bySiblingKey(owner.id, row.parent_guid, key);
    if (twin && twin.guid !== row.guid) throw new AppError('folder-already-exists', name);
    const changes = { name, name_key: key, modified_at: this.now().toISOString() };
    await this.uniquely(name, () => this.repo.update(guid, changes));
    return folderOf({ ...row, ...changes });
  }

  /** Deletes the folder with every subfolder and file; blobs no other file uses are freed. */
  async delete(owner: UserRow, guid: string): Promise<void> {
    const folder = await this.ownFolder(owner, guid);
    const removed = await this.repo.transaction(async (repos) => {
      const tree = await subtree(repos.folders, owner, folder);
      const rows = await repos.files.query(owner.id, { folders: tree.map((f) => f.guid) });
      await repos.files.deleteMany(rows.map((r) => r.guid));
      await repos.folders.delete(folder.guid);
      return rows;
    });
    await this.files.forgetBlobs(removed.flatMap((r) => [r.source_blob, r.container_blob]));
  }

  /** The spec's "Files listing response" for a folder (the root when null) and a view filter. */
  async list(owner: UserRow, query: ListingQuery): Promise<FileList> {
    let folder: FolderRow | null = null;
    if (query.folderGuid !== null) {
      folder = await this.ownFolder(owner, query.folderGuid);
      if (query.recordOpened ?? true) {
        const at = this.now().toISOString();
        await this.repo.update(folder.guid, { last_opened_at: at });
        folder = { ...folder, last_opened_at: at };
      }
    }
    let fileRows: FileRow[] = [];
    let folderRows: FolderRow[] = [];
    switch (query.viewFilter) {
      case 'All':
        fileRows = await this.filesRepo.query(owner.id, { folders: [folder?.guid ?? null] });
        folderRows = await this.repo.children(owner.id, folder?.guid ?? null);
        break;
      case 'Recent':
      case 'Favorites': {
        const scope = folder ? (await subtree(this.repo, owner, folder)).map((f) => f.guid) : undefined;
        fileRows = await this.filesRepo.query(owner.id, {
          ...(scope ? { folders: scope } : {}),
          ...(query.viewFilter === 'Favorites'
            ? { favoritesOnly: true }
            : { touchedSince: new Date(this.now().getTime() - RECENT_DAYS * DAY_MS).toISOString() }),
        });
        break;
      }
      case 'Shared': {
        const scope = folder ? new Set((await subtree(this.repo, owner, folder)).map((f) => f.guid)) : null;
        const shared = (await this.options.sharedFiles?.(owner.id)) ?? [];
        fileRows = shared.filter(
          (row) => scope === null || (row.folder_guid !== null && scope.has(row.folder_guid)),
        );
        break;
      }
    }
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    const files = fileRows
      .map((row) => this.files.itemOf(row))
      .sort((a, b) => direction * compareFiles(a, b, query.sortBy) || compareNames(a, b));
    const folders = folderRows
      .map(folderOf)
      .sort((a, b) => direction * compareFolders(a, b, query.sortBy) || compareNames(a, b));
    return {
      files,
      folders,
      breadcrumbs: folder ? (await this.ancestry(owner, folder)).map(breadcrumbOf) : [],
      parent: folder ? folderOf(folder) : null,
      // The owner may always save into their own library; shared folders will answer otherwise.
      allowSaving: true,
    };
  }

  /**
   * Copies files and folders (whole trees) into the destination. Copies share the originals' blobs
   * but count against the quota again, like any file the user keeps; a copy that does not fit
   * answers quota-exceeded and nothing is copied. A name taken in the destination gets " (2)" etc.
   */
  async copy(owner: UserRow, request: TransferRequest): Promise<TransferredItems> {
    const { destination, files, folders } = await this.transferItems(owner, request);
    return this.repo.transaction(async (repos) => {
      const trees: FolderRow[][] = [];
      for (const folder of folders) trees.push(await subtree(repos.folders, owner, folder));
      const treeFiles = await repos.files.query(owner.id, {
        folders: trees.flat().map((f) => f.guid),
      });
      // Per tree: a folder named together with one of its ancestors is copied twice, and so are its files.
      const inTree = (tree: FolderRow[]) => {
        const guids = new Set(tree.map((f) => f.guid));
        return treeFiles.filter((row) => row.folder_guid !== null && guids.has(row.folder_guid));
      };
      const needed = [...files, ...trees.flatMap(inTree)].reduce((sum, row) => sum + storedBytes(row), 0);
      const quota = this.options.quotaOf(owner);
      const used = await repos.files.usedBytes(owner.id);
      if (used + needed > quota)
        throw new AppError('quota-exceeded', `the copy needs ${needed} bytes, ${quota - used} left`);

      const at = this.now().toISOString();
      const takenFiles = new Set(
        (await repos.files.namesIn(owner.id, destination)).map((r) => nameKey(r.name)),
      );
      const takenFolders = new Set(
        (await repos.folders.children(owner.id, destination)).map((r) => r.name_key),
      );
      const copiedFiles: FileRow[] = [];
      for (const file of files) {
        const name = freeName(file.name, takenFiles, 'file');
        takenFiles.add(nameKey(name));
        copiedFiles.push(await copyFile(repos, file, name, destination, at));
      }
      const copiedFolders: FolderRow[] = [];
      for (const [index, source] of folders.entries()) {
        const tree = trees[index] ?? [];
        const name = freeName(source.name, takenFolders, 'folder');
        takenFolders.add(nameKey(name));
        const guids = new Map<string, string>();
        // subtree() lists parents before their children, so every parent exists when its child is copied.
        for (const old of tree) {
          const isTop = old.guid === source.guid;
          const row: FolderRow = {
            ...old,
            guid: newGuid(),
            parent_guid: isTop ? destination : (guids.get(old.parent_guid ?? '') ?? null),
            name: isTop ? name : old.name,
            name_key: isTop ? nameKey(name) : old.name_key,
            created_at: at,
            modified_at: at,
            last_opened_at: null,
          };
          guids.set(old.guid, row.guid);
          await repos.folders.insert(row);
          if (isTop) copiedFolders.push(row);
        }
        for (const file of treeFiles) {
          const into = guids.get(file.folder_guid ?? '');
          if (into !== undefined) await copyFile(repos, file, file.name, into, at);
        }
      }
      return {
        files: copiedFiles.map((row) => this.files.itemOf(row)),
        folders: copiedFolders.map(folderOf),
      };
    });
  }

  /**
   * Moves files and folders into the destination. A name already used there answers
   * name-already-exists (files) or folder-already-exists (folders) and nothing moves.
   */
  async move(owner: UserRow, request: TransferRequest): Promise<TransferredItems> {
    const { destination, files, folders } = await this.transferItems(owner, request);
    return this.repo.transaction(async (repos) => {
      const takenFiles = new Set(
        (await repos.files.namesIn(owner.id, destination)).map((r) => nameKey(r.name)),
      );
      const takenFolders = new Set(
        (await repos.folders.children(owner.id, destination)).map((r) => r.name_key),
      );
      const movedFiles: FileRow[] = [];
      for (const file of files) {
        if (file.folder_guid !== destination) {
          const key = nameKey(file.name);
          if (takenFiles.has(key)) throw new AppError('name-already-exists', file.name);
          takenFiles.add(key);
          await repos.files.update(file.guid, { folder_guid: destination });
        }
        movedFiles.push({ ...file, folder_guid: destination });
      }
      const movedFolders: FolderRow[] = [];
      for (const folder of folders) {
        if (folder.parent_guid !== destination) {
          if (takenFolders.has(folder.name_key)) throw new AppError('folder-already-exists', folder.name);
          takenFolders.add(folder.name_key);
          await this.uniquely(folder.name, () =>
            repos.folders.update(folder.guid, { parent_guid: destination }),
          );
        }
        movedFolders.push({ ...folder, parent_guid: destination });
      }
      return { files: movedFiles.map((row) => this.files.itemOf(row)), folders: movedFolders.map(folderOf) };
    });
  }

  /** Checks a copy/move request: own items only, and never into one of the moved folders. */
  private async transferItems(
    owner: UserRow,
    request: TransferRequest,
  ): Promise<{ destination: string | null; files: FileRow[]; folders: FolderRow[] }> {
    const destination = request.destinationFolderGuid;
    const fileGuids = [...new Set(request.files)];
    const folderGuids = [...new Set(request.folders)];
    if (fileGuids.length + folderGuids.length === 0)
      throw new AppError('invalid-request', 'name at least one file or folder');
    const files = await this.filesRepo.byGuids(owner.id, fileGuids);
    const folders = await this.repo.byGuids(owner.id, folderGuids);
    const missing = [
      ...fileGuids.filter((g) => !files.some((f) => f.guid === g)),
      ...folderGuids.filter((g) => !folders.some((f) => f.guid === g)),
    ];
    if (missing.length > 0) throw new AppError('not-found', missing.join(', '));
    if (destination !== null) {
      const target = await this.ownFolder(owner, destination, 'parent-folder-not-found');
      const path = new Set((await this.ancestry(owner, target)).map((f) => f.guid));
      const inside = folders.find((f) => path.has(f.guid));
      if (inside) throw new AppError('destination-subfolder-of-source', inside.name);
    }
    // Keep the request's order, which the answer follows.
    const byGuid = <T extends { guid: string }>(rows: T[], guids: string[]): T[] =>
      guids.map((g) => rows.find((r) => r.guid === g)).filter((r): r is T => r !== undefined);
    return { destination, files: byGuid(files, fileGuids), folders: byGuid(folders, folderGuids) };
  }

  /** The folder and its ancestors, from the top of the library down to it. */
  private async ancestry(owner: UserRow, folder: FolderRow): Promise<FolderRow[]> {
    const path = [folder];
    let current = folder;
    while (current.parent_guid !== null && path.length <= MAX_DEPTH) {
      const parent = await this.repo.byGuid(owner.id, current.parent_guid);
      if (!parent) break;
      path.unshift(parent);
      current = parent;
    }
    return path;
  }

  /** Runs a write that may hit the sibling-name index when another request took the name meanwhile. */
  private async uniquely(name: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('folder-already-exists', name);
      throw error;
    }
  }
}

/** The folder and every folder below it, parents before children. */
async function subtree(repo: FoldersRepo, owner: UserRow, root: FolderRow): Promise<FolderRow[]> {
  const all = [root];
  let level = [root.guid];
  for (let depth = 0; level.length > 0 && depth <= MAX_DEPTH; depth++) {
    const children = await repo.childrenOfAll(owner.id, level);
    all.push(...children);
    level = children.map((c) => c.guid);
  }
  return all;
}

async function copyFile(
  repos: LibraryRepos,
  file: FileRow,
  name: string,
  folderGuid: string | null,
  at: string,
): Promise<FileRow> {
  const row: FileRow = {
    ...file,
    guid: newGuid(),
    folder_guid: folderGuid,
    name,
    created_at: at,
    modified_at: at,
    last_opened_at: null,
    favorite: 0,
  };
  await repos.files.insert(row);
  await repos.histories.copy(file.guid, row.guid, at);
  await repos.editorSettings.copy(file.guid, row.guid, file.owner_id, at);
  return row;
}

function folderOf(row: FolderRow): Folder {
  return {
    guid: row.guid,
    name: row.name,
    createdAt: row.created_at,
    lastOpenedAt: row.last_opened_at,
    modifiedAt: row.modified_at,
    parentFolderGuid: row.parent_guid,
    token: null,
    hashedGuid: null,
    allowSaving: false,
    allowEditing: false,
    allowOriginalFileExport: false,
  };
}

const breadcrumbOf = (row: FolderRow): Breadcrumb => ({ guid: row.guid, name: row.name });

const compareNames = (a: { name: string; guid: string }, b: { name: string; guid: string }): number =>
  collator.compare(a.name, b.name) || (a.guid < b.guid ? -1 : a.guid > b.guid ? 1 : 0);

function compareFiles(a: FileItem, b: FileItem, by: FileSortBy): number {
  switch (by) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'size':
      return a.size - b.size;
    case 'sourceSize':
      return a.sourceSize - b.sourceSize;
    case 'createdAt':
    case 'modifiedAt':
      return a[by] < b[by] ? -1 : a[by] > b[by] ? 1 : 0;
  }
}

/** Folders have no size: sorted by size they fall back to name order (ascending). */
function compareFolders(a: Folder, b: Folder, by: FileSortBy): number {
  switch (by) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'createdAt':
    case 'modifiedAt':
      return a[by] < b[by] ? -1 : a[by] > b[by] ? 1 : 0;
    case 'size':
    case 'sourceSize':
      return 0;
  }
}
