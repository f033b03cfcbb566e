// Recipe drafts in the editor: building a recipe from the editor's state ("save from current history and
// the active analyses"), moving and removing steps, and the names shown for steps.
import {
  ANALYSIS_FEATURE_KINDS,
  RECIPE_FILE_FORMAT,
  RECIPE_FILE_VERSION,
  featureSettingsSchema,
  operatorContracts,
  type AnalysisFeatureKind,
  type HistoryState,
  type RecipeFileInput,
  type RecipeStep,
} from '@asperity/contract';
import type { OperatorId } from '@asperity/core';

export interface RecipeDraft {
  /** The stored recipe being edited; undefined for a new one. */
  readonly id?: string;
  readonly name: string;
  readonly description?: string;
  readonly steps: readonly RecipeStep[];
  /**
   * The fork the draft was built from (part 3 §3 "forkHash" of the recipe state); saving the recipe
   * clears it (part 3 §4), so a later save does not claim to mirror the history again.
   */
  readonly forkHash?: string;
}

export const featureKindNameId = (kind: AnalysisFeatureKind): string => `recipes.feature.${kind}`;

export const featureKinds: readonly AnalysisFeatureKind[] = ANALYSIS_FEATURE_KINDS;

/** A new operator step with the operator's defaults. */
export function operatorStep(operator: OperatorId): RecipeStep {
  const parsed = operatorContracts[operator].params.safeParse({});
  return { kind: 'operator', operator, parameters: parsed.success ? { ...parsed.data } : {} };
}

/** A new analysis step with the analysis' defaults (settings the schema cannot default stay empty). */
export function analysisStep(feature: AnalysisFeatureKind): RecipeStep {
  const parsed = featureSettingsSchema(feature).safeParse({});
  return { kind: 'analysis', feature, settings: parsed.success ? parsed.data : {} };
}

/** The draft "save from current history and active analyses" opens with. */
export function draftFromEditor(
  history: HistoryState,
  analyses: readonly { feature: AnalysisFeatureKind; settings: Record<string, unknown> }[],
): RecipeDraft {
  const operators: RecipeStep[] = history.operationHistory.slice(0, history.position).map((step) => ({
    kind: 'operator',
    operator: step.op as OperatorId,
    parameters: step.params,
  }));
  const analysisSteps: RecipeStep[] = analyses.map((a) => ({
    kind: 'analysis',
    feature: a.feature,
    settings: a.settings,
  }));
  return { name: '', steps: [...operators, ...analysisSteps], forkHash: history.forkHash };
}

export function moveStep(steps: readonly RecipeStep[], index: number, by: -1 | 1): RecipeStep[] {
  const target = index + by;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

export function removeStep(steps: readonly RecipeStep[], index: number): RecipeStep[] {
  return steps.filter((_, at) => at !== index);
}

export function replaceStep(steps: readonly RecipeStep[], index: number, step: RecipeStep): RecipeStep[] {
  return steps.map((existing, at) => (at === index ? step : existing));
}

/** The file the editor saves: the recipe format (docs/recipes.md). */
export function recipeFileOf(draft: RecipeDraft): RecipeFileInput {
  return {
    format: RECIPE_FILE_FORMAT,
    version: RECIPE_FILE_VERSION,
    name: draft.name.trim(),
    ...(draft.description ? { description: draft.description } : {}),
    steps: draft.steps.map((step) =>
      step.kind === 'operator'
        ? { kind: 'operator', operator: step.operator, parameters: step.parameters }
        : { kind: 'analysis', feature: step.feature, settings: step.settings },
    ),
  };
}
