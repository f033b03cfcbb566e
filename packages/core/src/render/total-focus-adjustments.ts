// Brightness and contrast of a total-focus image (spec part 2 §3 file meta totalFocusImageBrightness /
// totalFocusImageContrast, default 0; part 3 dialog "total focus image adjustments"): a point operation on
// the colour picture of an image channel, never on heights.
//
// The formula is GIMP's "Brightness-Contrast" (app/operations/gimpoperationbrightnesscontrast.c, GIMP 2.10),
// chosen because users know it from there: with b = brightness / 100 / 2 and c = contrast / 100, each of R,
// G and B as v in 0…1 becomes
//   v' = b < 0 ? v · (1 + b) : v + (1 − v) · b                  (brightness: towards black or white)
//   v'' = (v' − 0.5) · tan((c + 1) · π / 4) + 0.5               (contrast: a slope about mid-grey)
// clamped to 0…1 and rounded to the nearest 8-bit value. GIMP's config range is −1…1; ours is its
// percentage, −100…100 in whole steps, 0 meaning unchanged. Contrast 100 is the threshold at mid-grey
// (slope tan(π/2)), −100 flattens every pixel to mid-grey. Alpha is kept.
import type { RgbaImage } from '../surface/surface-file.ts';

export interface TotalFocusAdjustments {
  /** −100 (black) … 0 (unchanged) … 100 (white). */
  readonly brightness: number;
  /** −100 (flat mid-grey) … 0 (unchanged) … 100 (threshold at mid-grey). */
  readonly contrast: number;
}

export const TOTAL_FOCUS_ADJUSTMENT_RANGE = { min: -100, max: 100 } as const;

export const NO_TOTAL_FOCUS_ADJUSTMENTS: TotalFocusAdjustments = { brightness: 0, contrast: 0 };

/** The 8-bit lookup table of the GIMP map for these settings (index: input value 0…255). */
export function totalFocusLookup({ brightness, contrast }: TotalFocusAdjustments): Uint8Array {
  for (const [name, value] of [
    ['brightness', brightness],
    ['contrast', contrast],
  ] as const)
    if (
      !Number.isFinite(value) ||
      value < TOTAL_FOCUS_ADJUSTMENT_RANGE.min ||
      value > TOTAL_FOCUS_ADJUSTMENT_RANGE.max
    )
      throw new RangeError(`${name} ${value} is outside −100…100`);
  const b = brightness / 100 / 2;
  const slant = Math.tan(((contrast / 100 + 1) * Math.PI) / 4);
  const table = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    const v = i / 255;
    const lit = b < 0 ? v * (1 + b) : v + (1 - v) * b;
    // (lit − 0.5) · slant is 0 · ∞ = NaN only when lit is exactly mid-grey at contrast 100: it stays grey.
    const stretched = (lit - 0.5) * slant;
    const out = (Number.isNaN(stretched) ? 0 : stretched) + 0.5;
    table[i] = Math.round(Math.min(1, Math.max(0, out)) * 255);
  }
  return table;
}

/** A new picture with brightness and contrast applied to R, G and B; the input is not changed. */
export function adjustTotalFocusImage(image: RgbaImage, adjustments: TotalFocusAdjustments): RgbaImage {
  const table = totalFocusLookup(adjustments);
  const rgba = new Uint8Array(image.rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = table[image.rgba[i] as number] as number;
    rgba[i + 1] = table[image.rgba[i + 1] as number] as number;
    rgba[i + 2] = table[image.rgba[i + 2] as number] as number;
    rgba[i + 3] = image.rgba[i + 3] as number;
  }
  return { width: image.width, height: image.height, rgba };
}
