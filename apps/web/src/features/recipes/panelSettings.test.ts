import { featureSettingsSchema, parseSavedSettingsFile } from '@asperity/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useArealStore } from '../editor/analysis/areal/useArealStore.ts';
import { useBearingStore } from '../editor/analysis/bearing/useBearingStore.ts';
import { useGrainsStore } from '../editor/analysis/grains/useGrainsStore.ts';
import { useProfileParametersStore } from '../editor/analysis/profile/useProfileParametersStore.ts';
import { usePsdStore } from '../editor/analysis/psd/usePsdStore.ts';
import { useSliceStore } from '../editor/analysis/slice/useSliceStore.ts';
import { activeAnalyses, panelSettingsAdapters } from './panelSettings.ts';

beforeEach(() => {
  useArealStore.getState().reset();
  useBearingStore.getState().reset();
  useGrainsStore.getState().reset();
  usePsdStore.getState().reset();
  useSliceStore.getState().reset();
  useProfileParametersStore.getState().reset();
});

describe('panel settings adapters', () => {
  it.each(Object.values(panelSettingsAdapters).map((adapter) => [adapter.kind, adapter]))(
    '%s: what a panel saves is valid for its analysis and comes back unchanged',
    (kind, adapter) => {
      const saved = adapter.read();
      const parsed = parseSavedSettingsFile({
        format: 'asperity-settings',
        version: 1,
        feature: kind,
        name: 'x',
        settings: saved,
      });
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      adapter.apply(featureSettingsSchema(kind).parse(saved) as Record<string, unknown>);
      expect(adapter.read()).toEqual(saved);
    },
  );

  it('sets the areal panel from saved settings, the restricted area included', () => {
    panelSettingsAdapters.ArealParameters!.apply({
      areaOfInterest: { left: 0.1, top: 0.2, right: 0.6, bottom: 0.9 },
      spatialThreshold: 0.3,
      materialRatio: 0.25,
    });
    expect(useArealStore.getState().settings).toMatchObject({
      areaOfInterest: 'restricted',
      restrictedArea: { left: 0.1, top: 0.2, right: 0.6, bottom: 0.9 },
      spatialThreshold: 0.3,
      materialRatio: 0.25,
      materialRatioHeight: 0,
    });
  });

  it('moves the shared slice line when profile settings are applied', () => {
    panelSettingsAdapters.ProfileParameters!.apply({
      line: { type: 'vertical', start: { x: 0.3, y: 0 }, end: { x: 0.3, y: 1 } },
      cutoffLength: { type: 'CUSTOM', customValue: 8e-5 },
      component: 'waviness',
    });
    expect(useSliceStore.getState().line).toMatchObject({ type: 'vertical', start: { x: 0.3 } });
    expect(useProfileParametersStore.getState().settings).toMatchObject({
      component: 'waviness',
      cutoffLength: { type: 'CUSTOM', customValue: 8e-5 },
    });
  });

  it('lists as active analyses only the panels with a result', () => {
    expect(activeAnalyses()).toEqual([]);
    useBearingStore.setState({ data: { curve: [] } as never });
    expect(activeAnalyses()).toEqual([
      { feature: 'BearingRatio', settings: { bins: 20, continuousHistogram: false } },
    ]);
  });
});
