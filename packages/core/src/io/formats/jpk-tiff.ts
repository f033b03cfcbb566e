// JPK Instruments image scans (.jpk) and QI images (.jpk-qi-image): TIFF files whose first
// directory is an RGB preview and whose further directories are the measured channels, one per
// directory, 16- or 32-bit grey values described by JPK's private tags.
//
// Followed: the JPK tag list (jpk.h, JPK Instruments AG, in Gwyddion's modules/file) and Gwyddion's
// jpkscan module (modules/file/jpkscan.c) for their meaning:
// - directory 0: Grid_uLength 0x8042 / Grid_vLength 0x8043 (metres, the field size), Grid_x0/y0
//   0x8040/0x8041, Grid_Reflect 0x8045, Name 0x8004, StartDate 0x8003, Sample 0x8007, Feedback_Mode
//   0x8030;
// - each channel directory: Channel 0x8050, Channel_retrace 0x8051, ChannelFancyName 0x8052,
//   NrOfSlots 0x8080, DefaultSlot 0x8081 and per slot n (step 0x30): Slot_Name 0x8090,
//   Encoder_Unit 0x80A2, Scaling_Type 0x80A3 ("LinearScaling"), Multiply 0x80A4, Offset 0x80A5.
//   The value of a pixel is raw × Multiply + Offset of the default slot, in its encoder unit.
//
// Decisions (as Gwyddion): the preview directory is never a channel; pixel size = uLength / width
// and vLength / height; rows are stored bottom-up unless Grid_Reflect is set. The height channel
// is the one named "height" (any case, e.g. "measuredHeight") with a length unit; other channels
// (deflection, error, phase) are kept as non-height channels in their own units.
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, extensionOf, type MagicVerdict } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';
import { parseSiUnit } from '../spm/si-unit.ts';
import { isTiffHeader } from '../vendor-common/tiff-first-ifd.ts';
import {
  readTiffDirectories,
  tagNumber,
  tagText,
  type TiffDirectory,
  type TiffFile,
} from '../vendor-common/tiff-directories.ts';

const TAG = {
  name: 0x8004,
  startDate: 0x8003,
  sample: 0x8007,
  feedbackMode: 0x8030,
  gridX0: 0x8040,
  gridY0: 0x8041,
  gridU: 0x8042,
  gridV: 0x8043,
  reflect: 0x8045,
  channel: 0x8050,
  retrace: 0x8051,
  fancyName: 0x8052,
  slots: 0x8080,
  defaultSlot: 0x8081,
  slotName: (n: number) => 0x8090 + n * 0x30,
  encoderUnit: (n: number) => 0x80a2 + n * 0x30,
  scalingType: (n: number) => 0x80a3 + n * 0x30,
  multiply: (n: number) => 0x80a4 + n * 0x30,
  offset: (n: number) => 0x80a5 + n * 0x30,
} as const;

const TIFF = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  stripByteCounts: 279,
  sampleFormat: 339,
} as const;

const EXTENSIONS = ['jpk', 'jpk-qi-image'];

/** Whether the first directory lies in the head and carries the JPK grid size. */
function firstDirectoryHasGrid(head: Uint8Array): boolean {
  try {
    const file = readTiffDirectories(head);
    const first = file.directories[0];
    return first !== undefined && first.entries.has(TAG.gridU) && first.entries.has(TAG.gridV);
  } catch {
    return false;
  }
}

function magic(head: Uint8Array, fileName: string): MagicVerdict {
  if (!isTiffHeader(head)) return 'no';
  if (EXTENSIONS.includes(extensionOf(fileName))) return 'yes';
  return firstDirectoryHasGrid(head) ? 'yes' : 'no';
}

interface Scaling {
  readonly multiply: number;
  readonly offset: number;
  readonly unit: string;
  readonly slot: string;
}

