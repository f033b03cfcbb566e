// x3p matrices whose X and/or Y axis is absolute (ISO 5436-2 AxisType A): every point stores its
// own coordinate next to Z — in a DataList as "x;y;z" with only the absolute axes present, in
// binary as one interleaved record per point (absolute X, absolute Y, Z, each in its DataType).
// Such a file is still read as a grid when its coordinates ARE a regular grid (openGPS sample3:
// incremental X, integer Y = 1 + 2 × row index); otherwise it is refused, never resampled silently.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { X3pAxis, X3pDataType } from './x3p-main-xml.ts';

export interface AbsolutePoints {
  readonly z: Float64Array;
  /** Per-point coordinates of the absolute axes (NaN where the point is invalid). */
  readonly x: Float64Array | undefined;
  readonly y: Float64Array | undefined;
}

const bytesPerValue: Readonly<Record<X3pDataType, number>> = { I: 2, L: 4, F: 4, D: 8 };

/** offset + increment × value for integer types; offset + value for F and D (as for Z). */
function scaled(axis: X3pAxis, raw: number): number {
  const type = axis.dataType ?? 'D';
  return type === 'I' || type === 'L' ? axis.offset + (axis.increment ?? 1) * raw : axis.offset + raw;
}

function read(view: DataView, at: number, type: X3pDataType): number {
  switch (type) {
    case 'I':
      return view.getInt16(at, true);
    case 'L':
      return view.getInt32(at, true);
    case 'F':
      return view.getFloat32(at, true);
    case 'D':
      return view.getFloat64(at, true);
  }
}

export function decodeBinaryAbsolute(
  data: Uint8Array,
  count: number,
  axes: { cx: X3pAxis; cy: X3pAxis; cz: X3pAxis },
): AbsolutePoints {
  const fields = [
    ...(axes.cx.axisType === 'A' ? [{ axis: axes.cx, name: 'x' as const }] : []),
    ...(axes.cy.axisType === 'A' ? [{ axis: axes.cy, name: 'y' as const }] : []),
    { axis: axes.cz, name: 'z' as const },
  ];
  const recordBytes = fields.reduce((sum, f) => sum + bytesPerValue[f.axis.dataType ?? 'D'], 0);
  if (data.length < count * recordBytes) {
    throw new SurfaceError(
      'corrupt-file',
      `x3p point data holds ${data.length} bytes, ${count} records of ${recordBytes} bytes need ${count * recordBytes}`,
    );
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out = { x: new Float64Array(count), y: new Float64Array(count), z: new Float64Array(count) };
  for (let i = 0, at = 0; i < count; i++, at += recordBytes) {
    let offset = at;
    for (const field of fields) {
      const type = field.axis.dataType ?? 'D';
      out[field.name][i] = scaled(field.axis, read(view, offset, type));
      offset += bytesPerValue[type];
    }
  }
  return {
    z: out.z,
    x: axes.cx.axisType === 'A' ? out.x : undefined,
    y: axes.cy.axisType === 'A' ? out.y : undefined,
  };
}

export function decodeListAbsolute(
  datums: readonly string[],
  count: number,
  axes: { cx: X3pAxis; cy: X3pAxis; cz: X3pAxis },
): AbsolutePoints {
  if (datums.length !== count) {
    throw new SurfaceError('corrupt-file', `x3p DataList holds ${datums.length} points, the matrix ${count}`);
  }
  const order = [
    ...(axes.cx.axisType === 'A' ? [{ axis: axes.cx, name: 'x' as const }] : []),
    ...(axes.cy.axisType === 'A' ? [{ axis: axes.cy, name: 'y' as const }] : []),
    { axis: axes.cz, name: 'z' as const },
  ];
  const out = {
    x: new Float64Array(count).fill(NaN),
    y: new Float64Array(count).fill(NaN),
    z: new Float64Array(count).fill(NaN),
  };
  for (let i = 0; i < count; i++) {
    const text = (datums[i] as string).trim();
    if (text === '') continue; // an invalid point: no coordinates either
    const parts = text.split(';');
    if (parts.length !== order.length) {
      throw new SurfaceError(
        'corrupt-file',
        `x3p Datum ${i} has ${parts.length} fields, the absolute axes need ${order.length}`,
      );
    }
    order.forEach((field, k) => {
      const value = Number((parts[k] as string).trim());
      if (!Number.isFinite(value)) {
        throw new SurfaceError('corrupt-file', `x3p Datum ${i} field ${k + 1} is not a number`);
      }
      out[field.name][i] = scaled(field.axis, value);
    });
  }
  return {
    z: out.z,
    x: axes.cx.axisType === 'A' ? out.x : undefined,
    y: axes.cy.axisType === 'A' ? out.y : undefined,
  };
}

/**
 * The regular step and origin of per-point coordinates along one grid direction, or undefined
 * when they are not a regular, increasing grid: every valid point of grid index k (column for X,
 * row for Y) must lie at origin + k × step within 1e-6 of a step.
 */
export function fitRegularAxis(
  coordinates: Float64Array,
  z: Float64Array,
  nx: number,
  along: 'x' | 'y',
): { origin: number; step: number } | undefined {
  const n = along === 'x' ? nx : coordinates.length / nx;
  const sums = new Float64Array(n);
  const counts = new Float64Array(n);
  for (let i = 0; i < coordinates.length; i++) {
    const c = coordinates[i] as number;
    if (!Number.isFinite(c) || !Number.isFinite(z[i])) continue;
    const k = along === 'x' ? i % nx : Math.floor(i / nx);
    sums[k] = (sums[k] as number) + c;
    counts[k] = (counts[k] as number) + 1;
  }
  let first = -1;
  let last = -1;
  for (let k = 0; k < n; k++) {
    if ((counts[k] as number) > 0) {
      if (first < 0) first = k;
      last = k;
    }
  }
  if (first < 0 || last === first) return undefined;
  const mean = (k: number) => (sums[k] as number) / (counts[k] as number);
  const step = (mean(last) - mean(first)) / (last - first);
  if (!(step > 0) || !Number.isFinite(step)) return undefined;
  const origin = mean(first) - first * step;
  const tolerance = 1e-6 * step;
  for (let i = 0; i < coordinates.length; i++) {
    const c = coordinates[i] as number;
    if (!Number.isFinite(c) || !Number.isFinite(z[i])) continue;
    const k = along === 'x' ? i % nx : Math.floor(i / nx);
    if (Math.abs(c - (origin + k * step)) > tolerance) return undefined;
  }
  return { origin, step };
}
