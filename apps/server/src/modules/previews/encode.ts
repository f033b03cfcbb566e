// RGBA pixels to an image file with sharp (libvips runs on its own threads, not the event loop).
import type { ResponsiveImageFormat } from '@asperity/contract';
import type { RgbaImage } from '@asperity/core';
import sharp from 'sharp';

/** JPEG has no alpha: invalid (transparent) points show on this neutral grey. */
const JPEG_BACKGROUND = { r: 128, g: 128, b: 128 };

export async function encodePreview(image: RgbaImage, format: ResponsiveImageFormat): Promise<Buffer> {
  const pixels = sharp(Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  switch (format) {
    case 'png':
      return pixels.png({ compressionLevel: 6 }).toBuffer();
    case 'jpeg':
      return pixels.flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: 85 }).toBuffer();
    case 'webp':
      return pixels.webp({ quality: 85 }).toBuffer();
  }
}
