// Maps a surface of any physical size into the viewer's normalised scene box, so camera distances,
// light and controls behave the same for a 10 µm AFM scan and a 10 mm profilometer field.
import type { Surface } from '@asperity/core';

/** Height of the box (at height scale 1) relative to its longer lateral side of 1. */
export const BOX_HEIGHT = 0.25;

export interface SurfaceBox {
  /** Lateral extents in scene units; the longer one is 1. */
  sizeX: number;
  sizeY: number;
}

/**
 * The lateral extent is measured between the first and last pixel centres ((n - 1)·d), because that is
 * where the height samples sit on the mesh. Non-positive or non-finite pixel sizes (a broken header) fall
 * back to square pixels rather than an empty box. Heights are normalised with the texture (height-texture.ts).
 */
export function computeSurfaceBox(surface: Pick<Surface, 'nx' | 'ny' | 'dx' | 'dy'>): SurfaceBox {
  const { extentX, extentY } = surfaceExtent(surface);
  const longer = Math.max(extentX, extentY);
  return { sizeX: extentX / longer, sizeY: extentY / longer };
}

/**
 * The box with its lateral axes stretched (spec part 2 §3 xScale/yScale, 1–10). Not re-normalised: the
 * point is to make the lateral sides long against the unchanged height.
 */
export function stretchBox(box: SurfaceBox, scale: { x: number; y: number }): SurfaceBox {
  return { sizeX: box.sizeX * scale.x, sizeY: box.sizeY * scale.y };
}

/** The lateral extent in metres that the box stands for (grid lines are spaced in it). */
export function surfaceExtent(surface: Pick<Surface, 'nx' | 'ny' | 'dx' | 'dy'>): {
  extentX: number;
  extentY: number;
} {
  const dx = validPixelSize(surface.dx);
  const dy = surface.dy > 0 && Number.isFinite(surface.dy) ? surface.dy : dx;
  return { extentX: Math.max(surface.nx - 1, 1) * dx, extentY: Math.max(surface.ny - 1, 1) * dy };
}

/** Scene height of the box top above its base for a user height scale (spec: 0–5, default 1). */
export function boxHeight(heightScale: number): number {
  return BOX_HEIGHT * heightScale;
}

function validPixelSize(d: number): number {
  return d > 0 && Number.isFinite(d) ? d : 1;
}
