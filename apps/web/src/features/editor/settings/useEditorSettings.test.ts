// The settings store: spec part 2 §9 defaults, §5 validation on every update (clamped or refused), the
// custom gradient actions of §4 (highest key + 1, update and remove by index), replace and reset.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_SETTINGS, validCameraData, type EditorSettings } from './editorSettings.ts';
import { currentEditorSettings, useEditorSettings } from './useEditorSettings.ts';

const store = () => useEditorSettings.getState();

const stops = [
  { r: 0, g: 0, b: 0, a: 1, stop: 0 },
  { r: 255, g: 255, b: 255, a: 1, stop: 1 },
];

beforeEach(() => {
  store().reset();
});

describe('defaults (part 2 §9)', () => {
  it('are metric micron/micron, imperial milliinch/microinch, 4 significant digits, no trailing zeros', () => {
    expect(DEFAULT_EDITOR_SETTINGS.units).toEqual({
      measurementSystem: 'metric',
      metric: { distanceUnits: 'micron', heightUnits: 'micron' },
      imperial: { distanceUnits: 'milliinch', heightUnits: 'microinch' },
      numberFormat: 'significant',
      significantNumber: 4,
      decimalNumber: 4,
      trailingZeros: false,
      // Issue 15 item 8: lengths in the unit of their magnitude unless asked otherwise.
      autoHeightUnit: true,
      superscriptExponents: true,
    });
  });

  it('light from -45° relative to camera and -90° relative to sample, height scale 1, rainbow, auto range', () => {
    expect(DEFAULT_EDITOR_SETTINGS.lighting).toMatchObject({
      lightOrientation: 'relative_to_camera',
      elevationRelativeToCamera: -45,
      elevationRelativeToSample: -90,
    });
    expect(DEFAULT_EDITOR_SETTINGS.general.heightScale).toBe(1);
    expect(DEFAULT_EDITOR_SETTINGS.general.cameraData).toBeNull();
    expect(DEFAULT_EDITOR_SETTINGS.colorScale).toEqual({ gradient: 'rainbow', range: null });
    expect(currentEditorSettings()).toEqual(DEFAULT_EDITOR_SETTINGS);
  });
});

describe('update (part 2 §5)', () => {
  it('clamps the height scale to 0–5, XY scales to 1–10 and box opacity to 0–1', () => {
    store().update('general', { heightScale: 9, xScale: 0.5, yScale: 12, boxOpacity: -0.2 });
    expect(store().general).toMatchObject({ heightScale: 5, xScale: 1, yScale: 10, boxOpacity: 0 });
    store().update('general', { heightScale: -1, xScale: 2.5 });
    expect(store().general).toMatchObject({ heightScale: 0, xScale: 2.5, yScale: 10 });
  });

  it('clamps light intensity to 0–1 and keeps each orientation’s own angles', () => {
    store().update('lighting', {
      lightIntensity: 1.7,
      lightOrientation: 'relative_to_sample',
      azimuthRelativeToSample: 90,
    });
    expect(store().lighting).toEqual({
      lightOrientation: 'relative_to_sample',
      azimuthRelativeToCamera: 0,
      elevationRelativeToCamera: -45,
      azimuthRelativeToSample: 90,
      elevationRelativeToSample: -90,
      lightIntensity: 1,
    });
    store().update('lighting', { lightIntensity: -3 });
    expect(store().lighting.lightIntensity).toBe(0);
  });

  it('keeps significant digits in 2–6 and decimal places in 0–6, as integers', () => {
    store().update('units', { significantNumber: 7, decimalNumber: -1 });
    expect(store().units).toMatchObject({ significantNumber: 6, decimalNumber: 0 });
    store().update('units', { significantNumber: 1, decimalNumber: 9 });
    expect(store().units).toMatchObject({ significantNumber: 2, decimalNumber: 6 });
    store().update('units', { significantNumber: 3.6 });
    expect(store().units.significantNumber).toBe(4);
  });

  it('refuses NaN, unknown names and a unit of the other system, keeping the previous value', () => {
    store().update('general', { heightScale: 2 });
    store().update('general', { heightScale: Number.NaN });
    expect(store().general.heightScale).toBe(2);
    store().update('lighting', { lightOrientation: 'relative_to_moon' as never });
    expect(store().lighting.lightOrientation).toBe('relative_to_camera');
    store().update('units', { metric: { heightUnits: 'inch' } });
    expect(store().units.metric.heightUnits).toBe('micron');
    store().update('units', { metric: { heightUnits: 'nanometer' } });
    expect(store().units.metric).toEqual({ distanceUnits: 'micron', heightUnits: 'nanometer' });
    store().update('colorScale', { gradient: 'plaid' });
    expect(store().colorScale.gradient).toBe('rainbow');
    store().update('colorScale', { gradient: 'custom:4' });
    expect(store().colorScale.gradient).toBe('custom:4');
  });

  it('accepts a colour range only with min below max; null is the automatic range', () => {
    store().update('colorScale', { range: { min: 1e-6, max: 2e-6 } });
    expect(store().colorScale.range).toEqual({ min: 1e-6, max: 2e-6 });
    store().update('colorScale', { range: { min: 3e-6, max: 2e-6 } });
    expect(store().colorScale.range).toEqual({ min: 1e-6, max: 2e-6 });
    store().update('colorScale', { range: null });
    expect(store().colorScale.range).toBeNull();
  });

  it('takes camera data only without invalid coordinates, otherwise the default (null)', () => {
    const camera = { position: [1, 2, 3], target: [0, 0, 0], rotation: [0.5, 0, -0.5] } as const;
    store().update('general', {
      cameraData: { position: [1, 2, 3], target: [0, 0, 0], rotation: [0.5, 0, -0.5] },
    });
    expect(store().general.cameraData).toEqual(camera);
    store().update('general', {
      cameraData: { position: [1, Number.NaN, 3], target: [0, 0, 0], rotation: [0, 0, 0] },
    });
    expect(store().general.cameraData).toBeNull();
    expect(validCameraData({ position: [1, 2], target: [0, 0, 0], rotation: [0, 0, 0] })).toBeNull();
    expect(
      validCameraData({ position: [1, 2, Infinity], target: [0, 0, 0], rotation: [0, 0, 0] }),
    ).toBeNull();
  });
});

