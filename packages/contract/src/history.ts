// A file's operation history (spec part 2 §3 "File in the editor", part 3 §3–§4 and §7; DESIGN.md §5):
// the editor state of one channel is its source plus a list of steps {op, params}; every prefix is a
// fork named by its forkHash. The spec gives go-back and trim; it does not show how a step is applied,
// how the history is read or how a fork is saved, so those calls are designed here (docs/api.md
// "Operation history").
import { z } from 'zod';
import { editorFileSchema } from './editor-calls.ts';
import { imageNameSchema } from './validation.ts';

export const HISTORY_PATHS = {
  state: '/api/editor/history',
  apply: '/api/editor/history/apply',
  goBack: '/api/editor/history/go-back',
  trim: '/api/editor/history/trim',
  save: '/api/editor/history/save',
  preview: '/api/editor/history/preview',
  saveAs: '/api/editor/history/save-as',
} as const;

/** A fork's name: lower-case hex sha256 (see docs/api.md for what it hashes). */
export const forkHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a forkHash is 64 lower-case hex digits')
  .describe('sha256 naming one prefix of the operation history');

/** The file of a history call: fileGuid and an optional channel index (the first height channel). */
export const historyFileSchema = editorFileSchema;

export const historyApplySchema = historyFileSchema.extend({
  /** The fork the step is applied to: the current one or any other fork of the history. */
  forkHash: forkHashSchema,
  step: z
    .object({ op: z.string().min(1).max(100), params: z.unknown().optional() })
    .describe('Operator id and parameters; missing parameters take the contract defaults'),
});
export type HistoryApply = z.infer<typeof historyApplySchema>;

/**
 * The fork a step would give, without changing the history (the editor's live preview of an operator
 * dialog): the same body, validation, errors and plan gate as apply.
 */
export const historyPreviewSchema = historyApplySchema;
export type HistoryPreview = z.infer<typeof historyPreviewSchema>;

export const historyGoBackSchema = historyFileSchema.extend({
  step: z
    .number()
    .int()
    .min(0)
    .describe('How many steps of the history the fork keeps: 0 is the source; up to the list length'),
});
export type HistoryGoBack = z.infer<typeof historyGoBackSchema>;

export const historyTrimSchema = historyFileSchema;
export type HistoryTrim = z.infer<typeof historyTrimSchema>;

export const historySaveSchema = historyFileSchema.extend({
  forkHash: forkHashSchema,
  /** The file's modifiedAt the client last saw; a different one answers 409 conflict. */
  expectedModifiedAt: z.string().min(1).max(64),
  /** Save even though the file changed elsewhere (the client asked the user). */
  override: z.boolean().default(false),
});
export type HistorySave = z.infer<typeof historySaveSchema>;

/** Save a fork as a new library file (the editor's "Save as"): its saved version is that fork. */
export const historySaveAsSchema = historyFileSchema.extend({
  forkHash: forkHashSchema,
  /** The new file's name; one already used in the folder becomes "name (2).ext", … like uploads. */
  name: imageNameSchema,
  /** The folder of the new file: null for the library root; absent: the original's folder. */
  parentFolderGuid: z.string().max(64).nullable().optional(),
});
export type HistorySaveAs = z.infer<typeof historySaveAsSchema>;

/** One applied step as the history lists it, with the fork it leads to. */
export const historyStepSchema = z.object({
  op: z.string(),
  params: z.record(z.string(), z.unknown()).describe('Complete parameters (defaults filled)'),
  forkHash: forkHashSchema,
  by: z
    .string()
    .optional()
    .describe('Username of the share-link visitor who applied the step; absent: the owner'),
});
export type HistoryStep = z.infer<typeof historyStepSchema>;

/** The spec's `data` of a file in the editor (part 2 §3), for the current fork. */
export const forkDataSchema = z.object({
  cols: z.number().int(),
  rows: z.number().int(),
  pixelSize: z.number().describe('Metres per pixel along x'),
  pixelSizeY: z.number().describe('Metres per pixel along y'),
  x0: z.number().describe("Metres: x of the left edge of column 0 in the surface's frame (a crop moves it)"),
  y0: z.number().describe("Metres: y of the top edge of row 0 in the surface's frame"),
  zMin: z.number().nullable().describe('Metres; null when no point is valid'),
  zMax: z.number().nullable(),
  zMean: z.number().nullable(),
});
export type ForkData = z.infer<typeof forkDataSchema>;

export const historyStateSchema = z
  .object({
    fileGuid: z.string(),
    channel: z.number().int(),
    /** The current fork: the first `position` steps applied to the source. */
    forkHash: forkHashSchema,
    position: z.number().int().min(0),
    /** The source's fork (no step). */
    rootForkHash: forkHashSchema,
    operationHistory: z.array(historyStepSchema),
    /** The file's saved version of this channel (what analyses without a forkHash use). */
    savedForkHash: forkHashSchema,
    /** The steps of the saved version (also forks a call may name). */
    savedOperationHistory: z.array(historyStepSchema),
    modifiedAt: z.string(),
    data: forkDataSchema,
  })
  .meta({ id: 'HistoryState' });
export type HistoryState = z.infer<typeof historyStateSchema>;

/** What a history preview answers: the fork the step gives (computed and cached) and its data. */
export const forkPreviewSchema = z
  .object({ forkHash: forkHashSchema, data: forkDataSchema })
  .meta({ id: 'ForkPreview' });
export type ForkPreview = z.infer<typeof forkPreviewSchema>;
