export {
  useLeaveConfirmation,
  AUTO_ACCEPT_MS,
  type LeaveConfirmationOptions,
} from './useLeaveConfirmation.ts';
