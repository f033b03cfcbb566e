// One image operator of the editor (spec part 3 §1, DESIGN.md §5): a pure, deterministic function from a
// surface and complete parameters to a new surface. The core holds no schema library (DESIGN.md §2), so
// the zod schema that validates, defaults and documents each operator's parameters, and the plan feature
// that gates it, live in the contract (packages/contract/src/operators.ts), type-checked against `Params`.
import type { Cancellation } from '../analysis/define-analysis.ts';
import type { Surface } from '../surface/surface.ts';

/**
 * What kind of step an operator is, for the rules between steps: two `level` steps may not follow each
 * other (spec part 3 §4, level-consecutive-operators).
 */
export type OperatorKind = 'level' | 'form' | 'filter' | 'repair' | 'geometry' | 'combine';

/** What an operator may need besides its own surface. */
export interface OperatorInputs {
  /**
   * Other surfaces the parameters name (stitch, subtract), resolved by the caller in the order the
   * parameters list them; empty for single-surface operators.
   */
  readonly surfaces: readonly Surface[];
  /** Names of those surfaces for error reasons (no-overlap names the file). */
  readonly names: readonly string[];
  readonly cancellation?: Cancellation;
  /**
   * True when the caller gives `surface` up: it will neither read nor keep it afterwards, so the operator
   * may write its result over `surface.z` instead of into fresh memory (at 4096² the page faults of a new
   * 128 MiB array cost more than a plane level itself). Only for surfaces nobody else holds: derived
   * surfaces are cached and immutable, so `applySteps` sets it for its own intermediate results and a
   * compute worker for the structured-clone copy it received. Operators may ignore it.
   */
  readonly sourceGivenUp?: boolean;
}

export const NO_INPUTS: OperatorInputs = { surfaces: [], names: [] };

export interface OperatorDefinition<Id extends string, Params> {
  /** The registry id, also the CLI's `--op` name (`level.plane`, `form.polynomial`, …). */
  readonly id: Id;
  /** What the operator does, one line, for docs, the CLI and logs. */
  readonly title: string;
  readonly kind: OperatorKind;
  /**
   * Complete parameters in, a new surface out (the input is never changed unless the caller gives it up,
   * `inputs.sourceGivenUp`; NaN stays the mark of an invalid point). Throws AnalysisError with a catalogue code for parameters it cannot apply.
   */
  apply(surface: Surface, params: Params, inputs: OperatorInputs): Surface;
}

export function defineOperator<Id extends string, Params>(
  definition: OperatorDefinition<Id, Params>,
): OperatorDefinition<Id, Params> {
  return definition;
}

/** The parameter type of an operator definition. */
export type OperatorParams<O> = O extends OperatorDefinition<string, infer P> ? P : never;
