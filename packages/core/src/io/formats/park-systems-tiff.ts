// Park Systems AFM TIFF (.tif, .tiff): a TIFF whose picture is only a preview; the measurement
// is in private tags 50432 (magic 0x0E031301), 50433 (version 0x1000001 / 0x1000002), 50434 (the
// data) and 50435 (a binary header).
//
// Followed: Gwyddion's "psia" module (Park Systems data, http://gwyddion.net/module-list.en.php)
// and SurfaceTopography's PS reader documentation (SurfaceTopography/IO/PS.py), checked against
// Gwyddion 2.62 on example_ps.tiff (MANIFEST.md §3 Park Systems TIFF, §4.1, §4.2).
//
// Header (little endian, offsets in bytes): 0 image type u32 (0 image, 1 line profile,
// 2 spectroscopy), 4 source name UTF-16[32], 68 image mode UTF-16[8], 100 nx u32, 104 ny u32,
// 140 x size f64 (µm), 148 y size f64 (µm), 172 scan rate f64, 180 set point f64,
// 220 data gain f64, 228 data scale f64 (0 means 1), 236 data offset f64, 244 data unit UTF-16[8]
// (empty means µm); version 2 adds 348 data type u32 (0 int16, 1 int32, 2 float32) and
// 376 cantilever UTF-16[16]. Version 1 data are int16.
// Heights = gain × (scale × raw + offset) in the data unit. The first stored line is the bottom
// of the image: rows are flipped into Gwyddion's order (corner values asserted in the test).
import { BinaryReader, checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';
import { isTiffHeader, readFirstIfd } from '../vendor-common/tiff-first-ifd.ts';

const PARK_MAGIC = 0x0e031301;
const VERSION_1 = 0x1000001;
const VERSION_2 = 0x1000002;
const TAG_MAGIC = 50432;
const TAG_VERSION = 50433;
const TAG_DATA = 50434;
const TAG_HEADER = 50435;
const HEADER_V1_SIZE = 284;
const HEADER_V2_SIZE = 408;
const BYTES_PER_POINT = [2, 4, 4];

function magic(head: Uint8Array): MagicVerdict {
  if (!isTiffHeader(head)) return 'no';
  try {
    const { entries, reader } = readFirstIfd(head);
    const entry = entries.get(TAG_MAGIC);
    return entry && reader.seek(entry.offset).u32() === PARK_MAGIC ? 'yes' : 'no';
  } catch {
    // The directory lies beyond the first bytes: any TIFF may be one.
    return 'maybe';
  }
}

function utf16(reader: BinaryReader, offset: number, chars: number): string {
  reader.seek(offset);
  let s = '';
  for (let i = 0; i < chars; i++) {
    const c = reader.u16();
    if (c === 0) break;
    s += String.fromCharCode(c);
  }
  return s.trim();
}

function read(bytes: Uint8Array): SurfaceFile {
  const { entries, reader: tiffReader } = readFirstIfd(bytes);
  const tag = (id: number) => entries.get(id);
  const magicEntry = tag(TAG_MAGIC);
  if (!magicEntry || tiffReader.seek(magicEntry.offset).u32() !== PARK_MAGIC) {
    throw new SurfaceError('unsupported-image-type', 'TIFF: not a Park Systems file (tag 50432 is missing)');
  }
  const versionEntry = tag(TAG_VERSION);
  const version = versionEntry ? tiffReader.seek(versionEntry.offset).u32() : 0;
  if (version !== VERSION_1 && version !== VERSION_2) {
    throw new SurfaceError('unsupported-image-type', `Park Systems TIFF: version 0x${version.toString(16)}`);
  }
  const headerEntry = tag(TAG_HEADER);
  const dataEntry = tag(TAG_DATA);
  const headerSize = version === VERSION_2 ? HEADER_V2_SIZE : HEADER_V1_SIZE;
  if (!headerEntry || headerEntry.length < headerSize || !dataEntry) {
    throw new SurfaceError('corrupt-file', 'Park Systems TIFF: the header or data tag is missing or short');
  }
  // The header is always little endian, whatever the TIFF byte order.
  const header = tiffReader.bytes.subarray(headerEntry.offset, headerEntry.offset + headerEntry.length);
  const h = new BinaryReader(header, true);
  const imageType = h.seek(0).u32();
  if (imageType === 1) {
    throw new SurfaceError('unsupported-image-type', 'Park Systems TIFF: line profiles are not supported');
  }
  const source = utf16(h, 4, 32) || 'Topography';
  const mode = utf16(h, 68, 8);
  const nx = h.seek(100).u32();
  const ny = h.u32();
  const width = h.seek(140).f64();
  const height = h.f64();
  const scanRate = h.seek(172).f64();
  const gain = h.seek(220).f64();
  const rawScale = h.f64();
  const offset = h.f64();
  const unit = utf16(h, 244, 8) || 'um';
  const dataType = version === VERSION_2 ? h.seek(348).u32() : 0;
  const cantilever = version === VERSION_2 ? utf16(h, 376, 16) : '';
  const bytesPerPoint = BYTES_PER_POINT[dataType];
  if (bytesPerPoint === undefined)
    throw new SurfaceError('corrupt-file', `Park Systems TIFF: data type ${dataType}`);
  if (nx * ny * bytesPerPoint > dataEntry.length) {
    throw new SurfaceError(
      'corrupt-file',
      `Park Systems TIFF: the data are shorter than ${nx} × ${ny} points`,
    );
  }
  checkGridSize(nx, ny, 'Park Systems TIFF');
  const dx = checkPositiveLength((width * 1e-6) / nx, 'Park Systems x size');
  const dy = checkPositiveLength((height * 1e-6) / ny, 'Park Systems y size');

  // A height in a length unit becomes metres; other quantities (phase, current…) keep their unit.
  const metres = metresPerLengthUnit(unit);
  const kind = metres === undefined ? 'other' : 'height';
  const zUnit = metres === undefined ? unit : 'm';
  const scale = rawScale === 0 ? 1 : rawScale;
  const toUnit = metres ?? 1;
  const data = new BinaryReader(
    tiffReader.bytes.subarray(dataEntry.offset, dataEntry.offset + dataEntry.length),
    true,
  );
  const z = new Float64Array(nx * ny);
  for (let fileRow = 0; fileRow < ny; fileRow++) {
    const row = ny - 1 - fileRow;
    for (let col = 0; col < nx; col++) {
      const raw = dataType === 0 ? data.i16() : dataType === 1 ? data.i32() : data.f32();
      z[row * nx + col] = gain * (scale * raw + offset) * toUnit;
    }
  }

  const metadata: Record<string, string> = {
    'instrument.vendor': 'Park Systems',
    Channel: source,
    'Data unit': unit,
  };
  if (mode) metadata['Mode'] = mode;
  if (cantilever) metadata['Cantilever'] = cantilever;
  metadata['Scan rate'] = `${scanRate} Hz`;
  const meta = {
    instrument: 'Park Systems',
    imageProperties: { system: 'Park Systems', ...(mode ? { method: mode } : {}), speed: `${scanRate} Hz` },
    raw: metadata,
  };
  return makeSurfaceFile(
    'park-systems-tiff',
    [makeChannel(source, kind, { nx, ny, dx, dy }, z, zUnit, meta)],
    metadata,
  );
}

export const parkSystemsTiffFormat = defineFormat({
  id: 'park-systems-tiff',
  name: 'Park Systems TIFF',
  extensions: ['tif', 'tiff'],
  specification:
    'Gwyddion module "psia" (http://gwyddion.net/module-list.en.php); SurfaceTopography PS reader documentation',
  magic,
  read,
});
