// Turns a SUR object (stored integers plus scale, offset and units) into a channel in metres,
// with NaN for non-measured points and Gwyddion 2.62's handling of the inversion field.
import { makeSurface, type GridSpec } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ChannelKind } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { SUR_INVERSION, type SurObject } from './sur-object.ts';

function lateralMetres(value: number, unit: string, axis: string): number {
  const factor = metresPerLengthUnit(unit);
  if (factor === undefined) {
    throw new SurfaceError('unsupported-image-type', `SUR ${axis} step unit "${unit}" is not a length`);
  }
  return Math.abs(value) * factor;
}

export function surGrid(object: SurObject): GridSpec {
  const h = object.header;
  return {
    nx: h.nx,
    ny: h.ny,
    dx: lateralMetres(h.xSpacing, h.xStepUnit, 'X'),
    dy: lateralMetres(h.ySpacing, h.yStepUnit, 'Y'),
  };
}

/** Reverses rows (`flop`) or columns (`flip`) in place. */
function mirror(z: Float64Array, nx: number, ny: number, reverseRows: boolean): void {
  if (reverseRows) {
    for (let top = 0, bottom = ny - 1; top < bottom; top++, bottom--) {
      for (let col = 0; col < nx; col++) {
        const a = top * nx + col;
        const b = bottom * nx + col;
        const t = z[a] as number;
        z[a] = z[b] as number;
        z[b] = t;
      }
    }
  } else {
    for (let row = 0; row < ny; row++) {
      for (let left = row * nx, right = row * nx + nx - 1; left < right; left++, right--) {
        const t = z[left] as number;
        z[left] = z[right] as number;
        z[right] = t;
      }
    }
  }
}

/**
 * Gwyddion 2.62 inverts Z about the mean (z' = 2·mean − z), not about zero: verified by converting
 * a file with each inversion value. The mean is over the measured points.
 */
function invertAboutMean(z: Float64Array): void {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (Number.isFinite(v)) {
      sum += v;
      count++;
    }
  }
  const twiceMean = count > 0 ? (2 * sum) / count : 0;
  for (let i = 0; i < z.length; i++) z[i] = twiceMean - (z[i] as number);
}

/** Values in the Z step unit (metres for heights), NaN where the point was not measured. */
function scaledValues(object: SurObject, factor: number): Float64Array {
  const h = object.header;
  const points = object.points;
  const z = new Float64Array(points.length);
  const scale = h.zSpacing * factor;
  const offset = h.zOffset * factor;
  // Two monomorphic loops: the per-point test only where the file marks non-measured points.
  if (h.hasNonMeasuredPoints) {
    const invalid = h.minPoint - 2;
    for (let i = 0; i < z.length; i++) {
      const p = points[i] as number;
      z[i] = p === invalid ? NaN : p * scale + offset;
    }
  } else {
    for (let i = 0; i < z.length; i++) z[i] = (points[i] as number) * scale + offset;
  }
  if (h.inversion !== SUR_INVERSION.none) invertAboutMean(z);
  if (h.inversion === SUR_INVERSION.flipZ) mirror(z, h.nx, h.ny, false);
  if (h.inversion === SUR_INVERSION.flopZ) mirror(z, h.nx, h.ny, true);
  return z;
}

/**
 * A height channel when Z is a length, otherwise `forcedKind` or 'other' with the file's unit.
 * `index` names untitled objects.
 */
export function surObjectToChannel(
  object: SurObject,
  index: number,
  forcedKind?: ChannelKind,
  fallbackName?: string,
): Channel {
  const h = object.header;
  const grid = surGrid(object);
  const zFactor = metresPerLengthUnit(h.zStepUnit);
  const kind: ChannelKind = forcedKind ?? (zFactor !== undefined ? 'height' : 'other');
  const factor = kind === 'height' ? (zFactor as number) : 1;
  const name =
    h.objectName || fallbackName || (kind === 'height' ? 'Topography' : h.zName || `Object ${index + 1}`);
  // Picture layers store grey or colour levels: their integers are shown as they are.
  if (kind === 'image') return grayImage(name, grid, Float64Array.from(object.points));
  const z = scaledValues(object, factor);
  const zUnit = kind === 'height' ? 'm' : h.zStepUnit;
  return { name, kind, zUnit, surface: makeSurface(grid, z, { title: name }) };
}

function levels(values: Float64Array): { min: number; span: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  // 8-bit layers are shown as they are; wider layers are stretched to their own range.
  if (min >= 0 && max <= 255) return { min: 0, span: 255 };
  return { min, span: max > min ? max - min : 1 };
}

function grayImage(name: string, grid: GridSpec, values: Float64Array): Channel {
  const { min, span } = levels(values);
  const rgba = new Uint8Array(values.length * 4);
  const z = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = ((values[i] as number) - min) / span;
    z[i] = v;
    const level = Number.isFinite(v) ? Math.round(Math.min(Math.max(v, 0), 1) * 255) : 0;
    rgba.fill(level, 4 * i, 4 * i + 3);
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

/** The red, green and blue layers of an RGB intensity surface as one colour image channel. */
export function surRgbChannel(layers: readonly [SurObject, SurObject, SurObject]): Channel {
  const grid = surGrid(layers[0]);
  for (const layer of layers) {
    if (layer.header.nx !== grid.nx || layer.header.ny !== grid.ny) {
      throw new SurfaceError('corrupt-file', 'SUR colour layers differ in size from the red layer');
    }
  }
  const values = layers.map((layer) => Float64Array.from(layer.points));
  const ranges = values.map(levels);
  const count = grid.nx * grid.ny;
  const rgba = new Uint8Array(count * 4);
  const z = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let luminance = 0;
    for (let c = 0; c < 3; c++) {
      const { min, span } = ranges[c] as { min: number; span: number };
      const v = Math.min(Math.max((((values[c] as Float64Array)[i] as number) - min) / span, 0), 1);
      rgba[4 * i + c] = Number.isFinite(v) ? Math.round(v * 255) : 0;
      luminance += (c === 0 ? 0.299 : c === 1 ? 0.587 : 0.114) * (Number.isFinite(v) ? v : 0);
    }
    rgba[4 * i + 3] = 255;
    z[i] = luminance;
  }
  return {
    name: 'RGB',
    kind: 'image',
    zUnit: '',
    surface: makeSurface(grid, z, { title: 'RGB' }),
    image: { width: grid.nx, height: grid.ny, rgba },
  };
}
