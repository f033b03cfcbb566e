import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arealParameters } from '@asperity/core';
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

  it(`docs/parameters.md is up to date — if this fails, run: ${parametersDocCommand}`, () => {
    const committed = readFileSync(parametersDocPath, 'utf8');
    expect(
      committed === markdown,
      `docs/parameters.md is stale: run \`${parametersDocCommand}\` and commit it`,
    ).toBe(true);
  });
});
