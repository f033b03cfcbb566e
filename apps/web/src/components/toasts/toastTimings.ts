import { TOAST_ACCENT_FLASH_MS, TOAST_DEFAULT_TTL_MS } from '@asperity/contract';
import type { ToastTimings } from './ToastStore.ts';

export const toastTimings: ToastTimings = { ttl: TOAST_DEFAULT_TTL_MS, accent: TOAST_ACCENT_FLASH_MS };
