// The editor settings schemas: part 2 §9 defaults, §5 ranges, camera data with an invalid coordinate
// read as the default, gradient ids, and distinct custom gradient keys.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  DEFAULT_EDITOR_USER_PREFERENCES,
  customGradientId,
  customGradientKey,
  editorFileSettingsSchema,
  editorUserPreferencesSchema,
  isGradientId,
} from './editor-settings.ts';

const stops = [
  { r: 0, g: 0, b: 0, a: 1, stop: 0 },
  { r: 255, g: 255, b: 255, a: 1, stop: 1 },
];

describe('editor settings schemas', () => {
  it('default to part 2 §9', () => {
    expect(DEFAULT_EDITOR_FILE_SETTINGS.general.heightScale).toBe(1);
    expect(DEFAULT_EDITOR_FILE_SETTINGS.lighting.elevationRelativeToCamera).toBe(-45);
    expect(DEFAULT_EDITOR_FILE_SETTINGS.lighting.elevationRelativeToSample).toBe(-90);
    expect(DEFAULT_EDITOR_USER_PREFERENCES.units).toMatchObject({
      measurementSystem: 'metric',
      metric: { distanceUnits: 'micron', heightUnits: 'micron' },
      imperial: { distanceUnits: 'milliinch', heightUnits: 'microinch' },
      numberFormat: 'significant',
      significantNumber: 4,
      decimalNumber: 4,
      trailingZeros: false,
    });
  });

  it('refuse values outside the §5 ranges', () => {
    for (const general of [
      { heightScale: 5.5 },
      { heightScale: -1 },
      { xScale: 0.9 },
      { yScale: 10.1 },
      { boxOpacity: 2 },
    ])
      expect(editorFileSettingsSchema.safeParse({ general }).success, JSON.stringify(general)).toBe(false);
    expect(editorFileSettingsSchema.safeParse({ lighting: { lightIntensity: 1.1 } }).success).toBe(false);
    for (const units of [
      { significantNumber: 1 },
      { significantNumber: 7 },
      { decimalNumber: 7 },
      { decimalNumber: 1.5 },
    ])
      expect(editorUserPreferencesSchema.safeParse({ units }).success, JSON.stringify(units)).toBe(false);
    const channel = {
      customGradients: [{ key: 0, name: 'X', stops: [{ ...stops[0]!, g: 255.5 }, stops[1]!] }],
    };
    expect(editorUserPreferencesSchema.safeParse(channel).success).toBe(false);
    const alpha = { customGradients: [{ key: 0, name: 'X', stops: [{ ...stops[0]!, a: -0.1 }, stops[1]!] }] };
    expect(editorUserPreferencesSchema.safeParse(alpha).success).toBe(false);
    expect(
      editorUserPreferencesSchema.safeParse({ customGradients: [{ key: 0, name: 'X', stops }] }).success,
    ).toBe(true);
  });

  it('read camera data with an invalid coordinate as the default (null)', () => {
    const camera = { position: [1, 2, 3], target: [0, 0, 0], rotation: [0, 0, 0] };
    expect(editorFileSettingsSchema.parse({ general: { cameraData: camera } }).general.cameraData).toEqual(
      camera,
    );
    const broken = { ...camera, target: [0, null, 0] };
    expect(editorFileSettingsSchema.parse({ general: { cameraData: broken } }).general.cameraData).toBeNull();
  });

  it('name gradients by built-in name or custom:<key>, and want distinct custom keys', () => {
    expect(customGradientId(12)).toBe('custom:12');
    expect(customGradientKey('custom:12')).toBe(12);
    expect(customGradientKey('rainbow')).toBeUndefined();
    expect(isGradientId('black-red-yellow')).toBe(true);
    expect(isGradientId('custom:x')).toBe(false);
    expect(editorFileSettingsSchema.safeParse({ colorScale: { gradient: 'custom:3' } }).success).toBe(true);
    expect(editorFileSettingsSchema.safeParse({ colorScale: { range: { min: 1, max: 1 } } }).success).toBe(
      false,
    );
    const twins = {
      customGradients: [
        { key: 1, name: 'A', stops },
        { key: 1, name: 'B', stops },
      ],
    };
    expect(editorUserPreferencesSchema.safeParse(twins).success).toBe(false);
  });
});
