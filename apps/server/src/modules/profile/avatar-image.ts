// Turning an uploaded picture into the stored avatar. With sharp (libvips; optional so a server
// without its native binary still starts) every JPEG, PNG or WebP becomes a 256×256 centre-cropped
// JPEG: one small, uniform, metadata-free file whatever was sent. Without sharp only a JPEG is
// accepted and stored as sent (browsers show it; the page scales it). docs/api.md states both.
// sharp decodes on libuv's thread pool, so the event loop is not blocked by the re-encoding.
import { AVATAR_SIZE } from '@asperity/contract';
import { AppError } from '../../http/errors.ts';

export type AvatarSourceType = 'jpeg' | 'png' | 'webp';

/** The picture type from its first bytes; undefined for anything else (the client's type is not trusted). */
export function sniffImageType(bytes: Uint8Array): AvatarSourceType | undefined {
  const at = (i: number) => bytes[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => at(i) === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

interface SharpPipeline {
  rotate(): SharpPipeline;
  resize(width: number, height: number, options: { fit: 'cover'; position: 'centre' }): SharpPipeline;
  flatten(options: { background: string }): SharpPipeline;
  jpeg(options: { quality: number; mozjpeg: boolean }): SharpPipeline;
  toBuffer(): Promise<Buffer>;
}
type SharpFactory = (
  input: Uint8Array,
  options: { limitInputPixels: number; failOn: 'error' },
) => SharpPipeline;

/** Larger pictures are refused before decoding (a 5 MB file can claim gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;

let sharpLoading: Promise<SharpFactory | undefined> | undefined;
/** sharp when it is installed and its binary loads; undefined otherwise (loaded once). */
export function loadSharp(): Promise<SharpFactory | undefined> {
  sharpLoading ??= import('sharp').then(
    (module) => (module as unknown as { default: SharpFactory }).default,
    () => undefined,
  );
  return sharpLoading;
}

/** The JPEG to store for an uploaded picture; unsupported-image-type or corrupt-file otherwise. */
export async function avatarJpeg(bytes: Uint8Array, sharp?: SharpFactory): Promise<Uint8Array> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('unsupported-image-type', 'an avatar is a JPEG, PNG or WebP picture');
  if (!sharp) {
    if (type !== 'jpeg') {
      throw new AppError('unsupported-image-type', 'this server stores JPEG avatars only (no image encoder)');
    }
    return bytes;
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new AppError('corrupt-file', `the ${type} picture cannot be decoded`, { cause: error });
  }
}
