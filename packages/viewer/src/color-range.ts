// The colour range of the height map (spec part 2 "manual color range"): the gradient spans the valid
// height range by default; a manual range in metres stretches it over another interval, heights outside
// it take the end colours. The height texture is normalised to the valid range (height-texture.ts), so
// the shader needs the manual range in those normalised units.

export interface ColorRange {
  /** Metres; the gradient's first colour at min, its last at max. */
  min: number;
  max: number;
}

/** [lo, hi] in texture units (0 = zMin, 1 = zMax of the surface) for the shader; [0, 1] = automatic. */
export function normalizedColorRange(
  range: ColorRange | null,
  surfaceRange: { zMin: number; zMax: number } | null,
): [number, number] {
  if (range === null || surfaceRange === null) return [0, 1];
  const { min, max } = range;
  if (!Number.isFinite(min) || !Number.isFinite(max) || !(max > min)) return [0, 1];
  const span = surfaceRange.zMax - surfaceRange.zMin;
  // A flat surface is stored at 0.5 (mid-gradient): place it relative to the manual range instead.
  if (!(span > 0)) {
    const t = (surfaceRange.zMin - min) / (max - min);
    return [0.5 - t, 1.5 - t];
  }
  return [(min - surfaceRange.zMin) / span, (max - surfaceRange.zMin) / span];
}
