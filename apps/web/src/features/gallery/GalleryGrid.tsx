// Gallery tiles with paging (part 1 §3, §9): "more" as a button and, as the footer scrolls into
// view, on its own (offset = items already shown); the empty states of §8 (an empty search and an
// empty gallery say different things); a failed list says so with a retry.
import { errorMessageId } from '@asperity/contract';
import ImageSearchOutlined from '@mui/icons-material/ImageSearchOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { GalleryTile } from './GalleryTile.tsx';
import type { GalleryListState } from './useGalleryList.ts';

export interface GalleryGridProps {
  readonly list: GalleryListState;
  readonly empty: 'search' | 'gallery';
  /** Message ids of the empty state; the gallery page's by default. */
  readonly emptyIds?: { readonly search: string; readonly gallery: string };
  /** Load the next page when the footer comes into view (off for short strips). */
  readonly autoLoad?: boolean;
}

const DEFAULT_EMPTY = { search: 'gallery.empty.search', gallery: 'gallery.empty.gallery' };

/** Calls `onVisible` whenever the element scrolls into view (where the browser can tell). */
function useWhenVisible(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

export function GalleryGrid({ list, empty, emptyIds = DEFAULT_EMPTY, autoLoad = true }: GalleryGridProps) {
  const footer = useWhenVisible(list.loadMore, autoLoad && list.hasMore && !list.loadingMore);
  if (list.busy) return <ProgressIndicator block />;
  if (list.error !== null && list.items.length === 0) {
    return (
      <Alert
        severity="error"
        data-testid="gallery-error"
        action={
          <Button color="inherit" size="small" onClick={list.retry}>
            <FormattedMessage id="gallery.retry" />
          </Button>
        }
      >
        <FormattedMessage id={errorMessageId('something-went-wrong')} />
      </Alert>
    );
  }
  if (list.items.length === 0) {
    const Icon = empty === 'search' ? ImageSearchOutlined : PhotoLibraryOutlined;
    return (
      <Stack
        spacing={1}
        sx={{ alignItems: 'center', textAlign: 'center', py: 6, color: 'text.secondary' }}
        data-testid={`gallery-empty-${empty}`}
      >
        <Icon sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          <FormattedMessage id={`${emptyIds[empty]}.title`} />
        </Typography>
        <Typography variant="body2">
          <FormattedMessage id={`${emptyIds[empty]}.body`} />
        </Typography>
      </Stack>
    );
  }
  return (
    <Box>
      <Box
        data-testid="gallery-grid"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {list.items.map((item) => (
          <GalleryTile key={item.shareHash} item={item} />
        ))}
      </Box>
      <Box
        ref={footer}
        sx={{ display: 'flex', justifyContent: 'center', py: 3 }}
        data-testid="gallery-footer"
      >
        {list.loadingMore ? (
          <CircularProgress size={28} data-testid="gallery-loading-more" />
        ) : (
          list.hasMore && (
            <Button variant="outlined" onClick={list.loadMore} data-testid="gallery-more">
              <FormattedMessage id="gallery.more" />
            </Button>
          )
        )}
      </Box>
    </Box>
  );
}
