// NT-MDT .mdt (Nova, Nova Px, Image Analysis). Followed: the Kaitai Struct description
// "nt_mdt.ksy" (kaitai-io/kaitai_struct_formats, scientific/nt_mdt) and the description of the
// frame and MDA layouts in Gwyddion's nt-mdt module documentation/comments (gwyddion.net).
//
// Layout: a 33-byte file header (magic 01 b0 93 ff, size without header, index of the last
// frame), then frames, each with a 22-byte header (size, type, version, date, var size).
// - type 0 "scanned": three axis scales (offset f32, step f32, unit code i16), scan variables,
//   then mode/xres/yres/ndots and xres×yres int16 samples; z = offset + step·raw.
// - type 106 "MDA": a self-describing array; two dimensions and one measurand is an image with
//   z = bias + scale·raw in the measurand's unit string.
// Other frame types (text, palette, spectroscopy, curves, old MDA) hold no image: they are
// skipped, and the data ones with a 'channel-skipped' warning.
//
// Orientation: rows are stored bottom-up; row 0 of the surface is the file's last row, which is
// Gwyddion 2.62's data-field order (it flips every frame vertically).
//
// Decision (MDA lateral size): the MDA dimension `scale` is the distance between neighbouring
// points. We use it as the pixel size, so the field is n·scale wide. Gwyddion 2.62 reports
// (n−1)·scale (3.000833544 µm for test_mdt.mdt, i.e. the first-to-last point distance) while its
// own scanned-frame and IBW conventions use n·pitch; the test checks both relations.
import { BinaryReader, checkGridSize } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { parseUnitScale, type UnitScale } from '../scan-units/unit-scale.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';
import { strFromU8 } from 'fflate';

const MAGIC = [0x01, 0xb0, 0x93, 0xff] as const;
/** The documentation says 32, but frame 0 starts at byte 33 in every real file. */
const FILE_HEADER_BYTES = 33;
const FRAME_HEADER_BYTES = 22;
const AXIS_SCALES_BYTES = 30;
const SCAN_VARS_MIN_BYTES = 77;

const FrameType = {
  scanned: 0,
  spectroscopy: 1,
  text: 3,
  oldMda: 105,
  mda: 106,
  palette: 107,
  curvesNew: 190,
  curves: 201,
} as const;

/** Unit codes of the scanned-frame axis scales, as SI unit and factor. */
const unitCodes: Readonly<Record<number, UnitScale>> = {
  [-5]: { unit: 'm', factor: 1 },
  [-4]: { unit: 'm', factor: 1e-2 },
  [-3]: { unit: 'm', factor: 1e-3 },
  [-2]: { unit: 'm', factor: 1e-6 },
  [-1]: { unit: 'm', factor: 1e-9 },
  0: { unit: 'm', factor: 1e-10 },
  1: { unit: 'A', factor: 1e-9 },
  2: { unit: 'V', factor: 1 },
  3: { unit: '', factor: 1 },
  4: { unit: 'Hz', factor: 1e3 },
  5: { unit: 'deg', factor: 1 },
  6: { unit: '%', factor: 1 },
  7: { unit: '°C', factor: 1 },
  8: { unit: 'V', factor: 1 },
  9: { unit: 's', factor: 1 },
  10: { unit: 's', factor: 1e-3 },
  11: { unit: 's', factor: 1e-6 },
  12: { unit: 's', factor: 1e-9 },
  13: { unit: '', factor: 1 },
  20: { unit: 'A', factor: 1 },
  21: { unit: 'A', factor: 1e-3 },
  22: { unit: 'A', factor: 1e-6 },
  23: { unit: 'A', factor: 1e-9 },
  24: { unit: 'A', factor: 1e-12 },
  25: { unit: 'V', factor: 1 },
  26: { unit: 'V', factor: 1e-3 },
  27: { unit: 'V', factor: 1e-6 },
  28: { unit: 'V', factor: 1e-9 },
  29: { unit: 'V', factor: 1e-12 },
  30: { unit: 'N', factor: 1 },
  31: { unit: 'N', factor: 1e-3 },
  32: { unit: 'N', factor: 1e-6 },
  33: { unit: 'N', factor: 1e-9 },
  34: { unit: 'N', factor: 1e-12 },
};

