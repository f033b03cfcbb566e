// Bruker Dektak OPDx (.OPDx, "VCA DATA"): stylus profiles and areal maps of Bruker Vision64.
//
// Followed: Gwyddion's "dektakvca" module (Dektak OPDx data files, D. Nečas,
// http://gwyddion.net/module-list.en.php) for the item tree (see ../vendor-common/dektak-vca-items.ts);
// checked against the vendor's own text export of the same measurement (MANIFEST.md §3 .opdx:
// opdx-3.txt column 2, in metres).
//
// Profiles: /1D_Data/Raw/Array (5 bytes of header, then float64) × /1D_Data/Raw/DataScale, a
// quantity with a length unit. They become a surface with ny = 1.
// Decision: dx = /1D_Data/Raw/Extent / (NumPoints − 1), the spacing of the file's own position
// array (0 … Extent, uniform) and of the vendor's text export; Gwyddion places the points the
// same way (x_i = real·i/(N − 1)).
// Areal maps: /2D_Data/<channel>/Matrix (float32, yres rows of xres) × DataScale, with
// Dimension2Extent along x and Dimension1Extent along y (as Gwyddion). NaN marks invalid points.
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import type { ImageProperties, SurfaceMeta } from '../../surface/surface.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { DEKTAK_MAGIC, readDektakItems, type DektakItem } from '../vendor-common/dektak-vca-items.ts';

/** Bytes before the float64 values of a double array (a type header Gwyddion also skips). */
const DOUBLE_ARRAY_HEADER = 5;

type Items = ReadonlyMap<string, DektakItem>;

function magic(head: Uint8Array): MagicVerdict {
  if (head.length < DEKTAK_MAGIC.length) return 'no';
  for (let i = 0; i < DEKTAK_MAGIC.length; i++) {
    if (head[i] !== DEKTAK_MAGIC.charCodeAt(i)) return 'no';
  }
  return 'yes';
}

/** A quantity with a length unit, in metres. */
function lengthOf(items: Items, path: string): number {
  const item = items.get(path);
  if (item?.type !== 'quantity') throw new SurfaceError('corrupt-file', `OPDx: ${path} is missing`);
  const metres = metresPerLengthUnit(item.symbol);
  if (metres === undefined) {
    throw new SurfaceError(
      'unsupported-image-type',
      `OPDx: ${path} has the non-length unit "${item.symbol}"`,
    );
  }
  return item.value * metres;
}

function metadataOf(items: Items): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [path, item] of items) {
    if (!path.startsWith('/MetaData/')) continue;
    const key = path.slice('/MetaData/'.length);
    if (item.type === 'string') metadata[key] = item.value;
    else if (item.type === 'number') metadata[key] = String(item.value);
    else if (item.type === 'boolean') metadata[key] = item.value ? 'True' : 'False';
    else if (item.type === 'quantity') metadata[key] = `${item.value} ${item.symbol}`.trim();
  }
  return metadata;
}

function surfaceMeta(metadata: Readonly<Record<string, string>>): SurfaceMeta {
  const name = metadata['MeasurementSettings/InstrumentName'];
  const properties: ImageProperties = {};
  if (name) properties.system = name;
  const scanLength = metadata['MeasurementSettings/ScanLength'];
  if (scanLength) properties.scanLength = scanLength;
  const method = metadata['MeasurementSettings/MeasMode'];
  if (method) properties.method = method;
  const duration = metadata['MeasurementSettings/ScanDuration'];
  if (duration) properties.speed = duration;
  const scanType = metadata['MeasurementSettings/ScanType'];
  if (scanType) properties.analysisType = scanType;
  return {
    instrument: name ? `Bruker ${name}` : 'Bruker Dektak',
    imageProperties: properties,
    raw: metadata,
  };
}

