// The editor's areal parameters (spec part 2 §3 "Areal parameters", defaults §9): every statistic of
// the areal parameter registry over the entire image or a restricted area, grouped by category in a
// stable order (the per-category "All" toggle is UI state). Values are SI with the quantity kind that
// lets the editor convert units; NaN where the area has too few points to define one.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { surfaceInArea, type FractionRect } from '../common/area-of-interest.ts';
import { subtractMeanPlane } from '../common/mean-plane.ts';
import { defineAnalysis } from '../define-analysis.ts';
import {
  STATISTIC_CATEGORIES,
  type QuantityKind,
  type StatisticCategory,
} from '../parameters/define-parameter.ts';
import {
  createArealContext,
  DEFAULT_AREAL_SETTINGS,
  type ArealContext,
  type SpatialValues,
} from '../areal/areal-context.ts';
import { OFFSET_SHIFTED_IDS } from '../areal/general-parameters.ts';
import { arealParameters } from '../areal/parameters.ts';
import { spatialParameters } from '../spectral/spatial-parameters.ts';

export interface ArealParametersParams {
  /** 'entire' or a restricted rectangle in fractions of the image (spec default 0.25/0.25/0.75/0.75). */
  readonly areaOfInterest: 'entire' | FractionRect;
  /** Sal/Str autocorrelation threshold, 0 < s < 1 (spec default 0.2). */
  readonly spatialThreshold: number;
  /** 'plane' subtracts the least-squares mean plane of the area first. */
  readonly level: 'none' | 'plane';
  /** Display offset, metres: shifts the average, min and max of the General group (spec §4). */
  readonly offset: number;
  /** The c of Smr(c), metres above the mean plane. */
  readonly materialRatioHeight: number;
  /** The mr of Smc(mr), a fraction. */
  readonly materialRatio: number;
}

export interface ArealStatistic {
  readonly id: string;
  /** SI base units for `kind` (m, m², m³/m², 1/m², 1/m, rad); fractions never percent. */
  readonly value: number;
  readonly kind: QuantityKind;
  /** The settings the value depends on, when it has any (e.g. "c = 0 m above the mean plane"). */
  readonly details?: string;
}

export interface ArealCategory {
  readonly id: StatisticCategory;
  readonly statistics: readonly ArealStatistic[];
}

export interface ArealParametersResult {
  /** Valid points of the evaluated area. */
  readonly validPoints: number;
  readonly categories: readonly ArealCategory[];
}

/** The Sal/Str/Std kernel (default: the spectral analysis's spatialParameters). */
export type SpatialKernel = (surface: Surface, threshold: number) => SpatialValues;

function detailsOf(id: string, context: ArealContext): string | undefined {
  const s = context.settings;
  switch (id) {
    case 'Smr':
      return `c = ${s.materialRatioHeight} m above the mean plane`;
    case 'Smc':
      return `mr = ${s.materialRatio}`;
    case 'Sxp':
      return 'p = 0.025, q = 0.5';
    case 'Vm':
    case 'Vv':
    case 'Vmp':
      return 'p = 0.1';
    case 'Vmc':
    case 'Vvc':
      return 'p = 0.1, q = 0.8';
    case 'Vvv':
      return 'q = 0.8';
    case 'Sal':
    case 'Str':
      return `s = ${s.spatialThreshold}`;
    case 'Spd':
    case 'Spc':
    case 'S5p':
    case 'S5v':
    case 'S10z':
      return `Wolf pruning ${s.pruningFraction} × Sz`;
    default:
      return undefined;
  }
}

/** The editor's defaults (spec part 2 §9): the entire image, threshold 0.2, no levelling or offset, c = 0, mr = 10 %. */
export const DEFAULT_AREAL_PARAMETERS: ArealParametersParams = {
  areaOfInterest: 'entire',
  spatialThreshold: DEFAULT_AREAL_SETTINGS.spatialThreshold,
  level: 'none',
  offset: 0,
  materialRatioHeight: DEFAULT_AREAL_SETTINGS.materialRatioHeight,
  materialRatio: DEFAULT_AREAL_SETTINGS.materialRatio,
};

function validate(params: ArealParametersParams): void {
  const s = params.spatialThreshold;
  if (!(s > 0 && s < 1))
    throw new AnalysisError('invalid-request', `spatialThreshold ${s} must lie strictly between 0 and 1`);
  const mr = params.materialRatio;
  if (!(mr >= 0 && mr <= 1))
    throw new AnalysisError('invalid-request', `materialRatio ${mr} must lie within 0..1`);
  if (!Number.isFinite(params.materialRatioHeight) || !Number.isFinite(params.offset))
    throw new AnalysisError('invalid-request', 'materialRatioHeight and offset must be finite numbers');
}

/** Evaluates every areal parameter; exported so the CLI and bench use the same code path. */
export function evaluateArealParameters(
  surface: Surface,
  params: ArealParametersParams,
  spatialKernel: SpatialKernel = spatialParameters,
): ArealParametersResult {
  validate(params);
  const area = surfaceInArea(surface, params.areaOfInterest);
  const evaluated = params.level === 'plane' ? subtractMeanPlane(area) : area;
  const context = createArealContext(
    evaluated,
    {
      spatialThreshold: params.spatialThreshold,
      materialRatioHeight: params.materialRatioHeight,
      materialRatio: params.materialRatio,
      pruningFraction: 0.05,
    },
    spatialKernel,
  );
  const validPoints = context.moments().count;
  if (validPoints === 0) throw new AnalysisError('no-pixel-selected', 'the area holds no valid point');
  const categories = STATISTIC_CATEGORIES.map((category) => ({
    id: category,
    statistics: arealParameters
      .filter((p) => p.categories.includes(category))
      .map((p): ArealStatistic => {
        const raw = p.compute(context);
        const value = category === 'general' && OFFSET_SHIFTED_IDS.has(p.id) ? raw + params.offset : raw;
        const details = detailsOf(p.id, context);
        return details === undefined
          ? { id: p.id, value, kind: p.kind }
          : { id: p.id, value, kind: p.kind, details };
      }),
  })).filter((c) => c.statistics.length > 0);
  return { validPoints, categories };
}

export const arealParametersAnalysis = defineAnalysis({
  id: 'areal-parameters',
  title: 'Areal parameters (ISO 25178-2, EUR 15178N, ASME B46.1, general statistics)',
  run: (surface: Surface, params: ArealParametersParams): ArealParametersResult =>
    evaluateArealParameters(surface, params),
});
