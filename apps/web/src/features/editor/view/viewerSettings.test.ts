import { describe, expect, it } from 'vitest';
import { surfaceOfEditorSurface, viewerBackground, viewerLighting } from './viewerSettings.ts';

const lighting = {
  lightOrientation: 'relative_to_camera' as const,
  azimuthRelativeToCamera: 30,
  elevationRelativeToCamera: -45,
  azimuthRelativeToSample: 120,
  elevationRelativeToSample: -90,
  lightIntensity: 0.6,
};

describe('viewerLighting', () => {
  it('takes the angles of the chosen orientation', () => {
    expect(viewerLighting(lighting)).toEqual({
      azimuthDeg: 30,
      elevationDeg: -45,
      intensity: 0.6,
      relativeTo: 'camera',
    });
    expect(viewerLighting({ ...lighting, lightOrientation: 'relative_to_sample' })).toEqual({
      azimuthDeg: 120,
      elevationDeg: -90,
      intensity: 0.6,
      relativeTo: 'sample',
    });
  });
});

describe('viewerBackground', () => {
  it('is white with the background shown and transparent without', () => {
    expect(viewerBackground(true)).toBe('#ffffff');
    expect(viewerBackground(false)).toBeNull();
  });
});

describe('surfaceOfEditorSurface', () => {
  it('keeps the heights (NaN invalid) and spreads the source extent over the sent grid', () => {
    const surface = surfaceOfEditorSurface({
      header: {
        cols: 3,
        rows: 2,
        sourceCols: 5,
        sourceRows: 3,
        factor: 2,
        pixelSize: 1e-6,
        pixelSizeY: 2e-6,
        zMin: 0,
        zMax: 5,
        forkHash: 'c'.repeat(64),
      },
      heights: Float32Array.from([0, 1, 2, Number.NaN, 4, 5]),
    });
    expect([surface.nx, surface.ny]).toEqual([3, 2]);
    expect(surface.dx).toBeCloseTo(5e-6 / 3, 18);
    expect(surface.dy).toBeCloseTo(3e-6, 18);
    expect([...surface.z]).toEqual([0, 1, 2, Number.NaN, 4, 5]);
  });
});
