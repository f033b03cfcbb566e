// Agilent / Molecular Imaging PicoView .mi images. Followed: Gwyddion's "mifile" module
// documentation (PicoView Data Files) and SurfaceTopography's MI reader documentation
// (ContactEngineering/SurfaceTopography, IO/MI).
//
// Layout: text header lines, each a key in a 14-character field followed by its value
// ("xPixels       256"). Global keys (fileType, xPixels, yPixels, xLength, yLength in metres, …)
// come first, then one block per buffer starting with "bufferLabel" (bufferRange, bufferUnit,
// direction, …). The line "data          BINARY" (int16, full scale 2^15), "BINARY_32" (int32,
// full scale 2^31) or "ASCII" (whitespace-separated integers, full scale 2^15) ends the header;
// the buffers follow one after the other, nx × ny values each. z = raw / full scale × bufferRange
// in bufferUnit.
//
// Orientation: the file stores the bottom row first; row 0 of the surface is the file's last
// row, as in Gwyddion 2.62 (and SurfaceTopography's heights[0, 0] = −0.4986900329589844 µm for
// mi-1.mi is Gwyddion's z[0, 0]).
import { strFromU8 } from 'fflate';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { parseUnitScale } from '../scan-units/unit-scale.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';

const KEY_WIDTH = 14;
/** The header is a few kB; a file without a data line within this many bytes is not an image. */
const MAX_HEADER_BYTES = 1 << 20;

interface BufferHeader {
  readonly fields: Record<string, string>;
}

interface MiHeader {
  readonly global: Record<string, string>;
  readonly buffers: BufferHeader[];
  readonly dataKind: string;
  readonly dataStart: number;
}

