// Mathematically defined reference surfaces with exact parameter values, in the spirit of the ISO
// 5436-2 type F1 reference data (a data file whose parameter values are known) and of the
// mathematical approach to validating surface-texture software of Todhunter, Leach, Lawes and
// Blateyron (Surf. Topogr.: Metrol. Prop. 2017; NPL softgauges): surfaces defined by a formula and
// sampled so that the sums behind each parameter can be evaluated in closed form. The values below
// are exact for the sampled surface (not only in the continuum limit) unless a tolerance says
// otherwise; each states its formula. The validation page runs them in the browser through the same
// analysis the editor calls, and the unit tests assert them.
import type { Surface } from '../surface/surface.ts';
import { normalCdf, normalDensity, normalQuantile } from './normal-distribution.ts';

export interface ReferenceValue {
  /** Statistic id of the areal-parameters analysis. */
  readonly parameter: string;
  readonly formula: string;
  readonly value: number;
  readonly tolerance: number;
  readonly comparison: 'relative' | 'absolute';
}

export interface ReferenceSurface {
  readonly id: string;
  /** The surface in words, with its sampling. */
  readonly description: string;
  readonly surface: Surface;
  readonly values: readonly ReferenceValue[];
}

const relative = (parameter: string, formula: string, value: number, tolerance = 1e-12): ReferenceValue => ({
  parameter,
  formula,
  value,
  tolerance,
  comparison: 'relative',
});

const absolute = (parameter: string, formula: string, value: number, tolerance: number): ReferenceValue => ({
  parameter,
  formula,
  value,
  tolerance,
  comparison: 'absolute',
});

/**
 * The egg-box z = A·sin(2πx/λx)·sin(2πy/λy) on whole periods, Nx and Ny samples per period (multiples
 * of 4, so the extrema ±A are samples): the sampled sums of sin² and sin⁴ over a period are N/2 and
 * 3N/8 exactly, which gives Sq, Sku, Sa, Sdq and the peak curvature in closed form.
 */
export function eggBoxSurface(
  amplitude = 1e-6,
  samplesX = 32,
  samplesY = 24,
  periodsX = 8,
  periodsY = 8,
  pixel = 1e-6,
): ReferenceSurface {
  const nx = samplesX * periodsX;
  const ny = samplesY * periodsY;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    const sy = Math.sin((2 * Math.PI * row) / samplesY);
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = amplitude * Math.sin((2 * Math.PI * col) / samplesX) * sy;
  }
  const A = amplitude;
  // Mean |sin| of N samples through the zero crossings: (2/N)·cot(π/N).
  const meanAbs = (n: number) => (2 / n) * (1 / Math.tan(Math.PI / n));
  // Mean squared forward difference of sin over the n − 1 pairs of k whole periods of N samples: the
  // k·N pairs of whole periods give N·(1 − cos δ) each period, less the pair past the end (sin² δ).
  const meanSquaredStep = (n: number, k: number) => {
    const delta = (2 * Math.PI) / n;
    return (k * n * (1 - Math.cos(delta)) - Math.sin(delta) ** 2) / (k * n - 1);
  };
  const sdq = Math.sqrt(
    (0.5 * A * A * meanSquaredStep(samplesX, periodsX)) / pixel ** 2 +
      (0.5 * A * A * meanSquaredStep(samplesY, periodsY)) / pixel ** 2,
  );
  // Three-point second differences at a summit (z = A, neighbours A·cos δ).
  const curvature =
    (A * (1 - Math.cos((2 * Math.PI) / samplesX))) / pixel ** 2 +
    (A * (1 - Math.cos((2 * Math.PI) / samplesY))) / pixel ** 2;
  return {
    id: 'egg-box',
    description: `egg-box z = A·sin(2πx/λx)·sin(2πy/λy), A = 1 µm, ${samplesX} × ${samplesY} samples per period, ${periodsX} × ${periodsY} periods (${nx} × ${ny} points of 1 µm)`,
    surface: { nx, ny, dx: pixel, dy: pixel, x0: 0, y0: 0, z, meta: {} },
    values: [
      absolute('average', '0', 0, 1e-21),
      relative('Sq', 'A/2 (sampled Σ sin² = N/2 per period)', A / 2),
      relative(
        'Sa',
        'A·(2/Nx)cot(π/Nx)·(2/Ny)cot(π/Ny) (continuum 4A/π²)',
        A * meanAbs(samplesX) * meanAbs(samplesY),
      ),
      absolute('Ssk', '0', 0, 1e-12),
      relative('Sku', '(3/8)²/(1/2)⁴ = 9/4', 9 / 4),
      relative('Sp', 'A', A),
      relative('Sv', 'A', A),
      relative('Sz', '2A', 2 * A),
      relative(
        'Sdq',
        'A·√(½·s̄x²/dx² + ½·s̄y²/dy²), s̄² = [kN(1 − cos δ) − sin²δ]/(kN − 1), δ = 2π/N: forward differences over the sampled pairs',
        sdq,
        1e-12,
      ),
      relative(
        'Spd',
        '2·(periods along x)·(periods along y)/(nx·ny·dx·dy): two summits per period cell',
        (2 * periodsX * periodsY) / (nx * ny * pixel * pixel),
      ),
      relative('S5p', 'A (every summit is a sample at +A)', A),
      relative('S5v', 'A', A),
      relative('S10z', '2A', 2 * A),
      relative(
        'Spc',
        'A·[(1 − cos 2π/Nx)/dx² + (1 − cos 2π/Ny)/dy²] (three-point second differences)',
        curvature,
        1e-9,
      ),
    ],
  };
}

