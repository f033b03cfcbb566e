// The task registry: every computation the server runs off the event loop, by name. A task is a
// pure function of packages/core taking and returning structured-cloneable values; the worker
// (compute-worker.ts) looks it up by name, so adding a task is one entry here.
import {
  analyses,
  applySteps,
  basicStats,
  makeChannel,
  makeSurfaceFile,
  NO_INPUTS,
  type OperatorStep,
  encodeSurfaceFile,
  encodeSurfaceFileParts,
  isAnalysisError,
  type AnalysisErrorCode,
  type Surface,
  isSurfaceError,
  readSurfaceFile,
  decodeSurfaceFile,
  renderPreview,
  type PreviewType,
  type RgbaImage,
  adjustTotalFocusImage,
  type TotalFocusAdjustments,
  summarizeSurfaceFile,
  type BasicStats,
  type SurfaceErrorCode,
  type SurfaceFileSummary,
} from '@asperity/core';
import { nodeCodecs } from '../codecs/node-codecs.ts';
import {
  writeSurface,
  type WriteSurfaceInput,
  type WriteSurfaceOutput,
} from '../../modules/export/write-surface.ts';
import {
  runBatchFile,
  transferBatchFileResult,
  type BatchFileInput,
  type BatchFileOutput,
} from '../../modules/batch/batch-task.ts';

export interface TaskDefinition<I, O> {
  run(input: I): O;
  /**
   * Buffers of the result to move back to the main thread instead of copying (large typed
   * arrays). They must not be shared with anything else the worker keeps.
   */
  transferResult?(output: O): ArrayBuffer[];
}

export const defineTask = <I, O>(definition: TaskDefinition<I, O>): TaskDefinition<I, O> => definition;

export interface SurfaceStatsInput {
  /** Heights in metres, NaN for invalid points; typically transferred, not copied. */
  readonly z: Float64Array;
}

export interface InspectFileInput {
  /** The file as uploaded; transferred to the worker, not copied. */
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/**
 * Errors lose their class when they cross a thread boundary, so a reader's refusal comes back as a
 * value and the service turns it into the catalogue answer.
 */
export type InspectFileOutput =
  | { readonly ok: true; readonly summary: SurfaceFileSummary }
  | { readonly ok: false; readonly code: SurfaceErrorCode; readonly reason: string };

export interface RunAnalysisInput {
  readonly analysis: string;
  /** Complete settings, already validated and defaulted by the contract's schema. */
  readonly params: unknown;
  readonly surface: Surface;
}

/** As for inspectFile: refusals come back as values because error classes do not cross threads. */
export type RunAnalysisOutput =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly code: AnalysisErrorCode | SurfaceErrorCode; readonly reason: string };

function runAnalysis({ analysis, params, surface }: RunAnalysisInput): RunAnalysisOutput {
  const definition = analyses.find((a) => a.id === analysis);
  if (!definition) return { ok: false, code: 'invalid-request', reason: `unknown analysis "${analysis}"` };
  try {
    return { ok: true, result: definition.run(surface, params as never) };
  } catch (error) {
    if (isAnalysisError(error) || isSurfaceError(error)) {
      return { ok: false, code: error.code, reason: error.reason };
    }
    throw error;
  }
}

