// SDF, the Surface Data File of ISO 25178-71:2012 (from the SURFSTAND project), in both variants:
// ASCII "aISO-1.0" and binary "bISO-1.0", the revision's "aISO-2.0" / "bISO-2.0" (current
// MountainsMap exports), and the pre-ISO SURFSTAND spellings aBCR-1.0 / bBCR-1.0 (same layout).
// Non-measured points: the word BAD in ASCII data (ISO 25178-71 Annex A example), NaN in float
// data, and in integer data the type's minimum (ISO dialects) — all read as NaN. Followed: ISO 25178-71:2012 §5 (file format) and
// Gwyddion's sdffile module notes (https://gwyddion.net/documentation/user-guide-en/file-formats.html);
// checked against SurfaceTopography's sdf reader tests (test/IO/test_sdf.py) and Gwyddion 2.62.
//
// Decisions: profiles are rows (NumPoints columns × NumProfiles rows, points fastest), as both
// references read sdf-1; z = value × Zscale for every data type; the binary header is the packed
// 81-byte little-endian record; compressed SDF (Compression ≠ 0) is 'unsupported-image-type'.
// Writing: options.variant 'ascii' or 'binary' (default binary, float64).
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { defineFormat } from '../format.ts';
import { readAsciiSdf, readBinarySdf, type SdfContent } from '../sdf/read-sdf.ts';
import { SDF_ASCII_SIGNATURES, SDF_BINARY_SIGNATURES, sdfMetadata } from '../sdf/sdf-header.ts';
import { writeAsciiSdf, writeBinarySdf } from '../sdf/write-sdf.ts';

const FORMAT_ID = 'sdf';

function signatureOf(head: Uint8Array): string {
  let s = '';
  for (let i = 0; i < Math.min(8, head.length); i++) s += String.fromCharCode(head[i] as number);
  return s;
}

export const sdfFormat = defineFormat({
  id: FORMAT_ID,
  name: 'Surface Data File (SDF, ISO 25178-71)',
  extensions: ['sdf'],
  specification: 'ISO 25178-71:2012 (SDF, aISO-1.0 / bISO-1.0)',
  syntheticVariants: [
    {
      variant: 'aISO-2.0 text (current MountainsMap) with BAD for non-measured points: NaN',
      test: 'sdf-iso2.test.ts',
    },
    {
      variant: 'bISO-2.0 float32 data (DataType 3); ISO integer data with the type minimum as non-measured',
      test: 'sdf-iso2.test.ts',
    },
  ],
  magic(head) {
    const signature = signatureOf(head);
    return SDF_ASCII_SIGNATURES.includes(signature) || SDF_BINARY_SIGNATURES.includes(signature)
      ? 'yes'
      : 'no';
  },
  read(bytes) {
    const signature = signatureOf(bytes);
    let content: SdfContent;
    if (SDF_ASCII_SIGNATURES.includes(signature)) {
      content = readAsciiSdf(bytes);
    } else if (SDF_BINARY_SIGNATURES.includes(signature)) {
      content = readBinarySdf(bytes, signature.startsWith('bISO'));
    } else {
      throw new SurfaceError(
        'corrupt-file',
        `not an SDF file: signature '${signature}' is none of ${[...SDF_ASCII_SIGNATURES, ...SDF_BINARY_SIGNATURES].join(', ')}`,
      );
    }
    return toSurfaceFile(content, signature);
  },
  write(file, options) {
    const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
    const channel = file.channels[index];
    // SDF z values are lengths (Zscale in metres): only height channels can be written.
    if (channel?.kind !== 'height') {
      throw new SurfaceError('invalid-request', 'SDF export needs a height channel');
    }
    const variant = options?.variant ?? 'binary';
    if (variant === 'ascii') return writeAsciiSdf(channel.surface);
    if (variant === 'binary') return writeBinarySdf(channel.surface);
    throw new SurfaceError('invalid-request', `SDF variant '${variant}' is neither 'ascii' nor 'binary'`);
  },
});

function toSurfaceFile(content: SdfContent, signature: string): SurfaceFile {
  const { header, z, trailer } = content;
  const metadata = { ...sdfMetadata(header, signature), ...trailer };
  const channel = makeChannel(
    'Topography',
    'height',
    { nx: header.numPoints, ny: header.numProfiles, dx: header.xScale, dy: header.yScale },
    z,
    'm',
    { raw: metadata, ...(header.manufacturerId === '' ? {} : { instrument: header.manufacturerId }) },
  );
  return makeSurfaceFile(FORMAT_ID, [channel], metadata);
}
