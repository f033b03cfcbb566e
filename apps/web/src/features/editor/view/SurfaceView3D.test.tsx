// The 3D view's wiring to the viewer: happy-dom has no WebGL, so SurfaceViewer is a recording fake and
// the test checks which setters the settings and the active feature call with what.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorSurface } from '@asperity/contract';
import type { StepHeightHistogramResult } from '@asperity/core';
import type { AxesSettings, NormalizedLine, NormalizedPath } from '@asperity/viewer';
import { useArealStore } from '../analysis/areal/useArealStore.ts';
import { useDimensionStore } from '../analysis/dimension/useDimensionStore.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useSliceStore } from '../analysis/slice/useSliceStore.ts';
import { useStepHeightModeStore } from '../analysis/step-height/useStepHeightModeStore.ts';
import { useStepHistogramStore } from '../analysis/step-height/useStepHistogramStore.ts';
import { useVolumeStore } from '../analysis/volume/useVolumeStore.ts';
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import { SurfaceView3D } from './SurfaceView3D.tsx';

const fake = vi.hoisted(() => {
  class WebGLUnavailableError extends Error {}
  const noop = () => undefined;
  class SurfaceViewer {
    static last: SurfaceViewer | undefined;
    axes: AxesSettings[] = [];
    lines: (NormalizedLine | null)[] = [];
    planes: (readonly number[] | null)[] = [];
    outlines: (readonly NormalizedPath[] | null)[] = [];
    constructor() {
      SurfaceViewer.last = this;
    }
    setAxes(settings: AxesSettings) {
      this.axes.push(settings);
    }
    setIntersectionLine(line: NormalizedLine | null) {
      this.lines.push(line);
    }
    setStepPlanes(heights: readonly number[] | null) {
      this.planes.push(heights);
    }
    setToolOutline(paths: readonly NormalizedPath[] | null) {
      this.outlines.push(paths);
    }
    getAxisLabels() {
      return [];
    }
    setSurface = noop;
    setGradient = noop;
    setColorRange = noop;
    setLighting = noop;
    setHeightScale = noop;
    setLateralScale = noop;
    setFlatShading = noop;
    setBackground = noop;
    setBox = noop;
    setGrid = noop;
    setCamera = noop;
    dispose = noop;
  }
  return { SurfaceViewer, WebGLUnavailableError };
});

vi.mock('@asperity/viewer', () => ({
  SurfaceViewer: fake.SurfaceViewer,
  WebGLUnavailableError: fake.WebGLUnavailableError,
}));

const surface: EditorSurface = {
  header: {
    cols: 2,
    rows: 2,
    sourceCols: 2,
    sourceRows: 2,
    pixelSize: 1e-6,
    pixelSizeY: 1e-6,
    forkHash: 'f',
  },
  heights: Float32Array.from([0, 1e-6, 2e-6, 3e-6]),
} as unknown as EditorSurface;

function viewer() {
  const v = fake.SurfaceViewer.last;
  if (!v) throw new Error('no viewer created');
  return v;
}

beforeEach(() => {
  fake.SurfaceViewer.last = undefined;
  useEditorSettings.getState().reset();
  useSliceStore.getState().reset();
  useStepHeightModeStore.getState().reset();
  useArealStore.getState().reset();
  useVolumeStore.getState().reset();
  useDimensionStore.getState().reset();
});
afterEach(cleanup);

