// The statistics MANIFEST.md §3.0 uses to state reference values, reimplemented for tests:
// rms_height_from_area, rms_height_from_profile (x or y profiles) and the RMS after removing the
// full second-order polynomial ("curvature" detrend).
import { rmsAboutMean, type Surface } from '../src/index.ts';

export function rmsFromArea(s: Surface): number {
  return rmsAboutMean(s.z);
}

/** sqrt(mean over profiles of var(profile)); profiles along x are rows, along y columns. */
export function rmsFromProfiles(s: Surface, along: 'x' | 'y' = 'x'): number {
  const profiles = along === 'x' ? s.ny : s.nx;
  const length = along === 'x' ? s.nx : s.ny;
  const stride = along === 'x' ? 1 : s.nx;
  let sum = 0;
  let used = 0;
  for (let p = 0; p < profiles; p++) {
    const offset = along === 'x' ? p * s.nx : p;
    const rms = rmsAboutMean(s.z, length, stride, offset);
    if (Number.isFinite(rms)) {
      sum += rms * rms;
      used++;
    }
  }
  return Math.sqrt(sum / used);
}

/** RMS about the least-squares polynomial {1, x, y, x², xy, y²} over the valid points. */
export function rmsAfterCurvatureDetrend(s: Surface): number {
  const terms = (x: number, y: number): number[] => [1, x, y, x * x, x * y, y * y];
  const n = 6;
  const ata = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const atb = new Array<number>(n).fill(0);
  // Coordinates scaled to [-1, 1] keep the normal equations well conditioned.
  const sx = (i: number) => (s.nx > 1 ? (2 * i) / (s.nx - 1) - 1 : 0);
  const sy = (j: number) => (s.ny > 1 ? (2 * j) / (s.ny - 1) - 1 : 0);
  for (let j = 0; j < s.ny; j++) {
    for (let i = 0; i < s.nx; i++) {
      const z = s.z[j * s.nx + i] as number;
      if (!Number.isFinite(z)) continue;
      const t = terms(sx(i), sy(j));
      for (let a = 0; a < n; a++) {
        atb[a] = (atb[a] as number) + (t[a] as number) * z;
        const row = ata[a] as number[];
        for (let b = 0; b < n; b++) row[b] = (row[b] as number) + (t[a] as number) * (t[b] as number);
      }
    }
  }
  const coefficients = solve(ata, atb);
  let squares = 0;
  let count = 0;
  for (let j = 0; j < s.ny; j++) {
    for (let i = 0; i < s.nx; i++) {
      const z = s.z[j * s.nx + i] as number;
      if (!Number.isFinite(z)) continue;
      const t = terms(sx(i), sy(j));
      let fit = 0;
      for (let a = 0; a < n; a++) fit += (coefficients[a] as number) * (t[a] as number);
      squares += (z - fit) ** 2;
      count++;
    }
  }
  return Math.sqrt(squares / count);
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c] = m[r]![c]! - f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * SurfaceTopography's rms_gradient as its quoted values define it (reproduced to 1e-14 on
 * matrix-2/3/4 and x3p-2): forward differences along x and y over the (nx − 1)(ny − 1) common
 * cells, sqrt(mean((∂z/∂x)² + (∂z/∂y)²)).
 */
export function rmsGradient(s: Surface): number {
  let sum = 0;
  for (let j = 0; j < s.ny - 1; j++) {
    for (let i = 0; i < s.nx - 1; i++) {
      const z = s.z[j * s.nx + i] as number;
      const gx = ((s.z[j * s.nx + i + 1] as number) - z) / s.dx;
      const gy = ((s.z[(j + 1) * s.nx + i] as number) - z) / s.dy;
      sum += gx * gx + gy * gy;
    }
  }
  return Math.sqrt(sum / ((s.nx - 1) * (s.ny - 1)));
}
