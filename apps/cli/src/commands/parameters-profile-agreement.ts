// Agreement of the profile parameters with Gwyddion 2.62's line statistics (libgwyprocess), measured
// for docs/parameters.md as packages/core/test/gwyddion-reference/profile.test.ts measures it: every
// row of the synthetic profile field, levelled by its least-squares line and unfiltered, with the
// sampling lengths of profile.json, against the committed Gwyddion values of the same row
// (bench/gwyddion-peer/generate-profile-reference.ts, profile.c).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profileParametersAnalysis } from '@asperity/core';
import { roughProfileField } from '../../../../packages/core/test/gwyddion-reference/profile-fields.ts';

interface GwyddionRow {
  readonly Ra: number;
  readonly Rq: number;
  readonly skew: number;
  readonly excessKurtosis: number;
  readonly Rpm: number;
  readonly Rvm: number;
  readonly Rtm: number;
  readonly Rt: number;
  readonly tanBeta0: number;
}

interface ProfileReference {
  readonly sections: number;
  readonly gwyddion: { readonly rows: readonly GwyddionRow[] };
}

const referencePath = join(
  import.meta.dirname,
  '../../../../packages/core/test/gwyddion-reference/profile.json',
);

/** Gwyddion's value of each comparable profile parameter and the libgwyprocess call it comes from. */
export const profileGwyddionEquivalents = (
  sections: number,
): Record<string, { source: string; value: (g: GwyddionRow) => number }> => ({
  Ra: { source: 'gwy_data_line_get_ra', value: (g) => g.Ra },
  Rq: { source: 'gwy_data_line_get_rms', value: (g) => g.Rq },
  Rsk: { source: 'gwy_data_line_get_skew', value: (g) => g.skew },
  Rku: { source: 'gwy_data_line_get_kurtosis + 3', value: (g) => g.excessKurtosis + 3 },
  Rp: { source: `gwy_data_line_get_xpm(line, ${sections}, 1)`, value: (g) => g.Rpm },
  Rv: { source: `gwy_data_line_get_xvm(line, ${sections}, 1)`, value: (g) => g.Rvm },
  Rz: { source: `gwy_data_line_get_xtm(line, ${sections}, 1)`, value: (g) => g.Rtm },
  Rt: { source: 'gwy_data_line_get_xtm(line, 1, 1)', value: (g) => g.Rt },
  Rdq: { source: 'gwy_data_line_get_tan_beta0, forward differences', value: (g) => g.tanBeta0 },
  Rpm: { source: `gwy_data_line_get_xpm(line, ${sections}, 1)`, value: (g) => g.Rpm },
  Rvm: { source: `gwy_data_line_get_xvm(line, ${sections}, 1)`, value: (g) => g.Rvm },
  Rtm: { source: `gwy_data_line_get_xtm(line, ${sections}, 1)`, value: (g) => g.Rtm },
});

/**
 * Parameters Gwyddion 2.62's library has a function for that profile.json does not hold (so they are
 * not compared), and the call.
 */
export const profileGwyddionUncompared: Record<string, string> = {
  Rp1max: 'gwy_data_line_get_xpm(line, 1, 1)',
  Rv1max: 'gwy_data_line_get_xvm(line, 1, 1)',
};

export interface ProfileAgreement {
  readonly maxRelativeDifference: number;
  /** The row where it occurred. */
  readonly worst: number;
  readonly compared: number;
  readonly source: string;
}

export function profileAgreement(): {
  readonly rows: number;
  readonly sections: number;
  readonly agreement: ReadonlyMap<string, ProfileAgreement>;
} {
  const reference = JSON.parse(readFileSync(referencePath, 'utf8')) as ProfileReference;
  const surface = roughProfileField();
  const equivalents = profileGwyddionEquivalents(reference.sections);
  const worst = new Map<string, { d: number; row: number }>();
  reference.gwyddion.rows.forEach((g, row) => {
    const y = row / (surface.ny - 1);
    const values = profileParametersAnalysis.run(surface, {
      line: { type: 'horizontal', start: { x: 0, y }, end: { x: 1, y } },
      averageEntire: false,
      includeFilter: false,
      filter: 'spline',
      component: 'roughness',
      // Sections that divide the whole row, as Gwyddion's do (not the automatic λc of the series).
      cutoffLength: { type: 'CUSTOM', customValue: ((surface.nx - 1) * surface.dx) / reference.sections },
      numberOfSamples: { type: 'user-specified', customValue: reference.sections },
      materialRatioLevel: 0,
    }).values as Readonly<Record<string, number | undefined>>;
    for (const [id, equivalent] of Object.entries(equivalents)) {
      const d = Math.abs((values[id] as number) / equivalent.value(g) - 1);
      const w = worst.get(id);
      if (!w || !(d <= w.d)) worst.set(id, { d, row });
    }
  });
  const agreement = new Map<string, ProfileAgreement>();
  for (const [id, w] of worst)
    agreement.set(id, {
      maxRelativeDifference: w.d,
      worst: w.row,
      compared: reference.gwyddion.rows.length,
      source: (equivalents[id] as { source: string }).source,
    });
  return { rows: reference.gwyddion.rows.length, sections: reference.sections, agreement };
}
