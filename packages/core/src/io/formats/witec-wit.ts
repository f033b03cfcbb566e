// WITec .wit data files (WITec scanning near-field / confocal / AFM software of the 2000s). Layout
// followed: Gwyddion's witfile module (modules/file/witfile.c, "Imports WITec WIT data files",
// Gwyddion 2.x), all little-endian, WORD = uint16, FLOAT = float32, strings NUL-padded:
// - header, 16 bytes: rows, pixels (per row), channels, area (WORDs), date (8 chars);
// - channels × rows × pixels int16 values, channel after channel, row 0 first;
// - footer, 3662 bytes: title (38), year, month, day, hour, minute, second (WORDs), timeline
//   (FLOAT), 30 notebook headers (20 chars each), 30 notebook parameters (57), comments (1170),
//   then the x and the y scale;
// - one scale per channel; a scale is 64 bytes: scale, offset (FLOATs), unit (8 chars), name (48);
// - range options, 140 bytes: actual scan range, scan origin, total scan range (2 FLOATs each),
//   x unit, y unit (8 chars each), then overscan, scan direction and reserved fields;
// - image options, 138 bytes: scan times and prestart delays (2 FLOATs each), points per line,
//   averages, lines per image (WORDs), then trigger settings and reserved fields.
// The format has no signature: Gwyddion recognises it by the file size the header implies, which
// must match exactly; so does this reader (magic can only say 'maybe' for a .wit name).
//
// Values as Gwyddion makes them: z = (int16 + 32768) × scale + offset in the channel's unit; the
// field is x scale × points per line by y scale × lines per image, in the x unit (Gwyddion ignores
// a different y unit too). No real .wit file is available (MANIFEST §5); the tests build files
// from this description. Decisions: a channel whose unit is a length is a height channel in
// metres, any other unit an 'other' channel; a lateral unit that is not a length is refused, as
// a field without a size cannot be measured. WITec Project files (magic WIT_PRCT / WIT_PR06, a
// tag tree that Gwyddion's wipfile module reads as .wip) are a different format: named .wit they
// are refused with that reason.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel } from '../../surface/surface-file.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, extensionOf } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { parseUnitScale } from '../scan-units/unit-scale.ts';

const HEADER_BYTES = 16;
const SCALE_BYTES = 2 * 4 + 8 + 48;
const FOOTER_BYTES = 38 + 6 * 2 + 4 + 30 * 20 + 30 * 57 + 1170 + 2 * SCALE_BYTES;
const RANGE_OPTIONS_BYTES = 140;
const IMAGE_OPTIONS_BYTES = 138;
const PROJECT_MAGIC = /^WIT_(PRCT|DATA|PR06|DA06)/;

interface Header {
  readonly rows: number;
  readonly pixels: number;
  readonly channels: number;
}

