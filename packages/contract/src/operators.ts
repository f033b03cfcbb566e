// The parameters of every image operator as zod schemas (validation, defaults, docs and the cache key of
// a history step: DESIGN.md §5) and the plan feature that gates it (spec part 3 §6). The core's operator
// registry is the list of ids; this table must name each of them (the `satisfies` below fails to compile
// otherwise) and each schema's output must be the parameter type the core's `apply` takes.
// The spec gives no parameter bounds or per-operator defaults (part 3 §9 "not shown"): the bounds here
// are what the kernels can evaluate, the defaults what Gwyddion and MountainsMap offer first.
import type { OperatorId, OperatorParams, operators } from '@asperity/core';
import { z } from 'zod';
import type { FeatureId } from './features.ts';
import { appliesWhen, conditionOf, type ParameterCondition } from './parameter-conditions.ts';

type DefinitionOf<Id extends OperatorId> = Extract<(typeof operators)[number], { id: Id }>;

export interface OperatorContract<Id extends OperatorId> {
  /** The plan feature a user needs to apply it. */
  readonly feature: FeatureId;
  /** Validates a step's parameters and fills the defaults. */
  readonly params: z.ZodType<OperatorParams<DefinitionOf<Id>>, unknown>;
  /**
   * Pairs of integer parameters (column, row) that name pixels of the surface: the dialog lets the user
   * click them on the colour map instead of typing them.
   */
  readonly pointParameters?: readonly (readonly [column: string, row: string])[];
  /** The parameters (fractions of the field) of a rectangle the dialog lets the user drag on the map. */
  readonly areaParameters?: readonly [left: string, top: string, right: string, bottom: string];
}

/** The kernel size of the spatial filters: odd, 3 … 101 pixels (filter-invalid-filter-size in the core). */
function spatialSizeParams(description: string) {
  return z
    .object({
      size: z
        .number()
        .int()
        .min(3)
        .max(101)
        .refine((size) => size % 2 === 1, 'the kernel size must be odd')
        .default(3)
        .describe(description),
    })
    .strict();
}

