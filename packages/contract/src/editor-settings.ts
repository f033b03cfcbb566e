// The editor's display settings (spec part 2 §3 "Settings", §5 validation, §9 defaults): colour scale,
// general view options, lighting, units, chart options and the user's custom gradients. The web editor
// keeps them in one store; the server stores the view sections per file and user
// (GET/PUT /api/editor/settings) and the user's own defaults — units, chart options, custom gradients —
// once per user (GET/PUT /api/user/preferences/editor). Both calls are designed here (docs/api.md).
//
// Defaults the spec does not give are designed and marked "designed" below.
import { z } from 'zod';
import {
  CHART_MARKER_STYLES,
  EDITOR_SETTING_RANGES,
  HEIGHT_SCALE_DEFAULT,
  LIGHTING_DEFAULTS,
  LIGHT_ORIENTATIONS,
} from './constants.ts';
import {
  DEFAULT_GRADIENT,
  IMPERIAL_LENGTH_UNITS,
  MEASUREMENT_SYSTEMS,
  METRIC_LENGTH_UNITS,
  NUMBER_FORMATS,
  UNITS_SETTINGS_DEFAULTS,
  isGradientName,
} from '@asperity/core';

export const EDITOR_SETTINGS_PATHS = {
  fileSettings: '/api/editor/settings',
  userPreferences: '/api/user/preferences/editor',
} as const;

const R = EDITOR_SETTING_RANGES;
/**
 * Ranges of part 2 §5 (constants.ts EDITOR_SETTING_RANGES) by setting name, plus the designed bounds the
 * spec does not give: the z scale (as the XY scales), light angles, gradient and list sizes.
 */
export const EDITOR_SETTINGS_LIMITS = {
  significantNumber: R.significantDigits,
  decimalNumber: R.decimalPlaces,
  colorChannel: R.colorChannel,
  alpha: R.colorAlpha,
  lightIntensity: R.lightIntensity,
  heightScale: R.heightScale,
  boxOpacity: R.boxOpacity,
  xyScale: R.xyScale,
  zScale: R.xyScale,
  azimuth: { min: 0, max: 360 },
  elevation: { min: -90, max: 90 },
  gradientStops: { min: 2, max: 32 },
  gradientName: { max: 60 },
  customGradients: { max: 50 },
} as const;

/** Designed: 0° (light travelling away from the viewer / along +x of the sample), as the viewer's default. */
export const DEFAULT_LIGHT_AZIMUTH = 0;

const L = EDITOR_SETTINGS_LIMITS;
// zod 4 numbers are finite already (Infinity and NaN are refused).
const finite = z.number();
const ranged = (range: { min: number; max: number }) => finite.min(range.min).max(range.max);

/** A custom gradient is referred to by the colour scale as `custom:<key>`. */
export const CUSTOM_GRADIENT_PREFIX = 'custom:';
export function customGradientId(key: number): string {
  return `${CUSTOM_GRADIENT_PREFIX}${key}`;
}
/** The key of a `custom:<key>` gradient id, or undefined for a built-in name or anything else. */
export function customGradientKey(id: string): number | undefined {
  const match = /^custom:(\d{1,9})$/.exec(id);
  return match ? Number(match[1]) : undefined;
}
export function isGradientId(id: string): boolean {
  return isGradientName(id) || customGradientKey(id) !== undefined;
}

export const gradientStopSchema = z.object({
  r: ranged(L.colorChannel),
  g: ranged(L.colorChannel),
  b: ranged(L.colorChannel),
  a: ranged(L.alpha),
  stop: ranged({ min: 0, max: 1 }),
});
export type EditorGradientStop = z.infer<typeof gradientStopSchema>;

export const customGradientSchema = z.object({
  key: z.number().int().min(0).max(999_999_999),
  name: z.string().trim().min(1).max(L.gradientName.max),
  stops: z.array(gradientStopSchema).min(L.gradientStops.min).max(L.gradientStops.max),
});
export type CustomGradient = z.infer<typeof customGradientSchema>;

const colorRangeSchema = z
  .object({ min: finite, max: finite })
  .refine((r) => r.min < r.max, { message: 'invalid-request', path: ['max'] });

export const colorScaleSettingsSchema = z.object({
  gradient: z.string().refine(isGradientId, { message: 'invalid-request' }).default(DEFAULT_GRADIENT),
  /** Metres; null = the surface's own height range. */
  range: colorRangeSchema.nullable().default(null),
});

const vec3 = z.tuple([finite, finite, finite]);
const cameraDataSchema = z.object({ position: vec3, target: vec3, rotation: vec3 });
export type CameraData = z.infer<typeof cameraDataSchema>;

