// BCR-STM / BCRF (Image Metrology SPIP; read both, write BCRF; the text-header layout ISO 25178-71 builds on): a text
// header of "key = value" lines padded to `headersize` bytes, then the points row by row, row 0
// first. 'bcrstm' holds int16 points, 'bcrf' float32; the '_unicode' variants write the header in
// UTF-16LE, so it occupies twice `headersize` bytes.
//
// Format description followed: Image Metrology, "SPIP file formats — BCR-STM and BCRF"
// (https://www.imagemet.com/WebHelp6/Default.htm#PnPParameters/Measure_Bcr_Format.htm) and
// Gwyddion's bcrfile module documentation (http://gwyddion.net/documentation/ → file formats).
//
// Decisions:
// - Void points: int16 32767 when the header has non-zero `voidpixels`; float32 values ≥ 1.7e38
//   (SPIP writes FLT_MAX, 3.402823E+38) always — no instrument measures 10³⁸.
// - Heights are value × bit2nm in `zunit` (default nm; another unit gives an 'other' channel); xlength/ylength are the field size in
//   xunit/yunit (default nm), so dx = xlength / xpixels, as Gwyddion and SurfaceTopography read it.
import { strFromU8 } from 'fflate';
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type WriteOptions } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';

const DEFAULT_HEADER_BYTES = 2048;
const INT16_VOID = 32767;
const FLOAT_VOID_THRESHOLD = 1.7e38;
const SIGNATURE = 'fileformat';

type BcrVariant = 'bcrstm' | 'bcrf' | 'bcrstm_unicode' | 'bcrf_unicode';
const variants: readonly string[] = ['bcrstm', 'bcrf', 'bcrstm_unicode', 'bcrf_unicode'];

function isUtf16(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === SIGNATURE.charCodeAt(0) && head[1] === 0;
}

/** Header text: UTF-16LE in the unicode variants (ASCII in practice, so every second byte). */
function headerText(bytes: Uint8Array, utf16: boolean, length: number): string {
  const end = Math.min(bytes.length, length);
  let text = '';
  if (utf16)
    for (let i = 0; i + 1 < end; i += 2) text += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  else text = strFromU8(bytes.subarray(0, end), true);
  return text;
}

function parseHeader(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line.replace(/\0/g, ''));
    if (match) fields.set((match[1] as string).toLowerCase(), match[2] as string);
  }
  return fields;
}

function numberField(fields: Map<string, string>, key: string, fallback?: number): number {
  const raw = fields.get(key);
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    throw new SurfaceError('corrupt-file', `BCR header has no "${key}"`);
  }
  const value = Number(raw);
  if (!Number.isFinite(value))
    throw new SurfaceError('corrupt-file', `BCR header "${key}" is not a number: ${raw}`);
  return value;
}

function unitField(fields: Map<string, string>, key: string): number {
  const unit = fields.get(key) ?? 'nm';
  const factor = metresPerLengthUnit(unit);
  if (factor === undefined)
    throw new SurfaceError('unsupported-image-type', `BCR ${key} "${unit}" is not a length`);
  return factor;
}

