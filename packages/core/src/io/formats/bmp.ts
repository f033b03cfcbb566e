// Windows BMP pictures (uncompressed 1/4/8-bit palette, 16-bit 5-5-5 or bit fields, 24-bit BGR,
// 32-bit BGRX or bit fields; bottom-up or top-down), decoded here with BinaryReader: the bmp-ts
// library needs Node's Buffer, which the browser core does not have, and trusts the header sizes.
//
// Format description followed: Microsoft Learn, "Bitmap Storage" and "BITMAPINFOHEADER structure"
// (https://learn.microsoft.com/en-us/windows/win32/gdi/bitmap-storage,
// https://learn.microsoft.com/en-us/windows/win32/api/wingdi/ns-wingdi-bitmapinfoheader), and
// "BITMAPV5HEADER" for the colour masks of bit-field files. RLE-compressed, JPEG- and PNG-in-BMP
// files are real variants this reader does not decode: 'unsupported-image-type'.
// The picture becomes one 'image' channel (io/raster/image-file.ts), row 0 at the top.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { BinaryReader } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { imageFile } from '../raster/image-file.ts';
import { checkRasterSize } from '../raster/raster-limits.ts';

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const INFO_HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];

function magic(head: Uint8Array): MagicVerdict {
  if (head[0] !== 0x42 || head[1] !== 0x4d || head.length < 18) return 'no';
  const headerSize =
    (head[14] as number) |
    ((head[15] as number) << 8) |
    ((head[16] as number) << 16) |
    ((head[17] as number) << 24);
  return INFO_HEADER_SIZES.includes(headerSize) ? 'yes' : 'no';
}

interface Mask {
  readonly mask: number;
  readonly shift: number;
  readonly max: number;
}

function maskOf(mask: number): Mask {
  const m = mask >>> 0;
  if (m === 0) return { mask: 0, shift: 0, max: 0 };
  let shift = 0;
  while (((m >>> shift) & 1) === 0) shift++;
  return { mask: m, shift, max: m >>> shift };
}

const channel = (pixel: number, m: Mask, fallback: number): number =>
  m.max === 0 ? fallback : Math.round((((pixel & m.mask) >>> m.shift) * 255) / m.max);

