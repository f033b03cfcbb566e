// The settings of every analysis (spec part 2 §3, defaults of §9) as zod schemas, and the plan
// feature that gates it (part 2 §6). The core's analysis registry is the list of ids; this table must
// name each of them (the `satisfies` below fails to compile otherwise) and each schema's output must
// be the settings type the core's `run` takes, so API validation, defaults and kernels cannot drift.
import type { AnalysisId, AnalysisParams, analyses } from '@asperity/core';
import type { z } from 'zod';
import type { FeatureId } from './features.ts';

type DefinitionOf<Id extends AnalysisId> = Extract<(typeof analyses)[number], { id: Id }>;

export interface AnalysisContract<Id extends AnalysisId> {
  /** The plan feature a user needs to run it. */
  readonly feature: FeatureId;
  /** Validates a request's settings and fills the spec's defaults. */
  readonly params: z.ZodType<AnalysisParams<DefinitionOf<Id>>, unknown>;
}

export const analysisContracts = {} satisfies { readonly [Id in AnalysisId]: AnalysisContract<Id> };
