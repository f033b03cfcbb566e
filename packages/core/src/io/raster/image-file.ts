// A plain picture (BMP, PNG, JPEG, GIF) as a SurfaceFile: one 'image' channel with the colours and,
// as z, the luma Y' = 0.299 R + 0.587 G + 0.114 B (ITU-R BT.601) scaled to 0…1, so analyses and
// the 3D view still work on it. Fully transparent pixels are invalid (NaN). A picture carries no
// physical pixel size: 1 µm per pixel is assumed and said in a 'metadata-incomplete' warning.
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import type { Channel, ImportWarning, RgbaImage, SurfaceFile } from '../../surface/surface-file.ts';

export const IMAGE_PIXEL_SIZE_M = 1e-6;

export const imagePixelSizeWarning: ImportWarning = {
  code: 'metadata-incomplete',
  message: 'a picture has no physical pixel size: 1 µm per pixel assumed',
};

/** The image channel of an RGBA picture (row 0 at the top, as pictures are stored). */
export function imageChannel(name: string, image: RgbaImage): Channel {
  const { width, height, rgba } = image;
  const z = new Float64Array(width * height);
  for (let i = 0, p = 0; i < z.length; i++, p += 4) {
    z[i] =
      rgba[p + 3] === 0
        ? NaN
        : (0.299 * (rgba[p] as number) + 0.587 * (rgba[p + 1] as number) + 0.114 * (rgba[p + 2] as number)) /
          255;
  }
  const grid = { nx: width, ny: height, dx: IMAGE_PIXEL_SIZE_M, dy: IMAGE_PIXEL_SIZE_M };
  return { ...makeChannel(name, 'image', grid, z, ''), image };
}

export function imageFile(
  format: string,
  image: RgbaImage,
  metadata: Readonly<Record<string, string>> = {},
): SurfaceFile {
  return makeSurfaceFile(format, [imageChannel('Image', image)], metadata, [imagePixelSizeWarning]);
}
