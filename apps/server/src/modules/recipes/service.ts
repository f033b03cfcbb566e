// Recipes and saved settings (spec part 3 §1, §3, §4; issue 19 items 1 and 2): a user's recipe files
// and per-analysis saved settings, and applying a recipe to an open file. Files are read only through
// the contract's parseRecipeFile / parseSavedSettingsFile, so a bad upload answers the same catalogue
// code (recipe-*) here, in the batch runner and in the browser.
//
// Rules:
// - Recipes are the Advanced feature `recipes` (part 3 §6): every recipe call needs it (402
//   plan-required below). Saved settings of a panel need that panel's analysis feature.
// - A recipe or saved setting is its owner's alone: another user's id answers 404 like a missing one.
// - Names are unique per owner (per feature kind for saved settings), compared trimmed and case-folded:
//   409 name-already-exists.
// - Applying: the caller's recipe on a file the caller may edit (checked by the route through the access
//   function). Every gate is checked before anything changes (plans, flags, level twice in a row); then
//   each operator step becomes a new fork through the operation history (as the operator dialog does,
//   the previous step's fork as the base), the analyses run on the last fork, and the file keeps
//   recipeDetails. An operator that fails on this surface mid-way stops the recipe with its code; the
//   forks made before it stay in the history, where go-back and trim reach them.
import { randomUUID } from 'node:crypto';
import {
  FEATURE_KIND_ANALYSIS,
  RECIPE_LIMITS,
  analysisContracts,
  canUse,
  featureFlagOf,
  featureOfKind,
  operatorContract,
  parseRecipeFile,
  parseSavedSettingsFile,
  recipeDetailsSchema,
  requiredPlanName,
  SAVED_SETTINGS_FILE_FORMAT,
  SAVED_SETTINGS_FILE_VERSION,
  type AnalysisFeatureKind,
  type AppliedAnalysis,
  type ApplyRecipeResponse,
  type FeatureFlags,
  type FeatureId,
  type PlanTier,
  type RecipeDetails,
  type RecipeFile,
  type RecipeSummary,
  type SavedSettingsEntry,
} from '@asperity/contract';
import { checkSteps, isAnalysisError } from '@asperity/core';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AnalysisService } from '../analysis/service.ts';
import type { HistoryService } from '../history/service.ts';
import { nameKeyOf, type RecipeRow, type RecipesRepo, type SavedSettingsRow } from './repo.ts';

export interface RecipesServiceOptions {
  readonly subscriptions: boolean;
  readonly flags: FeatureFlags;
  readonly tierOf: (user: UserRow) => PlanTier;
  readonly now?: () => Date;
}

/** Who applies a recipe to which file: the caller's recipe, the file's owner (edits land there). */
export interface ApplyTarget {
  readonly caller: UserRow;
  readonly owner: UserRow;
  readonly fileGuid: string;
  readonly channel?: number | undefined;
  readonly forkHash?: string | undefined;
}

