// Digital Surf SUR (MountainsMap, many stylus and optical instruments). Read: every object of the
// file (uncompressed "DIGITAL SURF" and zlib-compressed "DSCOMPRESSED"), 8/16/32-bit points. Write:
// one uncompressed 32-bit object.
//
// Format description followed: Gwyddion's "Surf" file module documentation
// (http://gwyddion.net/documentation/user-guide-en/file-formats.html, module surffile) and the
// hyperspy/rosettasciio "SUR and PRO format" notes (digitalsurf.rst), both derived from Digital
// Surf's published SUR layout; see io/digital-surf/sur-object.ts for the header offsets.
//
// Decisions:
// - Row order: rows are stored from row 0 on, exactly as Gwyddion 2.62 fills its data field (corner
//   values of all three real files are checked against Gwyddion in the tests).
// - Non-measured points: when the header flags them, the points equal to (minimum point − 2) become
//   NaN. Gwyddion 2.62 and SurfaceTopography both read them as ordinary heights, which puts 233 009
//   of the 262 144 points of sur-3 at the Z offset and makes their Sq (1.92 mm) describe the mask,
//   not the part. The tests prove that our scale and offset reproduce their Sq when those points
//   are put back, and then assert the Sq of the measured points.
// - Lateral and height sizes use the *step* units (offsets 180–227); the "unit ratio" fields only
//   relate them to the display units (sur-3: nm steps shown in µm) and are ignored, as Gwyddion does.
// - X/Y offsets are kept in the metadata; the grid starts at 0 like Gwyddion's.
import { BinaryReader } from '../binary-reader.ts';
import { defineFormat, type WriteOptions } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import { makeSurfaceFile } from '../../surface/build.ts';
import type { Channel, SurfaceFile } from '../../surface/surface-file.ts';
import {
  readSurObject,
  SUR_MAGIC,
  SUR_MAGIC_COMPRESSED,
  surAcquisitionTypes,
  surStudiableTypes,
  type SurObject,
} from '../digital-surf/sur-object.ts';
import { surObjectToChannel, surRgbChannel } from '../digital-surf/sur-channel.ts';
import { writeSurObject } from '../digital-surf/sur-writer.ts';

const RGB_INTENSITY_SURFACE = 16;

function startsWith(head: Uint8Array, signature: string): boolean {
  if (head.length < signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (head[i] !== signature.charCodeAt(i)) return false;
  return true;
}

function metadataOf(first: SurObject): Record<string, string> {
  const h = first.header;
  const metadata: Record<string, string> = {
    'Studiable type': surStudiableTypes[h.studiableType] ?? `type ${h.studiableType}`,
    'Acquisition type': surAcquisitionTypes[h.acquisitionType] ?? `type ${h.acquisitionType}`,
    Objects: String(h.objectCount),
    Compressed: h.compressed ? 'yes' : 'no',
    'X offset': `${h.xOffset} ${h.xStepUnit}`,
    'Y offset': `${h.yOffset} ${h.yStepUnit}`,
    'Z offset': `${h.zOffset} ${h.zStepUnit}`,
  };
  if (h.objectName) metadata['Object name'] = h.objectName;
  if (h.operatorName) metadata['Operator name'] = h.operatorName;
  if (h.clientZone) metadata['Client zone'] = h.clientZone;
  if (first.comment) metadata.Comment = first.comment;
  const { year, month, day, hour, minute, second } = h.date;
  if (year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
    const two = (n: number): string => String(n).padStart(2, '0');
    metadata.Date = `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`;
  }
  return metadata;
}

function readSur(bytes: Uint8Array): SurfaceFile {
  const reader = new BinaryReader(bytes, true);
  const first = readSurObject(reader, 0);
  const objectCount = Math.max(first.header.objectCount, 1);
  if (objectCount > MAX_CHANNELS) {
    throw new SurfaceError('corrupt-file', `SUR header declares ${objectCount} objects`);
  }
  const objects: SurObject[] = [first];
  // Each further object starts where the previous one's points end; a missing one is a truncation.
  for (let i = 1; i < objectCount; i++) objects.push(readSurObject(reader, reader.position));

  const channels: Channel[] = [];
  if (first.header.studiableType === RGB_INTENSITY_SURFACE && objects.length >= 4) {
    // Surface, then its red, green and blue layers, then (optionally) an intensity layer.
    channels.push(surObjectToChannel(first, 0));
    channels.push(surRgbChannel(objects.slice(1, 4) as [SurObject, SurObject, SurObject]));
    objects
      .slice(4)
      .forEach((object, i) => channels.push(surObjectToChannel(object, 4 + i, 'image', 'Intensity')));
  } else {
    objects.forEach((object, i) => channels.push(surObjectToChannel(object, i)));
  }
  const metadata = metadataOf(first);
  const imageProperties = {
    ...(first.header.objectName ? { sampleId: first.header.objectName } : {}),
    ...(metadata['Acquisition type'] !== 'unknown' ? { method: metadata['Acquisition type'] as string } : {}),
  };
  const withProperties = channels.map((c) =>
    c.kind === 'height'
      ? { ...c, surface: { ...c.surface, meta: { ...c.surface.meta, imageProperties, raw: metadata } } }
      : c,
  );
  return makeSurfaceFile('sur', withProperties, metadata);
}

function writeSur(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
  const channel = file.channels[index];
  if (!channel || channel.kind !== 'height') {
    throw new SurfaceError('invalid-request', 'SUR export needs a height channel');
  }
  return writeSurObject(channel.surface, channel.name);
}

export const surFormat = defineFormat({
  id: 'sur',
  name: 'Digital Surf SUR',
  extensions: ['sur'],
  specification:
    'Gwyddion surffile module (http://gwyddion.net/documentation/user-guide-en/file-formats.html); hyperspy/rosettasciio digitalsurf.rst',
  syntheticVariants: [
    {
      variant:
        'hyperspectral cube (studiable type 21, W axis), spectrum, force curves: unsupported-image-type with the reason',
      test: 'sur-not-height.test.ts',
    },
    {
      variant:
        'compressed object with several values per point: unsupported-image-type; a stream of the wrong size stays corrupt-file',
      test: 'sur-not-height.test.ts',
    },
  ],
  magic: (head) => (startsWith(head, SUR_MAGIC) || startsWith(head, SUR_MAGIC_COMPRESSED) ? 'yes' : 'no'),
  read: (bytes) => readSur(bytes),
  write: writeSur,
});
