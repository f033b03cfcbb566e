import { featureSettingsSchema, parseSavedSettingsFile } from '@asperity/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useArealStore } from '../editor/analysis/areal/useArealStore.ts';
import { useDimensionStore } from '../editor/analysis/dimension/useDimensionStore.ts';
import { useStepHeightModeStore } from '../editor/analysis/step-height/useStepHeightModeStore.ts';
import { useStepHistogramStore } from '../editor/analysis/step-height/useStepHistogramStore.ts';
import { useStepLineStore } from '../editor/analysis/step-height/useStepLineStore.ts';
import { useStepRectanglesStore } from '../editor/analysis/step-height/useStepRectanglesStore.ts';
import { useVolumeStore } from '../editor/analysis/volume/useVolumeStore.ts';
import { useBearingStore } from '../editor/analysis/bearing/useBearingStore.ts';
import { useGrainsStore } from '../editor/analysis/grains/useGrainsStore.ts';
import { useProfileParametersStore } from '../editor/analysis/profile/useProfileParametersStore.ts';
import { usePsdStore } from '../editor/analysis/psd/usePsdStore.ts';
import { useSliceStore } from '../editor/analysis/slice/useSliceStore.ts';
import { activeAnalyses, panelSettingsAdapters, type SurfaceFrame } from './panelSettings.ts';

// Powers of two, so metres ↔ fractions of the image convert exactly and round trips compare equal.
const FRAME: SurfaceFrame = {
  cols: 128,
  rows: 64,
  pixelSize: 2 ** -20,
  pixelSizeY: 2 ** -19,
  x0: 2 ** -16,
  y0: -(2 ** -17),
};
const WIDTH = FRAME.cols * FRAME.pixelSize;
const HEIGHT = FRAME.rows * FRAME.pixelSizeY;

