// Light direction from azimuth/elevation, in the convention of the editor's lighting settings (spec part 2
// §3, §9): the angles describe the direction the light *travels*, so elevation -90° shines straight down
// onto the sample and the defaults (-45° relative to camera, -90° relative to sample) light the surface
// from above. Azimuth 0° travels along the frame's forward axis (+x of the sample, or away from the
// viewer for a camera-relative light) and 90° along its side axis (+y of the sample, or to the right).

export type LightOrientation = 'camera' | 'sample';

export interface Lighting {
  azimuthDeg: number;
  elevationDeg: number;
  /** 0–1 (spec part 2 §5); 0 leaves only the ambient term so the surface never goes black. */
  intensity: number;
  /** Default 'camera': the light follows the viewer, so every orbit position is lit. */
  relativeTo?: LightOrientation;
}

export const DEFAULT_LIGHTING: Readonly<Required<Lighting>> = {
  azimuthDeg: 0,
  elevationDeg: -45,
  intensity: 1,
  relativeTo: 'camera',
};

/** Default elevation per orientation (spec part 2 §9), for callers switching orientation. */
export const DEFAULT_ELEVATION_DEG: Readonly<Record<LightOrientation, number>> = { camera: -45, sample: -90 };

/**
 * Unit vector from the surface towards the light as [forward, side, up] components of the chosen frame.
 * It is the negated travel direction; shading uses max(dot(normal, this), 0).
 */
export function towardsLight(azimuthDeg: number, elevationDeg: number): [number, number, number] {
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (elevationDeg * Math.PI) / 180;
  const horizontal = Math.cos(el);
  return [-horizontal * Math.cos(az), -horizontal * Math.sin(az), -Math.sin(el)];
}

/** Validates a lighting update: angles must be finite; intensity is clamped to 0–1 like the spec slider. */
export function normalizeLighting(
  lighting: Lighting,
  previous: Readonly<Required<Lighting>>,
): Required<Lighting> {
  const { azimuthDeg, elevationDeg, intensity } = lighting;
  for (const [name, v] of [
    ['azimuthDeg', azimuthDeg],
    ['elevationDeg', elevationDeg],
    ['intensity', intensity],
  ] as const) {
    if (!Number.isFinite(v)) throw new RangeError(`lighting ${name} must be a finite number, got ${v}`);
  }
  return {
    azimuthDeg,
    elevationDeg,
    intensity: Math.min(1, Math.max(0, intensity)),
    relativeTo: lighting.relativeTo ?? previous.relativeTo,
  };
}
