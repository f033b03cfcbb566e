// Level of detail: the mesh resolution is capped whatever the surface size, because software WebGL
// (and weak GPUs) slow down with vertex count; the full-resolution height texture still drives colour,
// normals and holes per fragment, so detail survives where it is cheapest.
export type ViewerQuality = 'low' | 'high';

/** Most vertices along the longer side of the mesh. */
export const GRID_VERTEX_CAP: Readonly<Record<ViewerQuality, number>> = { low: 128, high: 256 };

export interface GridSize {
  verticesX: number;
  verticesY: number;
}

/**
 * Mesh vertices for a height texture of width × height texels: one vertex per texel while that fits
 * under the cap, otherwise the longer side gets the cap and the shorter one keeps the texel aspect ratio.
 * Never fewer than 2 vertices per side (a PlaneGeometry needs one segment).
 */
export function chooseGridSize(width: number, height: number, quality: ViewerQuality): GridSize {
  const cap = GRID_VERTEX_CAP[quality];
  const longer = Math.max(width, height);
  const scale = longer > cap ? (cap - 1) / (longer - 1) : 1;
  const side = (n: number): number => Math.max(2, Math.min(n, Math.round((n - 1) * scale) + 1));
  return { verticesX: side(width), verticesY: side(height) };
}

/** Device pixels per CSS pixel: 'low' renders at 1 so software rendering stays interactive. */
export function choosePixelRatio(quality: ViewerQuality, devicePixelRatio: number): number {
  if (quality === 'low' || !(devicePixelRatio > 0)) return 1;
  return Math.min(devicePixelRatio, 2);
}
