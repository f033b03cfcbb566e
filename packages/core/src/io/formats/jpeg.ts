// JPEG pictures (baseline and progressive), decoded with jpeg-js into one 'image' channel.
//
// Format description followed: ITU-T T.81 | ISO/IEC 10918-1 (JPEG), Annex B — the marker segments
// are walked here up to the frame header (SOFn, B.2.2) so that the picture size is checked before
// jpeg-js allocates its buffers; JFIF 1.02 for the file wrapper. jpeg-js runs with
// tolerantDecoding off: a truncated or damaged scan is an error, not a half-grey picture.
import { decode } from 'jpeg-js';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { BinaryReader } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { MAX_POINTS } from '../limits.ts';
import { imageFile } from '../raster/image-file.ts';
import { checkRasterSize } from '../raster/raster-limits.ts';

function magic(head: Uint8Array): MagicVerdict {
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff ? 'yes' : 'no';
}

/** SOFn markers (T.81 Table B.1): C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (m: number): boolean =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Width and height of the frame header, read by walking the marker segments. */
function frameSize(bytes: Uint8Array): { width: number; height: number } {
  const r = new BinaryReader(bytes, false, 2);
  for (;;) {
    if (r.u8() !== 0xff)
      throw new SurfaceError('corrupt-file', `JPEG: no marker at offset ${r.position - 1}`);
    let marker = r.u8();
    while (marker === 0xff) marker = r.u8(); // fill bytes
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda)
      throw new SurfaceError('corrupt-file', 'JPEG: no frame header before the scan');
    const length = r.u16();
    if (length < 2) throw new SurfaceError('corrupt-file', `JPEG: segment length ${length}`);
    if (isFrameMarker(marker)) {
      r.skip(1); // sample precision
      const height = r.u16();
      const width = r.u16();
      return { width, height };
    }
    r.skip(length - 2);
  }
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes') throw new SurfaceError('corrupt-file', 'JPEG: SOI marker missing');
  const { width, height } = frameSize(bytes);
  checkRasterSize(width, height, 4, bytes.length, true);
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: MAX_POINTS / 1e6,
      maxMemoryUsageInMB: 2048,
    });
  } catch (error) {
    throw new SurfaceError(
      'corrupt-file',
      `JPEG: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  if (decoded.width !== width || decoded.height !== height || decoded.data.length !== width * height * 4) {
    throw new SurfaceError('corrupt-file', 'JPEG: decoded picture does not match its frame header');
  }
  return imageFile('jpeg', { width, height, rgba: decoded.data });
}

export const jpegFormat = defineFormat({
  id: 'jpeg',
  name: 'JPEG picture',
  extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
  specification: 'ITU-T T.81 | ISO/IEC 10918-1 (JPEG) Annex B; JFIF 1.02',
  magic,
  read,
});
