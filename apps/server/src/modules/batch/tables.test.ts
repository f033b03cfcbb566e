import { describe, expect, it } from 'vitest';
import { parameterRowsOf } from './parameter-rows.ts';
import { tableCsv, tableOf, tableTxt } from './tables.ts';

describe('parameter rows', () => {
  it('takes areal statistics with their SI unit, profile values, and the top-level numbers of others', () => {
    const areal = {
      validPoints: 4,
      categories: [
        {
          id: 'height',
          statistics: [
            { id: 'Sq', value: 1e-7, kind: 'length' },
            { id: 'Ssk', value: Number.NaN, kind: 'dimensionless' },
          ],
        },
        { id: 'hybrid', statistics: [{ id: 'Sdr', value: 0.01, kind: 'fraction' }] },
      ],
    };
    expect(parameterRowsOf('ArealParameters', areal)).toEqual([
      { feature: 'ArealParameters', id: 'Sq', value: 1e-7, unit: 'm' },
      { feature: 'ArealParameters', id: 'Ssk', value: null, unit: '1' },
      { feature: 'ArealParameters', id: 'Sdr', value: 0.01, unit: '1' },
    ]);
    expect(parameterRowsOf('ProfileParameters', { values: { Ra: 2e-7 }, cutoff: 8e-4 })).toEqual([
      { feature: 'ProfileParameters', id: 'Ra', value: 2e-7, unit: 'SI' },
    ]);
    expect(parameterRowsOf('Volume', { bumps: 1e-15, holes: 2e-15, referencePlane: { a: 1 } })).toEqual([
      { feature: 'Volume', id: 'bumps', value: 1e-15, unit: 'SI' },
      { feature: 'Volume', id: 'holes', value: 2e-15, unit: 'SI' },
    ]);
    expect(parameterRowsOf('AveragePsd', [1, 2, 3])).toEqual([]);
  });
});

describe('the batch tables', () => {
  const files = [
    {
      name: 'a, first.gsf',
      state: 'done',
      rows: [
        { feature: 'ArealParameters', id: 'Sq', value: 1e-7, unit: 'm' },
        { feature: 'Volume', id: 'Sq', value: 3, unit: 'SI' },
      ],
    },
    { name: 'b\tsecond.gsf', state: 'failed', reason: 'corrupt-file: "truncated"', rows: [] },
    {
      name: 'c.gsf',
      state: 'done',
      rows: [{ feature: 'ArealParameters', id: 'Sa', value: 5e-8, unit: 'm' }],
    },
  ];

  it('has one row per file and one column per parameter, prefixed by the feature when ids collide', () => {
    expect(tableOf(files)).toEqual({
      header: ['File', 'Status', 'Reason', 'ArealParameters Sq [m]', 'Volume Sq [SI]', 'Sa [m]'],
      rows: [
        ['a, first.gsf', 'done', '', 1e-7, 3, null],
        ['b\tsecond.gsf', 'failed', 'corrupt-file: "truncated"', null, null, null],
        ['c.gsf', 'done', '', null, null, 5e-8],
      ],
    });
  });

  it('writes CSV with the part 1 §9 rules: BOM, CRLF, quoted fields with commas or quotes', () => {
    const csv = tableCsv(files);
    expect(csv.startsWith('\uFEFFFile,Status,Reason,ArealParameters Sq [m],Volume Sq [SI],Sa [m]\r\n')).toBe(
      true,
    );
    expect(csv).toContain('\r\n"a, first.gsf",done,,1e-7,3,\r\n');
    expect(csv).toContain('\r\nb\tsecond.gsf,failed,"corrupt-file: ""truncated""",,,\r\n');
    expect(csv.endsWith('c.gsf,done,,,,5e-8\r\n')).toBe(true);
  });

  it('writes TXT tab-separated, tabs inside names made spaces', () => {
    const lines = tableTxt(files).split('\r\n');
    expect(lines[0]).toBe('File\tStatus\tReason\tArealParameters Sq [m]\tVolume Sq [SI]\tSa [m]');
    expect(lines[2]).toBe('b second.gsf\tfailed\tcorrupt-file: "truncated"\t\t\t');
    expect(lines.at(-1)).toBe('');
  });
});
