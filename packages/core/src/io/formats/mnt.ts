// Digital Surf Mountains document (.mnt, MountainsMap 7+ "studiable" documents). Format
// descriptions followed: [MS-CFB] Compound File Binary File Format for the container (streams
// ImagePreview, XmlHeader, ScopedContents, ScopedResults), and the reverse-engineered description
// of ScopedContents in SurfaceTopography's reader (ContactEngineering/SurfaceTopography,
// SurfaceTopography/IO/MNT.py docstrings: uint64 stream size, then TLV entries of uint16 tag +
// uint64 size; height container 0x02BD with data-type byte 12 = "zero marks non-measured points",
// 39 = "plain int32"; zlib blocks of int32 with a uint64 element offset, uint32 element count and
// uint32 compressed size in front of each).
//
// Digital Surf does not publish this layout, so the reader accepts only the structure both real
// files show and refuses anything else with 'unsupported-image-type' rather than guess:
//   0x0001 main → 0x02BD heights → { 0x0001 data type, 0x0002 → 0x0001 object list }
//   object list: uint64 length + TLV object; object = { 0x0001 → 0x0001 class id, 0x0002 body }.
// The first object is the measured (root) surface, class 9012; its body's 0x0001 is the grid
// object (class 9062) whose 0xFFFF part holds the X (0x0001) and Y (0x0002) axes, whose 0x0001 is
// the data object (class 9049: point count, compressed int32 blocks) and whose 0x0002 is the Z
// axis. An axis is 0xFFFF { 0xFFFF name, 0x0001 step (f64, in the 0x0002 unit), 0x0002 storage
// unit, 0x0003 display unit, 0x0005 offset (f64, in the display unit) } + 0x0001 point count.
// The offset being in the display unit is what makes mnt-1's heights equal those of bcrf-1, the
// same field exported by Mountains as BCRF (see the tests).
//
// Lateral convention: the field spans (nx − 1) Mountains steps, so our pixel size (field / nx, the
// convention of every other reader) is step·(nx − 1)/nx. Evidence: mnt-1 and bcrf-1 are the same
// measurement exported by Mountains; bcrf-1 states 1851.4625 nm per pixel (Gwyddion: a 1777.404 µm
// field), mnt-1's X step is 1853.393 nm = 1777.404 µm / 959. SurfaceTopography also gives 1777.404 µm.
import { defineFormat } from '../format.ts';
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { isCompoundFile, openCompoundFile } from '../compound-file/compound-file.ts';
import { unzlibExactly } from '../digital-surf/bounded-unzlib.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';

const MOUNTAINS_STREAMS = ['ScopedContents', 'XmlHeader'];
const TAG_MAIN = 0x0001;
const TAG_HEIGHTS = 0x02bd;
const TAG_BASE = 0xffff;
const CLASS_SURFACE = 9012;
const CLASS_GRID = 9062;
const CLASS_DATA = 9049;
/** Height data types seen in real files: int32 with 0 = non-measured, plain int32. */
const TYPE_ZERO_IS_VOID = 12;
const TYPE_PLAIN = 39;
const TLV_HEADER = 10;

interface Node {
  readonly tag: number;
  readonly start: number;
  readonly size: number;
}

const unsupported = (detail: string): SurfaceError =>
  new SurfaceError('unsupported-image-type', `Mountains document: ${detail}; export it as .sur or .x3p`);

/** The TLV entries between start and end; sizes beyond the range are corrupt. */
function children(reader: BinaryReader, parent: { start: number; size: number }): Node[] {
  const out: Node[] = [];
  const end = parent.start + parent.size;
  for (let at = parent.start; at < end;) {
    if (at + TLV_HEADER > end)
      throw new SurfaceError('corrupt-file', `Mountains TLV entry at ${at} is cut off`);
    const tag = reader.seek(at).u16();
    const size = reader.u64();
    if (at + TLV_HEADER + size > end) {
      throw new SurfaceError('corrupt-file', `Mountains TLV entry ${tag} at ${at} overruns its container`);
    }
    out.push({ tag, start: at + TLV_HEADER, size });
    at += TLV_HEADER + size;
  }
  return out;
}

function child(reader: BinaryReader, parent: Node, tag: number, what: string): Node {
  const found = children(reader, parent).find((node) => node.tag === tag);
  if (found === undefined) throw unsupported(`no ${what} (tag 0x${tag.toString(16)})`);
  return found;
}

/** Follows a path of tags from a node. */
function path(reader: BinaryReader, from: Node, tags: readonly number[], what: string): Node {
  return tags.reduce((node, tag) => child(reader, node, tag, what), from);
}

