// Recipes and saved settings (spec part 3 §1, §3, §4; issue 19 items 1, 2 and 8): the versioned JSON file
// formats as zod schemas, their limits, and one parser that turns any upload into either a valid file or a
// catalogue error code with the offending place as the reason. The server (routes /api/recipes and
// /api/settings), the batch runner, the CLI and the web editor all read recipes through parseRecipeFile, so
// a file accepted in one place is accepted everywhere. docs/recipes.md documents the format.
//
// Decisions (the spec says the limits and the file codes are "not shown"):
// - A recipe is `{ format: "asperity-recipe", version: 1, name, description?, steps }`. A step is an
//   operator of contract/operators.ts with that operator's parameters, or an analysis of one of the 11
//   feature kinds of part 3 §3 with that analysis' settings (contract/analyses.ts). Parameters are
//   validated and their defaults filled exactly as /api/editor/history/apply and the analysis calls do.
// - Versioning: `version` is an integer. A reader accepts every version it knows (today: 1) and refuses
//   newer ones with recipe-unsupported-version; a change that old readers would misread raises it.
//   Adding an optional field with a default does not.
// - Limits: at most 50 steps, names 1 … 100 characters (trimmed), description up to 2000 characters, a
//   file up to 1 MB; a user keeps up to 200 recipes and 100 saved settings per feature kind.
import type { AnalysisId } from '@asperity/core';
import { z } from 'zod';
import { analysisContracts } from './analyses.ts';
import { ANALYSIS_FEATURE_KINDS, type AnalysisFeatureKind } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { editorFileSchema } from './editor-calls.ts';
import { forkHashSchema } from './history.ts';
import { fileRefShape } from './sharing.ts';
import { operatorContract, operatorContracts, type OperatorContract } from './operators.ts';
import type { OperatorId } from '@asperity/core';

export const RECIPE_FILE_FORMAT = 'asperity-recipe';
export const SAVED_SETTINGS_FILE_FORMAT = 'asperity-settings';
/** The newest file version this build reads and writes. */
export const RECIPE_FILE_VERSION = 1;
export const SAVED_SETTINGS_FILE_VERSION = 1;

export const RECIPE_LIMITS = {
  maxSteps: 50,
  nameMaxLength: 100,
  descriptionMaxLength: 2000,
  /** Upload size of one recipe or settings file. */
  fileMaxBytes: 1024 * 1024,
  maxRecipesPerUser: 200,
  maxSavedSettingsPerKind: 100,
} as const;

/** File extensions of downloads: `<name>.recipe.json`, `<name>.<FeatureKind>.settings.json`. */
export const RECIPE_FILE_EXTENSION = '.recipe.json';
export const SAVED_SETTINGS_FILE_EXTENSION = '.settings.json';

/** The analysis each recipe/analysis feature kind runs (its settings schema is that analysis' params). */
export const FEATURE_KIND_ANALYSIS = {
  ArealParameters: 'areal-parameters',
  AveragePsd: 'average-psd',
  BearingRatio: 'bearing-ratio',
  Dimension: 'dimension',
  Particles: 'grains-and-particles',
  ProfileParameters: 'profile-parameters',
  Slice: 'profile',
  StepHeightHistogram: 'step-height-histogram',
  StepHeightLine: 'step-height-line',
  StepHeightRectangle: 'step-height-rectangles',
  Volume: 'volume',
} as const satisfies Record<AnalysisFeatureKind, AnalysisId>;

export const featureKindSchema = z.enum(ANALYSIS_FEATURE_KINDS).meta({ id: 'FeatureKind' });

export function isFeatureKind(value: unknown): value is AnalysisFeatureKind {
  return typeof value === 'string' && (ANALYSIS_FEATURE_KINDS as readonly string[]).includes(value);
}

/** The settings schema of a feature kind: validates and fills the analysis' defaults. */
export function featureSettingsSchema(kind: AnalysisFeatureKind): z.ZodType<unknown, unknown> {
  return analysisContracts[FEATURE_KIND_ANALYSIS[kind]].params as z.ZodType<unknown, unknown>;
}

const recipeName = z.string().trim().min(1).max(RECIPE_LIMITS.nameMaxLength);

function operatorStepSchemaOf(id: OperatorId) {
  const contract: OperatorContract<OperatorId> = operatorContracts[id];
  return z
    .object({
      kind: z.literal('operator'),
      operator: z.literal(id),
      parameters: (contract.params as z.ZodType<Record<string, unknown>, unknown>).prefault({}),
    })
    .strict();
}

