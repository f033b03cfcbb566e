export { DialogProvider, type DialogProviderProps } from './DialogProvider.tsx';
export { useDialogs } from './useDialogs.ts';
export type { DialogsApi } from './DialogsContext.ts';
export type { DialogEntry } from './DialogEntry.ts';
export {
  defineDialog,
  type DialogDefinition,
  type DialogProps,
  type DialogRegistry,
} from './DialogDefinition.ts';
export { dialogWidths, type DialogWidth } from './dialogWidths.ts';
export type { TextInputDialogParameters, TextInputDialogResult } from './TextInputDialog.tsx';
export { textInputDialog, TEXT_INPUT_DIALOG } from './textInputDialog.ts';
