// The settings of every analysis (spec part 2 §3, defaults of §9) as zod schemas, and the plan
// feature that gates it (part 2 §6). The core's analysis registry is the list of ids; this table must
// name each of them (the `satisfies` below fails to compile otherwise) and each schema's output must
// be the settings type the core's `run` takes, so API validation, defaults and kernels cannot drift.
import type { AnalysisId, AnalysisParams, analyses } from '@asperity/core';
import { z } from 'zod';
import { LENGTH_UNITS, type LengthUnit } from './units.ts';
import type { FeatureId } from './features.ts';

type DefinitionOf<Id extends AnalysisId> = Extract<(typeof analyses)[number], { id: Id }>;

export interface AnalysisContract<Id extends AnalysisId> {
  /** The plan feature a user needs to run it. */
  readonly feature: FeatureId;
  /** Validates a request's settings and fills the spec's defaults. */
  readonly params: z.ZodType<AnalysisParams<DefinitionOf<Id>>, unknown>;
}

const lengthUnitOrAuto = z.enum(['auto', ...(LENGTH_UNITS as readonly [LengthUnit, ...LengthUnit[]])]);

export const analysisContracts = {
  'bearing-ratio': {
    feature: 'bearingRatio',
    params: z.object({
      bins: z.number().int().min(1).max(10000).default(20),
      continuousHistogram: z.boolean().default(false),
      curvePoints: z.number().int().min(2).max(10001).default(101),
    }),
  },
  'height-histogram': {
    feature: 'heightHistogram',
    params: z.object({
      bins: z.number().int().min(1).max(10000).default(20),
      continuousHistogram: z.boolean().default(false),
    }),
  },
  volume: {
    feature: 'volume',
    params: z.object({
      xs: z.array(z.number().finite()).min(3),
      ys: z.array(z.number().finite()).min(3),
      reference: z.enum(['outline', 'zero']).default('outline'),
    }),
  },
  'color-scale-ticks': {
    feature: 'interactiveVisualisation',
    params: z.object({
      minimum: z.number().finite().optional(),
      maximum: z.number().finite().optional(),
      unit: lengthUnitOrAuto.default('auto'),
      maxTicks: z.number().int().min(2).max(50).default(10),
    }),
  },
} satisfies { readonly [Id in AnalysisId]: AnalysisContract<Id> };
