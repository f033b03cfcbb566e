import { describe, expect, it } from 'vitest';
import { viewsArrangement } from './viewsArrangement.ts';

describe('viewsArrangement', () => {
  it('stacks the views in a tall panel (1440 × 900 screen: 848 × 780 px left panel)', () => {
    expect(viewsArrangement(848, 780, 1)).toBe('column');
    expect(viewsArrangement(848, 780, 1.36)).toBe('column');
  });

  it('puts them side by side in a wide, low panel', () => {
    expect(viewsArrangement(1800, 600, 1)).toBe('row');
    expect(viewsArrangement(1400, 700, 1.36)).toBe('row');
  });

  it('stacks a long narrow field sooner than a square one, and survives no size', () => {
    expect(viewsArrangement(1200, 700, 4)).toBe('column');
    expect(viewsArrangement(0, 0, 1)).toBe('row');
  });
});
