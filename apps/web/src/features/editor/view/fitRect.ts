// Where the 2D colour map sits in its view: the largest rectangle of the surface's physical aspect
// ratio that fits, centred (the overlay layer uses the same rectangle for its coordinates).

export interface FitRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export function fitRect(containerWidth: number, containerHeight: number, aspect: number): FitRect {
  if (!(containerWidth > 0) || !(containerHeight > 0) || !(aspect > 0) || !Number.isFinite(aspect))
    return { left: 0, top: 0, width: 0, height: 0 };
  const width = Math.min(containerWidth, containerHeight * aspect);
  const height = width / aspect;
  return { left: (containerWidth - width) / 2, top: (containerHeight - height) / 2, width, height };
}

/** Normalised (0..1, y down from row 0) ↔ CSS px within the fitted rectangle. */
export function overlayTransforms(rect: Pick<FitRect, 'width' | 'height'>) {
  return {
    toPx: (p: { x: number; y: number }) => ({ x: p.x * rect.width, y: p.y * rect.height }),
    fromPx: (p: { x: number; y: number }) => ({
      x: rect.width > 0 ? p.x / rect.width : 0,
      y: rect.height > 0 ? p.y / rect.height : 0,
    }),
  };
}
