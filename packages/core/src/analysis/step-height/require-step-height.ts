// Spec part 2 §7: a step-height result must hold a stepHeight that is a valid number, else the
// editor reports "Step height is missing.". The core raises it so every caller (server, worker,
// CLI) gives the same code instead of shipping a NaN the editor would have to second-guess.
import { AnalysisError } from '../analysis-error.ts';

export function requireStepHeight(stepHeight: number): number {
  if (!Number.isFinite(stepHeight)) throw new AnalysisError('step-height-missing', 'Step height is missing.');
  return stepHeight;
}
