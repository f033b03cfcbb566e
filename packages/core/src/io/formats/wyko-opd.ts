// Wyko / Veeco / Bruker Vision OPD (.opd), the binary file of Wyko NT optical profilers.
//
// Followed: Gwyddion's module documentation and source of the "opdfile" module (Wyko OPD files,
// D. Nečas, http://gwyddion.net/module-list.en.php), checked against Gwyddion 2.62 on the three
// real files of MANIFEST.md (§2 #39–41, §4.2).
//
// Layout (little endian): 2 bytes (01 00), then a block directory of 24-byte entries
// { name char[16], type u16, size u32, flags u16 }. The first entry is the directory itself
// ("Directory", type 1, size = 24 × number of entries). Block contents follow the directory in
// entry order. Types: 3 array, 5 text, 6 int16, 7 float32, 8 float64, 12 int32.
// An array is { xres u16, yres u16, bytes per point u16 } then the points column by column,
// each column from the bottom row up (Gwyddion row yres−1 first).
//
// Heights: value × Wavelength (nm) / Mult; float arrays mark invalid points with ≥ 1e38, int16
// arrays with ≥ 32766 (Gwyddion's OPD_BAD_INT16). Pixel_size is in mm; dy = Pixel_size × Aspect.
// Decision: the title is the file's "Title" block, "Topography" when it is absent or empty (as
// Gwyddion 2.62 shows for opd-1).
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { makeChannel, makeSurfaceFile, type GridSpec } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import { grayImageChannel } from '../vendor-common/gray-image-channel.ts';

const BLOCK_SIZE = 24;
const NAME_SIZE = 16;
const DIRECTORY_NAME = 'Directory';

const BlockType = {
  Directory: 1,
  Array: 3,
  Text: 5,
  Short: 6,
  Float: 7,
  Double: 8,
  Long: 12,
} as const;

const HEIGHT_BLOCKS = new Set(['OPD', 'SAMPLE_DATA', 'RAW_DATA', 'RAW DATA', 'Raw']);
const INTENSITY_BLOCKS = new Set(['Image', 'Intensity', 'SecArr_0']);
// 1e38 as stored in float32 (9.99999968e37): the sentinel itself must count as invalid.
const BAD_FLOAT = Math.fround(1e38);
const BAD_INT16 = 32766;

interface Block {
  readonly name: string;
  readonly type: number;
  readonly offset: number;
  readonly size: number;
}

function magic(head: Uint8Array): MagicVerdict {
  if (head.length < 2 + DIRECTORY_NAME.length) return 'no';
  if (head[0] !== 1 || head[1] !== 0) return 'no';
  for (let i = 0; i < DIRECTORY_NAME.length; i++) {
    if (head[2 + i] !== DIRECTORY_NAME.charCodeAt(i)) return 'no';
  }
  return 'yes';
}

function readDirectory(reader: BinaryReader): Block[] {
  reader.seek(2);
  const name = reader.latin1(NAME_SIZE).trim();
  const type = reader.u16();
  const size = reader.u32();
  reader.skip(2);
  if (
    name !== DIRECTORY_NAME ||
    type !== BlockType.Directory ||
    size < BLOCK_SIZE ||
    size % BLOCK_SIZE !== 0
  ) {
    throw new SurfaceError('corrupt-file', 'OPD: the block directory is missing or malformed');
  }
  reader.ensure(size, 2, 'OPD block directory');
  const count = size / BLOCK_SIZE;
  const blocks: Block[] = [];
  let offset = 2 + size;
  for (let i = 1; i < count; i++) {
    const blockName = reader.latin1(NAME_SIZE).trim();
    const blockType = reader.u16();
    const blockSize = reader.u32();
    reader.skip(2);
    reader.ensure(blockSize, offset, `OPD block "${blockName}"`);
    if (blockType === BlockType.Directory && blockSize > 0) {
      throw new SurfaceError('corrupt-file', 'OPD: nested directories');
    }
    if (blockSize > 0) blocks.push({ name: blockName, type: blockType, offset, size: blockSize });
    offset += blockSize;
  }
  return blocks;
}

function numberOf(reader: BinaryReader, block: Block): number | undefined {
  const at = reader.seek(block.offset);
  switch (block.type) {
    case BlockType.Short:
      return block.size >= 2 ? at.i16() : undefined;
    case BlockType.Long:
      return block.size >= 4 ? at.i32() : undefined;
    case BlockType.Float:
      return block.size >= 4 ? at.f32() : undefined;
    case BlockType.Double:
      return block.size >= 8 ? at.f64() : undefined;
    default:
      return undefined;
  }
}

function textOf(reader: BinaryReader, block: Block): string | undefined {
  if (block.type !== BlockType.Text) return undefined;
  return reader.seek(block.offset).latin1(block.size).trim();
}

function headerMetadata(reader: BinaryReader, blocks: readonly Block[]): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const block of blocks) {
    const text = textOf(reader, block);
    const value = text ?? numberOf(reader, block);
    if (value === undefined || value === '') continue;
    metadata[block.name] = typeof value === 'number' ? String(Number(value.toPrecision(7))) : value;
  }
  return metadata;
}

