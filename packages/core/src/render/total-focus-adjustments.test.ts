import { describe, expect, it } from 'vitest';
import { adjustTotalFocusImage, totalFocusLookup } from './total-focus-adjustments.ts';

describe('total-focus brightness and contrast (GIMP Brightness-Contrast)', () => {
  it('leaves every value unchanged at 0 / 0', () => {
    const table = totalFocusLookup({ brightness: 0, contrast: 0 });
    for (let i = 0; i < 256; i++) expect(table[i]).toBe(i);
  });

  it('brightness moves values towards white (b > 0) or black (b < 0) by half the percentage', () => {
    const lighter = totalFocusLookup({ brightness: 50, contrast: 0 });
    // v + (1 − v) · 0.25: 0 → 63.75, 128/255 → 159.75, 1 → 1.
    expect([lighter[0], lighter[128], lighter[255]]).toEqual([64, 160, 255]);
    const darker = totalFocusLookup({ brightness: -50, contrast: 0 });
    // v · 0.75: 255 → 191.25, 200 → 150, 0 → 0.
    expect([darker[0], darker[200], darker[255]]).toEqual([0, 150, 191]);
  });

  it('contrast scales about mid-grey by tan((c + 1)·π/4): 1 + √2 at 50, flat at −100, threshold at 100', () => {
    const steeper = totalFocusLookup({ brightness: 0, contrast: 50 });
    // 0.6 → 0.5 + 0.1 · 2.41421 = 0.741421 → 189.06; 100/255 → 0.239644 → 61.11.
    expect([steeper[153], steeper[100]]).toEqual([189, 61]);
    expect(new Set(totalFocusLookup({ brightness: 0, contrast: -100 }))).toEqual(new Set([128]));
    const threshold = totalFocusLookup({ brightness: 0, contrast: 100 });
    expect([threshold[0], threshold[127], threshold[128], threshold[255]]).toEqual([0, 0, 255, 255]);
  });

  it('maps R, G and B of a picture, keeps alpha and the input', () => {
    const image = { width: 2, height: 1, rgba: new Uint8Array([0, 128, 255, 7, 200, 100, 153, 255]) };
    const out = adjustTotalFocusImage(image, { brightness: 50, contrast: 50 });
    // Brightness first (v + (1 − v) · 0.25), then (v − 0.5) · (1 + √2) + 0.5, clamped: 0 → 0.25 → 0;
    // 128 → 0.62647 → 205.36; 100 → 0.54412 → 154.66; 153 → 0.7 → 250.63; 200 and 255 clip to white.
    expect([...out.rgba]).toEqual([0, 205, 255, 7, 255, 155, 251, 255]);
    expect(image.rgba[1]).toBe(128);
  });

  it('refuses settings outside −100…100', () => {
    expect(() => totalFocusLookup({ brightness: 101, contrast: 0 })).toThrow(RangeError);
    expect(() => totalFocusLookup({ brightness: 0, contrast: Number.NaN })).toThrow(RangeError);
  });
});
