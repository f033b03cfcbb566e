// How a dialog type is known to the app: a lazily loaded component and its width. Features add
// their dialogs to the registry the app passes to <DialogProvider>.
import type { ComponentType } from 'react';
import type { DialogWidth } from './dialogWidths.ts';

export interface DialogProps<P = unknown, R = unknown> {
  readonly parameters: P;
  /** Closes this dialog; the `openDialog` promise resolves with the result (undefined = dismissed). */
  readonly close: (result?: R) => void;
}

export interface DialogDefinition<P = never, R = never> {
  readonly load: () => Promise<{ default: ComponentType<DialogProps<P, R>> }>;
  readonly width?: DialogWidth;
}

/** Type → definition. Parameter and result types are checked where each dialog is defined. */
export type DialogRegistry = Readonly<Record<string, DialogDefinition>>;

/** Keeps P and R checked between the loader and the component while storing it untyped. */
export function defineDialog<P, R>(definition: DialogDefinition<P, R>): DialogDefinition {
  return definition as unknown as DialogDefinition;
}
