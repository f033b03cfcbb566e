// Nanosurf NID (easyScan 2, Flex, CoreAFM): an INI-style text header, "#!", then binary data.
//
// Followed: Gwyddion's nanosurf "EZD/NID" module documentation (gwyddion.net, file formats) and
// the header itself: [DataSet] lists the channels as "GrG-ChC=DataSet-G:C" (G = frame group such
// as "Scan forward"/"Scan backward"); each [DataSet-G:C] section gives Points, Lines, Dim0/Dim1
// Range and Unit (field size), Dim2Name/Unit/Range/Min (the quantity and its full range) and the
// integer encoding (SaveBits, SaveSign, SaveOrder Intel/Motorola). Blocks follow "#!" in group
// then channel order, each Points × Lines integers.
//
// Scaling: z = Dim2Min + raw × Dim2Range / 2^bits, plus Dim2Range/2 for signed data (so the signed
// range −2^(bits−1)… maps onto Min…Min+Range). Reproduces Gwyddion 2.62 to 1e-15 and
// SurfaceTopography's Sq values. Orientation: the last stored line is row 0 (Gwyddion's order).
// Channel names are "Frame (Dim2Name)", e.g. "Scan forward (Z-Axis)" as SurfaceTopography.
// Blocks whose axes are not lengths (spectroscopy) are skipped with a 'channel-skipped' warning;
// a file of such blocks only is 'unsupported-image-type'.
import { strFromU8 } from 'fflate';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';
import { parseSiUnit } from '../spm/si-unit.ts';

/** The header ends at "#!"; none is near this long. */
const MAX_HEADER_BYTES = 8 * 1024 * 1024;
const HEIGHT_QUANTITY = /^(z-axis|z-axissensor|z axis|z-axis sensor|topography|height)$/i;

type IniSections = Map<string, Map<string, string>>;

/** The header is UTF-8 in current files ("20µm"); older ones may be latin-1. */
function headerText(bytes: Uint8Array): string {
  try {
    const text = strFromU8(bytes);
    if (!text.includes('\uFFFD')) return text;
  } catch {
    // not UTF-8
  }
  return strFromU8(bytes, true);
}

/** Index of the "#!" that ends the header, or −1. */
function headerEnd(bytes: Uint8Array): number {
  const limit = Math.min(bytes.length - 1, MAX_HEADER_BYTES);
  for (let i = 0; i < limit; i++) if (bytes[i] === 0x23 && bytes[i + 1] === 0x21) return i;
  return -1;
}

function parseIni(text: string): IniSections {
  const sections: IniSections = new Map();
  let current: Map<string, string> | undefined;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const section = /^\[(.*)\]$/.exec(line);
    if (section) {
      current = new Map();
      if (!sections.has(section[1] as string)) sections.set(section[1] as string, current);
      continue;
    }
    const eq = line.indexOf('=');
    if (current && eq > 0) {
      const key = line.slice(0, eq).trim();
      if (!current.has(key)) current.set(key, line.slice(eq + 1).trim());
    }
  }
  return sections;
}

function magic(head: Uint8Array): MagicVerdict {
  let text = '';
  for (let i = 0; i < Math.min(head.length, 64); i++) text += String.fromCharCode(head[i] as number);
  return /^\uFEFF?\[DataSet\]\r?\n/.test(text) ? 'yes' : 'no';
}

function numberIn(section: Map<string, string>, key: string, what: string): number {
  const value = Number(section.get(key));
  if (section.get(key) === undefined || !Number.isFinite(value)) {
    throw new SurfaceError('corrupt-file', `NID ${what}: "${key}" missing or not a number`);
  }
  return value;
}

