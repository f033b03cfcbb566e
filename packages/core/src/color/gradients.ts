// Colour gradients of the editor's colour scale (spec part 2 §3). The spec names the seven built-in
// gradients but not their stops; the stops below follow the names literally, with the CSS colours of the
// same names where one exists (darkblue, lightblue), so the gradient looks like what its name promises.
// Pure data and arithmetic: the viewer turns a gradient into a lookup texture, the server into preview PNGs.

/** One colour stop: r, g, b in 0–255, a in 0–1 (spec part 2 §5), stop position in 0–1. */
export interface GradientStop {
  r: number;
  g: number;
  b: number;
  a: number;
  stop: number;
}

export interface ColorGradient {
  name: string;
  /** At least one stop. Built-in gradients are sorted by `stop` and span 0–1; custom ones may not be. */
  stops: readonly GradientStop[];
}

export const GRADIENT_NAMES = [
  'rainbow',
  'blue-white',
  'black-white',
  'darkblue-lightblue',
  'black-brown-orange-yellow',
  'black-red-yellow',
  'black-brown-yellow',
] as const;

export type GradientName = (typeof GRADIENT_NAMES)[number];

export const DEFAULT_GRADIENT: GradientName = 'rainbow';

/** [r, g, b, a] with r, g, b in 0–255 (not rounded) and a in 0–1, as in a stop. */
export type Rgba = [number, number, number, number];

const stop = (position: number, r: number, g: number, b: number): GradientStop => ({
  r,
  g,
  b,
  a: 1,
  stop: position,
});

const BROWN = [140, 70, 20] as const;

export const GRADIENTS: Readonly<Record<GradientName, ColorGradient>> = {
  // Low is blue, high is red: the convention of topography maps.
  rainbow: {
    name: 'rainbow',
    stops: [
      stop(0, 0, 0, 255),
      stop(0.25, 0, 255, 255),
      stop(0.5, 0, 255, 0),
      stop(0.75, 255, 255, 0),
      stop(1, 255, 0, 0),
    ],
  },
  'blue-white': { name: 'blue-white', stops: [stop(0, 0, 0, 255), stop(1, 255, 255, 255)] },
  'black-white': { name: 'black-white', stops: [stop(0, 0, 0, 0), stop(1, 255, 255, 255)] },
  'darkblue-lightblue': { name: 'darkblue-lightblue', stops: [stop(0, 0, 0, 139), stop(1, 173, 216, 230)] },
  'black-brown-orange-yellow': {
    name: 'black-brown-orange-yellow',
    stops: [stop(0, 0, 0, 0), stop(1 / 3, ...BROWN), stop(2 / 3, 255, 165, 0), stop(1, 255, 255, 0)],
  },
  'black-red-yellow': {
    name: 'black-red-yellow',
    stops: [stop(0, 0, 0, 0), stop(0.5, 255, 0, 0), stop(1, 255, 255, 0)],
  },
  'black-brown-yellow': {
    name: 'black-brown-yellow',
    stops: [stop(0, 0, 0, 0), stop(0.5, ...BROWN), stop(1, 255, 255, 0)],
  },
};

export function isGradientName(value: string): value is GradientName {
  return (GRADIENT_NAMES as readonly string[]).includes(value);
}

/**
 * Colour at position t (0 = lowest, 1 = highest), interpolated linearly between the two enclosing stops
 * in r, g, b, a. Outside the first/last stop the end colour holds. NaN (an invalid point) is transparent.
 */
export function sampleGradient(gradient: ColorGradient, t: number): Rgba {
  return sampleSorted(sortedStops(gradient), t);
}

/**
 * A lookup table of n colours sampled at t = k / (n - 1): RGBA bytes, alpha scaled to 0–255. This is the
 * layout of an RGBA8 texture of width n, so the viewer uploads it as is.
 */
export function gradientToRgba(gradient: ColorGradient, n: number): Uint8Array {
  if (!Number.isInteger(n) || n < 2)
    throw new RangeError(`a gradient table needs at least 2 entries, got ${n}`);
  const stops = sortedStops(gradient);
  const out = new Uint8Array(4 * n);
  for (let k = 0; k < n; k++) {
    const [r, g, b, a] = sampleSorted(stops, k / (n - 1));
    out[4 * k] = toByte(r);
    out[4 * k + 1] = toByte(g);
    out[4 * k + 2] = toByte(b);
    out[4 * k + 3] = toByte(a * 255);
  }
  return out;
}

function toByte(v: number): number {
  return Math.min(255, Math.max(0, Math.round(v)));
}

/** Custom gradients come from users in any order; sorting once here keeps the sampling loop simple. */
function sortedStops(gradient: ColorGradient): readonly GradientStop[] {
  const { stops } = gradient;
  if (stops.length === 0) throw new RangeError(`gradient "${gradient.name}" has no colour stops`);
  for (let k = 1; k < stops.length; k++) {
    if (stops[k]!.stop < stops[k - 1]!.stop) return [...stops].sort((p, q) => p.stop - q.stop);
  }
  return stops;
}

function sampleSorted(stops: readonly GradientStop[], t: number): Rgba {
  if (Number.isNaN(t)) return [0, 0, 0, 0];
  const first = stops[0]!;
  if (t <= first.stop) return [first.r, first.g, first.b, first.a];
  for (let k = 1; k < stops.length; k++) {
    const hi = stops[k]!;
    if (t <= hi.stop) {
      const lo = stops[k - 1]!;
      const span = hi.stop - lo.stop;
      const w = span > 0 ? (t - lo.stop) / span : 1;
      return [
        lo.r + w * (hi.r - lo.r),
        lo.g + w * (hi.g - lo.g),
        lo.b + w * (hi.b - lo.b),
        lo.a + w * (hi.a - lo.a),
      ];
    }
  }
  const last = stops[stops.length - 1]!;
  return [last.r, last.g, last.b, last.a];
}
