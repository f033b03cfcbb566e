// State of the height-histogram panel (spec part 2 §6 "height histogram", POST
// /api/editor/height-histogram; bins default 20 as the bearing-ratio panel, contract
// analysisContracts['height-histogram']): busy on request, data or error, busy off.
import type { HeightDistributionHistogram } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import type { ContinuousDensity } from './HeightHistogramChart.tsx';

export interface HeightHistogramSettings {
  readonly bins: number;
  readonly continuousHistogram: boolean;
}

export interface HeightHistogramAnswer {
  readonly histogram: HeightDistributionHistogram;
  readonly continuous: (ContinuousDensity & { readonly bandwidth: number }) | null;
}

export const DEFAULT_HEIGHT_HISTOGRAM_SETTINGS: HeightHistogramSettings = {
  bins: 20,
  continuousHistogram: false,
};
export const HEIGHT_HISTOGRAM_BINS_RANGE = { min: 1, max: 10_000 } as const;

export interface HeightHistogramState {
  readonly settings: HeightHistogramSettings;
  readonly busy: boolean;
  readonly data: HeightHistogramAnswer | null;
  readonly error: AnalysisFailure | null;
  readonly forkHash: string | null;
  readonly update: (patch: Partial<HeightHistogramSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly viewerReloaded: (forkHash: string) => void;
  readonly reset: () => void;
}

const initial = {
  settings: DEFAULT_HEIGHT_HISTOGRAM_SETTINGS,
  busy: false,
  data: null,
  error: null,
  forkHash: null,
} as const;

let latestRequest = 0;

export const useHeightHistogramStore = create<HeightHistogramState>()((set, get) => ({
  ...initial,
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  calculate: async (http, target) => {
    const request = ++latestRequest;
    set({ busy: true, error: null, forkHash: target.forkHash });
    try {
      const data = await callEditorAnalysis<HeightHistogramAnswer>(http, 'height-histogram', target, {
        ...get().settings,
      });
      if (request === latestRequest) set({ data, busy: false });
    } catch (error) {
      if (request !== latestRequest || isAbort(error)) return;
      set({ error: analysisFailure(error), data: null, busy: false });
    }
  },
  viewerReloaded: (forkHash) => {
    if (get().forkHash === null || get().forkHash === forkHash) return;
    latestRequest++;
    set({ data: null, error: null, busy: false, forkHash: null });
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
}));
