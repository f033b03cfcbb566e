// The settings of every analysis (spec part 2 §3, defaults of §9) as zod schemas, and the plan
// feature that gates it (part 2 §6). The core's analysis registry is the list of ids; this table must
// name each of them (the `satisfies` below fails to compile otherwise) and each schema's output must
// be the settings type the core's `run` takes, so API validation, defaults and kernels cannot drift.
import type { AnalysisId, AnalysisParams, analyses } from '@asperity/core';
import {
  CUTOFF_LENGTH_TYPES,
  MAX_SECTIONS,
  NUMBER_OF_SAMPLES_TYPES,
  PROFILE_COMPONENTS,
  PROFILE_FILTERS,
  Z_AXIS_MODES,
} from '@asperity/core';
import { PSD_WINDOWS } from '@asperity/core';
import { z } from 'zod';
import { LENGTH_UNITS, type LengthUnit } from './units.ts';
import type { FeatureId } from './features.ts';
import * as stepHeight from './step-height-settings.ts';

type DefinitionOf<Id extends AnalysisId> = Extract<(typeof analyses)[number], { id: Id }>;

export interface AnalysisContract<Id extends AnalysisId> {
  /** The plan feature a user needs to run it. */
  readonly feature: FeatureId;
  /** Validates a request's settings and fills the spec's defaults. */
  readonly params: z.ZodType<AnalysisParams<DefinitionOf<Id>>, unknown>;
}

const lengthUnitOrAuto = z.enum(['auto', ...(LENGTH_UNITS as readonly [LengthUnit, ...LengthUnit[]])]);

const fractionPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
/** A profile line (spec part 2 §3 "Slice / profile"): horizontal through the middle by default. */
const profileLine = z
  .object({
    type: z.enum(['horizontal', 'vertical', 'diagonal']).default('horizontal'),
    start: fractionPoint.default({ x: 0, y: 0.5 }),
    end: fractionPoint.default({ x: 1, y: 0.5 }),
  })
  .default({ type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } });

