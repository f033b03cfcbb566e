// A file's operation history is its source plus a list of steps (spec part 3 §3–§4, DESIGN.md §5); this
// applies such a list in order and enforces the rules between steps.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';
import { NO_INPUTS, type OperatorInputs } from './define-operator.ts';
import { findOperator } from './registry.ts';

export interface OperatorStep {
  readonly op: string;
  /** Complete parameters (the contract's schema has filled the defaults). */
  readonly params: unknown;
}

/**
 * Refuses a list of steps the editor may not build: an unknown operator, or two level operators one
 * right after the other (level-consecutive-operators, spec part 3 §4).
 */
export function checkSteps(steps: readonly OperatorStep[]): void {
  let previousKind: string | undefined;
  for (const [index, step] of steps.entries()) {
    const operator = findOperator(step.op);
    if (!operator)
      throw new AnalysisError('invalid-request', `step ${index + 1}: unknown operator ${step.op}`);
    if (operator.kind === 'level' && previousKind === 'level')
      throw new AnalysisError(
        'level-consecutive-operators',
        `step ${index + 1} (${step.op}) levels right after another level step`,
      );
    previousKind = operator.kind;
  }
}

/** The surface after every step, each applied to the previous one's result. */
export function applySteps(
  surface: Surface,
  steps: readonly OperatorStep[],
  inputsOf: (step: OperatorStep, index: number) => OperatorInputs = () => NO_INPUTS,
  options: {
    /**
     * The caller gives `surface` up (a compute worker's own structured-clone copy): the first step may
     * write over it. Intermediate results are this function's own and are always given up to the next
     * step, unless a step handed back memory of its source or of another input surface.
     */
    readonly sourceGivenUp?: boolean;
  } = {},
): Surface {
  checkSteps(steps);
  const stepInputs = steps.map((step, index) => inputsOf(step, index));
  // Memory nobody may write over: the caller's surface (unless given up) and every other input surface.
  const foreign = new Set<ArrayBufferLike>(stepInputs.flatMap((i) => i.surfaces.map((s) => s.z.buffer)));
  if (options.sourceGivenUp !== true) foreign.add(surface.z.buffer);
  let current = surface;
  for (const [index, step] of steps.entries()) {
    const operator = findOperator(step.op);
    if (!operator) throw new AnalysisError('invalid-request', `unknown operator ${step.op}`);
    const inputs = stepInputs[index] ?? NO_INPUTS;
    if (inputs.cancellation?.aborted) throw new AnalysisError('invalid-request', 'cancelled');
    const givenUp = !foreign.has(current.z.buffer);
    current = (operator.apply as (s: Surface, p: unknown, i: OperatorInputs) => Surface)(
      current,
      step.params,
      givenUp ? { ...inputs, sourceGivenUp: true } : inputs,
    );
  }
  return current;
}
