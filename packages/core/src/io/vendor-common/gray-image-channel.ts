// Instruments store a camera picture (intensity, "Image") beside the heights. It becomes an
// `image` channel: grey RGBA for display and z = luminance 0…1 so analyses still run on it.
import { makeSurface, type GridSpec } from '../../surface/build.ts';
import type { Channel } from '../../surface/surface-file.ts';

/**
 * `gray[row * nx + col]` in 0…`white` (255 for 8-bit pictures), already in Gwyddion row order.
 * Values outside the range are clamped in the picture, kept as they are in z.
 */
export function grayImageChannel(name: string, grid: GridSpec, gray: Float64Array, white = 255): Channel {
  const count = grid.nx * grid.ny;
  const rgba = new Uint8Array(count * 4);
  const z = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const v = gray[i] as number;
    z[i] = v / white;
    const level = Number.isFinite(v) ? Math.round(Math.min(Math.max((v / white) * 255, 0), 255)) : 0;
    rgba[4 * i] = level;
    rgba[4 * i + 1] = level;
    rgba[4 * i + 2] = level;
    rgba[4 * i + 3] = 255;
  }
  return {
    name,
    kind: 'image',
    zUnit: '',
    surface: makeSurface(grid, z, { title: name }),
    image: { width: grid.nx, height: grid.ny, rgba },
  };
}
