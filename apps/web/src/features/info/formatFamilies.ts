// Groups the contract's upload extensions (SUPPORTED_UPLOAD_EXTENSIONS) by instrument family for
// display. The extensions themselves always come from the contract: an extension added there
// appears here at once, under "other" until it is given a family.
import { SUPPORTED_UPLOAD_EXTENSIONS } from '@asperity/contract';
import type { InfoMessageId } from './i18n/en.ts';

export type FormatFamilyId =
  'spm' | 'optical' | 'confocal' | 'stylus' | 'exchange' | 'tiff' | 'text' | 'image' | 'other';

const FAMILY_ORDER: readonly FormatFamilyId[] = [
  'spm',
  'optical',
  'confocal',
  'stylus',
  'exchange',
  'tiff',
  'text',
  'image',
  'other',
];

/**
 * Who writes which extension. Sources: the instruments' own documentation as summarised by
 * Gwyddion's and SurfaceTopography's format tables, and the real files in shared/surfaces.
 * `map` and `wsf` are accepted on upload by the spec but their writer is not documented there,
 * so they stay under "other" rather than be attributed to a guess.
 */
const FAMILY_OF_EXTENSION: Readonly<Record<string, FormatFamilyId>> = {
  // Bruker/Veeco NanoScope numbered files (.000, .001, …) match 00* and 0*–9*.
  '00*': 'spm',
  ibw: 'spm',
  mdt: 'spm',
  'xq*': 'spm',
  dat: 'optical',
  opd: 'optical',
  frt: 'optical',
  zmg: 'optical',
  fibpc: 'optical',
  fibps: 'optical',
  plu: 'confocal',
  plux: 'confocal',
  vk4: 'confocal',
  lext: 'confocal',
  al3d: 'confocal',
  wit: 'confocal',
  opdx: 'stylus',
  amb: 'stylus',
  x3p: 'exchange',
  sur: 'exchange',
  'sdf*': 'exchange',
  bcr: 'exchange',
  bcrf: 'exchange',
  gwy: 'exchange',
  xml: 'exchange',
  'tif*': 'tiff',
  txt: 'text',
  asc: 'text',
  ascii: 'text',
  raw: 'text',
  bmp: 'image',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
};

const NUMBERED = /^[0-9]\*$/;

export const familyMessageIds: Readonly<
  Record<FormatFamilyId, { name: InfoMessageId; sources: InfoMessageId }>
> = {
  spm: { name: 'info.formats.spm.name', sources: 'info.formats.spm.sources' },
  optical: { name: 'info.formats.optical.name', sources: 'info.formats.optical.sources' },
  confocal: { name: 'info.formats.confocal.name', sources: 'info.formats.confocal.sources' },
  stylus: { name: 'info.formats.stylus.name', sources: 'info.formats.stylus.sources' },
  exchange: { name: 'info.formats.exchange.name', sources: 'info.formats.exchange.sources' },
  tiff: { name: 'info.formats.tiff.name', sources: 'info.formats.tiff.sources' },
  text: { name: 'info.formats.text.name', sources: 'info.formats.text.sources' },
  image: { name: 'info.formats.image.name', sources: 'info.formats.image.sources' },
  other: { name: 'info.formats.other.name', sources: 'info.formats.other.sources' },
};

export interface FormatFamily {
  readonly id: FormatFamilyId;
  /** Display labels with a leading dot, in contract order (`.00*`, `.ibw`, `.0*–.9*`, …). */
  readonly extensions: readonly string[];
}

function familyOf(extension: string): FormatFamilyId {
  if (NUMBERED.test(extension)) return 'spm';
  return FAMILY_OF_EXTENSION[extension] ?? 'other';
}

/**
 * The families that have at least one extension, in display order. The ten numbered patterns
 * 0*–9* are shown as one range label when all are present: ten chips say less than one.
 */
export function formatFamilies(extensions: readonly string[] = SUPPORTED_UPLOAD_EXTENSIONS): FormatFamily[] {
  const byFamily = new Map<FormatFamilyId, string[]>();
  const numbered = extensions.filter((e) => NUMBERED.test(e));
  const collapseNumbered = numbered.length === 10;
  for (const extension of extensions) {
    if (collapseNumbered && NUMBERED.test(extension)) continue;
    const family = familyOf(extension);
    const labels = byFamily.get(family) ?? [];
    labels.push(`.${extension}`);
    byFamily.set(family, labels);
  }
  if (collapseNumbered) {
    const labels = byFamily.get('spm') ?? [];
    labels.push('.0*–.9*');
    byFamily.set('spm', labels);
  }
  return FAMILY_ORDER.flatMap((id) => {
    const labels = byFamily.get(id);
    return labels ? [{ id, extensions: labels }] : [];
  });
}
