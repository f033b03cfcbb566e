// State of the volume tool (spec part 2 §3 "Volume", §4):
// - the result resets to 0 bumps and 0 holes on a new request, on failure and on any change of the
//   polygon; the error clears on a request, a success and a polygon change;
// - step is 0 while the polygon is drawn and 1 once it is measured; it returns to 0 on a viewer reload;
// - clearing the drawing and removing the last point abandon the pending request ("operations").
import type { VolumeResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import type { EditorSurfaceInfo } from '../../editorSession.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import { polygonInMetres, type NormalisedPoint } from './polygonInMetres.ts';

export const MIN_POLYGON_VERTICES = 3;

export interface VolumeState {
  readonly polylinePoints: readonly NormalisedPoint[];
  readonly result: { readonly bumps: number; readonly holes: number };
  /** The whole answer of the last success (net volume, area, pixels), null otherwise. */
  readonly details: VolumeResult | null;
  readonly busy: boolean;
  readonly error: AnalysisFailure | null;
  readonly step: 0 | 1;
  readonly forkHash: string | null;
  readonly addPoint: (point: NormalisedPoint) => void;
  readonly removeLastPoint: () => void;
  readonly clear: () => void;
  readonly calculate: (
    http: HttpClient,
    target: AnalysisTarget,
    data: Pick<EditorSurfaceInfo, 'cols' | 'rows' | 'pixelSize' | 'pixelSizeY' | 'x0' | 'y0'>,
  ) => Promise<void>;
  readonly viewerReloaded: (forkHash: string) => void;
  readonly reset: () => void;
}

const NO_RESULT = { bumps: 0, holes: 0 } as const;

const initial = {
  polylinePoints: [],
  result: NO_RESULT,
  details: null,
  busy: false,
  error: null,
  step: 0,
  forkHash: null,
} as const;

let pending: AbortController | null = null;

function abandonPending(): void {
  pending?.abort();
  pending = null;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export const useVolumeStore = create<VolumeState>()((set, get) => {
  const polygonChanged = (polylinePoints: readonly NormalisedPoint[]) => {
    set({ polylinePoints, result: NO_RESULT, details: null, error: null, step: 0, busy: false });
  };
  return {
    ...initial,
    addPoint: (point) => {
      polygonChanged([...get().polylinePoints, { x: clamp01(point.x), y: clamp01(point.y) }]);
    },
    removeLastPoint: () => {
      abandonPending();
      polygonChanged(get().polylinePoints.slice(0, -1));
    },
    clear: () => {
      abandonPending();
      polygonChanged([]);
    },
    calculate: async (http, target, data) => {
      const points = get().polylinePoints;
      if (points.length < MIN_POLYGON_VERTICES) return;
      abandonPending();
      const controller = new AbortController();
      pending = controller;
      set({ busy: true, error: null, result: NO_RESULT, details: null, step: 1, forkHash: target.forkHash });
      try {
        const answer = await callEditorAnalysis<VolumeResult>(
          http,
          'volume',
          target,
          polygonInMetres(points, data),
          controller.signal,
        );
        if (pending !== controller) return;
        pending = null;
        set({ busy: false, result: { bumps: answer.bumps, holes: answer.holes }, details: answer });
      } catch (error) {
        if (pending !== controller || isAbort(error)) return;
        pending = null;
        set({ busy: false, result: NO_RESULT, details: null, error: analysisFailure(error) });
      }
    },
    viewerReloaded: (forkHash) => {
      if (get().forkHash === null || get().forkHash === forkHash) return;
      abandonPending();
      set({ step: 0, busy: false, forkHash: null });
    },
    reset: () => {
      abandonPending();
      set(initial);
    },
  };
});