/**
 * A material-ratio softgauge: n heights at the Gaussian quantiles σ·Φ⁻¹((k + ½)/n), spread over the
 * field in a scrambled order. Its material ratio curve is the Gaussian one, so the ISO 13565-2 / ISO
 * 25178-2 functional parameters have closed forms; only the curve's discretisation (O(1/n)) and the
 * truncated tails separate the sampled values from them, hence the stated tolerances.
 */
export function gaussianQuantileSurface(sigma = 1e-6, nx = 256, ny = 256, pixel = 1e-6): ReferenceSurface {
  const n = nx * ny;
  const z = new Float64Array(n);
  // Half the quantiles, mirrored: the set is exactly symmetric about 0.
  for (let k = 0; k < n / 2; k++) {
    const q = sigma * normalQuantile((k + 0.5) / n);
    z[(k * 7919) % n] = q;
    z[((n - 1 - k) * 7919) % n] = -q;
  }
  const z7 = normalQuantile(0.7);
  const skOverSigma = (2 * z7) / 0.4;
  const top = skOverSigma / 2;
  const smr1 = 1 - normalCdf(top);
  const reduced = (2 * (normalDensity(top) - top * smr1)) / smr1;
  const zp = normalQuantile(0.9);
  const zq = normalQuantile(0.2);
  const vm = (p: number, x: number) => normalDensity(x) - p * x;
  const vv = (p: number, x: number) => normalDensity(x) + (1 - p) * x;
  return {
    id: 'gaussian-quantiles',
    description: `material-ratio softgauge: ${nx} × ${ny} heights at the Gaussian quantiles σ·Φ⁻¹((k + ½)/n), σ = 1 µm, scrambled`,
    surface: { nx, ny, dx: pixel, dy: pixel, x0: 0, y0: 0, z, meta: {} },
    values: [
      absolute('Ssk', '0 (symmetric set)', 0, 1e-12),
      relative('Sq', 'σ (quantile set: −1e-4 of σ from the truncated tails)', sigma, 3e-4),
      relative('Sa', 'σ·√(2/π)', sigma * Math.sqrt(2 / Math.PI), 1e-4),
      relative('Sku', '3', 3, 3e-3),
      relative('Smr', '½ at the mean plane', 0.5),
      relative('Smc', 'σ·Φ⁻¹(0.9) at mr = 10 %', sigma * zp, 1e-8),
      relative('Sxp', 'σ·Φ⁻¹(0.975)', sigma * normalQuantile(0.975), 1e-7),
      relative('Sk', '2·Φ⁻¹(0.7)/0.4·σ = 2.622σ (central 40 % secant)', skOverSigma * sigma, 1e-8),
      relative('Smr1', '1 − Φ(Sk/2σ) = 0.0949', smr1, 1e-3),
      relative('Smr2', 'Φ(Sk/2σ)', 1 - smr1, 1e-4),
      relative('Spk', '2(φ(t) − t·Smr1)/Smr1·σ, t = Sk/2σ', reduced * sigma, 2e-3),
      relative('Svk', '= Spk (symmetric)', reduced * sigma, 2e-3),
      relative('Vmp', 'σ(φ(z₀.₉) − 0.1·z₀.₉), z₀.₉ = Φ⁻¹(0.9)', vm(0.1, zp) * sigma, 2e-3),
      relative(
        'Vmc',
        'σ(Vm(0.8) − Vm(0.1)), Vm(p) = φ(zp) − p·zp',
        (vm(0.8, zq) - vm(0.1, zp)) * sigma,
        1e-8,
      ),
      relative(
        'Vvc',
        'σ(Vv(0.1) − Vv(0.8)), Vv(p) = φ(zp) + (1 − p)·zp',
        (vv(0.1, zp) - vv(0.8, zq)) * sigma,
        1e-8,
      ),
      relative('Vvv', 'σ(φ(z₀.₂) + 0.2·z₀.₂), z₀.₂ = Φ⁻¹(0.2)', vv(0.8, zq) * sigma, 1e-3),
    ],
  };
}

/** Every reference surface, in the order the validation page lists them. */
export function referenceSurfaces(): ReferenceSurface[] {
  return [eggBoxSurface(), gaussianQuantileSurface()];
}
