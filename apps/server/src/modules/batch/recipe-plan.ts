// A stored recipe as the work a batch does per file: its operator steps (for applySteps) and its analysis
// steps (analysis id and complete settings), checked against the plan of the user who starts the run.
// The recipe file is read through the contract's parseRecipeFile, as everywhere recipes are read.
import {
  analysisContracts,
  canUse,
  FEATURE_KIND_ANALYSIS,
  featureFlagOf,
  inputFileGuids,
  operatorContract,
  parseRecipeFile,
  requiredPlanName,
  type FeatureFlags,
  type PlanTier,
  type RecipeFile,
} from '@asperity/contract';
import { checkSteps, isAnalysisError, type OperatorStep } from '@asperity/core';
import { AppError } from '../../http/errors.ts';
import type { BatchAnalysisStep } from './batch-task.ts';

export interface BatchPlan {
  readonly recipe: RecipeFile;
  readonly steps: readonly OperatorStep[];
  readonly analyses: readonly BatchAnalysisStep[];
}

export interface PlanGate {
  readonly tier: PlanTier;
  readonly subscriptions: boolean;
  readonly flags: FeatureFlags;
}

/** The plan of `raw` (a recipe file); AppError with the recipe's catalogue code when it cannot run. */
export function batchPlanOf(raw: unknown, gate?: PlanGate): BatchPlan {
  const parsed = parseRecipeFile(raw);
  if (!parsed.ok) throw new AppError(parsed.errorCode, parsed.reason);
  const recipe = parsed.value;
  const steps: OperatorStep[] = [];
  const analyses: BatchAnalysisStep[] = [];
  for (const [index, step] of recipe.steps.entries()) {
    if (step.kind === 'operator') {
      // Operators that take other files (stitch, subtract, a measured tip) name files of the recipe's
      // author: in a batch every file would be combined with the same ones, which is never what a lab
      // means. Refused before anything is queued.
      if (inputFileGuids(step.parameters).length > 0)
        throw new AppError(
          'invalid-request',
          `step ${index + 1} (${step.operator}) takes other files and cannot run in a batch`,
        );
      const contract = operatorContract(step.operator);
      if (gate && contract) {
        const flag = featureFlagOf(contract.feature);
        if (flag && !gate.flags[flag])
          throw new AppError(
            'forbidden',
            `${step.operator} is switched off on this server (feature flag ${flag})`,
          );
        if (!canUse(contract.feature, gate.tier, { subscriptions: gate.subscriptions, flags: gate.flags }))
          throw new AppError(
            'plan-required',
            `${step.operator} needs the ${requiredPlanName(contract.feature)} plan`,
          );
      }
      steps.push({ op: step.operator, params: step.parameters });
    } else {
      const analysis = FEATURE_KIND_ANALYSIS[step.feature];
      const feature = analysisContracts[analysis].feature;
      if (gate && !canUse(feature, gate.tier, { subscriptions: gate.subscriptions, flags: gate.flags }))
        throw new AppError('plan-required', `${step.feature} needs the ${requiredPlanName(feature)} plan`);
      analyses.push({ feature: step.feature, analysis, params: step.settings });
    }
  }
  try {
    checkSteps(steps);
  } catch (error) {
    if (isAnalysisError(error)) throw new AppError(error.code, error.reason);
    throw error;
  }
  return { recipe, steps, analyses };
}
