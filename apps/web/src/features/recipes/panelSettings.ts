// The bridge between analysis panels and saved settings / recipes: for each panel that has one, how to
// read its current settings in the analysis' request shape (contract analysisContracts — the shape saved
// settings and recipe steps store) and how to set the panel from such settings ("apply" of the
// manage-settings dialog is client-side: spec part 3 §4). `active` says whether the panel has a result,
// i.e. is one of the editor's active analyses that "save from current history and analyses" includes.
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

export interface PanelSettingsAdapter {
  readonly kind: AnalysisFeatureKind;
  /** The panel's settings as the analysis call takes them. */
  readonly read: () => Record<string, unknown>;
  /** Sets the panel from stored settings (already validated and defaulted by the contract). */
  readonly apply: (settings: Record<string, unknown>) => void;
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

/**
 * Panels with saved settings. Not here: step height (three tools, each with its own settings and mode),
 * volume and dimension (their settings are the shapes drawn on this surface, in its own frame).
 */
export const panelSettingsAdapters: Readonly<Partial<Record<AnalysisFeatureKind, PanelSettingsAdapter>>> = {
  ArealParameters: areal,
  AveragePsd: psd,
  BearingRatio: bearing,
  Particles: particles,
  ProfileParameters: profile,
  Slice: slice,
};

/** The analyses the editor shows results of now, as recipe steps (kind and settings). */
export function activeAnalyses(): { feature: AnalysisFeatureKind; settings: Record<string, unknown> }[] {
  return Object.values(panelSettingsAdapters)
    .filter((adapter) => adapter.active())
    .map((adapter) => ({ feature: adapter.kind, settings: adapter.read() }));
}
