// The "⋮" menu of a chart card or results table: export PNG / CSV / PDF, plus extra items (the
// chart settings). An export that fails (no canvas, a picture the browser cannot draw) says so
// instead of failing silently.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Alert, IconButton, Menu, MenuItem, Snackbar } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type ExportFormat = 'png' | 'csv' | 'pdf';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['png', 'csv', 'pdf'];

const LABELS: Readonly<Record<ExportFormat, string>> = {
  png: 'editor.chart.exportPng',
  csv: 'editor.chart.exportCsv',
  pdf: 'editor.chart.exportPdf',
};

export interface ExportMenuItem {
  readonly labelId: string;
  readonly onSelect: () => void;
}

export interface ExportMenuProps {
  /** react-intl id of the button's accessible name. */
  readonly labelId: string;
  readonly onExport: (format: ExportFormat) => Promise<void>;
  readonly disabled?: boolean;
  readonly extraItems?: readonly ExportMenuItem[];
}

export function ExportMenu({ labelId, onExport, disabled = false, extraItems = [] }: ExportMenuProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const close = () => setAnchor(null);
  const exportAs = (format: ExportFormat) => {
    close();
    onExport(format).catch(() => setFailed(true));
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: labelId })}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => exportAs(format)}>
            <FormattedMessage id={LABELS[format]} />
          </MenuItem>
        ))}
        {extraItems.map((item) => (
          <MenuItem
            key={item.labelId}
            onClick={() => {
              close();
              item.onSelect();
            }}
          >
            <FormattedMessage id={item.labelId} />
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={failed} autoHideDuration={6000} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)}>
          <FormattedMessage id="editor.chart.exportFailed" />
        </Alert>
      </Snackbar>
    </>
  );
}