/** Reads an array block into Gwyddion row order; invalid points become NaN. */
function readArray(
  reader: BinaryReader,
  block: Block,
  scale: number,
): { nx: number; ny: number; values: Float64Array; bytesPerPoint: number } {
  if (block.size < 6) throw new SurfaceError('corrupt-file', `OPD: array "${block.name}" has no header`);
  reader.seek(block.offset);
  const nx = reader.u16();
  const ny = reader.u16();
  const bytesPerPoint = reader.u16();
  if (bytesPerPoint !== 1 && bytesPerPoint !== 2 && bytesPerPoint !== 4) {
    throw new SurfaceError(
      'unsupported-image-type',
      `OPD: array "${block.name}" has ${bytesPerPoint} bytes per point`,
    );
  }
  // The block must hold the points it declares (a hostile header claims more than the file has).
  if (6 + nx * ny * bytesPerPoint > block.size) {
    throw new SurfaceError('corrupt-file', `OPD: array "${block.name}" is shorter than ${nx} × ${ny} points`);
  }
  checkGridSize(nx, ny, `OPD array "${block.name}"`);
  const values = new Float64Array(nx * ny);
  for (let col = 0; col < nx; col++) {
    for (let row = ny - 1; row >= 0; row--) {
      let v: number;
      if (bytesPerPoint === 4) {
        const raw = reader.f32();
        v = Number.isFinite(raw) && raw < BAD_FLOAT ? raw * scale : NaN;
      } else if (bytesPerPoint === 2) {
        const raw = reader.i16();
        v = raw < BAD_INT16 ? raw * scale : NaN;
      } else {
        v = reader.u8() * scale;
      }
      values[row * nx + col] = v;
    }
  }
  return { nx, ny, values, bytesPerPoint };
}

function imageProperties(metadata: Readonly<Record<string, string>>): ImageProperties {
  const properties: ImageProperties = {};
  const system = metadata['MachineID'] ?? metadata['Instrument'];
  if (system) properties.system = system;
  const objective =
    metadata['ObjectiveLabel'] ?? (metadata['Magnification'] ? `${metadata['Magnification']}×` : undefined);
  if (objective) properties.objective = objective;
  if (metadata['FOVLabel']) properties.zoom = metadata['FOVLabel'];
  if (metadata['Averages']) properties.averages = metadata['Averages'];
  if (metadata['MeasMode']) properties.method = metadata['MeasMode'];
  return properties;
}

function read(bytes: Uint8Array): ReturnType<typeof makeSurfaceFile> {
  if (magic(bytes.subarray(0, 16)) !== 'yes') {
    throw new SurfaceError('corrupt-file', 'OPD: the file does not start with the OPD block directory');
  }
  const reader = new BinaryReader(bytes, true);
  const blocks = readDirectory(reader);
  const find = (name: string) => blocks.find((b) => b.name === name);
  const numberNamed = (name: string): number | undefined => {
    const block = find(name);
    return block ? numberOf(reader, block) : undefined;
  };

  const pixelSizeMm = numberNamed('Pixel_size');
  if (pixelSizeMm === undefined)
    throw new SurfaceError('corrupt-file', 'OPD: the Pixel_size block is missing');
  const dx = checkPositiveLength(pixelSizeMm * 1e-3, 'OPD Pixel_size');
  const aspect = numberNamed('Aspect') ?? 1;
  const dy = checkPositiveLength(dx * aspect, 'OPD Aspect × Pixel_size');
  const wavelengthNm = numberNamed('Wavelength');
  const mult = numberNamed('Mult') ?? 1;

  const metadata = headerMetadata(reader, blocks);
  const titleBlock = find('Title');
  const title = (titleBlock && textOf(reader, titleBlock)) || 'Topography';
  const properties = imageProperties(metadata);
  const instrument = ['Wyko', metadata['MachineID']].filter(Boolean).join(' ');
  const warnings: ImportWarning[] = [];

  const channels: Channel[] = [];
  for (const block of blocks) {
    const isHeight = HEIGHT_BLOCKS.has(block.name);
    if ((!isHeight && !INTENSITY_BLOCKS.has(block.name)) || block.type !== BlockType.Array) continue;
    if (isHeight) {
      if (wavelengthNm === undefined) {
        throw new SurfaceError('corrupt-file', 'OPD: the Wavelength block is missing');
      }
      const scale = (wavelengthNm * 1e-9) / mult;
      if (!Number.isFinite(scale) || scale === 0) {
        throw new SurfaceError(
          'corrupt-file',
          `OPD: implausible Wavelength ${wavelengthNm} nm / Mult ${mult}`,
        );
      }
      const { nx, ny, values } = readArray(reader, block, scale);
      const grid: GridSpec = { nx, ny, dx, dy };
      channels.push(
        makeChannel(title, 'height', grid, values, 'm', {
          instrument,
          imageProperties: properties,
          raw: metadata,
        }),
      );
    } else {
      const { nx, ny, values, bytesPerPoint } = readArray(reader, block, 1);
      const grid: GridSpec = { nx, ny, dx, dy };
      channels.push(
        bytesPerPoint === 1
          ? grayImageChannel(block.name, grid, values)
          : makeChannel(block.name, 'other', grid, values, ''),
      );
    }
  }
  if (!channels.some((c) => c.kind === 'height')) {
    warnings.push({ code: 'metadata-incomplete', message: 'OPD: the file holds no height array' });
  }
  return makeSurfaceFile('wyko-opd', channels, metadata, warnings);
}

export const wykoOpdFormat = defineFormat({
  id: 'wyko-opd',
  name: 'Wyko / Veeco Vision OPD',
  extensions: ['opd'],
  specification: 'Gwyddion module "opdfile" (Wyko OPD), http://gwyddion.net/module-list.en.php',
  magic,
  read,
});
