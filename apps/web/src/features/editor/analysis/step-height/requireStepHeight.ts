// Spec part 2 §5: a step-height answer must hold a stepHeight that is a valid number, else the tool
// shows "Step height is missing." (catalogue code step-height-missing), with the reason why.
import type { AnalysisFailure } from '../editor-analysis-call/analysisErrorMessageId.ts';

export const STEP_HEIGHT_MISSING = 'step-height-missing';

/** An answer arrived but held no finite stepHeight (the core raises the error itself with its reason). */
export const STEP_HEIGHT_MISSING_FAILURE: AnalysisFailure = {
  code: STEP_HEIGHT_MISSING,
  reason: 'The answer holds no finite step height.',
};

export function hasStepHeight(answer: unknown): answer is { stepHeight: number } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'stepHeight' in answer &&
    typeof answer.stepHeight === 'number' &&
    Number.isFinite(answer.stepHeight)
  );
}