describe('SurfaceView3D', () => {
  it('shows the axes with the grid, labelled with the units settings', () => {
    renderWithProviders(<SurfaceView3D surface={surface} />);
    expect(viewer().axes.at(-1)?.visible).toBe(true);
    expect(viewer().axes.at(-1)?.formatDistance(20e-6)).toBe('20 µm');
    act(() => useEditorSettings.getState().update('general', { showGrid: false }));
    expect(viewer().axes.at(-1)?.visible).toBe(false);
    act(() => useEditorSettings.getState().update('units', { measurementSystem: 'imperial' }));
    expect(viewer().axes.at(-1)?.distanceUnit).toBe('milliinch');
    expect(
      viewer()
        .axes.at(-1)
        ?.formatDistance(2.54e-5 * 3),
    ).toBe('3 mil');
  });

  it('draws the slice line while the slice panel is open and showIntersectionLine is on', () => {
    const { rerender } = renderWithProviders(<SurfaceView3D surface={surface} />);
    expect(viewer().lines.at(-1)).toBeNull();
    rerender(<SurfaceView3D surface={surface} activeFeatureId="slice" />);
    expect(viewer().lines.at(-1)).toEqual({ start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } });
    act(() => useSliceStore.getState().setPosition({ x: 0.1, y: 0.2 }, { x: 0.9, y: 0.7 }));
    expect(viewer().lines.at(-1)).toEqual({ start: { x: 0.1, y: 0.2 }, end: { x: 0.9, y: 0.7 } });
    act(() => useEditorSettings.getState().update('general', { showIntersectionLine: false }));
    expect(viewer().lines.at(-1)).toBeNull();
    act(() => useEditorSettings.getState().update('general', { showIntersectionLine: true }));
    expect(viewer().lines.at(-1)).not.toBeNull();
    rerender(<SurfaceView3D surface={surface} activeFeatureId="volume" />);
    expect(viewer().lines.at(-1)).toBeNull();
  });

  it('draws the step planes of the step-height result while showStepPlane is on', () => {
    const result = {
      stepHeight: 2e-6,
      groups: [1e-6, 3e-6].map((mean) => ({ mean })),
      primaryIndex: 0,
      secondaryIndex: 1,
    } as unknown as StepHeightHistogramResult;
    renderWithProviders(<SurfaceView3D surface={surface} activeFeatureId="step-height" />);
    expect(viewer().planes.at(-1)).toBeNull();
    act(() => {
      useStepHeightModeStore.getState().setMode('histogram');
      useStepHistogramStore.setState({ result });
    });
    expect(viewer().planes.at(-1)).toEqual([1e-6, 3e-6]);
    act(() => useEditorSettings.getState().update('general', { showStepPlane: false }));
    expect(viewer().planes.at(-1)).toBeNull();
  });

  it('draws the restricted area of the areal panel and the polygon of the volume panel on the relief', () => {
    const { rerender } = renderWithProviders(
      <SurfaceView3D surface={surface} activeFeatureId="areal-parameters" />,
    );
    // The entire image: nothing to outline.
    expect(viewer().outlines.at(-1)).toBeNull();
    act(() => useArealStore.getState().update({ areaOfInterest: 'restricted' }));
    expect(viewer().outlines.at(-1)).toEqual([
      {
        points: [
          { x: 0.25, y: 0.25 },
          { x: 0.75, y: 0.25 },
          { x: 0.75, y: 0.75 },
          { x: 0.25, y: 0.75 },
        ],
        closed: true,
      },
    ]);
    rerender(<SurfaceView3D surface={surface} activeFeatureId="volume" />);
    expect(viewer().outlines.at(-1)).toBeNull();
    act(() => {
      useVolumeStore.getState().addPoint({ x: 0.1, y: 0.1 });
      useVolumeStore.getState().addPoint({ x: 0.9, y: 0.1 });
    });
    expect(viewer().outlines.at(-1)).toEqual([
      {
        points: [
          { x: 0.1, y: 0.1 },
          { x: 0.9, y: 0.1 },
        ],
        closed: false,
      },
    ]);
    act(() => useVolumeStore.getState().addPoint({ x: 0.5, y: 0.8 }));
    expect(viewer().outlines.at(-1)?.[0]?.closed).toBe(true);
    rerender(<SurfaceView3D surface={surface} activeFeatureId="slice" />);
    expect(viewer().outlines.at(-1)).toBeNull();
    // The step-height line tool's line (l1 → l2).
    rerender(<SurfaceView3D surface={surface} activeFeatureId="step-height" />);
    expect(viewer().outlines.at(-1)).toEqual([
      {
        points: [
          { x: 0.1, y: 0.5 },
          { x: 0.9, y: 0.5 },
        ],
        closed: false,
      },
    ]);
    act(() => useStepHeightModeStore.getState().setMode('histogram'));
    expect(viewer().outlines.at(-1)).toBeNull();
    // A dimension line, from metres on the 2 µm × 2 µm image.
    rerender(<SurfaceView3D surface={surface} activeFeatureId="dimension" />);
    expect(viewer().outlines.at(-1)).toBeNull();
    act(() => {
      useDimensionStore.getState().setTool('line');
      useDimensionStore.getState().addPoint({ x: 0, y: 0 });
      useDimensionStore.getState().addPoint({ x: 1e-6, y: 2e-6 });
    });
    expect(viewer().outlines.at(-1)).toEqual([
      {
        points: [
          { x: 0, y: 0 },
          { x: 0.5, y: 1 },
        ],
        closed: false,
      },
    ]);
  });
});
