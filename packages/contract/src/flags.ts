// Feature flags with the defaults of spec part 1 §9 and part 3 §9. The server reads overrides from
// its FEATURE_FLAGS setting ("subscriptions=on,annotations=off") and sends the resulting set to the
// web app, so both sides decide with the same values.
import { z } from 'zod';

/** Where the server publishes the installation's flag set (public: the web app needs it first). */
export const FEATURE_FLAGS_PATH = '/api/config/flags';

export const featureFlagDefaults = {
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
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof featureFlagDefaults;
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

export const featureFlagNames = Object.keys(featureFlagDefaults) as FeatureFlagName[];

export function isFeatureFlagName(value: unknown): value is FeatureFlagName {
  return typeof value === 'string' && Object.hasOwn(featureFlagDefaults, value);
}

/** The flag set as the server sends it to clients; every flag present. */
export const featureFlagsSchema = z
  .object(
    Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<
      FeatureFlagName,
      z.ZodBoolean
    >,
  )
  .strict()
  .meta({ id: 'FeatureFlags' });

// Names are matched ignoring case, dashes and underscores, so `xyScale`, `xy-scale` and `XY_SCALE`
// all work in an environment variable.
const canonicalName = (name: string): string => name.toLowerCase().replace(/[-_]/g, '');
const flagByCanonicalName = new Map<string, FeatureFlagName>(
  featureFlagNames.map((n) => [canonicalName(n), n]),
);

const onValues = new Set(['on', 'true', '1', 'yes']);
const offValues = new Set(['off', 'false', '0', 'no']);

export type FeatureFlagOverrides = Partial<Record<FeatureFlagName, boolean>>;

/**
 * Parses `name=on,name=off` (values on/off, true/false, 1/0, yes/no; entries separated by commas or
 * whitespace). Returns the overrides or the list of problems, each naming the offending entry.
 */
export function parseFeatureFlagOverrides(
  text: string,
): { ok: true; overrides: FeatureFlagOverrides } | { ok: false; errors: string[] } {
  const overrides: FeatureFlagOverrides = {};
  const errors: string[] = [];
  for (const entry of text.split(/[,\s]+/).filter((e) => e !== '')) {
    const eq = entry.indexOf('=');
    if (eq < 0) {
      errors.push(`"${entry}": expected name=on or name=off`);
      continue;
    }
    const rawName = entry.slice(0, eq);
    const rawValue = entry.slice(eq + 1).toLowerCase();
    const name = flagByCanonicalName.get(canonicalName(rawName));
    if (!name) {
      errors.push(`unknown feature flag "${rawName}" (known: ${featureFlagNames.join(', ')})`);
      continue;
    }
    const value = onValues.has(rawValue) ? true : offValues.has(rawValue) ? false : undefined;
    if (value === undefined) {
      errors.push(`"${entry}": value must be on or off`);
      continue;
    }
    if (name in overrides) {
      errors.push(`feature flag "${name}" is given more than once`);
      continue;
    }
    overrides[name] = value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, overrides };
}

/** Defaults with the overrides applied. */
export function withFeatureFlagOverrides(overrides: FeatureFlagOverrides = {}): FeatureFlags {
  return { ...featureFlagDefaults, ...overrides };
}

/**
 * Schema for the FEATURE_FLAGS setting: an absent or empty value gives the defaults; every bad
 * entry becomes one issue (so a config error lists all of them at once).
 */
export const featureFlagsEnvSchema = z
  .string()
  .optional()
  .transform((text, ctx): FeatureFlags => {
    const parsed = parseFeatureFlagOverrides(text ?? '');
    if (!parsed.ok) {
      for (const message of parsed.errors) ctx.addIssue({ code: 'custom', message, input: text });
      return z.NEVER;
    }
    return withFeatureFlagOverrides(parsed.overrides);
  });

/** Parses FEATURE_FLAGS or throws one Error listing every problem. */
export function parseFeatureFlags(text: string | undefined): FeatureFlags {
  const parsed = parseFeatureFlagOverrides(text ?? '');
  if (!parsed.ok) throw new Error(`Invalid FEATURE_FLAGS: ${parsed.errors.join('; ')}`);
  return withFeatureFlagOverrides(parsed.overrides);
}
