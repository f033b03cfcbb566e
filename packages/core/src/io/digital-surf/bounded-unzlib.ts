// zlib decompression that cannot be turned into a memory bomb: the caller states how many bytes
// the header promises, and inflation stops with a SurfaceError as soon as the stream would
// produce more, or when the promise itself breaks the limits of limits.ts.
import { Unzlib } from 'fflate';
import { SurfaceError } from '../../surface/surface-error.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';

/** Inflates `compressed` (a zlib stream) into exactly `expectedLength` bytes, or throws. */
export function unzlibExactly(compressed: Uint8Array, expectedLength: number, what: string): Uint8Array {
  if (!Number.isSafeInteger(expectedLength) || expectedLength < 0) {
    throw new SurfaceError('corrupt-file', `${what}: implausible decompressed size ${expectedLength}`);
  }
  if (
    expectedLength > MAX_DECOMPRESSED_BYTES ||
    expectedLength > MAX_DECOMPRESSION_RATIO * Math.max(compressed.length, 1)
  ) {
    throw new SurfaceError(
      'image-length-exceeded',
      `${what}: ${expectedLength} bytes from ${compressed.length} compressed bytes exceed the decompression limits`,
    );
  }
  const out = new Uint8Array(expectedLength);
  let written = 0;
  let finished = false;
  const stream = new Unzlib((chunk, final) => {
    if (written + chunk.length > expectedLength) {
      throw new SurfaceError(
        'corrupt-file',
        `${what}: decompresses to more than the declared ${expectedLength} bytes`,
      );
    }
    out.set(chunk, written);
    written += chunk.length;
    if (final) finished = true;
  });
  try {
    stream.push(compressed, true);
  } catch (error) {
    if (error instanceof SurfaceError) throw error;
    throw new SurfaceError('corrupt-file', `${what}: invalid zlib data (${String(error)})`, { cause: error });
  }
  if (!finished || written !== expectedLength) {
    throw new SurfaceError(
      'corrupt-file',
      `${what}: decompressed ${written} bytes, the header declares ${expectedLength}`,
    );
  }
  return out;
}
