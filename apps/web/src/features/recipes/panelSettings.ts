// The bridge between analysis panels and saved settings / recipes: for each panel that has one, how to
// read its current settings in the analysis' request shape (contract analysisContracts — the shape saved
// settings and recipe steps store) and how to set the panel from such settings ("apply" of the
// manage-settings dialog is client-side: spec part 3 §4). `active` says whether the panel has a result,
// i.e. is one of the editor's active analyses that "save from current history and analyses" includes.
// Volume and dimension settings are points in metres in the surface's frame (what their calls take):
// reading and applying them needs the open surface's frame (its corner x0/y0 and extent).
import { featureSettingsSchema, type AnalysisFeatureKind } from '@asperity/contract';
import { useArealStore } from '../editor/analysis/areal/useArealStore.ts';
import { arealRequest } from '../editor/analysis/areal/arealSettings.ts';
import { useBearingStore } from '../editor/analysis/bearing/useBearingStore.ts';
import { bearingRequest } from '../editor/analysis/bearing/bearingSettings.ts';
import { useGrainsStore } from '../editor/analysis/grains/useGrainsStore.ts';
import { profileRequest, type ProfileSettings } from '../editor/analysis/profile/profileSettings.ts';
import { useProfileParametersStore } from '../editor/analysis/profile/useProfileParametersStore.ts';
import type { PsdSettings } from '../editor/analysis/psd/psdSettings.ts';
import { usePsdStore } from '../editor/analysis/psd/usePsdStore.ts';
import type { SliceLine } from '../editor/analysis/slice/sliceLine.ts';
import { sliceRequest, useSliceStore, type SliceSettings } from '../editor/analysis/slice/useSliceStore.ts';
import type { GrainsSettings } from '../editor/analysis/grains/grainsSettings.ts';
import {
  dimensionRequest,
  dropOutside,
  isComplete,
  type DimensionItem,
  type MetrePoint,
} from '../editor/analysis/dimension/dimensionItems.ts';
import { useDimensionStore } from '../editor/analysis/dimension/useDimensionStore.ts';
import type {
  FractionRect,
  HistogramSettings,
  LineSettings,
  MaterialSettings,
} from '../editor/analysis/step-height/stepHeightSettings.ts';
import { useStepHeightModeStore } from '../editor/analysis/step-height/useStepHeightModeStore.ts';
import { useStepHistogramStore } from '../editor/analysis/step-height/useStepHistogramStore.ts';
import { useStepLineStore } from '../editor/analysis/step-height/useStepLineStore.ts';
import {
  useStepRectanglesStore,
  type RectanglesSettings,
} from '../editor/analysis/step-height/useStepRectanglesStore.ts';
import { polygonInMetres } from '../editor/analysis/volume/polygonInMetres.ts';
import { useVolumeStore } from '../editor/analysis/volume/useVolumeStore.ts';
import type { EditorSurfaceInfo } from '../editor/editorSession.ts';

/** Where the open surface lies: its top-left corner in its own frame and its pixel grid. */
export type SurfaceFrame = Pick<
  EditorSurfaceInfo,
  'cols' | 'rows' | 'pixelSize' | 'pixelSizeY' | 'x0' | 'y0'
>;

export interface PanelSettingsAdapter {
  readonly kind: AnalysisFeatureKind;
  /** The panel's settings as the analysis call takes them. */
  readonly read: (frame: SurfaceFrame) => Record<string, unknown>;
  /**
   * Sets the panel from stored settings (validated and defaulted here by the contract's schema).
   * Throws when the settings hold something the panel cannot show (the dialog reports it).
   */
  readonly apply: (settings: Record<string, unknown>, frame: SurfaceFrame) => void;
  /** Whether the panel shows a result now. */
  readonly active: () => boolean;
}

const areal: PanelSettingsAdapter = {
  kind: 'ArealParameters',
  read: () => ({ ...arealRequest(useArealStore.getState().settings) }),
  apply: (settings) => {
    const parsed = featureSettingsSchema('ArealParameters').parse(settings) as {
      areaOfInterest: 'entire' | { left: number; top: number; right: number; bottom: number };
      spatialThreshold: number;
      materialRatioHeight: number;
      materialRatio: number;
    };
    const store = useArealStore.getState();
    store.update({
      areaOfInterest: parsed.areaOfInterest === 'entire' ? 'entire' : 'restricted',
      spatialThreshold: parsed.spatialThreshold,
      materialRatioHeight: parsed.materialRatioHeight,
      materialRatio: parsed.materialRatio,
    });
    if (parsed.areaOfInterest !== 'entire') store.setRestrictedArea(parsed.areaOfInterest);
  },
  active: () => useArealStore.getState().result !== null,
};

