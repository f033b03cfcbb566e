// A synthetic, realistic-looking machined surface: the landing page's hero and the CLI's `demo` command
// show it, and tests and benchmarks use it when no instrument file is at hand. It superposes what a
// face-turned and laser-textured part shows under an optical profiler: concentric turning marks (tool-nose
// cusps), a long-wavelength waviness, a random-phase self-affine roughness, a few textured dimples with rims,
// two particles, a scratch and instrument noise. Everything is drawn from one seeded PRNG so a seed always
// gives the same surface, bit for bit, on the server and in the browser.
import type { Surface } from '../surface/surface.ts';
import { mulberry32, type Random } from './prng.ts';

export interface DemoSurfaceOptions {
  /** Columns (x), at least 2. */
  nx: number;
  /** Rows (y), at least 2. */
  ny: number;
  /** Any finite number; only its integer part modulo 2³² matters. Default 1. */
  seed?: number;
  /** Lateral size along x in metres (nx · dx). Default 1 mm. Pixels are square. */
  lengthX?: number;
}

/** Largest side accepted: beyond it a demo is a memory accident, not a demo. */
export const DEMO_SURFACE_MAX_SIDE = 8192;

const MICRON = 1e-6;
/** Hurst exponent of the roughness: typical of machined and blasted surfaces (0.7–0.9). */
const HURST = 0.8;
/** Highest roughness wavenumber, in cycles per shorter side: keeps synthesis O(N·modes) cheap. */
const MAX_CYCLES = 48;

export function generateDemoSurface(options: DemoSurfaceOptions): Surface {
  const { nx, ny } = options;
  const seed = options.seed ?? 1;
  const lengthX = options.lengthX ?? 1e-3;
  for (const [name, n] of [
    ['nx', nx],
    ['ny', ny],
  ] as const) {
    if (!Number.isInteger(n) || n < 2 || n > DEMO_SURFACE_MAX_SIDE) {
      throw new RangeError(`${name} must be an integer from 2 to ${DEMO_SURFACE_MAX_SIDE}, got ${n}`);
    }
  }
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  if (!Number.isFinite(lengthX) || lengthX <= 0) {
    throw new RangeError(`lengthX must be a positive length in metres, got ${lengthX}`);
  }

  const random = mulberry32(Math.trunc(seed) >>> 0);
  const dx = lengthX / nx;
  const dy = dx;
  const lengthY = ny * dy;
  const z = new Float64Array(nx * ny);

  // Order matters for determinism: each layer draws its random numbers in a fixed sequence.
  addRoughness(z, nx, ny, lengthX, lengthY, random, 0.15 * MICRON);
  addTurningMarks(z, nx, ny, dx, dy, lengthX, lengthY, random);
  addWaviness(z, nx, ny, dx, dy, lengthX, random);
  addDimplesAndParticles(z, nx, ny, dx, dy, lengthX, lengthY, random);
  addScratch(z, nx, ny, dx, dy, lengthX, lengthY, random);
  addNoise(z, random, 0.005 * MICRON);
  subtractMean(z);

  return {
    nx,
    ny,
    dx,
    dy,
    x0: 0,
    y0: 0,
    z,
    meta: { title: 'Demo surface', instrument: 'Asperity generator', raw: { seed: String(seed) } },
  };
}

function uniform(random: Random, lo: number, hi: number): number {
  return lo + (hi - lo) * random();
}

/**
 * Random-phase spectral synthesis of an isotropic self-affine field (PSD ∝ q^-2(1+H) above a roll-off),
 * summed as a direct inverse DFT over a disc of low wavenumbers. Separable evaluation (rows first, then
 * columns) with exact trig tables keeps it O(ny·modes + nx·ny·mMax) instead of O(nx·ny·modes).
 * The result is scaled to the requested RMS so the look does not depend on the grid size.
 */
