// Keeps the open file's editor settings loaded and saved (editorSettingsPersistence.ts). The setting
// panels call it; the editor page may call it too (so settings load while the right panel is hidden):
// calls for the same file share one controller.
import { useEffect, useSyncExternalStore } from 'react';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { failureMessageId, useToasts } from '../../../components/toasts/index.ts';
import {
  keepEditorSettings,
  loadStateOf,
  subscribeLoadState,
  type EditorSettingsLoadState,
} from './editorSettingsPersistence.ts';

export { SAVE_DELAY_MS, type EditorSettingsLoadState } from './editorSettingsPersistence.ts';

export function useEditorSettingsPersistence(fileGuid: string): EditorSettingsLoadState {
  const http = useHttpClient();
  const { addToast } = useToasts();
  useEffect(() => {
    keepEditorSettings(fileGuid, http, (messageId, error) =>
      addToast(messageId || failureMessageId(error), { tag: 'error', data: { type: 'error' } }),
    );
  }, [fileGuid, http, addToast]);
  const snapshot = () => loadStateOf(fileGuid);
  return useSyncExternalStore(subscribeLoadState, snapshot, snapshot);
}
