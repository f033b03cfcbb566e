// The settings calls (docs/api.md "Editor settings"): the file's view settings of the signed-in user
// and the user's editor defaults. Answers are parsed with the contract's schemas; a wrong shape is a
// failure, not a crash further down.
import {
  EDITOR_SETTINGS_PATHS,
  editorFileSettingsSchema,
  editorUserPreferencesSchema,
  type EditorFileSettings,
  type EditorUserPreferences,
} from '@asperity/contract';
import { HttpError, type HttpClient } from '../../../app/http.ts';

function parsed<T>(result: { success: true; data: T } | { success: false }): T {
  if (!result.success) throw new HttpError(200, 'something-went-wrong', 'unexpected answer shape');
  return result.data;
}

export const editorSettingsApi = {
  fileSettings: async (http: HttpClient, fileGuid: string): Promise<EditorFileSettings> =>
    parsed(
      editorFileSettingsSchema.safeParse(
        await http.get<unknown>(EDITOR_SETTINGS_PATHS.fileSettings, { query: { fileGuid } }),
      ),
    ),
  saveFileSettings: async (
    http: HttpClient,
    fileGuid: string,
    settings: EditorFileSettings,
  ): Promise<void> => {
    await http.put<unknown>(EDITOR_SETTINGS_PATHS.fileSettings, settings, { query: { fileGuid } });
  },
  userPreferences: async (http: HttpClient): Promise<EditorUserPreferences> =>
    parsed(
      editorUserPreferencesSchema.safeParse(await http.get<unknown>(EDITOR_SETTINGS_PATHS.userPreferences)),
    ),
  saveUserPreferences: async (http: HttpClient, preferences: EditorUserPreferences): Promise<void> => {
    await http.put<unknown>(EDITOR_SETTINGS_PATHS.userPreferences, preferences);
  },
};
