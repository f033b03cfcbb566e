// Text height matrices: one text row per image row, values separated by spaces, tabs, commas or
// semicolons (then with a decimal comma allowed), optionally gzip-compressed (.txt.gz).
//
// Format descriptions followed:
// - Gwyddion's ASCII data matrix export (modules/file/asciiexport.c, "ASCII data matrix" in the
//   Gwyddion user guide, https://gwyddion.net/documentation/user-guide-en/file-formats.html): an
//   optional header of "# Channel: …", "# Width: 5.000 µm", "# Height: …", "# Value units: m",
//   with the labels translated in localised Gwyddion (German: "Kanal", "Breite", "Höhe"); the
//   first text row is the image's first row (row 0, Gwyddion data-field order).
// - SurfaceTopography's matrix reader docs (ContactEngineering/SurfaceTopography, IO/Text.py
//   "AscReader"): the "h=… w=…", "pixel size=… m", "data unit=…", "height conversion factor (-> m)="
//   header of Wyko/interferometer ASCII exports (matrix-2.txt, matrix-4.txt).
//
// Conventions (MANIFEST §3 "Text / ASCII"): Width/Height are the full field, dx = width / columns.
// Without any lateral size 1 µm per point is assumed and a single column (single_column.txt,
// not-yet-working-1.txt) is a 1-D profile of that many points (SurfaceTopography reads it as
// nb_grid_pts (9,)); both with a 'metadata-incomplete' warning. Without a value unit, heights are
// metres when every |value| < 1e-3 and micrometres otherwise (see io/text/unitless-scale.ts).
// Two-column x,z and three-column x,y,z tables belong to the profile and xyz readers; other
// headerless tables of 2–3 columns and more than 16 rows (e.g. hfm's "x;z;valid") are refused.
import { strToU8 } from 'fflate';
import { SurfaceError } from '../../surface/surface-error.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import type { ChannelKind, ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import {
  defineFormat,
  extensionOf,
  matchesExtension,
  type MagicVerdict,
  type WriteOptions,
} from '../format.ts';
import { channelToWrite } from '../raster/select-channel.ts';
import { looksLikeGzip } from '../text/bounded-gunzip.ts';
import { decodeText, looksLikeText } from '../text/decode-text.ts';
import { fieldOf, parseHeaderFields, parseLength, type HeaderFields } from '../text/header-fields.ts';
import { parseNumericTable } from '../text/numeric-table.ts';
import { tableShape } from '../text/point-list-shape.ts';
import {
  guessUnitlessScale,
  unitGuessWarning,
  UNKNOWN_PIXEL_SIZE_M,
  unknownPixelSizeWarning,
} from '../text/unitless-scale.ts';

/** Gwyddion's export labels in the languages it ships translations for (lower case). */
const CHANNEL_KEYS = ['channel', 'kanal', 'canal', 'canale', 'kanał'];
const WIDTH_KEYS = ['width', 'breite', 'largeur', 'larghezza', 'anchura', 'ancho', 'szerokość'];
const HEIGHT_KEYS = ['height', 'höhe', 'hoehe', 'hauteur', 'altezza', 'altura', 'wysokość'];
const VALUE_UNIT_KEYS = [
  'value units',
  'werteinheiten',
  'einheit der werte',
  'unités des valeurs',
  'value unit',
];

const EXTENSIONS = ['txt', 'asc', 'ascii', 'csv', 'mat', 'txt.gz', 'asc.gz', 'csv.gz', 'gz'];

/** Whether the head starts with Gwyddion's export header — the one unmistakable text signature. */
function hasGwyddionHeader(head: Uint8Array): boolean {
  let s = '';
  for (let i = 0; i < Math.min(head.length, 64); i++) s += String.fromCharCode(head[i] as number);
  return /^# ?(channel|kanal|canal|canale):/i.test(s);
}

function magic(head: Uint8Array, fileName: string): MagicVerdict {
  if (looksLikeGzip(head))
    return matchesExtension({ extensions: EXTENSIONS }, extensionOf(fileName)) ? 'maybe' : 'no';
  if (!looksLikeText(head)) return 'no';
  return hasGwyddionHeader(head) ? 'yes' : 'maybe';
}

interface ValueScale {
  readonly kind: ChannelKind;
  readonly zUnit: string;
  readonly metresPerUnit: number;
}

/** How file values become channel values, from "Value units" / "data unit" + conversion factor. */
function valueScale(fields: HeaderFields): ValueScale | undefined {
  const factor = fields.get('height conversion factor (-> m)');
  if (factor !== undefined) {
    const f = Number(factor);
    if (!Number.isFinite(f) || f === 0)
      throw new SurfaceError('corrupt-file', `height conversion factor "${factor}"`);
    return { kind: 'height', zUnit: 'm', metresPerUnit: f };
  }
  const unit = fieldOf(fields, [...VALUE_UNIT_KEYS, 'data unit', 'z unit', 'unit']);
  if (unit === undefined) return undefined;
  const scale = metresPerLengthUnit(unit);
  if (scale !== undefined) return { kind: 'height', zUnit: 'm', metresPerUnit: scale };
  return { kind: 'other', zUnit: unit, metresPerUnit: 1 };
}

