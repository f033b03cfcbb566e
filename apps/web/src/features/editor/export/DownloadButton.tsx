// The editor's download button (spec part 3 §3): opens the download dialog for the fork the editor
// shows now (x3p, sur, STL, PNG in the editor's colour gradient, CSV) or the original file.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useIntl } from 'react-intl';
import { useDialogs } from '../../../components/dialogs/index.ts';
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import { useEditorSession } from '../useEditorSession.ts';
import type { DownloadDialogParameters } from './DownloadDialog.tsx';
import { DOWNLOAD_DIALOG } from './downloadDialog.ts';
import { namedGradient } from './exportTarget.ts';

export default function DownloadButton() {
  const intl = useIntl();
  const session = useEditorSession();
  const { openDialog } = useDialogs();
  const gradient = useEditorSettings((s) => s.colorScale.gradient);
  const label = intl.formatMessage({ id: 'export.download' });
  const open = () => {
    const parameters: DownloadDialogParameters = {
      target: {
        kind: 'fork',
        fileGuid: session.fileGuid,
        channel: session.channel,
        forkHash: session.forkHash,
        label: session.fileName,
        gradient: namedGradient(gradient),
      },
    };
    void openDialog(DOWNLOAD_DIALOG, parameters);
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={open} data-testid="editor-download">
        <FileDownloadOutlined />
      </IconButton>
    </Tooltip>
  );
}
