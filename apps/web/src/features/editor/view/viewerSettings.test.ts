import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_SETTINGS } from '../settings/editorSettings.ts';
import {
  sameCamera,
  surfaceOfEditorSurface,
  viewerAxes,
  viewerBackground,
  viewerLighting,
} from './viewerSettings.ts';

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

describe('viewerAxes', () => {
  const units = { ...DEFAULT_EDITOR_SETTINGS.units, autoHeightUnit: false };

  it('shows the axes with the grid and writes labels with the units settings', () => {
    const axes = viewerAxes(true, units, '.');
    expect(axes.visible).toBe(true);
    // Defaults: both in µm; with the automatic height unit on, heights in the range's metric unit.
    expect([axes.distanceUnit, axes.heightUnit]).toEqual(['micron', 'micron']);
    expect(viewerAxes(true, { ...units, autoHeightUnit: true }, '.').heightUnit).toBe('auto');
    expect(viewerAxes(true, { ...units, autoHeightUnit: true }, '.').distanceUnit).toBe('auto');
    expect(axes.formatDistance(20e-6)).toBe('20 µm');
    expect(axes.formatHeight(1.5e-6)).toBe('1.5 µm');
    expect(viewerAxes(false, units, '.').visible).toBe(false);
  });

  it('with the automatic unit, writes each axis in the one unit its span picks', () => {
    const auto = { ...units, autoHeightUnit: true };
    const axes = viewerAxes(true, auto, '.', { distance: 2.5e-3, height: 40e-9 });
    expect([axes.distanceUnit, axes.heightUnit]).toEqual(['millimeter', 'nanometer']);
    expect(axes.formatDistance(0)).toBe('0 mm');
    expect(axes.formatDistance(5e-4)).toBe('0.5 mm');
    expect(axes.formatHeight(0)).toBe('0 nm');
    expect(axes.formatHeight(1.5e-6)).toBe('1500 nm');
  });

  it('follows the imperial system and the locale decimal separator', () => {
    const imperial = { ...units, measurementSystem: 'imperial' as const };
    const axes = viewerAxes(true, imperial, ',');
    expect([axes.distanceUnit, axes.heightUnit]).toEqual(['milliinch', 'microinch']);
    expect(axes.formatDistance(2.54e-5 * 2.5)).toBe('2,5 mil');
    expect(axes.formatHeight(2.54e-8 * 40)).toBe('40 µin');
  });
});