/** MDA element types: code → byte size and a reader at a byte offset. */
type ElementReader = (view: DataView, at: number) => number;
const mdaElementTypes: Readonly<Record<number, { bytes: number; get: ElementReader }>> = {
  [-1]: { bytes: 1, get: (v, at) => v.getInt8(at) },
  1: { bytes: 1, get: (v, at) => v.getUint8(at) },
  [-2]: { bytes: 2, get: (v, at) => v.getInt16(at, true) },
  2: { bytes: 2, get: (v, at) => v.getUint16(at, true) },
  [-4]: { bytes: 4, get: (v, at) => v.getInt32(at, true) },
  4: { bytes: 4, get: (v, at) => v.getUint32(at, true) },
  [-8]: { bytes: 8, get: (v, at) => Number(v.getBigInt64(at, true)) },
  8: { bytes: 8, get: (v, at) => Number(v.getBigUint64(at, true)) },
  [-(4 + 23 * 256)]: { bytes: 4, get: (v, at) => v.getFloat32(at, true) },
  [-(8 + 52 * 256)]: { bytes: 8, get: (v, at) => v.getFloat64(at, true) },
};

interface MdaCalibration {
  readonly name: string;
  readonly unit: string;
  readonly bias: number;
  readonly scale: number;
  readonly count: number;
  readonly dataType: number;
}

interface FrameContext {
  readonly index: number;
  readonly date: string;
  readonly channels: Channel[];
  readonly warnings: ImportWarning[];
  readonly metadata: Record<string, string>;
}

function hasMagic(head: Uint8Array): boolean {
  return MAGIC.every((b, i) => head[i] === b);
}

/** UTF-16LE text (the MDA comment XML); the core has no TextDecoder. */
function utf16le(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  return s;
}

/**
 * Windows-1251 text (frame titles). Cyrillic letters are mapped exactly; the rarely used
 * punctuation of 0x80–0xBF other than Ё/ё falls back to its Latin-1 code point.
 */
function cp1251(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) {
    if (b === 0) break;
    if (b >= 0xc0) s += String.fromCharCode(0x410 + b - 0xc0);
    else if (b === 0xa8) s += '\u0401';
    else if (b === 0xb8) s += '\u0451';
    else s += String.fromCharCode(b);
  }
  return s;
}

/** Leaf elements `<Tag>value</Tag>` of the frame comment XML, first occurrence of each. */
function leafElements(xml: string, into: Record<string, string>, prefix: string): void {
  const leaf = /<([A-Za-z][\w.-]*)>([^<]{1,200})<\/\1>/g;
  let count = 0;
  for (let m = leaf.exec(xml); m !== null && count < 500; m = leaf.exec(xml), count++) {
    const key = `${prefix}${m[1]}`;
    if (!(key in into)) into[key] = (m[2] ?? '').trim();
  }
}

/** Rows are stored bottom-up; returns them top-down (Gwyddion's order). */
function flipRows(values: Float64Array, nx: number, ny: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let row = 0; row < ny; row++) out.set(values.subarray((ny - 1 - row) * nx, (ny - row) * nx), row * nx);
  return out;
}

function addChannel(ctx: FrameContext, name: string, unit: UnitScale, grid: GridArgs, z: Float64Array): void {
  if (ctx.channels.length >= MAX_CHANNELS) {
    throw new SurfaceError('image-length-exceeded', `more than ${MAX_CHANNELS} channels`);
  }
  const taken = ctx.channels.some((c) => c.name === name);
  const unique = taken ? `${name} (${ctx.index})` : name;
  const kind = unit.unit === 'm' ? 'height' : 'other';
  ctx.channels.push(
    makeChannel(unique, kind, grid, z, unit.unit, {
      instrument: 'NT-MDT',
      ...(ctx.metadata['ScanMode'] ? { imageProperties: { method: ctx.metadata['ScanMode'] } } : {}),
      raw: { date: ctx.date },
    }),
  );
}

interface GridArgs {
  readonly nx: number;
  readonly ny: number;
  readonly dx: number;
  readonly dy: number;
}

function lateralPitch(step: number, unit: UnitScale | undefined, axis: string): number {
  if (!unit || unit.unit !== 'm') {
    throw new SurfaceError(
      'unsupported-image-type',
      `the ${axis} axis is not a length; only images over lengths are read`,
    );
  }
  const pitch = Math.abs(step) * unit.factor;
  if (!Number.isFinite(pitch) || pitch <= 0) {
    throw new SurfaceError('corrupt-file', `the ${axis} pixel size ${step} is not positive`);
  }
  return pitch;
}

