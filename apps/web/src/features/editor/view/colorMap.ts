// The 2D colour map of the editor (spec part 2 §2, left panel): each height through the same gradient
// and colour range as the 3D view, invalid points transparent. Pure, so it is tested without a canvas.
import { gradientToRgba, type ColorGradient } from '@asperity/core';

export const GRADIENT_TABLE_SIZE = 256;

/** The colour range to draw: the manual one when it is usable, else the valid range of the heights. */
export function effectiveColorRange(
  manual: { min: number; max: number } | null,
  zMin: number | null,
  zMax: number | null,
): { min: number; max: number } | null {
  if (manual && Number.isFinite(manual.min) && Number.isFinite(manual.max) && manual.max > manual.min)
    return manual;
  if (zMin === null || zMax === null) return null;
  return { min: zMin, max: zMax };
}

/**
 * RGBA pixels (row-major, row 0 first) for `heights` through a gradient table of `table.length / 4`
 * entries over `range`. Heights outside the range take the end colours; a flat range gives the middle
 * colour; invalid (NaN) points are fully transparent.
 */
export function colorMapPixels(
  heights: Float32Array,
  table: Uint8Array,
  range: { min: number; max: number } | null,
): Uint8ClampedArray<ArrayBuffer> {
  const entries = table.length / 4;
  if (!Number.isInteger(entries) || entries < 2)
    throw new RangeError('a gradient table needs 2+ RGBA entries');
  const out = new Uint8ClampedArray(heights.length * 4);
  const min = range?.min ?? 0;
  const span = range ? range.max - range.min : 0;
  const last = entries - 1;
  for (let p = 0; p < heights.length; p++) {
    const h = heights[p] ?? Number.NaN;
    if (Number.isNaN(h)) continue;
    const t = span > 0 ? (h - min) / span : 0.5;
    const k = Math.round(Math.min(1, Math.max(0, t)) * last) * 4;
    const o = p * 4;
    out[o] = table[k] ?? 0;
    out[o + 1] = table[k + 1] ?? 0;
    out[o + 2] = table[k + 2] ?? 0;
    out[o + 3] = table[k + 3] ?? 255;
  }
  return out;
}

export function gradientTable(gradient: ColorGradient): Uint8Array {
  return gradientToRgba(gradient, GRADIENT_TABLE_SIZE);
}
