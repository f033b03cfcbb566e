// Closed-form checks of the areal parameters: surfaces whose ISO 25178-2 values follow from a formula,
// evaluated by the same code the editor calls (evaluateArealParameters). The unit tests assert them and
// the web's validation page runs them in the reader's browser, so "agrees with the formula" is measured
// where the numbers are shown, not only claimed. Each check states its tolerance and whether it is
// relative (|computed/expected − 1|) or absolute (|computed − expected|, for an expected 0).
import { DEFAULT_AREAL_PARAMETERS, evaluateArealParameters } from '../analysis/analyses/areal-parameters.ts';
import { referenceSurfaces } from '../generate/reference-surfaces.ts';
import type { Surface } from '../surface/surface.ts';

export interface ClosedFormCheck {
  /** The test surface, in words. */
  readonly surface: string;
  /** Statistic id of the areal-parameters analysis (Sq, Sdr, …). */
  readonly parameter: string;
  /** The formula the expected value comes from. */
  readonly formula: string;
  readonly expected: number;
  readonly tolerance: number;
  readonly comparison: 'relative' | 'absolute';
}

export interface ClosedFormOutcome extends ClosedFormCheck {
  /** NaN when the analysis did not report the parameter. */
  readonly computed: number;
  readonly error: number;
  readonly passed: boolean;
}

interface TestSurface {
  readonly description: string;
  readonly surface: Surface;
  readonly checks: readonly Omit<ClosedFormCheck, 'surface'>[];
}

function field(nx: number, ny: number, d: number, height: (col: number, row: number) => number): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = height(col, row);
  return { nx, ny, dx: d, dy: d, x0: 0, y0: 0, z, meta: {} };
}

const relative = (
  parameter: string,
  formula: string,
  expected: number,
  tolerance = 1e-12,
): Omit<ClosedFormCheck, 'surface'> => ({ parameter, formula, expected, tolerance, comparison: 'relative' });

function testSurfaces(): TestSurface[] {
  // A sine of amplitude A along x, N = 16 samples per period through the zero crossings.
  const A = 2e-7;
  const N = 16;
  // Slopes 0.03 along x and −0.04 along y: tan θ = 0.05.
  const tan = 0.05;
  // Two levels, the upper one on a fraction p of the points.
  const h = 1e-6;
  const p = 0.7;
  return [
    {
      description: `sine z = A·sin(2πx/λ), A = 200 nm, ${N} samples per period, 128 × 96 points`,
      surface: field(128, 96, 1e-8, (col) => A * Math.sin((2 * Math.PI * col) / N)),
      checks: [
        relative('Sq', 'A/√2', A / Math.SQRT2),
        relative('Sa', '(2A/N)·cot(π/N) (sampled 2A/π)', (2 * A) / N / Math.tan(Math.PI / N)),
        relative('Sp', 'A', A),
        relative('Sv', 'A', A),
        relative('Sz', '2A', 2 * A),
        relative('Sku', '3/2', 1.5),
        { parameter: 'Ssk', formula: '0', expected: 0, tolerance: 1e-12, comparison: 'absolute' },
        relative(
          'Sdr',
          '[Σᵢ √(1 + (2A·sin(π/N)·cos(2π(i + ½)/N)/dx)²) + 1]/nx − 1, i = 0 … nx − 2: the sampled arc length (every cell and x-strip follows the chord, y-strips level)',
          sineSdr(128, A, N, 1e-8),
          1e-9,
        ),
      ],
    },
    {
      description: 'tilted plane, slopes 0.03 along x and −0.04 along y, 64 × 48 points of 1 µm',
      surface: field(64, 48, 1e-6, (col, row) => 5e-6 + 0.03e-6 * col - 0.04e-6 * row),
      checks: [
        relative('Sdq', 'tan θ = 0.05', tan, 1e-13),
        relative(
          'Sdr',
          '[(nx−1)(ny−1)·√(1+a²+b²) + (nx−1)·√(1+a²) + (ny−1)·√(1+b²) + 1]/(nx·ny) − 1: √(1 + tan²θ) − 1 inside, level half-pixel border strips across the slope (Gwyddion’s triangulation)',
          planeSdr(64, 48, 0.03, -0.04),
          1e-9,
        ),
        relative('Spar', '64 · 48 µm² (nx·ny·dx·dy)', 64 * 48 * 1e-12),
      ],
    },
    {
      description: `two-level step of height h = 1 µm on a fraction p = ${p} of the points, 100 × 40 points`,
      surface: field(100, 40, 1e-6, (col) => (col < 30 ? 0 : h)),
      checks: [
        relative('average', 'p·h', p * h),
        relative('Sa', '2p(1 − p)·h', 2 * p * (1 - p) * h),
        relative('Sq', '√(p(1 − p))·h', Math.sqrt(p * (1 - p)) * h),
        relative('Ssk', '(1 − 2p)/√(p(1 − p))', (1 - 2 * p) / Math.sqrt(p * (1 - p)), 1e-10),
        relative('Sku', '(1 − 3p(1 − p))/(p(1 − p))', (1 - 3 * p * (1 - p)) / (p * (1 - p)), 1e-10),
        relative('Smr', 'p (material ratio at the mean)', p),
        relative('Smc', '(1 − p)·h at mr = 10 %', (1 - p) * h),
      ],
    },
    // The generated reference surfaces with exact values (generate/reference-surfaces.ts).
    ...referenceSurfaces().map((reference): TestSurface => ({
      description: reference.description,
      surface: reference.surface,
      checks: reference.values.map(({ parameter, formula, value, tolerance, comparison }) => ({
        parameter,
        formula,
        expected: value,
        tolerance,
        comparison,
      })),
    })),
  ];
}

