// Analytic height fields for the profile tests: a function of the pixel position, one row or more.
import type { Surface } from '../../surface/surface.ts';

export function surfaceOf(
  nx: number,
  ny: number,
  dx: number,
  height: (x: number, y: number) => number,
  dy = dx,
): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) z[row * nx + col] = height(col * dx, row * dy);
  return { nx, ny, dx, dy, x0: 0, y0: 0, z, meta: {} };
}
