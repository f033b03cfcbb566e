// State of the step-height line tool (spec part 2 §3 "Step height (line)", §4 busy flow): the line
// l1 → l2 is drawn on the 2D view (StepHeightOverlay); POST /api/editor/step-height/line measures
// the step across it. An answer without a valid stepHeight is the "Step height is missing." error.
import type { StepHeightLineResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import { hasStepHeight, STEP_HEIGHT_MISSING_FAILURE } from './requireStepHeight.ts';
import { DEFAULT_LINE_SETTINGS, type LineSettings } from './stepHeightSettings.ts';

export interface StepLineState {
  readonly settings: LineSettings;
  readonly busy: boolean;
  readonly result: StepHeightLineResult | null;
  readonly error: AnalysisFailure | null;
  readonly update: (patch: Partial<LineSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly reset: () => void;
}

const initial = { settings: DEFAULT_LINE_SETTINGS, busy: false, result: null, error: null } as const;

let latestRequest = 0;

export const useStepLineStore = create<StepLineState>()((set, get) => ({
  ...initial,
  // The line or a setting changed: the shown step height was measured with other ones.
  update: (patch) => set({ settings: { ...get().settings, ...patch }, result: null, error: null }),
  calculate: async (http, target) => {
    const request = ++latestRequest;
    set({ busy: true, error: null, result: null });
    try {
      const answer = await callEditorAnalysis<unknown>(http, 'step-height-line', target, {
        ...get().settings,
      });
      if (request !== latestRequest) return;
      if (hasStepHeight(answer)) set({ busy: false, result: answer as StepHeightLineResult });
      else set({ busy: false, error: STEP_HEIGHT_MISSING_FAILURE });
    } catch (error) {
      if (request !== latestRequest || isAbort(error)) return;
      set({ busy: false, error: analysisFailure(error) });
    }
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
}));
