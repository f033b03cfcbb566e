// Plain TIFF pictures and float rasters (.tif, .tiff) that no instrument format claims.
//
// Followed: TIFF 6.0 (Adobe, 1992) and its floating-point extension (SampleFormat 3), decoded by
// the image-js `tiff` library (strips, tiles, LZW, Deflate, PackBits, predictors).
// Decisions:
// - A single-channel float raster is a quantity whose unit and pixel size TIFF does not record:
//   an 'other' channel (zUnit '') with a 'metadata-incomplete' warning, never a height that
//   pretends to be in metres.
// - Integer grey, palette and RGB(A) pictures are 'image' channels (RGBA for display, z the
//   luminance 0…1). TIFF's resolution tags describe print size, not the sample, so the pixel
//   size is 1 m with the same warning.
// - Only the first page is read; row 0 is the top row of the picture, as Gwyddion shows it.
// - Sizes are checked before decoding: the declared raster must respect the grid limits and the
//   decompression bounds of limits.ts (a small compressed file cannot expand without limit).
import { decode, type TiffIfd } from 'tiff';
import { checkGridSize } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';
import { makeChannel, makeSurface, makeSurfaceFile, type GridSpec } from '../../surface/build.ts';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import type { Channel, SurfaceFile } from '../../surface/surface-file.ts';
import { isTiffHeader } from '../vendor-common/tiff-first-ifd.ts';

const SAMPLE_FORMAT_FLOAT = 3;
const PHOTOMETRIC_WHITE_IS_ZERO = 0;
const PHOTOMETRIC_PALETTE = 3;

function magic(head: Uint8Array): MagicVerdict {
  return isTiffHeader(head) ? 'maybe' : 'no';
}

function decodeFirstPage(bytes: Uint8Array, withData: boolean): TiffIfd {
  let pages: TiffIfd[];
  try {
    pages = decode(bytes, { pages: [0], ignoreImageData: !withData });
  } catch (error) {
    throw new SurfaceError(
      'corrupt-file',
      `TIFF: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  const page = pages[0];
  if (!page) throw new SurfaceError('corrupt-file', 'TIFF: no image directory');
  return page;
}

/** An RGBA picture channel from interleaved samples scaled to 0…255. */
function pictureChannel(grid: GridSpec, page: TiffIfd, data: ArrayLike<number>): Channel {
  const count = grid.nx * grid.ny;
  const samples = page.samplesPerPixel;
  const max = 2 ** page.bitsPerSample - 1;
  const palette = page.type === PHOTOMETRIC_PALETTE ? page.palette : undefined;
  const invert = page.type === PHOTOMETRIC_WHITE_IS_ZERO;
  const rgba = new Uint8Array(count * 4);
  const z = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let r: number;
    let g: number;
    let b: number;
    let a = 255;
    if (palette) {
      // Palette entries are 16-bit colour values.
      const entry = palette[data[i] as number];
      r = entry ? Math.round(entry[0] / 257) : 0;
      g = entry ? Math.round(entry[1] / 257) : 0;
      b = entry ? Math.round(entry[2] / 257) : 0;
    } else if (samples >= 3) {
      r = Math.round(((data[i * samples] as number) / max) * 255);
      g = Math.round(((data[i * samples + 1] as number) / max) * 255);
      b = Math.round(((data[i * samples + 2] as number) / max) * 255);
      if (samples >= 4) a = Math.round(((data[i * samples + 3] as number) / max) * 255);
    } else {
      const v = Math.round(((data[i * samples] as number) / max) * 255);
      r = g = b = invert ? 255 - v : v;
    }
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = g;
    rgba[i * 4 + 2] = b;
    rgba[i * 4 + 3] = a;
    z[i] = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  }
  return {
    name: 'Image',
    kind: 'image',
    zUnit: '',
    surface: makeSurface(grid, z, { title: 'Image' }),
    image: { width: grid.nx, height: grid.ny, rgba },
  };
}

function read(bytes: Uint8Array): SurfaceFile {
  if (!isTiffHeader(bytes)) throw new SurfaceError('corrupt-file', 'TIFF: the header is missing');
  try {
    const header = decodeFirstPage(bytes, false);
    const nx = header.width;
    const ny = header.height;
    checkGridSize(nx, ny, 'TIFF image');
    const samples = header.samplesPerPixel;
    const bits = header.bitsPerSample;
    if (samples < 1 || samples > 4 || ![8, 16, 32, 64].includes(bits)) {
      throw new SurfaceError('unsupported-image-type', `TIFF: ${samples} samples of ${bits} bits per pixel`);
    }
    const decoded = (nx * ny * samples * bits) / 8;
    if (decoded > MAX_DECOMPRESSED_BYTES || decoded > MAX_DECOMPRESSION_RATIO * bytes.length) {
      throw new SurfaceError(
        'image-length-exceeded',
        `TIFF: ${nx} × ${ny} pixels would expand beyond the limits`,
      );
    }
    // The decoder reads past a short strip without complaint: every strip or tile must be whole.
    const offsets = header.tiled ? header.tileOffsets : header.stripOffsets;
    const counts = header.tiled ? header.tileByteCounts : header.stripByteCounts;
    if (offsets.length === 0 || offsets.length !== counts.length) {
      throw new SurfaceError('corrupt-file', 'TIFF: the strip or tile table is missing');
    }
    offsets.forEach((offset, i) => {
      if (offset + (counts[i] ?? 0) > bytes.length) {
        throw new SurfaceError('corrupt-file', `TIFF: strip ${i} lies beyond the end of the file`);
      }
    });
    const page = decodeFirstPage(bytes, true);
    const data = page.data;
    if (data.length < nx * ny * samples)
      throw new SurfaceError('corrupt-file', 'TIFF: the image data are truncated');
    const grid: GridSpec = { nx, ny, dx: 1, dy: 1 };
    const warning = {
      code: 'metadata-incomplete' as const,
      message:
        'TIFF records neither the pixel size nor the unit of the values: pixel size 1 m until you set it',
    };
    const isFloat = page.sampleFormat === SAMPLE_FORMAT_FLOAT;
    let channel: Channel;
    if (isFloat && samples === 1) {
      channel = makeChannel('Data', 'other', grid, Float64Array.from(data), '');
    } else if (!isFloat && bits <= 16) {
      channel = pictureChannel(grid, page, data);
    } else {
      throw new SurfaceError(
        'unsupported-image-type',
        `TIFF: ${samples} ${isFloat ? 'float' : 'integer'} samples of ${bits} bits`,
      );
    }
    return makeSurfaceFile('tiff-image', [channel], {}, [warning]);
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    throw new SurfaceError('corrupt-file', `TIFF: ${String(error)}`, { cause: error });
  }
}

export const tiffImageFormat = defineFormat({
  id: 'tiff-image',
  name: 'TIFF image or float raster',
  extensions: ['tif', 'tiff'],
  specification: 'TIFF 6.0 (Adobe Developers Association, 1992), SampleFormat 3 for float rasters',
  magic,
  read,
});
