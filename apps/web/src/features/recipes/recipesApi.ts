// The recipe and saved-settings calls of the web app (docs/api.md "Recipes and saved settings"; contract
// recipes.ts). Uploads and downloads of files go through transferJson (progress); the rest through the
// app's HTTP client. Apply answers carry analysis results with NaN written as "NaN" (json-numbers).
import {
  HISTORY_PATHS,
  RECIPES_PATHS,
  parseWithNonFinite,
  type AnalysisFeatureKind,
  type ApplyRecipeResponse,
  type HistoryState,
  type RecipeDetails,
  type RecipeFile,
  type RecipeFileInput,
  type RecipeListResponse,
  type RecipeSummary,
  type SavedSettingsEntry,
  type SavedSettingsFile,
  type SavedSettingsListResponse,
} from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export const recipeQueryKeys = {
  list: ['recipes'] as const,
  settings: (feature: AnalysisFeatureKind) => ['saved-settings', feature] as const,
  details: (fileGuid: string) => ['recipe-details', fileGuid] as const,
};

const one = (id: string) => RECIPES_PATHS.one.replace(':id', encodeURIComponent(id));
const settingsPath = (feature: AnalysisFeatureKind, id?: string) =>
  id === undefined
    ? RECIPES_PATHS.settingsList.replace(':feature', feature)
    : RECIPES_PATHS.settingsOne.replace(':feature', feature).replace(':id', encodeURIComponent(id));

export interface ApplyTarget {
  readonly fileGuid: string;
  readonly channel: number;
  readonly forkHash: string;
}

export const recipesApi = {
  list: async (http: HttpClient, signal?: AbortSignal): Promise<RecipeSummary[]> =>
    (await http.get<RecipeListResponse>(RECIPES_PATHS.list, signal ? { signal } : {})).recipes,
  get: (http: HttpClient, id: string): Promise<RecipeFile> => http.get<RecipeFile>(one(id)),
  create: (http: HttpClient, recipe: RecipeFileInput): Promise<RecipeSummary> =>
    http.post<RecipeSummary>(RECIPES_PATHS.list, recipe),
  replace: (http: HttpClient, id: string, recipe: RecipeFileInput): Promise<RecipeSummary> =>
    http.put<RecipeSummary>(one(id), recipe),
  remove: (http: HttpClient, id: string): Promise<void> => http.delete<void>(one(id)),
  apply: async (http: HttpClient, id: string, target: ApplyTarget): Promise<ApplyRecipeResponse> => {
    const answer = await http.post<unknown>(
      RECIPES_PATHS.apply.replace(':id', encodeURIComponent(id)),
      target,
    );
    // The analyses' non-finite numbers arrive as strings: read them back as numbers.
    return parseWithNonFinite(JSON.stringify(answer)) as ApplyRecipeResponse;
  },
  recipeDetails: async (http: HttpClient, fileGuid: string): Promise<RecipeDetails | null> =>
    (
      await http.get<{ recipeDetails: RecipeDetails | null }>(RECIPES_PATHS.recipeDetails, {
        query: { fileGuid },
      })
    ).recipeDetails,
  /** The file's history after an apply, for the editor session to show the recipe's last fork. */
  history: (http: HttpClient, fileGuid: string, channel: number): Promise<HistoryState> =>
    http.get<HistoryState>(HISTORY_PATHS.state, { query: { fileGuid, channel } }),

  listSettings: async (http: HttpClient, feature: AnalysisFeatureKind, signal?: AbortSignal) =>
    (await http.get<SavedSettingsListResponse>(settingsPath(feature), signal ? { signal } : {})).settings,
  saveSettings: (http: HttpClient, feature: AnalysisFeatureKind, name: string, settings: unknown) =>
    http.post<SavedSettingsEntry>(settingsPath(feature), { name, settings }),
  removeSettings: (http: HttpClient, feature: AnalysisFeatureKind, id: string): Promise<void> =>
    http.delete<void>(settingsPath(feature, id)),
  settingsFile: (http: HttpClient, feature: AnalysisFeatureKind, id: string) =>
    http.get<SavedSettingsFile>(settingsPath(feature, id)),
  recipeUploadPath: RECIPES_PATHS.list,
  settingsUploadPath: (feature: AnalysisFeatureKind) => settingsPath(feature),
  recipePath: one,
  settingsFilePath: (feature: AnalysisFeatureKind, id: string) => settingsPath(feature, id),
};