export const analysisContracts = {
  dimension: {
    feature: 'dimension',
    params: z.object({
      lines: z
        .array(
          z.object({
            name: z.string().max(200).optional(),
            start: z.object({ x: z.number().finite(), y: z.number().finite() }),
            end: z.object({ x: z.number().finite(), y: z.number().finite() }),
          }),
        )
        .max(1000)
        .default([]),
      angles: z
        .array(
          z.object({
            name: z.string().max(200).optional(),
            a: z.object({ x: z.number().finite(), y: z.number().finite() }),
            b: z.object({ x: z.number().finite(), y: z.number().finite() }),
            c: z.object({ x: z.number().finite(), y: z.number().finite() }),
          }),
        )
        .max(1000)
        .default([]),
      circles: z
        .array(
          z.object({
            name: z.string().max(200).optional(),
            points: z
              .array(z.object({ x: z.number().finite(), y: z.number().finite() }))
              .min(3)
              .max(10000),
          }),
        )
        .max(1000)
        .default([]),
    }),
  },
  'grains-and-particles': {
    feature: 'particles',
    params: z.object({
      particleThresholdPercent: z.number().min(0).max(1).default(0.5),
      definedAsAboveThreshold: z.boolean().default(true),
      excludeParticlesTouchingEdge: z.boolean().default(false),
      excludeParticlesBelowMinimumSize: z.boolean().default(false),
      excludeParticlesBelowMinimumSizeThreshold: z.number().int().min(0).default(10),
    }),
  },
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
  'profile-parameters': {
    feature: 'profileParameters',
    params: z.object({
      line: profileLine,
      averageEntire: z.boolean().default(false),
      includeFilter: z.boolean().default(true),
      // §9 "default filter spline beta": the spline with ISO/TS 16610-22's tension β = 0.625242.
      filter: z.enum(PROFILE_FILTERS).default('spline'),
      splineTension: z.number().min(0).max(1).optional(),
      component: z.enum(PROFILE_COMPONENTS).default('roughness'),
      cutoffLength: z
        .object({
          type: z.enum(CUTOFF_LENGTH_TYPES).default('CUSTOM'),
          customValue: z.number().positive().optional(),
        })
        .default({ type: 'CUSTOM' }),
      numberOfSamples: z
        .object({
          type: z.enum(NUMBER_OF_SAMPLES_TYPES).default('max-samples'),
          customValue: z.number().int().min(1).max(MAX_SECTIONS).default(5),
        })
        .default({ type: 'max-samples', customValue: 5 }),
      materialRatioLevel: z.number().finite().default(0),
    }),
  },
  profile: {
    feature: 'slice',
    params: z.object({
      line: profileLine,
      zAxis: z.enum(Z_AXIS_MODES).default('centered'),
      useMarkers: z.boolean().default(true),
      a1: z.number().min(0).max(1).default(0.1),
      a2: z.number().min(0).max(1).default(0.9),
      horizontalReferenceLine: z.boolean().default(false),
      referenceLineHeight: z.number().finite().default(0),
      showAreaMeasurement: z.boolean().default(false),
    }),
  },
  'areal-parameters': {
    feature: 'arealParameters',
    params: z.object({
      areaOfInterest: z
        .union([
          z.literal('entire'),
          z.object({
            left: z.number().min(0).max(1),
            top: z.number().min(0).max(1),
            right: z.number().min(0).max(1),
            bottom: z.number().min(0).max(1),
          }),
        ])
        .default('entire'),
      spatialThreshold: z.number().gt(0).lt(1).default(0.2),
      level: z.enum(['none', 'plane']).default('none'),
      offset: z.number().finite().default(0),
      materialRatioHeight: z.number().finite().default(0),
      materialRatio: z.number().min(0).max(1).default(0.1),
    }),
  },
  'step-height-line': { feature: 'stepHeightLine', params: stepHeight.stepHeightLineSettings },
  'step-height-rectangles-preview': {
    feature: 'stepHeightRectangle',
    params: stepHeight.stepHeightRectanglesPreviewSettings,
  },
  'step-height-rectangles-leveling': {
    feature: 'stepHeightRectangle',
    params: stepHeight.stepHeightRectanglesLevelingSettings,
  },
  'step-height-rectangles': {
    feature: 'stepHeightRectangle',
    params: stepHeight.stepHeightRectanglesSettings,
  },
  'step-height-histogram': { feature: 'stepHeightHistogram', params: stepHeight.stepHeightHistogramSettings },
  'average-psd': {
    feature: 'averagePsd',
    // Spec part 2 §3 names, §9 defaults (selectedX true, selectedY false, window NONE, Tukey 1); cutoffs
    // in 1/m, applied when fullFrequencyRange is false (null high cutoff: up to Nyquist).
    params: z.object({
      selectedX: z.boolean().default(true),
      selectedY: z.boolean().default(false),
      windowTypeX: z.enum(PSD_WINDOWS).default('NONE'),
      windowTypeY: z.enum(PSD_WINDOWS).default('NONE'),
      tukeyCoefficientX: z.number().min(0).max(1).default(1),
      tukeyCoefficientY: z.number().min(0).max(1).default(1),
      mirrorX: z.boolean().default(false),
      mirrorY: z.boolean().default(false),
      fullFrequencyRangeX: z.boolean().default(true),
      fullFrequencyRangeY: z.boolean().default(true),
      lowFrequencyCutoffX: z.number().min(0).default(0),
      lowFrequencyCutoffY: z.number().min(0).default(0),
      highFrequencyCutoffX: z.number().positive().nullable().default(null),
      highFrequencyCutoffY: z.number().positive().nullable().default(null),
    }),
  },
  autocorrelation: {
    feature: 'averagePsd',
    params: z.object({
      spatialThreshold: z.number().min(0).lt(1).default(0.2),
      gridRadius: z.number().int().min(1).max(512).default(64),
    }),
  },
  'psd-2d': {
    feature: 'averagePsd',
    params: z.object({
      window: z.enum(PSD_WINDOWS).default('NONE'),
      tukeyCoefficient: z.number().min(0).max(1).default(1),
    }),
  },
} satisfies { readonly [Id in AnalysisId]: AnalysisContract<Id> };