function read(bytes: Uint8Array) {
  const end = headerEnd(bytes);
  if (end < 0) throw new SurfaceError('corrupt-file', 'NID: no "#!" after the header (file truncated?)');
  const ini = parseIni(headerText(bytes.subarray(0, end)));
  const dataset = ini.get('DataSet');
  if (!dataset) throw new SurfaceError('corrupt-file', 'NID: no [DataSet] section');
  const blocks = [...dataset.entries()]
    .map(([key, value]) => {
      const match = /^Gr(\d+)-Ch(\d+)$/.exec(key);
      return match ? { group: Number(match[1]), channel: Number(match[2]), section: value } : undefined;
    })
    .filter((b): b is { group: number; channel: number; section: string } => b !== undefined)
    .sort((a, b) => a.group - b.group || a.channel - b.channel);
  if (blocks.length === 0) throw new SurfaceError('images-missing', 'NID: [DataSet] lists no channel');
  if (blocks.length > MAX_CHANNELS)
    throw new SurfaceError('image-length-exceeded', `NID: ${blocks.length} channels`);

  const info = ini.get('DataSet-Info');
  const metadata: Record<string, string> = { vendor: 'Nanosurf' };
  for (const [key, value] of info ?? []) metadata[key] = value;

  const headType = info?.get('Head type');
  let offset = end + 2;
  const channels: Channel[] = [];
  const skipped: string[] = [];
  for (const block of blocks) {
    const section = ini.get(block.section);
    if (!section) throw new SurfaceError('corrupt-file', `NID: no [${block.section}] section`);
    const what = block.section;
    const nx = numberIn(section, 'Points', what);
    const ny = numberIn(section, 'Lines', what);
    checkGridSize(nx, ny, `NID ${what}`);
    const bits = numberIn(section, 'SaveBits', what);
    if (bits !== 8 && bits !== 16 && bits !== 32) {
      throw new SurfaceError('unsupported-image-type', `NID ${what}: ${bits}-bit data`);
    }
    if ((section.get('SaveMode') ?? 'Binary') !== 'Binary') {
      throw new SurfaceError('unsupported-image-type', `NID ${what}: SaveMode ${section.get('SaveMode')}`);
    }
    const signed = (section.get('SaveSign') ?? 'Signed') === 'Signed';
    const littleEndian = (section.get('SaveOrder') ?? 'Intel') !== 'Motorola';
    const size = bits / 8;
    const length = nx * ny * size;
    if (offset + length > bytes.length) {
      throw new SurfaceError('corrupt-file', `NID ${what}: data runs past the end of the file (truncated?)`);
    }
    // Spectroscopy blocks (axes in V, s, …) are curves, not images: skip them, keep the images.
    const lateralUnits = [0, 1].map((axis) => parseSiUnit(section.get(`Dim${axis}Unit`) ?? ''));
    if (lateralUnits.some((u) => u?.unit !== 'm')) {
      skipped.push(what);
      offset += length;
      continue;
    }
    const lateral = (axis: 0 | 1): number =>
      checkPositiveLength(
        numberIn(section, `Dim${axis}Range`, what) * (lateralUnits[axis]?.factor ?? 1),
        `NID ${what} Dim${axis}Range`,
      );
    const xreal = lateral(0);
    const yreal = lateral(1);
    const quantity = section.get('Dim2Name') ?? `Channel ${block.channel}`;
    const unitText = section.get('Dim2Unit') ?? '';
    const unit = parseSiUnit(unitText) ?? { unit: unitText, factor: 1 };
    const range = numberIn(section, 'Dim2Range', what) * unit.factor;
    const min = numberIn(section, 'Dim2Min', what) * unit.factor;
    const step = range / 2 ** bits;
    const zero = signed ? min + range / 2 : min;

    const view = new DataView(bytes.buffer, bytes.byteOffset + offset, length);
    const z = new Float64Array(nx * ny);
    for (let stored = 0; stored < ny; stored++) {
      const row = ny - 1 - stored;
      for (let col = 0; col < nx; col++) {
        const at = (stored * nx + col) * size;
        const raw =
          bits === 32
            ? signed
              ? view.getInt32(at, littleEndian)
              : view.getUint32(at, littleEndian)
            : bits === 16
              ? signed
                ? view.getInt16(at, littleEndian)
                : view.getUint16(at, littleEndian)
              : signed
                ? view.getInt8(at)
                : view.getUint8(at);
        z[row * nx + col] = zero + raw * step;
      }
    }
    offset += length;
    const frame = section.get('Frame') ?? `Group ${block.group}`;
    const isHeight = unit.unit === 'm' && HEIGHT_QUANTITY.test(quantity);
    channels.push(
      makeChannel(
        `${frame} (${quantity})`,
        isHeight ? 'height' : 'other',
        { nx, ny, dx: xreal / nx, dy: yreal / ny },
        z,
        unit.unit,
        {
          ...(headType ? { instrument: `Nanosurf ${headType}` } : {}),
          imageProperties: {
            backScan: /backward/i.test(frame) ? 'yes' : 'no',
            ...(headType ? { system: headType } : {}),
            ...(info?.get('Op. mode') ? { method: info.get('Op. mode') } : {}),
            ...(info?.get('Cantilever type') ? { objective: info.get('Cantilever type') } : {}),
            ...(info?.get('Image size') ? { scanLength: info.get('Image size') } : {}),
            ...(info?.get('Time/Line') ? { speed: `${info.get('Time/Line')}/line` } : {}),
          },
          raw: Object.fromEntries(section),
        },
      ),
    );
  }
  if (channels.length === 0) {
    throw new SurfaceError('unsupported-image-type', 'NID file with spectroscopy curves only, not an image');
  }
  const warnings: ImportWarning[] = skipped.map((block) => ({
    code: 'channel-skipped',
    message: `NID ${block}: not an image (its axes are not lengths), skipped`,
  }));
  return makeSurfaceFile('nanosurf-nid', channels, metadata, warnings);
}

export const nanosurfNidFormat = defineFormat({
  id: 'nanosurf-nid',
  name: 'Nanosurf NID',
  extensions: ['nid'],
  specification:
    'Gwyddion nanosurf (EZD/NID) module documentation, https://gwyddion.net/documentation/user-guide-en/file-formats.html',
  magic,
  read,
});