export const operatorContracts = {
  stitch: {
    feature: 'stitching',
    params: z
      .object({
        otherFileGuids: z
          .array(z.string().min(1).max(100))
          .min(1)
          .max(32)
          .describe('the other surfaces, in order'),
        arrangement: z.enum(['auto', 'horizontal', 'vertical']).default('auto'),
        minOverlap: z
          .number()
          .gt(0)
          .max(1)
          .default(0.1)
          .describe('smallest overlap, fraction of the added image'),
        blend: z.enum(['mean', 'feather']).default('feather'),
      })
      .strict(),
  },
  'level.plane': { feature: 'level', params: z.object({}).strict() },
  'tip.deconvolve': {
    feature: 'deconvolveTip',
    params: z
      .object({
        shape: z.enum(['parabolic', 'cone', 'pyramid', 'measured']).default('parabolic'),
        radius: appliesWhen(z.number().positive().max(1e-3).default(20e-9).describe('apex radius, m'), {
          shape: ['parabolic', 'cone', 'pyramid'],
        }),
        halfAngle: appliesWhen(
          z.number().gt(0).lt(90).default(20).describe('flank half-angle of cone and pyramid, degrees'),
          { shape: ['cone', 'pyramid'] },
        ),
        tipFileGuid: appliesWhen(z.string().min(1).max(100).optional().describe('file of a measured tip'), {
          shape: ['measured'],
        }),
      })
      .strict()
      .refine((p) => p.shape !== 'measured' || p.tipFileGuid !== undefined, {
        message: 'a measured tip needs the file of the tip',
        path: ['tipFileGuid'],
      }),
  },
  'particles.remove': {
    feature: 'removeParticles',
    params: z
      .object({
        threshold: z.number().min(0).max(1).default(0.5).describe('fraction of the valid height range'),
        above: z.boolean().default(true).describe('particles above (true) or below (false) the threshold'),
        minSize: z.number().int().min(1).max(1e9).default(10).describe('smallest particle removed, pixels'),
        replaceBy: z.enum(['background-plane', 'invalid']).default('background-plane'),
        margin: appliesWhen(
          z.number().int().min(1).max(64).default(2).describe('background ring width, pixels'),
          { replaceBy: ['background-plane'] },
        ),
      })
      .strict(),
  },
  subtract: {
    feature: 'subtract',
    params: z.object({ otherFileGuid: z.string().min(1).max(100) }).strict(),
  },
  'subtract.advanced': {
    feature: 'subtract',
    params: z
      .object({
        otherFileGuid: z.string().min(1).max(100),
        pixelTolerance: z
          .number()
          .min(0)
          .max(0.5)
          .default(0.02)
          .describe('largest relative pixel-size difference'),
        minOverlap: z
          .number()
          .gt(0)
          .max(1)
          .default(0.25)
          .describe('smallest overlap, fraction of the smaller image'),
      })
      .strict(),
  },
  'level.three-point': {
    feature: 'level',
    params: z
      .object({
        col1: z.number().int().min(0).describe('column of the first point, pixels'),
        row1: z.number().int().min(0).describe('row of the first point, pixels'),
        col2: z.number().int().min(0).describe('column of the second point, pixels'),
        row2: z.number().int().min(0).describe('row of the second point, pixels'),
        col3: z.number().int().min(0).describe('column of the third point, pixels'),
        row3: z.number().int().min(0).describe('row of the third point, pixels'),
        radius: z.number().min(0).max(50).default(0).describe('averaging radius around each point, pixels'),
      })
      .strict(),
    pointParameters: [
      ['col1', 'row1'],
      ['col2', 'row2'],
      ['col3', 'row3'],
    ],
  },
  'level.facet': { feature: 'level', params: z.object({}).strict() },
  'form.polynomial': {
    feature: 'removeForm',
    params: z
      .object({
        degree: z.number().int().min(1).max(11).default(2).describe('total degree in x and y'),
        ignoreOutliers: z.boolean().default(false),
        outlierThreshold: appliesWhen(
          z.number().min(1).max(20).default(3).describe('multiples of the rms residual'),
          { ignoreOutliers: [true] },
        ),
        outlierIterations: appliesWhen(z.number().int().min(1).max(5).default(2), {
          ignoreOutliers: [true],
        }),
      })
      .strict(),
  },
  'drift.remove': {
    feature: 'removeDrift',
    params: z
      .object({
        maxShift: z.number().int().min(1).max(50).default(5).describe('largest shift between rows, pixels'),
        degree: z
          .number()
          .int()
          .min(1)
          .max(5)
          .default(1)
          .describe('polynomial drift model along the slow axis'),
      })
      .strict(),
  },
  'rows.adjust': {
    feature: 'adjustRowsColumns',
    params: z
      .object({
        method: z.enum(['median', 'polynomial', 'medianDifference', 'matching']).default('median'),
        direction: z.enum(['rows', 'columns']).default('rows'),
        degree: appliesWhen(
          z.number().int().min(0).max(5).default(1).describe('polynomial degree along each line'),
          { method: ['polynomial'] },
        ),
      })
      .strict(),
  },
  'fft-filter': {
    feature: 'fftFilter',
    params: z
      .object({
        filter: z.enum(['low-pass', 'high-pass', 'band-pass', 'none']).default('low-pass'),
        shortCutoff: appliesWhen(
          z.number().positive().max(1).default(2.5e-6).describe('shortest wavelength kept, m'),
          { filter: ['low-pass', 'band-pass'] },
        ),
        longCutoff: appliesWhen(
          z.number().positive().max(1).default(8e-4).describe('longest wavelength kept, m'),
          { filter: ['high-pass', 'band-pass'] },
        ),
        edge: z.enum(['sharp', 'smooth']).default('sharp'),
        // A list of {fx, fy}, or for the CLI's flat key=value the text "fx:fy;fx:fy".
        spots: z
          .union([
            z.array(z.object({ fx: z.number(), fy: z.number() }).strict()).max(64),
            z
              .string()
              .regex(/^\s*$|^\s*-?[\d.e+-]+:-?[\d.e+-]+(\s*;\s*-?[\d.e+-]+:-?[\d.e+-]+)*\s*$/i)
              .transform((text) =>
                text.trim() === ''
                  ? []
                  : text.split(';').map((pair) => {
                      const [fx, fy] = pair.split(':').map(Number);
                      return { fx: fx ?? NaN, fy: fy ?? NaN };
                    }),
              ),
          ])
          .default([])
          .describe('frequency spots (1/m) removed with their conjugates: [{fx, fy}] or "fx:fy;fx:fy"'),
        spotRadius: z.number().positive().default(1e4).describe('radius of every spot, 1/m'),
      })
      .strict(),
  },
  'filter.gaussian': {
    feature: 'filter',
    params: z
      .object({
        cutoff: z.number().positive().max(1).default(8e-4).describe('cut-off wavelength λc, m'),
        type: z.enum(['roughness', 'waviness']).default('roughness'),
      })
      .strict(),
  },
  'filter.robust-gaussian': {
    feature: 'filter',
    params: z
      .object({
        cutoff: z.number().positive().max(1).default(8e-4).describe('cut-off wavelength λc, m'),
        type: z.enum(['roughness', 'waviness']).default('roughness'),
      })
      .strict(),
  },
  'filter.spline': {
    feature: 'filter',
    params: z
      .object({
        cutoff: z.number().positive().max(1).default(8e-4).describe('cut-off wavelength λc, m'),
        type: z.enum(['roughness', 'waviness']).default('roughness'),
        tension: z
          .enum(['default', 'zero'])
          .default('default')
          .describe('default: β = 0.625242; zero: β = 0'),
      })
      .strict(),
  },
  'spatial.mean': {
    feature: 'spatialFilter',
    params: spatialSizeParams('kernel side, pixels (odd)'),
  },
  'spatial.median': {
    feature: 'spatialFilter',
    params: spatialSizeParams('kernel side, pixels (odd)'),
  },
  'spatial.gaussian': {
    feature: 'spatialFilter',
    params: spatialSizeParams('FWHM, pixels (odd)'),
  },
  'spatial.laplacian': {
    feature: 'spatialFilter',
    params: z.object({}).strict(),
  },
  'spatial.sharpen': {
    feature: 'spatialFilter',
    params: spatialSizeParams('FWHM of the Gaussian subtracted, pixels (odd)'),
  },
  crop: {
    feature: 'crop',
    params: z
      .object({
        left: z.number().min(0).max(1).default(0).describe('fraction of the width from column 0'),
        top: z.number().min(0).max(1).default(0).describe('fraction of the height from row 0'),
        right: z.number().min(0).max(1).default(1).describe('fraction of the width from column 0'),
        bottom: z.number().min(0).max(1).default(1).describe('fraction of the height from row 0'),
      })
      .strict(),
    areaParameters: ['left', 'top', 'right', 'bottom'],
  },
  rotate: {
    feature: 'rotateMirror',
    params: z
      .object({
        angle: z.number().min(-360).max(360).default(90).describe('degrees, counter-clockwise as displayed'),
        interpolation: z.enum(['bilinear', 'bicubic']).default('bicubic'),
      })
      .strict(),
  },
  mirror: {
    feature: 'rotateMirror',
    params: z
      .object({
        flip: z.enum(['horizontal', 'vertical']).default('horizontal'),
      })
      .strict(),
  },
  resize: {
    feature: 'resize',
    params: z
      .object({
        nx: z.number().int().min(2).max(16384).describe('new number of columns'),
        ny: z.number().int().min(2).max(16384).describe('new number of rows'),
        interpolation: z.enum(['bilinear', 'bicubic']).default('bicubic'),
      })
      .strict(),
  },
  'outliers.remove': {
    feature: 'removeOutliers',
    params: z
      .object({
        threshold: z.number().positive().max(100).default(3).describe('k: distance from the centre in σ'),
        method: z.enum(['sigma', 'mad']).default('sigma'),
      })
      .strict(),
  },
  'invalids.fill': { feature: 'fillInvalids', params: z.object({}).strict() },
  'glitches.remove': {
    feature: 'removeGlitches',
    params: z
      .object({
        thresholdHigh: z.number().min(0).max(10).default(0.666).describe('hard threshold, in vertical rms'),
        thresholdLow: z.number().min(0).max(10).default(0.25).describe('soft threshold, in vertical rms'),
        minLength: z.number().int().min(1).max(16384).default(16).describe('shortest scar, pixels'),
        maxWidth: z.number().int().min(1).max(16).default(4).describe('widest scar, pixels'),
        type: z.enum(['positive', 'negative', 'both']).default('both'),
      })
      .strict()
      .refine((p) => p.thresholdLow <= p.thresholdHigh, {
        message: 'thresholdLow must not exceed thresholdHigh',
        path: ['thresholdLow'],
      }),
  },
} as const satisfies { readonly [Id in OperatorId]: OperatorContract<Id> };

