// Writes one surface as an uncompressed 32-bit SUR object (layout: sur-object.ts). Heights are
// quantised as round((z − offset) / step) with the float32 step and offset the header will hold,
// so a reader reproduces every height within half a step; NaN becomes the non-measured value
// (minimum point − 2). Units are written as "m" so no prefix spelling can be misread.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Surface } from '../../surface/surface.ts';
import { SUR_HEADER_BYTES, SUR_MAGIC } from './sur-object.ts';

/** Largest |stored point| used: leaves room below for the non-measured value within int32. */
const MAX_STORED = 2_100_000_000;
const STUDIABLE_SURFACE = 2;

function writeText(bytes: Uint8Array, at: number, length: number, value: string): void {
  for (let i = 0; i < length; i++) bytes[at + i] = i < value.length ? value.charCodeAt(i) & 0xff : 0x20;
}

/** The float32 the header will store: quantisation must use exactly this value. */
const asFloat32 = (value: number): number => Math.fround(value);

interface Quantisation {
  readonly step: number;
  readonly offset: number;
}

function quantisation(z: Float64Array): Quantisation {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!(min <= max)) return { step: 1, offset: 0 }; // no measured point at all
  const offset = asFloat32((min + max) / 2);
  if (!Number.isFinite(offset))
    throw new SurfaceError('invalid-request', 'heights exceed the SUR float range');
  const extent = Math.max(Math.abs(max - offset), Math.abs(min - offset));
  // A float32 step slightly above extent / MAX_STORED keeps every stored point within ±MAX_STORED.
  let step = asFloat32((extent / MAX_STORED) * (1 + 1e-6));
  if (!(step > 0) || !Number.isFinite(step)) step = asFloat32(Math.max(Math.abs(offset), 1) * 1e-12);
  return { step, offset };
}

export function writeSurObject(surface: Surface, name: string): Uint8Array {
  const { nx, ny, z } = surface;
  const { step, offset } = quantisation(z);
  const points = new Int32Array(nx * ny);
  let minPoint = Infinity;
  let maxPoint = -Infinity;
  let hasInvalid = false;
  for (let i = 0; i < points.length; i++) {
    const v = z[i] as number;
    if (!Number.isFinite(v)) {
      hasInvalid = true;
      continue;
    }
    const p = Math.round((v - offset) / step);
    points[i] = p;
    if (p < minPoint) minPoint = p;
    if (p > maxPoint) maxPoint = p;
  }
  if (minPoint > maxPoint) minPoint = maxPoint = 0;
  const invalidPoint = minPoint - 2;
  if (hasInvalid)
    for (let i = 0; i < points.length; i++) if (!Number.isFinite(z[i])) points[i] = invalidPoint;

  const bytes = new Uint8Array(SUR_HEADER_BYTES + 4 * points.length);
  const view = new DataView(bytes.buffer);
  writeText(bytes, 0, 12, SUR_MAGIC);
  view.setUint16(12, 0, true); // PC byte order
  view.setUint16(14, 1, true); // one object
  view.setUint16(16, 1, true); // version
  view.setUint16(18, STUDIABLE_SURFACE, true);
  writeText(bytes, 20, 30, name.slice(0, 30));
  writeText(bytes, 50, 30, 'Asperity');
  view.setUint16(86, hasInvalid ? 1 : 0, true);
  view.setUint16(88, 1, true); // absolute Z axis
  view.setUint16(98, 32, true);
  view.setInt32(100, minPoint, true);
  view.setInt32(104, maxPoint, true);
  view.setInt32(108, nx, true);
  view.setInt32(112, ny, true);
  view.setInt32(116, nx * ny, true);
  view.setFloat32(120, surface.dx, true);
  view.setFloat32(124, surface.dy, true);
  view.setFloat32(128, step, true);
  writeText(bytes, 132, 16, 'X');
  writeText(bytes, 148, 16, 'Y');
  writeText(bytes, 164, 16, 'Z');
  for (let axis = 0; axis < 6; axis++) writeText(bytes, 180 + 16 * axis, 16, 'm');
  for (let axis = 0; axis < 3; axis++) view.setFloat32(276 + 4 * axis, 1, true);
  writeText(bytes, 338, 128, '');
  view.setFloat32(474, offset, true);
  writeText(bytes, 486, 26, '');
  for (let i = 0; i < points.length; i++) view.setInt32(SUR_HEADER_BYTES + 4 * i, points[i] as number, true);
  return bytes;
}