/** The default slot's linear scaling of a channel directory. */
function defaultScaling(file: TiffFile, dir: TiffDirectory, channel: string): Scaling {
  const slots = tagNumber(file, dir, TAG.slots) ?? 0;
  const wanted = tagText(file, dir, TAG.defaultSlot);
  if (!(slots > 0) || wanted === undefined) {
    throw new SurfaceError('corrupt-file', `JPK channel "${channel}" has no scaling slots`);
  }
  for (let n = 0; n < Math.min(slots, 64); n++) {
    if (tagText(file, dir, TAG.slotName(n)) !== wanted) continue;
    const type = tagText(file, dir, TAG.scalingType(n));
    if (type !== undefined && type !== 'LinearScaling') {
      throw new SurfaceError(
        'unsupported-image-type',
        `JPK channel "${channel}": slot "${wanted}" uses ${type}, only LinearScaling is supported`,
      );
    }
    return {
      multiply: tagNumber(file, dir, TAG.multiply(n)) ?? 1,
      offset: tagNumber(file, dir, TAG.offset(n)) ?? 0,
      unit: tagText(file, dir, TAG.encoderUnit(n)) ?? '',
      slot: wanted,
    };
  }
  throw new SurfaceError('corrupt-file', `JPK channel "${channel}": default slot "${wanted}" is not defined`);
}

/** The raw grey values of an uncompressed single-sample directory, row-major as stored. */
function rawPixels(
  file: TiffFile,
  dir: TiffDirectory,
  width: number,
  height: number,
  channel: string,
): Float64Array {
  const bits = tagNumber(file, dir, TIFF.bitsPerSample) ?? 1;
  const format = tagNumber(file, dir, TIFF.sampleFormat) ?? 1;
  const compression = tagNumber(file, dir, TIFF.compression) ?? 1;
  if (compression !== 1) {
    throw new SurfaceError(
      'unsupported-image-type',
      `JPK channel "${channel}": TIFF compression ${compression}`,
    );
  }
  const bytesPerSample = bits / 8;
  const stripCount = dir.entries.get(TIFF.stripOffsets)?.count ?? 0;
  const total = width * height * bytesPerSample;
  const data = new Uint8Array(total);
  let filled = 0;
  for (let s = 0; s < stripCount && filled < total; s++) {
    const offset = tagNumber(file, dir, TIFF.stripOffsets, s) ?? 0;
    const length = Math.min(tagNumber(file, dir, TIFF.stripByteCounts, s) ?? total - filled, total - filled);
    file.reader.ensure(length, offset, `JPK channel "${channel}" data (file truncated?)`);
    data.set(file.reader.seek(offset).slice(length), filled);
    filled += length;
  }
  if (filled < total) {
    throw new SurfaceError(
      'corrupt-file',
      `JPK channel "${channel}": ${filled} of ${total} data bytes present`,
    );
  }
  const view = new DataView(data.buffer);
  const little = file.reader.littleEndian;
  const out = new Float64Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const at = i * bytesPerSample;
    if (bits === 16) out[i] = format === 2 ? view.getInt16(at, little) : view.getUint16(at, little);
    else if (format === 3) out[i] = view.getFloat32(at, little);
    else out[i] = format === 2 ? view.getInt32(at, little) : view.getUint32(at, little);
  }
  return out;
}

