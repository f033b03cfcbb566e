// Every dialog type the app can open (spec part 1 §2 "Dialogs"). Features add their dialogs here
// as they are built; each is loaded on first open.
import { TEXT_INPUT_DIALOG, textInputDialog, type DialogRegistry } from '../components/dialogs/index.ts';

export const dialogRegistry: DialogRegistry = {
  [TEXT_INPUT_DIALOG]: textInputDialog,
};
