// SIOS nanopositioning and nanomeasuring machine (NMM) scans, uploaded as the .zip of the files
// the control software writes: <prefix>.dsc, the scan procedure description ("Scan field": line
// length, field width, number of lines and scans, distances between points and lines), and per
// scan s and line l an index <prefix>_<s>_<l>.dsc ("n : date : column name : points : text") with
// its data <prefix>_<s>_<l>.dat (whitespace-separated columns, one row per point).
//
// Followed: SurfaceTopography's NMM reader description (IO/NMM.py, after Gwyddion's nmmxyz module)
// and the files of BEV's public NMM tools (matusm/NmmQuad test data, Bev.IO.NmmReader notes).
//
// Decisions: the height is the "-Lz+Az" column (interferometer Z plus probe signal, in metres, as
// SurfaceTopography reads it); the sampling is the description's "Distance between points" and
// "Distance between lines" (the stored Lx/Ly are the same grid up to servo noise); line l is row
// l − 1; a scan of one line is a profile. Each further scan is one more channel.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, SurfaceFile } from '../../surface/surface-file.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type Codecs, type MagicVerdict } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { parseSiUnit } from '../spm/si-unit.ts';
import { decodeText } from '../text/decode-text.ts';
import { looksLikeZip, ZipArchive } from '../zip-archive/zip-archive.ts';

const HEIGHT_COLUMN = '-Lz+Az';
const DASHES = /^-{10,}$/;

function asciiHead(head: Uint8Array): string {
  let s = '';
  for (let i = 0; i < Math.min(head.length, 4096); i++) s += String.fromCharCode(head[i] as number);
  return s;
}

function magic(head: Uint8Array): MagicVerdict {
  // The local header of the first entry names it: NMM archives hold .dsc/.dat pairs.
  return looksLikeZip(head) && /[\w-]+_\d+_\d+\.(dsc|dat)|[\w-]+\.dsc/i.test(asciiHead(head)) ? 'yes' : 'no';
}

/** The description file as sections of "key : value" pairs ("Scan field" → "Number of lines" → "11"). */
function parseDescription(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  sections.set('', current);
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || DASHES.test(line)) continue;
    const heading = /^\d+\.\s+(.+)$/.exec(line);
    if (heading) {
      current = new Map();
      sections.set((heading[1] as string).trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) current.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return sections;
}

/** "150. [um]" → metres. */
function length(field: Map<string, string> | undefined, ...keys: string[]): number {
  const text = keys.map((k) => field?.get(k)).find((v) => v !== undefined);
  const match = /^([-+0-9.eE]+)\s*\[([^\]]+)\]$/.exec(text ?? '');
  const unit = match ? parseSiUnit(match[2] as string) : undefined;
  if (!match || unit?.unit !== 'm') {
    throw new SurfaceError('corrupt-file', `NMM description: ${keys[0]} is not a length: '${text ?? ''}'`);
  }
  return Number(match[1]) * unit.factor;
}

function count(field: Map<string, string> | undefined, key: string): number {
  const value = Number(field?.get(key));
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new SurfaceError(
      'corrupt-file',
      `NMM description: ${key} is not a count: '${field?.get(key) ?? ''}'`,
    );
  }
  return value;
}

/** Column names of a line index file, in data column order. */
function indexColumns(text: string): string[] {
  const columns: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const parts = line.split(' : ');
    if (parts.length >= 4 && /^\s*\d+\s*$/.test(parts[0] as string))
      columns.push((parts[2] as string).trim());
  }
  return columns;
}

function readLine(archive: ZipArchive, prefix: string, scan: number, line: number): Float64Array {
  const name = `${prefix}_${scan}_${line}`;
  const index = archive.find(`${name}.dsc`);
  const data = archive.find(`${name}.dat`);
  if (index === undefined || data === undefined) {
    throw new SurfaceError('corrupt-file', `NMM archive lacks ${name}.dsc or ${name}.dat`);
  }
  const columns = indexColumns(decodeText(archive.read(index)));
  const column = columns.indexOf(HEIGHT_COLUMN);
  if (column < 0) {
    throw new SurfaceError(
      'unsupported-image-type',
      `NMM ${name}: no "${HEIGHT_COLUMN}" height column (columns: ${columns.join(', ') || 'none'})`,
    );
  }
  const heights: number[] = [];
  for (const row of decodeText(archive.read(data)).split(/\r?\n/)) {
    const fields = row.trim().split(/\s+/);
    if (fields.length === 1 && fields[0] === '') continue;
    if (fields.length !== columns.length) {
      throw new SurfaceError(
        'corrupt-file',
        `NMM ${name}.dat row ${heights.length + 1} has ${fields.length} columns, its index lists ${columns.length}`,
      );
    }
    const value = Number(fields[column]);
    heights.push(Number.isFinite(value) ? value : NaN);
  }
  return Float64Array.from(heights);
}

