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
 * The first frame of a new surface uses at most this many vertices a side, and the full mesh follows
 * (mesh-refinement.ts): in software WebGL (SwiftShader, 620 × 650 px, 4× MSAA) a 256² mesh took
 * ~500 ms a frame and a 64² one ~110 ms, while normals, colours and holes still come per fragment from
 * the full-resolution texture (bench/README.md "editor").
 */
export const FIRST_FRAME_VERTEX_CAP = 64;

/**
 * Mesh vertices for a height texture of width × height texels: one vertex per texel while that fits
 * under the cap, otherwise the longer side gets the cap and the shorter one keeps the texel aspect ratio.
 * Never fewer than 2 vertices per side (a PlaneGeometry needs one segment).
 */
export function chooseGridSize(width: number, height: number, quality: ViewerQuality): GridSize {
  return gridSizeUnder(width, height, GRID_VERTEX_CAP[quality]);
}

/** chooseGridSize for the first frame of a surface: never above FIRST_FRAME_VERTEX_CAP a side. */
export function chooseFirstFrameGridSize(width: number, height: number, quality: ViewerQuality): GridSize {
  return gridSizeUnder(width, height, Math.min(FIRST_FRAME_VERTEX_CAP, GRID_VERTEX_CAP[quality]));
}

function gridSizeUnder(width: number, height: number, cap: number): GridSize {
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
