// Loads the editor settings when the editor opens a file and saves them as they change (issue 7 item 2):
// the file's view settings (colour scale, general, lighting) per file and user, and the user's editor
// defaults (units, chart options, custom gradients) once per user. Saving waits until the settings have
// been still for SAVE_DELAY_MS, so a dragged slider is one request, and what is pending is sent when the
// editor closes. A failed save shows the catalogue's save-image-settings-failed. Until the load has
// answered nothing is saved, so the defaults never overwrite what the user had.
import { errorMessageId, type EditorFileSettings, type EditorUserPreferences } from '@asperity/contract';
import { useEffect, useState } from 'react';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { failureMessageId, useToasts } from '../../../components/toasts/index.ts';
import type { EditorSettings } from './editorSettings.ts';
import { editorSettingsApi } from './editorSettingsApi.ts';
import { currentEditorSettings, useEditorSettings } from './useEditorSettings.ts';

export const SAVE_DELAY_MS = 1000;

export type EditorSettingsLoadState = 'loading' | 'ready' | 'failed';

const fileSectionsOf = ({ colorScale, general, lighting }: EditorSettings): EditorFileSettings => ({
  colorScale,
  general,
  lighting,
});
const userSectionsOf = ({ units, chart, customGradients }: EditorSettings): EditorUserPreferences => ({
  units,
  chart,
  customGradients,
});

/** Call once in the editor page; `fileGuid` is the file it shows. */
export function useEditorSettingsPersistence(fileGuid: string): EditorSettingsLoadState {
  const http = useHttpClient();
  const { addToast } = useToasts();
  // Per file: opening another file is 'loading' again until its settings arrive.
  const [loaded, setLoaded] = useState<{ fileGuid: string; state: EditorSettingsLoadState }>({
    fileGuid,
    state: 'loading',
  });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    // What the server has, so only a section that changed is sent.
    let savedFile = '';
    let savedUser = '';
    const store = useEditorSettings;
    store.getState().reset();

    const save = (settings: EditorSettings) => {
      const file = fileSectionsOf(settings);
      const user = userSectionsOf(settings);
      const fileJson = JSON.stringify(file);
      const userJson = JSON.stringify(user);
      const calls: Promise<void>[] = [];
      if (fileJson !== savedFile) {
        savedFile = fileJson;
        calls.push(editorSettingsApi.saveFileSettings(http, fileGuid, file));
      }
      if (userJson !== savedUser) {
        savedUser = userJson;
        calls.push(editorSettingsApi.saveUserPreferences(http, user));
      }
      Promise.all(calls).catch(() => {
        // Sent again with the next change.
        savedFile = '';
        savedUser = '';
        addToast(errorMessageId('save-image-settings-failed'), { tag: 'error', data: { type: 'error' } });
      });
    };

    Promise.all([
      editorSettingsApi.fileSettings(http, fileGuid),
      editorSettingsApi.userPreferences(http),
    ]).then(
      ([file, user]) => {
        if (!active) return;
        store.getState().replace({ ...file, ...user });
        const loaded = currentEditorSettings();
        savedFile = JSON.stringify(fileSectionsOf(loaded));
        savedUser = JSON.stringify(userSectionsOf(loaded));
        unsubscribe = store.subscribe(() => {
          if (timer !== undefined) clearTimeout(timer);
          timer = setTimeout(() => {
            timer = undefined;
            save(currentEditorSettings());
          }, SAVE_DELAY_MS);
        });
        setLoaded({ fileGuid, state: 'ready' });
      },
      (error: unknown) => {
        if (!active) return;
        addToast(failureMessageId(error), { tag: 'error', data: { type: 'error' } });
        setLoaded({ fileGuid, state: 'failed' });
      },
    );

    return () => {
      active = false;
      unsubscribe?.();
      if (timer !== undefined) {
        clearTimeout(timer);
        save(currentEditorSettings());
      }
      store.getState().reset();
    };
  }, [http, fileGuid, addToast]);

  return loaded.fileGuid === fileGuid ? loaded.state : 'loading';
}
