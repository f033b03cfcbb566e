// PNG pictures and height maps, read with fast-png and written with it.
//
// Format description followed: W3C Portable Network Graphics (PNG) Specification (Third Edition),
// https://www.w3.org/TR/png-3/ — IHDR (§11.2.1) is checked here before decoding, so a header
// announcing a huge picture is refused before fast-png allocates it.
//
// Reading: 8-bit (and palette, grey, low-bit-depth) pictures → one 'image' channel (io/raster/
// image-file.ts). A 16-bit grey picture is often a height map exported by some software: it is read
// as kind 'other' with zUnit '' holding the raw counts and a warning — unless it carries the
// "asperity-height-scale" tEXt chunk our writer puts there, which restores metres and pixel size.
//
// Writing (options.variant): '8bit' (default) or '8bit:<gradient name>' — the height range mapped
// through a colour gradient (color/gradients.ts, default rainbow), invalid points transparent;
// '16bit' — grey + alpha, the finite range mapped onto 0…65535, invalid points alpha 0, and the
// scale (z = min + count × step, dx, dy in metres) recorded in the tEXt chunk.
// Row 0 of the picture (top) is row 0 of the surface, in both directions.
import { convertIndexedToRgb, decode, encode, type DecodedPng } from 'fast-png';
import { DEFAULT_GRADIENT, GRADIENTS, gradientToRgba, isGradientName } from '../../color/gradients.ts';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { BinaryReader, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type WriteOptions } from '../format.ts';
import { imageFile } from '../raster/image-file.ts';
import { checkRasterSize } from '../raster/raster-limits.ts';
import { channelToWrite, finiteRange } from '../raster/select-channel.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** tEXt keyword of the height scale our 16-bit writer records. */
export const PNG_HEIGHT_SCALE_KEY = 'asperity-height-scale';
const MAX_COUNT = 65535;

interface HeightScale {
  readonly zMin: number;
  readonly zStep: number;
  readonly dx: number;
  readonly dy: number;
}

function magic(head: Uint8Array): 'yes' | 'no' {
  return SIGNATURE.every((b, i) => head[i] === b) ? 'yes' : 'no';
}

