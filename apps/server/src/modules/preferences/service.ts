// File browser preferences (spec part 1 §3), remembered per user.
import {
  defaultFileBrowserPreferences,
  fileBrowserPreferencesSchema,
  type FileBrowserPreferences,
} from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { PreferencesRepo } from './repo.ts';

const FILE_BROWSER = 'file-browser';

export interface PreferencesServiceOptions {
  /** Whether `guid` is a folder of the user (a remembered folder may since have been deleted). */
  readonly ownsFolder: (user: UserRow, guid: string) => Promise<boolean>;
  readonly now?: () => Date;
}

export class PreferencesService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: PreferencesRepo,
    private readonly options: PreferencesServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The stored preferences, defaults for anything missing; a folder that is gone reads as the root. */
  async fileBrowser(user: UserRow): Promise<FileBrowserPreferences> {
    const stored = await this.repo.get(user.id, FILE_BROWSER);
    const parsed = fileBrowserPreferencesSchema.safeParse(stored === undefined ? {} : JSON.parse(stored));
    // A value written by an older version that no longer parses is forgotten rather than failing.
    const preferences = parsed.success ? parsed.data : defaultFileBrowserPreferences;
    if (preferences.folder !== null && !(await this.options.ownsFolder(user, preferences.folder)))
      return { ...preferences, folder: null };
    return preferences;
  }

  async setFileBrowser(user: UserRow, preferences: FileBrowserPreferences): Promise<FileBrowserPreferences> {
    if (preferences.folder !== null && !(await this.options.ownsFolder(user, preferences.folder)))
      throw new AppError('not-found', `folder ${preferences.folder}`);
    await this.repo.put(user.id, FILE_BROWSER, JSON.stringify(preferences), this.now().toISOString());
    return preferences;
  }
}
