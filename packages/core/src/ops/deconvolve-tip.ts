// Deconvolve Tip (spec part 3 §1): the surface reconstruction of Villarrubia (J. Res. NIST 102 (1997)
// 425) — greyscale erosion of the image by the tip, r(x) = min_p [ i(x + p) − t(p) ] over the tip's
// pixels p, with the tip's apex at p = 0, t(0) = 0 and t ≤ 0 elsewhere. This is Gwyddion's "Surface
// reconstruction" (gwy_tip_erosion). The result is the deepest surface that the tip could have imaged
// as i; where the tip could not reach (narrow pits) it stays the image's envelope.
//
// Decisions:
// - Tip models on the image's own pixel grid (as gwy_tip_model_preset resamples to the image):
//   parabolic t = −ρ²/(2R); cone and pyramid of half-angle α with a spherical apex of radius R tangent
//   to the flanks (t = −(R − √(R² − ρ²)) for ρ ≤ R·cos α, then slope −cot α), the pyramid taking
//   ρ = max(|x|, |y|) (four faces, the cone ρ = √(x² + y²)); or a measured tip, another surface of the
//   same pixel size (inputs.surfaces[0]) whose highest point is the apex.
// - Only tip pixels with t ≥ −(height range of the image) can ever give the minimum (the p = 0 term is
//   i(x) itself), so the tip is cut there, and at most 64 pixels from the apex each way.
// - Tip pixels that fall outside the field or on invalid points are skipped (no constraint, as Gwyddion
//   skips the outside); invalid image points stay invalid.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';
import { defineOperator } from './define-operator.ts';

export interface DeconvolveTipParams {
  readonly shape: 'parabolic' | 'cone' | 'pyramid' | 'measured';
  /** Apex radius, metres. */
  readonly radius: number;
  /** Half-angle of the cone or pyramid flanks from the axis, degrees. */
  readonly halfAngle: number;
  /** File of a measured tip, resolved by the caller into inputs.surfaces[0]. */
  readonly tipFileGuid?: string | undefined;
}

/** A tip as offsets (dc, dr) from the apex and heights t ≤ 0. */
export interface TipStencil {
  readonly dc: Int32Array;
  readonly dr: Int32Array;
  readonly t: Float64Array;
}

const MAX_HALF = 64;

/** The model tip height at (x, y) metres from the apex. */
export function modelTipHeight(
  shape: 'parabolic' | 'cone' | 'pyramid',
  radius: number,
  halfAngleDeg: number,
  x: number,
  y: number,
): number {
  if (shape === 'parabolic') return -(x * x + y * y) / (2 * radius);
  const rho = shape === 'cone' ? Math.hypot(x, y) : Math.max(Math.abs(x), Math.abs(y));
  const alpha = (halfAngleDeg * Math.PI) / 180;
  const joint = radius * Math.cos(alpha);
  if (rho <= joint) return -(radius - Math.sqrt(radius * radius - rho * rho));
  return -(radius - radius * Math.sin(alpha)) - (rho - joint) / Math.tan(alpha);
}

function stencil(entries: { dc: number; dr: number; t: number }[]): TipStencil {
  return {
    dc: Int32Array.from(entries, (e) => e.dc),
    dr: Int32Array.from(entries, (e) => e.dr),
    t: Float64Array.from(entries, (e) => e.t),
  };
}

function modelStencil(surface: Surface, params: DeconvolveTipParams, depth: number): TipStencil {
  if (params.shape === 'measured') throw new Error('unreachable');
  const entries: { dc: number; dr: number; t: number }[] = [];
  for (let dr = -MAX_HALF; dr <= MAX_HALF; dr++)
    for (let dc = -MAX_HALF; dc <= MAX_HALF; dc++) {
      const t = modelTipHeight(
        params.shape,
        params.radius,
        params.halfAngle,
        dc * surface.dx,
        dr * surface.dy,
      );
      if (t >= -depth) entries.push({ dc, dr, t });
    }
  return stencil(entries);
}

