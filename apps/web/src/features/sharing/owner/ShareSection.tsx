// The file details dialog's sharing section (spec part 1 §3 "File details", §4 "Sharing a file",
// §6): create or remove the link, copy it (/s/{hash}/{slug}), the three permission switches, the
// title, rich-text description, technology and thumbnail shown to visitors, beyond the spec an
// optional expiry date and password, the iframe snippet of the embeddable viewer and the view count.
import {
  PUBLIC_THUMBNAIL_TYPES,
  SHARE_PASSWORD_MAX_LENGTH,
  SHARE_TECHNOLOGIES,
  SHARE_TITLE_MAX_LENGTH,
  type FileItem,
  type FileShare,
  type FileShareBody,
  type PublicThumbnailType,
  type ShareTechnology,
} from '@asperity/contract';
import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import { useErrorToast } from '../../../components/toasts/index.ts';
import { LIBRARY_QUERY_KEY } from '../../library/libraryApi.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';
import { richTextPlain, type RichTextDocument } from '../rich-text/richTextDocument.ts';
import { embedSnippet } from '../shareLinks.ts';
import type { SharePermissions } from '../sharePermissions.ts';
import { sharingApi, sharingKeys } from '../sharingApi.ts';
import { CopyField } from './CopyField.tsx';
import { GalleryPublishing } from './GalleryPublishing.tsx';
import { PermissionSwitches } from './PermissionSwitches.tsx';
import { dateInputValue, endOfDayIso } from './expiryDate.ts';

export interface ShareSectionProps {
  readonly file: FileItem;
}

export function ShareSection({ file }: ShareSectionProps) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const share = useQuery({
    queryKey: sharingKeys.fileShare(file.guid),
    queryFn: ({ signal }) => sharingApi.fileShare(http, file.guid, signal),
  });

  const key = sharingKeys.fileShare(file.guid);
  const run = async (
    call: () => Promise<FileShare | null>,
    listingChanges = false,
    before = queryClient.getQueryData<FileShare | null>(key),
  ) => {
    setBusy(true);
    try {
      const next = await call();
      queryClient.setQueryData(key, next);
      if (listingChanges) void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
    } catch (error) {
      queryClient.setQueryData(key, before);
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  // Permissions show at once (a switch follows the click); the server's answer replaces them, a
  // failure restores what was shown before.
  const save = (body: FileShareBody) => {
    const shown = queryClient.getQueryData<FileShare | null>(key);
    const { allowEditing, allowSaving, allowOriginalFileExport } = body;
    if (shown && (allowEditing ?? allowSaving ?? allowOriginalFileExport) !== undefined)
      queryClient.setQueryData(key, {
        ...shown,
        ...(allowEditing !== undefined ? { allowEditing } : {}),
        ...(allowSaving !== undefined ? { allowSaving } : {}),
        ...(allowOriginalFileExport !== undefined ? { allowOriginalFileExport } : {}),
      });
    return run(() => sharingApi.saveFileShare(http, file.guid, body), false, shown);
  };

  return (
    <Box data-testid="share-section" sx={{ mt: 3 }}>
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <LinkIcon fontSize="small" />
        <FormattedMessage id="sharing.section.title" />
      </Typography>
      {share.isPending && <ProgressIndicator />}
      {share.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.sharing-image-failed" />
        </Alert>
      )}
      {share.isSuccess && share.data === null && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="sharing.section.notShared" />
          </Typography>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void run(() => sharingApi.saveFileShare(http, file.guid, {}), true)}
            data-testid="share-create"
          >
            <FormattedMessage id="sharing.section.create" />
          </Button>
        </Stack>
      )}
      {share.isSuccess && share.data !== null && (
        <SharedFileForm
          key={share.data.shareHash}
          file={file}
          share={share.data}
          busy={busy}
          onSave={save}
          onRemove={() =>
            void run(async () => {
              await sharingApi.removeFileShare(http, file.guid);
              return null;
            }, true)
          }
        />
      )}
    </Box>
  );
}

interface SharedFileFormProps {
  readonly file: FileItem;
  readonly share: FileShare;
  readonly busy: boolean;
  readonly onSave: (body: FileShareBody) => Promise<void>;
  readonly onRemove: () => void;
}

