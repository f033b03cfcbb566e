// Registry entry of the download dialog (app/dialogRegistry.ts): loaded on first open.
import { defineDialog } from '../../../components/dialogs/index.ts';
import type { DownloadDialogParameters } from './DownloadDialog.tsx';

export const DOWNLOAD_DIALOG = 'download';

/** Resolves true when a download was made, undefined when dismissed. */
export const downloadDialog = defineDialog<DownloadDialogParameters, true>({
  load: () => import('./DownloadDialog.tsx'),
  width: 'wide',
});
