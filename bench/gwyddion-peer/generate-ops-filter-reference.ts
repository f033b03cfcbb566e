// Regenerates packages/core/test/gwyddion-reference/ops-filter.json from Gwyddion 2.62 (needs
// libgwyddion20-dev): `npx tsx bench/gwyddion-peer/generate-ops-filter-reference.ts`. Builds the peer
// (ops-filter.c), writes the rough field roughSurface(40, 36) of filter-test-surfaces.ts as raw float64 and records the peer's
// Gaussian (σ of the ISO cut-off below), mean, median, Laplacian and Filter-tool Gaussian/sharpen outputs.
// The unit test rebuilds the field with the same function.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAUSSIAN_ALPHA } from '../../packages/core/src/analysis/profile/gaussian-filter.ts';
import { roughSurface } from '../../packages/core/src/ops/filter-test-surfaces.ts';

const here = new URL('.', import.meta.url).pathname;
execFileSync(join(here, 'build.sh'), ['ops-filter.c'], { stdio: 'inherit' });
const peer = join(here, 'build', 'ops-filter');
const dir = mkdtempSync(join(tmpdir(), 'ops-filter-peer-'));

const surface = roughSurface(40, 36);
/** ISO 16610-61 cut-off in pixels and Gwyddion's equivalent σ = α λc / √(2π). */
const cutoffPixels = 12;
const sigma = (GAUSSIAN_ALPHA * cutoffPixels) / Math.sqrt(2 * Math.PI);
const file = join(dir, 'field.raw');
writeFileSync(file, new Uint8Array(surface.z.buffer));
const json = execFileSync(peer, [
  file,
  String(surface.nx),
  String(surface.ny),
  String(surface.dx),
  'values',
  String(sigma),
  '5',
  '11',
]).toString();
const out = {
  generator: 'bench/gwyddion-peer/generate-ops-filter-reference.ts with bench/gwyddion-peer/ops-filter.c',
  gwyddion: execFileSync('pkg-config', ['--modversion', 'gwyddion']).toString().trim(),
  nx: surface.nx,
  ny: surface.ny,
  dx: surface.dx,
  cutoffPixels,
  ...(JSON.parse(json) as Record<string, unknown>),
};
const target = join(here, '../../packages/core/test/gwyddion-reference/ops-filter.json');
writeFileSync(target, JSON.stringify(out) + '\n');
process.stdout.write(`wrote ${target}\n`);
