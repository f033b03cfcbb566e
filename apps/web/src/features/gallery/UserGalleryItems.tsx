// A public profile's items (/user/:username, issue 17 item 5): the user's published gallery items
// with the gallery's tiles and paging (GET /gallery/list?username=…).
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../app/session/index.ts';
import { GalleryGrid } from './GalleryGrid.tsx';
import { DEFAULT_FILTERS } from './galleryQuery.ts';
import { useGalleryList } from './useGalleryList.ts';

const PROFILE_EMPTY = { search: 'gallery.profile.empty', gallery: 'gallery.profile.empty' };

export function UserGalleryItems({ username }: { username: string }) {
  const { user } = useSession();
  const isStaff = user !== null && (user.isStaff || user.isAdmin);
  const list = useGalleryList({ ...DEFAULT_FILTERS, username }, { canSeeStaffOnly: isStaff });
  return (
    <Box component="section" data-testid="profile-gallery" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="gallery.profile.title" />
      </Typography>
      <GalleryGrid list={list} empty="gallery" emptyIds={PROFILE_EMPTY} />
    </Box>
  );
}