/** Channels per colour type (PNG §11.2.1 Table 11.1). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function checkHeader(bytes: Uint8Array): void {
  const r = new BinaryReader(bytes, false, 8);
  const length = r.u32();
  if (r.latin1(4) !== 'IHDR' || length !== 13)
    throw new SurfaceError('corrupt-file', 'PNG: IHDR is not the first chunk');
  const width = r.u32();
  const height = r.u32();
  const depth = r.u8();
  const channels = CHANNELS[r.u8()];
  if (channels === undefined || ![1, 2, 4, 8, 16].includes(depth)) {
    throw new SurfaceError('corrupt-file', `PNG: bit depth ${depth} / colour type invalid`);
  }
  checkRasterSize(width, height, channels * (depth === 16 ? 2 : 1), bytes.length, true);
}

function parseScale(text: string | undefined): HeightScale | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as Partial<Record<keyof HeightScale, unknown>>;
    const { zMin, zStep, dx, dy } = v;
    if ([zMin, zStep, dx, dy].every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return {
        zMin: zMin as number,
        zStep: zStep as number,
        dx: checkPositiveLength(dx as number, 'PNG scale dx'),
        dy: checkPositiveLength(dy as number, 'PNG scale dy'),
      };
    }
  } catch (error) {
    if (isSurfaceError(error)) throw error;
  }
  throw new SurfaceError('corrupt-file', `PNG: the ${PNG_HEIGHT_SCALE_KEY} chunk is not a valid scale`);
}

function paletteToRgba(png: DecodedPng, n: number): Uint8Array {
  let rgb: Uint8Array;
  try {
    rgb = convertIndexedToRgb(png);
  } catch (error) {
    throw new SurfaceError('corrupt-file', `PNG palette: ${String(error)}`, { cause: error });
  }
  const channels = rgb.length / n;
  if (channels !== 3 && channels !== 4)
    throw new SurfaceError('corrupt-file', 'PNG: palette data does not fit the picture');
  if (channels === 4) return rgb;
  const out = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    out[4 * i] = rgb[3 * i] as number;
    out[4 * i + 1] = rgb[3 * i + 1] as number;
    out[4 * i + 2] = rgb[3 * i + 2] as number;
    out[4 * i + 3] = 255;
  }
  return out;
}

function toRgba(png: DecodedPng): Uint8Array {
  const { width, height, depth, channels, data } = png;
  const n = width * height;
  if (png.palette !== undefined) return paletteToRgba(png, n);
  // Bit depths below 8 (grey only, PNG §7.2) stay packed, each row starting on a byte boundary.
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  if (data.length < (depth < 8 ? rowBytes * height : n * channels)) {
    throw new SurfaceError('corrupt-file', 'PNG: pixel data is shorter than the picture');
  }
  const max = depth === 16 ? 65535 : (1 << depth) - 1;
  const sample = (i: number, c: number): number => {
    if (depth >= 8) return data[i * channels + c] as number;
    const row = Math.floor(i / width);
    const bit = (i - row * width) * depth;
    const byte = data[row * rowBytes + (bit >> 3)] as number;
    return (byte >> (8 - depth - (bit & 7))) & max;
  };
  const out = new Uint8Array(n * 4);
  const grey = channels <= 2;
  // tRNS for grey/RGB pictures (PNG §11.3.2.1): one sample value (or RGB triple) is transparent.
  const key = png.transparency;
  const keyed = key !== undefined && (channels === 1 || channels === 3) && key.length >= channels;
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    if (
      keyed &&
      sample(i, 0) === key[0] &&
      (channels === 1 || (sample(i, 1) === key[1] && sample(i, 2) === key[2]))
    ) {
      continue; // stays 0, 0, 0, 0: transparent, an invalid point
    }
    out[o] = Math.round((sample(i, 0) * 255) / max);
    out[o + 1] = Math.round((sample(i, grey ? 0 : 1) * 255) / max);
    out[o + 2] = Math.round((sample(i, grey ? 0 : 2) * 255) / max);
    out[o + 3] = channels === 2 || channels === 4 ? Math.round((sample(i, channels - 1) * 255) / max) : 255;
  }
  return out;
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes') throw new SurfaceError('corrupt-file', 'PNG: signature missing');
  checkHeader(bytes);
  let png: DecodedPng;
  try {
    png = decode(bytes, { checkCrc: true });
  } catch (error) {
    throw new SurfaceError('corrupt-file', `PNG: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const metadata: Record<string, string> = { ...png.text };
  if (png.depth === 16 && png.channels <= 2 && png.palette === undefined) {
    const n = png.width * png.height;
    if (png.data.length < n * png.channels)
      throw new SurfaceError('corrupt-file', 'PNG: pixel data is shorter than the picture');
    const z = new Float64Array(n);
    const scale = parseScale(png.text[PNG_HEIGHT_SCALE_KEY]);
    for (let i = 0; i < n; i++) {
      const count = png.data[i * png.channels] as number;
      const transparent = png.channels === 2 && png.data[i * 2 + 1] === 0;
      z[i] = transparent ? NaN : scale === undefined ? count : scale.zMin + count * scale.zStep;
    }
    if (scale !== undefined) {
      const grid = { nx: png.width, ny: png.height, dx: scale.dx, dy: scale.dy };
      return makeSurfaceFile('png', [makeChannel('Height', 'height', grid, z)], metadata);
    }
    const grid = { nx: png.width, ny: png.height, dx: 1e-6, dy: 1e-6 };
    return makeSurfaceFile('png', [makeChannel('Grey (16 bit)', 'other', grid, z, '')], metadata, [
      {
        code: 'metadata-incomplete',
        message:
          'a 16-bit grey PNG may be a height map, but it states no scale: raw counts 0…65535, 1 µm per pixel',
      },
    ]);
  }
  return imageFile('png', { width: png.width, height: png.height, rgba: toRgba(png) }, metadata);
}

function write(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const channel = channelToWrite(file, options);
  const { nx, ny, z, dx, dy } = channel.surface;
  const { min, max } = finiteRange(z);
  const span = max > min ? max - min : 1;
  const variant = options?.variant ?? '8bit';
  if (variant === '16bit') {
    const data = new Uint16Array(nx * ny * 2);
    for (let i = 0; i < z.length; i++) {
      const v = z[i] as number;
      const valid = Number.isFinite(v);
      data[2 * i] = valid ? Math.round(((v - min) / span) * MAX_COUNT) : 0;
      data[2 * i + 1] = valid ? MAX_COUNT : 0;
    }
    const scale: HeightScale = { zMin: Number.isFinite(min) ? min : 0, zStep: span / MAX_COUNT, dx, dy };
    return encode({
      width: nx,
      height: ny,
      data,
      depth: 16,
      channels: 2,
      text: { [PNG_HEIGHT_SCALE_KEY]: JSON.stringify(scale) },
    });
  }
  const gradientName = variant.startsWith('8bit:')
    ? variant.slice(5)
    : variant === '8bit'
      ? DEFAULT_GRADIENT
      : undefined;
  if (gradientName === undefined || !isGradientName(gradientName)) {
    throw new SurfaceError('invalid-request', `PNG variant "${variant}": use 8bit, 8bit:<gradient> or 16bit`);
  }
  const table = gradientToRgba(GRADIENTS[gradientName], 256);
  const data = new Uint8Array(nx * ny * 4);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (!Number.isFinite(v)) continue;
    const k = Math.round(((v - min) / span) * 255) * 4;
    data[4 * i] = table[k] as number;
    data[4 * i + 1] = table[k + 1] as number;
    data[4 * i + 2] = table[k + 2] as number;
    data[4 * i + 3] = table[k + 3] as number;
  }
  return encode({ width: nx, height: ny, data, depth: 8, channels: 4 });
}

export const pngFormat = defineFormat({
  id: 'png',
  name: 'PNG picture / height map',
  extensions: ['png'],
  specification:
    'W3C Portable Network Graphics (PNG) Specification, Third Edition, https://www.w3.org/TR/png-3/',
  magic,
  read,
  write,
});
