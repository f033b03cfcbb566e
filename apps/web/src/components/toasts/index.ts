export type { Toast, ToastOptions, ToastType } from './Toast.ts';
export { ToastStore, type ToastTimings } from './ToastStore.ts';
export { ToastProvider } from './ToastProvider.tsx';
export { useToasts, type ToastsApi } from './useToasts.ts';
export { useErrorToast, failureMessageId, GENERIC_ERROR_ID, CONNECTION_LOST_ID } from './useErrorToast.ts';
export { ToastArea } from './ToastArea.tsx';
export { toastTimings } from './toastTimings.ts';