function readBcr(bytes: Uint8Array): SurfaceFile {
  const utf16 = isUtf16(bytes);
  // The header size is read from a first look at the default-size header, then the real one.
  const first = parseHeader(headerText(bytes, utf16, (utf16 ? 2 : 1) * DEFAULT_HEADER_BYTES));
  const variant = (first.get('fileformat') ?? '').toLowerCase();
  if (!variants.includes(variant)) {
    throw new SurfaceError('corrupt-file', `BCR file format "${variant}" is not bcrstm or bcrf`);
  }
  const headerSize = numberField(first, 'headersize', DEFAULT_HEADER_BYTES);
  const dataOffset = (utf16 ? 2 : 1) * headerSize;
  const reader = new BinaryReader(bytes, true);
  reader.ensure(0, dataOffset, 'BCR header');
  if (!Number.isInteger(headerSize) || headerSize < 1) {
    throw new SurfaceError('corrupt-file', `BCR header size ${headerSize} is implausible`);
  }
  const fields = parseHeader(headerText(bytes, utf16, dataOffset));
  if (numberField(fields, 'forcecurve', 0) !== 0) {
    throw new SurfaceError('unsupported-image-type', 'BCR force curves are not surfaces');
  }
  const nx = numberField(fields, 'xpixels');
  const ny = numberField(fields, 'ypixels');
  checkGridSize(nx, ny, 'BCR');
  const isFloat = (variant as BcrVariant).startsWith('bcrf');
  const pointBytes = isFloat ? 4 : 2;
  reader.littleEndian = numberField(fields, 'intelmode', 1) !== 0;
  reader.seek(dataOffset);
  reader.ensure(nx * ny * pointBytes, dataOffset, 'BCR points');

  const dx =
    (checkPositiveLength(numberField(fields, 'xlength'), 'BCR xlength') * unitField(fields, 'xunit')) / nx;
  const dy =
    (checkPositiveLength(numberField(fields, 'ylength'), 'BCR ylength') * unitField(fields, 'yunit')) / ny;
  // A z unit that is not a length (SPIP also stores currents, phases, …) makes an 'other' channel.
  const zUnitText = fields.get('zunit') ?? 'nm';
  const zMetres = metresPerLengthUnit(zUnitText);
  const scale = numberField(fields, 'bit2nm', 1) * (zMetres ?? 1);
  const int16Void = numberField(fields, 'voidpixels', 0) !== 0;
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < z.length; i++) {
    if (isFloat) {
      const v = reader.f32();
      z[i] = v >= FLOAT_VOID_THRESHOLD || !Number.isFinite(v) ? NaN : v * scale;
    } else {
      const v = reader.i16();
      z[i] = int16Void && v === INT16_VOID ? NaN : v * scale;
    }
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of fields) if (value !== '') metadata[key] = value;
  const grid = { nx, ny, dx, dy };
  const channel =
    zMetres !== undefined
      ? makeChannel('Topography', 'height', grid, z, 'm', { raw: metadata })
      : makeChannel(fields.get('zlabel') ?? 'Data', 'other', grid, z, zUnitText, { raw: metadata });
  return makeSurfaceFile('bcr', [channel], metadata);
}

const FLT_MAX = 3.4028234663852886e38;
const NANOMETRE = 1e-9;

/**
 * Writes a height channel as ASCII-header BCRF: float32 nanometres (SPIP's default unit, so every
 * BCR reader scales it right), void points as FLT_MAX with their count in `voidpixels`.
 */
function writeBcrf(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
  const channel = file.channels[index];
  if (!channel || channel.kind !== 'height') {
    throw new SurfaceError('invalid-request', 'BCRF export needs a height channel');
  }
  const { nx, ny, dx, dy, z } = channel.surface;
  let voids = 0;
  for (let i = 0; i < z.length; i++) if (!Number.isFinite(z[i])) voids++;
  const header = [
    'fileformat = bcrf',
    `headersize = ${DEFAULT_HEADER_BYTES}`,
    `xpixels = ${nx}`,
    `ypixels = ${ny}`,
    `xlength = ${(nx * dx) / NANOMETRE}`,
    `ylength = ${(ny * dy) / NANOMETRE}`,
    'xunit = nm',
    'yunit = nm',
    'zunit = nm',
    'bit2nm = 1',
    'intelmode = 1',
    `voidpixels = ${voids}`,
    'forcecurve = 0',
    '',
  ].join('\n');
  const out = new Uint8Array(DEFAULT_HEADER_BYTES + 4 * z.length).fill(0x20, 0, DEFAULT_HEADER_BYTES);
  for (let i = 0; i < header.length; i++) out[i] = header.charCodeAt(i);
  const view = new DataView(out.buffer);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    view.setFloat32(DEFAULT_HEADER_BYTES + 4 * i, Number.isFinite(v) ? v / NANOMETRE : FLT_MAX, true);
  }
  return out;
}

function magic(head: Uint8Array): 'yes' | 'no' {
  const text = headerText(head, isUtf16(head), 64).toLowerCase();
  return /^fileformat\s*=\s*bcr(stm|f)/.test(text) ? 'yes' : 'no';
}

export const bcrFormat = defineFormat({
  id: 'bcr',
  name: 'SPIP BCR-STM / BCRF',
  extensions: ['bcr', 'bcrf'],
  specification:
    'Image Metrology SPIP help, "BCR-STM and BCRF file formats"; Gwyddion bcrfile module (http://gwyddion.net/documentation/)',
  magic,
  read: (bytes) => readBcr(bytes),
  write: writeBcrf,
});
