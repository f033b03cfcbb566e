// The landing page's strip of 3 staff-picked items (spec part 1 §2, §9; issue 17 item 4), newest
// first, with a link to all staff picks in the gallery. Nothing is shown while there are none (the
// landing page is not the place for an empty state), nor when the list cannot be read.
import { LANDING_STRIP_ITEMS } from '@asperity/contract';
import { Box, Button, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { GalleryTile } from './GalleryTile.tsx';
import { DEFAULT_FILTERS, searchOfFilters } from './galleryQuery.ts';
import { useGalleryList } from './useGalleryList.ts';

const STAFF_PICKS = { ...DEFAULT_FILTERS, staffPicked: true };

export function StaffPicksStrip() {
  const list = useGalleryList(STAFF_PICKS, { canSeeStaffOnly: false, limit: LANDING_STRIP_ITEMS });
  const items = list.items.slice(0, LANDING_STRIP_ITEMS);
  if (items.length === 0) return null;
  return (
    <Box component="section" data-testid="staff-picks" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2" sx={{ flex: 1 }}>
            <FormattedMessage id="gallery.staffPicks.title" />
          </Typography>
          <Button component={RouterLink} to={`/gallery?${searchOfFilters(STAFF_PICKS)}`}>
            <FormattedMessage id="gallery.staffPicks.all" />
          </Button>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {items.map((item) => (
            <GalleryTile key={item.shareHash} item={item} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
