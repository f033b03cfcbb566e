// WSxM (Nanotec Electrónica / UAM) images: .top, .stp, .tom. Followed: Gwyddion's "wsxmfile"
// module documentation (WSxM files) and SurfaceTopography's WSxM reader documentation
// (ContactEngineering/SurfaceTopography, IO/WSxM), checked against both on the real files.
//
// Layout: a latin-1 text header — "WSxM file copyright …", "SxM Image file",
// "Image header size: N", then "[Section]" blocks of "    Key: value" lines up to
// "[Header end]" — followed at byte N by rows × columns samples, little-endian, of the
// "Image Data Type" (short if absent, integer, float, double). X/Y Amplitude give the field size
// with a unit ("600 nm"), Z Amplitude the height range with the z unit.
//
// Height scale: z = raw × Z Amplitude / (max − min of the data). For integer data the extremes
// equal the header's Maximum/Minimum, so this is the only scale there is. For double data the
// raw values already are in the Z unit and the factor is 1 up to the rounding of Z Amplitude
// (5e−7 for stp-1). Decision: we follow Gwyddion 2.62 (data extremes) for every type, so Sq
// matches Gwyddion to 1e−8; SurfaceTopography divides by the header's rounded Maximum − Minimum
// and its Sq for stp-1 (1.654156 nm) is 1.5e−6 lower — the test states this tolerance.
//
// Orientation: the samples are stored in the reverse of Gwyddion's order (last point first), so
// surface point i is file sample nx·ny − 1 − i; this reproduces Gwyddion's corners.
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { parseUnitScale } from '../scan-units/unit-scale.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { ImportWarning } from '../../surface/surface-file.ts';

const SIGNATURE = 'WSxM file copyright';
const MAX_HEADER_LINES = 10000;

type SampleReader = (view: DataView, at: number) => number;
const dataTypes: Readonly<Record<string, { bytes: number; get: SampleReader }>> = {
  short: { bytes: 2, get: (v, at) => v.getInt16(at, true) },
  integer: { bytes: 4, get: (v, at) => v.getInt32(at, true) },
  float: { bytes: 4, get: (v, at) => v.getFloat32(at, true) },
  double: { bytes: 8, get: (v, at) => v.getFloat64(at, true) },
};

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < Math.min(end, bytes.length); i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

/** Header fields by key (first occurrence), plus "Section/Key" for the metadata dialog. */
function parseHeader(text: string): { fields: Record<string, string>; metadata: Record<string, string> } {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  let section = '';
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_HEADER_LINES)
    throw new SurfaceError('corrupt-file', 'the WSxM header is implausibly long');
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^\[(.*)\]$/.exec(line);
    if (heading) {
      section = heading[1] ?? '';
      if (section === 'Header end') break;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!(key in fields)) fields[key] = value;
    metadata[section ? `${section}/${key}` : key] = value;
  }
  return { fields, metadata };
}

/** "600 nm" → value and unit; throws naming the field when it is not "number unit". */
function quantity(fields: Record<string, string>, key: string): { value: number; unit: string } {
  const m = /^([-+]?[\d.]+(?:[eE][-+]?\d+)?)\s*(.*)$/.exec(fields[key] ?? '');
  const value = m ? Number(m[1]) : NaN;
  if (!m || !Number.isFinite(value))
    throw new SurfaceError('corrupt-file', `WSxM "${key}" is missing or not a number`);
  return { value, unit: (m[2] ?? '').trim() };
}

function length(fields: Record<string, string>, key: string): number {
  const q = quantity(fields, key);
  const unit = parseUnitScale(q.unit);
  if (!unit || unit.unit !== 'm')
    throw new SurfaceError('unsupported-image-type', `WSxM "${key}" is not a length: "${fields[key] ?? ''}"`);
  return checkPositiveLength(q.value * unit.factor, key);
}

function count(fields: Record<string, string>, key: string): number {
  const value = Number(fields[key]);
  if (!Number.isInteger(value) || value < 1)
    throw new SurfaceError('corrupt-file', `WSxM "${key}" is not a positive integer`);
  return value;
}

