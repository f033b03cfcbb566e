// Regenerates packages/core/test/gwyddion-reference/ops-geometry.json: Gwyddion 2.62's resampling
// (gwy_data_field_new_resampled, LINEAR and KEY), rotation (gwy_data_field_rotate, same size),
// Laplace fill (gwy_data_field_laplace_solve) and scar marks (gwy_data_field_mark_scars,
// Remove Scars defaults) on the fields of ops-geometry-fields.ts, so the unit tests compare without Gwyddion.
// Needs libgwyddion20-dev:  npx tsx bench/gwyddion-peer/generate-ops-geometry-reference.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GEOMETRY_CASES } from '../../packages/core/test/gwyddion-reference/ops-geometry-fields.ts';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '../../packages/core/test/gwyddion-reference/ops-geometry.json');

execFileSync(join(here, 'build.sh'), ['ops-geometry'], { stdio: 'inherit' });
const work = mkdtempSync(join(tmpdir(), 'gwy-geometry-'));
const results: Record<string, unknown> = {};
for (const [name, make] of Object.entries(GEOMETRY_CASES)) {
  const c = make();
  // Gwyddion has no NaN: the points to fill hold 0 and the mask says which they are.
  const z = c.surface.z.map((v) => (Number.isNaN(v) ? 0 : v));
  const raw = join(work, `${name}.raw`);
  const mask = join(work, `${name}.mask`);
  writeFileSync(raw, new Uint8Array(z.buffer));
  writeFileSync(mask, new Uint8Array(c.holes.buffer));
  // gwy_data_field_rotate turns by +π/2 the same way as the operator's +90° (both: the right column
  // becomes the top row), so the angle goes over unchanged, in radians.
  const stdout = execFileSync(
    join(here, 'build/ops-geometry'),
    [
      raw,
      String(c.surface.nx),
      String(c.surface.ny),
      mask,
      String(c.newNx),
      String(c.newNy),
      String((c.angle * Math.PI) / 180),
    ],
    { maxBuffer: 1 << 28 },
  ).toString();
  results[name] = JSON.parse(stdout) as unknown;
}
writeFileSync(
  output,
  `${JSON.stringify({ generator: 'bench/gwyddion-peer/generate-ops-geometry-reference.ts', gwyddion: '2.62', cases: results })}\n`,
);
console.log(`wrote ${output}`);
