// Every dialog type the app can open (spec part 1 §2 "Dialogs"). Features add their dialogs here
// as they are built; each is loaded on first open.
import { TEXT_INPUT_DIALOG, textInputDialog, type DialogRegistry } from '../components/dialogs/index.ts';
// The entry only (a lazy import), not the library feature's index, so the main chunk stays small.
import { DELETE_DIALOG, deleteFileDialog } from '../features/library/deleteFileDialog.ts';
import { DOWNLOAD_DIALOG, downloadDialog } from '../features/editor/export/downloadDialog.ts';
import {
  CUSTOM_GRADIENT_DIALOG,
  customGradientDialog,
  MANUAL_COLOR_RANGE_DIALOG,
  manualColorRangeDialog,
} from '../features/editor/settings/settingsDialogs.ts';
import {
  FILE_DETAILS_DIALOG,
  fileDetailsDialog,
  TRANSFER_DIALOG,
  transferDialog,
} from '../features/library/libraryDialogs.ts';
import { SHARE_FOLDER_DIALOG, shareFolderDialog } from '../features/sharing/sharingDialogs.ts';
import {
  ADDITIONAL_FILE_DIALOG,
  additionalFileDialog,
  REPORT_DIALOG,
  reportDialog,
  TECHNICAL_SUPPORT_DIALOG,
  technicalSupportDialog,
} from '../features/support/supportDialogs.ts';

export const dialogRegistry: DialogRegistry = {
  [TEXT_INPUT_DIALOG]: textInputDialog,
  [DELETE_DIALOG]: deleteFileDialog,
  [TRANSFER_DIALOG]: transferDialog,
  [FILE_DETAILS_DIALOG]: fileDetailsDialog,
  [DOWNLOAD_DIALOG]: downloadDialog,
  [CUSTOM_GRADIENT_DIALOG]: customGradientDialog,
  [MANUAL_COLOR_RANGE_DIALOG]: manualColorRangeDialog,
  [SHARE_FOLDER_DIALOG]: shareFolderDialog,
  [REPORT_DIALOG]: reportDialog,
  [TECHNICAL_SUPPORT_DIALOG]: technicalSupportDialog,
  [ADDITIONAL_FILE_DIALOG]: additionalFileDialog,
};
