// Alicona Imaging AL3D (InfiniteFocus / MeasureSuite, focus variation): the signature
// "AliconaImaging\0\r\n", then fixed 52-byte tags (20-byte key, 30-byte value, CR LF) — Version,
// TagCount (the number of tags after these two), Cols, Rows, PixelSizeXMeter, PixelSizeYMeter,
// DepthImageOffset, TextureImageOffset, NumberOfPlanes, TexturePtr, InvalidPixelValue, … — then
// float32 depths in metres and 8-bit texture planes, rows first to last.
//
// Format description followed: Gwyddion's "alicona" module documentation
// (http://gwyddion.net/documentation/user-guide-en/file-formats.html) and SurfaceTopography's
// AL3D reader documentation (https://contact.engineering, SurfaceTopography.IO.AL3D).
//
// Decisions:
// - Row stride: rows may be padded (to 8 pixels); the stride is taken from the distance between
//   the depth and texture blocks (or the file end) and must be either Cols or Cols rounded up to 8,
//   so a padded file is never read with a shear.
// - Points equal to InvalidPixelValue (compared as float32) or not finite become NaN.
// - Texture planes: TexturePtr "0;1;2" names the red, green and blue planes (an image channel);
//   DepthImageResPtr names a depth-quality plane, kept as an 'other' channel holding byte / 256 like
//   Gwyddion 2.62's "DepthImageRes".
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat } from '../format.ts';
import { makeChannel, makeSurfaceFile, makeSurface, type GridSpec } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';

const SIGNATURE = 'AliconaImaging';
const FIRST_TAG = 17;
const TAG_BYTES = 52;
const KEY_BYTES = 20;
const VALUE_BYTES = 30;
const MAX_TAGS = 1024;

function readTags(reader: BinaryReader): Map<string, string> {
  reader.ensure(FIRST_TAG, 0, 'AL3D signature');
  if (reader.seek(0).latin1(SIGNATURE.length + 1) !== SIGNATURE) {
    throw new SurfaceError('corrupt-file', `AL3D file does not start with "${SIGNATURE}"`);
  }
  const tags = new Map<string, string>();
  const readTag = (index: number): [string, string] => {
    reader.seek(FIRST_TAG + index * TAG_BYTES);
    const key = reader.latin1(KEY_BYTES).trim();
    const value = reader.latin1(VALUE_BYTES).trim();
    return [key, value];
  };
  for (let i = 0; i < 2; i++) {
    const [key, value] = readTag(i);
    tags.set(key, value);
  }
  const count = Number(tags.get('TagCount'));
  if (!Number.isInteger(count) || count < 0 || count > MAX_TAGS) {
    throw new SurfaceError('corrupt-file', `AL3D TagCount "${tags.get('TagCount') ?? ''}" is implausible`);
  }
  for (let i = 2; i < count + 2; i++) {
    const [key, value] = readTag(i);
    tags.set(key, value);
  }
  return tags;
}

