// The library calls (contract FILE_PATHS; docs/api.md). The listing is read tolerantly: `files`
// always, and the folders and breadcrumbs of the spec's listing response when the server sends them.
import {
  FILE_PATHS,
  FOLDER_PATHS,
  PREFERENCES_PATHS,
  QUOTA_PATHS,
  type FileBrowserPreferences,
  type FileItem,
  type Folder,
  type Quota,
} from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export const VIEW_FILTERS = ['All', 'Recent', 'Favorites', 'Shared'] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number];
export const SORT_KEYS = ['modifiedAt', 'createdAt', 'name', 'sourceSize', 'size'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface LibraryFolder {
  readonly guid: string;
  readonly name: string;
  readonly modifiedAt?: string;
  /** Set while the folder is shared by link (spec part 1 §3 Folder). */
  readonly token?: string | null;
}

export interface LibraryListing {
  readonly files: readonly FileItem[];
  readonly folders: readonly LibraryFolder[];
  readonly breadcrumbs: readonly LibraryFolder[];
}

export interface ListingQuery {
  readonly folderGuid: string | null;
  readonly viewFilter: ViewFilter;
  readonly sortBy: SortKey;
  readonly sortOrder: SortOrder;
}

export const LIBRARY_QUERY_KEY = ['library', 'listing'] as const;

export const listingQueryKey = (query: ListingQuery) => [...LIBRARY_QUERY_KEY, query] as const;

const isFolder = (value: unknown): value is LibraryFolder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { guid?: unknown }).guid === 'string' &&
  typeof (value as { name?: unknown }).name === 'string';

function readListing(answer: unknown): LibraryListing {
  const body = (answer ?? {}) as { files?: unknown; folders?: unknown; breadcrumbs?: unknown };
  return {
    files: Array.isArray(body.files) ? (body.files as FileItem[]) : [],
    folders: Array.isArray(body.folders) ? body.folders.filter(isFolder) : [],
    breadcrumbs: Array.isArray(body.breadcrumbs) ? body.breadcrumbs.filter(isFolder) : [],
  };
}

export const libraryApi = {
  list: async (http: HttpClient, query: ListingQuery, signal?: AbortSignal): Promise<LibraryListing> =>
    readListing(
      await http.get<unknown>(FILE_PATHS.list, {
        query: {
          folderGuid: query.folderGuid,
          viewFilter: query.viewFilter === 'All' ? undefined : query.viewFilter,
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
        },
        ...(signal ? { signal } : {}),
      }),
    ),
  deleteFile: (http: HttpClient, guid: string) => http.delete<void>(filePath(guid)),
  updateFile: (http: HttpClient, guid: string, patch: { name?: string; favorite?: boolean }) =>
    http.patch<FileItem>(filePath(guid), patch),
  createFolder: (http: HttpClient, name: string, parentFolderGuid: string | null) =>
    http.post<Folder>(FOLDER_PATHS.create, { name, parentFolderGuid }),
  renameFolder: (http: HttpClient, guid: string, name: string) =>
    http.patch<Folder>(folderPath(guid), { name }),
  deleteFolder: (http: HttpClient, guid: string) => http.delete<void>(folderPath(guid)),
  transfer: (
    http: HttpClient,
    mode: TransferMode,
    items: TransferItems,
    destinationFolderGuid: string | null,
  ) =>
    http.post<unknown>(mode === 'copy' ? FILE_PATHS.copy : FILE_PATHS.move, {
      files: items.files,
      folders: items.folders,
      destinationFolderGuid,
    }),
  quota: (http: HttpClient, signal?: AbortSignal) =>
    http.get<Quota>(QUOTA_PATHS.quota, signal ? { signal } : {}),
  requestMoreQuota: (http: HttpClient) => http.post<Quota>(QUOTA_PATHS.requestMore, {}),
  preferences: (http: HttpClient, signal?: AbortSignal) =>
    http.get<FileBrowserPreferences>(PREFERENCES_PATHS.fileBrowser, signal ? { signal } : {}),
  savePreferences: (http: HttpClient, preferences: FileBrowserPreferences) =>
    http.put<FileBrowserPreferences>(PREFERENCES_PATHS.fileBrowser, preferences),
};

export type TransferMode = 'copy' | 'move';
export interface TransferItems {
  readonly files: readonly string[];
  readonly folders: readonly string[];
}

/** Under the listing key: whatever reloads the listing (upload, copy, delete) reloads the quota. */
export const QUOTA_QUERY_KEY = [...LIBRARY_QUERY_KEY, 'quota'] as const;
export const PREFERENCES_QUERY_KEY = ['library', 'preferences'] as const;

function filePath(guid: string): string {
  return FILE_PATHS.one.replace(':fileGuid', encodeURIComponent(guid));
}

function folderPath(guid: string): string {
  return FOLDER_PATHS.one.replace(':folderGuid', encodeURIComponent(guid));
}
