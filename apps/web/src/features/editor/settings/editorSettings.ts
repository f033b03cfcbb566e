// The editor's settings (spec part 2 §3) as the web keeps them: the contract's types and defaults, and
// the validation of part 2 §5 applied to every change a control or a loaded answer makes. Numbers out of
// range are clamped (a slider dragged past the end means "the end"); values that mean nothing (NaN, an
// unknown unit, a colour range whose min is not below its max) are refused and the previous value stays;
// camera data with an invalid coordinate falls back to the default (null), as §5 says.
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  DEFAULT_EDITOR_USER_PREFERENCES,
  EDITOR_SETTINGS_LIMITS,
  IMPERIAL_LENGTH_UNITS,
  LIGHT_ORIENTATIONS,
  CHART_MARKER_STYLES,
  MEASUREMENT_SYSTEMS,
  METRIC_LENGTH_UNITS,
  NUMBER_FORMATS,
  isGradientId,
  type CameraData,
  type CustomGradient,
  type EditorGradientStop,
  type EditorSettings,
} from '@asperity/contract';

export type { CameraData, CustomGradient, EditorGradientStop, EditorSettings };

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  ...DEFAULT_EDITOR_FILE_SETTINGS,
  ...DEFAULT_EDITOR_USER_PREFERENCES,
};

/** The sections `update(section, patch)` changes; custom gradients have their own actions. */
export type EditorSettingsSection = 'colorScale' | 'general' | 'lighting' | 'units' | 'chart';

type Units = EditorSettings['units'];
/** Units patches may change one unit of a system: { metric: { heightUnits: 'nanometer' } }. */
// Units are typed as strings here because the validation refuses a unit of the other system anyway.
export type UnitsPatch = Partial<Omit<Units, 'metric' | 'imperial'>> & {
  metric?: Partial<Record<keyof Units['metric'], string>>;
  imperial?: Partial<Record<keyof Units['imperial'], string>>;
};
export type SectionPatch<S extends EditorSettingsSection> = S extends 'units'
  ? UnitsPatch
  : Partial<EditorSettings[S]>;

const L = EDITOR_SETTINGS_LIMITS;

function clampNumber(value: unknown, previous: number, range: { min: number; max: number }): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return previous;
  return Math.min(range.max, Math.max(range.min, value));
}

function clampInteger(value: unknown, previous: number, range: { min: number; max: number }): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return previous;
  return clampNumber(Math.round(value), previous, range);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], previous: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : previous;
}

function flag(value: unknown, previous: boolean): boolean {
  return typeof value === 'boolean' ? value : previous;
}

function isVec3(value: unknown): value is [number, number, number] {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    value.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}

/** Part 2 §5: accepted only without invalid coordinates, otherwise the default (null). */
export function validCameraData(value: unknown): CameraData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { position, target, rotation } = value as Record<string, unknown>;
  if (!isVec3(position) || !isVec3(target) || !isVec3(rotation)) return null;
  const copy = (v: [number, number, number]): [number, number, number] => [v[0], v[1], v[2]];
  return { position: copy(position), target: copy(target), rotation: copy(rotation) };
}

type Validators = {
  [S in EditorSettingsSection]: (patch: SectionPatch<S>, previous: EditorSettings[S]) => EditorSettings[S];
};