function measuredStencil(surface: Surface, tip: Surface, name: string, depth: number): TipStencil {
  const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
  if (rel(tip.dx, surface.dx) > 1e-3 || rel(tip.dy, surface.dy) > 1e-3)
    throw new AnalysisError('size-mismatch', `the tip '${name}' has another pixel size than the image`);
  let apex = -1;
  for (let i = 0; i < tip.z.length; i++)
    if (!Number.isNaN(tip.z[i]) && (apex < 0 || (tip.z[i] as number) > (tip.z[apex] as number))) apex = i;
  if (apex < 0) throw new AnalysisError('invalid-request', `the tip '${name}' has no valid point`);
  const ac = apex % tip.nx;
  const ar = (apex - ac) / tip.nx;
  const top = tip.z[apex] as number;
  const entries: { dc: number; dr: number; t: number }[] = [];
  for (let r = 0; r < tip.ny; r++)
    for (let c = 0; c < tip.nx; c++) {
      const t = (tip.z[r * tip.nx + c] as number) - top;
      if (t >= -depth && Math.abs(c - ac) <= MAX_HALF && Math.abs(r - ar) <= MAX_HALF)
        entries.push({ dc: c - ac, dr: r - ar, t });
    }
  return stencil(entries);
}

/** r(x) = min over the stencil of i(x + p) − t(p), skipping points outside or invalid. */
export function erode(surface: Surface, tip: TipStencil): Float64Array {
  const { nx, ny, z } = surface;
  const out = new Float64Array(nx * ny);
  const { dc, dr, t } = tip;
  const m = t.length;
  // Away from the border every stencil point is inside: a flat index offset and no bounds checks.
  let reachC = 0;
  let reachR = 0;
  const offset = new Int32Array(m);
  for (let k = 0; k < m; k++) {
    reachC = Math.max(reachC, Math.abs(dc[k] as number));
    reachR = Math.max(reachR, Math.abs(dr[k] as number));
    offset[k] = (dr[k] as number) * nx + (dc[k] as number);
  }
  for (let row = 0; row < ny; row++) {
    const innerRow = row >= reachR && row < ny - reachR;
    for (let col = 0; col < nx; col++) {
      const i = row * nx + col;
      if (Number.isNaN(z[i])) {
        out[i] = NaN;
        continue;
      }
      let best = Infinity;
      if (innerRow && col >= reachC && col < nx - reachC) {
        for (let k = 0; k < m; k++) {
          const v = (z[i + (offset[k] as number)] as number) - (t[k] as number);
          if (v < best) best = v; // NaN compares false: skipped
        }
      } else {
        for (let k = 0; k < m; k++) {
          const r = row + (dr[k] as number);
          const c = col + (dc[k] as number);
          if (r < 0 || r >= ny || c < 0 || c >= nx) continue;
          const v = (z[r * nx + c] as number) - (t[k] as number);
          if (v < best) best = v;
        }
      }
      out[i] = best;
    }
  }
  return out;
}

export const deconvolveTip = defineOperator({
  id: 'tip.deconvolve',
  title: 'Deconvolve tip: surface reconstruction by erosion with a model or measured tip',
  kind: 'repair',
  apply(surface, params: DeconvolveTipParams, inputs) {
    let min = Infinity;
    let max = -Infinity;
    for (const v of surface.z) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (!(max >= min)) throw new AnalysisError('invalid-request', 'the surface has no valid point');
    const depth = max - min;
    let tip: TipStencil;
    if (params.shape === 'measured') {
      const measured = inputs.surfaces[0];
      if (!measured) throw new AnalysisError('invalid-request', 'a measured tip needs the tip surface');
      tip = measuredStencil(surface, measured, inputs.names[0] ?? 'tip', depth);
    } else {
      if (!(params.radius > 0 && Number.isFinite(params.radius)))
        throw new AnalysisError('invalid-request', 'the tip radius must be a positive length');
      if (params.shape !== 'parabolic' && !(params.halfAngle > 0 && params.halfAngle < 90))
        throw new AnalysisError('invalid-request', 'the tip half-angle must lie between 0 and 90 degrees');
      tip = modelStencil(surface, params, depth);
    }
    return { ...surface, z: erode(surface, tip) };
  },
});
