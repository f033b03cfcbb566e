// The library calls (contract FILE_PATHS; docs/api.md). The listing is read tolerantly: `files`
// always, and the folders and breadcrumbs of the spec's listing response when the server sends them.
import { FILE_PATHS, type FileItem } from '@asperity/contract';
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
  deleteFile: (http: HttpClient, guid: string) =>
    http.delete<void>(FILE_PATHS.one.replace(':fileGuid', encodeURIComponent(guid))),
};
