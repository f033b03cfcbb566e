import { defineDialog } from './DialogDefinition.ts';
import type { TextInputDialogParameters, TextInputDialogResult } from './TextInputDialog.tsx';

/** Registry type of the generic single-line text dialog (the spec's "input" dialog). */
export const TEXT_INPUT_DIALOG = 'input';

export const textInputDialog = defineDialog<TextInputDialogParameters, TextInputDialogResult>({
  load: () => import('./TextInputDialog.tsx'),
});