const validators: Validators = {
  colorScale(patch, prev) {
    let range = prev.range;
    if ('range' in patch) {
      const r = patch.range;
      if (r === null) range = null;
      else if (r && Number.isFinite(r.min) && Number.isFinite(r.max) && r.min < r.max)
        range = { min: r.min, max: r.max };
    }
    const gradient =
      typeof patch.gradient === 'string' && isGradientId(patch.gradient) ? patch.gradient : prev.gradient;
    return { gradient, range };
  },
  general(patch, prev) {
    return {
      heightScale: clampNumber(patch.heightScale, prev.heightScale, L.heightScale),
      xScale: clampNumber(patch.xScale, prev.xScale, L.xyScale),
      yScale: clampNumber(patch.yScale, prev.yScale, L.xyScale),
      zScale: clampNumber(patch.zScale, prev.zScale, L.zScale),
      boxOpacity: clampNumber(patch.boxOpacity, prev.boxOpacity, L.boxOpacity),
      flatShading: flag(patch.flatShading, prev.flatShading),
      showBackground: flag(patch.showBackground, prev.showBackground),
      showBox: flag(patch.showBox, prev.showBox),
      showGrid: flag(patch.showGrid, prev.showGrid),
      showGridXYLines: flag(patch.showGridXYLines, prev.showGridXYLines),
      showGridZLines: flag(patch.showGridZLines, prev.showGridZLines),
      showIntersectionLine: flag(patch.showIntersectionLine, prev.showIntersectionLine),
      showStepPlane: flag(patch.showStepPlane, prev.showStepPlane),
      adjustableHeightScale: flag(patch.adjustableHeightScale, prev.adjustableHeightScale),
      cameraData: 'cameraData' in patch ? validCameraData(patch.cameraData) : prev.cameraData,
    };
  },
  lighting(patch, prev) {
    return {
      lightOrientation: oneOf(patch.lightOrientation, LIGHT_ORIENTATIONS, prev.lightOrientation),
      azimuthRelativeToCamera: clampNumber(
        patch.azimuthRelativeToCamera,
        prev.azimuthRelativeToCamera,
        L.azimuth,
      ),
      elevationRelativeToCamera: clampNumber(
        patch.elevationRelativeToCamera,
        prev.elevationRelativeToCamera,
        L.elevation,
      ),
      azimuthRelativeToSample: clampNumber(
        patch.azimuthRelativeToSample,
        prev.azimuthRelativeToSample,
        L.azimuth,
      ),
      elevationRelativeToSample: clampNumber(
        patch.elevationRelativeToSample,
        prev.elevationRelativeToSample,
        L.elevation,
      ),
      lightIntensity: clampNumber(patch.lightIntensity, prev.lightIntensity, L.lightIntensity),
    };
  },
  units(patch, prev) {
    const metric = { ...prev.metric, ...patch.metric };
    const imperial = { ...prev.imperial, ...patch.imperial };
    return {
      measurementSystem: oneOf(patch.measurementSystem, MEASUREMENT_SYSTEMS, prev.measurementSystem),
      metric: {
        distanceUnits: oneOf(metric.distanceUnits, METRIC_LENGTH_UNITS, prev.metric.distanceUnits),
        heightUnits: oneOf(metric.heightUnits, METRIC_LENGTH_UNITS, prev.metric.heightUnits),
      },
      imperial: {
        distanceUnits: oneOf(imperial.distanceUnits, IMPERIAL_LENGTH_UNITS, prev.imperial.distanceUnits),
        heightUnits: oneOf(imperial.heightUnits, IMPERIAL_LENGTH_UNITS, prev.imperial.heightUnits),
      },
      numberFormat: oneOf(patch.numberFormat, NUMBER_FORMATS, prev.numberFormat),
      significantNumber: clampInteger(patch.significantNumber, prev.significantNumber, L.significantNumber),
      decimalNumber: clampInteger(patch.decimalNumber, prev.decimalNumber, L.decimalNumber),
      trailingZeros: flag(patch.trailingZeros, prev.trailingZeros),
      autoHeightUnit: flag(patch.autoHeightUnit, prev.autoHeightUnit),
      superscriptExponents: flag(patch.superscriptExponents, prev.superscriptExponents),
    };
  },
  chart(patch, prev) {
    return {
      markerStyle: oneOf(patch.markerStyle, CHART_MARKER_STYLES, prev.markerStyle),
      showGridLines: flag(patch.showGridLines, prev.showGridLines),
      trackingPoints: flag(patch.trackingPoints, prev.trackingPoints),
    };
  },
};

/** The section after `patch`, validated against part 2 §5 (see the header). */
export function applySectionPatch<S extends EditorSettingsSection>(
  section: S,
  previous: EditorSettings[S],
  patch: SectionPatch<S>,
): EditorSettings[S] {
  return (validators[section] as (p: SectionPatch<S>, prev: EditorSettings[S]) => EditorSettings[S])(
    patch,
    previous,
  );
}

/** A colour stop within §5 ranges (channels 0–255, alpha 0–1, position 0–1); NaN parts are refused. */
export function validGradientStop(stop: EditorGradientStop): EditorGradientStop | undefined {
  const values = [stop.r, stop.g, stop.b, stop.a, stop.stop];
  if (!values.every((v) => Number.isFinite(v))) return undefined;
  return {
    r: clampNumber(stop.r, 0, L.colorChannel),
    g: clampNumber(stop.g, 0, L.colorChannel),
    b: clampNumber(stop.b, 0, L.colorChannel),
    a: clampNumber(stop.a, 0, L.alpha),
    stop: clampNumber(stop.stop, 0, { min: 0, max: 1 }),
  };
}

/** A custom gradient's content without its key; undefined when a stop is invalid or the name is empty. */
export function validCustomGradient(
  gradient: Omit<CustomGradient, 'key'>,
): Omit<CustomGradient, 'key'> | undefined {
  const name = gradient.name.trim();
  if (name.length === 0 || name.length > L.gradientName.max) return undefined;
  if (gradient.stops.length < L.gradientStops.min || gradient.stops.length > L.gradientStops.max)
    return undefined;
  const stops: EditorGradientStop[] = [];
  for (const s of gradient.stops) {
    const valid = validGradientStop(s);
    if (!valid) return undefined;
    stops.push(valid);
  }
  return { name, stops };
}

/** Part 2 §4: a new custom gradient's key is the highest key plus one (0 for the first). */
export function nextCustomGradientKey(gradients: readonly CustomGradient[]): number {
  return gradients.reduce((max, g) => Math.max(max, g.key), -1) + 1;
}

/** Settings loaded from the server or elsewhere, every section validated against the defaults. */
export function validSettings(settings: EditorSettings): EditorSettings {
  const base = DEFAULT_EDITOR_SETTINGS;
  const customGradients: CustomGradient[] = [];
  for (const g of settings.customGradients) {
    const valid = validCustomGradient(g);
    if (valid && Number.isInteger(g.key) && g.key >= 0 && !customGradients.some((c) => c.key === g.key)) {
      customGradients.push({ key: g.key, ...valid });
    }
  }
  return {
    colorScale: applySectionPatch('colorScale', base.colorScale, settings.colorScale),
    general: applySectionPatch('general', base.general, settings.general),
    lighting: applySectionPatch('lighting', base.lighting, settings.lighting),
    units: applySectionPatch('units', base.units, settings.units),
    chart: applySectionPatch('chart', base.chart, settings.chart),
    customGradients,
  };
}
