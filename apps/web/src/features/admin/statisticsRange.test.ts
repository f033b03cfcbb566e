import { describe, expect, it } from 'vitest';
import { isValidRange, statisticsRangeErrors } from './statisticsRange.ts';

describe('statistics export dates', () => {
  it('accepts two real dates in order, and a single day', () => {
    expect(statisticsRangeErrors('2026-01-01', '2026-03-31')).toEqual({});
    expect(isValidRange(statisticsRangeErrors('2026-02-28', '2026-02-28'))).toBe(true);
  });

  it('rejects empty, malformed and impossible dates', () => {
    expect(statisticsRangeErrors('', '2026-03-31')).toEqual({ from: 'invalid-date' });
    expect(statisticsRangeErrors('2026-01-01', '31.03.2026')).toEqual({ to: 'invalid-date' });
    expect(statisticsRangeErrors('2023-02-29', '2023-13-01')).toEqual({
      from: 'invalid-date',
      to: 'invalid-date',
    });
  });

  it('rejects a range that ends before it starts', () => {
    const errors = statisticsRangeErrors('2026-04-01', '2026-03-31');
    expect(errors).toEqual({ to: 'invalid-date' });
    expect(isValidRange(errors)).toBe(false);
  });
});
