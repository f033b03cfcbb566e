// State of the dimension tool: the items, the kind drawn next, the item being drawn (its points so
// far) and the measurements of the complete items (POST /api/editor/dimension).
import type { DimensionResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import {
  POINTS_PER_ITEM,
  activate,
  deleteItem,
  dimensionRequest,
  dropOutside,
  nextName,
  unselect,
  type DimensionItem,
  type DimensionKind,
  type ImageExtent,
  type MetrePoint,
} from './dimensionItems.ts';

export interface DimensionState {
  readonly items: readonly DimensionItem[];
  readonly tool: DimensionKind;
  /** Points placed for the next item (fewer than it needs). */
  readonly drawing: readonly MetrePoint[];
  readonly busy: boolean;
  readonly result: DimensionResult | null;
  readonly resultKey: string | null;
  readonly error: AnalysisFailure | null;
  readonly setTool: (tool: DimensionKind) => void;
  /** Adds a point to the item being drawn; the item is added (and made active) once complete. */
  readonly addPoint: (point: MetrePoint) => void;
  readonly movePoint: (name: string, index: number, point: MetrePoint) => void;
  readonly activate: (name: string) => void;
  readonly unselect: () => void;
  readonly deleteItem: (name?: string) => void;
  /** Replaces every item (saved settings applied); none is active and nothing is being drawn. */
  readonly replaceItems: (items: readonly DimensionItem[]) => void;
  /** §4: the file data was set (another fork or file): items outside the image are dropped. */
  readonly setExtent: (extent: ImageExtent) => void;
  /** `origin`: the image's top-left corner in the surface's frame (ForkData x0/y0). */
  readonly calculate: (http: HttpClient, target: AnalysisTarget, origin?: MetrePoint) => Promise<void>;
  readonly reset: () => void;
}

export function dimensionKey(target: AnalysisTarget, items: readonly DimensionItem[]): string {
  return JSON.stringify([target.fileGuid, target.channel, target.forkHash, dimensionRequest(items)]);
}

const initial = {
  items: [],
  tool: 'line',
  drawing: [],
  busy: false,
  result: null,
  resultKey: null,
  error: null,
} as const;

let latestRequest = 0;

export const useDimensionStore = create<DimensionState>()((set, get) => ({
  ...initial,
  setTool: (tool) => set({ tool, drawing: [] }),
  addPoint: (point) => {
    const { tool, drawing, items } = get();
    const points = [...drawing, point];
    if (points.length < POINTS_PER_ITEM[tool]) {
      set({ drawing: points });
      return;
    }
    const item: DimensionItem = { kind: tool, name: nextName(items, tool), points, active: true };
    set({ items: [...unselect(items), item], drawing: [] });
  },
  movePoint: (name, index, point) =>
    set({
      items: get().items.map((item) =>
        item.name === name ? { ...item, points: item.points.map((p, i) => (i === index ? point : p)) } : item,
      ),
    }),
  activate: (name) => set({ items: activate(get().items, name) }),
  unselect: () => set({ items: unselect(get().items), drawing: [] }),
  deleteItem: (name) => set({ items: deleteItem(get().items, name) }),
  replaceItems: (items) => set({ items: unselect(items), drawing: [] }),
  setExtent: (extent) => {
    // Points placed for the next item stay while they are on the image (the panel mounts after the
    // overlay, so a first point may already be there).
    const drawing = get().drawing.every((p) => p.x <= extent.width && p.y <= extent.height)
      ? get().drawing
      : [];
    set({ items: dropOutside(get().items, extent), drawing });
  },
  calculate: async (http, target, origin) => {
    const items = get().items;
    const request = ++latestRequest;
    set({ busy: true, error: null });
    try {
      const result = await callEditorAnalysis<DimensionResult>(
        http,
        'dimension',
        target,
        dimensionRequest(items, origin),
      );
      if (request === latestRequest) set({ result, resultKey: dimensionKey(target, items), busy: false });
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
