// How a visitor's calls name a shared file (contract sharing.ts shareAccessFields): `shareHash` in
// place of fileGuid for a file link, or `fileGuid` with the folder's `token` (and `folderGuid`) for
// a file inside a shared folder.

export type ShareAccess =
  | { readonly kind: 'link'; readonly shareHash: string }
  | {
      readonly kind: 'folder';
      readonly fileGuid: string;
      readonly folderGuid: string;
      readonly token: string;
    };

/** The id the editor session uses for the file (its `fileGuid`, the cache keys). */
export function sessionKeyOf(access: ShareAccess): string {
  return access.kind === 'link' ? access.shareHash : access.fileGuid;
}

/** The parameters naming the file in a call, instead of `fileGuid`. */
export function accessQueryOf(access: ShareAccess): Readonly<Record<string, string>> {
  return access.kind === 'link'
    ? { shareHash: access.shareHash }
    : { fileGuid: access.fileGuid, folderGuid: access.folderGuid, token: access.token };
}

/** Replaces `fileGuid: key` in a query or body by the access parameters; anything else is kept. */
export function withAccess<T>(value: T, key: string, access: ShareAccess): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (value instanceof FormData || value instanceof Blob) return value;
  const record = value as Record<string, unknown>;
  if (record.fileGuid !== key) return value;
  const { fileGuid: _fileGuid, ...rest } = record;
  return { ...rest, ...accessQueryOf(access) } as T;
}
