// Spec part 2 §5: a step-height answer must hold a stepHeight that is a valid number, else the tool
// shows "Step height is missing." (catalogue code step-height-missing).
export const STEP_HEIGHT_MISSING = 'step-height-missing';

export function hasStepHeight(answer: unknown): answer is { stepHeight: number } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'stepHeight' in answer &&
    typeof answer.stepHeight === 'number' &&
    Number.isFinite(answer.stepHeight)
  );
}
