import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis/analysis-error.ts';
import { makeSurface } from '../surface/build.ts';
import type { Surface } from '../surface/surface.ts';
import { NO_INPUTS } from './define-operator.ts';
import { deconvolveTip, erode, modelTipHeight, type DeconvolveTipParams } from './deconvolve-tip.ts';
import { roughSurface } from '../../test/ops-surfaces.ts';

const D = 10e-9; // 10 nm pixels

/** i(x) = max_p [s(x − p) + t(p)] with the tip sampled on a (2h+1)² grid: the imaging by a tip. */
function dilate(s: Surface, tipAt: (x: number, y: number) => number, h: number): Surface {
  const z = new Float64Array(s.nx * s.ny);
  for (let row = 0; row < s.ny; row++)
    for (let col = 0; col < s.nx; col++) {
      let best = -Infinity;
      for (let dr = -h; dr <= h; dr++)
        for (let dc = -h; dc <= h; dc++) {
          const r = row - dr;
          const c = col - dc;
          if (r < 0 || r >= s.ny || c < 0 || c >= s.nx) continue;
          best = Math.max(best, (s.z[r * s.nx + c] as number) + tipAt(dc * s.dx, dr * s.dy));
        }
      z[row * s.nx + col] = best;
    }
  return { ...s, z };
}

function field(nx: number, ny: number, f: (col: number, row: number) => number): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) for (let col = 0; col < nx; col++) z[row * nx + col] = f(col, row);
  return makeSurface({ nx, ny, dx: D, dy: D }, z);
}

const PARABOLIC: DeconvolveTipParams = { shape: 'parabolic', radius: 50e-9, halfAngle: 20 };

describe('tip.deconvolve', () => {
  it('a step imaged by a pyramid: plateau and far floor exact, the unreachable foot stays the image', () => {
    // Flanks of 45°, apex radius ~0: t = −max(|x|, |y|), one pixel down per pixel (10 nm) from the apex.
    const H = 50e-9;
    const step = field(40, 6, (col) => (col >= 20 ? H : 0));
    const params: DeconvolveTipParams = { shape: 'pyramid', radius: 1e-15, halfAngle: 45 };
    const tipAt = (x: number, y: number) => modelTipHeight('pyramid', 1e-15, 45, x, y);
    const image = dilate(step, tipAt, 30);
    expect(image.z[17]).toBeCloseTo(H - 3 * D, 14); // broadened by the flank
    const out = deconvolveTip.apply(image, params, NO_INPUTS);
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 40; col++) {
        const i = row * 40 + col;
        // The tip's flank touches the step's edge: the foot (cols 15…19) cannot be reached.
        const expected = col >= 20 ? H : col >= 15 ? (image.z[i] as number) : 0;
        expect(out.z[i]).toBeCloseTo(expected, 14);
      }
  });

  it('recovers a paraboloid hill imaged by a sharper parabolic tip; the result is an upper bound', () => {
    const R = 400e-9;
    const hill = field(48, 48, (col, row) => -(((col - 23.5) * D) ** 2 + ((row - 23.5) * D) ** 2) / (2 * R));
    const tipAt = (x: number, y: number) => modelTipHeight('parabolic', 50e-9, 0, x, y);
    const image = dilate(hill, tipAt, 47);
    const out = deconvolveTip.apply(image, PARABOLIC, NO_INPUTS);
    let broadening = 0;
    let error = 0;
    for (let i = 0; i < out.z.length; i++) {
      const s = hill.z[i] as number;
      broadening = Math.max(broadening, (image.z[i] as number) - s);
      // Within ~ρ·r/R ≤ 5 px of the border the tip touched the hill with its apex outside the field,
      // where the erosion has no data (as in Gwyddion): those points keep part of the broadening.
      const col = i % 48;
      const row = (i - col) / 48;
      if (col >= 6 && col < 42 && row >= 6 && row < 42)
        error = Math.max(error, Math.abs((out.z[i] as number) - s));
      expect(out.z[i]).toBeGreaterThanOrEqual(s - 1e-21);
      expect(out.z[i]).toBeLessThanOrEqual((image.z[i] as number) + 1e-21);
    }
    expect(broadening).toBeGreaterThan(5e-9);
    // Only the tip's sampling on the pixel grid separates the reconstruction from the hill.
    expect(error).toBeLessThan(0.05 * broadening);
  });

  it('eroding the image of an eroded surface gives it back exactly (ε δ ε = ε)', () => {
    const rough = { ...roughSurface(32, 28, 7), dx: D, dy: D };
    const once = deconvolveTip.apply(rough, PARABOLIC, NO_INPUTS);
    const tipAt = (x: number, y: number) => modelTipHeight('parabolic', 50e-9, 0, x, y);
    const twice = deconvolveTip.apply(dilate(once, tipAt, 64), PARABOLIC, NO_INPUTS);
    for (let i = 0; i < once.z.length; i++) expect(twice.z[i]).toBeCloseTo(once.z[i] as number, 21);
  });

  it('a measured tip sampled from the model gives the model result; pyramid ≠ cone', () => {
    const base = roughSurface(24, 24, 9);
    const rough = { ...base, dx: D, dy: D, z: base.z.map((v) => 0.1 * v) };
    const tip = field(
      41,
      41,
      (col, row) => modelTipHeight('pyramid', 20e-9, 25, (col - 20) * D, (row - 20) * D) + 1e-6,
    );
    const pyramid: DeconvolveTipParams = { shape: 'pyramid', radius: 20e-9, halfAngle: 25 };
    const model = deconvolveTip.apply(rough, pyramid, NO_INPUTS);
    const measured = deconvolveTip.apply(
      rough,
      { ...pyramid, shape: 'measured', tipFileGuid: 't' },
      { surfaces: [tip], names: ['tip.sur'] },
    );
    let differs = false;
    const cone = deconvolveTip.apply(rough, { ...pyramid, shape: 'cone' }, NO_INPUTS);
    for (let i = 0; i < model.z.length; i++) {
      expect(measured.z[i]).toBeCloseTo(model.z[i] as number, 21);
      if (Math.abs((cone.z[i] as number) - (model.z[i] as number)) > 1e-12) differs = true;
    }
    expect(differs).toBe(true);
  });

  it('keeps invalid points invalid, skips them in the minimum, and refuses bad tips', () => {
    const flat = field(10, 10, () => 1e-8);
    const z = new Float64Array(flat.z);
    z[55] = NaN;
    const out = erode(
      { ...flat, z },
      { dc: Int32Array.of(0, 1), dr: Int32Array.of(0, 0), t: Float64Array.of(0, -1e-9) },
    );
    expect(out[55]).toBeNaN();
    expect(out[54]).toBe(1e-8);
    const code = (p: Partial<DeconvolveTipParams>, inputs = NO_INPUTS) => {
      try {
        deconvolveTip.apply(flat, { ...PARABOLIC, ...p }, inputs);
      } catch (error) {
        if (error instanceof AnalysisError) return error.code;
      }
      return undefined;
    };
    expect(code({ radius: 0 })).toBe('invalid-request');
    expect(code({ shape: 'cone', halfAngle: 90 })).toBe('invalid-request');
    expect(code({ shape: 'measured' })).toBe('invalid-request');
    const coarseTip = { ...flat, dx: 2 * D };
    expect(code({ shape: 'measured' }, { surfaces: [coarseTip], names: ['t'] })).toBe('size-mismatch');
  });
});
