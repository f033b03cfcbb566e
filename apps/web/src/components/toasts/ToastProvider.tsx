import { useState, type ReactNode } from 'react';
import { ToastContext } from './ToastContext.ts';
import { ToastStore, type ToastTimings } from './ToastStore.ts';
import { toastTimings } from './toastTimings.ts';

export interface ToastProviderProps {
  readonly children: ReactNode;
  /** Tests inject a store to inspect it. */
  readonly store?: ToastStore;
  readonly timings?: ToastTimings;
}

export function ToastProvider({ children, store, timings = toastTimings }: ToastProviderProps) {
  const [own] = useState(() => store ?? new ToastStore(timings));
  return <ToastContext.Provider value={own}>{children}</ToastContext.Provider>;
}
