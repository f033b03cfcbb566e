// Where a height in metres sits in the box, as a fraction of its height: the mapping of the height
// texture (height-texture.ts), so objects placed by height (the intersection line, step planes, the Z
// axis) meet the drawn relief.

/** (value − zMin)/(zMax − zMin); a flat surface sits mid-box as the texture puts it. Not clamped. */
export function heightFraction(value: number, range: { zMin: number; zMax: number }): number {
  const span = range.zMax - range.zMin;
  return span > 0 ? (value - range.zMin) / span : 0.5;
}