function SharedFileForm({ file, share, busy, onSave, onRemove }: SharedFileFormProps) {
  const intl = useIntl();
  const [title, setTitle] = useState(share.title ?? '');
  const [description, setDescription] = useState<RichTextDocument | null>(share.description);
  const [technology, setTechnology] = useState<ShareTechnology>(share.technology);
  const [thumbnail, setThumbnail] = useState<PublicThumbnailType>(share.publicThumbnailType);
  const [expiry, setExpiry] = useState(dateInputValue(share.expiresAt));
  const [password, setPassword] = useState('');
  const [liteEmbed, setLiteEmbed] = useState(false);
  const permissions: SharePermissions = {
    allowEditing: share.allowEditing,
    allowSaving: share.allowSaving,
    allowOriginalFileExport: share.allowOriginalFileExport,
  };

  const saveDetails = () => {
    const document = description && richTextPlain(description) !== '' ? description : null;
    void onSave({
      title: title.trim() === '' ? null : title.trim(),
      // Locked while published (the server refuses a change): not sent then.
      ...(share.publiclyShared ? {} : { description: document, technology }),
      publicThumbnailType: thumbnail,
      expiresAt: expiry === '' ? null : endOfDayIso(expiry),
      ...(password !== '' ? { password } : {}),
    }).then(() => setPassword(''));
  };

  // What publishing sends besides the gallery fields: the description and technology as shown.
  const publishDetails = () => ({
    descriptionText: description ? richTextPlain(description) : '',
    body: {
      description: description && richTextPlain(description) !== '' ? description : null,
      technology,
    },
  });

  const origin = window.location.origin;
  const snippet = embedSnippet(origin, share.shareHash, share.title ?? file.name, { lite: liteEmbed });

  return (
    <Stack spacing={2} data-testid="share-form" data-share-hash={share.shareHash}>
      <CopyField
        label={intl.formatMessage({ id: 'sharing.section.link' })}
        value={share.url}
        testId="share-link"
      />
      <Typography variant="body2" color="text.secondary" data-testid="share-views">
        <FormattedMessage id="sharing.section.views" values={{ count: share.views }} />
      </Typography>
      <PermissionSwitches
        value={permissions}
        publiclyShared={share.publiclyShared}
        disabled={busy}
        onChange={(next) => void onSave(next)}
      />
      <TextField
        label={intl.formatMessage({ id: 'sharing.section.titleField' })}
        value={title}
        placeholder={file.name}
        onChange={(event) => setTitle(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: SHARE_TITLE_MAX_LENGTH, 'data-testid': 'share-title' } }}
      />
      <RichTextEditor
        label={intl.formatMessage({ id: 'sharing.section.description' })}
        initialValue={share.description}
        onChange={setDescription}
        disabled={busy || share.publiclyShared}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'sharing.section.technology' })}
          value={technology}
          disabled={share.publiclyShared}
          onChange={(event) => setTechnology(event.target.value as ShareTechnology)}
          slotProps={{ htmlInput: { 'data-testid': 'share-technology' } }}
        >
          {SHARE_TECHNOLOGIES.map((value) => (
            <MenuItem key={value} value={value}>
              <FormattedMessage id={`sharing.technology.${value}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'sharing.section.thumbnail' })}
          value={thumbnail}
          onChange={(event) => setThumbnail(event.target.value as PublicThumbnailType)}
        >
          {PUBLIC_THUMBNAIL_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              <FormattedMessage id={`sharing.thumbnail.${value}`} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'sharing.section.expiry' })}
          helperText={intl.formatMessage({ id: 'sharing.section.expiryHint' })}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'share-expiry' } }}
        />
        <TextField
          type="password"
          fullWidth
          size="small"
          autoComplete="new-password"
          label={intl.formatMessage({
            id: share.hasPassword ? 'sharing.section.newPassword' : 'sharing.section.password',
          })}
          helperText={intl.formatMessage({
            id: share.hasPassword ? 'sharing.section.passwordSet' : 'sharing.section.passwordHint',
          })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SHARE_PASSWORD_MAX_LENGTH, 'data-testid': 'share-password' } }}
        />
      </Stack>
      <GalleryPublishing
        share={share}
        twoD={file.twoD}
        busy={busy}
        details={publishDetails}
        onSave={onSave}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={saveDetails} data-testid="share-save">
          <FormattedMessage id="sharing.section.save" />
        </Button>
        {share.hasPassword && (
          <Button
            disabled={busy}
            onClick={() => void onSave({ password: null })}
            data-testid="share-remove-password"
          >
            <FormattedMessage id="sharing.section.removePassword" />
          </Button>
        )}
      </Stack>
      <Box>
        <CopyField
          label={intl.formatMessage({ id: 'sharing.section.embed' })}
          value={snippet}
          testId="share-embed"
          multiline
        />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={liteEmbed}
              onChange={(event) => setLiteEmbed(event.target.checked)}
            />
          }
          label={<FormattedMessage id="sharing.section.embedLite" />}
        />
      </Box>
      <Box>
        <Button color="error" disabled={busy} onClick={onRemove} data-testid="share-remove">
          <FormattedMessage id="sharing.section.remove" />
        </Button>
      </Box>
    </Stack>
  );
}