function analysisStepSchemaOf(kind: AnalysisFeatureKind) {
  return z
    .object({
      kind: z.literal('analysis'),
      feature: z.literal(kind),
      settings: featureSettingsSchema(kind).prefault({}),
    })
    .strict();
}

const operatorIds = Object.keys(operatorContracts) as OperatorId[];

export const recipeOperatorStepSchema = z.discriminatedUnion(
  'operator',
  operatorIds.map(operatorStepSchemaOf) as unknown as [
    ReturnType<typeof operatorStepSchemaOf>,
    ...ReturnType<typeof operatorStepSchemaOf>[],
  ],
);
export const recipeAnalysisStepSchema = z.discriminatedUnion(
  'feature',
  ANALYSIS_FEATURE_KINDS.map(analysisStepSchemaOf) as unknown as [
    ReturnType<typeof analysisStepSchemaOf>,
    ...ReturnType<typeof analysisStepSchemaOf>[],
  ],
);

export interface RecipeOperatorStep {
  readonly kind: 'operator';
  readonly operator: OperatorId;
  readonly parameters: Record<string, unknown>;
}
export interface RecipeAnalysisStep {
  readonly kind: 'analysis';
  readonly feature: AnalysisFeatureKind;
  readonly settings: unknown;
}
export type RecipeStep = RecipeOperatorStep | RecipeAnalysisStep;

export const recipeStepSchema: z.ZodType<RecipeStep, unknown> = z
  .discriminatedUnion('kind', [recipeOperatorStepSchema, recipeAnalysisStepSchema])
  .meta({ id: 'RecipeStep' });

/** A recipe file (the body of POST/PUT /api/recipes, the answer of GET /api/recipes/{id}, a download). */
export const recipeFileSchema = z
  .object({
    format: z.literal(RECIPE_FILE_FORMAT),
    version: z.literal(RECIPE_FILE_VERSION),
    name: recipeName,
    description: z.string().max(RECIPE_LIMITS.descriptionMaxLength).optional(),
    steps: z.array(recipeStepSchema).max(RECIPE_LIMITS.maxSteps),
  })
  .strict()
  .meta({ id: 'RecipeFile' });
export type RecipeFile = z.output<typeof recipeFileSchema>;
export type RecipeFileInput = z.input<typeof recipeFileSchema>;

/** A saved settings file: one analysis panel's settings under a name (the manage-settings dialog). */
export const savedSettingsFileSchema = z
  .object({
    format: z.literal(SAVED_SETTINGS_FILE_FORMAT),
    version: z.literal(SAVED_SETTINGS_FILE_VERSION),
    feature: featureKindSchema,
    name: recipeName,
    settings: z.unknown(),
  })
  .strict()
  .meta({ id: 'SavedSettingsFile' });
export interface SavedSettingsFile {
  readonly format: typeof SAVED_SETTINGS_FILE_FORMAT;
  readonly version: typeof SAVED_SETTINGS_FILE_VERSION;
  readonly feature: AnalysisFeatureKind;
  readonly name: string;
  readonly settings: unknown;
}

// ---------------------------------------------------------------------------------------------------
// Parsing with catalogue codes
// ---------------------------------------------------------------------------------------------------

export type RecipeErrorCode = Extract<
  ErrorCode,
  | 'recipe-invalid-file'
  | 'recipe-unsupported-version'
  | 'recipe-unknown-operator'
  | 'recipe-unknown-feature'
  | 'recipe-invalid-parameters'
  | 'recipe-too-many-steps'
  | 'recipe-name-invalid'
>;

export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errorCode: RecipeErrorCode; readonly reason: string };

function fail(
  errorCode: RecipeErrorCode,
  reason: string,
): { ok: false; errorCode: RecipeErrorCode; reason: string } {
  return { ok: false, errorCode, reason };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return prefix;
  const where = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.');
  return `${where}: ${issue.message}`;
}

function checkHeader(
  raw: unknown,
  format: string,
  newestVersion: number,
): ParseResult<Record<string, unknown>> {
  if (!isRecord(raw)) return fail('recipe-invalid-file', 'the file is not a JSON object');
  if (raw.format !== format) return fail('recipe-invalid-file', `format must be "${format}"`);
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1)
    return fail('recipe-invalid-file', 'version must be a positive integer');
  if (raw.version > newestVersion)
    return fail('recipe-unsupported-version', `version ${raw.version} is newer than ${newestVersion}`);
  const name = recipeName.safeParse(raw.name);
  if (!name.success)
    return fail(
      'recipe-name-invalid',
      `name must be 1 to ${RECIPE_LIMITS.nameMaxLength} characters, not only whitespace`,
    );
  return { ok: true, value: raw };
}

