// Packs a Surface into the single-channel float texture the shaders displace and shade from.
//
// Encoding (one R32F channel, 4 bytes per texel, so a 4096² surface costs 64 MB of GPU memory, not 128):
// a valid texel holds its height normalised to 0–1 over the surface's valid range; an invalid one holds a
// fill value minus INVALID_OFFSET, i.e. lies in [-2, -1]. The fragment shader discards texels below -0.5;
// the vertex shader adds the offset back, so mesh vertices at holes sit at a plausible neighbouring height
// instead of spiking to 0 and dragging the valid triangles around the hole with them.
import type { Surface } from '@asperity/core';

export const INVALID_OFFSET = 2;

export interface TextureLayout {
  width: number;
  height: number;
  /** Surface pixels per texel along each axis (1 = full resolution). */
  factor: number;
}

export interface HeightTexture extends TextureLayout {
  /** Row-major, row 0 = surface row 0 (lowest y), `width * height` texels. */
  data: Float32Array;
  /** Valid height range in metres used for normalisation (NaN when nothing is valid). */
  zMin: number;
  zMax: number;
  validCount: number;
}

/** Full resolution when it fits; otherwise the smallest integer box-downsampling factor that fits. */
export function chooseTextureLayout(nx: number, ny: number, maxTextureSize: number): TextureLayout {
  if (!(maxTextureSize >= 1))
    throw new RangeError(`maximum texture size must be positive, got ${maxTextureSize}`);
  const factor = Math.max(1, Math.ceil(nx / maxTextureSize), Math.ceil(ny / maxTextureSize));
  return { width: Math.ceil(nx / factor), height: Math.ceil(ny / factor), factor };
}

/** Inverse of the encoding, as the shaders do it; for tests and CPU-side picking. */
export function decodeHeight(encoded: number): { height: number; valid: boolean } {
  const valid = encoded > -0.5;
  return { height: valid ? encoded : encoded + INVALID_OFFSET, valid };
}

export function packHeightTexture(surface: Surface, maxTextureSize: number): HeightTexture {
  const { nx, ny, z } = surface;
  if (z.length < nx * ny) throw new RangeError(`surface has ${z.length} heights for ${nx}×${ny} pixels`);
  const layout = chooseTextureLayout(nx, ny, maxTextureSize);
  const { width, height, factor } = layout;

  const heights = layout.factor === 1 ? copyValid(z, nx * ny) : boxAverage(z, nx, ny, layout);

  let zMin = Infinity;
  let zMax = -Infinity;
  let validCount = 0;
  for (let p = 0; p < nx * ny; p++) {
    const v = z[p] ?? Number.NaN;
    if (!Number.isFinite(v)) continue;
    if (v < zMin) zMin = v;
    if (v > zMax) zMax = v;
    validCount++;
  }
  const range = zMax - zMin;
  const data = new Float32Array(width * height);
  const valid = new Uint8Array(width * height);
  for (let p = 0; p < data.length; p++) {
    const v = heights[p] ?? Number.NaN;
    if (Number.isNaN(v)) continue;
    valid[p] = 1;
    // A flat surface sits mid-gradient rather than at its darkest colour.
    data[p] = range > 0 ? Math.min(1, Math.max(0, (v - zMin) / range)) : 0.5;
  }
  fillInvalid(data, valid, width, height);
  for (let p = 0; p < data.length; p++) if (valid[p] === 0) data[p] = (data[p] ?? 0) - INVALID_OFFSET;

  return {
    width,
    height,
    factor,
    data,
    zMin: validCount > 0 ? zMin : Number.NaN,
    zMax: validCount > 0 ? zMax : Number.NaN,
    validCount,
  };
}

/** Heights with every non-finite value (NaN, ±Infinity from a broken file) turned into NaN. */
function copyValid(z: Float64Array, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let p = 0; p < count; p++) {
    const v = z[p] ?? Number.NaN;
    out[p] = Number.isFinite(v) ? v : Number.NaN;
  }
  return out;
}

/** Mean of the valid pixels of each factor × factor block (partial blocks at the far edges); NaN if none. */
function boxAverage(z: Float64Array, nx: number, ny: number, layout: TextureLayout): Float64Array {
  const { width, height, factor } = layout;
  const sum = new Float64Array(width * height);
  const count = new Uint32Array(width * height);
  for (let j = 0; j < ny; j++) {
    const row = Math.floor(j / factor) * width;
    for (let i = 0; i < nx; i++) {
      const v = z[j * nx + i] ?? Number.NaN;
      if (!Number.isFinite(v)) continue;
      const t = row + Math.floor(i / factor);
      sum[t] = (sum[t] ?? 0) + v;
      count[t] = (count[t] ?? 0) + 1;
    }
  }
  for (let t = 0; t < sum.length; t++) {
    const c = count[t] ?? 0;
    sum[t] = c > 0 ? (sum[t] ?? 0) / c : Number.NaN;
  }
  return sum;
}

/**
 * Gives invalid texels a fill value: linear interpolation between the nearest valid texels of the same row
 * (the end value held beyond them), then rows without any valid texel copy the nearest row that had one.
 * O(texels), no allocation per texel: enough to keep hole borders flat, not meant as data repair.
 */
function fillInvalid(data: Float32Array, valid: Uint8Array, width: number, height: number): void {
  const rowHasValid = new Uint8Array(height);
  for (let j = 0; j < height; j++) {
    const row = j * width;
    let last = -1;
    for (let i = 0; i <= width; i++) {
      if (i < width && valid[row + i] === 0) continue;
      const gapStart = last + 1;
      if (i > gapStart) {
        const left = last >= 0 ? (data[row + last] ?? 0) : undefined;
        const right = i < width ? (data[row + i] ?? 0) : undefined;
        for (let g = gapStart; g < i; g++) {
          let v: number;
          if (left !== undefined && right !== undefined)
            v = left + ((right - left) * (g - last)) / (i - last);
          else v = left ?? right ?? Number.NaN;
          data[row + g] = v;
        }
      }
      if (i < width) last = i;
    }
    rowHasValid[j] = last >= 0 ? 1 : 0;
  }
  let nearest = -1;
  const source = new Int32Array(height).fill(-1);
  // Two sweeps find, for each empty row, the closest row (above or below) that has data.
  for (let j = 0; j < height; j++) {
    if (rowHasValid[j] === 1) nearest = j;
    source[j] = nearest;
  }
  nearest = -1;
  for (let j = height - 1; j >= 0; j--) {
    if (rowHasValid[j] === 1) nearest = j;
    const above = source[j] ?? -1;
    if (nearest >= 0 && (above < 0 || nearest - j < j - above)) source[j] = nearest;
  }
  for (let j = 0; j < height; j++) {
    if (rowHasValid[j] === 1) continue;
    const from = source[j] ?? -1;
    if (from < 0) {
      data.fill(0.5, j * width, (j + 1) * width);
    } else {
      data.copyWithin(j * width, from * width, (from + 1) * width);
    }
  }
}
