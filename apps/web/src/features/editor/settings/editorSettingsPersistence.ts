// Keeps the editor settings of the file being edited in step with the server (issue 7 item 2): when a
// file is opened its view settings (colour scale, general, lighting; per file and user) and the user's
// editor defaults (units, chart options, custom gradients) replace the store; then every change is saved
// once the settings have been still for SAVE_DELAY_MS, so a dragged slider is one request, sending only
// the part that changed. A failed save reports save-image-settings-failed. Until the load has answered
// nothing is saved, so the defaults never overwrite what the user had.
//
// One controller for the whole app rather than per component: the setting panels unmount when the right
// panel is hidden, and the views must keep their settings (and pending saves must go out) meanwhile.
// Opening another file first sends what is pending for the previous one.
import { errorMessageId, type EditorFileSettings, type EditorUserPreferences } from '@asperity/contract';
import type { HttpClient } from '../../../app/http.ts';
import type { EditorSettings } from './editorSettings.ts';
import { editorSettingsApi } from './editorSettingsApi.ts';
import { currentEditorSettings, useEditorSettings } from './useEditorSettings.ts';

export const SAVE_DELAY_MS = 1000;

export type EditorSettingsLoadState = 'loading' | 'ready' | 'failed';

/** Reports a failure by message id (the app's toasts). */
export type ReportFailure = (messageId: string, error?: unknown) => void;

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

interface Session {
  readonly fileGuid: string;
  state: EditorSettingsLoadState;
  /** Stops saving; sends what is pending first. */
  readonly stop: () => void;
  /** Sends what is pending now; resolves once the server has every change made so far. */
  readonly flush: () => Promise<void>;
}

let session: Session | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribeLoadState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadStateOf(fileGuid: string): EditorSettingsLoadState {
  return session?.fileGuid === fileGuid ? session.state : 'loading';
}

/** Starts keeping `fileGuid`'s settings (nothing to do when they already are). */
export function keepEditorSettings(fileGuid: string, http: HttpClient, report: ReportFailure): void {
  if (session?.fileGuid === fileGuid) return;
  stopEditorSettings();
  const store = useEditorSettings;
  store.getState().reset();

  let active = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  // What the server has, so only a part that changed is sent.
  let savedFile = '';
  let savedUser = '';
  /** The last save's calls (failures are reported there). */
  let inFlight: Promise<void> = Promise.resolve();

  const save = (settings: EditorSettings): Promise<void> => {
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
    inFlight = Promise.all(calls).then(
      () => undefined,
      (error: unknown) => {
        // Sent again with the next change.
        savedFile = '';
        savedUser = '';
        report(errorMessageId('save-image-settings-failed'), error);
      },
    );
    return inFlight;
  };

  const current: Session = {
    fileGuid,
    state: 'loading',
    stop: () => {
      active = false;
      unsubscribe?.();
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        void save(currentEditorSettings());
      }
    },
    flush: () => {
      if (timer === undefined) return inFlight;
      clearTimeout(timer);
      timer = undefined;
      return save(currentEditorSettings());
    },
  };
  session = current;
  notify();

  Promise.all([editorSettingsApi.fileSettings(http, fileGuid), editorSettingsApi.userPreferences(http)]).then(
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
          void save(currentEditorSettings());
        }, SAVE_DELAY_MS);
      });
      current.state = 'ready';
      notify();
    },
    (error: unknown) => {
      if (!active) return;
      current.state = 'failed';
      notify();
      report('', error);
    },
  );
}

/**
 * Sends the settings changed in the last second now and waits for the server: what reads them next
 * (save-as copies them to the new file, issue 15 §10) sees every change.
 */
export function flushEditorSettings(): Promise<void> {
  return session?.flush() ?? Promise.resolve();
}

/** Sends what is pending and stops keeping the settings (another file, or a test's end). */
export function stopEditorSettings(): void {
  session?.stop();
  session = undefined;
  notify();
}