/** One step, checked in the order a person fixes a file: kind, operator/feature, parameters. */
export function parseRecipeStep(raw: unknown, index: number): ParseResult<RecipeStep> {
  const at = `steps.${index}`;
  if (!isRecord(raw)) return fail('recipe-invalid-file', `${at}: a step must be an object`);
  if (raw.kind === 'operator') {
    if (typeof raw.operator !== 'string' || !operatorContract(raw.operator))
      return fail('recipe-unknown-operator', `${at}.operator: ${String(raw.operator)}`);
  } else if (raw.kind === 'analysis') {
    if (!isFeatureKind(raw.feature))
      return fail('recipe-unknown-feature', `${at}.feature: ${String(raw.feature)}`);
  } else {
    return fail('recipe-invalid-file', `${at}.kind must be "operator" or "analysis"`);
  }
  const parsed = recipeStepSchema.safeParse(raw);
  if (!parsed.success) {
    const keyIssue = parsed.error.issues.find((i) => i.code === 'unrecognized_keys');
    return keyIssue
      ? fail('recipe-invalid-file', firstIssue(new z.ZodError([keyIssue]), at))
      : fail('recipe-invalid-parameters', firstIssue(parsed.error, at));
  }
  return { ok: true, value: parsed.data };
}

/**
 * Reads a recipe file (already JSON-parsed): the first problem becomes a catalogue code and a reason
 * naming the place, e.g. `recipe-invalid-parameters` / `steps.2.parameters.degree: Too big: …`.
 */
export function parseRecipeFile(raw: unknown): ParseResult<RecipeFile> {
  const header = checkHeader(raw, RECIPE_FILE_FORMAT, RECIPE_FILE_VERSION);
  if (!header.ok) return header;
  const steps = header.value.steps;
  if (!Array.isArray(steps)) return fail('recipe-invalid-file', 'steps must be a list');
  if (steps.length > RECIPE_LIMITS.maxSteps)
    return fail('recipe-too-many-steps', `${steps.length} steps, at most ${RECIPE_LIMITS.maxSteps}`);
  for (const [index, step] of (steps as unknown[]).entries()) {
    const checked = parseRecipeStep(step, index);
    if (!checked.ok) return checked;
  }
  const parsed = recipeFileSchema.safeParse(raw);
  if (!parsed.success) return fail('recipe-invalid-file', firstIssue(parsed.error, ''));
  return { ok: true, value: parsed.data };
}

/** Reads a saved settings file; `expected` refuses a file of another feature kind. */
export function parseSavedSettingsFile(
  raw: unknown,
  expected?: AnalysisFeatureKind,
): ParseResult<SavedSettingsFile> {
  const header = checkHeader(raw, SAVED_SETTINGS_FILE_FORMAT, SAVED_SETTINGS_FILE_VERSION);
  if (!header.ok) return header;
  const feature = header.value.feature;
  if (!isFeatureKind(feature)) return fail('recipe-unknown-feature', `feature: ${String(feature)}`);
  if (expected !== undefined && feature !== expected)
    return fail('recipe-unknown-feature', `feature: ${feature}, expected ${expected}`);
  const parsed = savedSettingsFileSchema.safeParse(raw);
  if (!parsed.success) return fail('recipe-invalid-file', firstIssue(parsed.error, ''));
  const settings = featureSettingsSchema(feature).safeParse(parsed.data.settings ?? {});
  if (!settings.success) return fail('recipe-invalid-parameters', firstIssue(settings.error, 'settings'));
  return { ok: true, value: { ...parsed.data, feature, settings: settings.data } };
}

// ---------------------------------------------------------------------------------------------------
// HTTP shapes (docs/api.md "Recipes and saved settings")
// ---------------------------------------------------------------------------------------------------

export const RECIPES_PATHS = {
  list: '/api/recipes',
  one: '/api/recipes/:id',
  apply: '/api/recipes/:id/apply',
  settingsList: '/api/settings/:feature',
  settingsOne: '/api/settings/:feature/:id',
  recipeDetails: '/api/editor/recipe-details',
} as const;

