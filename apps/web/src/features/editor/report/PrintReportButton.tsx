// The editor's "Print report" button (feature printReport, spec part 3 §6 Free with its flag): opens
// the print report dialog for the fork shown; hidden where the installation switched the flag off,
// the upgrade prompt where the plan does not include it.
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeatureFlags } from '../../../app/flags/index.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { PrintReportDialog } from './PrintReportDialog.tsx';

export default function PrintReportButton() {
  const intl = useIntl();
  const session = useEditorSession();
  const flags = useFeatureFlags();
  const [open, setOpen] = useState(false);
  if (!flags.printReport) return null;
  const label = intl.formatMessage({ id: 'editor.report.open' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          data-testid="editor-print-report"
          onClick={() =>
            session.canUse('printReport') ? setOpen(true) : session.promptUpgrade('printReport')
          }
        >
          <PrintOutlined />
        </IconButton>
      </Tooltip>
      {open && (
        <PrintReportDialog
          file={{ fileGuid: session.fileGuid, channel: session.channel, forkHash: session.forkHash }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
