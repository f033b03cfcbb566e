// The file-browser preferences (spec part 1 §3): view type, sorting, filter and folder, remembered
// per user through GET/PUT /api/user/preferences/file-browser. This browser's local storage is only
// the fallback while the call has not answered or when it fails (offline).
import {
  defaultFileBrowserPreferences,
  fileBrowserPreferencesSchema,
  type FileBrowserPreferences,
} from '@asperity/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttpClient } from '../../app/session/index.ts';
import { libraryApi, PREFERENCES_QUERY_KEY } from './libraryApi.ts';

export type ViewType = FileBrowserPreferences['viewType'];
export type ViewPreferences = FileBrowserPreferences;

const STORAGE_KEY = 'asperity.library.view';

function readLocal(): FileBrowserPreferences {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    const parsed = fileBrowserPreferencesSchema.safeParse(raw);
    return parsed.success ? parsed.data : defaultFileBrowserPreferences;
  } catch {
    return defaultFileBrowserPreferences;
  }
}

function writeLocal(preferences: FileBrowserPreferences): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage may be off (private mode); the server copy still holds the choice.
  }
}

export interface ViewPreferencesState {
  readonly preferences: FileBrowserPreferences;
  /** True once the server's copy answered (or failed): restoring the folder may start. */
  readonly settled: boolean;
  readonly update: (patch: Partial<FileBrowserPreferences>) => void;
}

export function useViewPreferences(): ViewPreferencesState {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const parsed = fileBrowserPreferencesSchema.safeParse(await libraryApi.preferences(http, signal));
      const preferences = parsed.success ? parsed.data : defaultFileBrowserPreferences;
      writeLocal(preferences);
      return preferences;
    },
    retry: false,
    staleTime: Infinity,
  });
  const preferences = query.data ?? readLocal();

  const update = useCallback(
    (patch: Partial<FileBrowserPreferences>) => {
      const current = queryClient.getQueryData<FileBrowserPreferences>(PREFERENCES_QUERY_KEY) ?? readLocal();
      const next = { ...current, ...patch };
      // A choice made before the server's copy arrived wins over that copy.
      void queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, next);
      writeLocal(next);
      // Best effort: a failed save leaves the local copy, and the next change tries again.
      libraryApi.savePreferences(http, next).catch(() => undefined);
    },
    [http, queryClient],
  );

  return { preferences, settled: !query.isPending, update };
}
