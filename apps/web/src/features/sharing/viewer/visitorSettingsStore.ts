// A visitor's display settings of a shared file stay in the visitor's browser (issue 14 §4): they are
// kept in localStorage per link, never sent to the owner's file; a signed-out visitor's editor
// defaults (units, chart options, gradients) likewise.
import {
  editorFileSettingsSchema,
  editorUserPreferencesSchema,
  type EditorFileSettings,
  type EditorUserPreferences,
} from '@asperity/contract';

const FILE_PREFIX = 'asperity.shared.settings.';
const PREFERENCES_KEY = 'asperity.visitor.editorPreferences';

function read<T>(
  key: string,
  parse: (value: unknown) => { success: true; data: T } | { success: false },
): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const result = parse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the changes last for this page only.
  }
}

export const visitorSettingsStore = {
  fileSettings: (linkKey: string): EditorFileSettings | null =>
    read(FILE_PREFIX + linkKey, (value) => editorFileSettingsSchema.safeParse(value)),
  saveFileSettings: (linkKey: string, settings: unknown): void => write(FILE_PREFIX + linkKey, settings),
  preferences: (): EditorUserPreferences | null =>
    read(PREFERENCES_KEY, (value) => editorUserPreferencesSchema.safeParse(value)),
  savePreferences: (preferences: unknown): void => write(PREFERENCES_KEY, preferences),
};
