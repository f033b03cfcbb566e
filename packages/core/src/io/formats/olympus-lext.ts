// Olympus LEXT (.lext), laser confocal microscopes OLS4000/OLS5000: a multi-page TIFF. Layout
// followed: SurfaceTopography's LEXT reader (IO/LEXT.py, after Gwyddion's lextfile.c, which is
// newer than Gwyddion 2.62): the height raster is the page whose ImageDescription is 'HEIGHT';
// the page whose ImageDescription holds the XML <TiffTagDescData> gives HeightInfo
// (HeightDataPerPixelX/Y/Z, HeightDataUnitX/Y/Z, units that must agree), and that page's Exif
// DeviceSettingDescription holds the XML <ExifTagDescData> with ImageCommonSettingsInfo
// (MakerCalibrationValueX/Y/Z). Lengths: 1e-12 × per-pixel value × calibration is in µm, so
// metres per pixel (and per height digit) are 1e-18 × per-pixel value × calibration.
// TIFF structure: TIFF 6.0 (Adobe), walked by ../lext/tiff-directories.ts.
//
// Verified against a synthetic TIFF built from that description; no real LEXT file is available
// (MANIFEST §5: lext-1/2 absent). Rows and columns are the TIFF raster's (row 0 first), which is
// Gwyddion's order (SurfaceTopography transposes the raster to its (x, y) order). Only
// uncompressed, unsigned 8/16/32-bit single-sample height rasters are read; others are rejected
// as an unsupported variant.
import { XMLParser } from 'fast-xml-parser';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, extensionOf } from '../format.ts';
import { hasTiffSignature, TiffFile, type TiffDirectory } from '../lext/tiff-directories.ts';

const TAG = {
  imageWidth: 256,
  imageLength: 257,
  bitsPerSample: 258,
  compression: 259,
  imageDescription: 270,
  stripOffsets: 273,
  samplesPerPixel: 277,
  stripByteCounts: 279,
  sampleFormat: 339,
  exifIfd: 34665,
  deviceSettingDescription: 41995,
} as const;

/** µm from 1e-12 × value × calibration, then metres. */
const METRES_PER_UNIT_PRODUCT = 1e-12 * 1e-6;

type XmlNode = Record<string, unknown>;

function parseXml(text: string, what: string): XmlNode {
  try {
    return new XMLParser({ parseTagValue: false, ignoreAttributes: true, processEntities: false }).parse(
      text,
    ) as XmlNode;
  } catch (error) {
    throw new SurfaceError('corrupt-file', `LEXT ${what}: malformed XML`, { cause: error });
  }
}

function child(node: unknown, name: string, what: string): XmlNode {
  const value = typeof node === 'object' && node !== null ? (node as XmlNode)[name] : undefined;
  if (typeof value !== 'object' || value === null)
    throw new SurfaceError('corrupt-file', `LEXT: ${what} lacks <${name}>`);
  return value as XmlNode;
}

function numberField(node: XmlNode, name: string): number {
  const value = Number(node[name]);
  if (!Number.isFinite(value))
    throw new SurfaceError('corrupt-file', `LEXT: <${name}> is missing or not a number`);
  return value;
}

function readHeights(tiff: TiffFile, page: TiffDirectory): { nx: number; ny: number; raw: Float64Array } {
  const nx = tiff.number(page, TAG.imageWidth) ?? 0;
  const ny = tiff.number(page, TAG.imageLength) ?? 0;
  checkGridSize(nx, ny, 'LEXT height page');
  const bits = tiff.number(page, TAG.bitsPerSample) ?? 1;
  const compression = tiff.number(page, TAG.compression) ?? 1;
  const samples = tiff.number(page, TAG.samplesPerPixel) ?? 1;
  const sampleFormat = tiff.number(page, TAG.sampleFormat) ?? 1;
  if (
    compression !== 1 ||
    samples !== 1 ||
    sampleFormat !== 1 ||
    (bits !== 8 && bits !== 16 && bits !== 32)
  ) {
    throw new SurfaceError(
      'unsupported-image-type',
      `LEXT height raster: compression ${compression}, ${samples} samples of ${bits} bits (format ${sampleFormat})`,
    );
  }
  const offsets = tiff.numbers(page, TAG.stripOffsets);
  const counts = tiff.numbers(page, TAG.stripByteCounts);
  const bytesPerValue = bits / 8;
  const total = counts.reduce((a, b) => a + b, 0);
  if (
    offsets.length === 0 ||
    offsets.length !== counts.length ||
    counts.some((c) => c % bytesPerValue !== 0) ||
    total !== nx * ny * bytesPerValue
  ) {
    throw new SurfaceError(
      'corrupt-file',
      `LEXT height raster: strips hold ${total} bytes, expected ${nx * ny * bytesPerValue}`,
    );
  }
  const reader = tiff.reader;
  const raw = new Float64Array(nx * ny);
  let k = 0;
  for (let s = 0; s < offsets.length; s++) {
    const count = (counts[s] as number) / bytesPerValue;
    reader.ensure(count * bytesPerValue, offsets[s], `LEXT strip ${s}`);
    reader.seek(offsets[s] as number);
    for (let i = 0; i < count; i++)
      raw[k++] = bits === 8 ? reader.u8() : bits === 16 ? reader.u16() : reader.u32();
  }
  return { nx, ny, raw };
}

