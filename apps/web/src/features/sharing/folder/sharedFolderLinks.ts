// Links inside a shared folder carry its token (spec part 1 §2: "a token query is carried"; with a
// token, images open under /s and /2d-s): subfolders, files in the shared viewer, exports.
import { EXPORT_PATHS, type FileItem } from '@asperity/contract';

export const sharedSubfolderHref = (folderGuid: string, token: string): string =>
  `/shared-folder/${encodeURIComponent(folderGuid)}?${new URLSearchParams({ token }).toString()}`;

export const sharedFolderFileHref = (
  file: Pick<FileItem, 'guid' | 'twoD'>,
  folderGuid: string,
  token: string,
): string =>
  `/${file.twoD ? '2d-s' : 's'}/${encodeURIComponent(file.guid)}?${new URLSearchParams({ token, folderGuid }).toString()}`;

/** GET /api/file/export with the token and the shared folder as parentFolderId (part 3 §7). */
export function sharedExportUrl(
  items: { readonly files?: readonly string[]; readonly folders?: readonly string[] },
  folderGuid: string,
  token: string,
  name?: string,
): string {
  const query = new URLSearchParams();
  (items.files ?? []).forEach((guid, i) => query.append(`files[${i}]`, guid));
  (items.folders ?? []).forEach((guid, i) => query.append(`folders[${i}]`, guid));
  query.set('format', 'original');
  query.set('token', token);
  query.set('parentFolderId', folderGuid);
  if (name) query.set('name', name);
  return `${EXPORT_PATHS.files}?${query.toString()}`;
}
