// Renders the dialog stack: each entry in an MUI Dialog of its registered width, inside an error
// boundary (a crash shows the generic error toast and closes the dialog, spec part 1 §2).
import { Dialog, DialogContent } from '@mui/material';
import { createElement, Suspense, use, useCallback } from 'react';
import { ErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';
import { ProgressIndicator } from '../progress/ProgressIndicator.tsx';
import { GENERIC_ERROR_ID } from '../toasts/useErrorToast.ts';
import { useToasts } from '../toasts/useToasts.ts';
import type { DialogEntry } from './DialogEntry.ts';
import type { DialogDefinition, DialogRegistry } from './DialogDefinition.ts';
import { dialogWidths } from './dialogWidths.ts';
import { loadDialog } from './lazyDialog.tsx';

export interface DialogHostProps {
  readonly dialogs: readonly DialogEntry[];
  readonly registry: DialogRegistry;
  readonly close: (id: string, result?: unknown) => void;
  readonly remove: (id: string) => void;
}

interface HostedDialogProps {
  readonly entry: DialogEntry;
  readonly registry: DialogRegistry;
  readonly close: (id: string, result?: unknown) => void;
  readonly remove: (id: string) => void;
}

interface DialogBodyProps {
  readonly type: string;
  readonly definition: DialogDefinition;
  readonly parameters: unknown;
  readonly close: (result?: unknown) => void;
}

/** Suspends until the dialog's code has arrived, then renders it. */
function DialogBody({ type, definition, parameters, close }: DialogBodyProps) {
  // The promise is cached per definition, so `Loaded` is the same component on every render
  // (which the static-components lint cannot see through a promise).
  const Loaded = use(loadDialog(type, definition));
  return createElement(Loaded, { parameters, close });
}

function HostedDialog({ entry, registry, close, remove }: HostedDialogProps) {
  const { addToast } = useToasts();
  const definition = registry[entry.type];
  const closeThis = useCallback((result?: unknown) => close(entry.id, result), [close, entry.id]);
  const crashed = useCallback(
    (error: unknown) => {
      console.error(`Dialog "${entry.type}" crashed`, error);
      addToast(GENERIC_ERROR_ID, { tag: 'error', data: { type: 'error' } });
      close(entry.id);
    },
    [addToast, close, entry.id, entry.type],
  );
  if (!definition) return null;
  const width = dialogWidths[definition.width ?? 'default'];
  return (
    <Dialog
      data-testid={`dialog-${entry.type}`}
      data-closed={entry.closed ? 'true' : 'false'}
      open={!entry.closed}
      onClose={() => closeThis()}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width, maxWidth: 'calc(100% - 32px)', m: 2 } },
        transition: { onExited: () => remove(entry.id) },
      }}
    >
      <ErrorBoundary onError={crashed}>
        <Suspense
          fallback={
            <DialogContent>
              <ProgressIndicator block />
            </DialogContent>
          }
        >
          <DialogBody
            type={entry.type}
            definition={definition}
            parameters={entry.parameters}
            close={closeThis}
          />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

export function DialogHost({ dialogs, registry, close, remove }: DialogHostProps) {
  return (
    <>
      {dialogs.map((entry) => (
        <HostedDialog key={entry.id} entry={entry} registry={registry} close={close} remove={remove} />
      ))}
    </>
  );
}
