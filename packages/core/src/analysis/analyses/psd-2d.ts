// The 2D and radial PSD analysis (issue 4 item 3): the areal PSD as a small centred grid (block-averaged
// down to at most MAX_GRID points a side) and its radial average. Kernel and normalisation in
// spectral/psd-2d.ts: S in m⁴, f in 1/m, Σ S·Δfx·Δfy = variance.
import type { Surface } from '../../surface/surface.ts';
import { defineAnalysis } from '../define-analysis.ts';
import { psd2d as computePsd2d } from '../spectral/psd-2d.ts';
import type { PsdWindow } from '../spectral/psd-window.ts';

const MAX_GRID = 256;

export interface Psd2dParams {
  readonly window: PsdWindow;
  readonly tukeyCoefficient: number;
}

export interface Psd2dResult {
  /** Block means of S; cell (c, r) spans fx from (c·binX − ⌊nx/2⌋)·dfx over binX grid columns, likewise y. */
  readonly grid: {
    readonly width: number;
    readonly height: number;
    readonly binX: number;
    readonly binY: number;
    readonly dfx: number;
    readonly dfy: number;
    readonly values: number[];
  };
  readonly radial: { readonly frequencies: number[]; readonly psd: number[] };
}

export const psd2d = defineAnalysis({
  id: 'psd-2d',
  title: 'Areal (2D) and radially averaged power spectral density',
  run(surface: Surface, params: Psd2dParams): Psd2dResult {
    const psd = computePsd2d(surface, params.window, params.tukeyCoefficient);
    const binX = Math.ceil(psd.nx / MAX_GRID);
    const binY = Math.ceil(psd.ny / MAX_GRID);
    const width = Math.ceil(psd.nx / binX);
    const height = Math.ceil(psd.ny / binY);
    const sums = new Float64Array(width * height);
    const counts = new Float64Array(width * height);
    for (let row = 0; row < psd.ny; row++)
      for (let col = 0; col < psd.nx; col++) {
        const cell = Math.floor(row / binY) * width + Math.floor(col / binX);
        sums[cell] = (sums[cell] as number) + (psd.values[row * psd.nx + col] as number);
        counts[cell] = (counts[cell] as number) + 1;
      }
    return {
      grid: {
        width,
        height,
        binX,
        binY,
        dfx: psd.dfx,
        dfy: psd.dfy,
        values: Array.from(sums, (s, i) => s / (counts[i] as number)),
      },
      radial: { frequencies: Array.from(psd.radialFrequencies), psd: Array.from(psd.radialValues) },
    };
  },
});
