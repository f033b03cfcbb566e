// The sharing calls (contract sharing.ts, docs/api.md "Sharing"): the owner's file and folder links,
// and what visitors read and do through a link. Answers are parsed with the contract's schemas; a
// wrong shape is a failure, not a crash further down.
import {
  FILE_PATHS,
  SHARE_PATHS,
  fileItemSchema,
  fileListSchema,
  fileShareSchema,
  fileShareStateSchema,
  folderShareSchema,
  sharedFileSchema,
  sharedFolderSchema,
  type FileItem,
  type FileList,
  type FileShare,
  type FileShareBody,
  type FolderShare,
  type FolderShareBody,
  type SharedFile,
  type SharedFolder,
} from '@asperity/contract';
import { HttpError, type HttpClient } from '../../app/http.ts';

function parsed<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(200, 'something-went-wrong', 'unexpected answer shape');
  return result.data;
}

const path = (template: string, key: string, value: string) =>
  template.replace(key, encodeURIComponent(value));
const fileSharePath = (fileGuid: string) => path(SHARE_PATHS.file, ':fileGuid', fileGuid);
const folderSharePath = (folderGuid: string) => path(SHARE_PATHS.folder, ':folderGuid', folderGuid);
const sharedPath = (template: string, shareHash: string) => path(template, ':shareHash', shareHash);
const sharedFolderPathOf = (template: string, folderGuid: string) =>
  path(template, ':folderGuid', folderGuid);

export interface SharedFolderListingQuery {
  readonly folderGuid: string;
  readonly token: string;
  readonly sortBy: string;
  readonly sortOrder: 'asc' | 'desc';
}

export const sharingKeys = {
  fileShare: (fileGuid: string) => ['sharing', 'file', fileGuid] as const,
  shared: (shareHash: string) => ['sharing', 'shared', shareHash] as const,
  sharedFolder: (folderGuid: string, token: string) => ['sharing', 'folder', folderGuid, token] as const,
  sharedFolderListing: (query: SharedFolderListingQuery) => ['sharing', 'folder-listing', query] as const,
};

export const sharingApi = {
  fileShare: async (http: HttpClient, fileGuid: string, signal?: AbortSignal): Promise<FileShare | null> =>
    parsed(fileShareStateSchema, await http.get<unknown>(fileSharePath(fileGuid), signal ? { signal } : {}))
      .share,
  saveFileShare: async (http: HttpClient, fileGuid: string, body: FileShareBody): Promise<FileShare> =>
    parsed(fileShareSchema, await http.put<unknown>(fileSharePath(fileGuid), body)),
  removeFileShare: (http: HttpClient, fileGuid: string) => http.delete<void>(fileSharePath(fileGuid)),
  saveFolderShare: async (
    http: HttpClient,
    folderGuid: string,
    body: FolderShareBody,
  ): Promise<FolderShare> =>
    parsed(folderShareSchema, await http.put<unknown>(folderSharePath(folderGuid), body)),
  removeFolderShare: (http: HttpClient, folderGuid: string) => http.delete<void>(folderSharePath(folderGuid)),

  shared: async (http: HttpClient, shareHash: string, signal?: AbortSignal): Promise<SharedFile> =>
    parsed(
      sharedFileSchema,
      await http.get<unknown>(sharedPath(SHARE_PATHS.shared, shareHash), signal ? { signal } : {}),
    ),
  unlock: (http: HttpClient, shareHash: string, password: string) =>
    http.post<unknown>(sharedPath(SHARE_PATHS.unlock, shareHash), { password }),
  copy: async (
    http: HttpClient,
    shareHash: string,
    parentFolderGuid: string | null = null,
  ): Promise<FileItem> =>
    parsed(
      fileItemSchema,
      await http.post<unknown>(sharedPath(SHARE_PATHS.copy, shareHash), { parentFolderGuid }),
    ),

  sharedFolder: async (
    http: HttpClient,
    folderGuid: string,
    token: string,
    signal?: AbortSignal,
  ): Promise<SharedFolder> =>
    parsed(
      sharedFolderSchema,
      await http.get<unknown>(sharedFolderPathOf(SHARE_PATHS.sharedFolder, folderGuid), {
        query: { token },
        ...(signal ? { signal } : {}),
      }),
    ),
  sharedFolderListing: async (
    http: HttpClient,
    query: SharedFolderListingQuery,
    signal?: AbortSignal,
  ): Promise<FileList> =>
    parsed(
      fileListSchema,
      await http.get<unknown>(FILE_PATHS.list, {
        query: {
          folderGuid: query.folderGuid,
          token: query.token,
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
        },
        ...(signal ? { signal } : {}),
      }),
    ),
  folderUnlock: (http: HttpClient, folderGuid: string, token: string, password: string) =>
    http.post<unknown>(sharedFolderPathOf(SHARE_PATHS.folderUnlock, folderGuid), { token, password }),
  folderCopy: (
    http: HttpClient,
    folderGuid: string,
    body: {
      token: string;
      files: readonly string[];
      folders: readonly string[];
      parentFolderGuid?: string | null;
    },
  ) => http.post<unknown>(sharedFolderPathOf(SHARE_PATHS.folderCopy, folderGuid), body),
};
