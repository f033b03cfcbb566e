// Sharing (spec part 1 §3–§6, issue 14): the owner's file and folder links, what a visitor sees of a
// shared file or folder, saving a copy of shared content into the visitor's own library, password
// unlocking and view counting. Every decision about who may do what is the access function's
// (modules/access); this service holds the link rules of part 1 §4: allowOriginalFileExport only
// while allowSaving, removing a link clears hash, priority, public flag and allow flags, and a
// publicly shared file cannot be editable.
import {
  richTextDocumentSchema,
  richTextToPlainText,
  sharedFilePath,
  sharedFolderPath,
  embedPath,
  slugify,
  type FileItem,
  type FileList,
  type FileShare,
  type FileShareBody,
  type Folder,
  type FolderShare,
  type FolderShareBody,
  type GalleryCategory,
  type PublicThumbnailType,
  type RichTextDocument,
  type SharedFile,
  type SharedFolder,
  type SharePermissions,
  type ShareTechnology,
  type TransferredItems,
  isAllowedRichTextUrl,
} from '@asperity/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccessService, Credentials, FileAccess } from '../access/access-service.ts';
import { digestOf, newLinkSecret } from '../access/secrets.ts';
import { requireOwner } from '../access/access.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { FileRow } from '../files/repo.ts';
import type { FilesService } from '../files/service.ts';
import { freeName, nameKey } from '../folders/names.ts';
import type { FolderRow, FoldersRepo, LibraryRepos } from '../folders/repo.ts';
import type { GalleryRepo } from '../gallery/repo.ts';
import type { Notify } from '../gallery/service.ts';
import type { FileShareRow, FolderShareRow, SharingRepo } from './repo.ts';
import { isRobot } from './robots.ts';

/** Wrong passwords allowed per link and address in PASSWORD_WINDOW_MS before 429. */
export const PASSWORD_ATTEMPTS = 5;
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const MAX_DEPTH = 256;
/** How long a shared page's view count may be reused before it is counted again. */
const VIEW_COUNT_CACHE_MS = 5_000;
const HOUR_MS = 3_600_000;

/** Windowed hit counter: the infra counter store (memory, or Redis shared by every instance). */
export interface AttemptCounter {
  increment(key: string, windowMs: number): Promise<{ readonly count: number }>;
  peek(key: string): Promise<{ readonly count: number } | undefined>;
}

export interface SharingServiceOptions {
  readonly quotaOf: (user: UserRow) => number;
  readonly attempts: AttemptCounter;
  /** Gallery categories, likes and comments of published files (modules/gallery). */
  readonly gallery: GalleryRepo;
  /** Tells the owner of a public gallery item that somebody saved a copy of it. */
  readonly notify: Notify;
  readonly now?: () => Date;
}

/** A shared file as link previews show it (Open Graph, Twitter cards, oEmbed). */
export interface PublicCard {
  readonly shareHash: string;
  readonly title: string;
  readonly slug: string;
  readonly descriptionText: string;
  readonly ownerName: string;
  readonly twoD: boolean;
}

/** Who is looking: for the one-view-per-visitor-per-hour count. */
export interface Visitor {
  readonly ip: string;
  readonly userAgent: string;
}

const bool = (value: number): boolean => value === 1;
const flag = (value: boolean): number => (value ? 1 : 0);
const newGuid = (): string => crypto.randomUUID();
const storedBytes = (row: FileRow): number => Number(row.size) + Number(row.source_size);

function descriptionOf(row: FileShareRow | undefined): RichTextDocument | null {
  if (!row?.description) return null;
  const parsed = richTextDocumentSchema.safeParse(JSON.parse(row.description));
  return parsed.success ? parsed.data : null;
}

function permissionsOf(row: FileShareRow | FolderShareRow): SharePermissions {
  return {
    allowEditing: bool(row.allow_editing),
    allowSaving: bool(row.allow_saving),
    allowOriginalFileExport: bool(row.allow_saving) && bool(row.allow_original_file_export),
  };
}

