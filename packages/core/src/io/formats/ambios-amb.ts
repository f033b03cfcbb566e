// Ambios AMB (.amb), Ambios profilers (TrueMap binary). Layout followed: Gwyddion's ambfile module
// (modules/file/ambfile.c, "Ambios AMB"): the text magic "Binary TrueMap Data File \ Ambios File
// Format\r\n", a 65-byte header with the columns (uint32 LE) at 0x31 and the rows at 0x35, then
// rows × columns float32 little-endian heights, row 0 first; the file is exactly that long.
// Gwyddion marks its module unfinished: the header's lateral and height calibration is not
// documented, and Gwyddion itself assumes a 1 m wide field and heights in metres.
//
// Verified against a synthetic file built from that description; no real file is available
// (MANIFEST §6). Decision: like Gwyddion we read the grid and the values, but we do not pretend to
// know the scale — 1 m per pixel and values as metres are assumed and a 'metadata-incomplete'
// warning asks the user to set the real size and unit.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader, checkGridSize } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';

const MAGIC = 'Binary TrueMap Data File \\ Ambios File Format\r\n';
const HEADER_BYTES = 65;
const COLUMNS_OFFSET = 0x31;
const ROWS_OFFSET = 0x35;

export function hasAmbSignature(head: Uint8Array): boolean {
  if (head.length < MAGIC.length) return false;
  for (let i = 0; i < MAGIC.length; i++) if (head[i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

export const ambiosAmbFormat = defineFormat({
  id: 'ambios-amb',
  name: 'Ambios AMB',
  extensions: ['amb'],
  specification: 'Gwyddion modules/file/ambfile.c (Ambios AMB; calibration undocumented)',
  magic: (head) => (hasAmbSignature(head) ? 'yes' : 'no'),
  read(bytes) {
    if (!hasAmbSignature(bytes))
      throw new SurfaceError('corrupt-file', 'not an Ambios AMB file (magic missing)');
    const reader = new BinaryReader(bytes, true);
    reader.ensure(HEADER_BYTES, 0, 'AMB header');
    const columns = reader.seek(COLUMNS_OFFSET).u32();
    const rows = reader.seek(ROWS_OFFSET).u32();
    checkGridSize(columns, rows, 'AMB heights');
    if (bytes.byteLength !== HEADER_BYTES + 4 * columns * rows) {
      throw new SurfaceError(
        'corrupt-file',
        `AMB: ${columns} × ${rows} float32 values need ${HEADER_BYTES + 4 * columns * rows} bytes, the file has ${bytes.byteLength}`,
      );
    }
    const z = new Float64Array(columns * rows);
    reader.seek(HEADER_BYTES);
    for (let k = 0; k < z.length; k++) {
      const v = reader.f32();
      z[k] = Number.isFinite(v) ? v : NaN;
    }
    const channel = makeChannel('Topography', 'height', { nx: columns, ny: rows, dx: 1, dy: 1 }, z, 'm', {
      instrument: 'Ambios',
    });
    return makeSurfaceFile('ambios-amb', [channel], {}, [
      {
        code: 'metadata-incomplete',
        channel: 'Topography',
        message:
          'the AMB calibration is undocumented: 1 m per pixel and heights in metres are assumed; set the real size and unit',
      },
    ]);
  },
});
