// The spec's "share folder" dialog (part 1 §2 dialogs, §3 Folder, §4 "Sharing a folder"): create a
// link (token and hashedGuid), copy it, the same three permissions as a file link, inherited by
// everything inside the folder and its subfolders; beyond the spec an optional expiry and password;
// remove the link.
import { SHARE_PASSWORD_MAX_LENGTH, type FolderShare, type FolderShareBody } from '@asperity/contract';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import type { DialogProps } from '../../../components/dialogs/index.ts';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import { useErrorToast } from '../../../components/toasts/index.ts';
import { LIBRARY_QUERY_KEY } from '../../library/libraryApi.ts';
import { sharingApi } from '../sharingApi.ts';
import { CopyField } from './CopyField.tsx';
import { dateInputValue, endOfDayIso } from './expiryDate.ts';
import { PermissionSwitches } from './PermissionSwitches.tsx';

export interface ShareFolderDialogParameters {
  readonly folder: { readonly guid: string; readonly name: string; readonly token?: string | null };
}

export default function ShareFolderDialog({ parameters, close }: DialogProps<ShareFolderDialogParameters>) {
  const http = useHttpClient();
  const { folder } = parameters;
  // A shared folder's link is read by a PUT without fields (absent fields keep their value).
  const initial = useQuery({
    queryKey: ['sharing', 'folder-share', folder.guid],
    queryFn: () => sharingApi.saveFolderShare(http, folder.guid, {}),
    enabled: Boolean(folder.token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  return (
    <div data-testid="share-folder-dialog">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="sharing.folder.title" values={{ name: folder.name }} />
      </DialogTitle>
      <DialogContent>
        {folder.token && initial.isPending ? (
          <ProgressIndicator />
        ) : (
          <FolderShareForm folderGuid={folder.guid} initial={initial.data ?? null} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} data-testid="dialog-close">
          <FormattedMessage id="sharing.close" />
        </Button>
      </DialogActions>
    </div>
  );
}

function FolderShareForm({ folderGuid, initial }: { folderGuid: string; initial: FolderShare | null }) {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const [share, setShare] = useState<FolderShare | null>(initial);
  const [busy, setBusy] = useState(false);
  const [expiry, setExpiry] = useState(dateInputValue(initial?.expiresAt ?? null));
  const [password, setPassword] = useState('');

  const apply = async (body: FolderShareBody, listingChanges = false) => {
    const before = share;
    // Permissions show at once (a switch follows the click); a failure restores them.
    if (share) {
      const { allowEditing, allowSaving, allowOriginalFileExport } = body;
      setShare({
        ...share,
        ...(allowEditing !== undefined ? { allowEditing } : {}),
        ...(allowSaving !== undefined ? { allowSaving } : {}),
        ...(allowOriginalFileExport !== undefined ? { allowOriginalFileExport } : {}),
      });
    }
    setBusy(true);
    try {
      const next = await sharingApi.saveFolderShare(http, folderGuid, body);
      setShare(next);
      setExpiry(dateInputValue(next.expiresAt));
      if (listingChanges) void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
      return true;
    } catch (error) {
      setShare(before);
      showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await sharingApi.removeFolderShare(http, folderGuid);
      setShare(null);
      void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  if (share === null)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="sharing.folder.explain" />
        </Typography>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void apply({}, true)}
          data-testid="share-folder-create"
        >
          <FormattedMessage id="sharing.section.create" />
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ pt: 1 }} data-testid="share-folder-form">
      <CopyField
        label={intl.formatMessage({ id: 'sharing.section.link' })}
        value={share.url}
        testId="share-folder-link"
      />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="sharing.folder.inherited" />
      </Typography>
      <PermissionSwitches
        value={share}
        disabled={busy}
        onChange={({ allowEditing, allowSaving, allowOriginalFileExport }) =>
          void apply({ allowEditing, allowSaving, allowOriginalFileExport })
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'sharing.section.expiry' })}
          helperText={intl.formatMessage({ id: 'sharing.section.expiryHint' })}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
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
          slotProps={{ htmlInput: { maxLength: SHARE_PASSWORD_MAX_LENGTH } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            void apply({
              expiresAt: expiry === '' ? null : endOfDayIso(expiry),
              ...(password !== '' ? { password } : {}),
            }).then((done) => done && setPassword(''))
          }
        >
          <FormattedMessage id="sharing.section.save" />
        </Button>
        {share.hasPassword && (
          <Button disabled={busy} onClick={() => void apply({ password: null })}>
            <FormattedMessage id="sharing.section.removePassword" />
          </Button>
        )}
        <Button color="error" disabled={busy} onClick={() => void remove()} data-testid="share-folder-remove">
          <FormattedMessage id="sharing.section.remove" />
        </Button>
      </Stack>
    </Stack>
  );
}
