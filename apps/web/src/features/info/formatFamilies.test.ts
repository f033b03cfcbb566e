import { describe, expect, it } from 'vitest';
import { SUPPORTED_UPLOAD_EXTENSIONS } from '@asperity/contract';
import { formatFamilies } from './formatFamilies.ts';

describe('formatFamilies', () => {
  it('places every contract extension exactly once', () => {
    const labels = formatFamilies().flatMap((family) => family.extensions);
    const expected = [
      ...SUPPORTED_UPLOAD_EXTENSIONS.filter((e) => !/^[0-9]\*$/.test(e)).map((e) => `.${e}`),
      '.0*–.9*',
    ];
    expect([...labels].sort()).toEqual([...expected].sort());
  });

  it('attributes only the undocumented extensions to "other"', () => {
    const other = formatFamilies().find((family) => family.id === 'other');
    expect(other?.extensions).toEqual(['.map', '.wsf']);
  });

  it('puts an extension the contract adds later under "other" instead of dropping it', () => {
    const families = formatFamilies(['x3p', 'newformat']);
    expect(families).toEqual([
      { id: 'exchange', extensions: ['.x3p'] },
      { id: 'other', extensions: ['.newformat'] },
    ]);
  });

  it('keeps single numbered patterns when the range is incomplete', () => {
    expect(formatFamilies(['0*', '1*'])).toEqual([{ id: 'spm', extensions: ['.0*', '.1*'] }]);
  });
});
