// Level by the least-squares mean plane (spec part 3 §1 "Level", mean plane): subtracts the plane fitted
// to the valid points (ISO 25178-2:2021 §3.1.9 / ISO 25178-3 F-operator "least-squares plane"), the same
// fit as Gwyddion's "Plane Level" (gwy_data_field_fit_plane + gwy_data_field_plane_level).
import { AnalysisError } from '../analysis/analysis-error.ts';
import { fitMeanPlane, subtractMeanPlane } from '../analysis/common/mean-plane.ts';
import { defineOperator } from './define-operator.ts';

export const levelPlane = defineOperator({
  id: 'level.plane',
  title: 'Level: subtract the least-squares mean plane',
  kind: 'level',
  apply(surface, _params: Record<string, never>, inputs) {
    const plane = fitMeanPlane(surface);
    if (Number.isNaN(plane.z0))
      throw new AnalysisError('invalid-request', 'levelling needs three valid points not on one line');
    // The plane fitted once is the one subtracted (one pass to fit, one to write the result): over the
    // source when the caller gives it up, else into a new surface.
    return subtractMeanPlane(surface, plane, inputs.sourceGivenUp === true);
  },
});
