// /embed/:id (spec part 1 §2, part 3 §2): the embeddable viewer other sites frame, 640×360 by
// default. It shows the preview picture with a start button, or with autostart=1 the 3D view at
// once; transparent=1 lets the framing page show through; lite=1 drops the title bar and renders
// lighter. Its own route chunk, without the app's chrome or the editor.
import ThreeDRotationRounded from '@mui/icons-material/ThreeDRotationRounded';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { isHttpError } from '../../../app/HttpError.ts';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { sharedFilePath } from '@asperity/contract';
import { sharingApi, sharingKeys } from '../sharingApi.ts';
import { sharedPreviewUrl } from '../viewer/sharedPreviewUrl.ts';
import { EmbedViewer } from './EmbedViewer.tsx';

const flag = (value: string | null) => value === '1' || value === 'true';

export default function EmbedPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const transparent = flag(search.get('transparent'));
  const lite = flag(search.get('lite'));
  const [started, setStarted] = useState(flag(search.get('autostart')));
  const http = useHttpClient();
  const shared = useQuery({
    queryKey: sharingKeys.shared(id),
    queryFn: ({ signal }) => sharingApi.shared(http, id, signal),
    retry: false,
  });

  const frame = {
    position: 'fixed',
    inset: 0,
    overflow: 'hidden',
    bgcolor: transparent ? 'transparent' : '#ffffff',
  } as const;

  if (shared.error) {
    const gone = isHttpError(shared.error) && shared.error.status === 404;
    const locked = isHttpError(shared.error) && shared.error.errorCode === 'share-password-required';
    return (
      <Box
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
        data-testid="embed-page"
      >
        <Alert severity={gone ? 'info' : 'warning'} data-testid={gone ? 'no-longer-shared' : 'embed-error'}>
          <FormattedMessage
            id={gone ? 'sharing.gone.title' : locked ? 'sharing.embed.locked' : 'sharing.embed.failed'}
          />
          {locked && (
            <>
              {' '}
              <Link href={sharedFilePath(id, '')} target="_blank" rel="noopener">
                <FormattedMessage id="sharing.embed.open" />
              </Link>
            </>
          )}
        </Alert>
      </Box>
    );
  }

  const title = shared.data?.title ?? '';
  const fullPage = shared.data
    ? sharedFilePath(id, shared.data.slug, shared.data.twoD)
    : sharedFilePath(id, '');

  return (
    <Box sx={frame} data-testid="embed-page" data-started={started ? 'true' : 'false'}>
      {started ? (
        <EmbedViewer shareHash={id} transparent={transparent} lite={lite} />
      ) : (
        <Box
          component="button"
          type="button"
          onClick={() => setStarted(true)}
          data-testid="embed-start"
          sx={{ all: 'unset', position: 'absolute', inset: 0, cursor: 'pointer', display: 'block' }}
        >
          <Box
            component="img"
            alt={title}
            src={sharedPreviewUrl(
              { kind: 'link', shareHash: id },
              { width: 640, height: 360 },
              '3d',
              window.devicePixelRatio || 1,
            )}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Button variant="contained" component="span" startIcon={<ThreeDRotationRounded />}>
              <FormattedMessage id="sharing.embed.start" />
            </Button>
          </Box>
        </Box>
      )}
      {!lite && (
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            bgcolor: 'rgba(255,255,255,0.85)',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="subtitle2" noWrap sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Link href={fullPage} target="_blank" rel="noopener" sx={{ pointerEvents: 'auto', fontSize: 13 }}>
            <FormattedMessage id="sharing.embed.open" />
          </Link>
        </Box>
      )}
      {!lite && started && (
        <Typography
          variant="caption"
          sx={{ position: 'absolute', left: 8, bottom: 6, color: 'text.secondary', pointerEvents: 'none' }}
        >
          <FormattedMessage id="sharing.embed.dragHint" />
        </Typography>
      )}
    </Box>
  );
}
