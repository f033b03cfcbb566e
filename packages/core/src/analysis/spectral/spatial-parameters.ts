// The spatial parameters of ISO 25178-2:2021 §4.2: Sal, Str (from the areal autocorrelation function)
// and Std (from the angular power spectrum). One 2D FFT pair serves all three: the ACF's forward
// transform hands its power spectrum to the texture-direction estimate before going back.
//
// Definitional choices (stated in the parameters' `choice` text too):
// - Sal: the ACF, normalised to 1 at the origin, is followed along 360 rays (every 0.5°) from the origin,
//   sampled by bilinear interpolation every ¼ pixel; each ray's decay length is where it first falls to s,
//   interpolated linearly between samples. Sal is the shortest ray. Gwyddion instead takes the nearest
//   pixel corner below s, which reads about half a pixel short; interpolating along rays is closer to the
//   continuous definition.
// - Str: shortest over longest decay length. ISO 25178-2 takes the longest distance over the set of lags
//   where the ACF is still ≥ s, and that set is bounded by the lags the ACF is defined on. So a ray that
//   never falls to s within the computed lags (half the field each way) counts with its length to the
//   edge of that domain, not as infinite (which gave Str = 0 exactly, e.g. on x3p-2, whose lay along y
//   stays correlated over the whole 102 µm of lags). Str is then an upper bound of the value a longer
//   field would give, and still near 0 for a strongly directional surface. Only when no ray decays at
//   all is Sal undefined and Str NaN.
// - Std: the direction of the lay, i.e. perpendicular to the maximum of the angular power spectrum
//   (the spectrum of grooves parallel to x peaks along fy). Radians in (−π/2, π/2], measured from the
//   +x axis (increasing column) towards +y (increasing row); grooves along x give 0, along y give π/2.
import type { Surface } from '../../surface/surface.ts';
import { AnalysisError } from '../analysis-error.ts';
import { autocorrelation2d, type Autocorrelation2d } from './autocorrelation-2d.ts';
import { textureDirection } from './texture-direction.ts';

export interface SpatialParameters {
  /** Autocorrelation length, m (ISO 25178-2:2021 §4.2.1). NaN if the ACF never decays to s. */
  Sal: number;
  /** Texture aspect ratio, fraction 0..1 (§4.2.2). */
  Str: number;
  /** Texture direction, radians in (−π/2, π/2] from +x towards +y (§4.2.3). */
  Std: number;
}

export const DEFAULT_SPATIAL_THRESHOLD = 0.2;
const RAY_COUNT = 360;
const STEPS_PER_PIXEL = 4;

/** Sal, Str and Std of a surface, with s = `threshold` (spec default 0.2, 0 ≤ s < 1). */
export function spatialParameters(surface: Surface, threshold: number): SpatialParameters {
  if (!(threshold >= 0 && threshold < 1))
    throw new AnalysisError(
      'invalid-request',
      `the spatial threshold s must satisfy 0 ≤ s < 1, got ${threshold}`,
    );
  let Std = NaN;
  const acf = autocorrelation2d(surface, surface.nx >> 1, surface.ny >> 1, (spectrum) => {
    Std = textureDirection(spectrum, surface.dx, surface.dy);
  });
  const { lengths, extents } = followRays(acf, threshold);
  let shortest = Infinity;
  let longest = 0;
  lengths.forEach((length, ray) => {
    shortest = Math.min(shortest, length);
    // A ray still at or above s at the edge of the lag domain: the set where the ACF ≥ s reaches the edge.
    longest = Math.max(longest, Number.isFinite(length) ? length : (extents[ray] as number));
  });
  const Sal = Number.isFinite(shortest) ? shortest : NaN;
  const Str = Number.isFinite(shortest) ? shortest / longest : NaN;
  return { Sal, Str, Std };
}

/**
 * For each of RAY_COUNT directions θ = k·π/RAY_COUNT (the ACF is point-symmetric, so half a turn covers
 * all), the distance in metres at which the normalised ACF first falls to s; Infinity if it never does.
 */
export function decayLengths(acf: Autocorrelation2d, threshold: number): Float64Array {
  return followRays(acf, threshold).lengths;
}

/**
 * The decay lengths, and per ray the distance in metres of its last sample inside the lag domain with a
 * defined (not NaN) ACF: for a ray that never decays to s, how far it is known to stay above s.
 */
function followRays(
  acf: Autocorrelation2d,
  threshold: number,
): { readonly lengths: Float64Array; readonly extents: Float64Array } {
  const { values, width, maxLagX, maxLagY, dx, dy } = acf;
  const step = Math.min(dx, dy) / STEPS_PER_PIXEL;
  const out = new Float64Array(RAY_COUNT);
  const extents = new Float64Array(RAY_COUNT);
  for (let ray = 0; ray < RAY_COUNT; ray++) {
    const theta = (ray * Math.PI) / RAY_COUNT;
    // Pixels per metre along the ray, per axis.
    const ux = Math.cos(theta) / dx;
    const uy = Math.sin(theta) / dy;
    let previous = 1;
    let length = Infinity;
    let extent = 0;
    for (let k = 1; ; k++) {
      const t = k * step;
      const x = maxLagX + t * ux;
      const y = maxLagY + t * uy;
      if (x < 0 || y < 0 || x > 2 * maxLagX || y > 2 * maxLagY) break;
      const value = bilinear(values, width, x, y);
      if (value !== value) break;
      extent = t;
      if (value <= threshold) {
        length = t - step + (step * (previous - threshold)) / (previous - value);
        break;
      }
      previous = value;
    }
    out[ray] = length;
    extents[ray] = extent;
  }
  return { lengths: out, extents };
}

function bilinear(values: Float64Array, width: number, x: number, y: number): number {
  const height = values.length / width;
  const x0 = Math.min(Math.floor(x), width - 2);
  const y0 = Math.min(Math.floor(y), height - 2);
  if (x0 < 0 || y0 < 0) return values[Math.round(y) * width + Math.round(x)] ?? NaN;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  const a = values[i] as number;
  const b = values[i + 1] as number;
  const c = values[i + width] as number;
  const d = values[i + width + 1] as number;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}
