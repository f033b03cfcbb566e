// GIF pictures (87a/89a), the first frame decoded with omggif into one 'image' channel;
// transparent pixels become invalid points.
//
// Format description followed: CompuServe "Graphics Interchange Format Version 89a" (W3C copy,
// https://www.w3.org/Graphics/GIF/spec-gif89a.txt) — the logical screen size (§18) is checked
// before any pixel buffer is allocated.
import { GifReader } from 'omggif';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { BinaryReader } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { imageFile } from '../raster/image-file.ts';
import { checkRasterSize } from '../raster/raster-limits.ts';

function magic(head: Uint8Array): MagicVerdict {
  let s = '';
  for (let i = 0; i < Math.min(6, head.length); i++) s += String.fromCharCode(head[i] as number);
  return s === 'GIF87a' || s === 'GIF89a' ? 'yes' : 'no';
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes') throw new SurfaceError('corrupt-file', 'GIF: signature missing');
  const header = new BinaryReader(bytes, true, 6);
  const width = header.u16();
  const height = header.u16();
  checkRasterSize(width, height, 4, bytes.length, true);
  // omggif only logs a console warning for a short LZW stream: the trailer byte (§27) is what
  // tells a complete file, so a file without it is truncated rather than silently half-decoded.
  if (bytes[bytes.length - 1] !== 0x3b) throw new SurfaceError('corrupt-file', 'GIF: truncated (no trailer)');
  try {
    const gif = new GifReader(bytes);
    if (gif.numFrames() < 1) throw new SurfaceError('images-missing', 'GIF: no image frame');
    const rgba = new Uint8Array(width * height * 4);
    gif.decodeAndBlitFrameRGBA(0, rgba);
    const frames = gif.numFrames();
    const metadata: Record<string, string> = frames > 1 ? { frames: String(frames) } : {};
    return imageFile('gif', { width, height, rgba }, metadata);
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    throw new SurfaceError('corrupt-file', `GIF: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export const gifFormat = defineFormat({
  id: 'gif',
  name: 'GIF picture',
  extensions: ['gif'],
  specification:
    'CompuServe Graphics Interchange Format 89a, https://www.w3.org/Graphics/GIF/spec-gif89a.txt',
  magic,
  read,
});
