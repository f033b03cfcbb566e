// Registry entry of the spec's "share folder" dialog (part 1 §2 dialogs): loaded on first open.
import { defineDialog } from '../../components/dialogs/index.ts';
import type { ShareFolderDialogParameters } from './owner/ShareFolderDialog.tsx';

export const SHARE_FOLDER_DIALOG = 'shareFolder';

export const shareFolderDialog = defineDialog<ShareFolderDialogParameters, unknown>({
  load: () => import('./owner/ShareFolderDialog.tsx'),
  width: 'wide',
});
