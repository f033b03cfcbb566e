// Resolves what a request carries (session user, share hash, folder token, unlocked-password
// cookies) into the access decision for one file or folder (access.ts). A wrong, removed, unknown or
// expired link answers not-found exactly like a missing file; a valid link with a password the
// browser has not entered answers share-password-required.
import type { SharePermission } from '@asperity/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { FileRow } from '../files/repo.ts';
import type { FolderRow } from '../folders/repo.ts';
import type { FileShareRow, FolderShareRow, SharingRepo } from '../sharing/repo.ts';
import { decideAccess, requirePermission, type AccessDecision, type LinkGrant } from './access.ts';
import { digestOf, macOf, sameSecret } from './secrets.ts';

/** Folder chains deeper than this are not walked (the library refuses deeper trees anyway). */
const MAX_DEPTH = 256;
const UNLOCK_COOKIE_PREFIX = 'asperity_link_';
/**
 * Owners' rows are kept this long for link visitors: they say whom a call acts for (the owner's
 * plan, username), never whether the link allows it — links and files are read from the database on
 * every call, so removing a link or a file takes effect at once. A change of the owner's plan
 * reaches visitors' analyses within this time; the owner's own calls always use their fresh row.
 */
const OWNER_CACHE_MS = 10_000;

/** What a request presents. */
export interface Credentials {
  readonly user: UserRow | null;
  readonly cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * How a call names a file: its guid (owner), a share hash (file link), or its guid with a folder
 * token (a file inside a shared folder; folderGuid, when given, must lie on the way).
 */
export interface FileRef {
  readonly fileGuid?: string | undefined;
  readonly shareHash?: string | undefined;
  readonly token?: string | undefined;
  readonly folderGuid?: string | undefined;
}

export interface FolderRef {
  /** The folder's guid, or the shared folder's hashedGuid. */
  readonly folderGuid: string;
  readonly token?: string | undefined;
}

export interface FileAccess {
  readonly file: FileRow;
  readonly owner: UserRow;
  readonly decision: AccessDecision;
  /** The file link used, if any. */
  readonly fileLink: FileShareRow | null;
  /** The folder link used and the folder that carries it, if any. */
  readonly folderLink: { readonly share: FolderShareRow; readonly root: FolderRow } | null;
}

export interface FolderAccess {
  readonly folder: FolderRow;
  readonly owner: UserRow;
  readonly decision: AccessDecision;
  readonly folderLink: { readonly share: FolderShareRow; readonly root: FolderRow } | null;
}

export interface AccessServiceOptions {
  /** Key of the unlocked-password cookies (the session secret). */
  readonly secret: string;
  readonly userById: (id: string) => Promise<UserRow | undefined>;
  readonly now?: () => Date;
}

const grantOf = (kind: 'file' | 'folder', row: FileShareRow | FolderShareRow): LinkGrant => ({
  kind,
  allowEditing: row.allow_editing === 1,
  allowSaving: row.allow_saving === 1,
  allowOriginalFileExport: row.allow_original_file_export === 1,
});

export class AccessService {
  private readonly now: () => Date;
  private readonly owners = new LRUCache<string, UserRow>({ max: 10_000, ttl: OWNER_CACHE_MS });