function numberTag(tags: Map<string, string>, key: string, fallback?: number): number {
  const raw = tags.get(key);
  if (raw === undefined || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new SurfaceError('corrupt-file', `AL3D header has no ${key}`);
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new SurfaceError('corrupt-file', `AL3D ${key} "${raw}" is not a number`);
  return value;
}

/** Row stride in pixels given the bytes a block of `rows` rows may span. */
function rowStride(cols: number, rows: number, bytesPerPixel: number, span: number, what: string): number {
  const padded = Math.ceil(cols / 8) * 8;
  // Prefer the padded stride when the block has room for it, as the writer pads.
  if (span >= padded * rows * bytesPerPixel) return padded;
  if (span >= cols * rows * bytesPerPixel) return cols;
  throw new SurfaceError('corrupt-file', `AL3D ${what}: ${span} bytes cannot hold ${cols} × ${rows} pixels`);
}

/** Marks the texture that was left out, so the import can say so. */
const SIXTEEN_BIT_TEXTURE: Channel[] = [];

function textureChannels(
  reader: BinaryReader,
  tags: Map<string, string>,
  grid: GridSpec,
  offset: number,
): Channel[] {
  const planes = numberTag(tags, 'NumberOfPlanes', 0);
  if (offset <= 0 || planes <= 0) return [];
  if (!Number.isInteger(planes) || planes > 16)
    throw new SurfaceError('corrupt-file', `AL3D NumberOfPlanes ${planes}`);
  const { nx, ny } = grid;
  reader.ensure(0, offset, 'AL3D texture');
  // Some instruments write 16-bit texture planes (twice the bytes); their level scaling is not
  // described, so such a texture is left out rather than shown wrong. The heights are unaffected.
  if (reader.length - offset >= 2 * Math.ceil(nx / 8) * 8 * ny * planes) return SIXTEEN_BIT_TEXTURE;
  const stride = rowStride(nx, ny * planes, 1, reader.length - offset, 'texture');
  const plane = (index: number): Uint8Array => {
    if (!Number.isInteger(index) || index < 0 || index >= planes) {
      throw new SurfaceError('corrupt-file', `AL3D texture plane ${index} of ${planes}`);
    }
    const start = offset + index * stride * ny;
    reader.ensure(stride * ny, start, 'AL3D texture plane');
    return reader.bytes.subarray(start, start + stride * ny);
  };
  const channels: Channel[] = [];
  const colourPlanes = (tags.get('TexturePtr') ?? '')
    .split(';')
    .filter((s) => s !== '')
    .map(Number);
  if (colourPlanes.length === 3 || colourPlanes.length === 1) {
    const sources = colourPlanes.map(plane);
    const rgba = new Uint8Array(nx * ny * 4);
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++) {
      for (let col = 0; col < nx; col++) {
        const i = row * nx + col;
        const r = sources[0]![row * stride + col]!;
        const g = sources[colourPlanes.length === 3 ? 1 : 0]![row * stride + col]!;
        const b = sources[colourPlanes.length === 3 ? 2 : 0]![row * stride + col]!;
        rgba[4 * i] = r;
        rgba[4 * i + 1] = g;
        rgba[4 * i + 2] = b;
        rgba[4 * i + 3] = 255;
        z[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      }
    }
    channels.push({
      name: 'Texture',
      kind: 'image',
      zUnit: '',
      surface: makeSurface(grid, z, { title: 'Texture' }),
      image: { width: nx, height: ny, rgba },
    });
  }
  const qualityIndex = numberTag(tags, 'DepthImageResPtr', -1);
  if (qualityIndex >= 0 && qualityIndex < planes) {
    const source = plane(qualityIndex);
    const z = new Float64Array(nx * ny);
    for (let row = 0; row < ny; row++) {
      for (let col = 0; col < nx; col++) z[row * nx + col] = source[row * stride + col]! / 256;
    }
    channels.push(makeChannel('DepthImageRes', 'other', grid, z, ''));
  }
  return channels;
}

function readAl3d(bytes: Uint8Array): SurfaceFile {
  const reader = new BinaryReader(bytes, true);
  const tags = readTags(reader);
  const nx = numberTag(tags, 'Cols');
  const ny = numberTag(tags, 'Rows');
  checkGridSize(nx, ny, 'AL3D');
  const dx = checkPositiveLength(numberTag(tags, 'PixelSizeXMeter'), 'AL3D PixelSizeXMeter');
  const dy = checkPositiveLength(numberTag(tags, 'PixelSizeYMeter'), 'AL3D PixelSizeYMeter');
  const depthOffset = numberTag(tags, 'DepthImageOffset');
  const textureOffset = numberTag(tags, 'TextureImageOffset', 0);
  reader.ensure(0, depthOffset, 'AL3D depth image');
  const depthEnd = textureOffset > depthOffset ? textureOffset : reader.length;
  const stride = rowStride(nx, ny, 4, depthEnd - depthOffset, 'depth image');
  reader.ensure(stride * ny * 4, depthOffset, 'AL3D depth image');
  const invalid = Math.fround(numberTag(tags, 'InvalidPixelValue', NaN));
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    reader.seek(depthOffset + row * stride * 4);
    for (let col = 0; col < nx; col++) {
      const v = reader.f32();
      z[row * nx + col] = v === invalid || !Number.isFinite(v) ? NaN : v;
    }
  }
  const grid = { nx, ny, dx, dy };
  const metadata: Record<string, string> = {};
  for (const [key, value] of tags) if (/^[\x20-\x7e]*$/.test(value) && value !== '') metadata[key] = value;
  const software = tags.get('CreatingApplication');
  metadata.vendor = 'Alicona Imaging';
  if (software) metadata.software = software;
  const depth = makeChannel('Depth', 'height', grid, z, 'm', {
    instrument: 'Alicona Imaging',
    raw: metadata,
    ...(software ? { imageProperties: { system: software } } : {}),
  });
  const texture = textureChannels(reader, tags, grid, textureOffset);
  const warnings: ImportWarning[] =
    texture === SIXTEEN_BIT_TEXTURE
      ? [{ code: 'channel-skipped', message: 'the 16-bit texture planes of this AL3D file are not shown' }]
      : [];
  return makeSurfaceFile('al3d', [depth, ...texture], metadata, warnings);
}

function magic(head: Uint8Array): 'yes' | 'no' {
  if (head.length < SIGNATURE.length) return 'no';
  for (let i = 0; i < SIGNATURE.length; i++) if (head[i] !== SIGNATURE.charCodeAt(i)) return 'no';
  return 'yes';
}

export const al3dFormat = defineFormat({
  id: 'al3d',
  name: 'Alicona AL3D',
  extensions: ['al3d'],
  specification:
    'Gwyddion alicona module (http://gwyddion.net/documentation/user-guide-en/file-formats.html); SurfaceTopography.IO.AL3D reader docs',
  magic,
  read: (bytes) => readAl3d(bytes),
});
