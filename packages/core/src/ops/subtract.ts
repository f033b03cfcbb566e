// Subtract (spec part 3 §1 and §5 "Subtract: the two images must be of the same size", error
// size-mismatch): this surface minus another one point by point, as Gwyddion's Data Arithmetic "d1 − d2".
// The other surface comes resolved in inputs.surfaces[0] (the parameter names its file; the core does
// not read it). Same size means the same nx × ny and the same pixel size (within 1e−6 relative, the
// rounding of a file's stored scan size); the origin may differ (the images are taken as superposed).
// A point invalid in either surface is invalid in the difference.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';
import { defineOperator, type OperatorInputs } from './define-operator.ts';

export interface SubtractParams {
  /** The file of the surface subtracted; resolved by the caller into inputs.surfaces[0]. */
  readonly otherFileGuid: string;
}

/** The other surface and its name, or invalid-request when the caller resolved none. */
export function otherSurface(inputs: OperatorInputs): { surface: Surface; name: string } {
  const surface = inputs.surfaces[0];
  if (!surface) throw new AnalysisError('invalid-request', 'subtracting needs a second surface');
  return { surface, name: inputs.names[0] ?? 'the other file' };
}

/** "'name' (nx × ny px, dx × dy µm pixels)" for size-mismatch reasons. */
export function describeGrid(name: string, s: Surface): string {
  const um = (v: number) => Number((v * 1e6).toPrecision(6));
  return `'${name}' (${s.nx} × ${s.ny} px of ${um(s.dx)} × ${um(s.dy)} µm)`;
}

/** The name of this surface in reasons: its channel title, or "this image". */
export function ownName(surface: Surface): string {
  return surface.meta.title ?? 'this image';
}

function samePixel(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b));
}

export const subtract = defineOperator({
  id: 'subtract',
  title: 'Subtract another surface of the same size point by point',
  kind: 'combine',
  apply(surface, _params: SubtractParams, inputs) {
    const other = otherSurface(inputs);
    const b = other.surface;
    if (
      b.nx !== surface.nx ||
      b.ny !== surface.ny ||
      !samePixel(b.dx, surface.dx) ||
      !samePixel(b.dy, surface.dy)
    )
      throw new AnalysisError(
        'size-mismatch',
        `${describeGrid(ownName(surface), surface)} and ${describeGrid(other.name, b)} are not of the same size`,
      );
    const z = new Float64Array(surface.z.length);
    for (let i = 0; i < z.length; i++) z[i] = (surface.z[i] as number) - (b.z[i] as number);
    return { ...surface, z };
  },
});
