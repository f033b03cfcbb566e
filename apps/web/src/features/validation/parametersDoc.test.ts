import { describe, expect, it } from 'vitest';
import parametersMarkdown from '../../../../../docs/parameters.md?raw';
import { parseParametersDoc } from './parametersDoc.ts';

describe('parseParametersDoc on the committed docs/parameters.md', () => {
  const data = parseParametersDoc(parametersMarkdown);
  const areal = data.sections.find((s) => s.key === 'areal');
  const profile = data.sections.find((s) => s.key === 'profile');

  it('reads every row of both parameter tables', () => {
    const tableRows = (heading: string, next: string) =>
      parametersMarkdown
        .slice(parametersMarkdown.indexOf(heading), parametersMarkdown.indexOf(next))
        .split('\n')
        .filter((line) => line.startsWith('| `')).length;
    expect(areal?.rows.length).toBe(tableRows('## Areal parameters', '## Profile parameters'));
    expect(profile?.rows.length).toBe(tableRows('## Profile parameters', '## Analyses'));
    expect(areal?.rows.length).toBeGreaterThan(30);
  });

  it('gives the measured agreement, unit and standard of a parameter', () => {
    const sq = areal?.rows.find((r) => r.id === 'Sq');
    expect(sq).toMatchObject({
      name: 'Root mean square height',
      unit: 'm',
      agreement: 'identical on all 6 fields (Gwyddion: get_stats rms)',
      agreementKind: 'identical',
      choice: '',
    });
    expect(sq?.standard).toContain('ISO 25178-2');
    expect(areal?.rows.find((r) => r.id === 'Sal')?.agreementKind).toBe('not-compared');
    expect(areal?.rows.find((r) => r.id === 'Ssk')?.agreementKind).toBe('measured');
  });

  it('unescapes pipes inside cells and reads the method paragraphs and tool choices', () => {
    expect(areal?.rows.find((r) => r.id === 'Sa')?.definition).toContain('|z − z̄|');
    expect(areal?.method.startsWith('"Gwyddion" is the largest relative difference')).toBe(true);
    expect(profile?.rows.find((r) => r.id === 'Ra')?.agreement).toMatch(/Gwyddion: gwy_data_line_get_ra/);
    expect(data.tools.map((t) => t.title)).toContain('Volume');
    expect(data.tools.every((t) => t.text.length > 20)).toBe(true);
  });
});

describe('parseParametersDoc', () => {
  it('answers no sections for a page without the tables', () => {
    expect(parseParametersDoc('# Other\n\ntext')).toEqual({ sections: [], tools: [] });
  });
});
