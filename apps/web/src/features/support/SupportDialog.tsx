// The report, technical-support and additional-file request dialogs (spec part 3 §2, §4, §5): a
// description, an e-mail field for signed-out senders (checked before anything is sent), the format
// asked for (additional file), and an attachments picker with the running total against 20 MB.
// Busy while sending; errors are reset on submit and filled per field from the catalogue; success
// closes the dialog with a success notification (title and body).
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
} from '@mui/material';
import {
  SUPPORT_ATTACHMENTS_MAX_BYTES,
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  SUPPORT_FORMAT_MAX_LENGTH,
  errorMessageId,
  type SupportRequestKind,
} from '@asperity/contract';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isHttpError } from '../../app/HttpError.ts';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import type { DialogProps } from '../../components/dialogs/index.ts';
import { useToasts } from '../../components/toasts/index.ts';
import { supportApi } from './supportApi.ts';
import { fieldOfFailure, supportFormProblems, type SupportProblems } from './supportFormProblems.ts';

export interface SupportDialogParameters {
  readonly kind: SupportRequestKind;
  /** Report: the share hash of the reported item. */
  readonly id?: string;
  /** Additional file: the extension the upload was refused for, filled in. */
  readonly format?: string;
}

const TITLE: Record<SupportRequestKind, string> = {
  report: 'support.report.title',
  'technical-support': 'support.technical.title',
  'additional-file': 'support.additionalFile.title',
};
const INTRO: Record<SupportRequestKind, string> = {
  report: 'support.report.intro',
  'technical-support': 'support.technical.intro',
  'additional-file': 'support.additionalFile.intro',
};

const megabytes = (bytes: number) => Math.round((bytes / 1_000_000) * 10) / 10;

export default function SupportDialog({ parameters, close }: DialogProps<SupportDialogParameters, true>) {
  const { kind } = parameters;
  const intl = useIntl();
  const http = useHttpClient();
  const session = useSession();
  const { addToast } = useToasts();
  const signedIn = session.status === 'signed-in';
  const pickerId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [format, setFormat] = useState(parameters.format ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<SupportProblems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const message = (code: string | undefined) =>
    code === undefined ? undefined : intl.formatMessage({ id: errorMessageId(code) });

  const submit = async () => {
    // Errors reset on submit (part 3 §4), then the local checks: nothing is sent when one fails.
    setFailure(undefined);
    const local = supportFormProblems({
      signedIn,
      description,
      email,
      attachmentSizes: files.map((f) => f.size),
    });
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await supportApi.send(http, kind, {
        description,
        email,
        ...(parameters.id ? { id: parameters.id } : {}),
        ...(kind === 'additional-file' ? { format } : {}),
        attachments: files,
      });
      addToast('support.sent.title', {
        tag: 'support-sent',
        bodyId: 'support.sent.body',
        data: { type: 'success' },
      });
      close(true);
    } catch (error) {
      const code = isHttpError(error)
        ? error.status === 0
          ? 'connection-lost'
          : error.errorCode
        : undefined;
      const field = isHttpError(error) ? fieldOfFailure(error.reason) : undefined;
      if (field && code) setProblems({ [field]: code });
      else setFailure(errorMessageId(code ?? 'something-went-wrong'));
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      data-testid={`support-dialog-${kind}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogTitle>
        <FormattedMessage id={TITLE[kind]} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id={INTRO[kind]} />
        </DialogContentText>
        {kind === 'additional-file' && (
          <TextField
            fullWidth
            margin="dense"
            label={intl.formatMessage({ id: 'support.field.format' })}
            value={format}
            onChange={(e) => setFormat(e.target.value)}
            disabled={busy}
            error={problems.format !== undefined}
            helperText={message(problems.format)}
            slotProps={{
              htmlInput: { maxLength: SUPPORT_FORMAT_MAX_LENGTH, 'data-testid': 'support-format' },
            }}
          />
        )}
        <TextField
          fullWidth
          multiline
          minRows={4}
          margin="dense"
          required
          autoFocus
          label={intl.formatMessage({ id: 'support.field.description' })}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          disabled={busy}
          error={problems.description !== undefined}
          helperText={message(problems.description)}
          slotProps={{
            htmlInput: { maxLength: SUPPORT_DESCRIPTION_MAX_LENGTH, 'data-testid': 'support-description' },
          }}
        />
        {!signedIn && (
          <TextField
            fullWidth
            margin="dense"
            required
            type="email"
            label={intl.formatMessage({ id: 'support.field.email' })}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
            error={problems.email !== undefined}
            helperText={message(problems.email) ?? intl.formatMessage({ id: 'support.field.emailHelp' })}
            slotProps={{ htmlInput: { 'data-testid': 'support-email' } }}
          />
        )}
        <Box sx={{ mt: 2 }}>
          <input
            ref={picker}
            id={pickerId}
            type="file"
            multiple
            hidden
            data-testid="support-attachments-input"
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              setFiles((current) => [...current, ...picked]);
              setProblems(({ attachments: _, ...rest }) => rest);
              e.target.value = '';
            }}
          />
          <Button
            startIcon={<AttachFileIcon />}
            onClick={() => picker.current?.click()}
            disabled={busy}
            data-testid="support-attach"
          >
            <FormattedMessage id="support.field.attach" />
          </Button>
          {files.length > 0 && (
            <List dense data-testid="support-attachments">
              {files.map((file, index) => (
                <ListItem
                  key={`${file.name}-${index}`}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={intl.formatMessage(
                        { id: 'support.field.removeAttachment' },
                        { name: file.name },
                      )}
                      disabled={busy}
                      onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={file.name}
                    secondary={intl.formatNumber(megabytes(file.size), { maximumFractionDigits: 1 }) + ' MB'}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <FormHelperText error={problems.attachments !== undefined} data-testid="support-attachments-total">
            {message(problems.attachments) ??
              intl.formatMessage(
                { id: 'support.field.attachmentsTotal' },
                { used: megabytes(total), max: megabytes(SUPPORT_ATTACHMENTS_MAX_BYTES) },
              )}
          </FormHelperText>
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="support-error">
            <FormattedMessage id={failure} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} disabled={busy} data-testid="dialog-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" loading={busy} data-testid="support-send">
          <FormattedMessage id="support.send" />
        </Button>
      </DialogActions>
    </Box>
  );
}