export class RecipesService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: RecipesRepo,
    private readonly history: HistoryService,
    private readonly analysis: AnalysisService,
    private readonly options: RecipesServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  private gate(user: UserRow, feature: FeatureId, what: string): void {
    if (
      !canUse(feature, this.options.tierOf(user), {
        subscriptions: this.options.subscriptions,
        flags: this.options.flags,
      })
    )
      throw new AppError('plan-required', `${what} needs the ${requiredPlanName(feature)} plan`);
  }

  private gateRecipes(user: UserRow): void {
    this.gate(user, 'recipes', 'recipes');
  }

  // ------------------------------------------------------------------------------------------------
  // Recipes
  // ------------------------------------------------------------------------------------------------

  async list(user: UserRow): Promise<RecipeSummary[]> {
    this.gateRecipes(user);
    return (await this.repo.listRecipes(user.id)).map(summaryOf);
  }

  /** The stored recipe file (a download is exactly this). */
  async get(user: UserRow, id: string): Promise<RecipeFile> {
    this.gateRecipes(user);
    return fileOf(await this.own(user, id));
  }

  /**
   * A user's recipe file, for other modules (batch analysis): validated again on reading, so a recipe
   * stored by an older build is read by today's rules.
   */
  async recipeFileOf(user: UserRow, id: string): Promise<{ id: string; recipe: RecipeFile }> {
    const row = await this.own(user, id);
    return { id: row.id, recipe: fileOf(row) };
  }

  async create(user: UserRow, raw: unknown): Promise<RecipeSummary> {
    this.gateRecipes(user);
    const recipe = readRecipe(raw);
    if ((await this.repo.countRecipes(user.id)) >= RECIPE_LIMITS.maxRecipesPerUser)
      throw new AppError('recipe-limit-reached', `at most ${RECIPE_LIMITS.maxRecipesPerUser} recipes`);
    const at = this.now().toISOString();
    const row: RecipeRow = {
      id: randomUUID(),
      owner_id: user.id,
      name: recipe.name,
      name_key: nameKeyOf(recipe.name),
      recipe: JSON.stringify(recipe),
      created_at: at,
      updated_at: at,
    };
    await uniqueName(() => this.repo.insertRecipe(row), recipe.name);
    return summaryOf(row);
  }

  async replace(user: UserRow, id: string, raw: unknown): Promise<RecipeSummary> {
    this.gateRecipes(user);
    const recipe = readRecipe(raw);
    const existing = await this.own(user, id);
    const change = {
      name: recipe.name,
      name_key: nameKeyOf(recipe.name),
      recipe: JSON.stringify(recipe),
      updated_at: this.now().toISOString(),
    };
    const changed = await uniqueName(() => this.repo.updateRecipe(user.id, id, change), recipe.name);
    if (!changed) throw new AppError('not-found', `recipe ${id}`);
    return summaryOf({ ...existing, ...change });
  }

  async remove(user: UserRow, id: string): Promise<void> {
    this.gateRecipes(user);
    if (!(await this.repo.removeRecipe(user.id, id))) throw new AppError('not-found', `recipe ${id}`);
  }

  /** The last recipe applied to a file (its meta's recipeDetails), null when none was. */
  async recipeDetailsOf(fileGuid: string): Promise<RecipeDetails | null> {
    const stored = await this.repo.recipeDetails(fileGuid);
    if (stored === undefined) return null;
    const parsed = recipeDetailsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  }

  async apply(target: ApplyTarget, id: string): Promise<ApplyRecipeResponse> {
    this.gateRecipes(target.caller);
    const row = await this.own(target.caller, id);
    const recipe = fileOf(row);
    this.checkRunnable(target, recipe);

    const ownerTier = this.options.tierOf(target.owner);
    const actor = target.caller.id !== target.owner.id ? { actor: target.caller } : {};
    let forkHash =
      target.forkHash ?? (await this.history.state(target.owner, target.fileGuid, target.channel)).forkHash;
    let applied = false;
    const forks: ApplyRecipeResponse['forks'] = [];
    for (const [index, step] of recipe.steps.entries()) {
      if (step.kind !== 'operator') continue;
      const state = await this.history.apply(
        { user: target.owner, tier: ownerTier, ...actor },
        {
          fileGuid: target.fileGuid,
          ...(target.channel !== undefined ? { channel: target.channel } : {}),
          forkHash,
          step: { op: step.operator, params: step.parameters },
        },
      );
      forkHash = state.forkHash;
      applied = true;
      forks.push({ step: index, operator: step.operator, forkHash });
    }

    const analyses: AppliedAnalysis[] = [];
    if (recipe.steps.some((step) => step.kind === 'analysis')) {
      const ref = await this.history.analysisSurface(target.owner, target.fileGuid, target.channel, forkHash);
      for (const [index, step] of recipe.steps.entries()) {
        if (step.kind !== 'analysis') continue;
        const analysis = FEATURE_KIND_ANALYSIS[step.feature];
        const result = await this.analysis.run(analysis, step.settings, ref, { tier: ownerTier });
        analyses.push({ step: index, feature: step.feature, analysis, settings: step.settings, result });
      }
    }

    const recipeDetails: RecipeDetails = {
      recipeId: row.id,
      name: recipe.name,
      appliedAt: this.now().toISOString(),
      forkHash: applied ? forkHash : null,
      steps: recipe.steps.length,
    };
    await this.repo.putRecipeDetails(target.fileGuid, JSON.stringify(recipeDetails), recipeDetails.appliedAt);
    return {
      fileGuid: target.fileGuid,
      recipeId: row.id,
      forks,
      forkHash: applied ? forkHash : null,
      analyses,
      recipeDetails,
    };
  }

  /** Every refusal a recipe can meet before anything changes: flags, plans, rules between steps. */
  private checkRunnable(target: ApplyTarget, recipe: RecipeFile): void {
    const ownerTier = this.options.tierOf(target.owner);
    const gate = { subscriptions: this.options.subscriptions, flags: this.options.flags };
    const operators: { op: string; params: Readonly<Record<string, unknown>> }[] = [];
    for (const step of recipe.steps) {
      if (step.kind === 'operator') {
        const contract = operatorContract(step.operator);
        if (!contract) throw new AppError('recipe-unknown-operator', step.operator);
        const flag = featureFlagOf(contract.feature);
        if (flag && !this.options.flags[flag])
          throw new AppError(
            'forbidden',
            `${step.operator} is switched off on this server (feature flag ${flag})`,
          );
        if (!canUse(contract.feature, ownerTier, gate))
          throw new AppError(
            'plan-required',
            `${step.operator} needs the ${requiredPlanName(contract.feature)} plan`,
          );
        operators.push({ op: step.operator, params: step.parameters });
      } else {
        const feature = analysisContracts[FEATURE_KIND_ANALYSIS[step.feature]].feature;
        if (!canUse(feature, ownerTier, gate))
          throw new AppError('plan-required', `${step.feature} needs the ${requiredPlanName(feature)} plan`);
      }
    }
    try {
      checkSteps(operators);
    } catch (error) {
      if (isAnalysisError(error)) throw new AppError(error.code, error.reason);
      throw error;
    }
  }

  private async own(user: UserRow, id: string): Promise<RecipeRow> {
    const row = await this.repo.recipe(user.id, id);
    if (!row) throw new AppError('not-found', `recipe ${id}`);
    return row;
  }

  // ------------------------------------------------------------------------------------------------
  // Saved settings (the manage-settings dialog of each analysis panel)
  // ------------------------------------------------------------------------------------------------

  async listSettings(user: UserRow, feature: AnalysisFeatureKind): Promise<SavedSettingsEntry[]> {
    this.gate(user, featureOfKind(feature), feature);
    return (await this.repo.listSettings(user.id, feature)).map(entryOf);
  }

  async settingsEntry(user: UserRow, feature: AnalysisFeatureKind, id: string): Promise<SavedSettingsEntry> {
    this.gate(user, featureOfKind(feature), feature);
    const row = await this.repo.settings(user.id, feature, id);
    if (!row) throw new AppError('not-found', `saved settings ${id}`);
    return entryOf(row);
  }

  /** Saves `{ name, settings }` or a whole settings file (an upload) under the panel's feature kind. */
  async saveSettings(user: UserRow, feature: AnalysisFeatureKind, raw: unknown): Promise<SavedSettingsEntry> {
    this.gate(user, featureOfKind(feature), feature);
    const body =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const file =
      body.format === undefined
        ? {
            format: SAVED_SETTINGS_FILE_FORMAT,
            version: SAVED_SETTINGS_FILE_VERSION,
            feature,
            name: body.name,
            settings: body.settings,
          }
        : body;
    const parsed = parseSavedSettingsFile(file, feature);
    if (!parsed.ok) throw new AppError(parsed.errorCode, parsed.reason);
    if ((await this.repo.countSettings(user.id, feature)) >= RECIPE_LIMITS.maxSavedSettingsPerKind)
      throw new AppError(
        'recipe-limit-reached',
        `at most ${RECIPE_LIMITS.maxSavedSettingsPerKind} saved settings per analysis`,
      );
    const at = this.now().toISOString();
    const row: SavedSettingsRow = {
      id: randomUUID(),
      owner_id: user.id,
      feature,
      name: parsed.value.name,
      name_key: nameKeyOf(parsed.value.name),
      settings: JSON.stringify(parsed.value.settings),
      created_at: at,
      updated_at: at,
    };
    await uniqueName(() => this.repo.insertSettings(row), parsed.value.name);
    return entryOf(row);
  }

  async removeSettings(user: UserRow, feature: AnalysisFeatureKind, id: string): Promise<void> {
    this.gate(user, featureOfKind(feature), feature);
    if (!(await this.repo.removeSettings(user.id, feature, id)))
      throw new AppError('not-found', `saved settings ${id}`);
  }
}

function readRecipe(raw: unknown): RecipeFile {
  const parsed = parseRecipeFile(raw);
  if (!parsed.ok) throw new AppError(parsed.errorCode, parsed.reason);
  return parsed.value;
}

/** A stored recipe read by today's rules (stored ones were valid when written). */
function fileOf(row: RecipeRow): RecipeFile {
  return readRecipe(JSON.parse(row.recipe));
}

async function uniqueName<T>(write: () => Promise<T>, name: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name-already-exists', name);
    throw error;
  }
}

function summaryOf(row: RecipeRow): RecipeSummary {
  const recipe = JSON.parse(row.recipe) as RecipeFile;
  const operatorCount = recipe.steps.filter((step) => step.kind === 'operator').length;
  return {
    id: row.id,
    name: row.name,
    ...(recipe.description !== undefined ? { description: recipe.description } : {}),
    stepCount: recipe.steps.length,
    operatorCount,
    analysisCount: recipe.steps.length - operatorCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function entryOf(row: SavedSettingsRow): SavedSettingsEntry {
  return {
    id: row.id,
    feature: row.feature as AnalysisFeatureKind,
    name: row.name,
    settings: JSON.parse(row.settings) as unknown,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