export interface ImportFileInput {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** The parsed file as an Asperity container (what the library stores) with its summary. */
export type ImportFileOutput =
  | {
      readonly ok: true;
      /**
       * The container in consecutive parts (encodeSurfaceFileParts): the heights are the parsed arrays
       * themselves, handed over without a copy, so an upload never holds its heights twice (issue 16 §5).
       */
      readonly containerParts: readonly Uint8Array[];
      readonly summary: SurfaceFileSummary;
    }
  | { readonly ok: false; readonly code: SurfaceErrorCode; readonly reason: string };

export interface RenderPreviewInput {
  /** A height channel's surface, or the parsed container when the channel is a colour picture. */
  readonly source:
    { readonly surface: Surface } | { readonly container: Uint8Array; readonly channel: number };
  readonly type: PreviewType;
  readonly width: number;
  readonly height: number;
  /**
   * An image channel's total-focus brightness/contrast, applied to the rendered picture (a point
   * operation per pixel: the same whether before or after fitting the size, up to rounding).
   */
  readonly totalFocus?: TotalFocusAdjustments;
}

function runRenderPreview({ source, type, width, height, totalFocus }: RenderPreviewInput): RgbaImage {
  const channel = 'surface' in source ? source : decodeSurfaceFile(source.container).channels[source.channel];
  if (!channel) throw new RangeError('the container has no such channel');
  const image = renderPreview(channel, { type, width, height });
  return totalFocus ? adjustTotalFocusImage(image, totalFocus) : image;
}

export interface ApplyStepsInput {
  /** The surface of the nearest cached ancestor fork. */
  readonly surface: Surface;
  /** Steps from that fork on, parameters complete; the whole list was already checked (checkSteps). */
  readonly steps: readonly OperatorStep[];
  /** Per step, the other surfaces it takes (stitch, subtract, a measured tip); absent: none. */
  readonly inputs?: readonly (StepInputs | null)[];
}

export interface StepInputs {
  readonly surfaces: readonly Surface[];
  readonly names: readonly string[];
}

/** The derived surface, its parsed-container encoding for the blob store and its height statistics. */
export type ApplyStepsOutput =
  | {
      readonly ok: true;
      readonly surface: Surface;
      readonly container: Uint8Array;
      readonly stats: BasicStats;
    }
  | { readonly ok: false; readonly code: AnalysisErrorCode | SurfaceErrorCode; readonly reason: string };

function runApplySteps({ surface, steps, inputs }: ApplyStepsInput): ApplyStepsOutput {
  try {
    // The surface reached this worker as a structured-clone copy of the cached fork: nobody else holds
    // it, so the first step may write over it instead of into fresh memory (applySteps' sourceGivenUp).
    const derived = applySteps(surface, steps, (_step, index) => inputs?.[index] ?? NO_INPUTS, {
      sourceGivenUp: true,
    });
    // Stored as a one-channel container only to be read back as a surface (the derived-surface
    // cache), so the channel is labelled a height channel whatever the source channel was called.
    const channel = makeChannel(
      derived.meta.title ?? 'Height',
      'height',
      derived,
      derived.z,
      'm',
      derived.meta,
    );
    return {
      ok: true,
      surface: derived,
      container: encodeSurfaceFile(makeSurfaceFile('asperity', [channel])),
      stats: basicStats(derived.z),
    };
  } catch (error) {
    if (isAnalysisError(error) || isSurfaceError(error)) {
      return { ok: false, code: error.code, reason: error.reason };
    }
    throw error;
  }
}

/** Parts smaller than this are copied (cheap), which also spares Node's pooled small buffers. */
const TRANSFER_MIN_BYTES = 64 * 1024;

/** The distinct buffers under large parts, to hand over without a copy (each may be listed once only). */
function largeBuffersOf(parts: readonly Uint8Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const part of parts)
    if (part.byteLength >= TRANSFER_MIN_BYTES && part.buffer instanceof ArrayBuffer) buffers.add(part.buffer);
  return [...buffers];
}

export const computeTasks = {
  applySteps: defineTask<ApplyStepsInput, ApplyStepsOutput>({
    run: runApplySteps,
    transferResult: (output) =>
      output.ok ? [output.surface.z.buffer as ArrayBuffer, output.container.buffer as ArrayBuffer] : [],
  }),
  renderPreview: defineTask<RenderPreviewInput, RgbaImage>({
    run: runRenderPreview,
    transferResult: (image) => [image.rgba.buffer as ArrayBuffer],
  }),
  runAnalysis: defineTask<RunAnalysisInput, RunAnalysisOutput>({ run: runAnalysis }),
  surfaceStats: defineTask<SurfaceStatsInput, BasicStats>({ run: ({ z }) => basicStats(z) }),
  importFile: defineTask<ImportFileInput, ImportFileOutput>({
    run: ({ bytes, fileName }) => {
      try {
        const file = readSurfaceFile(bytes, fileName, { codecs: nodeCodecs });
        return {
          ok: true,
          containerParts: encodeSurfaceFileParts(file),
          summary: summarizeSurfaceFile(file),
        };
      } catch (error) {
        if (isSurfaceError(error)) return { ok: false, code: error.code, reason: error.reason };
        throw error;
      }
    },
    transferResult: (output) => (output.ok ? largeBuffersOf(output.containerParts) : []),
  }),
  writeSurface: defineTask<WriteSurfaceInput, WriteSurfaceOutput>({
    run: writeSurface,
    transferResult: (output) => (output.ok ? [output.bytes.buffer as ArrayBuffer] : []),
  }),
  batchFile: defineTask<BatchFileInput, BatchFileOutput>({
    run: runBatchFile,
    transferResult: transferBatchFileResult,
  }),
  inspectFile: defineTask<InspectFileInput, InspectFileOutput>({
    run: ({ bytes, fileName }) => {
      try {
        const file = readSurfaceFile(bytes, fileName, { codecs: nodeCodecs });
        return { ok: true, summary: summarizeSurfaceFile(file) };
      } catch (error) {
        if (isSurfaceError(error)) return { ok: false, code: error.code, reason: error.reason };
        throw error;
      }
    },
  }),
};

export type ComputeTasks = typeof computeTasks;
export type TaskName = keyof ComputeTasks;
export type TaskInput<K extends TaskName> =
  ComputeTasks[K] extends TaskDefinition<infer I, unknown> ? I : never;
export type TaskOutput<K extends TaskName> =
  ComputeTasks[K] extends TaskDefinition<never, infer O> ? O : never;

/** The message the pool sends to a worker. */
export interface TaskMessage {
  readonly task: string;
  readonly input: unknown;
}
