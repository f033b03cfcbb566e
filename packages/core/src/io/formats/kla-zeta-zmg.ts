// KLA Zeta (.zmg), optical profilers of KLA (formerly Zeta Instruments). Layout followed, as two
// public readers describe it: SurfaceTopography IO/ZMG.py (after Gwyddion's zmgfile.c, which is
// newer than Gwyddion 2.62) and surfalize's zmg reader. A packed little-endian header of 205
// bytes: 'Zeta-Instruments' at 0; at 85 the columns and rows (uint32); at 97 the steps x, y, z
// (float32, µm per pixel and µm per digit); at 117 the comment length (uint32); then the comment
// and the heights, rows of `columns` 16-bit values, row 0 first (SurfaceTopography transposes
// them to its (x, y) order, which is Gwyddion's row order here).
//
// Verified against a synthetic file built from that description; no real file is available
// (MANIFEST §5: zmg-1 asserts 1920 × 1440 and 349.44 × 262.08 µm only). Decision: the two
// descriptions disagree on the height type — SurfaceTopography (citing Gwyddion) reads unsigned
// 16-bit, surfalize signed. We follow SurfaceTopography/Gwyddion (two sources against one); the
// difference only shows for raw values above 32767.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';

const MAGIC = 'Zeta-Instruments';
const HEADER_BYTES = 205;
const MICROMETRE = 1e-6;

export function hasZmgSignature(head: Uint8Array): boolean {
  if (head.length < MAGIC.length) return false;
  for (let i = 0; i < MAGIC.length; i++) if (head[i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

export const klaZetaZmgFormat = defineFormat({
  id: 'kla-zeta-zmg',
  name: 'KLA Zeta ZMG',
  extensions: ['zmg'],
  specification: 'SurfaceTopography IO/ZMG.py (after Gwyddion zmgfile.c); surfalize fileformats/zmg.py',
  magic: (head) => (hasZmgSignature(head) ? 'yes' : 'no'),
  read(bytes) {
    if (!hasZmgSignature(bytes))
      throw new SurfaceError('corrupt-file', "not a ZMG file ('Zeta-Instruments' missing)");
    const reader = new BinaryReader(bytes, true);
    reader.ensure(HEADER_BYTES, 0, 'ZMG header');
    const columns = reader.seek(85).u32();
    const rows = reader.u32();
    const stepX = reader.seek(97).f32();
    const stepY = reader.f32();
    const stepZ = reader.f32();
    const commentBytes = reader.seek(117).u32();
    const recipe = reader.seek(131).latin1(68).trim();
    checkGridSize(columns, rows, 'ZMG heights');
    const dx = checkPositiveLength(stepX * MICROMETRE, 'ZMG x step');
    const dy = checkPositiveLength(stepY * MICROMETRE, 'ZMG y step');
    if (!Number.isFinite(stepZ) || stepZ === 0) throw new SurfaceError('corrupt-file', `ZMG z step ${stepZ}`);
    reader.ensure(commentBytes, HEADER_BYTES, 'ZMG comment');
    const comment = reader.seek(HEADER_BYTES).latin1(commentBytes).trim();
    const dataOffset = HEADER_BYTES + commentBytes;
    reader.ensure(columns * rows * 2, dataOffset, 'ZMG heights');

    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const metresPerDigit = stepZ * MICROMETRE;
    const z = new Float64Array(columns * rows);
    for (let k = 0, at = dataOffset; k < z.length; k++, at += 2)
      z[k] = view.getUint16(at, true) * metresPerDigit;

    const channel = makeChannel('Height', 'height', { nx: columns, ny: rows, dx, dy }, z, 'm', {
      instrument: 'KLA Zeta',
    });
    const metadata: Record<string, string> = { 'z step (µm)': String(stepZ) };
    if (recipe !== '') metadata['recipe'] = recipe;
    if (comment !== '') metadata['comment'] = comment;
    return makeSurfaceFile('kla-zeta-zmg', [channel], metadata);
  },
});
