// Mirror (spec part 3 §1 "Rotate/Mirror"): an exact flip of the grid. `horizontal` reverses the columns
// (left ↔ right, as an image editor's "Flip Horizontal"), `vertical` reverses the rows (top ↔ bottom).
// Grid, pixel size and origin are kept: the image is flipped in place. Gwyddion's equivalent is
// gwy_data_field_invert(field, y, x, FALSE) — its x flag mirrors *about* the x axis, i.e. reverses rows.
import { defineOperator } from './define-operator.ts';

export interface MirrorParams {
  readonly flip: 'horizontal' | 'vertical';
}

export const mirror = defineOperator({
  id: 'mirror',
  title: 'Mirror: flip left–right (horizontal) or top–bottom (vertical)',
  kind: 'geometry',
  apply(surface, params: MirrorParams) {
    const { nx, ny } = surface;
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++) {
      const sourceRow = params.flip === 'vertical' ? ny - 1 - row : row;
      const from = sourceRow * nx;
      if (params.flip === 'vertical') z.set(surface.z.subarray(from, from + nx), row * nx);
      else for (let col = 0; col < nx; col++) z[row * nx + col] = surface.z[from + nx - 1 - col] as number;
    }
    return { ...surface, z };
  },
});
