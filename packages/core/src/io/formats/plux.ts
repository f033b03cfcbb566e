// Sensofar PLUX (SensoSCAN / SensoVIEW, S neox and later): a zip archive holding index.xml (sizes,
// pixel spacing, instrument items, one <LAYER_n> per layer naming its files), recipe texts and
// LAYER_0.raw — the heights as float32 µm, IMAGE_SIZE_Y rows of IMAGE_SIZE_X points, row 0 first.
//
// Format description followed: Gwyddion's "sensofarx" module documentation
// (http://gwyddion.net/documentation/user-guide-en/file-formats.html, Sensofar PLUX) and
// SurfaceTopography's PLUX reader documentation (index.xml keys; FOV_X/FOV_Y are the pixel
// spacing in µm: plux-1's 2583 × 0.645 µm = its asserted 1666.03 µm).
//
// Decisions:
// - Detection is by the entries: a zip whose head names index.xml with Sensofar's recipe/LAYER files,
//   or any zip named .plux; read() then requires index.xml with <GENERAL> sizes, so another zip is
//   handed on to the generic container reader.
// - A PLUX without LAYER_0.raw (a recipe/metadata-only export, like x3ptools' test.plux) has no
//   measurement: 'images-missing', naming the missing entry, as Gwyddion reports it.
// - 1000001 µm (Sensofar's non-measured value, as in PLU) and non-finite values become NaN.
import { XMLParser } from 'fast-xml-parser';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type Codecs } from '../format.ts';
import { looksLikeZip, ZipArchive } from '../zip-archive/zip-archive.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { strFromU8 } from 'fflate';

const NON_MEASURED_UM = 1000001;
const MICROMETRE = 1e-6;

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });

type XmlNode = Record<string, unknown>;
const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null;

function parseIndex(text: string): XmlNode {
  if (/<!ENTITY/i.test(text)) throw new SurfaceError('corrupt-file', 'PLUX index.xml declares XML entities');
  let parsed: unknown;
  try {
    parsed = parser.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SurfaceError('corrupt-file', `PLUX index.xml is not well-formed: ${String(error)}`, {
      cause: error,
    });
  }
  const root = isNode(parsed) ? parsed.xml : undefined;
  if (!isNode(root) || !isNode(root.GENERAL)) {
    throw new SurfaceError('corrupt-file', 'PLUX index.xml has no <xml><GENERAL> section');
  }
  return root;
}

function numberIn(node: XmlNode, key: string): number {
  const value = Number(node[key]);
  if (node[key] === undefined || !Number.isFinite(value)) {
    throw new SurfaceError('corrupt-file', `PLUX index.xml GENERAL/${key} is missing or not a number`);
  }
  return value;
}

/** INFO/ITEM_n name–value pairs (Device, Objective, Technique, …). */
function infoItems(root: XmlNode): Record<string, string> {
  const items: Record<string, string> = {};
  const info = root.INFO;
  if (!isNode(info)) return items;
  for (const [key, item] of Object.entries(info)) {
    if (!key.startsWith('ITEM_') || !isNode(item)) continue;
    const name = typeof item.NAME === 'string' ? item.NAME.trim() : '';
    const value = typeof item.VALUE === 'string' ? item.VALUE.trim() : '';
    if (name && value && value !== '-') items[name] = value;
  }
  return items;
}

function readPlux(bytes: Uint8Array, codecs: Codecs | undefined): SurfaceFile {
  const archive = new ZipArchive(bytes, codecs);
  const indexEntry = archive.find('index.xml');
  if (!indexEntry) throw new SurfaceError('corrupt-file', 'PLUX archive has no index.xml');
  const root = parseIndex(strFromU8(archive.read(indexEntry)));
  const general = root.GENERAL as XmlNode;
  const nx = numberIn(general, 'IMAGE_SIZE_X');
  const ny = numberIn(general, 'IMAGE_SIZE_Y');
  checkGridSize(nx, ny, 'PLUX');
  const dx = checkPositiveLength(numberIn(general, 'FOV_X'), 'PLUX FOV_X') * MICROMETRE;
  const dy = checkPositiveLength(numberIn(general, 'FOV_Y'), 'PLUX FOV_Y') * MICROMETRE;
  const layer = isNode(root.LAYER_0) ? root.LAYER_0 : {};
  const heightsName =
    typeof layer.FILENAME_Z === 'string' && layer.FILENAME_Z ? layer.FILENAME_Z : 'LAYER_0.raw';
  const heightsEntry = archive.find(heightsName);
  if (!heightsEntry) {
    throw new SurfaceError(
      'images-missing',
      `PLUX archive has no ${heightsName}: it holds settings, not a measurement`,
    );
  }
  if (heightsEntry.uncompressedSize < nx * ny * 4) {
    throw new SurfaceError(
      'corrupt-file',
      `PLUX ${heightsName} holds ${heightsEntry.uncompressedSize} bytes, ${nx} × ${ny} float32 need ${nx * ny * 4}`,
    );
  }
  const raw = archive.read(heightsEntry);
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < z.length; i++) {
    const v = view.getFloat32(4 * i, true);
    z[i] = v === NON_MEASURED_UM || !Number.isFinite(v) ? NaN : v * MICROMETRE;
  }
  const items = infoItems(root);
  const metadata: Record<string, string> = { vendor: 'Sensofar', ...items };
  if (typeof general.DATE === 'string') metadata.Date = general.DATE;
  if (typeof general.AUTHOR === 'string') metadata.Author = general.AUTHOR;
  const imageProperties = {
    ...(items.Device ? { system: items.Device } : {}),
    ...(items.Objective ? { objective: items.Objective } : {}),
    ...(items.Technique ? { method: items.Technique } : {}),
    ...(items['Sample ID text'] ? { sampleId: items['Sample ID text'] } : {}),
  };
  const channel = makeChannel('Topography', 'height', { nx, ny, dx, dy }, z, 'm', {
    instrument: items.Device ? `Sensofar ${items.Device}` : 'Sensofar',
    imageProperties,
    raw: metadata,
  });
  return makeSurfaceFile('plux', [channel], metadata);
}

function headMentions(head: Uint8Array, name: string): boolean {
  outer: for (let i = 0; i + name.length <= head.length; i++) {
    for (let j = 0; j < name.length; j++) if (head[i + j] !== name.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

function magic(head: Uint8Array, fileName: string): 'yes' | 'no' {
  if (!looksLikeZip(head)) return 'no';
  if (/\.plux$/i.test(fileName)) return 'yes';
  return headMentions(head, 'LAYER_0.raw') ||
    (headMentions(head, 'index.xml') && headMentions(head, 'recipe.txt'))
    ? 'yes'
    : 'no';
}

export const pluxFormat = defineFormat({
  id: 'plux',
  name: 'Sensofar PLUX',
  extensions: ['plux'],
  specification:
    'Gwyddion sensofarx module (http://gwyddion.net/documentation/user-guide-en/file-formats.html); SurfaceTopography PLUX reader docs',
  magic,
  read: (bytes, context) => readPlux(bytes, context.codecs),
});
