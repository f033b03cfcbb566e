// /gallery (spec part 1 §2, §3; issue 17 item 2): the published items of everybody, searched and
// filtered by every query field, as 16:9 tiles, 30 at a time. The filters live in the address, so a
// search can be linked and back/forward walk through searches (each shown at once while it is one
// of the last six).
import { Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/index.ts';
import { GalleryFiltersBar } from './GalleryFiltersBar.tsx';
import { GalleryGrid } from './GalleryGrid.tsx';
import { emptyStateOf, filtersFromSearch, searchOfFilters, type GalleryFilters } from './galleryQuery.ts';
import { useGalleryList } from './useGalleryList.ts';

export function GalleryPage() {
  const [search, setSearch] = useSearchParams();
  const { user } = useSession();
  const isStaff = user !== null && (user.isStaff || user.isAdmin);
  const filters = filtersFromSearch(search);
  const list = useGalleryList(filters, { canSeeStaffOnly: isStaff });
  const change = (next: GalleryFilters) => setSearch(new URLSearchParams(searchOfFilters(next)));
  return (
    <Container maxWidth="xl" sx={{ py: 3 }} data-testid="gallery-page">
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        <FormattedMessage id="gallery.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="gallery.subtitle" />
      </Typography>
      <GalleryFiltersBar
        key={`${filters.q}\n${filters.username}`}
        value={filters}
        onChange={change}
        isStaff={isStaff}
      />
      <GalleryGrid list={list} empty={emptyStateOf(filters, isStaff)} />
    </Container>
  );
}
