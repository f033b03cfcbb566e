// The sample measurements a new installation's demo account holds (issue 5 §6): surfaces whose
// numbers a newcomer can check by eye — a sinusoidal grating, a calibration step, a rough machined
// surface and a field of particles. Deterministic (seeded), with instrument-like noise.
import type { Surface } from '../surface/surface.ts';
import { generateDemoSurface } from './demo-surface.ts';
import { gaussian, mulberry32 } from './prng.ts';

export interface SampleSurface {
  /** File name in the demo library (x3p, so "export original" gives a standard file). */
  readonly name: string;
  readonly description: string;
  readonly surface: Surface;
}

function field(
  nx: number,
  ny: number,
  pixel: number,
  height: (x: number, y: number) => number,
  title: string,
): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    for (let col = 0; col < nx; col++) z[row * nx + col] = height(col * pixel, row * pixel);
  }
  return {
    nx,
    ny,
    dx: pixel,
    dy: pixel,
    x0: 0,
    y0: 0,
    z,
    meta: { title, instrument: 'Asperity sample generator' },
  };
}

/** 10 µm pitch, 1 µm peak-to-valley sinusoidal grating, 0.5 µm pixels, 2 nm noise. */
export function sampleGrating(): Surface {
  const random = mulberry32(11);
  return field(
    400,
    300,
    0.5e-6,
    (x) => 0.5e-6 * Math.sin((2 * Math.PI * x) / 10e-6) + 2e-9 * gaussian(random),
    'Sinusoidal grating',
  );
}

/** A 200 nm calibration step across the middle, on a slightly tilted substrate, 1 nm noise. */
export function sampleStep(): Surface {
  const random = mulberry32(12);
  const nx = 400;
  const pixel = 1e-6;
  return field(
    nx,
    200,
    pixel,
    (x, y) => (x > (nx * pixel) / 2 ? 200e-9 : 0) + 2e-5 * x + 1e-5 * y + 1e-9 * gaussian(random),
    'Step height 200 nm',
  );
}

/** The landing page's machined surface: turning marks, waviness, roughness, dimples. */
export function sampleRough(): Surface {
  const surface = generateDemoSurface({ nx: 512, ny: 512, seed: 7, lengthX: 1e-3 });
  return { ...surface, meta: { ...surface.meta, title: 'Machined surface' } };
}

/** Spherical-cap particles of 0.2–0.6 µm radius on a flat substrate, 20 nm pixels. */
export function sampleParticles(): Surface {
  const random = mulberry32(13);
  const nx = 300;
  const ny = 300;
  const pixel = 20e-9;
  const particles = Array.from({ length: 24 }, () => ({
    x: random() * nx * pixel,
    y: random() * ny * pixel,
    r: (0.2 + 0.4 * random()) * 1e-6 * 0.5,
  }));
  return field(
    nx,
    ny,
    pixel,
    (x, y) => {
      let h = 0.3e-9 * gaussian(random);
      for (const p of particles) {
        const d2 = (x - p.x) ** 2 + (y - p.y) ** 2;
        if (d2 < p.r * p.r) h = Math.max(h, Math.sqrt(p.r * p.r - d2) * 0.6);
      }
      return h;
    },
    'Particles on a substrate',
  );
}

export function sampleSurfaces(): SampleSurface[] {
  return [
    {
      name: 'grating-10um.x3p',
      description: 'Sinusoidal grating, 10 µm pitch, 1 µm peak to valley',
      surface: sampleGrating(),
    },
    {
      name: 'step-200nm.x3p',
      description: 'Calibration step of 200 nm on a tilted substrate',
      surface: sampleStep(),
    },
    { name: 'machined-surface.x3p', description: 'Face-turned, laser-textured part', surface: sampleRough() },
    {
      name: 'particles.x3p',
      description: 'Particles of 0.1–0.3 µm radius on a flat substrate',
      surface: sampleParticles(),
    },
  ];
}