export const wsxmFormat = defineFormat({
  id: 'wsxm',
  name: 'WSxM (Nanotec) image',
  extensions: ['top', 'stp', 'tom'],
  specification:
    'Gwyddion wsxmfile module documentation (WSxM files); SurfaceTopography IO/WSxM reader documentation',
  magic: (head) => (latin1(head, 0, SIGNATURE.length) === SIGNATURE ? 'yes' : 'no'),
  read(bytes) {
    const intro = latin1(bytes, 0, 200);
    if (!intro.startsWith(SIGNATURE))
      throw new SurfaceError('corrupt-file', 'not a WSxM file (no "WSxM file copyright" line)');
    const sizeMatch = /Image header size:\s*(\d+)/.exec(intro);
    const headerSize = sizeMatch ? Number(sizeMatch[1]) : NaN;
    if (!Number.isSafeInteger(headerSize) || headerSize > bytes.length) {
      throw new SurfaceError(
        'corrupt-file',
        `WSxM header size ${sizeMatch?.[1] ?? '(missing)'} exceeds the file of ${bytes.length} bytes`,
      );
    }
    if (!/\nSxM Image file\r?\n/.test(intro))
      throw new SurfaceError(
        'unsupported-image-type',
        'this WSxM file is not an image (curves and movies are not read)',
      );
    const { fields, metadata } = parseHeader(latin1(bytes, 0, headerSize));
    const nx = count(fields, 'Number of columns');
    const ny = count(fields, 'Number of rows');
    checkGridSize(nx, ny, 'WSxM image');
    const typeName = (fields['Image Data Type'] ?? 'short').toLowerCase();
    const type = dataTypes[typeName];
    if (!type)
      throw new SurfaceError('unsupported-image-type', `WSxM image data type "${typeName}" is not supported`);
    const points = nx * ny;
    if (headerSize + points * type.bytes > bytes.length) {
      throw new SurfaceError(
        'corrupt-file',
        `${nx} × ${ny} ${typeName} samples need ${points * type.bytes} bytes after the header, the file has ${bytes.length - headerSize}`,
      );
    }
    const dx = length(fields, 'X Amplitude') / nx;
    const dy = length(fields, 'Y Amplitude') / ny;
    const zAmplitude = quantity(fields, 'Z Amplitude');
    const warnings: ImportWarning[] = [];
    let zUnit = parseUnitScale(zAmplitude.unit) ?? parseUnitScale(zAmplitude.unit.toLowerCase());
    if (!zUnit) {
      warnings.push({
        code: 'metadata-incomplete',
        message: `unknown z unit "${zAmplitude.unit}": values kept as written`,
      });
      zUnit = { unit: '', factor: 1 };
    }

    const view = new DataView(bytes.buffer, bytes.byteOffset + headerSize, points * type.bytes);
    const z = new Float64Array(points);
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < points; i++) {
      const v = type.get(view, (points - 1 - i) * type.bytes);
      z[i] = v;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    // Integer samples have no unit of their own: the header's Z Amplitude spans their range.
    const range = max - min;
    const isInteger = typeName === 'short' || typeName === 'integer';
    if (isInteger && !(range > 0) && zAmplitude.value !== 0) {
      throw new SurfaceError('corrupt-file', 'WSxM integer data are constant but Z Amplitude is not zero');
    }
    const perRaw = range > 0 ? (zAmplitude.value / range) * zUnit.factor : zUnit.factor;
    for (let i = 0; i < points; i++) z[i] = z[i]! * perRaw;

    const name = fields['Acquisition channel'] || 'Topography';
    const direction = fields['X scanning direction'];
    const channel = makeChannel(
      name,
      zUnit.unit === 'm' ? 'height' : 'other',
      { nx, ny, dx, dy },
      z,
      zUnit.unit,
      {
        instrument: 'Nanotec WSxM',
        imageProperties: {
          ...(fields['Head type'] ? { method: fields['Head type'] } : {}),
          ...(fields['X-Frequency'] ? { speed: fields['X-Frequency'] } : {}),
          ...(direction ? { backScan: direction } : {}),
        },
        raw: metadata,
      },
    );
    return makeSurfaceFile('wsxm', [channel], { ...metadata, instrument: 'Nanotec WSxM' }, warnings);
  },
});
