import { describe, expect, it } from 'vitest';
import { GRADIENTS, gradientToRgba } from '../color/gradients.ts';
import { makeSurface } from '../surface/build.ts';
import { FLAT_SHADE, hillshade } from './hillshade.ts';
import { renderImage, renderPreview, renderSurface } from './render-preview.ts';
import { fitInside, resampleArea } from './resample.ts';

const grid = (nx: number, ny: number, f: (c: number, r: number) => number, dx = 1e-6, dy = dx) => {
  const z = new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++) for (let c = 0; c < nx; c++) z[r * nx + c] = f(c, r);
  return makeSurface({ nx, ny, dx, dy }, z);
};
const pixel = (rgba: Uint8Array, width: number, c: number, r: number) =>
  Array.from(rgba.subarray(4 * (r * width + c), 4 * (r * width + c) + 4));
const rainbow = gradientToRgba(GRADIENTS.rainbow, 2);

describe('resampleArea', () => {
  it('averages the covered area, weighting partly covered pixels, and skips NaN', () => {
    // 4 → 2: pairs; 3 → 2: pixel 1 is split half and half.
    expect(Array.from(resampleArea([1, 3, 5, 7], 4, 1, 2, 1).values)).toEqual([2, 6]);
    const third = resampleArea([0, 3, 6], 3, 1, 2, 1).values;
    expect(third[0]).toBeCloseTo((0 * 1 + 3 * 0.5) / 1.5, 12);
    expect(third[1]).toBeCloseTo((3 * 0.5 + 6) / 1.5, 12);
    const holes = resampleArea([NaN, 4, NaN, NaN], 4, 1, 2, 1);
    expect(holes.values[0]).toBe(4);
    expect(holes.coverage[0]).toBe(0.5);
    expect(holes.values[1]).toBeNaN();
    expect(holes.coverage[1]).toBe(0);
  });

  it('keeps the mean of a field when downsampling 2-D', () => {
    const s = grid(8, 6, (c, r) => c * 10 + r);
    const { values } = resampleArea(s.z, 8, 6, 4, 3);
    // Output (0,0) covers columns 0–1, rows 0–1.
    expect(values[0]).toBeCloseTo((0 + 10 + 1 + 11) / 4, 12);
    expect(values.length).toBe(12);
  });

  it('fits inside the box keeping the aspect ratio', () => {
    expect(fitInside(128, 64, 720, 720)).toEqual({ width: 720, height: 360 });
    expect(fitInside(64, 128, 320, 320)).toEqual({ width: 160, height: 320 });
  });
});

describe('renderSurface 2d', () => {
  it('maps a ramp onto the gradient from its first to its last colour', () => {
    const s = grid(5, 2, (c) => c * 1e-7);
    const image = renderSurface(s, { type: '2d', width: 5, height: 2 });
    expect(image).toMatchObject({ width: 5, height: 2 });
    expect(pixel(image.rgba, 5, 0, 0)).toEqual([0, 0, 255, 255]); // rainbow: blue is low
    expect(pixel(image.rgba, 5, 4, 1)).toEqual([255, 0, 0, 255]); // red is high
    expect(pixel(image.rgba, 5, 2, 0)).toEqual([0, 255, 0, 255]); // green in the middle
    expect(Array.from(rainbow.subarray(0, 4))).toEqual([0, 0, 255, 255]);
  });

  it('makes NaN points transparent (0, 0, 0, 0)', () => {
    const s = grid(3, 3, (c, r) => (c === 1 && r === 1 ? NaN : c + r));
    const image = renderSurface(s, { type: '2d', width: 3, height: 3 });
    expect(pixel(image.rgba, 3, 1, 1)).toEqual([0, 0, 0, 0]);
    expect(pixel(image.rgba, 3, 0, 0)[3]).toBe(255);
    const all = renderSurface(
      grid(2, 2, () => NaN),
      { type: '3d', width: 2, height: 2 },
    );
    expect(Array.from(all.rgba).every((v) => v === 0)).toBe(true);
  });

  it('paints a constant field in mid-gradient and downsamples to the fitted size', () => {
    const flat = renderSurface(
      grid(4, 4, () => 1),
      { type: '2d', width: 2, height: 2 },
    );
    expect(pixel(flat.rgba, 2, 0, 0)).toEqual([0, 255, 0, 255]);
    const wide = renderSurface(
      grid(200, 100, (c) => c),
      { type: '2d', width: 50, height: 50 },
    );
    expect(wide).toMatchObject({ width: 50, height: 25 });
  });
});

describe('renderSurface 3d', () => {
  it('lights a tilted plane uniformly', () => {
    const plane = grid(16, 12, (c, r) => 0.3e-6 * c + 0.2e-6 * r);
    const shade = hillshade(plane.z, 16, 12, 1e-6, 1e-6);
    for (const v of shade) expect(v).toBeCloseTo(shade[0]!, 12);
    // Rising away from the light (to the lower right) means facing it: brighter than flat.
    expect(shade[0]).toBeGreaterThan(FLAT_SHADE);
    const away = hillshade(grid(16, 12, (c, r) => -0.3e-6 * c - 0.2e-6 * r).z, 16, 12, 1e-6, 1e-6);
    for (const v of away) expect(v).toBeCloseTo(away[0]!, 12);
    expect(away[0]).toBeLessThan(FLAT_SHADE);
    // Slopes are true (rise over run in metres): a 45° slope facing the upper left, 45° light.
    const facing = grid(4, 4, (c, r) => (c + r) * 1e-6 * Math.SQRT1_2);
    const lit = hillshade(facing.z, 4, 4, 1e-6, 1e-6);
    expect(lit[5]).toBeCloseTo(1, 12); // normal along the light (45° altitude, 45° slope)
  });

  it('shades colours: a plane is lit uniformly, a slope to the light is brighter than one away', () => {
    const flat = renderSurface(
      grid(8, 8, () => 0),
      { type: '3d', width: 8, height: 8 },
    );
    expect(pixel(flat.rgba, 8, 3, 3)).toEqual([0, 255, 0, 255]);
    // A ridge along the columns: its left side rises towards the right, so faces the light.
    const ridge = grid(9, 9, (c) => -Math.abs(c - 4) * 1e-6);
    const image = renderSurface(ridge, { type: '3d', width: 9, height: 9 });
    const left = pixel(image.rgba, 9, 2, 4);
    const right = pixel(image.rgba, 9, 6, 4);
    // Same height, so the same colour before shading.
    const two = renderSurface(ridge, { type: '2d', width: 9, height: 9 });
    expect(pixel(two.rgba, 9, 2, 4)).toEqual(pixel(two.rgba, 9, 6, 4));
    const brightness = (p: number[]) => p[0]! + p[1]! + p[2]!;
    expect(brightness(left)).toBeGreaterThan(brightness(right));
  });
});

describe('renderImage', () => {
  it('renders a colour picture as it is and averages it when smaller', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
    const same = renderImage({ width: 2, height: 2, rgba }, 2, 2);
    expect(Array.from(same.rgba)).toEqual(Array.from(rgba));
    const one = renderImage({ width: 2, height: 2, rgba }, 1, 1);
    expect(Array.from(one.rgba)).toEqual([128, 0, 128, 255]);
    const viaChannel = renderPreview(
      { surface: grid(2, 2, () => 0), image: { width: 2, height: 2, rgba } },
      { type: '3d', width: 2, height: 2 },
    );
    expect(Array.from(viaChannel.rgba)).toEqual(Array.from(rgba));
  });
});