function readScannedFrame(frame: Uint8Array, varSize: number, ctx: FrameContext): void {
  if (varSize < AXIS_SCALES_BYTES + SCAN_VARS_MIN_BYTES) {
    throw new SurfaceError('corrupt-file', `frame ${ctx.index} is too short for a scanned-data header`);
  }
  const r = new BinaryReader(frame, true, FRAME_HEADER_BYTES);
  const axis = () => ({ offset: r.f32(), step: r.f32(), unit: r.i16() });
  const xs = axis();
  const ys = axis();
  const zs = axis();
  r.seek(FRAME_HEADER_BYTES + varSize);
  r.u16(); // frame mode
  const nx = r.u16();
  const ny = r.u16();
  const dots = r.u16();
  if (dots !== 0) {
    ctx.warnings.push({
      code: 'channel-skipped',
      message: `frame ${ctx.index}: point spectroscopy is not read`,
    });
    return;
  }
  checkGridSize(nx, ny, `frame ${ctx.index}`);
  const raw = r.slice(nx * ny * 2);
  let title = '';
  if (r.remaining >= 4) {
    const length = r.u32();
    if (length <= r.remaining) title = cp1251(r.slice(length));
  }
  const zUnit = unitCodes[zs.unit];
  if (!zUnit)
    throw new SurfaceError('unsupported-image-type', `frame ${ctx.index}: unknown z unit code ${zs.unit}`);
  const dx = lateralPitch(xs.step, unitCodes[xs.unit], 'x');
  const dy = lateralPitch(ys.step, unitCodes[ys.unit], 'y');
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const values = new Float64Array(nx * ny);
  for (let i = 0; i < values.length; i++) {
    values[i] = (zs.offset + zs.step * view.getInt16(2 * i, true)) * zUnit.factor;
  }
  addChannel(ctx, title || `Frame ${ctx.index}`, zUnit, { nx, ny, dx, dy }, flipRows(values, nx, ny));
}

/** A u64 index; all-ones ("no range") and other huge values become Infinity instead of throwing. */
function unsignedIndex(r: BinaryReader): number {
  const low = r.u32();
  const high = r.u32();
  return high > 0x1fffff ? Infinity : high * 2 ** 32 + low;
}

function readCalibration(r: BinaryReader, end: number): MdaCalibration {
  const start = r.position;
  const total = r.u32();
  const structLength = r.u32();
  if (total < 8 || start + total > end)
    throw new SurfaceError('corrupt-file', 'MDA calibration size is out of the frame');
  const stringsAt = start + 8 + structLength;
  const nameLength = r.u32();
  const commentLength = r.u32();
  const unitLength = r.u32();
  r.u64(); // SI unit code; the unit string is used
  r.f64(); // accuracy
  r.skip(8); // function id and dimensions
  const bias = r.f64();
  const scale = r.f64();
  const minIndex = unsignedIndex(r);
  const maxIndex = unsignedIndex(r);
  const dataType = r.i32();
  r.seek(stringsAt);
  const name = r.latin1(nameLength);
  r.skip(commentLength);
  const unit = strFromU8(r.slice(unitLength));
  r.seek(start + total);
  // maxIndex is all ones for a measurand (no index range): its count is never used.
  const count =
    Number.isSafeInteger(maxIndex - minIndex + 1) && maxIndex >= minIndex ? maxIndex - minIndex + 1 : 0;
  return { name, unit, bias, scale, count, dataType };
}

