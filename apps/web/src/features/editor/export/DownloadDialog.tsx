// The download dialog (spec part 3 §3–§4): x3p, sur, STL, PNG, CSV or the original file of what
// the caller names (the fork the editor shows, or library files and folders), downloaded through
// the generic download with the status message timings of §4.
import { EXPORT_EXTENSIONS, errorMessageId, type ExportSource } from '@asperity/contract';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isHttpError } from '../../../app/HttpError.ts';
import type { DialogProps } from '../../../components/dialogs/index.ts';
import { browserDownloadDependencies, downloadFile, type DownloadDependencies } from './downloadFile.ts';
import { DownloadStatus } from './downloadStatus.ts';
import {
  DIALOG_FORMATS,
  exportUrl,
  isLargeExport,
  type DialogFormat,
  type ExportTarget,
} from './exportTarget.ts';
import type { ExportMessageId } from './messages.ts';

export interface DownloadDialogParameters {
  readonly target: ExportTarget;
  /** Injected in tests; the browser's fetch and saving otherwise. */
  readonly dependencies?: DownloadDependencies;
}

const FORMAT_LABELS: Readonly<Record<DialogFormat, ExportMessageId>> = {
  opengps: 'export.format.opengps',
  surf: 'export.format.surf',
  stereolithography: 'export.format.stereolithography',
  png: 'export.format.png',
  csv: 'export.format.csv',
  original: 'export.format.original',
};

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'done'; readonly name: string; readonly via: 'browser' | 'server' }
  | { readonly kind: 'failed'; readonly messageId: string };

function failureId(error: unknown): string {
  if (isHttpError(error) && error.status === 0) return errorMessageId('connection-lost');
  return isHttpError(error) ? errorMessageId(error.errorCode) : errorMessageId('something-went-wrong');
}

export default function DownloadDialog({ parameters, close }: DialogProps<DownloadDialogParameters, true>) {
  const { target } = parameters;
  const [format, setFormat] = useState<DialogFormat>('opengps');
  const [source, setSource] = useState<ExportSource>('saved');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [statusVisible, setStatusVisible] = useState(false);
  const status = useMemo(() => new DownloadStatus(setStatusVisible), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      status.dispose();
    };
  }, [status]);

  const start = async () => {
    setOutcome({ kind: 'busy' });
    status.requested(isLargeExport(target));
    try {
      const result = await downloadFile(
        exportUrl(target, format, source),
        parameters.dependencies ?? browserDownloadDependencies,
        () => status.started(),
      );
      if (mounted.current) setOutcome({ kind: 'done', name: result.name, via: result.via });
    } catch (error) {
      status.started();
      if (mounted.current) setOutcome({ kind: 'failed', messageId: failureId(error) });
    }
  };

  const busy = outcome.kind === 'busy';
  return (
    <div data-testid="download-dialog">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="export.dialog.title" values={{ name: target.label }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage
            id={target.kind === 'fork' ? 'export.dialog.forkNote' : 'export.dialog.libraryNote'}
          />
        </DialogContentText>
        <FormControl disabled={busy}>
          <FormLabel id="download-format-label">
            <FormattedMessage id="export.dialog.format" />
          </FormLabel>
          <RadioGroup
            aria-labelledby="download-format-label"
            value={format}
            onChange={(event) => setFormat(event.target.value as DialogFormat)}
          >
            {DIALOG_FORMATS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={<FormattedMessage id={FORMAT_LABELS[value]} />}
                data-testid={`download-format-${value}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {/* Library items: the saved version or the surface as uploaded (the editor exports what it shows). */}
        {target.kind === 'library' && format !== 'original' && (
          <FormControl disabled={busy} sx={{ mt: 2, display: 'block' }}>
            <FormLabel id="download-source-label">
              <FormattedMessage id="export.dialog.source" />
            </FormLabel>
            <RadioGroup
              aria-labelledby="download-source-label"
              value={source}
              onChange={(event) => setSource(event.target.value as ExportSource)}
            >
              <FormControlLabel
                value="saved"
                control={<Radio size="small" />}
                label={<FormattedMessage id="export.source.saved" />}
                data-testid="download-source-saved"
              />
              <FormControlLabel
                value="source"
                control={<Radio size="small" />}
                label={<FormattedMessage id="export.source.source" />}
                data-testid="download-source-source"
              />
            </RadioGroup>
          </FormControl>
        )}
        {statusVisible && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="download-status" role="status">
            <FormattedMessage id="export.status.preparing" />
          </Alert>
        )}
        {outcome.kind === 'done' && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="download-done" role="status">
            <FormattedMessage
              id={outcome.via === 'browser' ? 'export.status.done' : 'export.status.viaServer'}
              values={{ name: outcome.name }}
            />
          </Alert>
        )}
        {outcome.kind === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="download-error">
            {/* Messages that name a file type (unsupported-image-type) get the chosen one. */}
            <FormattedMessage
              id={outcome.messageId}
              values={{ extension: format === 'original' ? format : EXPORT_EXTENSIONS[format] }}
            />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(outcome.kind === 'done' ? true : undefined)} data-testid="dialog-cancel">
          <FormattedMessage id={outcome.kind === 'done' ? 'export.dialog.close' : 'export.dialog.cancel'} />
        </Button>
        <Button
          variant="contained"
          loading={busy}
          onClick={() => void start()}
          data-testid="download-confirm"
        >
          <FormattedMessage id="export.dialog.download" />
        </Button>
      </DialogActions>
    </div>
  );
}