export const recipeSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().optional(),
    stepCount: z.number().int(),
    operatorCount: z.number().int(),
    analysisCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RecipeSummary' });
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeListResponseSchema = z.object({ recipes: z.array(recipeSummarySchema) });
export type RecipeListResponse = z.infer<typeof recipeListResponseSchema>;

export const recipeIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const applyRecipeBodySchema = z
  .object({
    ...fileRefShape,
    channel: editorFileSchema.shape.channel,
    forkHash: forkHashSchema
      .optional()
      .describe("The fork the first operator is applied to; the file's current fork when absent"),
  })
  .meta({ id: 'ApplyRecipeRequest' });
export type ApplyRecipeBody = z.infer<typeof applyRecipeBodySchema>;

export const appliedAnalysisSchema = z.object({
  step: z.number().int().describe('index of the step in the recipe'),
  feature: featureKindSchema,
  analysis: z.string().describe('the analysis id the step ran'),
  settings: z.unknown().describe('the settings with defaults filled'),
  result: z.unknown().describe('what the analysis call answers for the same settings'),
});
export type AppliedAnalysis = z.infer<typeof appliedAnalysisSchema>;

export const applyRecipeResponseSchema = z
  .object({
    fileGuid: z.string(),
    recipeId: z.string(),
    /** One new fork per operator step, in order; the last one is the result. */
    forks: z.array(z.object({ step: z.number().int(), operator: z.string(), forkHash: z.string() })),
    forkHash: z.string().nullable().describe('the fork the file shows after the recipe (null: no operator)'),
    analyses: z.array(appliedAnalysisSchema),
    recipeDetails: z.lazy(() => recipeDetailsSchema),
  })
  .meta({ id: 'ApplyRecipeResponse' });
export type ApplyRecipeResponse = z.infer<typeof applyRecipeResponseSchema>;

/** What a file's meta keeps of the last recipe applied to it (part 3 §3 "recipeDetails"). */
export const recipeDetailsSchema = z
  .object({
    recipeId: z.string(),
    name: z.string(),
    appliedAt: z.string(),
    forkHash: z.string().nullable(),
    steps: z.number().int(),
  })
  .meta({ id: 'RecipeDetails' });
export type RecipeDetails = z.infer<typeof recipeDetailsSchema>;

export const recipeDetailsQuerySchema = z.object(fileRefShape);
export const recipeDetailsResponseSchema = z.object({ recipeDetails: recipeDetailsSchema.nullable() });

// The catalogue code as the message: the server's validation answers recipe-unknown-feature for it.
const featureKindParam = z.enum(ANALYSIS_FEATURE_KINDS, { error: 'recipe-unknown-feature' });
export const featureParamsSchema = z.object({ feature: featureKindParam });
export const savedSettingsParamsSchema = z.object({
  feature: featureKindParam,
  id: z.string().min(1).max(64),
});

export const savedSettingsEntrySchema = z
  .object({
    id: z.string(),
    feature: featureKindSchema,
    name: z.string(),
    settings: z.unknown(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedSettingsEntry' });
export type SavedSettingsEntry = z.infer<typeof savedSettingsEntrySchema>;

export const savedSettingsListResponseSchema = z.object({ settings: z.array(savedSettingsEntrySchema) });
export type SavedSettingsListResponse = z.infer<typeof savedSettingsListResponseSchema>;

/** Body of POST /api/settings/{feature}: a settings file (a download) or just `{ name, settings }`. */
export const saveSettingsBodySchema = z
  .object({
    format: z.literal(SAVED_SETTINGS_FILE_FORMAT).optional(),
    version: z.number().int().optional(),
    feature: featureKindSchema.optional(),
    name: z.string(),
    settings: z.unknown(),
  })
  .meta({ id: 'SaveSettingsRequest' });

/** The file a download writes for a stored entry. */
export function savedSettingsFileOf(
  entry: Pick<SavedSettingsEntry, 'feature' | 'name' | 'settings'>,
): SavedSettingsFile {
  return {
    format: SAVED_SETTINGS_FILE_FORMAT,
    version: SAVED_SETTINGS_FILE_VERSION,
    feature: entry.feature,
    name: entry.name,
    settings: entry.settings,
  };
}

/** A safe download name: `<name><extension>` with characters no file system takes replaced. */
export function recipeDownloadName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_').trim() || 'recipe';
  return `${safe}${extension}`;
}
