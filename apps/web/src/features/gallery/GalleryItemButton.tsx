// The 3D shared viewer's entry to a gallery item's page (issue 17 item 3): a title-bar button with
// the like and comment counts that opens the gallery panel beside the view (the editor layout keeps
// the whole window for the surface).
import { type SharedFile } from '@asperity/contract';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedNumber, useIntl } from 'react-intl';
import { GalleryItemPanel } from './GalleryItemPanel.tsx';

export function GalleryItemButton({ shared, title }: { shared: SharedFile; title: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState({ likes: shared.likes ?? 0, comments: shared.comments ?? 0 });
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        data-testid="gallery-item-open"
        aria-label={intl.formatMessage({ id: 'gallery.item.open' })}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FavoriteBorder fontSize="small" />
          <FormattedNumber value={counts.likes} />
          <ChatBubbleOutline fontSize="small" />
          <FormattedNumber value={counts.comments} />
        </Stack>
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
      >
        <Box sx={{ p: 2 }} data-testid="gallery-item-drawer">
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h1" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <IconButton
              aria-label={intl.formatMessage({ id: 'common.close' })}
              onClick={() => setOpen(false)}
              data-testid="gallery-item-close"
            >
              <CloseIcon />
            </IconButton>
          </Stack>
          <GalleryItemPanel shared={shared} onCounts={setCounts} />
        </Box>
      </Drawer>
    </>
  );
}