function profileChannel(bytes: Uint8Array, items: Items, meta: SurfaceMeta): Channel | undefined {
  const array = items.get('/1D_Data/Raw/Array');
  if (array?.type !== 'bytes') return undefined;
  const count = (array.length - DOUBLE_ARRAY_HEADER) / 8;
  const declared =
    items.get('/1D_Data/Raw/NumPoints') ?? items.get('/MetaData/MeasurementSettings/SamplesToLog');
  if (declared?.type !== 'number' || declared.value !== count) {
    throw new SurfaceError(
      'corrupt-file',
      'OPDx: the profile length does not match its declared number of points',
    );
  }
  checkGridSize(count, 1, 'OPDx profile');
  if (count < 2) throw new SurfaceError('corrupt-file', 'OPDx: a profile needs at least two points');
  const extent = items.has('/1D_Data/Raw/Extent')
    ? lengthOf(items, '/1D_Data/Raw/Extent')
    : lengthOf(items, '/MetaData/MeasurementSettings/ScanLength');
  const dx = checkPositiveLength(extent / (count - 1), 'OPDx point spacing');
  const scale = lengthOf(items, '/1D_Data/Raw/DataScale');
  const view = new DataView(bytes.buffer, bytes.byteOffset + array.offset + DOUBLE_ARRAY_HEADER, count * 8);
  const z = new Float64Array(count);
  for (let i = 0; i < count; i++) z[i] = view.getFloat64(8 * i, true) * scale;
  const kind = items.get('/1D_Data/Raw/DataKind');
  const name = kind?.type === 'string' && kind.value ? kind.value : 'Height';
  return makeChannel(name, 'height', { nx: count, ny: 1, dx, dy: dx }, z, 'm', meta);
}

function arealChannels(bytes: Uint8Array, items: Items, meta: SurfaceMeta): Channel[] {
  const channels: Channel[] = [];
  for (const [path, item] of items) {
    const match = /^\/2D_Data\/([^/]+)\/Matrix$/.exec(path);
    if (!match || item.type !== 'matrix') continue;
    const channelName = match[1] as string;
    const base = `/2D_Data/${channelName}`;
    const { xres, yres } = item;
    if (item.length < xres * yres * 4) {
      throw new SurfaceError(
        'corrupt-file',
        `OPDx: matrix ${channelName} is shorter than ${xres} × ${yres} points`,
      );
    }
    checkGridSize(xres, yres, `OPDx matrix ${channelName}`);
    const dx = checkPositiveLength(lengthOf(items, `${base}/Dimension2Extent`) / xres, 'OPDx x pixel size');
    const dy = checkPositiveLength(lengthOf(items, `${base}/Dimension1Extent`) / yres, 'OPDx y pixel size');
    const scale = lengthOf(items, `${base}/DataScale`);
    const view = new DataView(bytes.buffer, bytes.byteOffset + item.offset, xres * yres * 4);
    const z = new Float64Array(xres * yres);
    for (let i = 0; i < z.length; i++) z[i] = view.getFloat32(4 * i, true) * scale;
    channels.push(makeChannel(channelName, 'height', { nx: xres, ny: yres, dx, dy }, z, 'm', meta));
  }
  return channels;
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes')
    throw new SurfaceError('corrupt-file', 'OPDx: the "VCA DATA" signature is missing');
  let items: Map<string, DektakItem>;
  try {
    items = readDektakItems(bytes);
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    throw new SurfaceError('corrupt-file', `OPDx: ${String(error)}`, { cause: error });
  }
  const metadata = metadataOf(items);
  const name = metadata['MeasurementSettings/InstrumentName'];
  if (name) metadata['instrument.name'] = name;
  metadata['instrument.vendor'] = 'Bruker';
  const meta = surfaceMeta(metadata);
  const warnings: ImportWarning[] = [];
  const profile = profileChannel(bytes, items, meta);
  const channels = [...(profile ? [profile] : []), ...arealChannels(bytes, items, meta)];
  return makeSurfaceFile('dektak-opdx', channels, metadata, warnings);
}

export const dektakOpdxFormat = defineFormat({
  id: 'dektak-opdx',
  name: 'Bruker Dektak OPDx',
  extensions: ['opdx'],
  specification:
    'Gwyddion module "dektakvca" (Dektak OPDx data files), http://gwyddion.net/module-list.en.php',
  magic,
  read,
});
