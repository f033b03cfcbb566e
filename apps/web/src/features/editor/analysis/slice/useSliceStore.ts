// State of the slice panel (spec part 2 §3 "Slice / profile / step", §9 defaults a1 0.1, a2 0.9) and
// of the slice line it shares with the profile-parameters panel. The profile is computed by the
// server (POST /api/editor/profile) for the line, Z-axis mode, markers and reference line.
import type { ProfileResult, ZAxisMode } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import {
  DEFAULT_SLICE_LINE,
  lineRequest,
  withPosition,
  withType,
  type FractionPoint,
  type SliceLine,
  type SliceType,
} from './sliceLine.ts';

export interface SliceSettings {
  readonly zAxis: ZAxisMode;
  readonly useMarkers: boolean;
  /** Marker positions as fractions of the profile length. */
  readonly a1: number;
  readonly a2: number;
  readonly horizontalReferenceLine: boolean;
  /** Metres, in the chosen Z-axis mode. */
  readonly referenceLineHeight: number;
  readonly showAreaMeasurement: boolean;
}

export const DEFAULT_SLICE_SETTINGS: SliceSettings = {
  zAxis: 'centered',
  useMarkers: true,
  a1: 0.1,
  a2: 0.9,
  horizontalReferenceLine: false,
  referenceLineHeight: 0,
  showAreaMeasurement: false,
};

export interface SliceState {
  readonly line: SliceLine;
  readonly settings: SliceSettings;
  readonly busy: boolean;
  readonly result: ProfileResult | null;
  readonly resultKey: string | null;
  readonly error: AnalysisFailure | null;
  readonly setType: (type: SliceType) => void;
  /** Moves a horizontal or vertical line, or replaces the line (then diagonal, §4). */
  readonly setLine: (line: SliceLine) => void;
  readonly setPosition: (start: FractionPoint, end: FractionPoint) => void;
  readonly update: (patch: Partial<SliceSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly reset: () => void;
}

export function sliceRequest(line: SliceLine, settings: SliceSettings): Record<string, unknown> {
  return { line: lineRequest(line), ...settings };
}

export function sliceKey(target: AnalysisTarget, line: SliceLine, settings: SliceSettings): string {
  return JSON.stringify([target.fileGuid, target.channel, target.forkHash, sliceRequest(line, settings)]);
}

const initial = {
  line: DEFAULT_SLICE_LINE,
  settings: DEFAULT_SLICE_SETTINGS,
  busy: false,
  result: null,
  resultKey: null,
  error: null,
} as const;

let latestRequest = 0;

export const useSliceStore = create<SliceState>()((set, get) => ({
  ...initial,
  setType: (type) => set({ line: withType(get().line, type) }),
  setLine: (line) => set({ line }),
  setPosition: (start, end) => set({ line: withPosition(start, end) }),
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  calculate: async (http, target) => {
    const { line, settings } = get();
    const request = ++latestRequest;
    set({ busy: true, error: null });
    try {
      const result = await callEditorAnalysis<ProfileResult>(
        http,
        'profile',
        target,
        sliceRequest(line, settings),
      );
      if (request === latestRequest)
        set({ result, resultKey: sliceKey(target, line, settings), busy: false });
    } catch (error) {
      if (request !== latestRequest || isAbort(error)) return;
      set({ error: analysisFailure(error), busy: false });
    }
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
}));
