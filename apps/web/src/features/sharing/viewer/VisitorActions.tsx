// The shared viewer's title-bar buttons (issue 14 §4, spec part 1 §6): about (owner, views,
// description), "Save a copy to my library" when saving is allowed (a signed-out visitor signs in
// first and comes back to this page), "Download original" when export is allowed.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import { Box, Button, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { signInRedirect } from '../../../app/router/signInRedirect.ts';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { useSession } from '../../../app/session/useSession.ts';
import { useErrorToast, useToasts } from '../../../components/toasts/index.ts';
import { GalleryItemButton } from '../../gallery/index.ts';
import { ReportButton } from '../../support/index.ts';
import { RichTextView } from '../rich-text/RichTextView.tsx';
import { sharingApi } from '../sharingApi.ts';
import { originalDownloadUrl, type SharedViewModel } from './sharedViewModel.ts';

export function VisitorActions({ model }: { model: SharedViewModel }) {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  // The share client passes /api/shared/* calls through unchanged.
  const http = useHttpClient();
  const [about, setAbout] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const aboutLabel = intl.formatMessage({ id: 'sharing.viewer.about' });

  const saveCopy = async () => {
    if (session.status !== 'signed-in') {
      await navigate(signInRedirect(location));
      return;
    }
    setSaving(true);
    try {
      const { access } = model;
      if (access.kind === 'link') await sharingApi.copy(http, access.shareHash);
      else
        await sharingApi.folderCopy(http, access.folderGuid, {
          token: access.token,
          files: [access.fileGuid],
          folders: [],
        });
      addToast('sharing.viewer.saved', { tag: 'sharing-saved', data: { type: 'success' } });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {model.gallery && !model.twoD && <GalleryItemButton shared={model.gallery} title={model.title} />}
      <Tooltip title={aboutLabel}>
        <IconButton
          aria-label={aboutLabel}
          onClick={(event) => setAbout(event.currentTarget)}
          data-testid="shared-about"
        >
          <InfoOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={about !== null}
        anchorEl={about}
        onClose={() => setAbout(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, maxWidth: 420 }} data-testid="shared-about-panel">
          <Typography variant="subtitle1" component="h2">
            {model.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="sharing.viewer.sharedBy" values={{ owner: model.ownerName }} />
            {model.views !== null && (
              <>
                {' · '}
                <FormattedMessage id="sharing.viewer.views" values={{ count: model.views }} />
              </>
            )}
          </Typography>
          {model.expiresAt && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                id="sharing.viewer.expires"
                values={{ date: intl.formatDate(model.expiresAt, { dateStyle: 'medium' }) }}
              />
            </Typography>
          )}
          {model.description && <RichTextView document={model.description} />}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            <FormattedMessage id="sharing.viewer.settingsStayLocal" />
          </Typography>
        </Box>
      </Popover>
      {model.permissions.allowSaving && (
        <Button
          size="small"
          startIcon={<LibraryAddOutlined />}
          disabled={saving}
          onClick={() => void saveCopy()}
          data-testid="shared-save-copy"
        >
          <FormattedMessage
            id={session.status === 'signed-in' ? 'sharing.viewer.saveCopy' : 'sharing.viewer.saveCopySignIn'}
          />
        </Button>
      )}
      {model.permissions.allowOriginalFileExport && (
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          href={originalDownloadUrl(model.access)}
          download
          data-testid="shared-download-original"
        >
          <FormattedMessage id="sharing.viewer.downloadOriginal" />
        </Button>
      )}
      {/* Report a file link's item (a gallery item or any shared image), signed in or out. */}
      {model.access.kind === 'link' && <ReportButton shareHash={model.access.shareHash} />}
    </>
  );
}