  constructor(
    private readonly repo: SharingRepo,
    private readonly options: AccessServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The file and what the caller may do with it; throws unless `needed` is granted. */
  async file(credentials: Credentials, ref: FileRef, needed: SharePermission): Promise<FileAccess> {
    const what = `file ${ref.shareHash !== undefined ? 'link' : (ref.fileGuid ?? '')}`;
    if (ref.shareHash !== undefined) {
      // Two reads, not one join: the file row must hold the files table's columns only (a copy
      // inserts it as it is), whatever columns the links table gains.
      const share = await this.liveFileShare(ref.shareHash);
      const file = share ? await this.repo.file(share.file_guid) : undefined;
      if (!share || !file || (ref.fileGuid !== undefined && ref.fileGuid !== file.guid))
        throw new AppError('not-found', what);
      return this.grantFile(credentials, file, share, null, needed, what);
    }
    if (ref.fileGuid === undefined)
      throw new AppError('invalid-request', 'name the file: fileGuid or shareHash');
    if (ref.token !== undefined) {
      const file = await this.repo.file(ref.fileGuid);
      const link = file?.folder_guid
        ? await this.folderLinkAbove(file.folder_guid, ref.token, ref.folderGuid)
        : null;
      if (!file || !link) throw new AppError('not-found', what);
      return this.grantFile(credentials, file, null, link, needed, what);
    }
    const user = this.signedIn(credentials);
    const file = await this.repo.file(ref.fileGuid);
    if (!file) throw new AppError('not-found', what);
    return this.grantFile({ ...credentials, user }, file, null, null, needed, what);
  }

  /** The folder and what the caller may do with it; throws unless `needed` is granted. */
  async folder(credentials: Credentials, ref: FolderRef, needed: SharePermission): Promise<FolderAccess> {
    const what = `folder ${ref.folderGuid}`;
    if (ref.token !== undefined) {
      let folder = await this.repo.folder(ref.folderGuid);
      if (!folder) {
        const byHashed = await this.repo.folderShareByHashedGuid(ref.folderGuid);
        folder = byHashed ? await this.repo.folder(byHashed.folder_guid) : undefined;
      }
      const link = folder ? await this.folderLinkAbove(folder.guid, ref.token, undefined) : null;
      if (!folder || !link) throw new AppError('not-found', what);
      const owner = await this.ownerOf(folder.owner_id, credentials.user, what);
      const decision = decideAccess(
        { user: credentials.user, link: grantOf('folder', link.share) },
        owner.id,
      );
      if (decision.role !== 'owner') this.requireUnlocked(credentials, ref.token, link.share.password_hash);
      requirePermission(decision, needed, what);
      return { folder, owner, decision, folderLink: link };
    }
    const user = this.signedIn(credentials);
    const folder = await this.repo.folder(ref.folderGuid);
    if (!folder) throw new AppError('not-found', what);
    const owner = await this.ownerOf(folder.owner_id, user, what);
    const decision = decideAccess({ user, link: null }, owner.id);
    requirePermission(decision, needed, what);
    return { folder, owner, decision, folderLink: null };
  }

  /** The cookie that proves the password of the link `secret` was entered (browser session). */
  unlockCookie(secret: string, passwordHash: string): { readonly name: string; readonly value: string } {
    return {
      name: `${UNLOCK_COOKIE_PREFIX}${digestOf(secret).slice(0, 24)}`,
      value: macOf(this.options.secret, `${secret}\n${passwordHash}`),
    };
  }

  /** The file link with this hash if it exists, is live and has not expired. */
  async liveFileShare(shareHash: string): Promise<FileShareRow | undefined> {
    const share = await this.repo.fileShareByDigest(digestOf(shareHash));
    return share && this.isLive(share, shareHash) ? share : undefined;
  }

  /** The row's hash is `shareHash` (constant-time) and the link has not expired. */
  private isLive(share: FileShareRow, shareHash: string): boolean {
    return (
      share.share_hash !== null && sameSecret(shareHash, share.share_hash) && !this.expired(share.expires_at)
    );
  }

  private async grantFile(
    credentials: Credentials,
    file: FileRow,
    fileLink: FileShareRow | null,
    folderLink: { share: FolderShareRow; root: FolderRow } | null,
    needed: SharePermission,
    what: string,
  ): Promise<FileAccess> {
    const owner = await this.ownerOf(file.owner_id, credentials.user, what);
    const link = fileLink
      ? grantOf('file', fileLink)
      : folderLink
        ? grantOf('folder', folderLink.share)
        : null;
    const decision = decideAccess({ user: credentials.user, link }, owner.id);
    if (decision.role !== 'owner') {
      if (fileLink?.share_hash)
        this.requireUnlocked(credentials, fileLink.share_hash, fileLink.password_hash);
      if (folderLink)
        this.requireUnlocked(credentials, folderLink.share.token, folderLink.share.password_hash);
    }
    requirePermission(decision, needed, what);
    return { file, owner, decision, fileLink, folderLink };
  }

  /**
   * The live folder link on the way from `folderGuid` up to the library root whose token is
   * `token` (the nearest one), or null. `via`, when given, must be a folder on that way at or
   * below the linked folder.
   */
  async folderLinkAbove(
    folderGuid: string,
    token: string,
    via: string | undefined,
  ): Promise<{ share: FolderShareRow; root: FolderRow } | null> {
    let current = await this.repo.folder(folderGuid);
    let passedVia = via === undefined;
    for (let depth = 0; current && depth <= MAX_DEPTH; depth++) {
      if (current.guid === via) passedVia = true;
      const share = await this.repo.folderShare(current.guid);
      if (share && sameSecret(token, share.token) && !this.expired(share.expires_at))
        return passedVia ? { share, root: current } : null;
      current = current.parent_guid === null ? undefined : await this.repo.folder(current.parent_guid);
    }
    return null;
  }

  private requireUnlocked(credentials: Credentials, secret: string, passwordHash: string | null): void {
    if (passwordHash === null) return;
    const expected = this.unlockCookie(secret, passwordHash);
    const given = credentials.cookies[expected.name];
    if (given === undefined || !sameSecret(given, expected.value))
      throw new AppError('share-password-required', 'enter the password of this link');
  }

  private signedIn(credentials: Credentials): UserRow {
    if (credentials.user === null) throw new AppError('unauthorized');
    return credentials.user;
  }

  /** The owner's row: the caller's own (fresh) when they are the owner, else from the short cache. */
  private async ownerOf(id: string, caller: UserRow | null, what: string): Promise<UserRow> {
    if (caller?.id === id) return caller;
    const cached = this.owners.get(id);
    if (cached) return cached;
    const owner = await this.options.userById(id);
    if (!owner) throw new AppError('not-found', what);
    this.owners.set(id, owner);
    return owner;
  }

  private expired(expiresAt: string | null): boolean {
    return expiresAt !== null && expiresAt <= this.now().toISOString();
  }
}
