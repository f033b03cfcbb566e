// Lambertian hillshade of a height field: the shading of the 3D previews (as Gwyddion's and
// MountainsMap's thumbnails). Light from the upper left of the picture (azimuth 315°, i.e. from
// row 0 and column 0, 45° above the surface). Normals come from central differences (one-sided at
// the edges) divided by the pixel size in metres, so a slope is a true rise over run; `zScale`
// exaggerates heights uniformly (a plane stays a plane, so it stays uniformly lit).

/** Light direction (towards the light) in picture axes: x right, y down (rows), z up. */
const LIGHT = (() => {
  const altitude = Math.PI / 4;
  const h = Math.cos(altitude) / Math.SQRT2;
  return { x: -h, y: -h, z: Math.sin(altitude) };
})();

/** Brightness of a flat surface under LIGHT: what shading is measured against. */
export const FLAT_SHADE = LIGHT.z;

/**
 * n · light (0…1, 0 facing away) per pixel of a row-major `nx × ny` grid with pixel sizes `dx`,
 * `dy` (metres). NaN points give NaN; a neighbour that is NaN is replaced by the centre point.
 */
export function hillshade(
  z: ArrayLike<number>,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  zScale = 1,
): Float64Array {
  const out = new Float64Array(nx * ny);
  for (let r = 0; r < ny; r++) {
    for (let c = 0; c < nx; c++) {
      const i = r * nx + c;
      const centre = z[i]!;
      if (centre !== centre) {
        out[i] = NaN;
        continue;
      }
      const at = (rr: number, cc: number): number => {
        const v = z[rr * nx + cc]!;
        return v === v ? v : centre;
      };
      const c0 = c > 0 ? c - 1 : c;
      const c1 = c < nx - 1 ? c + 1 : c;
      const r0 = r > 0 ? r - 1 : r;
      const r1 = r < ny - 1 ? r + 1 : r;
      const gx = c1 > c0 ? (zScale * (at(r, c1) - at(r, c0))) / ((c1 - c0) * dx) : 0;
      const gy = r1 > r0 ? (zScale * (at(r1, c) - at(r0, c))) / ((r1 - r0) * dy) : 0;
      // Normal (-gx, -gy, 1), normalised.
      const dot = (-gx * LIGHT.x - gy * LIGHT.y + LIGHT.z) / Math.sqrt(gx * gx + gy * gy + 1);
      out[i] = Math.max(0, dot);
    }
  }
  return out;
}
