// The support feature's public face: the entry points of the report, technical-support and
// additional-file dialogs, the staff list of requests and the forum link.
export {
  ReportButton,
  RequestFormatButton,
  TechnicalSupportButton,
  TechnicalSupportMenuItem,
} from './SupportButtons.tsx';
export { ReportsPanel } from './ReportsPanel.tsx';
export { ReportsPage } from './ReportsPage.tsx';
export { useForumLink } from './useForumLink.ts';
export {
  ADDITIONAL_FILE_DIALOG,
  REPORT_DIALOG,
  TECHNICAL_SUPPORT_DIALOG,
  additionalFileDialog,
  reportDialog,
  technicalSupportDialog,
} from './supportDialogs.ts';
