// State of the step-height rectangles tool, a multi-step flow (spec part 2 §2, §4; part 3 §3–§4):
//   step 0 "area": the area holding the step (default 0.05…0.95) and whether the edge line is manual;
//   step 1 "edge": the preview (POST …/rectangles/preview) shows the edge line and the two level
//     rectangles; a manual line can be moved and previewed again;
//   step 2 "leveling": leveling on/off and its source; POST …/rectangles/leveling-rect;
//   step 3 "result": materials, POST …/rectangles (the answer must hold a valid stepHeight).
// Rules of §4: the preview request sets previewBusy, clears previewError, stores the preview, then
// clears previewBusy, and unless keepRectangle is set it clears rectangle and rectangle2; the
// leveling request sets rectangleBusy, stores rectangle and clears rectangle2; the full calculation
// sets busy, stores the result and sets invalid false; errors go to the matching error field;
// settings updates reset the stored rectangles (except independent rectangles, which the user drew).
import type {
  StepHeightRectanglesLeveling,
  StepHeightRectanglesPreview,
  StepHeightRectanglesResult,
} from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import { hasStepHeight, STEP_HEIGHT_MISSING_FAILURE } from './requireStepHeight.ts';
import {
  DEFAULT_AREA,
  DEFAULT_EDGE_LINE,
  DEFAULT_MATERIALS,
  normaliseRect,
  type EdgeLine,
  type FractionRect,
  type MaterialSettings,
} from './stepHeightSettings.ts';

export type RectanglesStep = 0 | 1 | 2 | 3;
export const LAST_RECTANGLES_STEP: RectanglesStep = 3;

export interface RectanglesSettings extends MaterialSettings {
  readonly area: FractionRect;
  readonly manual: boolean;
  readonly line: EdgeLine;
  readonly independent: boolean;
  readonly leveling: boolean;
  /** 0: plane of rectangle 1, 1: of rectangle 2, 2: one plane through both. */
  readonly levelingSource: 0 | 1 | 2;
}

export const DEFAULT_RECTANGLES_SETTINGS: RectanglesSettings = {
  area: DEFAULT_AREA,
  manual: false,
  line: DEFAULT_EDGE_LINE,
  independent: false,
  leveling: true,
  levelingSource: 0,
  ...DEFAULT_MATERIALS,
};

export interface StepRectanglesState {
  readonly settings: RectanglesSettings;
  readonly step: RectanglesStep;
  readonly preview: StepHeightRectanglesPreview | null;
  readonly previewBusy: boolean;
  readonly previewError: AnalysisFailure | null;
  readonly rectangle: FractionRect | null;
  readonly rectangle2: FractionRect | null;
  /** The plane of the leveling rectangle of the last leveling answer. */
  readonly levelingPlane: StepHeightRectanglesLeveling['plane'] | null;
  readonly rectangleBusy: boolean;
  readonly rectangleError: AnalysisFailure | null;
  readonly result: StepHeightRectanglesResult | null;
  readonly busy: boolean;
  readonly error: AnalysisFailure | null;
  /** true until a result is computed for the current settings. */
  readonly invalid: boolean;
  /** 0–100 when the server reports it; the calls answer at once, so it stays null (indeterminate). */
  readonly progress: number | null;
  readonly update: (patch: Partial<RectanglesSettings>) => void;
  /** Independent mode: the user's own two rectangles. */
  readonly setRectangles: (rectangle: FractionRect, rectangle2: FractionRect) => void;
  readonly goTo: (step: RectanglesStep) => void;
  readonly requestPreview: (
    http: HttpClient,
    target: AnalysisTarget,
    keepRectangle?: boolean,
  ) => Promise<boolean>;
  readonly requestLevelingRectangle: (http: HttpClient, target: AnalysisTarget) => Promise<boolean>;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  /** Next step, with the call that step needs (preview after the area, leveling after step 2). */
  readonly next: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly reset: () => void;
}

const initial = {
  settings: DEFAULT_RECTANGLES_SETTINGS,
  step: 0,
  preview: null,
  previewBusy: false,
  previewError: null,
  rectangle: null,
  rectangle2: null,
  levelingPlane: null,
  rectangleBusy: false,
  rectangleError: null,
  result: null,
  busy: false,
  error: null,
  invalid: true,
  progress: null,
} as const;

let generation = 0;

