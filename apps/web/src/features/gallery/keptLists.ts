// The last keyed gallery lists the client keeps (part 1 §3: "the last 6 keyed lists are kept"). The
// lists themselves live in TanStack Query's cache under ['gallery', 'list', key]; this keeps the
// order in which keys were last used and says which list falls out when a seventh is opened, so going
// back to one of the last six searches shows its items (and how far it was paged) at once.
import { GALLERY_CACHED_LISTS } from '@asperity/contract';
import type { QueryClient } from '@tanstack/react-query';

export const galleryListQueryKey = (key: string) => ['gallery', 'list', key] as const;

export interface KeptLists {
  /** Most recently used first. */
  readonly keys: readonly string[];
  /** Keys that fell out and whose lists should be dropped. */
  readonly evicted: readonly string[];
}

/** Uses `key`: it moves to the front; beyond `max` the least recently used keys are evicted. */
export function touchKey(
  keys: readonly string[],
  key: string,
  max: number = GALLERY_CACHED_LISTS,
): KeptLists {
  const next = [key, ...keys.filter((kept) => kept !== key)];
  return { keys: next.slice(0, max), evicted: next.slice(max) };
}

/** One record per query client: the gallery page, the profile page and the landing strip share it. */
const recentByClient = new WeakMap<QueryClient, string[]>();

/** Records a list as used and drops the lists that are no longer among the last six. */
export function keepList(queryClient: QueryClient, key: string, max: number = GALLERY_CACHED_LISTS): void {
  const { keys, evicted } = touchKey(recentByClient.get(queryClient) ?? [], key, max);
  recentByClient.set(queryClient, [...keys]);
  for (const gone of evicted) queryClient.removeQueries({ queryKey: galleryListQueryKey(gone), exact: true });
}
