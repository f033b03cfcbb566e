import { describe, expect, it } from 'vitest';
import { BOX_HEIGHT, boxHeight, computeSurfaceBox, stretchBox, surfaceExtent } from './surface-box.ts';

describe('computeSurfaceBox', () => {
  it('scales the longer lateral side to 1 and keeps the aspect ratio between pixel centres', () => {
    expect(computeSurfaceBox({ nx: 101, ny: 51, dx: 1e-6, dy: 1e-6 })).toEqual({ sizeX: 1, sizeY: 0.5 });
    const tall = computeSurfaceBox({ nx: 11, ny: 11, dx: 1e-6, dy: 4e-6 });
    expect(tall.sizeY).toBe(1);
    expect(tall.sizeX).toBeCloseTo(0.25, 12);
  });

  it('is independent of the physical scale', () => {
    const afm = computeSurfaceBox({ nx: 256, ny: 128, dx: 40e-9, dy: 40e-9 });
    const profilometer = computeSurfaceBox({ nx: 256, ny: 128, dx: 40e-6, dy: 40e-6 });
    expect(afm.sizeX).toBeCloseTo(profilometer.sizeX, 12);
    expect(afm.sizeY).toBeCloseTo(profilometer.sizeY, 12);
  });

  it('falls back to square pixels for broken pixel sizes', () => {
    expect(computeSurfaceBox({ nx: 5, ny: 3, dx: Number.NaN, dy: 0 })).toEqual({ sizeX: 1, sizeY: 0.5 });
    expect(computeSurfaceBox({ nx: 5, ny: 5, dx: 2e-6, dy: -1 })).toEqual({ sizeX: 1, sizeY: 1 });
  });

  it('gives a single-row profile a finite box', () => {
    const box = computeSurfaceBox({ nx: 100, ny: 1, dx: 1e-6, dy: 1e-6 });
    expect(box.sizeX).toBe(1);
    expect(box.sizeY).toBeGreaterThan(0);
    expect(Number.isFinite(box.sizeY)).toBe(true);
  });
});

describe('boxHeight', () => {
  it('is a quarter of the lateral size at height scale 1 and grows linearly', () => {
    expect(BOX_HEIGHT).toBe(0.25);
    expect(boxHeight(1)).toBe(0.25);
    expect(boxHeight(4)).toBe(1);
    expect(boxHeight(0)).toBe(0);
  });
});

describe('stretchBox', () => {
  it('multiplies each lateral side by its own scale and keeps 1 × 1 as is', () => {
    expect(stretchBox({ sizeX: 1, sizeY: 0.5 }, { x: 1, y: 1 })).toEqual({ sizeX: 1, sizeY: 0.5 });
    expect(stretchBox({ sizeX: 1, sizeY: 0.5 }, { x: 3, y: 10 })).toEqual({ sizeX: 3, sizeY: 5 });
  });
});

describe('surfaceExtent', () => {
  it('is the distance between the first and last pixel centres in metres', () => {
    const extent = surfaceExtent({ nx: 101, ny: 51, dx: 1e-6, dy: 2e-6 });
    expect(extent.extentX).toBeCloseTo(100e-6, 15);
    expect(extent.extentY).toBeCloseTo(100e-6, 15);
  });
});
