// The areal power spectral density (ISO 25178-2:2021 §3.1.7 uses its angular and radial forms) and its
// radial average. S(fx, fy) = |F(kx, ky)|²·Δx·Δy/(nx·ny) of the mean-removed, optionally windowed field,
// divided by the window's mean square, so Σ S·Δfx·Δfy = variance (Parseval); S is in m⁴ (height² ×
// area), frequencies in 1/m. Invalid points are set to the mean (they add no power). The radial PSD
// averages S over rings of width Δf = min(Δfx, Δfy), in m⁴ too.
import type { Surface } from '../../surface/surface.ts';
import { forwardRealFft2d } from '../fft/real-fft-2d.ts';
import { psdWindow, type PsdWindow } from './psd-window.ts';

export interface Psd2d {
  /** S on the full frequency grid, centred: column c is fx = (c − ⌊nx/2⌋)·dfx, row r is fy likewise. */
  readonly nx: number;
  readonly ny: number;
  readonly dfx: number;
  readonly dfy: number;
  readonly values: Float64Array;
  /** Ring centres f_k = k·df and the mean S in each ring (NaN for a ring with no grid point). */
  readonly radialFrequencies: Float64Array;
  readonly radialValues: Float64Array;
}

export function psd2d(surface: Surface, window: PsdWindow = 'NONE', tukeyCoefficient = 1): Psd2d {
  const { nx, ny, z, dx, dy } = surface;
  let sum = 0;
  let valid = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v === v) {
      sum += v;
      valid++;
    }
  }
  const mean = valid > 0 ? sum / valid : 0;
  const wx = psdWindow(window, nx, tukeyCoefficient);
  const wy = psdWindow(window, ny, tukeyCoefficient);
  // The 2D window is separable, so its mean square is the product of the 1D ones.
  const windowPower = meanSquare(wx) * meanSquare(wy);
  const spectrum = forwardRealFft2d(nx, ny, ny, (row, target) => {
    const base = row * nx;
    const w = wy[row] as number;
    for (let col = 0; col < nx; col++) {
      const v = z[base + col] as number;
      target[col] = v === v ? (v - mean) * w * (wx[col] as number) : 0;
    }
  });
  const { halfNx, re, im } = spectrum;
  const dfx = 1 / (nx * dx);
  const dfy = 1 / (ny * dy);
  const scale = (dx * dy) / (nx * ny * windowPower);
  const values = new Float64Array(nx * ny);
  const cx = nx >> 1;
  const cy = ny >> 1;
  for (let ky = 0; ky < ny; ky++) {
    const sky = ky <= ny >> 1 ? ky : ky - ny;
    // F(−k) = conj F(k): the half spectrum fills both halves of the centred grid.
    const rowBase = wrap(sky + cy, ny) * nx;
    const mirroredRowBase = wrap(cy - sky, ny) * nx;
    const from = ky * halfNx;
    for (let kx = 0; kx < halfNx; kx++) {
      const a = re[from + kx] as number;
      const b = im[from + kx] as number;
      const s = (a * a + b * b) * scale;
      const col = kx + cx;
      values[rowBase + (col >= nx ? col - nx : col)] = s;
      values[mirroredRowBase + cx - kx] = s;
    }
  }
  const df = Math.min(dfx, dfy);
  const rings = Math.floor(Math.hypot(cx * dfx, cy * dfy) / df) + 1;
  const ringSum = new Float64Array(rings);
  const ringCount = new Float64Array(rings);
  const fx2 = new Float64Array(nx);
  for (let col = 0; col < nx; col++) fx2[col] = (((col - cx) * dfx) / df) ** 2;
  // The ring of a point depends only on |col − cx| and |row − cy| (negating a frequency is exact), so
  // rows cy ± b share one ring table and columns cx ± a one entry: a quarter of the square roots.
  const ringOfCol = new Int32Array(nx);
  const accumulateRow = (row: number): void => {
    const base = row * nx;
    for (let col = 0; col < nx; col++) {
      const ring = ringOfCol[col] as number;
      if (ring < rings) {
        ringSum[ring] = (ringSum[ring] as number) + (values[base + col] as number);
        ringCount[ring] = (ringCount[ring] as number) + 1;
      }
    }
  };
  for (let b = 0; b <= Math.max(cy, ny - 1 - cy); b++) {
    const fy2 = ((b * dfy) / df) ** 2;
    for (let col = cx; col < nx; col++) {
      const ring = Math.round(Math.sqrt((fx2[col] as number) + fy2));
      ringOfCol[col] = ring;
      const mirror = 2 * cx - col;
      if (mirror >= 0 && mirror < cx) ringOfCol[mirror] = ring;
    }
    // Even nx: column 0 (fx = −nx/2·dfx) has no mirror on the grid.
    if (2 * cx > nx - 1) ringOfCol[0] = Math.round(Math.sqrt((fx2[0] as number) + fy2));
    if (cy + b < ny) accumulateRow(cy + b);
    if (b > 0 && cy - b >= 0) accumulateRow(cy - b);
  }
  const radialFrequencies = new Float64Array(rings);
  const radialValues = new Float64Array(rings);
  for (let k = 0; k < rings; k++) {
    radialFrequencies[k] = k * df;
    radialValues[k] = (ringCount[k] as number) > 0 ? (ringSum[k] as number) / (ringCount[k] as number) : NaN;
  }
  return { nx, ny, dfx, dfy, values, radialFrequencies, radialValues };
}

function meanSquare(values: Float64Array): number {
  let s = 0;
  for (const v of values) s += v * v;
  return s / values.length;
}

function wrap(index: number, size: number): number {
  return ((index % size) + size) % size;
}
