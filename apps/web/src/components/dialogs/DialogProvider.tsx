// The dialog system of spec part 1 §2. Keeps the stack of open dialogs, resolves each
// `openDialog` promise on close, and keeps one same-URL history entry per open dialog so the
// browser back button closes the topmost dialog instead of leaving the page.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DialogEntry } from './DialogEntry.ts';
import type { DialogRegistry } from './DialogDefinition.ts';
import { DialogHost } from './DialogHost.tsx';
import { dialogDepthOf, withDialogDepth } from './dialogHistory.ts';
import { DialogsContext, type DialogsApi } from './DialogsContext.ts';

export interface DialogProviderProps {
  readonly children: ReactNode;
  readonly registry: DialogRegistry;
  /**
   * Opening an unknown type is a developer error: thrown while developing, logged in production
   * (where a broken button must not take the page down).
   */
  readonly strict?: boolean;
}

export function DialogProvider({ children, registry, strict = import.meta.env.DEV }: DialogProviderProps) {
  const [dialogs, setDialogs] = useState<readonly DialogEntry[]>([]);
  const resolvers = useRef(new Map<string, (result: unknown) => void>());
  const nextId = useRef(1);

  const close = useCallback((id: string, result?: unknown) => {
    const resolve = resolvers.current.get(id);
    if (!resolve) return;
    resolvers.current.delete(id);
    resolve(result);
    setDialogs((list) => list.map((d) => (d.id === id ? { ...d, closed: true } : d)));
  }, []);

  const remove = useCallback((id: string) => {
    setDialogs((list) => list.filter((d) => d.id !== id));
  }, []);

  const openDialog = useCallback(
    <R,>(type: string, parameters?: unknown): Promise<R | undefined> => {
      if (!Object.hasOwn(registry, type)) {
        const error = new Error(`Unknown dialog type "${type}"`);
        if (strict) throw error;
        console.error(error);
        return Promise.resolve(undefined);
      }
      const id = `dialog-${nextId.current++}`;
      return new Promise<R | undefined>((resolve) => {
        resolvers.current.set(id, resolve as (result: unknown) => void);
        setDialogs((list) => [...list, { id, type, closed: false, parameters }]);
      });
    },
    [registry, strict],
  );

  const closeAllDialogs = useCallback(() => {
    for (const id of [...resolvers.current.keys()]) close(id);
  }, [close]);

  useDialogHistory(dialogs, close);

  const api = useMemo<DialogsApi>(
    () => ({ openDialog, closeDialog: close, closeAllDialogs, dialogs }),
    [openDialog, close, closeAllDialogs, dialogs],
  );

  return (
    <DialogsContext.Provider value={api}>
      {children}
      <DialogHost dialogs={dialogs} registry={registry} close={close} remove={remove} />
    </DialogsContext.Provider>
  );
}

/**
 * Reconciles history depth with the number of open dialogs. Opening pushes an entry, closing by a
 * button goes back over it, and a history move we did not make (back button, a link to another
 * page) closes the dialogs above the depth we arrived at.
 */
function useDialogHistory(dialogs: readonly DialogEntry[], close: (id: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const open = dialogs.filter((d) => !d.closed);
  const openCount = open.length;
  // A string, so the effect below re-runs when the open set changes, not on every render.
  const openIds = open.map((d) => d.id).join(' ');
  // The depth our own navigation will land on: the next address change with that depth is ours,
  // any other change is the user's (back/forward button, a link).
  const pendingDepth = useRef<number | null>(null);
  const lastLocation = useRef(location);

  useEffect(() => {
    const depth = dialogDepthOf(location.state);
    const moved = lastLocation.current !== location;
    lastLocation.current = location;
    if (moved) {
      const ours = pendingDepth.current === depth;
      pendingDepth.current = null;
      if (!ours && depth < openCount) {
        const ids = openIds.split(' ');
        for (const id of ids.slice(depth).reverse()) close(id);
        return;
      }
    } else if (pendingDepth.current !== null) {
      return;
    }
    if (depth < openCount) {
      pendingDepth.current = depth + 1;
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state: withDialogDepth(location.state, depth + 1), replace: false, preventScrollReset: true },
      );
    } else if (depth > openCount) {
      pendingDepth.current = openCount;
      void navigate(openCount - depth);
    }
  }, [location, openCount, openIds, navigate, close]);
}
