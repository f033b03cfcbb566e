// The entry points of the support dialogs: "Report" on a shared or gallery item, "Technical
// support" in the help page and the account menu, and "Request this format" beside an upload
// refused for its file type. Each opens the registered dialog (loaded on first open).
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Button, ListItemIcon, MenuItem } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useDialogs } from '../../components/dialogs/index.ts';
import type { SupportDialogParameters } from './SupportDialog.tsx';
import { ADDITIONAL_FILE_DIALOG, REPORT_DIALOG, TECHNICAL_SUPPORT_DIALOG } from './supportDialogs.ts';

/** Report a shared item (its share hash). */
export function ReportButton({ shareHash }: { readonly shareHash: string }) {
  const { openDialog } = useDialogs();
  const parameters: SupportDialogParameters = { kind: 'report', id: shareHash };
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<FlagOutlined />}
      onClick={() => void openDialog(REPORT_DIALOG, parameters)}
      data-testid="shared-report"
    >
      <FormattedMessage id="support.report.open" />
    </Button>
  );
}

export function TechnicalSupportButton() {
  const { openDialog } = useDialogs();
  const parameters: SupportDialogParameters = { kind: 'technical-support' };
  return (
    <Button
      variant="outlined"
      startIcon={<SupportAgentOutlined />}
      onClick={() => void openDialog(TECHNICAL_SUPPORT_DIALOG, parameters)}
      data-testid="technical-support-open"
    >
      <FormattedMessage id="support.technical.open" />
    </Button>
  );
}

/** The account menu's entry; `onOpen` closes the menu. */
export function TechnicalSupportMenuItem({ onOpen }: { readonly onOpen: () => void }) {
  const { openDialog } = useDialogs();
  const parameters: SupportDialogParameters = { kind: 'technical-support' };
  return (
    <MenuItem
      onClick={() => {
        onOpen();
        void openDialog(TECHNICAL_SUPPORT_DIALOG, parameters);
      }}
      data-testid="technical-support-menu"
    >
      <ListItemIcon>
        <SupportAgentOutlined fontSize="small" />
      </ListItemIcon>
      <FormattedMessage id="support.technical.open" />
    </MenuItem>
  );
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** Beside an upload refused as an unsupported file type: ask for the format, the extension filled in. */
export function RequestFormatButton({ fileName }: { readonly fileName: string }) {
  const { openDialog } = useDialogs();
  const parameters: SupportDialogParameters = { kind: 'additional-file', format: extensionOf(fileName) };
  return (
    <Button
      size="small"
      onClick={() => void openDialog(ADDITIONAL_FILE_DIALOG, parameters)}
      data-testid="upload-request-format"
    >
      <FormattedMessage id="support.additionalFile.open" />
    </Button>
  );
}
