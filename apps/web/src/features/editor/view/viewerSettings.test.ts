import { describe, expect, it } from 'vitest';
import { sameCamera, surfaceOfEditorSurface, viewerBackground, viewerLighting } from './viewerSettings.ts';

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

describe('sameCamera', () => {
  const camera = {
    position: [1, 2, 3] as [number, number, number],
    target: [0, 0.1, 0] as [number, number, number],
    rotation: [-0.5, 0.2, 0] as [number, number, number],
  };
  it('compares poses by value', () => {
    expect(sameCamera(camera, structuredClone(camera))).toBe(true);
    expect(sameCamera(camera, { ...camera, target: [0, 0.2, 0] })).toBe(false);
    expect(sameCamera(camera, { ...camera, rotation: [-0.5, 0.2, 1e-9] })).toBe(false);
  });
  it('treats null as the default framing and undefined as nothing known', () => {
    expect(sameCamera(null, null)).toBe(true);
    expect(sameCamera(null, camera)).toBe(false);
    expect(sameCamera(camera, null)).toBe(false);
    expect(sameCamera(undefined, null)).toBe(false);
    expect(sameCamera(null, undefined)).toBe(false);
  });
});