export class SharingService {
  private readonly now: () => Date;
  /**
   * Views this instance has already counted (file, visitor, hour): a visitor reloading a page costs
   * no database write. The table's primary key still counts each one once across instances.
   */
  private readonly counted = new LRUCache<string, true>({ max: 100_000, ttl: HOUR_MS });
  /** Recent view counts per file, dropped when this instance counts a new view of it. */
  private readonly viewCounts = new LRUCache<string, number>({ max: 10_000, ttl: VIEW_COUNT_CACHE_MS });

  constructor(
    private readonly repo: SharingRepo,
    private readonly access: AccessService,
    private readonly folders: FoldersRepo,
    private readonly files: FilesService,
    private readonly options: SharingServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  // ---- file links (owner) ---------------------------------------------------------------------

  async fileShare(credentials: Credentials, fileGuid: string, site: string): Promise<FileShare | null> {
    const { file } = await this.ownerOnly(credentials, fileGuid);
    const row = await this.repo.fileShare(file.guid);
    return row?.share_hash ? this.fileShareOf(file, row, site) : null;
  }

  async putFileShare(
    credentials: Credentials,
    fileGuid: string,
    body: FileShareBody,
    site: string,
  ): Promise<FileShare> {
    const { file } = await this.ownerOnly(credentials, fileGuid);
    const existing = await this.repo.fileShare(file.guid);
    const live = existing?.share_hash ? existing : undefined;
    let title = existing?.title ?? null;
    if (body.title !== undefined) {
      title = body.title === null ? null : body.title.trim();
      if (title === '') throw new AppError('title-is-required', 'the title is empty');
    }
    const allowSaving = body.allowSaving ?? (live ? bool(live.allow_saving) : false);
    const allowEditing = body.allowEditing ?? (live ? bool(live.allow_editing) : false);
    const allowExport =
      allowSaving && (body.allowOriginalFileExport ?? (live ? bool(live.allow_original_file_export) : false));
    const wasPublic = live ? bool(live.publicly_shared) : false;
    const publiclyShared = body.publiclyShared ?? wasPublic;
    const storedCategories = existing ? await this.options.gallery.categoriesOf(file.guid) : [];
    const categories = body.categories ? [...new Set(body.categories)].sort() : storedCategories;
    const fileLinks = body.fileLinks?.map((link) => link.trim()) ?? fileLinksOf(existing);
    const description =
      body.description === undefined
        ? (existing?.description ?? null)
        : body.description === null
          ? null
          : JSON.stringify(body.description);
    const technology = body.technology ?? existing?.technology ?? 'unknown';
    if (wasPublic && publiclyShared) {
      const changed =
        categories.join() !== storedCategories.join() ||
        fileLinks.join('\n') !== fileLinksOf(existing).join('\n') ||
        description !== (existing?.description ?? null) ||
        technology !== existing?.technology;
      if (changed)
        throw new AppError(
          'share-requirements-locked',
          'categories, description, technology and 3D image links cannot change while published: unpublish first',
        );
    }
    if (publiclyShared && !wasPublic)
      checkPublishable({ categories, description, fileLinks, twoD: file.two_d === 1, allowEditing });
    if (publiclyShared && allowEditing)
      throw new AppError('publicly-shared-not-editable', 'a publicly shared file cannot be editable');
    const shareHash = live?.share_hash ?? newLinkSecret();
    const at = this.now().toISOString();
    const descriptionText = plainTextOf(description);
    const row: FileShareRow = {
      file_guid: file.guid,
      share_hash: shareHash,
      share_digest: digestOf(shareHash),
      priority: live?.priority ?? 0,
      publicly_shared: flag(publiclyShared),
      allow_editing: flag(allowEditing),
      allow_saving: flag(allowSaving),
      allow_original_file_export: flag(allowExport),
      title,
      description,
      technology,
      public_thumbnail_type: body.publicThumbnailType ?? existing?.public_thumbnail_type ?? 'auto',
      expires_at: this.expiryOf(body.expiresAt, live?.expires_at ?? null),
      password_hash:
        body.password === undefined
          ? (live?.password_hash ?? null)
          : body.password === null
            ? null
            : await hashPassword(body.password),
      updated_at: at,
      file_links: fileLinks.length > 0 ? JSON.stringify(fileLinks) : null,
      published_at: publiclyShared
        ? wasPublic
          ? (existing?.published_at ?? at)
          : at
        : (existing?.published_at ?? null),
      search_title: title ?? file.name,
      search_description: descriptionText,
      search_system: `${technology.replace(/_/g, ' ')} ${file.format}`,
      // Publishing again after staff unpublished it: the owner has dealt with the reason.
      staff_picked: publiclyShared ? (existing?.staff_picked ?? 0) : 0,
      view_count: existing?.view_count ?? 0,
      staff_hidden: publiclyShared ? 0 : (existing?.staff_hidden ?? 0),
      unpublish_reason: publiclyShared ? null : (existing?.unpublish_reason ?? null),
    };
    await this.repo.putFileShare(row);
    if (body.categories) await this.options.gallery.setCategories(file.guid, categories);
    return this.fileShareOf(file, row, site);
  }

  /** Removes the link: hash, priority, public flag, allow flags, password and expiry; views restart. */
  async deleteFileShare(credentials: Credentials, fileGuid: string): Promise<void> {
    const { file } = await this.ownerOnly(credentials, fileGuid);
    await this.repo.updateFileShare(file.guid, {
      share_hash: null,
      share_digest: null,
      priority: 0,
      publicly_shared: 0,
      allow_editing: 0,
      allow_saving: 0,
      allow_original_file_export: 0,
      password_hash: null,
      expires_at: null,
      staff_picked: 0,
      staff_hidden: 0,
      updated_at: this.now().toISOString(),
    });
    await this.repo.clearViews(file.guid);
    this.viewCounts.delete(file.guid);
    this.counted.clear();
  }

  // ---- a shared file (visitors) ---------------------------------------------------------------

  /** What a visitor may see of a shared file; counts the view (not the owner's, not robots'). */
  async sharedFile(credentials: Credentials, shareHash: string, visitor: Visitor): Promise<SharedFile> {
    const granted = await this.access.file(credentials, { shareHash }, 'read');
    const share = granted.fileLink;
    if (!share) throw new AppError('not-found', 'file link');
    const isOwner = granted.decision.role === 'owner';
    if (!isOwner && !isRobot(visitor.userAgent)) {
      const who = credentials.user
        ? `user:${credentials.user.id}`
        : `anon:${visitor.ip}\n${visitor.userAgent}`;
      const hour = this.now().toISOString().slice(0, 13);
      const key = `${granted.file.guid}\n${digestOf(who)}\n${hour}`;
      if (!this.counted.has(key)) {
        await this.repo.addView(granted.file.guid, digestOf(who), hour);
        this.counted.set(key, true);
        this.viewCounts.delete(granted.file.guid);
      }
    }
    const { file, owner } = granted;
    const item = this.files.itemOf(file);
    const description = descriptionOf(share);
    const title = share.title ?? file.name;
    return {
      shareHash,
      name: file.name,
      title,
      slug: slugify(title),
      description,
      descriptionText: description ? richTextToPlainText(description) : '',
      technology: share.technology as ShareTechnology,
      publicThumbnailType: share.public_thumbnail_type as PublicThumbnailType,
      kind: item.twoD ? '2D' : '3D',
      twoD: item.twoD,
      format: item.format,
      size: item.size,
      sourceSize: item.sourceSize,
      channels: item.channels,
      createdAt: item.createdAt,
      modifiedAt: item.modifiedAt,
      permissions: permissionsOf(share),
      canEdit: granted.decision.permissions.has('edit'),
      isOwner,
      views: await this.viewsOf(file.guid),
      ownerName: owner.username,
      expiresAt: share.expires_at,
      publiclyShared: bool(share.publicly_shared),
      categories: (await this.options.gallery.categoriesOf(file.guid)) as GalleryCategory[],
      fileLinks: fileLinksOf(share),
      likes: await this.options.gallery.likes(file.guid),
      liked: credentials.user ? await this.options.gallery.liked(file.guid, credentials.user.id) : false,
      comments: await this.options.gallery.commentCount(file.guid),
      staffPicked: bool(share.staff_picked),
      // Whether staff unpublished it is the owner's and staff's business (the item page's restore).
      staffHidden:
        (isOwner || credentials.user?.is_staff === 1 || credentials.user?.is_admin === 1) &&
        bool(share.staff_hidden),
    };
  }

  /** A copy of a shared file in the caller's library (the saved version with its history). */
  async copySharedFile(
    credentials: Credentials,
    shareHash: string,
    parentFolderGuid: string | null,
  ): Promise<FileItem> {
    const granted = await this.access.file(credentials, { shareHash }, 'read');
    const target = this.requireUser(credentials);
    if (!granted.decision.permissions.has('save-copy'))
      throw new AppError('forbidden', 'the owner does not allow saving this file');
    const copied = await this.copyInto(target, [granted.file], [], parentFolderGuid, granted.owner);
    const first = copied.files[0];
    if (!first) throw new AppError('something-went-wrong', 'the copy was not made');
    const share = granted.fileLink;
    if (share?.publicly_shared === 1 && granted.owner.id !== target.id) {
      const title = share.title ?? granted.file.name;
      await this.options.notify(
        granted.owner.id,
        'saved-copy',
        {
          url: sharedFilePath(shareHash, slugify(title), granted.file.two_d === 1),
          by: target.username,
          title,
        },
        { groupKey: `gallery-copy:${granted.file.guid}` },
      );
    }
    return first;
  }

  /**
   * Unlocks a password link for this browser: the cookie to set. Wrong passwords count per link
   * and address; past PASSWORD_ATTEMPTS in PASSWORD_WINDOW_MS the link answers too-many-requests.
   */
  async unlockFile(
    shareHash: string,
    password: string,
    ip: string,
  ): Promise<{ readonly name: string; readonly value: string } | null> {
    const share = await this.access.liveFileShare(shareHash);
    if (!share?.share_hash) throw new AppError('not-found', 'file link');
    return this.unlock(share.share_hash, share.password_hash, password, ip);
  }

  /**
   * What a page about a shared file may tell the world (Open Graph tags, oEmbed): only for a live link
   * without a password; null otherwise, never an error, so a page or an oEmbed consumer learns nothing.
   */
  async publicCard(shareHash: string): Promise<PublicCard | null> {
    const share = await this.access.liveFileShare(shareHash);
    if (!share || share.password_hash !== null) return null;
    const granted = await this.access
      .file({ user: null, cookies: {} }, { shareHash }, 'read')
      .catch(() => null);
    if (!granted) return null;
    const description = descriptionOf(share);
    const title = share.title ?? granted.file.name;
    return {
      shareHash,
      title,
      slug: slugify(title),
      descriptionText: description ? richTextToPlainText(description) : '',
      ownerName: granted.owner.username,
      twoD: granted.file.two_d === 1,
    };
  }

  // ---- folder links ---------------------------------------------------------------------------

  async putFolderShare(
    credentials: Credentials,
    folderGuid: string,
    body: FolderShareBody,
    site: string,
  ): Promise<FolderShare> {
    const { folder } = await this.access.folder(credentials, { folderGuid }, 'edit');
    const existing = await this.repo.folderShare(folder.guid);
    const allowSaving = body.allowSaving ?? (existing ? bool(existing.allow_saving) : false);
    const row: FolderShareRow = {
      folder_guid: folder.guid,
      token: existing?.token ?? newLinkSecret(),
      hashed_guid: existing?.hashed_guid ?? newLinkSecret(),
      allow_editing: flag(body.allowEditing ?? (existing ? bool(existing.allow_editing) : false)),
      allow_saving: flag(allowSaving),
      allow_original_file_export: flag(
        allowSaving &&
          (body.allowOriginalFileExport ?? (existing ? bool(existing.allow_original_file_export) : false)),
      ),
      expires_at: this.expiryOf(body.expiresAt, existing?.expires_at ?? null),
      password_hash:
        body.password === undefined
          ? (existing?.password_hash ?? null)
          : body.password === null
            ? null
            : await hashPassword(body.password),
      updated_at: this.now().toISOString(),
    };
    await this.repo.putFolderShare(row);
    return folderShareOf(folder, row, site);
  }

  async deleteFolderShare(credentials: Credentials, folderGuid: string): Promise<void> {
    const { folder } = await this.access.folder(credentials, { folderGuid }, 'edit');
    await this.repo.deleteFolderShare(folder.guid);
  }

  /** The shared folder itself as a visitor sees it. */
  async sharedFolder(credentials: Credentials, folderGuid: string, token: string): Promise<SharedFolder> {
    const granted = await this.access.folder(credentials, { folderGuid, token }, 'read');
    const share = granted.folderLink?.share;
    if (!share) throw new AppError('not-found', `folder ${folderGuid}`);
    return {
      folder: visitorFolderOf(granted.folder),
      permissions: permissionsOf(share),
      ownerName: granted.owner.username,
      isOwner: granted.decision.role === 'owner',
      expiresAt: share.expires_at,
    };
  }

  async unlockFolder(
    folderGuid: string,
    token: string,
    password: string,
    ip: string,
  ): Promise<{ readonly name: string; readonly value: string } | null> {
    let folder = await this.repo.folder(folderGuid);
    if (!folder) {
      const byHashed = await this.repo.folderShareByHashedGuid(folderGuid);
      folder = byHashed ? await this.repo.folder(byHashed.folder_guid) : undefined;
    }
    const share = folder
      ? (await this.access.folderLinkAbove(folder.guid, token, undefined))?.share
      : undefined;
    if (!share) throw new AppError('not-found', `folder ${folderGuid}`);
    return this.unlock(share.token, share.password_hash, password, ip);
  }

  /** Copies files and folders of a shared folder tree (or the whole shared folder) into the caller's library. */
  async copyFromSharedFolder(
    credentials: Credentials,
    folderGuid: string,
    request: {
      readonly token: string;
      readonly files: readonly string[];
      readonly folders: readonly string[];
      readonly parentFolderGuid: string | null;
    },
  ): Promise<TransferredItems> {
    const granted = await this.access.folder(credentials, { folderGuid, token: request.token }, 'read');
    const target = this.requireUser(credentials);
    if (!granted.decision.permissions.has('save-copy'))
      throw new AppError('forbidden', 'the owner does not allow saving from this folder');
    const root = granted.folder;
    const owner = granted.owner;
    const tree = await this.subtree(owner.id, root);
    const inTree = new Set(tree.map((f) => f.guid));
    let files: FileRow[] = [];
    let folders: FolderRow[] = [];
    if (request.files.length + request.folders.length === 0) {
      folders = [root];
    } else {
      for (const guid of new Set(request.files)) {
        const row = await this.repo.file(guid);
        if (!row || row.folder_guid === null || !inTree.has(row.folder_guid))
          throw new AppError('not-found', `file ${guid}`);
        files.push(row);
      }
      for (const guid of new Set(request.folders)) {
        const row = tree.find((f) => f.guid === guid);
        if (!row) throw new AppError('not-found', `folder ${guid}`);
        folders.push(row);
      }
    }
    files = files.filter((f) => f.owner_id === owner.id);
    folders = folders.filter((f) => f.owner_id === owner.id);
    return this.copyInto(target, files, folders, request.parentFolderGuid, owner);
  }

  /**
   * The listing of a shared folder (or one of its subfolders) for a visitor: the owner's folder as
   * the library lists it, breadcrumbs from the shared folder down, no link fields, and allowSaving
   * as the link says.
   */
  async listSharedFolder(
    credentials: Credentials,
    query: { readonly folderGuid: string; readonly token: string },
    list: (owner: UserRow, folderGuid: string) => Promise<FileList>,
  ): Promise<FileList> {
    const granted = await this.access.folder(credentials, query, 'read');
    const root = granted.folderLink?.root;
    const listed = await list(granted.owner, granted.folder.guid);
    if (granted.decision.role === 'owner' || !root) return listed;
    const from = listed.breadcrumbs.findIndex((crumb) => crumb.guid === root.guid);
    return {
      ...listed,
      files: listed.files.map((file) => ({ ...file, shared: false, favorite: false })),
      breadcrumbs: from < 0 ? [] : listed.breadcrumbs.slice(from),
      allowSaving: granted.decision.permissions.has('save-copy'),
    };
  }

  // ---- the owner's library decorations --------------------------------------------------------

  /** The link fields of the owner's folders (spec part 1 §3 Folder: token, hashedGuid, allow flags). */
  async decorateFolders(folders: readonly Folder[]): Promise<Folder[]> {
    const shares = await this.repo.folderSharesOf(folders.map((f) => f.guid));
    return folders.map((folder) => {
      const share = shares.find((s) => s.folder_guid === folder.guid);
      if (!share) return folder;
      return {
        ...folder,
        token: share.token,
        hashedGuid: share.hashed_guid,
        ...permissionsOf(share),
      };
    });
  }

  /** The `shared` flag of list items. */
  async decorateFiles(files: readonly FileItem[]): Promise<FileItem[]> {
    const shared = await this.repo.sharedAmong(files.map((f) => f.guid));
    return files.map((file) => (shared.has(file.guid) ? { ...file, shared: true } : file));
  }

  // ---- helpers --------------------------------------------------------------------------------

  private async ownerOnly(credentials: Credentials, fileGuid: string): Promise<FileAccess> {
    const granted = await this.access.file(credentials, { fileGuid }, 'edit');
    if (granted.decision.role !== 'owner') throw new AppError('not-found', `file ${fileGuid}`);
    return granted;
  }

  private async viewsOf(fileGuid: string): Promise<number> {
    const cached = this.viewCounts.get(fileGuid);
    if (cached !== undefined) return cached;
    const views = await this.repo.views(fileGuid);
    this.viewCounts.set(fileGuid, views);
    return views;
  }

  private requireUser(credentials: Credentials): UserRow {
    if (credentials.user === null) throw new AppError('unauthorized', 'sign in to save a copy');
    return credentials.user;
  }

  private expiryOf(given: string | null | undefined, current: string | null): string | null {
    if (given === undefined) return current;
    if (given === null) return null;
    const at = new Date(given);
    if (Number.isNaN(at.getTime())) throw new AppError('invalid-date', `expiresAt ${given}`);
    if (at.getTime() <= this.now().getTime()) throw new AppError('invalid-date', 'expiresAt is in the past');
    return at.toISOString();
  }

  private async unlock(
    secret: string,
    passwordHash: string | null,
    password: string,
    ip: string,
  ): Promise<{ readonly name: string; readonly value: string } | null> {
    if (passwordHash === null) return null;
    const key = `share-password:${digestOf(secret).slice(0, 32)}:${ip}`;
    const seen = await this.options.attempts.peek(key);
    if (seen && seen.count >= PASSWORD_ATTEMPTS)
      throw new AppError('too-many-requests', 'too many wrong passwords for this link; try again later');
    if (!(await verifyPassword(password, passwordHash))) {
      await this.options.attempts.increment(key, PASSWORD_WINDOW_MS);
      throw new AppError('share-wrong-password', 'the password of this link is not correct');
    }
    return this.access.unlockCookie(secret, passwordHash);
  }

  private async subtree(ownerId: string, root: FolderRow): Promise<FolderRow[]> {
    const all = [root];
    let level = [root.guid];
    for (let depth = 0; level.length > 0 && depth <= MAX_DEPTH; depth++) {
      const children = await this.folders.childrenOfAll(ownerId, level);
      all.push(...children);
      level = children.map((c) => c.guid);
    }
    return all;
  }

  /**
   * Copies `files` and whole `folders` (owned by `source`) into `target`'s library under
   * `parentFolderGuid`: one transaction, quota checked first (quota-exceeded, nothing copied),
   * names made free in the destination like the library's own copy.
   */
  /**
   * A copy lands only in a folder of the caller's own library: the access function decides (a folder
   * of someone else, even one the caller reaches through a link, answers parent-folder-not-found like a
   * missing one); the owner-scoped read stays as a second check.
   */
  private async requireOwnDestination(target: UserRow, folderGuid: string): Promise<void> {
    try {
      const { decision } = await this.access.folder({ user: target, cookies: {} }, { folderGuid }, 'read');
      requireOwner(decision, `folder ${folderGuid}`);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'not-found' || error.code === 'forbidden'))
        throw new AppError('parent-folder-not-found', folderGuid);
      throw error;
    }
    if (!(await this.folders.byGuid(target.id, folderGuid)))
      throw new AppError('parent-folder-not-found', folderGuid);
  }

  private async copyInto(
    target: UserRow,
    files: readonly FileRow[],
    folders: readonly FolderRow[],
    parentFolderGuid: string | null,
    source: UserRow,
  ): Promise<TransferredItems> {
    if (parentFolderGuid !== null) await this.requireOwnDestination(target, parentFolderGuid);
    const trees: FolderRow[][] = [];
    for (const folder of folders) trees.push(await this.subtree(source.id, folder));
    return this.folders.transaction(async (repos) => {
      const treeFiles = await repos.files.query(source.id, { folders: trees.flat().map((f) => f.guid) });
      const needed = [...files, ...treeFiles].reduce((sum, row) => sum + storedBytes(row), 0);
      const quota = this.options.quotaOf(target);
      const used = await repos.files.usedBytes(target.id);
      if (used + needed > quota)
        throw new AppError(
          'quota-exceeded',
          `the copy needs ${needed} bytes, ${Math.max(0, quota - used)} left`,
        );
      const at = this.now().toISOString();
      const takenFiles = new Set(
        (await repos.files.namesIn(target.id, parentFolderGuid)).map((r) => nameKey(r.name)),
      );
      const takenFolders = new Set(
        (await repos.folders.children(target.id, parentFolderGuid)).map((r) => r.name_key),
      );
      const copiedFiles: FileItem[] = [];
      for (const file of files) {
        const name = freeName(file.name, takenFiles, 'file');
        takenFiles.add(nameKey(name));
        copiedFiles.push(
          this.files.itemOf(await copyFileRow(repos, file, target.id, name, parentFolderGuid, at)),
        );
      }
      const copiedFolders: Folder[] = [];
      for (const [index, top] of folders.entries()) {
        const name = freeName(top.name, takenFolders, 'folder');
        takenFolders.add(nameKey(name));
        const guids = new Map<string, string>();
        for (const old of trees[index] ?? []) {
          const isTop = old.guid === top.guid;
          const row: FolderRow = {
            guid: newGuid(),
            owner_id: target.id,
            parent_guid: isTop ? parentFolderGuid : (guids.get(old.parent_guid ?? '') ?? null),
            name: isTop ? name : old.name,
            name_key: isTop ? nameKey(name) : old.name_key,
            created_at: at,
            modified_at: at,
            last_opened_at: null,
          };
          guids.set(old.guid, row.guid);
          await repos.folders.insert(row);
          if (isTop) copiedFolders.push(visitorFolderOf(row));
        }
        for (const file of treeFiles) {
          const into = guids.get(file.folder_guid ?? '');
          if (into !== undefined) await copyFileRow(repos, file, target.id, file.name, into, at);
        }
      }
      return { files: copiedFiles, folders: copiedFolders };
    });
  }

  private async fileShareOf(file: FileRow, row: FileShareRow, site: string): Promise<FileShare> {
    const shareHash = row.share_hash ?? '';
    const slug = slugify(row.title ?? file.name);
    return {
      shareHash,
      url: `${site}${sharedFilePath(shareHash, slug, file.two_d === 1)}`,
      embedUrl: `${site}${embedPath(shareHash)}`,
      slug,
      allowEditing: bool(row.allow_editing),
      allowSaving: bool(row.allow_saving),
      allowOriginalFileExport: bool(row.allow_saving) && bool(row.allow_original_file_export),
      publiclyShared: bool(row.publicly_shared),
      priority: row.priority,
      title: row.title,
      description: descriptionOf(row),
      technology: row.technology as ShareTechnology,
      publicThumbnailType: row.public_thumbnail_type as PublicThumbnailType,
      expiresAt: row.expires_at,
      hasPassword: row.password_hash !== null,
      views: await this.repo.views(file.guid),
      categories: (await this.options.gallery.categoriesOf(file.guid)) as GalleryCategory[],
      fileLinks: fileLinksOf(row),
      unpublishReason: row.unpublish_reason,
    };
  }
}

