import { describe, expect, it } from 'vitest';
import {
  featureFlagDefaults,
  featureFlagsEnvSchema,
  featureFlagsSchema,
  parseFeatureFlagOverrides,
  parseFeatureFlags,
} from './flags.ts';

describe('feature flags', () => {
  it('has the defaults of part 1 §9 and part 3 §9', () => {
    expect(featureFlagDefaults).toEqual({
      autoUpdate: true,
      pngCompression: true,
      printReport: true,
      requestTechnicalSupport: true,
      resize: true,
      trim: true,
      stitching: true,
      xyScale: true,
      independentStepHeightRectangles: true,
      batchAnalysis: true,
      subscriptions: false,
      subtract: false,
      materialEditor: false,
      annotations: false,
      offlineStatus: false,
    });
  });

  it('gives the defaults for an absent or empty setting', () => {
    expect(parseFeatureFlags(undefined)).toEqual(featureFlagDefaults);
    expect(parseFeatureFlags('  ')).toEqual(featureFlagDefaults);
    expect(featureFlagsEnvSchema.parse(undefined)).toEqual(featureFlagDefaults);
  });

  it('applies overrides', () => {
    const flags = parseFeatureFlags('subscriptions=on,annotations=off,stitching=off');
    expect(flags.subscriptions).toBe(true);
    expect(flags.annotations).toBe(false);
    expect(flags.stitching).toBe(false);
    expect(flags.resize).toBe(true);
  });

  it('accepts other spellings of names and values', () => {
    expect(
      parseFeatureFlagOverrides('XY_SCALE=false, material-editor=TRUE offline_status=1 trim=no'),
    ).toEqual({
      ok: true,
      overrides: { xyScale: false, materialEditor: true, offlineStatus: true, trim: false },
    });
  });

  it('reports an unknown flag by name, listing the known ones', () => {
    const result = featureFlagsEnvSchema.safeParse('subscriptions=on,darkMode=on');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toContain('unknown feature flag "darkMode"');
    expect(result.error?.issues[0]?.message).toContain('subscriptions');
    expect(() => parseFeatureFlags('darkMode=on')).toThrow(
      /Invalid FEATURE_FLAGS: unknown feature flag "darkMode"/,
    );
  });

  it('reports every bad entry at once', () => {
    const result = parseFeatureFlagOverrides('subscriptions, trim=maybe, foo=on, trim=off, TRIM=on');
    expect(result).toEqual({
      ok: false,
      errors: [
        '"subscriptions": expected name=on or name=off',
        '"trim=maybe": value must be on or off',
        expect.stringContaining('unknown feature flag "foo"'),
        'feature flag "trim" is given more than once',
      ],
    });
  });

  it('validates the flag set sent to clients', () => {
    expect(featureFlagsSchema.parse(featureFlagDefaults)).toEqual(featureFlagDefaults);
    expect(featureFlagsSchema.safeParse({ ...featureFlagDefaults, darkMode: true }).success).toBe(false);
    const { trim: _trim, ...missing } = featureFlagDefaults;
    expect(featureFlagsSchema.safeParse(missing).success).toBe(false);
  });
});
