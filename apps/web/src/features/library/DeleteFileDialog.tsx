// Asks before deleting a file or a folder (recursively) and runs the deletion: busy while it runs, the failure shown in the
// dialog (the catalogue's deletion-failed or the server's code) so the user can try again.
import { Alert, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DialogProps } from '../../components/dialogs/index.ts';
import { isHttpError } from '../../app/HttpError.ts';
import { errorMessageId } from '@asperity/contract';

export interface DeleteFileDialogParameters {
  readonly name: string;
  /** A folder goes with everything inside it; the dialog says so. */
  readonly kind?: 'file' | 'folder';
  readonly onConfirm: () => Promise<void>;
}

function failureId(error: unknown): string {
  if (isHttpError(error) && error.status === 0) return errorMessageId('connection-lost');
  if (isHttpError(error) && error.status === 404) return errorMessageId('deletion-failed');
  return isHttpError(error) && error.errorCode !== 'something-went-wrong'
    ? errorMessageId(error.errorCode)
    : errorMessageId('deletion-failed');
}

export default function DeleteFileDialog({
  parameters,
  close,
}: DialogProps<DeleteFileDialogParameters, true>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const folder = parameters.kind === 'folder';

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await parameters.onConfirm();
      close(true);
    } catch (error) {
      setFailure(failureId(error));
      setBusy(false);
    }
  };

  return (
    <div data-testid="delete-dialog">
      <DialogTitle>
        <FormattedMessage id={folder ? 'library.deleteFolder.title' : 'library.delete.title'} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id={folder ? 'library.deleteFolder.body' : 'library.delete.body'}
            values={{ name: parameters.name }}
          />
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-error">
            <FormattedMessage id={failure} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} disabled={busy} data-testid="dialog-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy}
          onClick={() => void confirm()}
          data-testid="delete-confirm"
        >
          <FormattedMessage id="library.delete.confirm" />
        </Button>
      </DialogActions>
    </div>
  );
}