function read(bytes: Uint8Array, codecs: Codecs | undefined): SurfaceFile {
  const archive = new ZipArchive(bytes, codecs);
  const names = archive.files.map((e) => e.name).filter((n) => !/(^|\/)[._]/.test(n));
  // The description is the .dsc whose name is the shortest prefix of the others.
  const descriptions = names.filter((n) => /\.dsc$/i.test(n) && !/_\d+_\d+\.dsc$/i.test(n));
  const main = descriptions.sort((a, b) => a.length - b.length)[0];
  if (main === undefined) {
    throw new SurfaceError('corrupt-file', 'NMM archive without a scan procedure description (.dsc)');
  }
  const text = decodeText(archive.read(archive.find(main) as NonNullable<ReturnType<ZipArchive['find']>>));
  if (!/Scan procedure description file/i.test(text)) {
    throw new SurfaceError('corrupt-file', `${main} is not an NMM scan procedure description`);
  }
  const prefix = main.slice(0, -'.dsc'.length);
  const sections = parseDescription(text);
  const field = sections.get('Scan field');
  const lines = count(field, 'Number of lines');
  const scans = Math.min(count(field, 'Number of scans'), MAX_CHANNELS);
  const dx = checkPositiveLength(
    length(field, 'Distance beetween points', 'Distance between points'),
    'NMM point distance',
  );
  const dy =
    lines > 1
      ? checkPositiveLength(
          length(field, 'Distance beetween lines', 'Distance between lines'),
          'NMM line distance',
        )
      : dx;

  const channels: Channel[] = [];
  for (let scan = 1; scan <= scans; scan++) {
    const rows = Array.from({ length: lines }, (_, l) => readLine(archive, prefix, scan, l + 1));
    const nx = rows[0]?.length ?? 0;
    checkGridSize(nx, lines, 'NMM scan');
    rows.forEach((row, l) => {
      if (row.length !== nx) {
        throw new SurfaceError(
          'corrupt-file',
          `NMM scan ${scan}: line ${l + 1} has ${row.length} points, line 1 has ${nx}`,
        );
      }
    });
    const z = new Float64Array(nx * lines);
    rows.forEach((row, l) => z.set(row, l * nx));
    channels.push(
      makeChannel(scans > 1 ? `Scan ${scan}` : 'Height', 'height', { nx, ny: lines, dx, dy }, z, 'm', {
        instrument: 'SIOS NMM',
      }),
    );
  }
  const metadata: Record<string, string> = { vendor: 'SIOS', instrument: 'SIOS nanomeasuring machine' };
  const created = sections.get('')?.get('Creation time');
  if (created) metadata['date'] = created;
  const sensor = sections.get('Probe system')?.get('Sensor type');
  if (sensor) metadata['sensor'] = sensor;
  return makeSurfaceFile('sios-nmm', channels, metadata);
}

export const siosNmmFormat = defineFormat({
  id: 'sios-nmm',
  name: 'SIOS nanomeasuring machine (NMM) scan (.zip of .dsc/.dat)',
  extensions: ['zip'],
  specification:
    'SurfaceTopography IO/NMM.py reader description (after Gwyddion nmmxyz); SIOS NMM control software .dsc/.dat layout as in BEV matusm/NmmQuad test data',
  syntheticVariants: [
    {
      variant:
        'SIOS NMM line scan and field (.zip of description .dsc and per-line .dsc/.dat): -Lz+Az heights at the described sampling',
      test: 'sios-nmm.test.ts',
    },
  ],
  magic,
  read: (bytes, context) => read(bytes, context.codecs),
});
