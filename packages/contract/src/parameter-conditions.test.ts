import { describe, expect, it } from 'vitest';
import { operatorContracts, operatorParameterDocs } from './operators.ts';
import { conditionHolds } from './parameter-conditions.ts';

const docOf = (id: Parameters<typeof operatorParameterDocs>[0], name: string) =>
  operatorParameterDocs(id).find((doc) => doc.name === name);

describe('parameter conditions', () => {
  it('travel with the schema into the parameter docs, next to the description', () => {
    expect(docOf('tip.deconvolve', 'halfAngle')).toMatchObject({
      description: 'flank half-angle of cone and pyramid, degrees',
      appliesWhen: { shape: ['cone', 'pyramid'] },
    });
    expect(docOf('tip.deconvolve', 'tipFileGuid')?.appliesWhen).toEqual({ shape: ['measured'] });
    expect(docOf('form.polynomial', 'outlierIterations')?.appliesWhen).toEqual({ ignoreOutliers: [true] });
    expect(docOf('rows.adjust', 'degree')?.appliesWhen).toEqual({ method: ['polynomial'] });
    expect(docOf('fft-filter', 'longCutoff')?.appliesWhen).toEqual({ filter: ['high-pass', 'band-pass'] });
    // A parameter that always applies says nothing.
    expect(docOf('tip.deconvolve', 'shape')).not.toHaveProperty('appliesWhen');
  });

  it('hold for the listed values, with a missing parameter taking its default', () => {
    const condition = { shape: ['cone', 'pyramid'] };
    expect(conditionHolds(condition, { shape: 'cone' })).toBe(true);
    expect(conditionHolds(condition, { shape: 'parabolic' })).toBe(false);
    expect(conditionHolds(condition, {}, { shape: 'pyramid' })).toBe(true);
    expect(conditionHolds(condition, {})).toBe(false);
    expect(conditionHolds({ ignoreOutliers: [true] }, { ignoreOutliers: false })).toBe(false);
    expect(conditionHolds(undefined, {})).toBe(true);
  });

  it('make a measured tip require its file, and only then', () => {
    const tip = operatorContracts['tip.deconvolve'].params;
    const missing = tip.safeParse({ shape: 'measured' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['tipFileGuid']);
    expect(tip.safeParse({ shape: 'measured', tipFileGuid: 'f1' }).success).toBe(true);
    expect(tip.safeParse({ shape: 'cone' }).success).toBe(true);
  });

  it('name the pixel pairs of three-point levelling', () => {
    expect(operatorContracts['level.three-point'].pointParameters).toEqual([
      ['col1', 'row1'],
      ['col2', 'row2'],
      ['col3', 'row3'],
    ]);
    expect(operatorContracts.crop.areaParameters).toEqual(['left', 'top', 'right', 'bottom']);
  });
});
