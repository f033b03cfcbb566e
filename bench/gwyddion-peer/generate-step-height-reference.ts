// Regenerates packages/core/test/gwyddion-reference/step-height.json: Gwyddion 2.62's height
// histogram (gwy_data_field_dh), plane levelling on a rectangle (gwy_data_field_area_fit_plane +
// plane_level + area_get_avg) and profile extraction (gwy_data_field_get_profile, linear, with
// thickness) followed by an independent ISO 5436-1 A1 fit, on the fields of step-height-fields.ts.
// The line's edge position is the one our analysis finds (the definition under test there is the
// profile and the fit; edge finding is tested analytically). Needs libgwyddion20-dev:
//   npx tsx bench/gwyddion-peer/generate-step-height-reference.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stepHeightLine } from '../../packages/core/src/analysis/analyses/step-height-line.ts';
import { centreOf } from '../../packages/core/src/analysis/step-height/synthetic-steps.ts';
import { stepHeightCases } from '../../packages/core/test/gwyddion-reference/step-height-fields.ts';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '../../packages/core/test/gwyddion-reference/step-height.json');

execFileSync(join(here, 'build.sh'), ['step-height'], { stdio: 'inherit' });
const work = mkdtempSync(join(tmpdir(), 'gwy-step-height-'));
const results: Record<string, unknown> = {};
for (const c of stepHeightCases) {
  const surface = c.field();
  const raw = join(work, `${c.name}.raw`);
  writeFileSync(raw, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
  const [scol, srow, ecol, erow] = c.line;
  const samples = Math.round(Math.hypot(ecol - scol, erow - srow)) + 1;
  const ours = stepHeightLine.run(surface, {
    l1Position: { x: centreOf(scol, surface.nx), y: centreOf(srow, surface.ny) },
    l2Position: { x: centreOf(ecol, surface.nx), y: centreOf(erow, surface.ny) },
    s1Position: 0,
    s2Position: 1,
    featureThreshold: 0.5,
    width: 'auto',
    average: c.average,
    samplingSize: samples,
    leveling: true,
    dissimilarMaterials: false,
    material1: 'Dielectric',
    material2: 'Dielectric',
    interferometry: 'vsi',
  });
  const edge = ours.edgeDistance / ours.profile.spacing;
  const stdout = execFileSync(join(here, 'build/step-height'), [
    raw,
    String(surface.nx),
    String(surface.ny),
    String(surface.dx),
    String(surface.dy),
    String(c.bins),
    ...c.rectangle1.map(String),
    ...c.rectangle2.map(String),
    ...c.line.map(String),
    String(samples),
    String(c.average),
    String(edge),
    String(samples),
  ]).toString();
  results[c.name] = { samples, edge, ...(JSON.parse(stdout) as Record<string, unknown>) };
}
writeFileSync(
  output,
  `${JSON.stringify({ generator: 'bench/gwyddion-peer/generate-step-height-reference.ts', gwyddion: '2.62', cases: results })}\n`,
);
console.log(`wrote ${output}`);