function readMdaFrame(frame: Uint8Array, ctx: FrameContext): void {
  const r = new BinaryReader(frame, true, FRAME_HEADER_BYTES);
  const headerSize = r.u32();
  r.u32(); // total length
  r.skip(16 * 2 + 4); // GUIDs, frame status
  const nameSize = r.u32();
  const commentSize = r.u32();
  const viewInfoSize = r.u32();
  const specSize = r.u32();
  const sourceInfoSize = r.u32();
  r.u32(); // var size
  r.u32(); // data offset
  r.u32(); // data size
  r.seek(FRAME_HEADER_BYTES + headerSize);
  const title = cp1251(r.slice(nameSize));
  const comment = utf16le(r.slice(commentSize));
  leafElements(comment, ctx.metadata, '');
  r.skip(specSize);
  r.skip(viewInfoSize);
  r.skip(sourceInfoSize);
  r.u32(); // total size
  const structLength = r.u32();
  const structStart = r.position;
  r.u64(); // array size
  r.u32(); // cell size
  const dimensions = r.u32();
  const measurands = r.u32();
  r.seek(structStart + structLength);
  if (dimensions !== 2 || measurands !== 1) {
    ctx.warnings.push({
      code: 'channel-skipped',
      message: `frame ${ctx.index} (${title || 'MDA'}): ${dimensions} dimensions × ${measurands} measurands is a spectrum or a Raman cube, not an image`,
    });
    return;
  }
  const xAxis = readCalibration(r, frame.length);
  const yAxis = readCalibration(r, frame.length);
  const zAxis = readCalibration(r, frame.length);
  const nx = xAxis.count;
  const ny = yAxis.count;
  checkGridSize(nx, ny, `frame ${ctx.index}`);
  const element = mdaElementTypes[zAxis.dataType];
  if (!element)
    throw new SurfaceError(
      'unsupported-image-type',
      `frame ${ctx.index}: MDA data type ${zAxis.dataType} is not supported`,
    );
  const raw = r.slice(nx * ny * element.bytes);
  const zUnit = zAxis.unit ? parseUnitScale(zAxis.unit) : { unit: '', factor: 1 };
  if (!zUnit)
    throw new SurfaceError('unsupported-image-type', `frame ${ctx.index}: unknown z unit "${zAxis.unit}"`);
  const dx = lateralPitch(xAxis.scale, parseUnitScale(xAxis.unit), 'x');
  const dy = lateralPitch(yAxis.scale, parseUnitScale(yAxis.unit), 'y');
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const values = new Float64Array(nx * ny);
  for (let i = 0; i < values.length; i++) {
    values[i] = (zAxis.bias + zAxis.scale * element.get(view, i * element.bytes)) * zUnit.factor;
  }
  addChannel(ctx, title || `Frame ${ctx.index}`, zUnit, { nx, ny, dx, dy }, flipRows(values, nx, ny));
}

export const ntMdtFormat = defineFormat({
  id: 'nt-mdt',
  name: 'NT-MDT MDT',
  extensions: ['mdt'],
  specification:
    'Kaitai Struct nt_mdt.ksy (kaitai-io/kaitai_struct_formats); Gwyddion nt-mdt module documentation',
  magic: (head) => (hasMagic(head) ? 'yes' : 'no'),
  read(bytes) {
    if (!hasMagic(bytes))
      throw new SurfaceError('corrupt-file', 'not an NT-MDT file (magic 01 b0 93 ff missing)');
    const r = new BinaryReader(bytes, true);
    r.ensure(FILE_HEADER_BYTES, 0, 'file header');
    r.seek(4);
    const declared = r.u32();
    r.skip(4);
    const lastFrame = r.u16();
    if (declared + FILE_HEADER_BYTES > bytes.length) {
      throw new SurfaceError(
        'corrupt-file',
        `the header declares ${declared + FILE_HEADER_BYTES} bytes, the file has ${bytes.length}`,
      );
    }
    const channels: Channel[] = [];
    const warnings: ImportWarning[] = [];
    const metadata: Record<string, string> = { instrument: 'NT-MDT' };
    let position = FILE_HEADER_BYTES;
    for (let index = 0; index <= lastFrame; index++) {
      r.ensure(FRAME_HEADER_BYTES, position, `frame ${index} header`);
      r.seek(position);
      const size = r.u32();
      if (size < FRAME_HEADER_BYTES || position + size > bytes.length) {
        throw new SurfaceError(
          'corrupt-file',
          `frame ${index} size ${size} at offset ${position} is out of the file`,
        );
      }
      const type = r.u16();
      r.skip(2); // version
      const [year, month, day, hour, minute, second] = [r.u16(), r.u16(), r.u16(), r.u16(), r.u16(), r.u16()];
      const varSize = r.u16();
      const pad = (n: number) => String(n).padStart(2, '0');
      const date = `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
      const frame = bytes.subarray(position, position + size);
      const ctx: FrameContext = { index, date, channels, warnings, metadata };
      if (type === FrameType.scanned) readScannedFrame(frame, varSize, ctx);
      else if (type === FrameType.mda) readMdaFrame(frame, ctx);
      else if (
        type === FrameType.spectroscopy ||
        type === FrameType.curves ||
        type === FrameType.curvesNew ||
        type === FrameType.oldMda
      ) {
        warnings.push({
          code: 'channel-skipped',
          message: `frame ${index}: frame type ${type} (spectroscopy/curves) is not read`,
        });
      }
      metadata[`frame ${index} date`] = date;
      position += size;
    }
    return makeSurfaceFile('nt-mdt', channels, metadata, warnings);
  },
});
