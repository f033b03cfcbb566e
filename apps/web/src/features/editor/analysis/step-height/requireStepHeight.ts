// Spec part 2 §5: a step-height answer must hold a stepHeight that is a valid number, else the tool
// shows "Step height is missing." (catalogue code step-height-missing), with the reason why.
import type { AnalysisFailure } from '../editor-analysis-call/analysisErrorMessageId.ts';

export const STEP_HEIGHT_MISSING = 'step-height-missing';

/** An answer arrived but held no finite stepHeight (the core raises the error itself with its reason). */
export const STEP_HEIGHT_MISSING_FAILURE: AnalysisFailure = {
  code: STEP_HEIGHT_MISSING,
  reason: 'The answer holds no finite step height.',
};

/**
 * Whether an answer is a result to show: a finite stepHeight, or one that reports its fit quality with
 * no step found (issue 15 item 9: the panel then shows the levels' residuals and why there is no
 * step, not the bare "Step height is missing.").
 */
export function hasStepHeight(answer: unknown): answer is { stepHeight: number } {
  if (typeof answer !== 'object' || answer === null || !('stepHeight' in answer)) return false;
  if (typeof answer.stepHeight !== 'number') return false;
  if (Number.isFinite(answer.stepHeight)) return true;
  return (
    'quality' in answer &&
    typeof answer.quality === 'object' &&
    answer.quality !== null &&
    'stepFound' in answer.quality &&
    answer.quality.stepFound === false
  );
}
