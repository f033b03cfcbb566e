// Digital Surf Mountains document (.mnt, MountainsMap/Mountains 7+ "studiable" documents): a
// Microsoft Compound File ([MS-CFB]) holding ImagePreview (JPEG), XmlHeader (UTF-16 XML),
// ScopedResults and ScopedContents — the measurement as an undocumented tag-length-value tree with
// zlib-compressed integer heights.
//
// Decision: rejected with 'unsupported-image-type'. Digital Surf publishes the SUR layout but not
// the ScopedContents tree; the only public reader (SurfaceTopography.IO.MNT, reverse engineered)
// locates the heights by scanning for zlib streams and infers the meaning of zeros from a type
// tag seen in two files. A reader built on that could open a future file with a silently wrong
// scale or mask, which Asperity must not do. The file is recognised (the compound-file directory
// must hold Mountains' streams) and the user is told to export the studiable as .sur or .x3p from
// Mountains, which this platform reads exactly.
import { defineFormat } from '../format.ts';
import { compoundFileNames, isCompoundFile } from '../compound-file/compound-file-names.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';

const MOUNTAINS_STREAMS = ['ScopedContents', 'XmlHeader'];

function readMnt(bytes: Uint8Array): SurfaceFile {
  const names = compoundFileNames(bytes);
  if (!MOUNTAINS_STREAMS.every((stream) => names.includes(stream))) {
    throw new SurfaceError(
      'unsupported-image-type',
      `this compound (OLE2) file is not a Mountains document: it has no ${MOUNTAINS_STREAMS.join(' / ')} stream`,
    );
  }
  throw new SurfaceError(
    'unsupported-image-type',
    'Digital Surf Mountains documents (.mnt) store heights in an unpublished layout; ' +
      'in Mountains, export the studiable as .sur or .x3p and upload that file',
  );
}

export const mntFormat = defineFormat({
  id: 'mnt',
  name: 'Digital Surf Mountains document',
  extensions: ['mnt'],
  specification:
    '[MS-CFB] Compound File Binary File Format (container); SurfaceTopography.IO.MNT docs (stream names)',
  // The compound-file signature is shared by many document types: only the extension makes it ours.
  magic: (head, fileName) => (isCompoundFile(head) && /\.mnt$/i.test(fileName) ? 'yes' : 'no'),
  read: (bytes) => readMnt(bytes),
});
