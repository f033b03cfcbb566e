// Import sanity on every real file the registry can read: real measurements must get no sanity
// warning (a false alarm teaches users to ignore warnings); synthetic files without units (5 m
// pyramids, 128 m test fields) may, and are listed so a reviewer sees what the user would see.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  importSanityWarnings,
  isSurfaceError,
  makeChannel,
  makeSurfaceFile,
  readSurfaceFile,
} from '../src/index.ts';
import { isMeasurement, manifestClasses } from './manifest.ts';
import { describeRealFiles, readRealFile, realFiles, surfacesDir } from './real-files.ts';

interface GwyddionChannel {
  title: string;
  xres: number;
  yres: number;
  xreal: number;
  yreal: number;
  unit_xy: string;
  unit_z: string;
  zmin: number;
  zmax: number;
}

/** Gwyddion 2.62's view of every channel (MANIFEST §4), independent of our readers. */
function gwyddionChannels(): [string, GwyddionChannel][] {
  const summary = JSON.parse(readFileSync(join(surfacesDir, 'gwyddion-2.62_summary.json'), 'utf8')) as {
    files: Record<string, GwyddionChannel[]>;
  };
  return Object.entries(summary.files).flatMap(([path, channels]) =>
    channels.map((c): [string, GwyddionChannel] => [path, c]),
  );
}

describeRealFiles('import sanity on the real files', () => {
  const classes = manifestClasses();

  it('the manifest classifies every file in the folder', () => {
    const unclassified = realFiles().filter((p) => !classes.has(p));
    expect(unclassified).toEqual([]);
  });

  // The heuristics depend only on the grid and the height range, so Gwyddion's sizes and z range stand
  // in for the data: this checks the thresholds on every file Gwyddion reads, before our readers exist.
  it('no measurement gets a warning with the sizes and height ranges Gwyddion 2.62 reads', () => {
    const checked: string[] = [];
    const warned: string[] = [];
    for (const [path, c] of gwyddionChannels()) {
      if (!isMeasurement(classes.get(path)) || c.unit_xy !== 'm' || c.unit_z !== 'm') continue;
      const z = new Float64Array(c.xres * c.yres).fill(c.zmin);
      z[z.length - 1] = c.zmax;
      const grid = { nx: c.xres, ny: c.yres, dx: c.xreal / c.xres, dy: c.yreal / c.yres };
      const file = makeSurfaceFile('gwyddion', [makeChannel(c.title || 'Height', 'height', grid, z)]);
      checked.push(path);
      for (const w of importSanityWarnings(file)) warned.push(`${path} ${c.title}: ${w.message}`);
    }
    expect(warned).toEqual([]);
    expect(new Set(checked).size).toBeGreaterThan(30);
  });

  it.each(realFiles())('%s', (path) => {
    let file;
    try {
      file = readSurfaceFile(readRealFile(path), path.split('/').pop() ?? path);
    } catch (error) {
      // Not readable (yet, or a negative test file): nothing to judge. Other tests check the error.
      if (isSurfaceError(error)) return;
      throw error;
    }
    const warnings = importSanityWarnings(file).map((w) => `${w.code}: ${w.message}`);
    if (isMeasurement(classes.get(path))) expect(warnings).toEqual([]);
    else if (warnings.length > 0) console.info(`${path} (${classes.get(path)}): ${warnings.join('; ')}`);
  });
});