function read(bytes: Uint8Array): SurfaceFile {
  const r = new BinaryReader(bytes, true);
  if (r.latin1(2) !== 'BM') throw new SurfaceError('corrupt-file', 'BMP: signature "BM" missing');
  r.skip(8);
  const dataOffset = r.u32();
  const headerSize = r.u32();
  if (!INFO_HEADER_SIZES.includes(headerSize))
    throw new SurfaceError('corrupt-file', `BMP: header size ${headerSize}`);
  const core = headerSize === 12;
  const width = core ? r.u16() : r.i32();
  const rawHeight = core ? r.i16() : r.i32();
  r.skip(2); // planes
  const bpp = r.u16();
  const compression = core ? BI_RGB : r.u32();
  const metadata: Record<string, string> = { 'bits per pixel': String(bpp) };
  let colorsUsed = 0;
  if (!core) {
    r.skip(4); // image size
    const xppm = r.i32();
    const yppm = r.i32();
    if (xppm > 0 && yppm > 0) metadata['pixels per metre'] = `${xppm} × ${yppm}`;
    colorsUsed = r.u32();
  }
  if (compression !== BI_RGB && compression !== BI_BITFIELDS && compression !== BI_ALPHABITFIELDS) {
    throw new SurfaceError(
      'unsupported-image-type',
      `BMP: compression ${compression} (RLE/JPEG/PNG) is not supported`,
    );
  }
  if (![1, 4, 8, 16, 24, 32].includes(bpp))
    throw new SurfaceError('corrupt-file', `BMP: ${bpp} bits per pixel`);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  checkRasterSize(width, height, 4, bytes.length, false);
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  r.ensure(stride * height, dataOffset, 'BMP pixel data');

  // Colour masks: in the header from V2 (52 bytes) on, else after a 40-byte header for bit fields.
  let masks: [Mask, Mask, Mask, Mask] | undefined;
  if (bpp === 16 || bpp === 32) {
    if (compression === BI_RGB) {
      masks =
        bpp === 16
          ? [maskOf(0x7c00), maskOf(0x03e0), maskOf(0x001f), maskOf(0)]
          : [maskOf(0xff0000), maskOf(0xff00), maskOf(0xff), maskOf(0)];
    } else {
      r.seek(14 + 40);
      const red = r.u32();
      const green = r.u32();
      const blue = r.u32();
      const alpha = headerSize >= 56 || compression === BI_ALPHABITFIELDS ? r.u32() : 0;
      masks = [maskOf(red), maskOf(green), maskOf(blue), maskOf(alpha)];
    }
  }
  let palette: Uint8Array | undefined;
  if (bpp <= 8) {
    const declared = colorsUsed > 0 ? colorsUsed : 1 << bpp;
    if (declared > 1 << bpp)
      throw new SurfaceError('corrupt-file', `BMP: ${declared} palette entries for ${bpp} bits`);
    const entrySize = core ? 3 : 4;
    const paletteAt = 14 + headerSize + (compression === BI_BITFIELDS ? 12 : 0);
    // Writers that leave "colours used" at 0 sometimes store a shorter palette: the pixel data
    // offset tells how many entries really precede it.
    const room = Math.floor((dataOffset - paletteAt) / entrySize);
    const entries = room > 0 ? Math.min(declared, room) : declared;
    r.ensure(entries * entrySize, paletteAt, 'BMP palette');
    palette = new Uint8Array(256 * 3);
    for (let k = 0; k < entries; k++) {
      const at = paletteAt + k * entrySize;
      palette[3 * k] = bytes[at + 2] as number;
      palette[3 * k + 1] = bytes[at + 1] as number;
      palette[3 * k + 2] = bytes[at] as number;
    }
  }

  const rgba = new Uint8Array(width * height * 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let row = 0; row < height; row++) {
    const line = dataOffset + (topDown ? row : height - 1 - row) * stride;
    for (let col = 0; col < width; col++) {
      const o = (row * width + col) * 4;
      if (palette !== undefined) {
        const bit = col * bpp;
        const byte = bytes[line + (bit >> 3)] as number;
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        rgba[o] = palette[3 * index] as number;
        rgba[o + 1] = palette[3 * index + 1] as number;
        rgba[o + 2] = palette[3 * index + 2] as number;
        rgba[o + 3] = 255;
      } else if (bpp === 24) {
        const at = line + col * 3;
        rgba[o] = bytes[at + 2] as number;
        rgba[o + 1] = bytes[at + 1] as number;
        rgba[o + 2] = bytes[at] as number;
        rgba[o + 3] = 255;
      } else if (masks !== undefined) {
        const pixel =
          bpp === 16 ? view.getUint16(line + col * 2, true) : view.getUint32(line + col * 4, true);
        rgba[o] = channel(pixel, masks[0], 0);
        rgba[o + 1] = channel(pixel, masks[1], 0);
        rgba[o + 2] = channel(pixel, masks[2], 0);
        rgba[o + 3] = channel(pixel, masks[3], 255);
      }
    }
  }
  // Many writers declare an alpha mask but leave it 0 everywhere: that is an opaque picture.
  if (masks !== undefined && masks[3].max > 0) {
    let anyAlpha = false;
    for (let o = 3; o < rgba.length && !anyAlpha; o += 4) anyAlpha = rgba[o] !== 0;
    if (!anyAlpha) for (let o = 3; o < rgba.length; o += 4) rgba[o] = 255;
  }
  return imageFile('bmp', { width, height, rgba }, metadata);
}

export const bmpFormat = defineFormat({
  id: 'bmp',
  name: 'Windows BMP picture',
  extensions: ['bmp', 'dib'],
  specification:
    'Microsoft Learn: Bitmap Storage, BITMAPINFOHEADER, BITMAPV5HEADER (https://learn.microsoft.com/en-us/windows/win32/gdi/bitmap-storage)',
  magic,
  read,
});
