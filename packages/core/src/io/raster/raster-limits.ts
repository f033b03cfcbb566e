// Size checks for picture formats, applied to the header's width and height before a decoder
// library allocates its pixel buffer (those libraries trust the header).
import { SurfaceError } from '../../surface/surface-error.ts';
import { checkGridSize } from '../binary-reader.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';

/**
 * Throws unless a width × height picture of `bytesPerPixel` may be decoded from `inputLength`
 * bytes: grid limits, and for compressed formats the decompression caps.
 */
export function checkRasterSize(
  width: number,
  height: number,
  bytesPerPixel: number,
  inputLength: number,
  compressed: boolean,
): void {
  checkGridSize(width, height, 'image');
  const decoded = width * height * bytesPerPixel;
  const cap = compressed
    ? Math.min(MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO * inputLength)
    : MAX_DECOMPRESSED_BYTES;
  if (decoded > cap) {
    throw new SurfaceError(
      'image-length-exceeded',
      `a ${width} × ${height} picture (${decoded} bytes decoded) from ${inputLength} bytes exceeds the limit`,
    );
  }
}