interface Scale {
  readonly scale: number;
  readonly offset: number;
  readonly unit: string;
  readonly name: string;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A NUL-padded Windows (Latin-1) string; like Gwyddion, the last byte of the field is never text. */
function text(bytes: Uint8Array, at: number, size: number): string {
  let out = '';
  for (let i = at; i < at + size - 1; i++) {
    const code = bytes[i] as number;
    if (code === 0) break;
    out += String.fromCharCode(code);
  }
  return out.trim();
}

function headerOf(bytes: Uint8Array): Header | undefined {
  if (bytes.length < HEADER_BYTES) return undefined;
  const view = viewOf(bytes);
  const header = {
    rows: view.getUint16(0, true),
    pixels: view.getUint16(2, true),
    channels: view.getUint16(4, true),
  };
  if (header.rows < 1 || header.pixels < 1 || header.channels < 1 || header.channels > MAX_CHANNELS)
    return undefined;
  return header;
}

function expectedBytes(header: Header): number {
  return (
    HEADER_BYTES +
    header.channels * (2 * header.rows * header.pixels + SCALE_BYTES) +
    FOOTER_BYTES +
    RANGE_OPTIONS_BYTES +
    IMAGE_OPTIONS_BYTES
  );
}

function scaleAt(bytes: Uint8Array, at: number): Scale {
  const view = viewOf(bytes);
  return {
    scale: view.getFloat32(at, true),
    offset: view.getFloat32(at + 4, true),
    unit: text(bytes, at + 8, 8),
    name: text(bytes, at + 16, 48),
  };
}

function isProjectFile(bytes: Uint8Array): boolean {
  return PROJECT_MAGIC.test(String.fromCharCode(...bytes.subarray(0, 8)));
}

function read(bytes: Uint8Array) {
  if (isProjectFile(bytes)) {
    throw new SurfaceError(
      'unsupported-image-type',
      'this is a WITec Project tag-tree file (WIT_PRCT/WIT_PR06, the .wip/.wid format), not a WITec ' +
        '.wit data file; it is not read: export the topography as x3p, sdf or a text matrix from WITec Project',
    );
  }
  const header = headerOf(bytes);
  if (!header)
    throw new SurfaceError('corrupt-file', 'the WIT header gives no plausible rows, pixels or channel count');
  const { rows, pixels, channels } = header;
  checkGridSize(pixels, rows, 'WIT image');
  const expected = expectedBytes(header);
  if (bytes.length !== expected) {
    // The header has no signature: its sizes must account for every byte of the file.
    throw new SurfaceError(
      'corrupt-file',
      `a WIT file of ${rows} × ${pixels} × ${channels} channels has ${expected} bytes, this one ${bytes.length}`,
    );
  }
  const view = viewOf(bytes);
  const footer = HEADER_BYTES + 2 * rows * pixels * channels;
  const scales = footer + FOOTER_BYTES;
  const rangeOptions = scales + channels * SCALE_BYTES;
  const imageOptions = rangeOptions + RANGE_OPTIONS_BYTES;

  const xScale = scaleAt(bytes, footer + FOOTER_BYTES - 2 * SCALE_BYTES);
  const yScale = scaleAt(bytes, footer + FOOTER_BYTES - SCALE_BYTES);
  const unitX = text(bytes, rangeOptions + 24, 8);
  const lateral = parseUnitScale(unitX);
  if (lateral?.unit !== 'm') {
    throw new SurfaceError('corrupt-file', `the WIT lateral unit '${unitX}' is not a length`);
  }
  const pointsPerLine = view.getUint16(imageOptions + 16, true);
  const linesPerImage = view.getUint16(imageOptions + 20, true);
  const width = checkPositiveLength(xScale.scale * pointsPerLine * lateral.factor, 'WIT x scan size');
  const height = checkPositiveLength(yScale.scale * linesPerImage * lateral.factor, 'WIT y scan size');
  const grid = { nx: pixels, ny: rows, dx: width / pixels, dy: height / rows };

  const date = [0, 1, 2, 3, 4, 5].map((i) => view.getUint16(footer + 38 + 2 * i, true));
  const pad = (n: number | undefined) => String(n).padStart(2, '0');
  const metadata: Record<string, string> = {
    instrument: 'WITec',
    vendor: 'WITec',
    date: `${date[0]}-${pad(date[1])}-${pad(date[2])} ${pad(date[3])}:${pad(date[4])}:${pad(date[5])}`,
  };
  const title = text(bytes, footer, 38);
  if (title) metadata['title'] = title;
  const comments = text(bytes, footer + 38 + 12 + 4 + 600 + 1710, 1170);
  if (comments) metadata['comments'] = comments;
  const scanTimes = [view.getFloat32(imageOptions, true), view.getFloat32(imageOptions + 4, true)];
  if (scanTimes[0]) metadata['scan time forward (s)'] = String(scanTimes[0]);
  if (scanTimes[1]) metadata['scan time backward (s)'] = String(scanTimes[1]);

  const result: Channel[] = [];
  for (let c = 0; c < channels; c++) {
    const scale = scaleAt(bytes, scales + c * SCALE_BYTES);
    const unit = parseUnitScale(scale.unit);
    const factor = unit?.factor ?? 1;
    const z = new Float64Array(rows * pixels);
    const data = HEADER_BYTES + 2 * rows * pixels * c;
    for (let k = 0; k < z.length; k++)
      z[k] = ((view.getInt16(data + 2 * k, true) + 32768) * scale.scale + scale.offset) * factor;
    const name = scale.name || `Channel ${c}`;
    const meta = { instrument: 'WITec', raw: metadata };
    result.push(
      unit?.unit === 'm'
        ? makeChannel(name, 'height', grid, z, 'm', meta)
        : makeChannel(name, 'other', grid, z, unit ? unit.unit : scale.unit, meta),
    );
  }
  return makeSurfaceFile('witec-wit', result, metadata);
}

export const witecWitFormat = defineFormat({
  id: 'witec-wit',
  name: 'WITec WIT',
  extensions: ['wit'],
  specification: 'Gwyddion modules/file/witfile.c (WITec WIT data files)',
  // No signature, so only the name can point here; read() then says what is wrong with a .wit file.
  magic: (_head, fileName) => (extensionOf(fileName) === 'wit' ? 'maybe' : 'no'),
  read,
});