/** The geometry every call sends: area, manual flag and edge line. */
function geometry(settings: RectanglesSettings) {
  return { area: settings.area, manual: settings.manual, line: settings.line };
}

export const useStepRectanglesStore = create<StepRectanglesState>()((set, get) => ({
  ...initial,
  update: (patch) => {
    const settings = { ...get().settings, ...patch };
    if (patch.area) settings.area = normaliseRect(patch.area);
    const keepUserRectangles = settings.independent && get().settings.independent;
    set({
      settings,
      invalid: true,
      result: null,
      levelingPlane: null,
      ...(keepUserRectangles ? {} : { rectangle: null, rectangle2: null }),
    });
  },
  setRectangles: (rectangle, rectangle2) =>
    set({
      rectangle: normaliseRect(rectangle),
      rectangle2: normaliseRect(rectangle2),
      invalid: true,
      result: null,
    }),
  goTo: (step) => set({ step }),
  requestPreview: async (http, target, keepRectangle = false) => {
    const mine = ++generation;
    set({ previewBusy: true, previewError: null });
    try {
      const preview = await callEditorAnalysis<StepHeightRectanglesPreview>(
        http,
        'step-height-rectangles-preview',
        target,
        geometry(get().settings),
      );
      if (mine !== generation) return false;
      const { settings } = get();
      set({
        preview,
        previewBusy: false,
        // The detected edge becomes the line a manual edit starts from.
        ...(settings.manual ? {} : { settings: { ...settings, line: preview.line } }),
        ...(keepRectangle ? {} : { rectangle: null, rectangle2: null }),
      });
      return true;
    } catch (error) {
      if (mine !== generation || isAbort(error)) return false;
      set({ previewBusy: false, previewError: analysisFailure(error) });
      return false;
    }
  },
  requestLevelingRectangle: async (http, target) => {
    const mine = ++generation;
    const { settings } = get();
    set({ rectangleBusy: true, rectangleError: null });
    try {
      const answer = await callEditorAnalysis<StepHeightRectanglesLeveling>(
        http,
        'step-height-rectangles-leveling',
        target,
        { ...geometry(settings), levelingSource: settings.levelingSource === 1 ? 1 : 0 },
      );
      if (mine !== generation) return false;
      set({
        rectangleBusy: false,
        rectangle: answer.rectangle,
        rectangle2: null,
        levelingPlane: answer.plane,
      });
      return true;
    } catch (error) {
      if (mine !== generation || isAbort(error)) return false;
      set({ rectangleBusy: false, rectangleError: analysisFailure(error) });
      return false;
    }
  },
  calculate: async (http, target) => {
    const mine = ++generation;
    const { settings, rectangle, rectangle2 } = get();
    set({ busy: true, error: null });
    try {
      const answer = await callEditorAnalysis<unknown>(http, 'step-height-rectangles', target, {
        ...settings,
        // Beside the edge the server derives both rectangles from area and line (the stored
        // rectangle is then the leveling one); independent rectangles are the user's own.
        rectangle: settings.independent ? rectangle : null,
        rectangle2: settings.independent ? rectangle2 : null,
      });
      if (mine !== generation) return;
      if (hasStepHeight(answer))
        set({ busy: false, result: answer as StepHeightRectanglesResult, invalid: false });
      else set({ busy: false, result: null, error: STEP_HEIGHT_MISSING_FAILURE });
    } catch (error) {
      if (mine !== generation || isAbort(error)) return;
      set({ busy: false, error: analysisFailure(error) });
    }
  },
  next: async (http, target) => {
    const { step, settings, preview } = get();
    if (step === 0) {
      if (await get().requestPreview(http, target, settings.independent)) {
        const latest = get();
        // Independent rectangles start as the ones the preview proposes.
        if (
          latest.settings.independent &&
          (latest.rectangle === null || latest.rectangle2 === null) &&
          latest.preview
        )
          get().setRectangles(latest.preview.rectangle, latest.preview.rectangle2);
        set({ step: 1 });
      }
      return;
    }
    if (step === 1) {
      if (preview) set({ step: 2 });
      return;
    }
    if (step === 2) {
      const needsLevelingCall = settings.leveling && !settings.independent && settings.levelingSource !== 2;
      if (!needsLevelingCall || (await get().requestLevelingRectangle(http, target))) set({ step: 3 });
    }
  },
  reset: () => {
    generation++;
    set(initial);
  },
}));
