// The "print report" dialog (spec part 3 §2; issue 19 item 6): choose the sections and the
// parameters, preview the PDF in the dialog, then download it. The PDF is fetched once per choice
// with the session's cookies; its blob address feeds both the preview and the download.
import type { ReportSection } from '@asperity/contract';
import { REPORT_SECTIONS } from '@asperity/contract';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureMessageId } from '../../../components/toasts/index.ts';
import { downloadName } from '../export/contentDisposition.ts';
import { clickLink, fetchWithSession } from '../export/downloadFile.ts';
import { reportUrl, type ReportChoice } from './reportUrl.ts';

export interface PrintReportDialogProps {
  readonly file: { readonly fileGuid: string; readonly channel: number; readonly forkHash: string };
  readonly onClose: () => void;
  /** Injected in tests. */
  readonly fetch?: typeof fetch;
}

interface Preview {
  readonly url: string;
  readonly name: string;
  /** The choice it was made for: changing the choice asks for a new preview. */
  readonly key: string;
}

export function PrintReportDialog({
  file,
  onClose,
  fetch: doFetch = window.fetch.bind(window),
}: PrintReportDialogProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<ReportChoice>({ sections: [...REPORT_SECTIONS], parameters: '' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const url = reportUrl(file, choice);

  // The blob address is freed when it is replaced and when the dialog closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const makePreview = async (): Promise<Preview | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetchWithSession(url, doFetch);
      const blob = await response.blob();
      const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
      const made = {
        url: URL.createObjectURL(pdf),
        name: downloadName(response.headers.get('content-disposition'), url),
        key: url,
      };
      setPreview(made);
      return made;
    } catch (error) {
      setFailure(failureMessageId(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    const ready = preview?.key === url ? preview : await makePreview();
    if (ready) clickLink(ready.url, ready.name);
  };

  const toggleSection = (section: ReportSection, on: boolean) =>
    setChoice((c) => ({
      ...c,
      sections: on ? [...c.sections, section] : c.sections.filter((s) => s !== section),
    }));

  const current = preview?.key === url ? preview : null;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="print-report-dialog">
      <DialogTitle>
        <FormattedMessage id="editor.report.title" />
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ minWidth: 240 }}>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage id="editor.report.sections" />
            </Typography>
            <FormGroup>
              {REPORT_SECTIONS.map((section) => (
                <FormControlLabel
                  key={section}
                  control={
                    <Checkbox
                      checked={choice.sections.includes(section)}
                      onChange={(event) => toggleSection(section, event.target.checked)}
                      slotProps={{ input: { 'data-testid': `print-report-section-${section}` } as object }}
                    />
                  }
                  label={intl.formatMessage({ id: `editor.report.section.${section}` })}
                />
              ))}
            </FormGroup>
            <TextField
              label={intl.formatMessage({ id: 'editor.report.parameters' })}
              helperText={intl.formatMessage({ id: 'editor.report.parametersHelp' })}
              value={choice.parameters}
              onChange={(event) => setChoice((c) => ({ ...c, parameters: event.target.value }))}
              disabled={!choice.sections.includes('parameters')}
              size="small"
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { 'data-testid': 'print-report-parameters', maxLength: 400 } }}
            />
          </Box>
          <Box
            sx={{
              flex: 1,
              minHeight: 480,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'grey.100',
            }}
          >
            {busy ? (
              <CircularProgress />
            ) : current ? (
              <Box
                component="iframe"
                src={current.url}
                title={intl.formatMessage({ id: 'editor.report.preview' })}
                data-testid="print-report-preview"
                sx={{ width: '100%', height: 560, border: 0 }}
              />
            ) : (
              <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                <FormattedMessage id="editor.report.previewHint" />
              </Typography>
            )}
          </Box>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="print-report-failure">
            <FormattedMessage id={failure} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="print-report-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          onClick={() => void makePreview()}
          disabled={busy || choice.sections.length === 0}
          data-testid="print-report-preview-button"
        >
          <FormattedMessage id="editor.report.previewButton" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void download()}
          disabled={busy || choice.sections.length === 0}
          data-testid="print-report-download"
        >
          <FormattedMessage id="editor.report.download" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
