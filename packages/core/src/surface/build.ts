// Builders readers use to assemble their result, so every reader produces surfaces the same way.
import { SurfaceError } from './surface-error.ts';
import type { Channel, ChannelKind, ImportWarning, SurfaceFile } from './surface-file.ts';
import type { Surface, SurfaceMeta } from './surface.ts';

export interface GridSpec {
  readonly nx: number;
  readonly ny: number;
  readonly dx: number;
  readonly dy: number;
  readonly x0?: number;
  readonly y0?: number;
}

export function makeSurface(grid: GridSpec, z: Float64Array, meta: SurfaceMeta = {}): Surface {
  if (z.length !== grid.nx * grid.ny) {
    throw new SurfaceError('corrupt-file', `expected ${grid.nx * grid.ny} points, got ${z.length}`);
  }
  // ±Infinity is never a measured height (an overflowing scale, a "1e999" in a text file): like
  // every invalid point it becomes NaN, here once for every reader.
  for (let i = 0; i < z.length; i++) if (!Number.isFinite(z[i])) z[i] = NaN;
  return { nx: grid.nx, ny: grid.ny, dx: grid.dx, dy: grid.dy, x0: grid.x0 ?? 0, y0: grid.y0 ?? 0, z, meta };
}

export function makeChannel(
  name: string,
  kind: ChannelKind,
  grid: GridSpec,
  z: Float64Array,
  zUnit: string = kind === 'height' ? 'm' : '',
  meta: SurfaceMeta = {},
): Channel {
  return { name, kind, zUnit, surface: makeSurface(grid, z, { title: name, ...meta }) };
}

export function makeSurfaceFile(
  format: string,
  channels: readonly Channel[],
  metadata: Readonly<Record<string, string>> = {},
  warnings: readonly ImportWarning[] = [],
): SurfaceFile {
  if (channels.length === 0)
    throw new SurfaceError('images-missing', 'the file holds no measurement channel');
  return { format, channels, warnings, metadata };
}
