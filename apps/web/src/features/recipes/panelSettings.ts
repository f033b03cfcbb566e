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

export const panelSettingsAdapters: Readonly<Partial<Record<AnalysisFeatureKind, PanelSettingsAdapter>>> = {
  ArealParameters: areal,
  BearingRatio: bearing,
};

/** The analyses the editor shows results of now, as recipe steps (kind and settings). */
export function activeAnalyses(): { feature: AnalysisFeatureKind; settings: Record<string, unknown> }[] {
  return Object.values(panelSettingsAdapters)
    .filter((adapter) => adapter.active())
    .map((adapter) => ({ feature: adapter.kind, settings: adapter.read() }));
}
