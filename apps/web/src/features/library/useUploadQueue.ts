// One upload queue per HTTP client (so, per app), kept outside the page: uploads go on while the
// user opens a folder or a file, and the list is there again on return.
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { HttpClient } from '../../app/http.ts';
import { REFRESH_PATH } from '../../app/http.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { LIBRARY_QUERY_KEY } from './libraryApi.ts';
import { UploadQueue, type UploadItem } from './uploadQueue.ts';
import { useUploadTransport } from './uploadTransportContext.ts';

const queues = new WeakMap<HttpClient, UploadQueue>();

export function useUploadQueue(): { queue: UploadQueue; items: readonly UploadItem[] } {
  const http = useHttpClient();
  const transport = useUploadTransport();
  const queryClient = useQueryClient();
  let queue = queues.get(http);
  if (!queue) {
    queue = new UploadQueue({
      transport,
      refreshSession: () =>
        http.get(REFRESH_PATH).then(
          () => true,
          () => false,
        ),
      onUploaded: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY }),
    });
    queues.set(http, queue);
  }
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, items };
}