function read(bytes: Uint8Array): ReturnType<typeof makeSurfaceFile> {
  const file = readTiffDirectories(bytes);
  const first = file.directories[0];
  if (first === undefined) throw new SurfaceError('corrupt-file', 'JPK: TIFF without directories');
  const uLength = checkPositiveLength(tagNumber(file, first, TAG.gridU) ?? NaN, 'JPK Grid_uLength');
  const vLength = checkPositiveLength(tagNumber(file, first, TAG.gridV) ?? NaN, 'JPK Grid_vLength');
  const reflect = (tagNumber(file, first, TAG.reflect) ?? 0) !== 0;
  const x0 = tagNumber(file, first, TAG.gridX0) ?? 0;
  const y0 = tagNumber(file, first, TAG.gridY0) ?? 0;

  const channels: Channel[] = [];
  const warnings: ImportWarning[] = [];
  for (const dir of file.directories) {
    const photometric = tagNumber(file, dir, TIFF.photometric);
    const bits = tagNumber(file, dir, TIFF.bitsPerSample) ?? 1;
    const samples = tagNumber(file, dir, TIFF.samplesPerPixel) ?? 1;
    const baseName = tagText(file, dir, TAG.fancyName) ?? tagText(file, dir, TAG.channel);
    // The preview (RGB, 8-bit) and anything that is not a grey 16/32-bit channel is not data.
    if (dir.index === 0 || baseName === undefined) continue;
    if ((photometric !== 0 && photometric !== 1) || samples !== 1 || (bits !== 16 && bits !== 32)) {
      warnings.push({
        code: 'channel-skipped',
        message: `JPK directory ${dir.index} ("${baseName}") is not a 16/32-bit grey channel`,
      });
      continue;
    }
    if (channels.length >= MAX_CHANNELS) break;
    const retrace = (tagNumber(file, dir, TAG.retrace) ?? 0) !== 0;
    const name = `${baseName}${retrace ? ' (retrace)' : ''}`;
    const width = tagNumber(file, dir, TIFF.width) ?? 0;
    const height = tagNumber(file, dir, TIFF.height) ?? 0;
    checkGridSize(width, height, `JPK channel "${name}"`);
    const scaling = defaultScaling(file, dir, name);
    const unit = parseSiUnit(scaling.unit) ?? { unit: scaling.unit, factor: 1 };
    const raw = rawPixels(file, dir, width, height, name);
    const z = new Float64Array(width * height);
    for (let j = 0; j < height; j++) {
      const stored = reflect ? j : height - 1 - j;
      for (let i = 0; i < width; i++) {
        const value = ((raw[stored * width + i] as number) * scaling.multiply + scaling.offset) * unit.factor;
        z[j * width + i] = Number.isFinite(value) ? value : NaN;
      }
    }
    const isHeight = unit.unit === 'm' && /height/i.test(baseName);
    channels.push(
      makeChannel(
        name,
        isHeight ? 'height' : 'other',
        { nx: width, ny: height, dx: uLength / width, dy: vLength / height, x0, y0 },
        z,
        unit.unit,
        { instrument: 'JPK Instruments' },
      ),
    );
  }
  if (channels.length === 0) {
    throw new SurfaceError('images-missing', 'JPK file without a 16/32-bit channel (only the preview)');
  }
  const metadata: Record<string, string> = { vendor: 'JPK Instruments' };
  const describe = (key: string, tag: number) => {
    const text = tagText(file, first, tag);
    if (text !== undefined && text !== '') metadata[key] = text;
  };
  describe('name', TAG.name);
  describe('date', TAG.startDate);
  describe('sample', TAG.sample);
  describe('feedbackMode', TAG.feedbackMode);
  return makeSurfaceFile('jpk-tiff', channels, metadata, warnings);
}

export const jpkTiffFormat = defineFormat({
  id: 'jpk-tiff',
  name: 'JPK image scan (.jpk, .jpk-qi-image)',
  extensions: EXTENSIONS,
  specification:
    'JPK Instruments TIFF tags (jpk.h) and Gwyddion jpkscan module (modules/file/jpkscan.c): channels per directory, default-slot linear scaling',
  syntheticVariants: [
    {
      variant:
        'JPK .jpk / .jpk-qi-image: every 16/32-bit channel at full resolution with its default-slot scaling and unit; the RGB preview is never a channel',
      test: 'jpk-tiff.test.ts',
    },
  ],
  magic,
  read,
  // A JPK file its reader refuses must not fall through to the plain TIFF reader (the preview).
  conclusive: true,
});
