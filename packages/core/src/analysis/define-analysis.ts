// One analysis of the editor (spec part 2 §1): a pure, deterministic function of a surface and its
// settings (DESIGN.md §5). The core holds no schema library (lint rule of DESIGN.md §2), so the zod
// schema that validates, defaults and documents each analysis's settings lives in the contract
// (packages/contract/src/analyses.ts), which is type-checked against `Params` here.
import type { Surface } from '../surface/surface.ts';

/** Lets a long kernel stop early when the request that wanted it has gone away. */
export interface Cancellation {
  readonly aborted: boolean;
}

export interface AnalysisDefinition<Id extends string, Params, Result> {
  readonly id: Id;
  /** What the analysis computes, one line, for docs and logs. */
  readonly title: string;
  /**
   * Complete settings in, JSON-shaped result out (numbers may be NaN or ±Infinity: the transport
   * encodes them). Throws SurfaceError or AnalysisError for input it cannot evaluate.
   */
  run(surface: Surface, params: Params, cancellation?: Cancellation): Result;
}

export function defineAnalysis<Id extends string, Params, Result>(
  definition: AnalysisDefinition<Id, Params, Result>,
): AnalysisDefinition<Id, Params, Result> {
  return definition;
}

/** The settings type of an analysis definition. */
export type AnalysisParams<A> = A extends AnalysisDefinition<string, infer P, unknown> ? P : never;
/** The result type of an analysis definition. */
export type AnalysisResult<A> = A extends AnalysisDefinition<string, unknown, infer R> ? R : never;
