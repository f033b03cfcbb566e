// gzip decompression that cannot be turned into a memory bomb: the output is counted while it is
// produced and the stream is abandoned as soon as it passes the caps of limits.ts (the declared
// ISIZE of the trailer is only a hint — it is modulo 2³² and a hostile file can lie about it).
import { Gunzip } from 'fflate';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';

/** Whether the bytes start with the gzip signature (RFC 1952 §2.3.1: ID1 ID2 CM=deflate). */
export function looksLikeGzip(head: Uint8Array): boolean {
  return head.length >= 3 && head[0] === 0x1f && head[1] === 0x8b && head[2] === 0x08;
}

const INPUT_CHUNK = 1 << 16;

/** Inflates a gzip member; SurfaceError on corrupt data or when the output would exceed the caps. */
export function boundedGunzip(bytes: Uint8Array, maxOutput = MAX_DECOMPRESSED_BYTES): Uint8Array {
  const cap = Math.min(maxOutput, MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO * bytes.length);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Gunzip((chunk) => {
    total += chunk.length;
    if (total > cap) {
      throw new SurfaceError(
        'image-length-exceeded',
        `gzip data inflates beyond ${cap} bytes (compressed size ${bytes.length})`,
      );
    }
    chunks.push(chunk);
  });
  try {
    for (let at = 0; at < bytes.length; at += INPUT_CHUNK) {
      const end = Math.min(bytes.length, at + INPUT_CHUNK);
      stream.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    throw new SurfaceError('corrupt-file', `gzip data is broken: ${String(error)}`, { cause: error });
  }
  if (bytes.length === 0) throw new SurfaceError('corrupt-file', 'gzip data is empty');
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
