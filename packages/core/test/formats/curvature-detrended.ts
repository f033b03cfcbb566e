// The surface minus its least-squares polynomial {1, x, y, x², xy, y²} over the valid points:
// SurfaceTopography's detrend('curvature') (MANIFEST.md §3.0), for the profile RMS values the
// origin tests quote after detrending (rmsAfterCurvatureDetrend gives only the area value).
import { makeSurface, type Surface } from '../../src/index.ts';

export function curvatureDetrended(s: Surface): Surface {
  const n = 6;
  const ata = new Float64Array(n * n);
  const atb = new Float64Array(n);
  const t = new Float64Array(n);
  const terms = (i: number, j: number) => {
    const x = s.nx > 1 ? (2 * i) / (s.nx - 1) - 1 : 0;
    const y = s.ny > 1 ? (2 * j) / (s.ny - 1) - 1 : 0;
    t.set([1, x, y, x * x, x * y, y * y]);
  };
  for (let j = 0; j < s.ny; j++) {
    for (let i = 0; i < s.nx; i++) {
      const z = s.z[j * s.nx + i] as number;
      if (!Number.isFinite(z)) continue;
      terms(i, j);
      for (let a = 0; a < n; a++) {
        atb[a] = (atb[a] as number) + (t[a] as number) * z;
        for (let b = 0; b < n; b++)
          ata[a * n + b] = (ata[a * n + b] as number) + (t[a] as number) * (t[b] as number);
      }
    }
  }
  // A profile (ny = 1) has no y terms: keep the system solvable by pinning their coefficients.
  for (let a = 0; a < n; a++) if (ata[a * n + a] === 0) ata[a * n + a] = 1;
  const c = solve(ata, atb, n);
  const z = new Float64Array(s.z.length);
  for (let j = 0; j < s.ny; j++) {
    for (let i = 0; i < s.nx; i++) {
      terms(i, j);
      let fit = 0;
      for (let a = 0; a < n; a++) fit += (c[a] as number) * (t[a] as number);
      z[j * s.nx + i] = (s.z[j * s.nx + i] as number) - fit;
    }
  }
  return makeSurface(s, z, s.meta);
}

function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = Array.from({ length: n }, (_, r) => [...a.subarray(r * n, r * n + n), b[r] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[r]![k] = m[r]![k]! - f * m[col]![k]!;
    }
  }
  return Float64Array.from(m, (row, i) => row[n]! / row[i]!);
}
