// Sensofar PLU (PLµ 2300, PLµ neox, S neox "classic" files; confocal and interferometric): a
// 128-byte date text, a 256-byte comment, 4 reserved bytes, the calibration block (rows, columns,
// …, µm per pixel in x and y, …), the measurement configuration (type, algorithm, method,
// objective, area, …), then the heights as float32 µm row by row, 8 bytes (two float32), and the
// camera picture as 8-bit RGB triplets. A height of 1000001 µm marks a non-measured point.
//
// Format description followed: Gwyddion's "sensofar" module documentation
// (http://gwyddion.net/documentation/user-guide-en/file-formats.html, Sensofar PLu) and
// SurfaceTopography's / surfalize's PLU reader notes (block order and the non-measured value).
//
// Decisions:
// - The heights start at byte 508 (384 + 4 + a 40-byte calibration block + an 80-byte
//   configuration block). Both real files put their first height there, where Gwyddion 2.62 reads
//   it; a shorter layout some readers assume (500) lands 8 bytes early and reads garbage.
// - Row order as stored, row 0 first, as Gwyddion 2.62 fills its field (corners checked in tests).
// - The picture is optional: it is read only when the file holds all nx × ny triplets.
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { MAX_SIDE } from '../limits.ts';
import { makeChannel, makeSurface, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, SurfaceFile } from '../../surface/surface-file.ts';

const DATE_BYTES = 128;
const COMMENT_BYTES = 256;
const CALIBRATION_OFFSET = DATE_BYTES + COMMENT_BYTES + 4;
const CONFIGURATION_OFFSET = CALIBRATION_OFFSET + 40;
const HEIGHTS_OFFSET = CONFIGURATION_OFFSET + 80;
const NON_MEASURED_UM = 1000001;
const MICROMETRE = 1e-6;

const printable = (s: string): string => (/^[\x20-\x7e]*$/.test(s) ? s.trim() : '');

function pictureChannel(
  reader: BinaryReader,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
): Channel | undefined {
  const start = HEIGHTS_OFFSET + nx * ny * 4 + 8;
  if (reader.length - start < nx * ny * 3) return undefined;
  const rgb = reader.bytes.subarray(start, start + nx * ny * 3);
  const rgba = new Uint8Array(nx * ny * 4);
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < nx * ny; i++) {
    const r = rgb[3 * i]!;
    const g = rgb[3 * i + 1]!;
    const b = rgb[3 * i + 2]!;
    rgba[4 * i] = r;
    rgba[4 * i + 1] = g;
    rgba[4 * i + 2] = b;
    rgba[4 * i + 3] = 255;
    z[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  }
  return {
    name: 'Gray',
    kind: 'image',
    zUnit: '',
    surface: makeSurface({ nx, ny, dx, dy }, z, { title: 'Gray' }),
    image: { width: nx, height: ny, rgba },
  };
}

function readPlu(bytes: Uint8Array): SurfaceFile {
  const reader = new BinaryReader(bytes, true);
  reader.ensure(HEIGHTS_OFFSET, 0, 'PLU header');
  const date = printable(reader.seek(0).latin1(DATE_BYTES));
  const comment = printable(reader.seek(DATE_BYTES).latin1(COMMENT_BYTES));
  reader.seek(CALIBRATION_OFFSET);
  const ny = reader.u32();
  const nx = reader.u32();
  checkGridSize(nx, ny, 'PLU');
  reader.skip(8); // N_tall, dy_multip
  const dx = checkPositiveLength(reader.f32(), 'PLU µm per pixel along x') * MICROMETRE;
  const dy = checkPositiveLength(reader.f32(), 'PLU µm per pixel along y') * MICROMETRE;
  reader.seek(CONFIGURATION_OFFSET);
  const [type, algorithm, method, objective] = [reader.u32(), reader.u32(), reader.u32(), reader.u32()];
  reader.skip(12); // area and the area's sizes
  // The configuration repeats the size in the calibration's order: rows, then columns.
  const configNy = reader.u32();
  const configNx = reader.u32();
  if (configNx !== nx || configNy !== ny) {
    throw new SurfaceError(
      'corrupt-file',
      `PLU calibration says ${nx} × ${ny} points, the configuration ${configNx} × ${configNy}`,
    );
  }
  reader.seek(HEIGHTS_OFFSET);
  reader.ensure(nx * ny * 4, HEIGHTS_OFFSET, 'PLU heights');
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < z.length; i++) {
    const v = reader.f32();
    z[i] = v === NON_MEASURED_UM || !Number.isFinite(v) ? NaN : v * MICROMETRE;
  }
  const metadata: Record<string, string> = {
    vendor: 'Sensofar',
    'Measurement type code': String(type),
    'Algorithm code': String(algorithm),
    'Method code': String(method),
    'Objective code': String(objective),
  };
  if (date) metadata.Date = date;
  if (comment) metadata.Comment = comment;
  const height = makeChannel('Topography', 'height', { nx, ny, dx, dy }, z, 'm', {
    instrument: 'Sensofar',
    raw: metadata,
  });
  const picture = pictureChannel(reader, nx, ny, dx, dy);
  return makeSurfaceFile('plu', picture ? [height, picture] : [height], metadata);
}

/** PLU has no signature: the date text at 0 and consistent sizes in both blocks are the evidence. */
function magic(head: Uint8Array): 'yes' | 'no' | 'maybe' {
  if (head.length < HEIGHTS_OFFSET) return 'no';
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const ny = view.getUint32(CALIBRATION_OFFSET, true);
  const nx = view.getUint32(CALIBRATION_OFFSET + 4, true);
  const sameSize =
    nx > 0 &&
    ny > 0 &&
    nx <= MAX_SIDE &&
    ny <= MAX_SIDE &&
    view.getUint32(CONFIGURATION_OFFSET + 28, true) === ny &&
    view.getUint32(CONFIGURATION_OFFSET + 32, true) === nx;
  const dateLike = /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d /.test(String.fromCharCode(...head.subarray(0, 11)));
  return sameSize && dateLike ? 'yes' : sameSize ? 'maybe' : 'no';
}

export const pluFormat = defineFormat({
  id: 'plu',
  name: 'Sensofar PLU',
  extensions: ['plu'],
  specification:
    'Gwyddion sensofar module (http://gwyddion.net/documentation/user-guide-en/file-formats.html); SurfaceTopography PLU reader docs',
  magic,
  read: (bytes) => readPlu(bytes),
});