function addRoughness(
  z: Float64Array,
  nx: number,
  ny: number,
  lengthX: number,
  lengthY: number,
  random: Random,
  rms: number,
): void {
  const kMax = Math.min(nx / (2 * lengthX), ny / (2 * lengthY), MAX_CYCLES / Math.min(lengthX, lengthY));
  const kRollOff = 4 / Math.max(lengthX, lengthY);
  const mMax = Math.floor(kMax * lengthX);
  const nMax = Math.floor(kMax * lengthY);
  if (mMax < 1 && nMax < 1) return;

  const cosX = trigTable(nx, Math.cos);
  const sinX = trigTable(nx, Math.sin);
  const cosY = trigTable(ny, Math.cos);
  const sinY = trigTable(ny, Math.sin);

  // bRe/bIm[m * ny + j]: for column wavenumber m, the sum over row wavenumbers n evaluated at row j.
  const bRe = new Float64Array((mMax + 1) * ny);
  const bIm = new Float64Array((mMax + 1) * ny);
  for (let m = 0; m <= mMax; m++) {
    for (let n = -nMax; n <= nMax; n++) {
      // Half-plane: (m, n) and (-m, -n) are the same real mode.
      if (m === 0 && n <= 0) continue;
      const kx = m / lengthX;
      const ky = n / lengthY;
      const k = Math.hypot(kx, ky);
      if (k > kMax) continue;
      const amplitude = Math.pow(Math.max(k, kRollOff), -(1 + HURST));
      const phase = 2 * Math.PI * random();
      const ca = amplitude * Math.cos(phase);
      const sa = amplitude * Math.sin(phase);
      const base = m * ny;
      const step = ((n % ny) + ny) % ny;
      let idx = 0;
      for (let j = 0; j < ny; j++) {
        const c = cosY[idx] ?? 0;
        const s = sinY[idx] ?? 0;
        bRe[base + j] = (bRe[base + j] ?? 0) + c * ca - s * sa;
        bIm[base + j] = (bIm[base + j] ?? 0) + s * ca + c * sa;
        idx += step;
        if (idx >= ny) idx -= ny;
      }
    }
  }

  const field = new Float64Array(nx * ny);
  let sum = 0;
  let sumSq = 0;
  for (let j = 0; j < ny; j++) {
    const row = j * nx;
    for (let m = 0; m <= mMax; m++) {
      const re = bRe[m * ny + j] ?? 0;
      const im = bIm[m * ny + j] ?? 0;
      if (re === 0 && im === 0) continue;
      let idx = 0;
      for (let i = 0; i < nx; i++) {
        field[row + i] = (field[row + i] ?? 0) + re * (cosX[idx] ?? 0) - im * (sinX[idx] ?? 0);
        idx += m;
        if (idx >= nx) idx -= nx;
      }
    }
    for (let i = 0; i < nx; i++) {
      const v = field[row + i] ?? 0;
      sum += v;
      sumSq += v * v;
    }
  }
  const count = nx * ny;
  const mean = sum / count;
  const sd = Math.sqrt(Math.max(sumSq / count - mean * mean, 0));
  if (sd === 0) return;
  const scale = rms / sd;
  for (let p = 0; p < count; p++) z[p] = (z[p] ?? 0) + ((field[p] ?? 0) - mean) * scale;
}

/** table[k] = f(2πk/n): exact values at every multiple, no drift from angle recurrences. */
function trigTable(n: number, f: (x: number) => number): Float64Array {
  const table = new Float64Array(n);
  for (let k = 0; k < n; k++) table[k] = f((2 * Math.PI * k) / n);
  return table;
}

/**
 * Face turning leaves concentric arcs one feed apart, each the imprint of the tool nose (radius R):
 * a parabolic cusp of peak-to-valley f²/8R. The spindle axis lies far off to the left so the arcs are
 * gently curved across the field, as on the rim of a faced part.
 */
function addTurningMarks(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  lengthX: number,
  lengthY: number,
  random: Random,
): void {
  const feed = lengthX / uniform(random, 14, 18);
  const peakToValley = uniform(random, 0.45, 0.6) * MICRON;
  const noseRadius = (feed * feed) / (8 * peakToValley);
  const cx = -uniform(random, 2, 3.5) * lengthX;
  const cy = lengthY * uniform(random, 0.2, 0.8);
  const offset = random() * feed;
  const mean = peakToValley / 3;
  for (let j = 0; j < ny; j++) {
    const y = j * dy - cy;
    for (let i = 0; i < nx; i++) {
      const r = Math.hypot(i * dx - cx, y) + offset;
      const u = r - feed * Math.floor(r / feed) - feed / 2;
      const p = j * nx + i;
      z[p] = (z[p] ?? 0) + (u * u) / (2 * noseRadius) - mean;
    }
  }
}

