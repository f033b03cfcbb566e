// The shared 2D viewer (/2d-s/:shareHash[/:slug], spec part 1 §2, part 3 §2): an uploaded picture
// shown whole, with its title, owner and description, its links to 3D images where it has them
// (issue 14 item 5), and the copy and download the link allows. The rectangles the owner linked to
// 3D images in the 2D editor (issue 19 item 5) are drawn on the picture, read-only; one leads where
// its 3D image has a link of its own.
import { Container, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../app/session/index.ts';
import { useDocumentTitle } from '../../../i18n/index.ts';
import { GalleryItemPanel } from '../../gallery/index.ts';
import { editor2dQueryKeys, imageLinksApi, PictureWithLinks } from '../../editor-2d/index.ts';
import { RichTextView } from '../rich-text/RichTextView.tsx';
import { accessQueryOf, sessionKeyOf } from './shareAccess.ts';
import { SharedFileLinks } from './SharedFileLinks.tsx';
import type { SharedViewModel } from './sharedViewModel.ts';
import { sharedPreviewUrl } from './sharedPreviewUrl.ts';
import { VisitorActions } from './VisitorActions.tsx';

const BOX = { width: 1600, height: 1200 };

export function SharedPicture({ model }: { model: SharedViewModel }) {
  useDocumentTitle(model.title);
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const reload = model.fileItem.modifiedAt;
  const intl = useIntl();
  const http = useHttpClient();
  // A file link names the picture by its hash (the visitor never learns the guid); a folder link by guid.
  const key = sessionKeyOf(model.access);
  const links = useQuery({
    queryKey: [...editor2dQueryKeys.links(key), 'shared'],
    queryFn: () => imageLinksApi.links(http, key, accessQueryOf(model.access)),
  });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="shared-picture-page">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {model.title}
        </Typography>
        <VisitorActions model={model} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 1, display: 'flex', justifyContent: 'center', bgcolor: 'grey.100' }}>
        <PictureWithLinks
          src={sharedPreviewUrl(model.access, BOX, '2d', dpr, reload)}
          alt={model.title}
          imageTestId="shared-picture"
          links={links.data?.links ?? []}
          linkLabel={(_link, index) =>
            intl.formatMessage({ id: 'sharing.viewer.imageLink' }, { number: index + 1 })
          }
        />
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <FormattedMessage id="sharing.viewer.sharedBy" values={{ owner: model.ownerName }} />
      </Typography>
      {model.description && <RichTextView document={model.description} />}
      <SharedFileLinks links={model.fileLinks} />
      {model.gallery && (
        <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
          <GalleryItemPanel shared={model.gallery} showDescription={false} />
        </Paper>
      )}
    </Container>
  );
}
