import { operatorContracts } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { operatorGroupNameId, operatorGroups, operatorNameId } from './operatorCatalogue.ts';
import { parameterFields, parameterLabelId, parameterValueId, unitOf } from './parameterFields.ts';

const operatorIds = Object.keys(operatorContracts) as OperatorId[];

describe('parameter fields generated from the operator contracts', () => {
  it('gives level.plane no field', () => {
    expect(parameterFields('level.plane')).toEqual([]);
  });

  it('gives the Gaussian filter a cut-off length in µm and the type as an enum', () => {
    expect(parameterFields('filter.gaussian')).toEqual([
      {
        name: 'cutoff',
        description: 'cut-off wavelength λc, m',
        kind: 'number',
        integer: false,
        unit: 'length',
        required: false,
        default: 8e-4,
        minimum: 0,
        maximum: 1,
      },
      { name: 'type', kind: 'enum', values: ['roughness', 'waviness'], default: 'roughness' },
    ]);
  });

  it('gives crop four fractions from 0 to 1', () => {
    const fields = parameterFields('crop');
    expect(fields.map((field) => field.name)).toEqual(['left', 'top', 'right', 'bottom']);
    for (const field of fields) {
      expect(field).toMatchObject({ kind: 'number', unit: 'none', minimum: 0, maximum: 1 });
    }
    expect(fields.map((field) => (field.kind === 'number' ? field.default : undefined))).toEqual([
      0, 0, 1, 1,
    ]);
  });

  it('gives stitch an ordered file list of 1 to 32 files, then its settings', () => {
    const fields = parameterFields('stitch');
    expect(fields[0]).toEqual({
      name: 'otherFileGuids',
      description: 'the other surfaces, in order',
      kind: 'files',
      minItems: 1,
      maxItems: 32,
    });
    expect(fields.slice(1).map((field) => [field.name, field.kind])).toEqual([
      ['arrangement', 'enum'],
      ['minOverlap', 'number'],
      ['blend', 'enum'],
    ]);
  });

  it('marks required parameters: resize sizes and the subtracted file; the measured tip is optional', () => {
    const resize = parameterFields('resize');
    expect(resize.filter((f) => f.kind === 'number' && f.required).map((f) => f.name)).toEqual(['nx', 'ny']);
    expect(parameterFields('subtract')).toEqual([{ name: 'otherFileGuid', kind: 'file', required: true }]);
    expect(parameterFields('tip.deconvolve').find((f) => f.name === 'tipFileGuid')).toMatchObject({
      kind: 'file',
      required: false,
    });
  });

  it('gives the FFT filter its spots as rows of fx, fy in 1/mm and the integers as integers', () => {
    expect(parameterFields('fft-filter').find((f) => f.name === 'spots')).toMatchObject({
      kind: 'rows',
      columns: ['fx', 'fy'],
      unit: 'frequency',
      maxItems: 64,
    });
    expect(parameterFields('spatial.mean')).toEqual([
      expect.objectContaining({ name: 'size', kind: 'number', integer: true, unit: 'pixels', default: 3 }),
    ]);
  });

  it('reads units from the end of a description', () => {
    expect(unitOf('apex radius, m')).toBe('length');
    expect(unitOf('radius of every spot, 1/m')).toBe('frequency');
    expect(unitOf('degrees, counter-clockwise as displayed')).toBe('degrees');
    expect(unitOf('kernel side, pixels (odd)')).toBe('pixels');
    expect(unitOf('multiples of the rms residual')).toBe('none');
    expect(unitOf(undefined)).toBe('none');
  });
});

describe('operator catalogue and texts', () => {
  it('puts every contract operator in exactly one group', () => {
    const grouped = operatorGroups.flatMap((group) => group.operators);
    expect([...grouped].sort()).toEqual([...operatorIds].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('has an English text for every operator, group, parameter and enum value', () => {
    const en = messages.en ?? {};
    const needed = new Set<string>();
    for (const group of operatorGroups) needed.add(operatorGroupNameId(group.id));
    for (const id of operatorIds) {
      needed.add(operatorNameId(id));
      for (const field of parameterFields(id)) {
        needed.add(parameterLabelId(field.name));
        if (field.kind === 'enum') for (const value of field.values) needed.add(parameterValueId(value));
        if (field.kind === 'rows') for (const column of field.columns) needed.add(parameterLabelId(column));
      }
    }
    expect([...needed].filter((id) => en[id] === undefined)).toEqual([]);
  });
});
