import { createContext } from 'react';
import type { ToastStore } from './ToastStore.ts';

export const ToastContext = createContext<ToastStore | null>(null);