function read(bytes: Uint8Array): SurfaceFile {
  const table = parseNumericTable(decodeText(bytes));
  const fields = parseHeaderFields(table.headerLines);
  const warnings: ImportWarning[] = [];
  const name = fieldOf(fields, CHANNEL_KEYS) ?? 'Height';
  const width = fieldOf(fields, WIDTH_KEYS);
  const height = fieldOf(fields, HEIGHT_KEYS);
  const pixelSize = fields.get('pixel size');
  const hasHeader = width !== undefined || height !== undefined || pixelSize !== undefined || fields.has('w');
  if (!hasHeader) {
    const shape = tableShape(table);
    // Two or three long columns without a header are point data (x, z, flag …) that is neither a
    // monotonic profile nor a grid — read as a 3-pixel-wide image it would be silently wrong.
    if (shape === 'matrix' && table.columns <= 3 && table.columns > 1 && table.rows > 16) {
      throw new SurfaceError(
        'unsupported-image-type',
        `${table.columns} columns of ${table.rows} rows without a header: point data, not a height matrix`,
      );
    }
    if (shape !== 'matrix') {
      throw new SurfaceError(
        'unsupported-image-type',
        `the columns hold an ${shape === 'xyz' ? 'x, y, z point list' : 'x, z profile'}, not a height matrix`,
      );
    }
  }
  // A single column without header is a profile along x, not an image one pixel wide.
  const profile = !hasHeader && table.columns === 1;
  const nx = profile ? table.rows : table.columns;
  const ny = profile ? 1 : table.rows;
  checkGridSize(nx, ny, 'text matrix');
  const h = fields.get('h');
  const w = fields.get('w');
  if ((h !== undefined && Number(h) !== ny) || (w !== undefined && Number(w) !== nx)) {
    throw new SurfaceError(
      'corrupt-file',
      `header says h=${h} w=${w}, the data has ${ny} rows of ${nx} values`,
    );
  }

  let dx = UNKNOWN_PIXEL_SIZE_M;
  let dy = UNKNOWN_PIXEL_SIZE_M;
  if (width !== undefined || height !== undefined) {
    const xReal = width === undefined ? undefined : parseLength(width);
    const yReal = height === undefined ? undefined : parseLength(height);
    if (xReal === undefined && yReal === undefined) {
      throw new SurfaceError('corrupt-file', `lateral size "${width ?? height}" is not a length`);
    }
    dx = checkPositiveLength((xReal ?? (yReal as number) * (nx / ny)) / nx, 'pixel width');
    dy = checkPositiveLength((yReal ?? (xReal as number) * (ny / nx)) / ny, 'pixel height');
    if (xReal === undefined || yReal === undefined) {
      warnings.push({
        code: 'metadata-incomplete',
        message: 'only one lateral size given: square pixels assumed',
        channel: name,
      });
    }
  } else if (pixelSize !== undefined) {
    const size = parseLength(pixelSize);
    if (size === undefined)
      throw new SurfaceError('corrupt-file', `pixel size "${pixelSize}" is not a length`);
    dx = dy = checkPositiveLength(size, 'pixel size');
  } else {
    warnings.push(unknownPixelSizeWarning(name));
  }
  if (profile) dy = dx;

  let scale = valueScale(fields);
  if (scale === undefined) {
    const guess = guessUnitlessScale(table.values);
    warnings.push(unitGuessWarning('the heights', guess, name));
    scale = { kind: 'height', zUnit: 'm', metresPerUnit: guess.metresPerUnit };
  }
  const z = table.values;
  if (scale.metresPerUnit !== 1)
    for (let i = 0; i < z.length; i++) z[i] = (z[i] as number) * scale.metresPerUnit;

  const metadata: Record<string, string> = {};
  for (const [key, value] of fields) metadata[key] = value;
  const channel = makeChannel(name, scale.kind, { nx, ny, dx, dy }, z, scale.zUnit, { raw: metadata });
  return makeSurfaceFile('text-matrix', [channel], metadata, warnings);
}

/**
 * Gwyddion-style export: the "# Channel/Width/Height/Value units" header (sizes in metres), then
 * one line per row of heights in metres, '.' decimal, shortest round-trip digits, NaN as "NaN".
 * variant 'csv' separates by commas, anything else ('txt', default) by tabs.
 */
function write(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const channel = channelToWrite(file, options);
  const { nx, ny, dx, dy, z } = channel.surface;
  const separator = options?.variant === 'csv' ? ',' : '\t';
  const lines = [
    `# Channel: ${channel.name.replace(/[\r\n]+/g, ' ')}`,
    `# Width: ${nx * dx} m`,
    `# Height: ${ny * dy} m`,
    `# Value units: ${channel.kind === 'height' ? 'm' : channel.zUnit}`,
  ];
  const row = new Array<string>(nx);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const v = z[j * nx + i] as number;
      row[i] = Number.isFinite(v) ? String(v) : 'NaN';
    }
    lines.push(row.join(separator));
  }
  return strToU8(`${lines.join('\n')}\n`);
}

export const textMatrixFormat = defineFormat({
  id: 'text-matrix',
  name: 'Text height matrix (Gwyddion ASCII export, Wyko/interferometer ASCII, plain matrix)',
  extensions: EXTENSIONS,
  specification:
    'Gwyddion user guide, file formats: ASCII data matrix (https://gwyddion.net/documentation/user-guide-en/file-formats.html); SurfaceTopography IO/Text.py AscReader docs',
  magic,
  read,
  write,
});
