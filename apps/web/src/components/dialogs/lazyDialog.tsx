// Loads each dialog definition's code once: the first open starts the import, later opens reuse
// the same promise (read with React's `use`, so the dialog suspends while it arrives).
import { useEffect, type ComponentType } from 'react';
import { loadWithTimeout } from '../error-boundary/loadWithTimeout.ts';
import type { DialogDefinition, DialogProps } from './DialogDefinition.ts';

export type UntypedDialog = ComponentType<DialogProps>;

/** Stands in for a dialog whose code could not be fetched: closes itself, silently. */
function LoadFailed({ close }: DialogProps) {
  useEffect(() => close(), [close]);
  return null;
}

const cache = new WeakMap<DialogDefinition, Promise<UntypedDialog>>();

export function loadDialog(type: string, definition: DialogDefinition): Promise<UntypedDialog> {
  const cached = cache.get(definition);
  if (cached) return cached;
  const loading = loadWithTimeout(definition.load)().then(
    (module) => module.default as unknown as UntypedDialog,
    (error: unknown) => {
      // Spec part 1 §2: dialog load failures are logged only. Forget the failed attempt so the
      // next open tries the network again.
      console.error(`Dialog "${type}" could not be loaded`, error);
      cache.delete(definition);
      return LoadFailed;
    },
  );
  cache.set(definition, loading);
  return loading;
}