/** Sdr of the plane z = a·x + b·y sampled on nx × ny points under Gwyddion's triangulation. */
export function planeSdr(nx: number, ny: number, a: number, b: number): number {
  const inside = (nx - 1) * (ny - 1) * Math.sqrt(1 + a * a + b * b);
  const strips = (nx - 1) * Math.sqrt(1 + a * a) + (ny - 1) * Math.sqrt(1 + b * b);
  return (inside + strips + 1) / (nx * ny) - 1;
}

/** Sdr of z = A·sin(2π·col/N) along x (constant along y) on nx columns of width dx, Gwyddion's triangulation. */
export function sineSdr(nx: number, A: number, N: number, dx: number): number {
  let arc = 0;
  for (let i = 0; i < nx - 1; i++) {
    const rise = 2 * A * Math.sin(Math.PI / N) * Math.cos((2 * Math.PI * (i + 0.5)) / N);
    arc += Math.sqrt(1 + (rise / dx) ** 2);
  }
  return (arc + 1) / nx - 1;
}

function errorOf(check: ClosedFormCheck, computed: number): number {
  return check.comparison === 'relative'
    ? Math.abs(computed / check.expected - 1)
    : Math.abs(computed - check.expected);
}

/** Evaluates every check (a few hundred ms: five surfaces, up to 256 × 256, through the whole areal analysis). */
export function runClosedFormChecks(): ClosedFormOutcome[] {
  return testSurfaces().flatMap(({ description, surface, checks }) => {
    const values = new Map<string, number>();
    for (const category of evaluateArealParameters(surface, DEFAULT_AREAL_PARAMETERS).categories)
      for (const statistic of category.statistics)
        if (!values.has(statistic.id)) values.set(statistic.id, statistic.value);
    return checks.map((partial): ClosedFormOutcome => {
      const check: ClosedFormCheck = { surface: description, ...partial };
      const computed = values.get(check.parameter) ?? Number.NaN;
      const error = errorOf(check, computed);
      return { ...check, computed, error, passed: error <= check.tolerance };
    });
  });
}