export const olympusLextFormat = defineFormat({
  id: 'olympus-lext',
  name: 'Olympus LEXT',
  extensions: ['lext'],
  specification: 'SurfaceTopography IO/LEXT.py (after Gwyddion lextfile.c); TIFF 6.0',
  // A TIFF named .lext is ours ('yes', listed before generic TIFF readers so they do not take the
  // overview page for the measurement); a TIFF under another name belongs to the TIFF readers.
  magic: (head, fileName) => (hasTiffSignature(head) && extensionOf(fileName) === 'lext' ? 'yes' : 'no'),
  read(bytes) {
    const tiff = new TiffFile(bytes);
    const pages = tiff.directories();
    const description = (page: TiffDirectory) => tiff.text(page, TAG.imageDescription) ?? '';
    const heightPage = pages.find((p) => description(p).trim() === 'HEIGHT');
    const metadataPage = pages.find((p) => description(p).includes('TiffTagDescData'));
    if (heightPage === undefined || metadataPage === undefined) {
      throw new SurfaceError(
        'unsupported-image-type',
        'TIFF without the LEXT HEIGHT page and measurement XML',
      );
    }
    const heightInfo = child(
      child(parseXml(description(metadataPage), 'image description'), 'TiffTagDescData', 'image description'),
      'HeightInfo',
      'TiffTagDescData',
    );
    const exifOffset = tiff.number(metadataPage, TAG.exifIfd);
    if (exifOffset === undefined)
      throw new SurfaceError('corrupt-file', 'LEXT: the metadata page has no Exif directory');
    const exif = tiff.directoryAt(exifOffset).directory;
    const settings = tiff.text(exif, TAG.deviceSettingDescription);
    if (settings === undefined)
      throw new SurfaceError('corrupt-file', 'LEXT: no Exif DeviceSettingDescription');
    const calibration = child(
      child(parseXml(settings, 'device settings'), 'ExifTagDescData', 'device settings'),
      'ImageCommonSettingsInfo',
      'ExifTagDescData',
    );

    const unitZ = numberField(heightInfo, 'HeightDataUnitZ');
    if (
      numberField(heightInfo, 'HeightDataUnitX') !== unitZ ||
      numberField(heightInfo, 'HeightDataUnitY') !== unitZ
    ) {
      throw new SurfaceError('corrupt-file', 'LEXT: units in x, y and height differ');
    }
    const scale = (axis: 'X' | 'Y' | 'Z') =>
      checkPositiveLength(
        numberField(heightInfo, `HeightDataPerPixel${axis}`) *
          numberField(calibration, `MakerCalibrationValue${axis}`) *
          METRES_PER_UNIT_PRODUCT,
        `LEXT ${axis} scale`,
      );
    const { nx, ny, raw } = readHeights(tiff, heightPage);
    const metresPerDigit = scale('Z');
    for (let k = 0; k < raw.length; k++) raw[k] = (raw[k] as number) * metresPerDigit;
    const channel = makeChannel('Height', 'height', { nx, ny, dx: scale('X'), dy: scale('Y') }, raw, 'm', {
      instrument: 'Olympus LEXT',
    });
    const metadata: Record<string, string> = {};
    for (const key of ['HeightDataPerPixelX', 'HeightDataPerPixelY', 'HeightDataPerPixelZ'])
      metadata[key] = String(heightInfo[key]);
    for (const key of ['MakerCalibrationValueX', 'MakerCalibrationValueY', 'MakerCalibrationValueZ'])
      metadata[key] = String(calibration[key]);
    return makeSurfaceFile('olympus-lext', [channel], metadata);
  },
});
