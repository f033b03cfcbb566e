export { TrialNotice, type TrialNoticeProps } from './TrialNotice.tsx';
