// Registry entries of the spec's "report", "request technical support" and "request additional
// file" dialogs (part 3 §2): one component, loaded on first open.
import { defineDialog } from '../../components/dialogs/index.ts';
import type { SupportDialogParameters } from './SupportDialog.tsx';

export const REPORT_DIALOG = 'report';
export const TECHNICAL_SUPPORT_DIALOG = 'request technical support';
export const ADDITIONAL_FILE_DIALOG = 'request additional file';

/** Resolves true once the request is sent, undefined when the dialog is dismissed. */
const definition = defineDialog<SupportDialogParameters, true>({
  load: () => import('./SupportDialog.tsx'),
  width: 'large',
});

export const reportDialog = definition;
export const technicalSupportDialog = definition;
export const additionalFileDialog = definition;
