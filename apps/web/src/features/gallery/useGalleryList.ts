// A keyed gallery list, paged: the first page on opening, the next one (offset = items already
// shown, limit 30) on "more" or when the footer scrolls into view. The list is kept while it is one
// of the last six used (keptLists.ts), whatever its staleness: going back to a search shows it as it
// was and refreshes it in the background.
import { GALLERY_PAGE_SIZE, type GalleryItem } from '@asperity/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { galleryApi } from './galleryApi.ts';
import { galleryListKey, pageQuery, type GalleryFilters } from './galleryQuery.ts';
import { galleryListQueryKey, keepList } from './keptLists.ts';

export interface GalleryListState {
  readonly items: readonly GalleryItem[];
  readonly hasMore: boolean;
  /** The first page is on its way. */
  readonly busy: boolean;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  readonly error: unknown;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

export function useGalleryList(
  filters: GalleryFilters,
  options: { readonly canSeeStaffOnly: boolean; readonly limit?: number; readonly enabled?: boolean },
): GalleryListState {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const limit = options.limit ?? GALLERY_PAGE_SIZE;
  const key = `${galleryListKey(filters, options.canSeeStaffOnly)}#${limit}`;
  useEffect(() => keepList(queryClient, key), [queryClient, key]);
  const list = useInfiniteQuery({
    queryKey: galleryListQueryKey(key),
    queryFn: ({ pageParam, signal }) =>
      galleryApi.list(http, pageQuery(filters, pageParam, limit, options.canSeeStaffOnly), signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((count, page) => count + page.items.length, 0) : undefined,
    // Kept until it falls out of the last six (keepList removes it then).
    gcTime: Infinity,
    enabled: options.enabled ?? true,
  });
  // A page asked for after new items were published may repeat items already shown: once each.
  const seen = new Set<string>();
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter((item) => {
    if (seen.has(item.shareHash)) return false;
    seen.add(item.shareHash);
    return true;
  });
  return {
    items,
    hasMore: list.hasNextPage,
    busy: list.isPending && (options.enabled ?? true),
    loadingMore: list.isFetchingNextPage,
    error: list.error,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    retry: () => void list.refetch(),
  };
}