beforeEach(() => {
  useStepHeightModeStore.getState().reset();
  useVolumeStore.getState().reset();
  useDimensionStore.getState().reset();
  // A volume needs a polygon and a dimension an item before their settings are valid.
  for (const point of [
    { x: 0.125, y: 0.25 },
    { x: 0.75, y: 0.25 },
    { x: 0.5, y: 0.875 },
  ])
    useVolumeStore.getState().addPoint(point);
  useDimensionStore.getState().addPoint({ x: WIDTH / 4, y: HEIGHT / 2 });
  useDimensionStore.getState().addPoint({ x: WIDTH / 2, y: HEIGHT / 8 });
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
      const saved = adapter.read(FRAME);
      const parsed = parseSavedSettingsFile({
        format: 'asperity-settings',
        version: 1,
        feature: kind,
        name: 'x',
        settings: saved,
      });
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      adapter.apply(featureSettingsSchema(kind).parse(saved) as Record<string, unknown>, FRAME);
      expect(adapter.read(FRAME)).toEqual(saved);
    },
  );

  it('has an adapter for every analysis kind the server stores settings of', () => {
    expect(Object.keys(panelSettingsAdapters).sort()).toEqual([
      'ArealParameters',
      'AveragePsd',
      'BearingRatio',
      'Dimension',
      'Particles',
      'ProfileParameters',
      'Slice',
      'StepHeightHistogram',
      'StepHeightLine',
      'StepHeightRectangle',
      'Volume',
    ]);
  });

  it('saves the volume polygon in metres in the surface frame and applies it on another image', () => {
    expect(panelSettingsAdapters.Volume.read(FRAME)).toEqual({
      xs: [FRAME.x0 + WIDTH / 8, FRAME.x0 + (3 * WIDTH) / 4, FRAME.x0 + WIDTH / 2],
      ys: [FRAME.y0 + HEIGHT / 4, FRAME.y0 + HEIGHT / 4, FRAME.y0 + (7 * HEIGHT) / 8],
    });
    // The same sample cropped to its left half: vertices beyond its right edge come to lie on it.
    const cropped = { ...FRAME, cols: 64 };
    panelSettingsAdapters.Volume.apply(
      { xs: [FRAME.x0, FRAME.x0 + WIDTH / 4, FRAME.x0 + WIDTH], ys: [FRAME.y0, FRAME.y0, FRAME.y0 + HEIGHT] },
      cropped,
    );
    expect(useVolumeStore.getState().polylinePoints).toEqual([
      { x: 0, y: 0 },
      { x: 0.5, y: 0 },
      { x: 1, y: 1 },
    ]);
    expect(useVolumeStore.getState().step).toBe(0);
  });

  it('applies dimension items in the image frame, names kept, items off the image dropped', () => {
    panelSettingsAdapters.Dimension.apply(
      {
        lines: [
          { name: 'gap', start: { x: FRAME.x0, y: FRAME.y0 }, end: { x: FRAME.x0 + WIDTH / 2, y: FRAME.y0 } },
        ],
        angles: [{ a: { x: 0, y: 0 }, b: { x: FRAME.x0 + 2 * WIDTH, y: 0 }, c: { x: 0, y: 0 } }],
        circles: [
          {
            points: [
              { x: FRAME.x0 + WIDTH / 4, y: FRAME.y0 },
              { x: FRAME.x0, y: FRAME.y0 + HEIGHT / 4 },
              { x: FRAME.x0 + WIDTH / 2, y: FRAME.y0 + HEIGHT / 4 },
            ],
          },
        ],
      },
      FRAME,
    );
    expect(useDimensionStore.getState().items).toEqual([
      {
        kind: 'line',
        name: 'gap',
        points: [
          { x: 0, y: 0 },
          { x: WIDTH / 2, y: 0 },
        ],
        active: false,
      },
      {
        kind: 'circle',
        name: 'circle 1',
        points: [
          { x: WIDTH / 4, y: 0 },
          { x: 0, y: HEIGHT / 4 },
          { x: WIDTH / 2, y: HEIGHT / 4 },
        ],
        active: false,
      },
    ]);
  });

  it('opens the step-height tool whose settings are applied, with the independent rectangles', () => {
    panelSettingsAdapters.StepHeightRectangle.apply(
      {
        area: { left: 0.1, top: 0.1, right: 0.9, bottom: 0.8 },
        independent: true,
        rectangle: { left: 0.1, top: 0.1, right: 0.4, bottom: 0.8 },
        rectangle2: { left: 0.6, top: 0.1, right: 0.9, bottom: 0.8 },
        material2: 'Au',
        dissimilarMaterials: true,
      },
      FRAME,
    );
    expect(useStepHeightModeStore.getState().mode).toBe('rectangles');
    const state = useStepRectanglesStore.getState();
    expect(state.step).toBe(0);
    expect(state.settings).toMatchObject({ independent: true, material2: 'Au', dissimilarMaterials: true });
    expect(state.rectangle2).toEqual({ left: 0.6, top: 0.1, right: 0.9, bottom: 0.8 });

    panelSettingsAdapters.StepHeightHistogram.apply({ bins: 256 }, FRAME);
    expect(useStepHeightModeStore.getState().mode).toBe('histogram');
    expect(useStepHistogramStore.getState().settings.bins).toBe(256);
  });

  it('refuses step-height settings with custom material offsets, which the panel cannot show', () => {
    expect(() =>
      panelSettingsAdapters.StepHeightLine.apply({ material1: { psi: 1e-9, vsi: 2e-9 } }, FRAME),
    ).toThrow(/Custom material/);
    expect(useStepLineStore.getState().settings.material1).toBe('Dielectric');
  });

  it('refuses saved settings outside the analysis schema', () => {
    expect(() => panelSettingsAdapters.Volume.apply({ xs: [0, 1], ys: [0, 1] }, FRAME)).toThrow();
    expect(useVolumeStore.getState().polylinePoints).toHaveLength(3);
  });

  it('sets the areal panel from saved settings, the restricted area included', () => {
    panelSettingsAdapters.ArealParameters.apply(
      {
        areaOfInterest: { left: 0.1, top: 0.2, right: 0.6, bottom: 0.9 },
        spatialThreshold: 0.3,
        materialRatio: 0.25,
      },
      FRAME,
    );
    expect(useArealStore.getState().settings).toMatchObject({
      areaOfInterest: 'restricted',
      restrictedArea: { left: 0.1, top: 0.2, right: 0.6, bottom: 0.9 },
      spatialThreshold: 0.3,
      materialRatio: 0.25,
      materialRatioHeight: 0,
    });
  });

  it('moves the shared slice line when profile settings are applied', () => {
    panelSettingsAdapters.ProfileParameters.apply(
      {
        line: { type: 'vertical', start: { x: 0.3, y: 0 }, end: { x: 0.3, y: 1 } },
        cutoffLength: { type: 'CUSTOM', customValue: 8e-5 },
        component: 'waviness',
      },
      FRAME,
    );
    expect(useSliceStore.getState().line).toMatchObject({ type: 'vertical', start: { x: 0.3 } });
    expect(useProfileParametersStore.getState().settings).toMatchObject({
      component: 'waviness',
      cutoffLength: { type: 'CUSTOM', customValue: 8e-5 },
    });
  });

  it('lists as active analyses only the panels with a result', () => {
    expect(activeAnalyses(FRAME)).toEqual([]);
    useBearingStore.setState({ data: { curve: [] } as never });
    useStepHistogramStore.setState({ result: {} as never });
    expect(activeAnalyses(FRAME)).toEqual([
      { feature: 'BearingRatio', settings: { bins: 20, continuousHistogram: false } },
      {
        feature: 'StepHeightHistogram',
        settings: {
          bins: 100,
          groupSpread: 'adjacent',
          minimumRelativeFrequency: 0.1,
          proportional: 0,
          variation: 0,
        },
      },
    ]);
  });
});