/** The contract of an operator id, or undefined for an unknown id. */
export function operatorContract(id: string): OperatorContract<OperatorId> | undefined {
  return Object.hasOwn(operatorContracts, id) ? operatorContracts[id as OperatorId] : undefined;
}

/** One step of a file's operation history as the API takes it: parameters validated and defaulted. */
export const operatorStepSchema = z
  .object({ op: z.string().min(1).max(100), params: z.unknown().default({}) })
  .transform((step, ctx) => {
    const contract = operatorContract(step.op);
    if (!contract) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown operator ${step.op}`,
        path: ['op'],
      });
      return z.NEVER;
    }
    const parsed = contract.params.safeParse(step.params);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['params', ...issue.path],
        });
      return z.NEVER;
    }
    return { op: step.op as OperatorId, params: parsed.data };
  });

export type OperatorStepInput = z.input<typeof operatorStepSchema>;
export type ValidOperatorStep = z.output<typeof operatorStepSchema>;

/** One parameter of an operator as the CLI and docs/operators.md list it. */
export interface OperatorParameterDoc {
  readonly name: string;
  /** JSON type or the allowed values joined by '|'. */
  readonly type: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly description?: string;
  /** The parameter applies only when this holds (otherwise it is ignored). */
  readonly appliesWhen?: ParameterCondition;
}

interface JsonSchemaProperty {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  anyOf?: JsonSchemaProperty[];
  appliesWhen?: unknown;
}

/** The parameters of an operator, read from its schema (names, types, defaults, bounds). */
export function operatorParameterDocs(id: OperatorId): OperatorParameterDoc[] {
  const schema = z.toJSONSchema(operatorContracts[id].params, {
    io: 'input',
    unrepresentable: 'any',
  }) as {
    properties?: Record<string, JsonSchemaProperty>;
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const variants = property.anyOf ?? [property];
    const type = variants
      .map((v) =>
        v.enum
          ? v.enum.map(String).join('|')
          : v.const !== undefined
            ? JSON.stringify(v.const)
            : (v.type ?? 'any'),
      )
      .join('|');
    // z.number().int() reports the safe-integer range as its bounds: no bound a reader needs to see.
    const bound = (v: number | undefined): number | undefined =>
      v !== undefined && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined;
    const minimum = bound(property.minimum ?? property.exclusiveMinimum);
    const maximum = bound(property.maximum ?? property.exclusiveMaximum);
    const condition = conditionOf(property);
    return {
      name,
      type,
      ...(property.default !== undefined ? { default: property.default } : {}),
      ...(minimum !== undefined ? { minimum } : {}),
      ...(maximum !== undefined ? { maximum } : {}),
      ...(property.description ? { description: property.description } : {}),
      ...(condition ? { appliesWhen: condition } : {}),
    };
  });
}

/**
 * Files a step's parameters name as further surfaces, in the order the operator takes them: the
 * contract's convention is a `…FileGuid` (one file) or `…FileGuids` (several) parameter.
 */
export function inputFileGuids(params: Readonly<Record<string, unknown>>): string[] {
  const guids: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('FileGuid') && typeof value === 'string') guids.push(value);
    if (key.endsWith('FileGuids') && Array.isArray(value))
      for (const item of value as unknown[]) if (typeof item === 'string') guids.push(item);
  }
  return guids;
}
