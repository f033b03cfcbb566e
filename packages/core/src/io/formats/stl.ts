// Binary STL export of a height channel as a CLOSED solid (for 3D printing and CAD viewers):
// the top surface triangulated two triangles per grid cell, four vertical walls down to a flat
// base, and the base triangulated on the same grid so that every edge is shared by exactly two
// triangles (a watertight, consistently outward-oriented mesh).
//
// Format description followed: "STL (file format)", 3D Systems' StereoLithography Interface
// Specification (1989), binary layout: 80-byte header, uint32 triangle count, then per triangle
// a float32 normal, three float32 vertices and a uint16 attribute count (50 bytes), little endian;
// https://www.fabbers.com/tech/STL_Format.
//
// Decisions: STL has no unit; coordinates are written in micrometres by default (variant 'um'),
// or 'mm' / 'm', and the unit is named in the header. Invalid (NaN) points are filled with the
// minimum height so the solid stays closed. The base lies below the lowest point by 10 % of the
// height range (or one pixel pitch for a flat field). Profiles (ny = 1) have no solid: refused.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { defineFormat, type WriteOptions } from '../format.ts';
import { MAX_DECOMPRESSED_BYTES } from '../limits.ts';
import { channelToWrite, finiteRange } from '../raster/select-channel.ts';

const UNITS: Readonly<Record<string, { perMetre: number; name: string }>> = {
  um: { perMetre: 1e6, name: 'micrometre' },
  mm: { perMetre: 1e3, name: 'millimetre' },
  m: { perMetre: 1, name: 'metre' },
};

const TRIANGLE_BYTES = 50;

/** Number of triangles of the closed solid of an nx × ny grid. */
export function stlTriangleCount(nx: number, ny: number): number {
  return 4 * (nx - 1) * (ny - 1) + 4 * (nx - 1) + 4 * (ny - 1);
}

function write(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const channel = channelToWrite(file, options);
  const { nx, ny, dx, dy, x0, y0, z } = channel.surface;
  const unit = UNITS[options?.variant ?? 'um'];
  if (unit === undefined)
    throw new SurfaceError('invalid-request', `STL unit "${options?.variant}": use um, mm or m`);
  if (nx < 2 || ny < 2) throw new SurfaceError('invalid-request', 'an STL solid needs at least 2 × 2 points');
  const triangles = stlTriangleCount(nx, ny);
  const size = 84 + triangles * TRIANGLE_BYTES;
  if (size > MAX_DECOMPRESSED_BYTES) {
    throw new SurfaceError('image-length-exceeded', `the STL solid would take ${size} bytes`);
  }
  const { min, max } = finiteRange(z);
  const low = Number.isFinite(min) ? min : 0;
  const range = Number.isFinite(max) ? max - low : 0;
  const base = low - (range > 0 ? 0.1 * range : Math.max(dx, dy));
  const s = unit.perMetre;

  const out = new Uint8Array(size);
  const header = `Asperity height field, closed solid, units: ${unit.name}`;
  for (let i = 0; i < header.length && i < 80; i++) out[i] = header.charCodeAt(i) & 0x7f;
  const view = new DataView(out.buffer);
  view.setUint32(80, triangles, true);
  let at = 84;
  const top = (i: number, j: number): number => {
    const v = z[j * nx + i] as number;
    return Number.isFinite(v) ? v : low;
  };
  // Vertices as flat (x, y, z) in metres; the normal is computed from the winding.
  const emit = (
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    cx: number,
    cy: number,
    cz: number,
  ): void => {
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az;
    const vx = cx - ax,
      vy = cy - ay,
      vz = cz - az;
    let nxv = uy * vz - uz * vy;
    let nyv = uz * vx - ux * vz;
    let nzv = ux * vy - uy * vx;
    const length = Math.hypot(nxv, nyv, nzv) || 1;
    nxv /= length;
    nyv /= length;
    nzv /= length;
    const values = [nxv, nyv, nzv, ax * s, ay * s, az * s, bx * s, by * s, bz * s, cx * s, cy * s, cz * s];
    for (const v of values) {
      view.setFloat32(at, v, true);
      at += 4;
    }
    at += 2; // attribute byte count 0
  };
  const X = (i: number): number => x0 + i * dx;
  const Y = (j: number): number => y0 + j * dy;
  // Top (normals +z) and base (normals −z), two triangles per cell.
  for (let j = 0; j < ny - 1; j++) {
    for (let i = 0; i < nx - 1; i++) {
      const xa = X(i),
        xb = X(i + 1),
        ya = Y(j),
        yb = Y(j + 1);
      emit(xa, ya, top(i, j), xb, ya, top(i + 1, j), xb, yb, top(i + 1, j + 1));
      emit(xa, ya, top(i, j), xb, yb, top(i + 1, j + 1), xa, yb, top(i, j + 1));
      emit(xa, ya, base, xb, yb, base, xb, ya, base);
      emit(xa, ya, base, xa, yb, base, xb, yb, base);
    }
  }
  // Walls along x (front j = 0 faces −y, back j = ny − 1 faces +y).
  for (let i = 0; i < nx - 1; i++) {
    const xa = X(i),
      xb = X(i + 1);
    const yf = Y(0),
      yk = Y(ny - 1);
    emit(xa, yf, base, xb, yf, base, xb, yf, top(i + 1, 0));
    emit(xa, yf, base, xb, yf, top(i + 1, 0), xa, yf, top(i, 0));
    emit(xa, yk, base, xb, yk, top(i + 1, ny - 1), xb, yk, base);
    emit(xa, yk, base, xa, yk, top(i, ny - 1), xb, yk, top(i + 1, ny - 1));
  }
  // Walls along y (left i = 0 faces −x, right i = nx − 1 faces +x).
  for (let j = 0; j < ny - 1; j++) {
    const ya = Y(j),
      yb = Y(j + 1);
    const xl = X(0),
      xr = X(nx - 1);
    emit(xl, ya, base, xl, yb, top(0, j + 1), xl, yb, base);
    emit(xl, ya, base, xl, ya, top(0, j), xl, yb, top(0, j + 1));
    emit(xr, ya, base, xr, yb, base, xr, yb, top(nx - 1, j + 1));
    emit(xr, ya, base, xr, yb, top(nx - 1, j + 1), xr, ya, top(nx - 1, j));
  }
  return out;
}

export const stlFormat = defineFormat({
  id: 'stl',
  name: 'STL solid (binary, export only)',
  extensions: ['stl'],
  specification:
    '3D Systems StereoLithography Interface Specification (1989), binary STL; https://www.fabbers.com/tech/STL_Format',
  magic: () => 'no',
  write,
});