export const generalSettingsSchema = z.object({
  heightScale: ranged(L.heightScale).default(HEIGHT_SCALE_DEFAULT),
  xScale: ranged(L.xyScale).default(1),
  yScale: ranged(L.xyScale).default(1),
  zScale: ranged(L.zScale).default(1),
  // Designed: a faint box so the surface stands out from it.
  boxOpacity: ranged(L.boxOpacity).default(0.3),
  flatShading: z.boolean().default(false),
  showBackground: z.boolean().default(true),
  showBox: z.boolean().default(true),
  showGrid: z.boolean().default(true),
  showGridXYLines: z.boolean().default(true),
  showGridZLines: z.boolean().default(true),
  showIntersectionLine: z.boolean().default(true),
  showStepPlane: z.boolean().default(true),
  adjustableHeightScale: z.boolean().default(true),
  // Part 2 §5: camera data with any invalid coordinate is not an error, the default (null) applies.
  cameraData: cameraDataSchema.nullable().catch(null).default(null),
});

export const lightingSettingsSchema = z.object({
  lightOrientation: z.enum(LIGHT_ORIENTATIONS).default('relative_to_camera'),
  azimuthRelativeToCamera: ranged(L.azimuth).default(DEFAULT_LIGHT_AZIMUTH),
  elevationRelativeToCamera: ranged(L.elevation).default(LIGHTING_DEFAULTS.elevationRelativeToCamera),
  azimuthRelativeToSample: ranged(L.azimuth).default(DEFAULT_LIGHT_AZIMUTH),
  elevationRelativeToSample: ranged(L.elevation).default(LIGHTING_DEFAULTS.elevationRelativeToSample),
  // Designed: full intensity (the viewer keeps an ambient term, so 1 never burns out the surface).
  lightIntensity: ranged(L.lightIntensity).default(1),
});

export const unitsSettingsSchema = z.object({
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS).default(UNITS_SETTINGS_DEFAULTS.measurementSystem),
  metric: z
    .object({
      distanceUnits: z.enum(METRIC_LENGTH_UNITS).default(UNITS_SETTINGS_DEFAULTS.metric.distanceUnits),
      heightUnits: z.enum(METRIC_LENGTH_UNITS).default(UNITS_SETTINGS_DEFAULTS.metric.heightUnits),
    })
    .prefault({}),
  imperial: z
    .object({
      distanceUnits: z.enum(IMPERIAL_LENGTH_UNITS).default(UNITS_SETTINGS_DEFAULTS.imperial.distanceUnits),
      heightUnits: z.enum(IMPERIAL_LENGTH_UNITS).default(UNITS_SETTINGS_DEFAULTS.imperial.heightUnits),
    })
    .prefault({}),
  numberFormat: z.enum(NUMBER_FORMATS).default(UNITS_SETTINGS_DEFAULTS.numberFormat),
  significantNumber: z
    .number()
    .int()
    .min(L.significantNumber.min)
    .max(L.significantNumber.max)
    .default(UNITS_SETTINGS_DEFAULTS.significantNumber),
  decimalNumber: z
    .number()
    .int()
    .min(L.decimalNumber.min)
    .max(L.decimalNumber.max)
    .default(UNITS_SETTINGS_DEFAULTS.decimalNumber),
  trailingZeros: z.boolean().default(UNITS_SETTINGS_DEFAULTS.trailingZeros),
  // On (issue 15 item 8): lengths show in the unit part 2 §9's automatic rule picks for their magnitude,
  // so AFM data reads "0.977 nm", not "0.0009766 µm"; off, the chosen units (default micron) stand.
  autoHeightUnit: z.boolean().default(true),
  // Part 2 §9: "unit exponents 2 and 3 render as superscripts" — on by default.
  superscriptExponents: z.boolean().default(true),
});

export const chartSettingsSchema = z.object({
  // Designed: the first style the spec lists.
  markerStyle: z.enum(CHART_MARKER_STYLES).default('distance'),
  showGridLines: z.boolean().default(true),
  trackingPoints: z.boolean().default(true),
});

/** What is stored per file and user: how that surface is shown. */
export const editorFileSettingsSchema = z
  .object({
    colorScale: colorScaleSettingsSchema.prefault({}),
    general: generalSettingsSchema.prefault({}),
    lighting: lightingSettingsSchema.prefault({}),
  })
  .meta({ id: 'EditorFileSettings' });
export type EditorFileSettings = z.infer<typeof editorFileSettingsSchema>;

/** What is stored once per user: how numbers are written, chart options, the user's own gradients. */
export const editorUserPreferencesSchema = z
  .object({
    units: unitsSettingsSchema.prefault({}),
    chart: chartSettingsSchema.prefault({}),
    customGradients: z
      .array(customGradientSchema)
      .max(L.customGradients.max)
      .refine((list) => new Set(list.map((g) => g.key)).size === list.length, {
        message: 'invalid-request',
      })
      .default([]),
  })
  .meta({ id: 'EditorUserPreferences' });
export type EditorUserPreferences = z.infer<typeof editorUserPreferencesSchema>;

export const editorSettingsSchema = editorFileSettingsSchema.extend(editorUserPreferencesSchema.shape);
export type EditorSettings = z.infer<typeof editorSettingsSchema>;

export const editorSettingsQuerySchema = z.object({ fileGuid: z.string().min(1).max(64) });

export const DEFAULT_EDITOR_FILE_SETTINGS: EditorFileSettings = editorFileSettingsSchema.parse({});
export const DEFAULT_EDITOR_USER_PREFERENCES: EditorUserPreferences = editorUserPreferencesSchema.parse({});
