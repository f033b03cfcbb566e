// Every image operator, by id: the one place to add one (a new file plus one line here). The contract
// (packages/contract/src/operators.ts) pairs each id with its parameter schema and plan feature; the
// server applies them in the compute pool as steps of a file's operation history.
import type { OperatorDefinition } from './define-operator.ts';
import { crop } from './crop.ts';
import { fillInvalids } from './fill-invalids.ts';
import { mirror } from './mirror.ts';
import { removeGlitches } from './remove-glitches.ts';
import { removeOutliers } from './remove-outliers.ts';
import { resize } from './resize.ts';
import { rotate } from './rotate.ts';
import { levelPlane } from './level-plane.ts';
import { stitch } from './stitch.ts';
import { deconvolveTip } from './deconvolve-tip.ts';
import { removeParticles } from './remove-particles.ts';
import { filterGaussian } from './filter-gaussian.ts';
import { filterRobustGaussian } from './filter-robust-gaussian.ts';
import { filterSpline } from './filter-spline.ts';
import { spatialGaussian, spatialLaplacian, spatialMean, spatialSharpen } from './spatial-filters.ts';
import { spatialMedian } from './spatial-median.ts';
import { subtractAdvanced } from './subtract-advanced.ts';
import { subtract } from './subtract.ts';
import { levelThreePoint } from './level-three-point.ts';
import { levelFacet } from './level-facet.ts';
import { formPolynomial } from './form-polynomial.ts';
import { driftRemove } from './drift-remove.ts';
import { rowsAdjust } from './rows-adjust.ts';
import { fftFilter } from './fft-filter.ts';

export const operators = [
  levelPlane,
  levelThreePoint,
  levelFacet,
  formPolynomial,
  driftRemove,
  rowsAdjust,
  fftFilter,
  subtract,
  subtractAdvanced,
  filterGaussian,
  filterRobustGaussian,
  filterSpline,
  spatialMean,
  spatialMedian,
  spatialGaussian,
  spatialLaplacian,
  spatialSharpen,
  removeParticles,
  deconvolveTip,
  crop,
  rotate,
  mirror,
  resize,
  removeOutliers,
  fillInvalids,
  removeGlitches,
  stitch,
] as const satisfies readonly OperatorDefinition<string, never>[];

export type OperatorId = (typeof operators)[number]['id'];

const byId = new Map<string, (typeof operators)[number]>(operators.map((o) => [o.id, o]));

/** The operator with this id, or undefined. */
export function findOperator(id: string): (typeof operators)[number] | undefined {
  return byId.get(id);
}
