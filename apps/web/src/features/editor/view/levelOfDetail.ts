// How many heights the editor asks for (GET /api/editor/surface maxSide): enough for the screen's
// device pixels, so neither view is blurrier than the display, and no more, because every doubling
// quadruples the bytes sent, the decoding time and the GPU texture.
import { EDITOR_SURFACE_MAX_SIDE } from '@asperity/contract';

const MIN_SIDE = 256;
/** 2048² floats are 16 MB; more rarely shows on a screen and costs seconds in software WebGL. */
const MAX_SIDE = Math.min(2048, EDITOR_SURFACE_MAX_SIDE);

/** The next power of two at or above the screen's longer side in device pixels, within 256–2048. */
export function chooseMaxSide(screenWidth: number, screenHeight: number, devicePixelRatio: number): number {
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const longer = Math.max(screenWidth, screenHeight, 1) * ratio;
  if (!Number.isFinite(longer)) return MIN_SIDE;
  const side = 2 ** Math.ceil(Math.log2(longer));
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, side));
}
