// The areal-parameters settings of the panel (spec part 2 §3 "Areal parameters", §9 defaults) and the
// request body they give (contract analysisContracts['areal-parameters']).
export interface FractionRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type AreaOfInterest = 'entire' | 'restricted';

export interface ArealSettings {
  readonly areaOfInterest: AreaOfInterest;
  /** Fractions of the image, y down; used when areaOfInterest is 'restricted'. */
  readonly restrictedArea: FractionRect;
  /** Sal/Str autocorrelation threshold, 0 < s < 1. */
  readonly spatialThreshold: number;
  /** The material-ratio settings: c of Smr(c) in metres above the mean plane, mr of Smc(mr). */
  readonly materialRatioHeight: number;
  readonly materialRatio: number;
}

export const DEFAULT_RESTRICTED_AREA: FractionRect = { left: 0.25, top: 0.25, right: 0.75, bottom: 0.75 };

export const DEFAULT_AREAL_SETTINGS: ArealSettings = {
  areaOfInterest: 'entire',
  restrictedArea: DEFAULT_RESTRICTED_AREA,
  spatialThreshold: 0.2,
  materialRatioHeight: 0,
  materialRatio: 0.1,
};

/** The smallest side of a restricted area, as a fraction of the image (a rectangle must hold pixels). */
export const MIN_AREA_SIDE = 0.01;

/** A rectangle kept inside the image with left < right and top < bottom, at least MIN_AREA_SIDE wide. */
export function clampRect(rect: FractionRect): FractionRect {
  const clamp = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));
  let left = clamp(Math.min(rect.left, rect.right));
  let right = clamp(Math.max(rect.left, rect.right));
  let top = clamp(Math.min(rect.top, rect.bottom));
  let bottom = clamp(Math.max(rect.top, rect.bottom));
  if (right - left < MIN_AREA_SIDE) {
    if (left + MIN_AREA_SIDE <= 1) right = left + MIN_AREA_SIDE;
    else left = right - MIN_AREA_SIDE;
  }
  if (bottom - top < MIN_AREA_SIDE) {
    if (top + MIN_AREA_SIDE <= 1) bottom = top + MIN_AREA_SIDE;
    else top = bottom - MIN_AREA_SIDE;
  }
  return { left, top, right, bottom };
}

export interface ArealRequest {
  readonly areaOfInterest: 'entire' | FractionRect;
  readonly spatialThreshold: number;
  readonly materialRatioHeight: number;
  readonly materialRatio: number;
}

export function arealRequest(settings: ArealSettings): ArealRequest {
  return {
    areaOfInterest: settings.areaOfInterest === 'entire' ? 'entire' : { ...settings.restrictedArea },
    spatialThreshold: settings.spatialThreshold,
    materialRatioHeight: settings.materialRatioHeight,
    materialRatio: settings.materialRatio,
  };
}