function asciiPrefix(bytes: Uint8Array, length: number): string {
  let s = '';
  for (let i = 0; i < Math.min(length, bytes.length); i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

function parseHeader(bytes: Uint8Array): MiHeader {
  const global: Record<string, string> = {};
  const buffers: BufferHeader[] = [];
  let position = 0;
  const limit = Math.min(bytes.length, MAX_HEADER_BYTES);
  while (position < limit) {
    let end = bytes.indexOf(0x0a, position);
    if (end < 0 || end > limit) end = limit;
    const line = strFromU8(bytes.subarray(position, end), true).replace(/\r$/, '');
    position = end + 1;
    const key = line.slice(0, KEY_WIDTH).trim();
    const value = line.slice(KEY_WIDTH).trim();
    if (key === 'data')
      return { global, buffers, dataKind: value, dataStart: Math.min(position, bytes.length) };
    if (key === 'bufferLabel') {
      if (buffers.length >= MAX_CHANNELS)
        throw new SurfaceError('image-length-exceeded', `more than ${MAX_CHANNELS} buffers`);
      buffers.push({ fields: {} });
    }
    const target = buffers.length > 0 ? buffers[buffers.length - 1]!.fields : global;
    if (key && !(key in target)) target[key] = value;
  }
  throw new SurfaceError('corrupt-file', 'the PicoView header has no "data" line');
}

function positiveInteger(fields: Record<string, string>, key: string): number {
  const value = Number(fields[key]);
  if (!Number.isInteger(value) || value < 1)
    throw new SurfaceError('corrupt-file', `${key} "${fields[key] ?? ''}" is not a positive integer`);
  return value;
}

function finiteNumber(fields: Record<string, string>, key: string): number {
  const value = Number(fields[key]);
  if (fields[key] === undefined || !Number.isFinite(value))
    throw new SurfaceError('corrupt-file', `${key} "${fields[key] ?? ''}" is not a number`);
  return value;
}

/** Raw sample values of all buffers, in file order, and their full-scale count. */
function readSamples(
  bytes: Uint8Array,
  header: MiHeader,
  count: number,
): { raw: Float64Array; fullScale: number } {
  const start = header.dataStart;
  if (header.dataKind === 'BINARY' || header.dataKind === 'BINARY_32') {
    const size = header.dataKind === 'BINARY' ? 2 : 4;
    if (start + count * size > bytes.length) {
      throw new SurfaceError(
        'corrupt-file',
        `the data needs ${count * size} bytes after offset ${start}, the file has ${bytes.length - start}`,
      );
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset + start, count * size);
    const raw = new Float64Array(count);
    for (let i = 0; i < count; i++)
      raw[i] = size === 2 ? view.getInt16(2 * i, true) : view.getInt32(4 * i, true);
    return { raw, fullScale: size === 2 ? 2 ** 15 : 2 ** 31 };
  }
  if (header.dataKind === 'ASCII') {
    // Each value needs at least two bytes (digit and separator): a cheap bound before parsing.
    if ((bytes.length - start) / 2 < count - 1)
      throw new SurfaceError('corrupt-file', 'the ASCII data is shorter than the image');
    const raw = new Float64Array(count);
    const text = strFromU8(bytes.subarray(start), true);
    const number = /[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?/g;
    let i = 0;
    for (let m = number.exec(text); m !== null && i < count; m = number.exec(text)) raw[i++] = Number(m[0]);
    if (i < count)
      throw new SurfaceError('corrupt-file', `the ASCII data holds ${i} values, the image needs ${count}`);
    return { raw, fullScale: 2 ** 15 };
  }
  throw new SurfaceError(
    'unsupported-image-type',
    `PicoView data encoding "${header.dataKind}" is not supported`,
  );
}

function imagePropertiesOf(global: Record<string, string>): ImageProperties {
  const properties: ImageProperties = {};
  if (global['version']) properties.system = global['version'];
  if (global['mode']) properties.method = global['mode'];
  if (global['scanSpeed']) properties.speed = global['scanSpeed'];
  return properties;
}

export const picoViewMiFormat = defineFormat({
  id: 'picoview-mi',
  name: 'Agilent / Molecular Imaging PicoView MI',
  extensions: ['mi'],
  specification:
    'Gwyddion mifile module documentation (PicoView Data Files); SurfaceTopography IO/MI reader documentation',
  magic: (head) => (asciiPrefix(head, 8) === 'fileType' ? 'yes' : 'no'),
  read(bytes) {
    if (asciiPrefix(bytes, 8) !== 'fileType')
      throw new SurfaceError('corrupt-file', 'not a PicoView file (no "fileType" line)');
    const header = parseHeader(bytes);
    const { global, buffers } = header;
    if (global['fileType'] !== 'Image') {
      throw new SurfaceError(
        'unsupported-image-type',
        `PicoView file type "${global['fileType'] ?? ''}" is not an image (spectroscopy is not read)`,
      );
    }
    const nx = positiveInteger(global, 'xPixels');
    const ny = positiveInteger(global, 'yPixels');
    checkGridSize(nx, ny, 'PicoView image');
    const dx = checkPositiveLength(finiteNumber(global, 'xLength'), 'xLength') / nx;
    const dy = checkPositiveLength(finiteNumber(global, 'yLength'), 'yLength') / ny;
    if (buffers.length === 0) throw new SurfaceError('images-missing', 'the PicoView header lists no buffer');
    const points = nx * ny;
    // readSamples checks the declared size against the file length before allocating.
    const { raw, fullScale } = readSamples(bytes, header, points * buffers.length);
    const warnings: ImportWarning[] = [];
    const channels: Channel[] = [];
    const properties = imagePropertiesOf(global);
    buffers.forEach((buffer, index) => {
      const label = buffer.fields['bufferLabel'] || `Buffer ${index + 1}`;
      const range = finiteNumber(buffer.fields, 'bufferRange');
      const unit = parseUnitScale(buffer.fields['bufferUnit'] ?? '');
      if (!unit) {
        warnings.push({
          code: 'channel-skipped',
          message: `unknown unit "${buffer.fields['bufferUnit'] ?? ''}"`,
          channel: label,
        });
        return;
      }
      const scale = (range / fullScale) * unit.factor;
      const z = new Float64Array(points);
      const offset = index * points;
      // Bottom row first in the file: file row ny−1−row becomes surface row `row`.
      for (let row = 0; row < ny; row++) {
        const from = offset + (ny - 1 - row) * nx;
        for (let col = 0; col < nx; col++) z[row * nx + col] = raw[from + col]! * scale;
      }
      const direction = buffer.fields['direction'];
      channels.push(
        makeChannel(label, unit.unit === 'm' ? 'height' : 'other', { nx, ny, dx, dy }, z, unit.unit, {
          instrument: 'Agilent PicoView',
          imageProperties: direction ? { ...properties, backScan: direction } : properties,
          raw: buffer.fields,
        }),
      );
    });
    return makeSurfaceFile(
      'picoview-mi',
      channels,
      { ...global, instrument: 'Agilent / Molecular Imaging PicoView' },
      warnings,
    );
  },
});
