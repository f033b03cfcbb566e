// docs/parameters.md, generated from the parameter registries and the analysis registry:
// - areal parameters: per parameter its definition, the standard clause, the SI unit, the categories
//   it is listed under, the definitional choice where tools differ, and the agreement with Gwyddion
//   2.62 measured on the committed reference values (packages/core/test/gwyddion-reference/areal.json,
//   synthetic fields only, so the page does not depend on the shared real files being present);
// - profile parameters (ISO 4287 / ISO 21920-2 / ASME B46.1 2D): the same columns, the agreement
//   measured on the rows of profile.json (parameters-profile-agreement.ts);
// - analyses: every analysis with its plan feature and editor call, and the tools' definitional
//   choices (parameters-analyses-doc.ts).
import { join, resolve } from 'node:path';
import { arealParameters, profileParameters, type ParameterDefinition } from '@asperity/core';
import {
  arealAgreement,
  gwyddionEquivalents,
  loadArealReference,
} from '../../../../packages/core/test/gwyddion-reference/areal-agreement.ts';
import { analysesMarkdown } from './parameters-analyses-doc.ts';
import { profileAgreement, profileGwyddionUncompared } from './parameters-profile-agreement.ts';
import { SI_UNIT_OF_KIND } from './si-units.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const parametersDocPath = join(repoRoot, 'docs/parameters.md');
export const parametersDocCommand = 'npx asperity parameters --markdown --output docs/parameters.md';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const sizeOf = (d: number): string => (d < 1e-9 ? '< 1e-9' : `${Number(d.toPrecision(2))}`);

function agreementText(id: string, agreement: ReturnType<typeof arealAgreement>): string {
  const a = agreement.get(id);
  const equivalent = gwyddionEquivalents[id];
  if (!a || !equivalent) return '– (no Gwyddion 2.62 equivalent)';
  const d = a.maxRelativeDifference;
  if (d === 0) return `identical on all ${a.compared} fields (Gwyddion: ${equivalent.source})`;
  return `${sizeOf(d)} relative, worst on ${a.worst} (${a.compared} fields; Gwyddion: ${equivalent.source})`;
}

function profileAgreementText(id: string, measured: ReturnType<typeof profileAgreement>): string {
  const a = measured.agreement.get(id);
  if (!a) {
    const call = profileGwyddionUncompared[id];
    return call
      ? `– (not compared: Gwyddion has ${call}, profile.json does not hold it)`
      : '– (no Gwyddion 2.62 library equivalent)';
  }
  const d = a.maxRelativeDifference;
  if (d === 0) return `identical on all ${a.compared} rows (Gwyddion: ${a.source})`;
  return `${sizeOf(d)} relative, worst on row ${a.worst} (${a.compared} rows; Gwyddion: ${a.source})`;
}

const HEADER = [
  '| id | name | standard | SI unit | categories | definition | definitional choice | Gwyddion agreement |',
  '|---|---|---|---|---|---|---|---|',
];

function row(p: ParameterDefinition<never>, agreement: string): string {
  return `| \`${p.id}\` | ${cell(p.name)} | ${cell(p.standard)} | ${SI_UNIT_OF_KIND[p.kind]} | ${p.categories.map((c) => `\`${c}\``).join(' ')} | ${cell(p.definition)} | ${cell(p.choice ?? '–')} | ${cell(agreement)} |`;
}

export function parametersMarkdown(
  list: readonly ParameterDefinition<never>[] = arealParameters,
  profileList: readonly ParameterDefinition<never>[] = profileParameters,
): string {
  const agreement = arealAgreement();
  const gwyddion = loadArealReference().gwyddion;
  const profile = profileAgreement();
  return [
    '# Parameters and analyses',
    '',
    `Generated from the parameter registries (\`packages/core/src/analysis/areal/parameters.ts\`, \`packages/core/src/analysis/profile/profile-parameter-definitions.ts\`) and the analysis registry by \`${parametersDocCommand}\`; a unit test fails while this page is stale.`,
    '',
    'Values are in SI base units: metres, m² for areas, m³/m² for volumes, 1/m² and 1/m for densities and curvatures, radians for angles; ratios are fractions (Sdr 0.0049, never 0.49 %).',
    '',
    '**Units shown** (spec part 2 §9: “Auto height unit by magnitude: at least 1000 gives millimeter; at least 1 gives micron; at least 0.001 gives nanometer; otherwise angstrom”). The editor (tables, chart axes, tooltips, 3D axes), and the library (pixel sizes) write every length in the unit its magnitude in micrometres selects: ≥ 1000 µm in mm, ≥ 1 µm in µm, ≥ 0.001 µm in nm, below that in Å (`packages/core/src/format/display-units.ts`; one unit per chart or 3D axis, from its span). So an AFM pixel of 1 µm / 1024 = 0.0009766 µm, below 0.001 µm, reads “9.766 Å” — not the “0.977 nm” issue 15 item 8 expected, because the specification’s threshold is binding and puts it in ångström (a documented decision, tested in `apps/web/src/features/editor/settings/formatLength.test.ts`); never “0.0009766 µm”. The numbers of the API and of this page stay in metres.',
    '',
    '## Areal parameters',
    '',
    'Heights are taken from the mean of the valid points of the evaluated area (after `--level plane` when asked); invalid (NaN) points are skipped.',
    '',
    `"Gwyddion" is the largest relative difference from Gwyddion ${gwyddion} on the synthetic fields of \`packages/core/test/gwyddion-reference/areal-fields.ts\` (values committed in \`areal.json\`, regenerated by \`bench/gwyddion-peer/generate-areal-reference.ts\`); Ssk is compared in absolute terms (it is near 0 there). The unit tests also compare real files (x3p-2, al3d-1, metropro-1).`,
    '',
    ...HEADER,
    ...list.map((p) => row(p, agreementText(p.id, agreement))),
    '',
    '## Profile parameters',
    '',
    'The ISO 4287 (amplitude, curves) and ASME B46.1 2D parameters of a profile along a line, or averaged over every row (`profile-parameters` analysis). Z is measured from the mean line (see Ra). Section-based parameters are the mean over the sampling lengths of the evaluation length (ISO 4288:1996 §4.3 / ISO 21920-2:2021).',
    '',
    `"Gwyddion" is the largest relative difference from Gwyddion ${gwyddion}’s line statistics (libgwyprocess) over all ${profile.rows} rows of the synthetic field of \`packages/core/test/gwyddion-reference/profile-fields.ts\`, each levelled by its least-squares line, unfiltered, ${profile.sections} sampling lengths (values committed in \`profile.json\`, regenerated by \`bench/gwyddion-peer/generate-profile-reference.ts\`; asserted in \`profile.test.ts\`). Rsk and Rku differ by Gwyddion’s slightly different normalisation (about 0.5/N and 1/N for N samples) and RΔq by its different slope estimate (see the definitional choice). The mean lines are compared with numpy/scipy in the same test: the Gaussian filter within 1e-7 of the profile’s range away from the ends, the spline filter within 1e-9 everywhere.`,
    '',
    ...HEADER,
    ...profileList.map((p) => row(p, profileAgreementText(p.id, profile))),
    '',
    ...analysesMarkdown(),
  ].join('\n');
}
