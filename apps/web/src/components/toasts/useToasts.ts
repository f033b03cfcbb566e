import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { Toast, ToastOptions } from './Toast.ts';
import { ToastContext } from './ToastContext.ts';

export interface ToastsApi {
  readonly toasts: readonly Toast[];
  /** Shows a toast (or refreshes the equal one) and returns its id. */
  readonly addToast: (titleId: string, options?: ToastOptions) => string;
  readonly removeToast: (id: string) => void;
  readonly clearToasts: () => void;
}

export function useToasts(): ToastsApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToasts() needs a <ToastProvider> above it');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({ toasts, addToast: store.add, removeToast: store.remove, clearToasts: store.clear }),
    [store, toasts],
  );
}
