// What a shared viewer shows and allows, whichever link opened it: a file link (GET
// /api/shared/{shareHash}) or a file inside a shared folder (the folder's permissions and listing).
import type { FileItem, SharedFile, SharePermissions } from '@asperity/contract';
import type { ShareAccess } from './shareAccess.ts';

export interface SharedViewModel {
  readonly access: ShareAccess;
  /** The file as the editor's own calls expect it (GET /api/files/{key} is answered with it). */
  readonly fileItem: FileItem;
  readonly title: string;
  readonly description: SharedFile['description'];
  readonly ownerName: string;
  /** null where the link kind has no count (files of a shared folder). */
  readonly views: number | null;
  readonly permissions: SharePermissions;
  /** The visitor may edit now (allowEditing and signed in). */
  readonly canEdit: boolean;
  readonly twoD: boolean;
  readonly expiresAt: string | null;
  /** Links to 3D images of a 2D picture (issue 14 item 5), as the owner gave them; empty when none. */
  readonly fileLinks: readonly string[];
  /** The link's answer when the file is a public gallery item (or was, for staff and the owner). */
  readonly gallery: SharedFile | null;
}

export function fileItemOfShared(shared: SharedFile, key: string): FileItem {
  return {
    guid: key,
    name: shared.name,
    createdAt: shared.createdAt,
    modifiedAt: shared.modifiedAt,
    lastOpenedAt: null,
    parentFolderGuid: null,
    favorite: false,
    shared: true,
    twoD: shared.twoD,
    format: shared.format,
    size: shared.size,
    sourceSize: shared.sourceSize,
    channels: shared.channels,
    warnings: [],
  };
}

export function modelOfSharedFile(shared: SharedFile): SharedViewModel {
  return {
    access: { kind: 'link', shareHash: shared.shareHash },
    fileItem: fileItemOfShared(shared, shared.shareHash),
    title: shared.title,
    description: shared.description,
    ownerName: shared.ownerName,
    views: shared.views,
    permissions: shared.permissions,
    canEdit: shared.canEdit,
    twoD: shared.twoD,
    expiresAt: shared.expiresAt,
    fileLinks: shared.fileLinks ?? [],
    gallery: shared.publiclyShared || shared.staffHidden === true ? shared : null,
  };
}

/**
 * The "download original" address the link allows (GET /api/file/export, part 3 §7): the share hash,
 * or the file with the folder token and its folder as parentFolderId.
 */
export function originalDownloadUrl(access: ShareAccess): string {
  const query =
    access.kind === 'link'
      ? new URLSearchParams({ shareHash: access.shareHash, format: 'original' })
      : new URLSearchParams({
          'files[0]': access.fileGuid,
          token: access.token,
          parentFolderId: access.folderGuid,
          format: 'original',
        });
  return `/api/file/export?${query.toString()}`;
}
