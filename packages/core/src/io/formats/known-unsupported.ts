// Upload extensions of the spec (part 3 §9) that no reader handles, so that such a file fails
// with the reason instead of "no reader recognises this file" (MANIFEST §6: no real file exists
// for any of them). Sits last in the registry and answers 'maybe' for exactly these extensions.
//
// The message says why: these formats have no public description (we never invent a layout).
// The last publicly described one, .wit, now has its reader (witec-wit.ts).
import { SurfaceError } from '../../surface/surface-error.ts';
import { defineFormat, extensionOf, matchesExtension } from '../format.ts';

const EXPORT_ADVICE = 'export the measurement as x3p, sur or sdf from the instrument software';

/** Extensions with no public format description. */
const UNDESCRIBED = ['map', 'wsf', 'xq*', 'fibpc', 'fibps'] as const;

/**
 * A lone .xml holds no heights we could read: ISO 25178-72 (x3p) keeps its main.xml inside the .x3p
 * zip with the point data in bindata/, and the vendor XML exports we know of (e.g. Mitutoyo, Mahr
 * report XML) carry results or profiles in undocumented schemas. So it is refused with that reason
 * instead of being parsed as a guessed layout.
 */
const XML_REASON =
  'a lone .xml file holds no height data this platform can read: an x3p main.xml needs its bindata ' +
  '(upload the whole .x3p archive), and vendor XML exports have no public description; ' +
  EXPORT_ADVICE;

const extensions = [...UNDESCRIBED, 'xml'];

/** The reason a file of this extension cannot be read. */
export function unsupportedReason(extension: string): string {
  if (extension === 'xml') return XML_REASON;
  return `the .${extension} format has no public description; ${EXPORT_ADVICE}`;
}

export const knownUnsupportedFormat = defineFormat({
  id: 'known-unsupported',
  name: 'Known formats without a reader',
  extensions,
  specification: 'spec part 3 §9 upload extensions; MANIFEST §6 coverage; ISO 25178-72 (x3p main.xml)',
  magic: (_head, fileName) => (matchesExtension({ extensions }, extensionOf(fileName)) ? 'maybe' : 'no'),
  read(_bytes, context) {
    throw new SurfaceError(
      'unsupported-image-type',
      unsupportedReason(extensionOf(context.fileName) || '(none)'),
    );
  },
});
