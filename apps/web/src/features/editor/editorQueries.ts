// The editor's server state as TanStack Query options: one definition per query, used by the page and
// the views (useQuery) and by prefetchEditor, which asks for the same data before they render. Sharing
// the options keeps the keys, fetchers and cache lifetimes of both ways identical, so a prefetched
// answer (or one still in flight) is the one the page reads.
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../app/http.ts';
import { editorApi, editorQueryKeys } from './editorApi.ts';

export interface EditorSurfaceQuery {
  readonly fileGuid: string;
  readonly channel: number;
  readonly forkHash: string;
  readonly maxSide: number;
  /** Shared views: the parameters naming the file instead of fileGuid (EditorSession.accessQuery). */
  readonly accessQuery?: Readonly<Record<string, string>>;
}

export const editorQueries = {
  history: (http: HttpClient, fileGuid: string) =>
    queryOptions({
      queryKey: editorQueryKeys.history(fileGuid),
      queryFn: ({ signal }) => editorApi.history(http, fileGuid, signal),
      // The history changes only through this page's own calls, which put their answer in place.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  file: (http: HttpClient, fileGuid: string) =>
    queryOptions({
      queryKey: editorQueryKeys.file(fileGuid),
      queryFn: ({ signal }) => editorApi.file(http, fileGuid, signal),
    }),
  profile: (http: HttpClient) =>
    queryOptions({
      queryKey: editorQueryKeys.profile,
      queryFn: ({ signal }) => editorApi.profile(http, signal),
    }),
  surface: (query: EditorSurfaceQuery) =>
    queryOptions({
      queryKey: editorQueryKeys.surface(query.fileGuid, query.channel, query.forkHash, query.maxSide),
      queryFn: ({ signal }) => editorApi.surface(query, signal),
      // A fork never changes: its heights stay valid for the whole visit.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 60_000,
      retry: false,
    }),
};