const bearing: PanelSettingsAdapter = {
  kind: 'BearingRatio',
  read: () => ({ ...bearingRequest(useBearingStore.getState().settings) }),
  apply: (settings) => {
    const parsed = featureSettingsSchema('BearingRatio').parse(settings) as {
      bins: number;
      continuousHistogram: boolean;
    };
    useBearingStore.getState().update({ bins: parsed.bins, continuousHistogram: parsed.continuousHistogram });
  },
  active: () => useBearingStore.getState().data !== null,
};

// The PSD and particles panels keep the analysis' own settings shape.
const psd: PanelSettingsAdapter = {
  kind: 'AveragePsd',
  read: () => ({ ...usePsdStore.getState().settings }),
  apply: (settings) =>
    usePsdStore.getState().update(featureSettingsSchema('AveragePsd').parse(settings) as PsdSettings),
  active: () => usePsdStore.getState().data !== null,
};

const particles: PanelSettingsAdapter = {
  kind: 'Particles',
  read: () => ({ ...useGrainsStore.getState().settings }),
  apply: (settings) =>
    useGrainsStore.getState().update(featureSettingsSchema('Particles').parse(settings) as GrainsSettings),
  active: () => useGrainsStore.getState().data !== null,
};

// The slice and profile-parameters panels share the slice line (drawn on the 2D view): their saved
// settings carry it, and applying them moves it.
const slice: PanelSettingsAdapter = {
  kind: 'Slice',
  read: () => {
    const { line, settings } = useSliceStore.getState();
    return sliceRequest(line, settings);
  },
  apply: (settings) => {
    const { line, ...rest } = featureSettingsSchema('Slice').parse(settings) as SliceSettings & {
      line: SliceLine;
    };
    const store = useSliceStore.getState();
    store.setLine(line);
    store.update(rest);
  },
  active: () => useSliceStore.getState().result !== null,
};

const profile: PanelSettingsAdapter = {
  kind: 'ProfileParameters',
  read: () => profileRequest(useSliceStore.getState().line, useProfileParametersStore.getState().settings),
  apply: (settings) => {
    const parsed = featureSettingsSchema('ProfileParameters').parse(settings) as Omit<
      ProfileSettings,
      'cutoffLength'
    > & {
      line: SliceLine;
      splineTension?: number;
      cutoffLength: { type: ProfileSettings['cutoffLength']['type']; customValue?: number };
    };
    const { line, cutoffLength, splineTension: _tension, ...rest } = parsed;
    useSliceStore.getState().setLine(line);
    useProfileParametersStore.getState().update({
      ...rest,
      cutoffLength: { type: cutoffLength.type, customValue: cutoffLength.customValue ?? null },
    });
  },
  active: () => useProfileParametersStore.getState().result !== null,
};

// The three step-height tools are one panel with a mode: applying a tool's settings also opens that tool.
// The panel offers the tabulated materials only; a file's own offsets ({ psi, vsi }) are refused.
function tabulated(settings: {
  readonly material1: unknown;
  readonly material2: unknown;
}): Pick<MaterialSettings, 'material1' | 'material2'> {
  const { material1, material2 } = settings;
  if (typeof material1 !== 'string' || typeof material2 !== 'string')
    throw new Error('Custom material offsets (psi, vsi) cannot be set in the step-height panel.');
  return { material1, material2 } as Pick<MaterialSettings, 'material1' | 'material2'>;
}

const stepHeightLine: PanelSettingsAdapter = {
  kind: 'StepHeightLine',
  read: () => ({ ...useStepLineStore.getState().settings }),
  apply: (settings) => {
    const parsed = featureSettingsSchema('StepHeightLine').parse(settings) as LineSettings;
    useStepLineStore.getState().update({ ...parsed, ...tabulated(parsed) });
    useStepHeightModeStore.getState().setMode('line');
  },
  active: () => useStepLineStore.getState().result !== null,
};

const stepHeightRectangle: PanelSettingsAdapter = {
  kind: 'StepHeightRectangle',
  // As the calculation sends them: the user's own rectangles only in independent mode.
  read: () => {
    const { settings, rectangle, rectangle2 } = useStepRectanglesStore.getState();
    return {
      ...settings,
      rectangle: settings.independent ? rectangle : null,
      rectangle2: settings.independent ? rectangle2 : null,
    };
  },
  apply: (settings) => {
    const { rectangle, rectangle2, ...rest } = featureSettingsSchema('StepHeightRectangle').parse(
      settings,
    ) as RectanglesSettings & { rectangle: FractionRect | null; rectangle2: FractionRect | null };
    const store = useStepRectanglesStore.getState();
    store.update({ ...rest, ...tabulated(rest) });
    if (rest.independent && rectangle && rectangle2) store.setRectangles(rectangle, rectangle2);
    // The preview and leveling answers were for the old area: the flow starts again from the area.
    store.goTo(0);
    useStepHeightModeStore.getState().setMode('rectangles');
  },
  active: () => useStepRectanglesStore.getState().result !== null,
};

