// Staff curation on the item page (issue 17 item 4, PATCH /api/gallery/{shareHash}): pick or unpick
// for the landing page's strip, unpublish an item that breaks the rules with a reason the owner is
// told, and restore an item staff unpublished.
import { type SharedFile } from '@asperity/contract';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useErrorToast } from '../../components/toasts/index.ts';
import { galleryApi } from './galleryApi.ts';

export interface GalleryState {
  readonly staffPicked: boolean;
  readonly published: boolean;
}

export function GalleryStaffActions({ shared }: { shared: SharedFile }) {
  const http = useHttpClient();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const [state, setState] = useState<GalleryState>({
    staffPicked: shared.staffPicked ?? false,
    published: shared.publiclyShared,
  });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const patch = async (body: Parameters<typeof galleryApi.patch>[2]) => {
    setBusy(true);
    try {
      setState(await galleryApi.patch(http, shared.shareHash, body));
      setReason('');
      // Lists (and the landing strip) show picks and unpublished items differently now.
      void queryClient.invalidateQueries({ queryKey: ['gallery'] });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="gallery-staff" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="overline" component="h2">
        <FormattedMessage id="gallery.staff.title" />
      </Typography>
      {!state.published && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="gallery-staff-unpublished">
          <FormattedMessage id="gallery.staff.unpublished" />
        </Alert>
      )}
      <Stack spacing={1}>
        {state.published && (
          <Box>
            <Button
              variant={state.staffPicked ? 'contained' : 'outlined'}
              startIcon={state.staffPicked ? <StarRounded /> : <StarOutlineRounded />}
              disabled={busy}
              onClick={() => void patch({ staffPicked: !state.staffPicked })}
              data-testid="gallery-staff-pick"
              data-picked={state.staffPicked ? 'true' : 'false'}
            >
              <FormattedMessage id={state.staffPicked ? 'gallery.staff.unpick' : 'gallery.staff.pick'} />
            </Button>
          </Box>
        )}
        {state.published ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={intl.formatMessage({ id: 'gallery.staff.reason' })}
              helperText={intl.formatMessage({ id: 'gallery.staff.reasonHint' })}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'gallery-staff-reason' } }}
            />
            <Button
              color="error"
              variant="outlined"
              disabled={busy || reason.trim() === ''}
              onClick={() => void patch({ published: false, reason: reason.trim() })}
              data-testid="gallery-staff-unpublish"
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id="gallery.staff.unpublish" />
            </Button>
          </Stack>
        ) : (
          <Box>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void patch({ published: true })}
              data-testid="gallery-staff-restore"
            >
              <FormattedMessage id="gallery.staff.restore" />
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