describe('custom gradients (part 2 §4)', () => {
  it('add with the highest key plus one, update and remove by index', () => {
    expect(store().addCustomGradient({ name: 'A', stops })).toBe(0);
    expect(store().addCustomGradient({ name: 'B', stops })).toBe(1);
    expect(store().addCustomGradient({ name: 'C', stops })).toBe(2);
    store().removeCustomGradient(1);
    expect(store().customGradients.map((g) => [g.key, g.name])).toEqual([
      [0, 'A'],
      [2, 'C'],
    ]);
    // The highest key is 2, so the next is 3 (not the list length).
    expect(store().addCustomGradient({ name: 'D', stops })).toBe(3);
    expect(
      store().updateCustomGradient(1, {
        name: 'C2',
        stops: [...stops, { r: 10, g: 20, b: 30, a: 0.5, stop: 0.5 }],
      }),
    ).toBe(true);
    expect(store().customGradients[1]).toMatchObject({ key: 2, name: 'C2' });
    expect(store().customGradients[1]!.stops).toHaveLength(3);
    expect(store().updateCustomGradient(7, { name: 'X', stops })).toBe(false);
    store().removeCustomGradient(9);
    expect(store().customGradients).toHaveLength(3);
  });

  it('clamps colour channels to 0–255 and alpha to 0–1; refuses NaN stops, an empty name, one stop', () => {
    const key = store().addCustomGradient({
      name: '  Hot  ',
      stops: [
        { r: 300, g: -5, b: 12.5, a: 1.5, stop: 0 },
        { r: 0, g: 0, b: 0, a: -1, stop: 2 },
      ],
    });
    expect(key).toBe(0);
    expect(store().customGradients[0]).toEqual({
      key: 0,
      name: 'Hot',
      stops: [
        { r: 255, g: 0, b: 12.5, a: 1, stop: 0 },
        { r: 0, g: 0, b: 0, a: 0, stop: 1 },
      ],
    });
    expect(
      store().addCustomGradient({ name: 'Bad', stops: [{ ...stops[0]!, r: Number.NaN }, stops[1]!] }),
    ).toBeUndefined();
    expect(store().addCustomGradient({ name: ' ', stops })).toBeUndefined();
    expect(store().addCustomGradient({ name: 'One', stops: [stops[0]!] })).toBeUndefined();
    expect(store().customGradients).toHaveLength(1);
  });
});

describe('replace and reset', () => {
  it('replace validates every section; reset restores the defaults', () => {
    const loaded: EditorSettings = {
      ...DEFAULT_EDITOR_SETTINGS,
      general: { ...DEFAULT_EDITOR_SETTINGS.general, heightScale: 40, showBox: false },
      units: { ...DEFAULT_EDITOR_SETTINGS.units, measurementSystem: 'imperial', significantNumber: 3 },
      customGradients: [
        { key: 5, name: 'Kept', stops },
        { key: 5, name: 'Same key', stops },
      ],
    };
    store().replace(loaded);
    expect(store().general.heightScale).toBe(5);
    expect(store().general.showBox).toBe(false);
    expect(store().units.measurementSystem).toBe('imperial');
    expect(store().units.significantNumber).toBe(3);
    expect(store().customGradients.map((g) => g.name)).toEqual(['Kept']);
    store().reset();
    expect(currentEditorSettings()).toEqual(DEFAULT_EDITOR_SETTINGS);
  });
});
