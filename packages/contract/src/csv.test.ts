import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
    expect(toCsv([])).toBe('\uFEFF');
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
    [' spaced ', ' spaced '],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers, booleans and empties', () => {
    expect(toCsv([[0.5, 1e-7, -3, true, null, undefined, Number.NaN]])).toBe(
      '\uFEFF0.5,1e-7,-3,true,,,NaN\r\n',
    );
  });

  it('neutralizes formulas only when asked', () => {
    expect(csvField('=SUM(A1)')).toBe('=SUM(A1)');
    expect(csvField('=HYPERLINK("x")', { neutralizeFormulas: true })).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@user', { neutralizeFormulas: true })).toBe("'@user");
    expect(csvField(-3, { neutralizeFormulas: true })).toBe('-3');
  });
});
