// Registry entries of the spec's "copy/move" and "file details" dialogs (part 1 §2): loaded on
// first open.
import { defineDialog } from '../../components/dialogs/index.ts';
import type { FileDetailsDialogParameters } from './FileDetailsDialog.tsx';
import type { TransferDialogParameters } from './TransferDialog.tsx';

export const TRANSFER_DIALOG = 'copyMove';
export const FILE_DETAILS_DIALOG = 'fileDetails';

/** Resolves true once the items are copied or moved, undefined when dismissed. */
export const transferDialog = defineDialog<TransferDialogParameters, true>({
  load: () => import('./TransferDialog.tsx'),
  width: 'wide',
});

export const fileDetailsDialog = defineDialog<FileDetailsDialogParameters, unknown>({
  load: () => import('./FileDetailsDialog.tsx'),
  width: 'large',
});
