// Regenerates packages/core/test/gwyddion-reference/ops-tip.json from Gwyddion 2.62 (needs
// libgwyddion20-dev): `npx tsx bench/gwyddion-peer/generate-ops-tip-reference.ts`. For every field of
// ops-tip-fields.ts and every tip case: Gwyddion's model tip and gwy_tip_erosion of the field by it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TIP_PIXEL,
  opsTipCases,
  opsTipReferenceFields,
} from '../../packages/core/test/gwyddion-reference/ops-tip-fields.ts';

const here = new URL('.', import.meta.url).pathname;
execFileSync(join(here, 'build.sh'), ['ops-tip.c'], { stdio: 'inherit' });
const peer = join(here, 'build', 'ops-tip');
const dir = mkdtempSync(join(tmpdir(), 'ops-tip-peer-'));

const results: Record<string, unknown> = {};
for (const [name, make] of Object.entries(opsTipReferenceFields)) {
  const surface = make();
  const file = join(dir, `${name}.raw`);
  writeFileSync(file, new Uint8Array(surface.z.buffer));
  for (const [tipName, tip] of Object.entries(opsTipCases)) {
    const json = execFileSync(peer, [
      file,
      String(surface.nx),
      String(surface.ny),
      String(TIP_PIXEL),
      tip.preset,
      '21',
      ...tip.params.map(String),
    ]).toString();
    results[`${name}/${tipName}`] = JSON.parse(json);
  }
}
rmSync(dir, { recursive: true, force: true });
const out = {
  generator: 'bench/gwyddion-peer/generate-ops-tip-reference.ts with bench/gwyddion-peer/ops-tip.c',
  gwyddion: execFileSync('pkg-config', ['--modversion', 'gwyddion']).toString().trim(),
  results,
};
const target = join(here, '../../packages/core/test/gwyddion-reference/ops-tip.json');
writeFileSync(target, JSON.stringify(out) + '\n');
process.stdout.write(`wrote ${target}\n`);