function scalar(reader: BinaryReader, node: Node, kind: 'u8' | 'u32' | 'f64', what: string): number {
  const bytes = { u8: 1, u32: 4, f64: 8 }[kind];
  if (node.size !== bytes) throw unsupported(`${what} is ${node.size} bytes, expected ${bytes}`);
  reader.seek(node.start);
  return kind === 'u8' ? reader.u8() : kind === 'u32' ? reader.u32() : reader.f64();
}

/** Text entries: a marker byte 0x04, then UTF-16LE (other markers are compressed text). */
function text(reader: BinaryReader, node: Node): string | undefined {
  if (node.size < 1 || reader.seek(node.start).u8() !== 0x04) return undefined;
  let out = '';
  for (let i = 0; i + 1 < node.size - 1; i += 2) out += String.fromCharCode(reader.u16());
  return out.replace(/\0+$/, '');
}

/** An object's class id and body. */
function object(reader: BinaryReader, node: Node, expectedClass: number, what: string): Node {
  const classId = scalar(
    reader,
    path(reader, node, [0x0001, 0x0001], `${what} class`),
    'u32',
    `${what} class`,
  );
  if (classId !== expectedClass)
    throw unsupported(`${what} is of class ${classId}, expected ${expectedClass}`);
  return child(reader, node, 0x0002, `${what} body`);
}

interface Scale {
  /** Metres per count (lateral: per point). */
  readonly step: number;
  /** Metres. */
  readonly offset: number;
}

/** A scale: { 0xFFFF name, 0x0001 step in the 0x0002 unit, 0x0003 display unit, 0x0005 offset in it }. */
function scale(reader: BinaryReader, node: Node, what: string): Scale {
  const step = scalar(reader, child(reader, node, 0x0001, `${what} step`), 'f64', `${what} step`);
  const unitOf = (tag: number): number => {
    const symbol = text(reader, child(reader, node, tag, `${what} unit`));
    const metres = symbol === undefined ? undefined : metresPerLengthUnit(symbol);
    if (metres === undefined) throw unsupported(`${what} unit "${symbol ?? '?'}" is not a length`);
    return metres;
  };
  const offset = scalar(reader, child(reader, node, 0x0005, `${what} offset`), 'f64', `${what} offset`);
  return { step: step * unitOf(0x0002), offset: offset * unitOf(0x0003) };
}

/** Field / points, the field being (count − 1) steps; a single point keeps the step. */
const pixelSize = (step: number, count: number): number => (count > 1 ? (step * (count - 1)) / count : step);

/** A lateral axis: 0xFFFF { 0xFFFF scale, 0x0001 point count }. */
function lateralAxis(reader: BinaryReader, node: Node, what: string): Scale & { count: number } {
  const axis = child(reader, node, TAG_BASE, `${what} axis`);
  const count = scalar(reader, child(reader, axis, 0x0001, `${what} count`), 'u32', `${what} count`);
  return { ...scale(reader, child(reader, axis, TAG_BASE, `${what} scale`), what), count };
}

/** The measured int32 values: blocks of { u64 element offset, u32 count, u32 zlib size, zlib }. */
function int32Values(reader: BinaryReader, node: Node, points: number): Int32Array {
  reader.seek(node.start);
  const totalBytes = reader.u64();
  if (totalBytes !== 4 * points) {
    throw unsupported(`height data holds ${totalBytes} bytes for ${points} points, not 32-bit integers`);
  }
  const bytes = new Uint8Array(totalBytes);
  const covered = new Uint8Array(points);
  const end = node.start + node.size;
  while (reader.position < end) {
    if (reader.position + 16 > end)
      throw new SurfaceError('corrupt-file', 'Mountains height block header is cut off');
    const first = reader.u64();
    const count = reader.u32();
    const compressedBytes = reader.u32();
    if (first + count > points || reader.position + compressedBytes > end) {
      throw new SurfaceError(
        'corrupt-file',
        `Mountains height block at point ${first} lies outside the data`,
      );
    }
    const block = unzlibExactly(reader.slice(compressedBytes), 4 * count, 'Mountains height block');
    bytes.set(block, 4 * first);
    covered.fill(1, first, first + count);
  }
  if (covered.indexOf(0) >= 0)
    throw new SurfaceError('corrupt-file', 'Mountains height blocks leave points unset');
  return new Int32Array(bytes.buffer);
}