/** Machine-tool vibration: one long wave, a little more than half the field, at an arbitrary angle. */
function addWaviness(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  lengthX: number,
  random: Random,
): void {
  const amplitude = uniform(random, 0.25, 0.35) * MICRON;
  const wavelength = lengthX * uniform(random, 0.55, 0.7);
  const angle = uniform(random, 0, Math.PI);
  const phase = 2 * Math.PI * random();
  const kx = (2 * Math.PI * Math.cos(angle)) / wavelength;
  const ky = (2 * Math.PI * Math.sin(angle)) / wavelength;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const p = j * nx + i;
      z[p] = (z[p] ?? 0) + amplitude * Math.sin(kx * i * dx + ky * j * dy + phase);
    }
  }
}

/**
 * Laser-textured dimples (a Gaussian pit with the raised rim of re-solidified melt) and two particles.
 * Each feature only touches a window of a few widths around its centre.
 */
function addDimplesAndParticles(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  lengthX: number,
  lengthY: number,
  random: Random,
): void {
  const features: { x: number; y: number; reach: number; height: (r: number) => number }[] = [];
  const dimples = 4;
  for (let k = 0; k < dimples; k++) {
    const x = lengthX * uniform(random, 0.12, 0.88);
    const y = lengthY * uniform(random, 0.12, 0.88);
    const sigma = lengthX * uniform(random, 0.03, 0.045);
    const depth = uniform(random, 1.5, 2.5) * MICRON;
    const rim = depth * uniform(random, 0.1, 0.2);
    const rimRadius = 2.2 * sigma;
    const rimWidth = 0.45 * sigma;
    features.push({
      x,
      y,
      reach: rimRadius + 4 * rimWidth,
      height: (r) =>
        -depth * Math.exp((-r * r) / (2 * sigma * sigma)) +
        rim * Math.exp(-((r - rimRadius) ** 2) / (2 * rimWidth * rimWidth)),
    });
  }
  for (let k = 0; k < 2; k++) {
    const x = lengthX * uniform(random, 0.1, 0.9);
    const y = lengthY * uniform(random, 0.1, 0.9);
    const sigma = lengthX * uniform(random, 0.008, 0.014);
    const height = uniform(random, 0.6, 1) * MICRON;
    features.push({
      x,
      y,
      reach: 4 * sigma,
      height: (r) => height * Math.exp((-r * r) / (2 * sigma * sigma)),
    });
  }
  for (const f of features) {
    const i0 = Math.max(0, Math.floor((f.x - f.reach) / dx));
    const i1 = Math.min(nx - 1, Math.ceil((f.x + f.reach) / dx));
    const j0 = Math.max(0, Math.floor((f.y - f.reach) / dy));
    const j1 = Math.min(ny - 1, Math.ceil((f.y + f.reach) / dy));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const p = j * nx + i;
        z[p] = (z[p] ?? 0) + f.height(Math.hypot(i * dx - f.x, j * dy - f.y));
      }
    }
  }
}

/** A handling scratch across the field: a narrow V-ish groove with a soft profile. */
function addScratch(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
  lengthX: number,
  lengthY: number,
  random: Random,
): void {
  const px = lengthX * uniform(random, 0.3, 0.7);
  const py = lengthY * uniform(random, 0.3, 0.7);
  const angle = uniform(random, 0, Math.PI);
  const nxDir = -Math.sin(angle);
  const nyDir = Math.cos(angle);
  const depth = uniform(random, 0.3, 0.5) * MICRON;
  const halfWidth = lengthX * uniform(random, 0.004, 0.007);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const d = Math.abs((i * dx - px) * nxDir + (j * dy - py) * nyDir) / halfWidth;
      if (d >= 3) continue;
      const p = j * nx + i;
      z[p] = (z[p] ?? 0) - depth * Math.exp(-d * d);
    }
  }
}

/** Gaussian instrument noise (Box–Muller). */
function addNoise(z: Float64Array, random: Random, sigma: number): void {
  for (let p = 0; p < z.length; p++) {
    const u = 1 - random();
    const v = random();
    z[p] = (z[p] ?? 0) + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

function subtractMean(z: Float64Array): void {
  let sum = 0;
  for (let p = 0; p < z.length; p++) sum += z[p] ?? 0;
  const mean = sum / z.length;
  for (let p = 0; p < z.length; p++) z[p] = (z[p] ?? 0) - mean;
}
