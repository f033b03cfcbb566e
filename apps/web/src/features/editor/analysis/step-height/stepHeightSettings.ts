// Settings of the three step-height tools (spec part 2 §3 "Step height", §9 defaults) as the contract
// takes them (packages/contract/src/step-height-settings.ts): positions, areas and lines are fractions
// of the image (0..1, y down), heights in metres; materials are the tabulated names of §9.
import type {
  MaterialId,
  StepHeightHistogramParams,
  StepHeightLineParams,
  StepHeightRectanglesParams,
} from '@asperity/core';
import { materialIds } from '@asperity/core';

export type StepHeightMode = 'line' | 'rectangles' | 'histogram';
export const STEP_HEIGHT_MODES: readonly StepHeightMode[] = ['line', 'rectangles', 'histogram'];

/** Dielectric, Ag, Al, Au, Mo, Ni, Pt, Si, Cr, Cu, Co (part 2 §9). */
export const STEP_HEIGHT_MATERIALS: readonly MaterialId[] = materialIds;

export interface MaterialSettings {
  readonly dissimilarMaterials: boolean;
  readonly material1: MaterialId;
  readonly material2: MaterialId;
  readonly interferometry: 'psi' | 'vsi';
}

export const DEFAULT_MATERIALS: MaterialSettings = {
  dissimilarMaterials: false,
  material1: 'Dielectric',
  material2: 'Dielectric',
  interferometry: 'vsi',
};

export type LineSettings = Omit<StepHeightLineParams, keyof MaterialSettings> & MaterialSettings;

export const DEFAULT_LINE_SETTINGS: LineSettings = {
  l1Position: { x: 0.1, y: 0.5 },
  l2Position: { x: 0.9, y: 0.5 },
  s1Position: 0,
  s2Position: 1,
  featureThreshold: 0.5,
  width: 'auto',
  average: 1,
  samplingSize: 'auto',
  leveling: true,
  ...DEFAULT_MATERIALS,
};

export type FractionRect = NonNullable<StepHeightRectanglesParams['rectangle']>;
export type EdgeLine = StepHeightRectanglesParams['line'];

export const DEFAULT_AREA: FractionRect = { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 };
export const DEFAULT_EDGE_LINE: EdgeLine = { x1: 0.5, y1: 0.6, x2: 0.5, y2: 0.4 };

export type HistogramSettings = StepHeightHistogramParams;

export const DEFAULT_HISTOGRAM_SETTINGS: HistogramSettings = {
  bins: 100,
  groupSpread: 'adjacent',
  minimumRelativeFrequency: 0.1,
  proportional: 0,
  variation: 0,
};

/** A rectangle with its corners in order (left < right, top < bottom), inside the image. */
export function normaliseRect(rect: FractionRect): FractionRect {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return {
    left: clamp(Math.min(rect.left, rect.right)),
    right: clamp(Math.max(rect.left, rect.right)),
    top: clamp(Math.min(rect.top, rect.bottom)),
    bottom: clamp(Math.max(rect.top, rect.bottom)),
  };
}
