// Bruker Dektak (Vision64) CSV export of a stylus line scan: a "Scan Parameters" block of
// "key,value" lines (Scan Type, Stylus "Radius: 2.5 µm", Length, Resolution, Force …), an
// "Analytical Results" table, then "Scan Data" with a column-title line ("Lateral um,Raw
// Micrometer,") and one "x,z,," row per sample, in latin1.
//
// Format description followed: SurfaceTopography's CSV reader docs (IO/CSV.py and
// test/IO/test_csv.py, "Dektak CSV with scan parameters and tip radius") and Bruker's Vision64
// "Export data as CSV" description in the Dektak XT user manual. The x column is printed rounded to
// 0.1 µm while the stylus samples every 0.156 µm, so the positions are not uniform: the profile is
// resampled onto the same number of equal steps over the same length (io/text/uniform-profile.ts),
// which reproduces the header's "Resolution 0.156 um/sample".
import type { SurfaceFile } from '../../surface/surface-file.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { decodeText } from '../text/decode-text.ts';
import { parseNumericTable } from '../text/numeric-table.ts';
import { profileFileFromTable } from '../text/xy-profile-file.ts';

function headText(head: Uint8Array, count: number): string {
  let s = '';
  for (let i = 0; i < Math.min(head.length, count); i++) s += String.fromCharCode(head[i] as number);
  return s;
}

function magic(head: Uint8Array): MagicVerdict {
  const text = headText(head, head.length);
  if (!text.startsWith('Scan Parameters')) return 'no';
  return /\nScan Type,/.test(text) && /\nStylus,/.test(text) ? 'yes' : 'maybe';
}

/** "key,value" lines of the parameter block (the value keeps its commas: "0.0 um, 0.0 um"). */
function scanParameters(headerLines: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of headerLines) {
    if (line === 'Analytical Results') break;
    const comma = line.indexOf(',');
    if (comma > 0) out[line.slice(0, comma).trim()] = line.slice(comma + 1).trim();
  }
  return out;
}

function read(bytes: Uint8Array): SurfaceFile {
  const table = parseNumericTable(decodeText(bytes));
  const metadata = scanParameters(table.headerLines);
  const tip = /Radius:\s*(.+)$/.exec(metadata['Stylus'] ?? '');
  if (tip?.[1] !== undefined) metadata['Tip radius'] = tip[1];
  const imageProperties: ImageProperties = {
    system: 'Bruker Dektak',
    method: 'stylus profilometry',
    ...(metadata['Length'] === undefined ? {} : { scanLength: metadata['Length'] }),
    ...(metadata['Scan Type'] === undefined ? {} : { analysisType: metadata['Scan Type'] }),
    ...(metadata['Location'] === undefined ? {} : { location: metadata['Location'] }),
  };
  return profileFileFromTable(table, {
    format: 'dektak-csv',
    metadata,
    meta: { instrument: 'Bruker Dektak', imageProperties, raw: metadata },
  });
}

export const dektakCsvFormat = defineFormat({
  id: 'dektak-csv',
  name: 'Bruker Dektak CSV export (stylus line scan)',
  extensions: ['csv'],
  specification:
    'SurfaceTopography IO/CSV.py reader docs (Dektak CSV); Bruker Dektak XT / Vision64 user manual, CSV data export',
  magic,
  read,
});
