// Force curves and spectroscopy files of AFM/STM controllers: valid measurements, but curves of a
// signal against bias, distance or time — not heights on an x, y grid. They are recognised so that
// they are refused with the reason ('unsupported-image-type') instead of being read as a height
// map by a looser reader (a two-column text table is a fine "profile"), or called damaged.
//
// Recognised (layouts from public descriptions; nothing is parsed beyond the signature):
// - Nanonis spectroscopy and sweeper text files (.dat): the first line is "Experiment<TAB><kind>"
//   (bias spectroscopy, Z spectroscopy, Frequency Sweep, …) and the data follows a "[DATA]" line
//   (Nanonis "Data File Format" notes; SPECS Nanonis user manual, "Spectroscopy modules").
// - Nanonis grid spectroscopy (.3ds): a text header starting 'Grid dim="…"' and ending
//   ":HEADER_END:", then float32 curves per grid point.
// - JPK force files (.jpk-force single curves, .jpk-force-map force volume, .jpk-qi-data QI
//   curves): zip archives of header.properties and segments/<n>/channels/*.dat (JPK Instruments
//   "JPK Data Processing" file format notes; Gwyddion's jpkscan module lists them as curves).
//   Their images (.jpk, .jpk-qi-image) are TIFF files read by jpk-tiff.ts.
import { SurfaceError } from '../../surface/surface-error.ts';
import { defineFormat, extensionOf, type MagicVerdict } from '../format.ts';
import { looksLikeZip } from '../zip-archive/zip-archive.ts';

const JPK_CURVES: Readonly<Record<string, string>> = {
  'jpk-force': 'a JPK force curve (.jpk-force)',
  'jpk-force-map': 'a JPK force map (.jpk-force-map: force curves on a grid)',
  'jpk-qi-data': 'JPK QI curve data (.jpk-qi-data: a force curve per pixel)',
};

const REASON_TAIL =
  'curves, not a height map; export the height image (e.g. the .jpk-qi-image or an x3p) instead';

function asciiHead(head: Uint8Array, limit: number): string {
  let s = '';
  for (let i = 0; i < Math.min(head.length, limit); i++) s += String.fromCharCode(head[i] as number);
  return s;
}

/** The Nanonis experiment named on the first line, or undefined. */
function nanonisExperiment(head: Uint8Array): string | undefined {
  const match = /^Experiment\t([^\t\r\n]*)/.exec(asciiHead(head, 200));
  return match?.[1]?.trim();
}

function isNanonisGrid(head: Uint8Array): boolean {
  return asciiHead(head, 9) === 'Grid dim=';
}

/** A zip whose first entries are JPK's header.properties and segments/ (Gwyddion's jpkforce test). */
function looksLikeJpkForceArchive(head: Uint8Array): boolean {
  if (!looksLikeZip(head)) return false;
  const text = asciiHead(head, 4096);
  return text.includes('header.properties') && text.includes('segments/');
}

function magic(head: Uint8Array, fileName: string): MagicVerdict {
  if (nanonisExperiment(head) !== undefined || isNanonisGrid(head)) return 'yes';
  if (looksLikeJpkForceArchive(head)) return 'yes';
  if (JPK_CURVES[extensionOf(fileName)] !== undefined) return looksLikeZip(head) ? 'yes' : 'no';
  return 'no';
}

function read(bytes: Uint8Array, context: { readonly fileName: string }): never {
  const head = bytes.subarray(0, 4096);
  const experiment = nanonisExperiment(head);
  if (experiment !== undefined) {
    throw new SurfaceError(
      'unsupported-image-type',
      `Nanonis ${experiment === '' ? 'spectroscopy' : `"${experiment}"`} file: ${REASON_TAIL}`,
    );
  }
  if (isNanonisGrid(head)) {
    throw new SurfaceError(
      'unsupported-image-type',
      `Nanonis grid spectroscopy (.3ds: a curve per grid point): ${REASON_TAIL}`,
    );
  }
  const jpk = JPK_CURVES[extensionOf(context.fileName)];
  if (jpk !== undefined && looksLikeZip(head)) {
    throw new SurfaceError('unsupported-image-type', `${jpk}: ${REASON_TAIL}`);
  }
  if (looksLikeJpkForceArchive(head)) {
    throw new SurfaceError('unsupported-image-type', `a JPK force curve archive (renamed): ${REASON_TAIL}`);
  }
  throw new SurfaceError('corrupt-file', 'neither a Nanonis spectroscopy file nor a JPK force archive');
}

export const forceSpectroscopyFormat = defineFormat({
  id: 'force-spectroscopy',
  name: 'Force curves and spectroscopy (Nanonis .dat/.3ds, JPK force files; refused with the reason)',
  extensions: ['jpk-force', 'jpk-force-map', 'jpk-qi-data', '3ds'],
  specification:
    'Nanonis (SPECS) spectroscopy .dat/.3ds header conventions; JPK Instruments force file archives (header.properties, segments/); recognised only to refuse them',
  syntheticVariants: [
    {
      variant:
        'Nanonis bias/Z spectroscopy .dat (also renamed .txt) and grid spectroscopy .3ds: refused as curves',
      test: 'force-spectroscopy.test.ts',
    },
    {
      variant:
        'JPK .jpk-force, .jpk-force-map, .jpk-qi-data archives: refused as curves; a non-zip is corrupt-file',
      test: 'force-spectroscopy.test.ts',
    },
  ],
  magic,
  read,
  conclusive: true,
});
