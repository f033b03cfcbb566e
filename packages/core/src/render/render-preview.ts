// A surface as a picture (issue 5 §5 "Previews"): the library's tiles and thumbnails and the
// preview call. Pure: RGBA bytes out, encoding is the caller's business.
//
// - '2d': heights through a colour gradient (default DEFAULT_GRADIENT), the range being the valid
//   min…max of the whole surface (as the editor's colour scale), a constant field in mid-gradient.
// - '3d': the same colours shaded by a hillshade (hillshade.ts) — a pseudo-3D look. Heights are
//   exaggerated only when the relief is flatter than RELIEF_FRACTION of the lateral size (real
//   roughness is nanometres on micrometres and would otherwise look flat); steeper surfaces keep
//   their true slopes.
// - Invalid points (NaN) are transparent: RGBA 0, 0, 0, 0 (an encoder without alpha decides the
//   colour behind them). Downsampled pixels take the valid fraction of their area as alpha.
// - Image channels (a colour picture) render as they are, whatever the type.
// The picture keeps the surface's physical aspect ratio and fits inside width × height; it is
// area-averaged (resample.ts) to that size. Row 0 of the surface is the top row of the picture.
import { DEFAULT_GRADIENT, GRADIENTS, gradientToRgba, type ColorGradient } from '../color/gradients.ts';
import type { Surface } from '../surface/surface.ts';
import type { RgbaImage } from '../surface/surface-file.ts';
import { FLAT_SHADE, hillshade } from './hillshade.ts';
import { fitInside, resampleArea } from './resample.ts';

export type PreviewType = '2d' | '3d';

export interface PreviewOptions {
  readonly type: PreviewType;
  /** The box the picture fits inside, pixels. */
  readonly width: number;
  readonly height: number;
  readonly gradient?: ColorGradient;
}

/** Light that reaches a slope facing away from the light, as a share of the plain colour. */
const AMBIENT = 0.35;
/** '3d' exaggerates heights until they span at least this share of the larger lateral size. */
export const RELIEF_FRACTION = 0.2;
/** Entries of the gradient lookup table. */
const LUT_SIZE = 1024;

/** Valid min and max of z; NaN, NaN when no point is valid. */
function validRange(z: Float64Array): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) {
    const v = z[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : { min: NaN, max: NaN };
}

const clampByte = (v: number): number => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`a preview needs a positive integer size, got ${width} × ${height}`);
}

/** A height (or other quantity) field as a colour-mapped, optionally shaded picture. */
export function renderSurface(surface: Surface, options: PreviewOptions): RgbaImage {
  checkSize(options.width, options.height);
  const { nx, ny, dx, dy, z } = surface;
  const lateralX = nx * dx;
  const lateralY = ny * dy;
  const size =
    lateralX > 0 && lateralY > 0
      ? fitInside(lateralX, lateralY, options.width, options.height)
      : fitInside(nx, ny, options.width, options.height);
  const { width, height } = size;
  const { values, coverage } = resampleArea(z, nx, ny, width, height);
  const { min, max } = validRange(z);
  const span = max - min;
  const lut = gradientToRgba(options.gradient ?? GRADIENTS[DEFAULT_GRADIENT], LUT_SIZE);

  let shade: Float64Array | undefined;
  if (options.type === '3d' && span > 0) {
    const pixelX = lateralX > 0 ? lateralX / width : 1;
    const pixelY = lateralY > 0 ? lateralY / height : 1;
    const lateral = Math.max(width * pixelX, height * pixelY);
    const zScale = Math.max(1, (RELIEF_FRACTION * lateral) / span);
    shade = hillshade(values, width, height, pixelX, pixelY, zScale);
  }

  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = values[i]!;
    if (v !== v) continue; // transparent
    const t = span > 0 ? (v - min) / span : 0.5;
    const entry = 4 * Math.min(LUT_SIZE - 1, Math.max(0, Math.round(t * (LUT_SIZE - 1))));
    const light = shade ? AMBIENT + ((1 - AMBIENT) * shade[i]!) / FLAT_SHADE : 1;
    const o = 4 * i;
    rgba[o] = clampByte(lut[entry]! * light);
    rgba[o + 1] = clampByte(lut[entry + 1]! * light);
    rgba[o + 2] = clampByte(lut[entry + 2]! * light);
    rgba[o + 3] = clampByte(lut[entry + 3]! * coverage[i]!);
  }
  return { width, height, rgba };
}

/** A colour picture (an image channel) area-averaged to fit inside width × height. */
export function renderImage(image: RgbaImage, width: number, height: number): RgbaImage {
  checkSize(width, height);
  const size = fitInside(image.width, image.height, width, height);
  const n = image.width * image.height;
  const rgba = new Uint8Array(size.width * size.height * 4);
  const plane = new Float64Array(n);
  for (let channel = 0; channel < 4; channel++) {
    for (let i = 0; i < n; i++) plane[i] = image.rgba[4 * i + channel]!;
    const { values } = resampleArea(plane, image.width, image.height, size.width, size.height);
    for (let i = 0; i < values.length; i++) rgba[4 * i + channel] = clampByte(values[i]!);
  }
  return { ...size, rgba };
}

/** The preview of a channel: its picture when it has one, else its surface rendered. */
export function renderPreview(
  channel: { readonly surface: Surface; readonly image?: RgbaImage | undefined },
  options: PreviewOptions,
): RgbaImage {
  return channel.image
    ? renderImage(channel.image, options.width, options.height)
    : renderSurface(channel.surface, options);
}
