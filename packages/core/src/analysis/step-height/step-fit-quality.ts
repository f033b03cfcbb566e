// How much a step-height result can be trusted (issue 15 item 9): the scatter of each level about its
// fit, and the step measured against that scatter. A surface without a step still has two "levels"
// the tools can average — two rectangles, two regions along a line, two histogram groups of a noisy
// distribution — and their difference alone (a "15 µm step" on a rough surface) says nothing. A step
// counts as found when it is at least MIN_STEP_TO_NOISE times the pooled RMS residual of the levels:
// two levels that far apart overlap in fewer than ~7 % of their points for Gaussian scatter (their
// distributions are then clearly bimodal), while a rough surface cut in two gives a ratio near or
// below 1. Below it the result says "no step found" and why, and still reports the numbers.

export interface StepFitQuality {
  /** RMS residual of level 1's heights about its fit (line A, rectangle 1, lower group), metres. */
  readonly residual1: number;
  /** RMS residual of level 2's heights about its fit, metres. */
  readonly residual2: number;
  /** Pooled RMS residual of both levels (weighted by their points), metres. */
  readonly noise: number;
  /** |measured step| / noise; Infinity for a step between noise-free levels, 0 for none. */
  readonly stepToNoise: number;
  /** Whether the levels differ by at least MIN_STEP_TO_NOISE times the noise. */
  readonly stepFound: boolean;
  /** Why no step was found, in words; null when a step was found. */
  readonly warning: string | null;
}

export const MIN_STEP_TO_NOISE = 3;

export function stepFitQuality(
  step: number,
  residual1: number,
  count1: number,
  residual2: number,
  count2: number,
): StepFitQuality {
  const noise = Math.sqrt((count1 * residual1 ** 2 + count2 * residual2 ** 2) / (count1 + count2));
  const magnitude = Math.abs(step);
  const stepToNoise = noise > 0 ? magnitude / noise : magnitude > 0 ? Infinity : 0;
  const stepFound = Number.isFinite(step) && stepToNoise >= MIN_STEP_TO_NOISE;
  const warning = stepFound
    ? null
    : `no step found: the two levels differ by ${format(magnitude)} m, ${stepToNoise.toFixed(2)} times their scatter (RMS ${format(noise)} m); a step needs at least ${MIN_STEP_TO_NOISE} times`;
  return { residual1, residual2, noise, stepToNoise, stepFound, warning };
}

function format(metres: number): string {
  return metres.toPrecision(3);
}

/** Running RMS of residuals: add squares, read the root mean. */
export class ResidualAccumulator {
  private sum = 0;
  count = 0;
  add(residual: number): void {
    this.sum += residual * residual;
    this.count++;
  }
  rms(): number {
    return this.count > 0 ? Math.sqrt(this.sum / this.count) : NaN;
  }
}
