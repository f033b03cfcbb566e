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
): Surface {
  checkSteps(steps);
  let current = surface;
  for (const [index, step] of steps.entries()) {
    const operator = findOperator(step.op);
    if (!operator) throw new AnalysisError('invalid-request', `unknown operator ${step.op}`);
    const inputs = inputsOf(step, index);
    if (inputs.cancellation?.aborted) throw new AnalysisError('invalid-request', 'cancelled');
    current = (operator.apply as (s: Surface, p: unknown, i: OperatorInputs) => Surface)(
      current,
      step.params,
      inputs,
    );
  }
  return current;
}
