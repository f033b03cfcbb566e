// Gwyddion Simple Field (.gsf), version 1.0. Followed: the format description in the Gwyddion
// user guide, "Gwyddion Simple Field" (https://gwyddion.net/documentation/user-guide-en/gsf.html):
// the line "Gwyddion Simple Field 1.0", then "Key = Value" lines (XRes, YRes required; XReal,
// YReal, XOffset, YOffset, Title, XYUnits, ZUnits optional; other keys free), then 1–4 NUL bytes
// padding the header to a multiple of 4, then XRes × YRes little-endian float32, row by row.
//
// Decisions: a missing XReal/YReal is 1.0, as Gwyddion 2.62 reads it; units are SI base units without prefix as Gwyddion writes them, but a prefixed
// length unit (µm, nm) is honoured. No XYUnits: metres are assumed, with a 'metadata-incomplete'
// warning. A ZUnits that is not a length makes an 'other' channel with that unit. Non-finite
// values are invalid points (NaN). Writing stores float32 (the format has no other type), so a
// round trip keeps heights to float32 precision (relative 6e-8), sizes and offsets exactly.
import { strToU8 } from 'fflate';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { ImportWarning } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';

const FORMAT_ID = 'gsf';
const MAGIC_LINE = 'Gwyddion Simple Field 1.0';
/** Real headers are a few hundred bytes; a longer run without the NUL padding is not a GSF header. */
const MAX_HEADER_BYTES = 1024 * 1024;

function startsWithMagic(head: Uint8Array): boolean {
  if (head.length < MAGIC_LINE.length + 1) return false;
  for (let i = 0; i < MAGIC_LINE.length; i++) if (head[i] !== MAGIC_LINE.charCodeAt(i)) return false;
  return head[MAGIC_LINE.length] === 0x0a || head[MAGIC_LINE.length] === 0x0d;
}

export const gsfFormat = defineFormat({
  id: FORMAT_ID,
  name: 'Gwyddion Simple Field (GSF)',
  extensions: ['gsf'],
  specification: 'https://gwyddion.net/documentation/user-guide-en/gsf.html',
  magic(head) {
    return startsWithMagic(head) ? 'yes' : 'no';
  },
  read(bytes) {
    if (!startsWithMagic(bytes)) {
      throw new SurfaceError('corrupt-file', `not a GSF file: it does not start with '${MAGIC_LINE}'`);
    }
    const headerEnd = bytes.indexOf(0);
    if (headerEnd < 0 || headerEnd > MAX_HEADER_BYTES) {
      throw new SurfaceError('corrupt-file', 'GSF header is not followed by NUL padding (truncated?)');
    }
    const reader = new BinaryReader(bytes);
    const fields = parseHeader(reader.utf8(headerEnd));
    const nx = integerField(fields, 'XRes');
    const ny = integerField(fields, 'YRes');
    checkGridSize(nx, ny, 'GSF XRes × YRes');
    const dataStart = (headerEnd + 4) & ~3;
    const count = nx * ny;
    reader.ensure(count * 4, dataStart, `GSF data of ${count} float32 values`);

    const warnings: ImportWarning[] = [];
    const xyUnit = fields.get('XYUnits') ?? '';
    let metresPerXY = metresPerLengthUnit(xyUnit === '' ? 'm' : xyUnit);
    if (xyUnit === '') {
      warnings.push({
        code: 'metadata-incomplete',
        message: 'GSF file without XYUnits: lateral sizes taken as metres',
      });
    }
    if (metresPerXY === undefined) {
      warnings.push({
        code: 'metadata-incomplete',
        message: `GSF XYUnits '${xyUnit}' is not a length: taken as metres`,
      });
      metresPerXY = 1;
    }
    // Gwyddion 2.62 takes a missing XReal/YReal as 1.0 (checked with --convert-to-gwy).
    if (!fields.has('XReal') || !fields.has('YReal')) {
      warnings.push({
        code: 'metadata-incomplete',
        message: 'GSF file without XReal/YReal: the field is taken as 1 × 1 (Gwyddion does the same)',
      });
    }
    const xReal = checkPositiveLength(numberField(fields, 'XReal') ?? 1, 'GSF XReal') * metresPerXY;
    const yReal = checkPositiveLength(numberField(fields, 'YReal') ?? 1, 'GSF YReal') * metresPerXY;
    const x0 = (numberField(fields, 'XOffset') ?? 0) * metresPerXY;
    const y0 = (numberField(fields, 'YOffset') ?? 0) * metresPerXY;

    const zUnitText = fields.get('ZUnits') ?? '';
    const metresPerZ = zUnitText === '' ? undefined : metresPerLengthUnit(zUnitText);
    const isHeight = metresPerZ !== undefined || zUnitText === '';
    if (zUnitText === '') {
      warnings.push({
        code: 'metadata-incomplete',
        message: 'GSF file without ZUnits: heights taken as metres',
      });
    }
    const zScale = metresPerZ ?? 1;
    const view = new DataView(bytes.buffer, bytes.byteOffset + dataStart, count * 4);
    const z = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const value = view.getFloat32(i * 4, true);
      z[i] = Number.isFinite(value) ? value * zScale : NaN;
    }
    const title = fields.get('Title') ?? 'Topography';
    const metadata = Object.fromEntries(fields);
    const channel = makeChannel(
      title,
      isHeight ? 'height' : 'other',
      { nx, ny, dx: xReal / nx, dy: yReal / ny, x0, y0 },
      z,
      isHeight ? 'm' : zUnitText,
      { raw: metadata },
    );
    return makeSurfaceFile(FORMAT_ID, [channel], metadata, warnings);
  },
  write(file, options) {
    const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
    const channel = file.channels[index];
    if (channel === undefined) throw new SurfaceError('invalid-request', 'GSF export needs a channel');
    const s = channel.surface;
    const header = [
      MAGIC_LINE,
      `XRes = ${s.nx}`,
      `YRes = ${s.ny}`,
      `XReal = ${String(s.nx * s.dx)}`,
      `YReal = ${String(s.ny * s.dy)}`,
      `XOffset = ${String(s.x0)}`,
      `YOffset = ${String(s.y0)}`,
      `Title = ${channel.name.replace(/[\r\n\0]/g, ' ')}`,
      'XYUnits = m',
      `ZUnits = ${channel.kind === 'height' ? 'm' : channel.zUnit}`,
      '',
    ].join('\n');
    const headerBytes = strToU8(header);
    const dataStart = (headerBytes.length + 4) & ~3;
    const out = new Uint8Array(dataStart + s.nx * s.ny * 4);
    out.set(headerBytes); // the rest of the header block stays NUL: the padding
    const view = new DataView(out.buffer);
    for (let i = 0; i < s.z.length; i++) view.setFloat32(dataStart + i * 4, s.z[i] as number, true);
    return out;
  },
});

function parseHeader(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n|\r/).slice(1)) {
    const match = /^\s*([^=]+?)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) fields.set(match[1] as string, match[2] as string);
  }
  return fields;
}

function numberField(fields: Map<string, string>, key: string): number | undefined {
  const text = fields.get(key);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value))
    throw new SurfaceError('corrupt-file', `GSF ${key} is not a number: '${text}'`);
  return value;
}

function integerField(fields: Map<string, string>, key: string): number {
  const value = numberField(fields, key);
  if (value === undefined) throw new SurfaceError('corrupt-file', `GSF header lacks ${key}`);
  return value;
}
