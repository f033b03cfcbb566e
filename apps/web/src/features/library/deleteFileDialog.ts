// Registry entry of the spec's "delete" dialog (part 1 §2): loaded on first open.
import { defineDialog } from '../../components/dialogs/index.ts';
import type { DeleteFileDialogParameters } from './DeleteFileDialog.tsx';

export const DELETE_DIALOG = 'delete';

/** Resolves true once the item is deleted, undefined when the user keeps it. */
export const deleteFileDialog = defineDialog<DeleteFileDialogParameters, true>({
  load: () => import('./DeleteFileDialog.tsx'),
  width: 'wide',
});
