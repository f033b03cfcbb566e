// One file of a batch run, computed whole in a compute-pool thread (task `batchFile`): decode the stored
// container, apply the recipe's operators in order (the same applySteps the operation history uses), run
// its analyses (the same core analyses the editor calls), and write the processed surface as SUR with
// the library's container of it. Doing it all in the thread keeps the worker's event loop free, so the
// job queue's lock renewal (BullMQ heartbeats) never stalls however large the file.
// Refusals (a corrupt file, an operator that cannot run on this surface) come back as values: error
// classes do not cross threads.
import {
  analyses,
  applySteps,
  decodeSurfaceFile,
  encodeSurfaceFile,
  formatById,
  isAnalysisError,
  isSurfaceError,
  makeChannel,
  makeSurfaceFile,
  summarizeSurfaceFile,
  type OperatorStep,
  type SurfaceFileSummary,
} from '@asperity/core';
import { parameterRowsOf, type ParameterRow } from './parameter-rows.ts';

export interface BatchAnalysisStep {
  /** The recipe's feature kind (a column group of the tables). */
  readonly feature: string;
  readonly analysis: string;
  /** Complete settings (the recipe's schema filled the defaults). */
  readonly params: unknown;
}

export interface BatchFileInput {
  /** The file's parsed container as the library stores it; transferred, not copied. */
  readonly container: Uint8Array;
  readonly steps: readonly OperatorStep[];
  readonly analyses: readonly BatchAnalysisStep[];
  /** Also write the processed surface as SUR (and its container for the library). */
  readonly writeSur: boolean;
}

export type BatchFileOutput =
  | {
      readonly ok: true;
      readonly rows: readonly ParameterRow[];
      readonly sur?: {
        readonly bytes: Uint8Array;
        readonly container: Uint8Array;
        readonly summary: SurfaceFileSummary;
      };
    }
  | { readonly ok: false; readonly code: string; readonly reason: string };

export function runBatchFile(input: BatchFileInput): BatchFileOutput {
  try {
    const file = decodeSurfaceFile(input.container);
    const index = file.channels.findIndex((c) => c.kind === 'height');
    const channel = file.channels[index];
    if (!channel)
      return { ok: false, code: 'unsupported-image-type', reason: 'the file has no height channel' };
    // The decoded surface is this thread's own copy: the first step may write over it.
    const surface = applySteps(channel.surface, input.steps, undefined, { sourceGivenUp: true });
    const rows: ParameterRow[] = [];
    for (const step of input.analyses) {
      const definition = analyses.find((a) => a.id === step.analysis);
      if (!definition)
        return { ok: false, code: 'invalid-request', reason: `unknown analysis ${step.analysis}` };
      const result: unknown = (definition.run as (s: typeof surface, p: unknown) => unknown)(
        surface,
        step.params,
      );
      rows.push(...parameterRowsOf(step.feature, result));
    }
    if (!input.writeSur) return { ok: true, rows };
    const processed = makeChannel(channel.name, 'height', surface, surface.z, 'm', surface.meta);
    const writer = formatById('sur');
    if (!writer?.write) return { ok: false, code: 'invalid-request', reason: 'no SUR writer' };
    const outFile = makeSurfaceFile('sur', [processed]);
    const bytes = writer.write(outFile, {});
    return {
      ok: true,
      rows,
      sur: { bytes, container: encodeSurfaceFile(outFile), summary: summarizeSurfaceFile(outFile) },
    };
  } catch (error) {
    if (isAnalysisError(error) || isSurfaceError(error))
      return { ok: false, code: error.code, reason: error.reason };
    // A kernel's own RangeError on a surface it cannot take is still this file's failure, not the run's.
    return {
      ok: false,
      code: 'something-went-wrong',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

export const transferBatchFileResult = (output: BatchFileOutput): ArrayBuffer[] =>
  output.ok && output.sur
    ? [output.sur.bytes.buffer as ArrayBuffer, output.sur.container.buffer as ArrayBuffer]
    : [];
