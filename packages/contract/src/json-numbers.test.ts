import { describe, expect, it } from 'vitest';
import { parseWithNonFinite, stringifyWithNonFinite } from './json-numbers.ts';

describe('non-finite numbers over JSON', () => {
  it('round-trips NaN and ±Infinity nested in results', () => {
    const value = { stepHeight: NaN, curve: [1, Infinity, -Infinity], name: 'x' };
    const text = stringifyWithNonFinite(value);
    expect(text).toBe('{"stepHeight":"NaN","curve":[1,"Infinity","-Infinity"],"name":"x"}');
    const back = parseWithNonFinite(text) as typeof value;
    expect(back.stepHeight).toBeNaN();
    expect(back.curve).toEqual([1, Infinity, -Infinity]);
    expect(back.name).toBe('x');
  });
});
