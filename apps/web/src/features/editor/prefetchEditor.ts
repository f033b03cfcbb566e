// Asks for everything the editor's first frame needs at once, instead of as each part renders: the
// history (which names the current fork), the file item and the profile in parallel, then the fork's
// heights the moment the history has answered. Without it the heights waited for the page and its
// layout to render after the history (bench/README.md "editor": ~150 ms, and ~300 ms more when the
// app loads on /image/:fileGuid, where the calls waited for the editor's chunk to load and run).
// Called on that first load (app/router/earlyRequests.ts) and by the editor page when it mounts; the
// page's own queries then find the answers cached or in flight (same options, editorQueries.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../app/http.ts';
import { editorQueries } from './editorQueries.ts';
import { screenMaxSide } from './view/levelOfDetail.ts';

export function prefetchEditor(queryClient: QueryClient, http: HttpClient, fileGuid: string): void {
  void queryClient.prefetchQuery(editorQueries.file(http, fileGuid));
  void queryClient.prefetchQuery(editorQueries.profile(http));
  queryClient.fetchQuery(editorQueries.history(http, fileGuid)).then(
    (history) =>
      queryClient.prefetchQuery(
        editorQueries.surface({
          fileGuid,
          channel: history.channel,
          forkHash: history.forkHash,
          maxSide: screenMaxSide(),
        }),
      ),
    // The page's own history query shows the failure (not found, error panel).
    () => undefined,
  );
}
