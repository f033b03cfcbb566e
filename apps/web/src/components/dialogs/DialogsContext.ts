import { createContext } from 'react';
import type { DialogEntry } from './DialogEntry.ts';

export interface DialogsApi {
  /** Opens a dialog of a registered type; resolves with its result, or undefined when dismissed. */
  readonly openDialog: <R = unknown>(type: string, parameters?: unknown) => Promise<R | undefined>;
  readonly closeDialog: (id: string, result?: unknown) => void;
  readonly closeAllDialogs: () => void;
  readonly dialogs: readonly DialogEntry[];
}

export const DialogsContext = createContext<DialogsApi | null>(null);
