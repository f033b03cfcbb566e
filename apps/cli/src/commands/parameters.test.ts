import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyses, arealParameters, profileParameters } from '@asperity/core';
import { EDITOR_CALLS } from '@asperity/contract';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import { parametersDocCommand, parametersDocPath, parametersMarkdown } from './parameters-doc.ts';

describe('asperity parameters', () => {
  const markdown = parametersMarkdown();

  it('lists every areal parameter with its SI unit and clause', async () => {
    const io = captureIo();
    expect(await run(['parameters'], io)).toBe(0);
    expect(io.out().trimEnd().split('\n')).toHaveLength(arealParameters.length);
    expect(io.out()).toMatch(/^Sdr\s+1 \(fraction\)\s+ISO 25178-2:2021 §4\.3/m);
    expect(io.out()).toMatch(/^Vmc\s+m³\/m²/m);
  });

  it('the Markdown has one row per parameter with the measured Gwyddion agreement', () => {
    for (const p of arealParameters) expect(markdown).toContain(`| \`${p.id}\` |`);
    expect(markdown).toMatch(
      /\| `Sku` \|.*\| < 1e-9 relative, worst on .* \(6 fields; Gwyddion: get_stats kurtosis \+ 3\) \|/,
    );
    expect(markdown).toMatch(/\| `Sdq` \|.*\| 0\.00\d+ relative, worst on /);
    expect(markdown).toMatch(/\| `Spd` \|.*\| – \(no Gwyddion 2\.62 equivalent\) \|/);
  });

  it('has one row per profile parameter, with the agreement measured on the rows of profile.json', () => {
    for (const p of profileParameters) expect(markdown).toContain(`| \`${p.id}\` |`);
    expect(markdown).toMatch(
      /\| `Ra` \|.*\| < 1e-9 relative, worst on row \d+ \(33 rows; Gwyddion: gwy_data_line_get_ra\) \|/,
    );
    // Gwyddion's forward-difference slope is about 1 % steeper on this field.
    expect(markdown).toMatch(/\| `Rdq` \|.*\| 0\.01\d* relative, worst on row /);
    expect(markdown).toMatch(/\| `Rc` \|.*\| – \(no Gwyddion 2\.62 library equivalent\) \|/);
  });

  it('lists every analysis with its plan feature and editor call, and the tools’ choices', () => {
    for (const a of analyses) {
      const call = EDITOR_CALLS[a.id];
      expect(markdown).toContain(`| \`${a.id}\` | `);
      expect(markdown).toContain(`\`${call.method} ${call.path}\` |`);
    }
    for (const tool of [
      'Bearing ratio',
      'Volume',
      'Grains',
      'Step height',
      'PSD and autocorrelation',
      'Sal, Str, Std',
    ])
      expect(markdown).toContain(`**${tool}`);
  });

  it(`docs/parameters.md is up to date — if this fails, run: ${parametersDocCommand}`, () => {
    const committed = readFileSync(parametersDocPath, 'utf8');
    expect(
      committed === markdown,
      `docs/parameters.md is stale: run \`${parametersDocCommand}\` and commit it`,
    ).toBe(true);
  });
});