function readMnt(bytes: Uint8Array): SurfaceFile {
  const compound = openCompoundFile(bytes);
  if (!MOUNTAINS_STREAMS.every((stream) => compound.names.includes(stream))) {
    throw new SurfaceError(
      'unsupported-image-type',
      `this compound (OLE2) file is not a Mountains document: it has no ${MOUNTAINS_STREAMS.join(' / ')} stream`,
    );
  }
  const contents = compound.stream('ScopedContents');
  if (contents === undefined || contents.length < 8) {
    throw new SurfaceError('corrupt-file', 'Mountains ScopedContents stream is empty');
  }
  const reader = new BinaryReader(contents, true);
  const root: Node = { tag: -1, start: 8, size: contents.length - 8 };
  const main = child(reader, root, TAG_MAIN, 'main container');
  const heights = child(reader, main, TAG_HEIGHTS, 'height data');
  const dataType = scalar(
    reader,
    child(reader, heights, 0x0001, 'height data type'),
    'u8',
    'height data type',
  );
  if (dataType !== TYPE_ZERO_IS_VOID && dataType !== TYPE_PLAIN) {
    throw unsupported(
      `height data type ${dataType} is not one of the known types (${TYPE_ZERO_IS_VOID}, ${TYPE_PLAIN})`,
    );
  }
  const list = path(reader, heights, [0x0002, 0x0001], 'object list');
  // The list starts with a uint64 length of the first object, which is the measured surface.
  if (list.size < 8 + TLV_HEADER) throw new SurfaceError('corrupt-file', 'Mountains object list is empty');
  const firstLength = reader.seek(list.start).u64();
  const first = children(reader, { start: list.start + 8, size: Math.min(firstLength, list.size - 8) })[0];
  if (first === undefined) throw new SurfaceError('corrupt-file', 'Mountains object list is empty');

  const surface = object(reader, first, CLASS_SURFACE, 'surface object');
  const grid = object(reader, child(reader, surface, 0x0001, 'grid object'), CLASS_GRID, 'grid object');
  const gridParts = child(reader, grid, TAG_BASE, 'grid parts');
  const lateral = child(reader, gridParts, TAG_BASE, 'grid definition');
  const x = lateralAxis(reader, child(reader, lateral, 0x0001, 'X axis'), 'X');
  const y = lateralAxis(reader, child(reader, lateral, 0x0002, 'Y axis'), 'Y');
  const z = scale(reader, path(reader, gridParts, [0x0002, TAG_BASE], 'Z axis'), 'Z');
  checkGridSize(x.count, y.count, 'Mountains grid');
  checkPositiveLength(x.step, 'Mountains X step');
  checkPositiveLength(y.step, 'Mountains Y step');
  if (!(Number.isFinite(z.step) && z.step > 0 && Number.isFinite(z.offset))) {
    throw new SurfaceError('corrupt-file', `Mountains Z scale ${z.step} / offset ${z.offset} is invalid`);
  }
  const data = object(reader, child(reader, gridParts, 0x0001, 'data object'), CLASS_DATA, 'data object');
  const points = x.count * y.count;
  const declared = scalar(reader, child(reader, data, 0x0001, 'point count'), 'u32', 'point count');
  if (declared !== points) {
    throw new SurfaceError(
      'corrupt-file',
      `Mountains data holds ${declared} points for a ${x.count} × ${y.count} grid`,
    );
  }
  const values = int32Values(reader, child(reader, data, 0x0002, 'height blocks'), points);
  const heightsMetres = new Float64Array(points);
  for (let i = 0; i < points; i++) {
    const v = values[i] as number;
    heightsMetres[i] = dataType === TYPE_ZERO_IS_VOID && v === 0 ? NaN : z.offset + v * z.step;
  }

  const nameNode = children(reader, child(reader, surface, TAG_BASE, 'surface header')).find(
    (n) => n.tag === 0x0004,
  );
  const title = nameNode === undefined ? undefined : text(reader, nameNode);
  const metadata: Record<string, string> = {};
  if (title) metadata.title = title;
  const channel = makeChannel(
    'Topography',
    'height',
    {
      nx: x.count,
      ny: y.count,
      dx: pixelSize(x.step, x.count),
      dy: pixelSize(y.step, y.count),
      x0: x.offset,
      y0: y.offset,
    },
    heightsMetres,
    'm',
  );
  return makeSurfaceFile('mnt', [channel], metadata);
}

export const mntFormat = defineFormat({
  id: 'mnt',
  name: 'Digital Surf Mountains document',
  extensions: ['mnt'],
  specification:
    '[MS-CFB] Compound File Binary File Format (container); SurfaceTopography.IO.MNT (reverse-engineered ScopedContents layout)',
  // The compound-file signature is shared by many document types: only the extension makes it ours.
  magic: (head, fileName) => (isCompoundFile(head) && /\.mnt$/i.test(fileName) ? 'yes' : 'no'),
  read: (bytes) => readMnt(bytes),
});