/** The 3D image links stored with a link row. */
function fileLinksOf(row: FileShareRow | undefined): string[] {
  if (!row?.file_links) return [];
  const parsed: unknown = JSON.parse(row.file_links);
  return Array.isArray(parsed) ? parsed.filter((link): link is string => typeof link === 'string') : [];
}

function plainTextOf(description: string | null): string {
  if (description === null) return '';
  const parsed = richTextDocumentSchema.safeParse(JSON.parse(description));
  return parsed.success ? richTextToPlainText(parsed.data).trim() : '';
}

/**
 * The public-gallery rules of part 1 §5, each with its own code: at least one category, a
 * non-empty description (its length bound, RICH_TEXT_MAX_CHARS, is the description schema's), a
 * 2D image names at least one valid 3D image link, and a publicly shared image is not editable.
 */
function checkPublishable(share: {
  readonly categories: readonly string[];
  readonly description: string | null;
  readonly fileLinks: readonly string[];
  readonly twoD: boolean;
  readonly allowEditing: boolean;
}): void {
  if (share.categories.length === 0)
    throw new AppError('category-required', 'choose at least one gallery category to publish');
  if (plainTextOf(share.description) === '')
    throw new AppError('description-required', 'write a description to publish');
  if (share.twoD && share.fileLinks.length === 0)
    throw new AppError('image-link-required', 'a 2D image needs at least one 3D image link to publish');
  const invalid = share.fileLinks.find((link) => !/^https?:\/\//i.test(link) || !isAllowedRichTextUrl(link));
  if (invalid !== undefined) throw new AppError('invalid-url', `Please enter a valid URL. (${invalid})`);
  if (share.allowEditing)
    throw new AppError('publicly-shared-not-editable', 'a publicly shared file cannot be editable');
}

/** A copied file: a new row in the target's library with the original's stored bytes and history. */
async function copyFileRow(
  repos: LibraryRepos,
  file: FileRow,
  ownerId: string,
  name: string,
  folderGuid: string | null,
  at: string,
): Promise<FileRow> {
  const row: FileRow = {
    ...file,
    guid: newGuid(),
    owner_id: ownerId,
    folder_guid: folderGuid,
    name,
    created_at: at,
    modified_at: at,
    last_opened_at: null,
    favorite: 0,
  };
  await repos.files.insert(row);
  await repos.histories.copy(file.guid, row.guid, at);
  return row;
}

function folderShareOf(folder: FolderRow, row: FolderShareRow, site: string): FolderShare {
  return {
    token: row.token,
    hashedGuid: row.hashed_guid,
    url: `${site}${sharedFolderPath(folder.guid, row.token)}`,
    ...permissionsOf(row),
    expiresAt: row.expires_at,
    hasPassword: row.password_hash !== null,
  };
}

/** A folder as visitors (and copies) see it: no link fields. */
function visitorFolderOf(row: FolderRow): Folder {
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
