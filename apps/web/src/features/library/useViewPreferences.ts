// The file-browser preferences the page can keep (spec part 1 §3): view type and sorting, kept in
// this browser until the server-side preferences call is wired in.
import { useCallback, useState } from 'react';
import { SORT_KEYS, type SortKey, type SortOrder } from './libraryApi.ts';

export type ViewType = 'list' | 'tiles';

export interface ViewPreferences {
  readonly viewType: ViewType;
  readonly sortBy: SortKey;
  readonly sortOrder: SortOrder;
}

const STORAGE_KEY = 'asperity.library.view';
const defaults: ViewPreferences = { viewType: 'list', sortBy: 'modifiedAt', sortOrder: 'desc' };

function read(): ViewPreferences {
  try {
    const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<ViewPreferences>;
    return {
      viewType: raw.viewType === 'tiles' || raw.viewType === 'list' ? raw.viewType : defaults.viewType,
      sortBy: SORT_KEYS.includes(raw.sortBy as SortKey) ? (raw.sortBy as SortKey) : defaults.sortBy,
      sortOrder: raw.sortOrder === 'asc' || raw.sortOrder === 'desc' ? raw.sortOrder : defaults.sortOrder,
    };
  } catch {
    return defaults;
  }
}

export function useViewPreferences(): [ViewPreferences, (patch: Partial<ViewPreferences>) => void] {
  const [preferences, setPreferences] = useState(read);
  const update = useCallback((patch: Partial<ViewPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...patch };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage may be off (private mode); the choice then lasts for this visit.
      }
      return next;
    });
  }, []);
  return [preferences, update];
}
