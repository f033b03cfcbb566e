// How many heights the editor asks for (GET /api/editor/surface maxSide): enough for the screen's
// device pixels, so neither view is blurrier than the display, and no more, because every doubling
// quadruples the bytes sent, the decoding time and the GPU texture.
import { EDITOR_SURFACE_MAX_SIDE } from '@asperity/contract';

const MIN_SIDE = 256;
/**
 * Each view takes at most about half the screen's width, so 1024 heights a side already match its
 * device pixels on common screens; 2048² would be 16 MB to send, decode and upload (measured 11 s to
 * arrive on the loaded 2-core bench machine, bench/README.md "editor").
 */
const MAX_SIDE = Math.min(1024, EDITOR_SURFACE_MAX_SIDE);

/** The next power of two at or above the screen's longer side in device pixels, within 256–1024. */
export function chooseMaxSide(screenWidth: number, screenHeight: number, devicePixelRatio: number): number {
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const longer = Math.max(screenWidth, screenHeight, 1) * ratio;
  if (!Number.isFinite(longer)) return MIN_SIDE;
  const side = 2 ** Math.ceil(Math.log2(longer));
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, side));
}

/** chooseMaxSide for this browser's screen: what the views ask for, and what prefetchEditor asks for early. */
export function screenMaxSide(): number {
  return chooseMaxSide(window.screen.width, window.screen.height, window.devicePixelRatio);
}
