// Where to put the camera so the whole surface box fills the view at any container aspect ratio. A
// bounding sphere wastes most of a wide view and still clips a portrait one (perspective enlarges the near
// corners), so this fits the eight box corners exactly instead.

export interface ViewDirection {
  /** Angle of the camera from the vertical (0 = straight down onto the sample). */
  polarRad: number;
  /** Turn around the vertical axis, 0 = looking along -z (three.js world, rows grow away from the viewer). */
  azimuthRad: number;
}

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

/** A margin as a fraction of the view's half-width and half-height (0.1: 10 % on each side). */
export interface FramePadding {
  horizontal: number;
  vertical: number;
}

/**
 * The margin that leaves `marginPx` pixels on every side (or left and right, and top and bottom) of a
 * view of width × height pixels — room for the axis labels, which stick out of the box by a fixed number
 * of pixels whatever the view's size — between `min` and `max` of the half-size: a large view is not
 * framed with the margin a small one needs.
 */
export function pixelPadding(
  width: number,
  height: number,
  marginPx: number | { horizontal: number; vertical: number },
  min = 0.05,
  max = 0.35,
): FramePadding {
  const margin = typeof marginPx === 'number' ? { horizontal: marginPx, vertical: marginPx } : marginPx;
  const fraction = (px: number, size: number) =>
    size > 0 ? Math.min(max, Math.max(min, px / (size / 2))) : max;
  return { horizontal: fraction(margin.horizontal, width), vertical: fraction(margin.vertical, height) };
}

/**
 * Camera pose looking at the centre of a box of sizeX × height × sizeY (three.js world: y up, box base at
 * y = 0) from the given direction, at the smallest distance where every corner is inside the frustum
 * shrunk by `padding` (0.1 leaves a 10 % margin on each side; a FramePadding sets the two directions apart).
 */
export function frameBox(
  box: { sizeX: number; sizeY: number; height: number },
  direction: ViewDirection,
  verticalFovDeg: number,
  aspect: number,
  padding: number | FramePadding = 0.1,
): CameraPose {
  const { polarRad, azimuthRad } = direction;
  // Unit vector from the target towards the camera, and the camera's right and up axes.
  const back: Vec3 = [
    Math.sin(polarRad) * Math.sin(azimuthRad),
    Math.cos(polarRad),
    Math.sin(polarRad) * Math.cos(azimuthRad),
  ];
  const right = normalize(cross([0, 1, 0], back));
  const up = cross(back, right);
  const { horizontal, vertical } =
    typeof padding === 'number' ? { horizontal: padding, vertical: padding } : padding;
  const tan = Math.tan((verticalFovDeg * Math.PI) / 360);
  const tanV = tan * (1 - vertical);
  const tanH = tan * (aspect > 0 && Number.isFinite(aspect) ? aspect : 1) * (1 - horizontal);
  const hx = box.sizeX / 2;
  const hy = box.height / 2;
  const hz = box.sizeY / 2;
  let distance = 0;
  for (const sx of [-1, 1]) {
    for (const sy of [-1, 1]) {
      for (const sz of [-1, 1]) {
        const p: Vec3 = [sx * hx, sy * hy, sz * hz];
        const depthOffset = dot(p, back);
        distance = Math.max(
          distance,
          depthOffset + Math.abs(dot(p, right)) / tanH,
          depthOffset + Math.abs(dot(p, up)) / tanV,
        );
      }
    }
  }
  const target: Vec3 = [0, hy, 0];
  return {
    target,
    position: [
      target[0] + distance * back[0],
      target[1] + distance * back[1],
      target[2] + distance * back[2],
    ],
  };
}

type Vec3 = [number, number, number];

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function normalize(a: Vec3): Vec3 {
  const n = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / n, a[1] / n, a[2] / n];
}