const stepHeightHistogram: PanelSettingsAdapter = {
  kind: 'StepHeightHistogram',
  read: () => ({ ...useStepHistogramStore.getState().settings }),
  apply: (settings) => {
    useStepHistogramStore
      .getState()
      .update(featureSettingsSchema('StepHeightHistogram').parse(settings) as HistogramSettings);
    useStepHeightModeStore.getState().setMode('histogram');
  },
  active: () => useStepHistogramStore.getState().result !== null,
};

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

// The volume panel draws its polygon in fractions of the image; the call (and so saved settings) takes
// metres in the surface's frame. The panel always measures against the outline's plane (the default).
const volume: PanelSettingsAdapter = {
  kind: 'Volume',
  read: (frame) => polygonInMetres(useVolumeStore.getState().polylinePoints, frame),
  apply: (settings, frame) => {
    const { xs, ys } = featureSettingsSchema('Volume').parse(settings) as { xs: number[]; ys: number[] };
    if (xs.length !== ys.length) throw new Error('The polygon has not as many y as x coordinates.');
    const width = frame.cols * frame.pixelSize;
    const height = frame.rows * frame.pixelSizeY;
    const store = useVolumeStore.getState();
    store.clear();
    xs.forEach((x, i) =>
      store.addPoint({ x: clamp01((x - frame.x0) / width), y: clamp01(((ys[i] ?? 0) - frame.y0) / height) }),
    );
  },
  active: () => useVolumeStore.getState().details !== null,
};

type Named<T> = T & { name?: string | undefined };

// Dimension items hold metres from the image's corner; settings are in the surface's frame. Items not
// on this image are dropped, as when the file data changes (spec part 2 §4).
const dimension: PanelSettingsAdapter = {
  kind: 'Dimension',
  read: (frame) => dimensionRequest(useDimensionStore.getState().items, { x: frame.x0, y: frame.y0 }),
  apply: (settings, frame) => {
    const parsed = featureSettingsSchema('Dimension').parse(settings) as {
      lines: Named<{ start: MetrePoint; end: MetrePoint }>[];
      angles: Named<{ a: MetrePoint; b: MetrePoint; c: MetrePoint }>[];
      circles: Named<{ points: MetrePoint[] }>[];
    };
    const local = (p: MetrePoint): MetrePoint => ({ x: p.x - frame.x0, y: p.y - frame.y0 });
    const items: DimensionItem[] = [];
    const add = (kind: DimensionItem['kind'], name: string | undefined, points: MetrePoint[]) => {
      const used = new Set(items.map((item) => item.name));
      let unique = name;
      for (let n = 1; unique === undefined || used.has(unique); n++) unique = `${kind} ${n}`;
      items.push({ kind, name: unique, points: points.map(local), active: false });
    };
    for (const line of parsed.lines) add('line', line.name, [line.start, line.end]);
    for (const angle of parsed.angles) add('angle', angle.name, [angle.a, angle.b, angle.c]);
    for (const circle of parsed.circles) add('circle', circle.name, circle.points);
    useDimensionStore
      .getState()
      .replaceItems(
        dropOutside(items, { width: frame.cols * frame.pixelSize, height: frame.rows * frame.pixelSizeY }),
      );
  },
  active: () => {
    const { result, items } = useDimensionStore.getState();
    return result !== null && items.some(isComplete);
  },
};

/** Panels with saved settings: every analysis feature kind. */
export const panelSettingsAdapters: Readonly<Record<AnalysisFeatureKind, PanelSettingsAdapter>> = {
  ArealParameters: areal,
  AveragePsd: psd,
  BearingRatio: bearing,
  Dimension: dimension,
  Particles: particles,
  ProfileParameters: profile,
  Slice: slice,
  StepHeightHistogram: stepHeightHistogram,
  StepHeightLine: stepHeightLine,
  StepHeightRectangle: stepHeightRectangle,
  Volume: volume,
};

/** The analyses the editor shows results of now, as recipe steps (kind and settings). */
export function activeAnalyses(
  frame: SurfaceFrame,
): { feature: AnalysisFeatureKind; settings: Record<string, unknown> }[] {
  return Object.values(panelSettingsAdapters)
    .filter((adapter) => adapter.active())
    .map((adapter) => ({ feature: adapter.kind, settings: adapter.read(frame) }));
}
