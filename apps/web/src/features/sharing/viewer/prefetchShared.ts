// Asks for everything a shared viewer's first frame needs as the app starts (app/router/
// earlyRequests.ts), instead of as each part renders: the shared-file answer, the history (which
// names the current fork) and then the fork's heights — the same queries, keys and options the
// viewer's components use, so they find the answers cached or in flight.
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../app/http.ts';
import { editorApi, editorQueryKeys } from '../../editor/editorApi.ts';
import { editorQueries } from '../../editor/editorQueries.ts';
import { screenMaxSide } from '../../editor/view/levelOfDetail.ts';
import { sharingApi, sharingKeys } from '../sharingApi.ts';

export function prefetchSharedViewer(
  queryClient: QueryClient,
  http: HttpClient,
  shareHash: string,
  /** Who asks (the shared answer's key names the visitor); the history and heights do not wait for it. */
  userId: Promise<string | null>,
): void {
  void userId.then((id) =>
    queryClient.prefetchQuery({
      queryKey: [...sharingKeys.shared(shareHash), id ?? 'signed-out'],
      queryFn: ({ signal }) => sharingApi.shared(http, shareHash, signal),
      retry: false,
    }),
  );
  queryClient
    .fetchQuery({
      queryKey: editorQueryKeys.history(shareHash),
      // The viewer asks through its share client, which turns fileGuid into shareHash: the same call.
      queryFn: ({ signal }) =>
        editorApi.history(
          { ...http, get: (path, options) => http.get(path, { ...options, query: { shareHash } }) },
          shareHash,
          signal,
        ),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })
    .then(
      (history) =>
        queryClient.prefetchQuery(
          editorQueries.surface({
            fileGuid: shareHash,
            channel: history.channel,
            forkHash: history.forkHash,
            maxSide: screenMaxSide(),
            accessQuery: { shareHash },
          }),
        ),
      // The viewer's own queries show the failure (no longer shared, password).
      () => undefined,
    );
}
