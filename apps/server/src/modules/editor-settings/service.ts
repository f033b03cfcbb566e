// The editor's settings (issue 7 item 2): per file and user, how that surface is shown (colour scale,
// general view options, lighting); per user, the editor defaults every file shares (units, chart
// options, custom gradients). Only the file's owner reaches its settings; others get not-found.
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  DEFAULT_EDITOR_USER_PREFERENCES,
  editorFileSettingsSchema,
  editorUserPreferencesSchema,
  type EditorFileSettings,
  type EditorUserPreferences,
} from '@asperity/contract';
import type { UserRow } from '../../infra/db/schema.ts';
import type { PreferencesRepo } from '../preferences/repo.ts';
import type { EditorSettingsRepo } from './repo.ts';

const EDITOR_PREFERENCES = 'editor';

export interface EditorSettingsServiceOptions {
  /** Throws not-found unless `user` owns the file. */
  readonly ownFile: (user: UserRow, fileGuid: string) => Promise<unknown>;
  readonly now?: () => Date;
}

/** A stored value that no longer parses (written by an older version) is forgotten rather than failing. */
function parseStored<T>(
  stored: string | undefined,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): T {
  if (stored === undefined) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return fallback;
  }
  return parse(json) ?? fallback;
}

export class EditorSettingsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: EditorSettingsRepo,
    private readonly preferences: PreferencesRepo,
    private readonly options: EditorSettingsServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The file's settings for `user`; the defaults until first saved. */
  async fileSettings(user: UserRow, fileGuid: string): Promise<EditorFileSettings> {
    await this.options.ownFile(user, fileGuid);
    return parseStored(
      await this.repo.get(fileGuid, user.id),
      (json) => editorFileSettingsSchema.safeParse(json).data,
      DEFAULT_EDITOR_FILE_SETTINGS,
    );
  }

  async setFileSettings(
    user: UserRow,
    fileGuid: string,
    settings: EditorFileSettings,
  ): Promise<EditorFileSettings> {
    await this.options.ownFile(user, fileGuid);
    await this.repo.put(fileGuid, user.id, JSON.stringify(settings), this.now().toISOString());
    return settings;
  }

  async userPreferences(user: UserRow): Promise<EditorUserPreferences> {
    return parseStored(
      await this.preferences.get(user.id, EDITOR_PREFERENCES),
      (json) => editorUserPreferencesSchema.safeParse(json).data,
      DEFAULT_EDITOR_USER_PREFERENCES,
    );
  }

  async setUserPreferences(
    user: UserRow,
    preferences: EditorUserPreferences,
  ): Promise<EditorUserPreferences> {
    await this.preferences.put(
      user.id,
      EDITOR_PREFERENCES,
      JSON.stringify(preferences),
      this.now().toISOString(),
    );
    return preferences;
  }
}
