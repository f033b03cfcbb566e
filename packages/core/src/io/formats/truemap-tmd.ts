// TrueMap / GelSight .tmd ("Binary TrueMap Data File v2.0"). Followed: SurfaceTopography's TMD
// reader documentation (ContactEngineering/SurfaceTopography, IO/TMD: "lengths, offsets and
// heights are stored in millimeters") and GelSight's published readtmd/writetmd description of
// the layout.
//
// Layout, little-endian: the 32-byte magic "Binary TrueMap Data File v2.0\r\n\0"; a NUL-terminated
// comment ("Created by TrueMap v6\r\n\0" from TrueMap, a lone NUL from GelSight); u32 columns,
// u32 rows; f32 x length, y length, x offset, y offset (mm); rows × columns f32 heights (mm),
// first row first. Non-finite heights are invalid points.
//
// Decision (units): millimetres, as SurfaceTopography's reader documentation and GelSight's
// writer (mm per pixel) state. MANIFEST §3 quotes SurfaceTopography's test as asserting the unit
// 'µm' for tmd-1 with a size of 18.9566: that would be a 19 µm field with 63 nm pixels, which a
// camera-based GelSight/TrueMap instrument does not produce. The test checks 18.9566 mm.
// Orientation: no second reader can open .tmd (Gwyddion 2.62 has no module); rows are kept in
// file order, row 0 first, as GelSight's writer stores heightMap[row, :].
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';

const MAGIC = 'Binary TrueMap Data File v2.0';
const MAGIC_BYTES = 32;
/** A comment longer than this is not a TMD comment but a broken file. */
const MAX_COMMENT_BYTES = 4096;
const MM = 1e-3;

function startsWithMagic(head: Uint8Array): boolean {
  if (head.length < MAGIC.length) return false;
  for (let i = 0; i < MAGIC.length; i++) if (head[i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

function read(bytes: Uint8Array): SurfaceFile {
  if (!startsWithMagic(bytes)) throw new SurfaceError('corrupt-file', `not a TMD file (no "${MAGIC}")`);
  const r = new BinaryReader(bytes, true, MAGIC_BYTES);
  const searchEnd = Math.min(bytes.length, MAGIC_BYTES + MAX_COMMENT_BYTES);
  const nul = bytes.subarray(MAGIC_BYTES, searchEnd).indexOf(0);
  if (nul < 0) throw new SurfaceError('corrupt-file', 'the TMD comment has no terminating NUL');
  const comment = r.latin1(nul + 1).trim();
  const nx = r.u32();
  const ny = r.u32();
  checkGridSize(nx, ny, 'TMD image');
  const lengthX = checkPositiveLength(r.f32(), 'TMD x length') * MM;
  const lengthY = checkPositiveLength(r.f32(), 'TMD y length') * MM;
  const x0 = r.f32() * MM;
  const y0 = r.f32() * MM;
  r.ensure(nx * ny * 4, r.position, `${nx} × ${ny} heights`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + r.position, nx * ny * 4);
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < z.length; i++) {
    const v = view.getFloat32(4 * i, true);
    z[i] = Number.isFinite(v) ? v * MM : NaN;
  }
  const grid = {
    nx,
    ny,
    dx: lengthX / nx,
    dy: lengthY / ny,
    x0: Number.isFinite(x0) ? x0 : 0,
    y0: Number.isFinite(y0) ? y0 : 0,
  };
  const vendor = comment.includes('TrueMap') ? 'TrueMap' : 'GelSight / TrueMap';
  const metadata: Record<string, string> = { instrument: vendor, ...(comment ? { comment } : {}) };
  const channel = makeChannel('Height', 'height', grid, z, 'm', { instrument: vendor, raw: metadata });
  return makeSurfaceFile('truemap-tmd', [channel], metadata);
}

/** Writes the first height channel (or `channel`) in millimetres as float32, NaN kept. */
function write(file: SurfaceFile, options?: { channel?: number }): Uint8Array {
  const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
  const channel = file.channels[index];
  if (!channel || channel.kind !== 'height') {
    throw new SurfaceError('invalid-request', 'TMD holds heights: choose a height channel');
  }
  const s = channel.surface;
  const comment = 'Created by Asperity\r\n\0';
  const headerBytes = MAGIC_BYTES + comment.length + 24;
  const out = new Uint8Array(headerBytes + s.nx * s.ny * 4);
  const text = `${MAGIC}\r\n\0${comment}`;
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  const v = new DataView(out.buffer);
  let p = MAGIC_BYTES + comment.length;
  v.setUint32(p, s.nx, true);
  v.setUint32(p + 4, s.ny, true);
  v.setFloat32(p + 8, (s.nx * s.dx) / MM, true);
  v.setFloat32(p + 12, (s.ny * s.dy) / MM, true);
  v.setFloat32(p + 16, s.x0 / MM, true);
  v.setFloat32(p + 20, s.y0 / MM, true);
  p += 24;
  for (let i = 0; i < s.z.length; i++) v.setFloat32(p + 4 * i, s.z[i]! / MM, true);
  return out;
}

export const trueMapTmdFormat = defineFormat({
  id: 'truemap-tmd',
  name: 'TrueMap / GelSight TMD',
  extensions: ['tmd'],
  specification: 'SurfaceTopography IO/TMD reader documentation; GelSight readtmd/writetmd layout',
  magic: (head) => (startsWithMagic(head) ? 'yes' : 'no'),
  read,
  write,
});
