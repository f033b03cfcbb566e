// Fixtures for command tests: the shared real instrument files (skipped with a clear title when absent)
// and a small synthetic surface with exactly known statistics.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeChannel, makeSurfaceFile, rmsAboutMean, type SurfaceFile } from '@asperity/core';

export const surfacesDir = resolve(
  process.env.ASPERITY_SURFACES_DIR ?? resolve(import.meta.dirname, '../../../../../shared/surfaces'),
);

/** Absolute path of a real file, or undefined when the shared folder (or the file) is absent. */
export function realFile(relative: string): string | undefined {
  const path = join(surfacesDir, relative);
  return existsSync(path) ? path : undefined;
}

/** 12 × 8 points of 0.5 µm, a tilted sine in metres with two invalid points. */
export function syntheticFile(): SurfaceFile {
  const nx = 12;
  const ny = 8;
  const z = Float64Array.from({ length: nx * ny }, (_, k) => 1e-7 * Math.sin(k / 3) + 2e-9 * (k % nx));
  z[5] = NaN;
  z[40] = NaN;
  return makeSurfaceFile('synthetic', [
    makeChannel('Height', 'height', { nx, ny, dx: 0.5e-6, dy: 0.5e-6 }, z),
  ]);
}

export const syntheticSq = (): number => rmsAboutMean(syntheticFile().channels[0]!.surface.z);
