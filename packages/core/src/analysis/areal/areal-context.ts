// What the areal parameters are computed from: the surface (already cropped to the area of interest
// and levelled as asked) and lazily evaluated, shared intermediate results, so each pass over the
// field (moments, gradients, the material-ratio order statistics, segmentation) runs at most once however
// many parameters use it, and not at all when none is asked for.
import type { Surface } from '../../surface/surface.ts';
import { coreBounds, coreRoughness, type CoreRoughness } from './core-roughness.ts';
import { P, Q } from './functional-parameters.ts';
import { gradientStatistics, type GradientStatistics } from './gradient-statistics.ts';
import { heightMoments, type HeightMoments } from './height-moments.ts';
import { MaterialRatioCurve } from './material-ratio.ts';
import { segment, type Segmentation } from './segmentation.ts';

export interface ArealSettings {
  /** Sal/Str autocorrelation threshold s (ISO 25178-2 §4.2; spec default 0.2). */
  readonly spatialThreshold: number;
  /** The c of Smr(c), metres above the mean plane (default 0: the mean plane itself). */
  readonly materialRatioHeight: number;
  /** The mr of Smc(mr), a fraction (default 0.1, ISO 25178-3 Table 4). */
  readonly materialRatio: number;
  /** Wolf pruning threshold as a fraction of Sz (ISO 25178-3 default 5 %). */
  readonly pruningFraction: number;
}

export const DEFAULT_AREAL_SETTINGS: ArealSettings = {
  spatialThreshold: 0.2,
  materialRatioHeight: 0,
  materialRatio: 0.1,
  pruningFraction: 0.05,
};

/** The Sal/Str/Std triple, computed elsewhere (spectral analysis) from the autocorrelation. */
export interface SpatialValues {
  readonly Sal: number;
  readonly Str: number;
  readonly Std: number;
}

export interface ArealContext {
  readonly surface: Surface;
  readonly settings: ArealSettings;
  readonly moments: () => HeightMoments;
  readonly gradients: () => GradientStatistics;
  /** Heights relative to the mean, as a material ratio curve. */
  readonly curve: () => MaterialRatioCurve;
  readonly core: () => CoreRoughness;
  readonly hills: () => Segmentation;
  readonly dales: () => Segmentation;
  readonly spatial: () => SpatialValues;
}

function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T | undefined;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value as T;
  };
}

export function createArealContext(
  surface: Surface,
  settings: ArealSettings = DEFAULT_AREAL_SETTINGS,
  spatialParameters: (surface: Surface, threshold: number) => SpatialValues = () => ({
    Sal: NaN,
    Str: NaN,
    Std: NaN,
  }),
): ArealContext {
  const moments = once(() => heightMoments(surface.z));
  const curve = once(() => {
    const m = moments();
    const c = new MaterialRatioCurve(surface.z, m.mean, m.count, { min: m.min, max: m.max });
    // Every level the functional parameters read, in one pass once the heights are known.
    c.anticipate = () => {
      const { top, bottom } = coreBounds(c);
      return [settings.materialRatioHeight, c.heightAt(P), c.heightAt(Q), top, bottom];
    };
    return c;
  });
  const pruning = (): number => {
    const m = moments();
    return settings.pruningFraction * (m.max - m.min);
  };
  return {
    surface,
    settings,
    moments,
    gradients: once(() => gradientStatistics(surface.z, surface.nx, surface.ny, surface.dx, surface.dy)),
    curve,
    core: once(() => coreRoughness(curve())),
    hills: once(() => segment(surface.z, surface.nx, surface.ny, 1, pruning())),
    dales: once(() => segment(surface.z, surface.nx, surface.ny, -1, pruning())),
    spatial: once(() => spatialParameters(surface, settings.spatialThreshold)),
  };
}
